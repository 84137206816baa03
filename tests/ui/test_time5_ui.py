"""Time cards about decks and draws on the table (issue 38, h-time5): a Time Tornado played
through the window turns an opponent's stack into a mini deck whose size (never its cards) the
table shows; Cessation of Time answers an opponent's Draw Cards Phase from the reaction window."""

from __future__ import annotations

import random
from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Choose, Done, GameMode, Pass, Phase, PlayCard, Zone
from ge_desktop.ui.board import known_key
from tests.engine.builders import Table
from tests.ui.ui_driver import UiDriver

CATALOG = default_catalog()
TARGET, CREW = CATALOG.printing("S5_-_Troop_Freighter_Per"), CATALOG.get("crewman")  # the table draws catalog cards' faces


def _pass_windows(win, driver: UiDriver) -> None:
    while win.session.game.state.window is not None:
        driver.take_screen_if_asked()
        if win.session.game.state.window is not None:
            driver.perform(Pass())


def test_a_time_tornado_played_from_the_table_leaves_a_mini_deck_whose_size_shows(rules_table, tmp_path: Path) -> None:
    tornado = CATALOG.printing("H7_-_Time_Tornado_TG")
    assert tornado is not None and TARGET is not None and CREW is not None
    table = Table([tornado], [TARGET, CREW], mode=GameMode.RULES)
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    played = table.hand(tornado, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(5))
    driver.perform(PlayCard(played))
    _pass_windows(win, driver)
    driver.perform(Choose(target))  # the choice dialog's button for the opponent's stack
    _pass_windows(win, driver)
    state = win.session.game.state
    assert state.cards[target].zone is Zone.MINI_DECK and state.cards[crew].zone is Zone.MINI_DECK
    scene = win.page.scene
    assert "mini deck 2" in scene.areas[Seat(1)].label_text()
    assert known_key(target) not in scene.cards and known_key(crew) not in scene.cards  # the cards themselves are hidden
    path = tmp_path / "mini-deck.png"
    assert win.grab().save(str(path))
    win.grab().save("/tmp/ht5/mini-deck-window.png")  # looked at by hand, not asserted


def test_cessation_of_time_is_played_from_the_reaction_window_as_an_opponents_draw_begins(rules_table) -> None:
    cessation = CATALOG.printing("O8_-_Cessation_of_Time_TG")
    assert cessation is not None
    table = Table([cessation], [], mode=GameMode.RULES)
    held = table.hand(cessation, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.DISCARD, Seat(1))
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(5))
    hand = len(win.session.game.state.players[1].hand)
    driver.perform(Done())  # seat 1 ends its Discard Phase: its Draw Cards Phase begins, seat 0 is asked
    assert win.session.game.state.window is not None and win.session.game.to_act == Seat(0)
    driver.take_screen_if_asked()  # the hot-seat pass screen hands the screen to seat 0
    driver.perform(PlayCard(held))
    _pass_windows(win, driver)
    state = win.session.game.state
    assert state.active == 0 and state.phase is Phase.ALLOCATION and len(state.players[1].hand) == hand
    assert state.cards[held].zone is Zone.DISCARD
