"""Card functions used outside the card play phases, from the table (issue 38, h-crew3): in the
Discard Phase a double-click on a Reserve Power takes it back to the hand; in the Draw Cards
Phase a double-click on a Salvage Tug asks which equipment card of the Discard Pile to salvage."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameMode, MoveCard, Pass, Phase, UseFunction, Zone, parse_action
from ge_desktop.ui.board import known_key
from tests.engine.builders import Table, card, ship, terrain
from tests.engine.community_helpers import printed, settle
from tests.ui.ui_driver import UiDriver

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)


def _double_click(win, driver: UiDriver, card: int) -> None:
    point = driver.view_point(driver.press_point(known_key(card)))
    QTest.mouseDClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_double_clicking_reserve_power_in_the_discard_phase_takes_it_back_to_the_hand(rules_table) -> None:
    hull_card, reserve = ship(6, requirements={"supply": 1, "energy": 2}), printed("E3_-_Reserve_Power_PE")
    table = Table([hull_card, reserve, POWER], [ship(5)], mode=GameMode.RULES)
    unit = table.put(hull_card, 0, engaged=False)
    table.put(POWER, 0)
    held = table.hand(reserve, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.act(f"play #{held} on #{unit}")
    settle(table)
    table.to_phase(Phase.DISCARD)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(1))
    _double_click(win, driver, held)
    if win.page.choice is not None and win.page.choice.isVisible():
        driver.answer_choice((UseFunction(held, 1),), required=True)
    game = win.session.game
    while game.state.window is not None:
        game.play(game.legal_actions()[0])
    win.grab().save("/tmp/crew3shots/reserve_power_back.png")
    assert game.state.cards[held].zone is Zone.HAND


def test_double_clicking_the_salvage_tug_in_the_draw_phase_salvages_the_equipment_picked(rules_table) -> None:
    tug, gear_card = printed("S4_-_Nagiridni_Pirate_Salvage_Tug_Pro6"), card("E", 2, "Salvaged Gear")
    repairs = terrain(8, economy=2, supply=2, energy=2, repair=4)
    table = Table([tug, repairs, gear_card], [], mode=GameMode.RULES)
    unit = table.put(tug, 0)
    table.put(repairs, 0)
    gear = table.put(gear_card, 0)
    table.game.apply(MoveCard(gear, Zone.DISCARD, Seat(0)))
    table.fresh_turn(0)
    for point in ("economy", "supply", "energy", "repair", "repair"):
        table.act(f"allocate {point} #{unit}")
    table.to_phase(Phase.DRAW)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(1))
    _double_click(win, driver, unit)
    game = win.session.game
    while game.state.window is not None:
        driver.perform(Pass())
    assert game.state.choice is not None
    driver.perform(parse_action(f"choose #{gear}"))
    while win.session.game.state.window is not None:
        driver.perform(Pass())
    win.grab().save("/tmp/crew3shots/salvage_tug.png")
    assert win.session.game.state.cards[gear].zone is Zone.HAND
