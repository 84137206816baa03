"""Miscommunications at the table (issue 38, h-dictate): the card is dragged against an opposing
ship, and in its player's Weapons Fire Phase that ship's weapons wear his badges; clicking them and
the ship's own fleetmate declares the volley (real mouse events through ``tests/ui/ui_driver``)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QApplication

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Aim, DieKind, Done, Pass, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.terms import GameMode
from ge_desktop.ui.board import known_key
from tests.engine.builders import Table
from tests.engine.community_helpers import printed
from tests.engine.test_community_dictate import GUNSHIP, ITS_FLEETMATE, MINE, MISCOMMUNICATIONS
from tests.ui.ui_driver import UiDriver

SHOTS = Path("/tmp/ge-desktop-shots")


def _until(driver: UiDriver, phase: Phase) -> None:
    """Pass windows and say done through the window's own buttons until p0's ``phase``."""
    for _ in range(40):
        driver.take_screen_if_asked()
        game = driver.game
        if game.phase is phase and game.state.active == 0 and game.state.window is None:
            return
        driver.perform(Pass() if game.state.window is not None else Done())
        QApplication.processEvents()
    raise AssertionError(f"never reached {phase}")


def test_miscommunications_player_fires_the_opposing_ship_from_its_badges(rules_table) -> None:
    card = printed(MISCOMMUNICATIONS)
    table = Table([MINE, card], [GUNSHIP, ITS_FLEETMATE], mode=GameMode.RULES)
    table.put(MINE, 0)
    gunship, fleetmate = table.put(GUNSHIP, 1), table.put(ITS_FLEETMATE, 1)
    played = table.hand(card, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(0))
    driver.drag_card(PlayCard(played, gunship, against=True))
    _until(driver, Phase.WEAPONS_FIRE)
    assert driver.game.state.cards[played].zone is Zone.PLAY
    assert (known_key(gunship), WeaponSymbol.PHASER) in win.page.scene.assist.badges  # p0 fires the opposing ship
    SHOTS.mkdir(parents=True, exist_ok=True)
    win.grab().save(str(SHOTS / "miscommunications-badges.png"))
    before = len(driver.game.history)
    expected = driver.volley(Aim(fleetmate, None))
    assert driver.game.history[before:] == list(expected)
    assert driver.game.state.cards[fleetmate].die(DieKind.STRUCTURE) == 3  # the gunship's three Phasers hit its own fleetmate
    _until(driver, Phase.PLAY_B)
    assert driver.game.state.cards[played].zone is Zone.DISCARD  # used up as p0's Weapons Fire Phase ended
