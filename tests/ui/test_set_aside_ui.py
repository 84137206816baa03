"""Cards set aside out of play by a time card (issue 38, h-time2; ``rules/set_aside.py``) are
shown on the table to every player, face up, veiled and tagged SET ASIDE, in their player's area;
they come back as the table's own cards when their time is over."""

from __future__ import annotations

import random
from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Choose, GameMode, Pass, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.rules.observe import observe
from ge_desktop.ui.board import known_key
from ge_desktop.ui.observed import board_from_observation
from tests.engine.builders import Table
from tests.ui.ui_driver import UiDriver

CATALOG = default_catalog()
TARGET, CREW = CATALOG.printing("S5_-_Troop_Freighter_Per"), CATALOG.get("crewman")  # the table draws catalog cards' faces


def _skip_game():
    """Seat 0 in Play Cards Phase A with Time Skip in hand; seat 1 has a ship with a crew on it."""
    skip = CATALOG.printing("O1_-_Time_Skip_TG")
    assert skip is not None and TARGET is not None and CREW is not None
    table = Table([skip], [TARGET, CREW], mode=GameMode.RULES)
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    played = table.hand(skip, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table.game, played, target, crew


def test_a_stack_set_aside_by_time_skip_shows_on_the_table_to_every_player(rules_table, tmp_path: Path) -> None:
    game, played, target, crew = _skip_game()
    win = rules_table(game)
    driver = UiDriver(win, random.Random(3))
    driver.perform(PlayCard(played))  # the card dragged from the hand to the fleet: the UI asks which card
    driver.perform(Choose(target))  # the choice dialog's button for the opponent's ship
    while win.session.game.state.window is not None:
        driver.perform(Pass())  # the opponent lets it happen
    game = win.session.game  # the session's game after the plays
    assert game.state.cards[target].zone is Zone.SET_ASIDE
    scene = win.page.scene
    shown = scene.cards.get(known_key(target))
    assert shown is not None and shown.view.set_aside and shown.view.card is not None  # face up, marked
    assert scene.cards[known_key(crew)].view.set_aside
    for viewer in (Seat(0), Seat(1)):  # every player's table shows it face up, set aside
        board, _ = board_from_observation(observe(game.state, viewer), CATALOG.get)
        views = [v for stack in board.seats[1].stacks for v in stack if v.instance == target]
        assert len(views) == 1 and views[0].set_aside and views[0].card is not None
    path = tmp_path / "set-aside.png"
    assert win.grab().save(str(path))
    win.grab().save("/tmp/ht2/set-aside-window.png")  # h-time2: looked at by hand, not asserted
