"""A card holding a pile out of play on the table (issue 38, h-piles): a Well of Time played
through the window is filled in its player's Draw Cards Phase, the cards on it show by title in
his area's label for every seat, and research given to it by the usual point gesture moves them
into his hand."""

from __future__ import annotations

import random
from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Allocate, DieKind, Done, Draw, GameMode, Pass, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from tests.engine.builders import Table, terrain
from tests.ui.ui_driver import UiDriver

CATALOG = default_catalog()
WEAK, STRONG = CATALOG.get("crewman"), CATALOG.printing("S5_-_Troop_Freighter_Per")
LAB = terrain(6, research=6)


def _pass_windows(win, driver: UiDriver) -> None:
    while win.session.game.state.window is not None:
        driver.take_screen_if_asked()
        if win.session.game.state.window is not None:
            driver.perform(Pass())


def _until(win, driver: UiDriver, phase: Phase, seat: int) -> None:
    """Next Phase (Draw 0 in a Draw Cards Phase) pressed until ``seat``'s ``phase``."""
    while not (win.session.game.phase is phase and win.session.game.state.active == seat):
        _pass_windows(win, driver)
        driver.take_screen_if_asked()
        driver.perform(Draw(0) if win.session.game.phase is Phase.DRAW else Done())


def test_a_well_of_time_played_from_the_table_shows_its_cards_and_empties_into_the_hand_by_research(rules_table, tmp_path: Path) -> None:
    well = CATALOG.printing("L8_-_Well_of_Time_TG")
    assert well is not None and WEAK is not None and STRONG is not None and WEAK.strength < STRONG.strength
    table = Table([well, LAB, WEAK, STRONG], [], mode=GameMode.RULES)
    table.put(LAB, 0)
    played = table.hand(well, 0)
    laid = [table.find(WEAK, 0).id, table.find(STRONG, 0).id]
    for instance in reversed(laid):
        table.game.apply(MoveCard(instance, Zone.DECK, Seat(0)))
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(3))
    driver.perform(PlayCard(played))
    _pass_windows(win, driver)
    _until(win, driver, Phase.DRAW, 0)
    driver.perform(Draw(0))  # the Draw Cards Phase button: the well is filled besides the draws
    state = win.session.game.state
    assert state.players[0].held == laid
    shown = f"held out of play: {WEAK.title}, {STRONG.title}"
    assert shown in win.page.scene.areas[Seat(0)].label_text()
    _until(win, driver, Phase.ALLOCATION, 1)
    driver.take_screen_if_asked()
    assert win.session.viewer == 1 and shown in win.page.scene.areas[Seat(0)].label_text()  # exposed to the opponent too
    assert win.grab().save(str(tmp_path / "well.png"))
    win.grab().save("/tmp/hp/well-window.png")  # looked at by hand, not asserted
    _until(win, driver, Phase.ALLOCATION, 0)
    driver.take_screen_if_asked()
    for _ in range(6):
        driver.perform(Allocate(PointType.RESEARCH, played))
    assert win.session.game.state.cards[played].die(DieKind.RESEARCH) == 6 and win.session.game.state.players[0].held == laid  # research stays
    _until(win, driver, Phase.ALLOCATION, 1)
    _until(win, driver, Phase.ALLOCATION, 0)
    driver.take_screen_if_asked()
    for _ in range(2):
        driver.perform(Allocate(PointType.RESEARCH, played))
    state = win.session.game.state
    assert set(laid) <= set(state.players[0].hand) and state.cards[played].zone is Zone.DISCARD
    assert "held out of play" not in win.page.scene.areas[Seat(0)].label_text()
