"""Games with decks imported from a LackeyCCG plugin, played through UI events (issue 18).

The real plugin data is imported with its checklist into the test's own user folder; its
Basic Set decks then play a rules-enforced hot-seat game to a winner through the window
(the ``ui_driver`` gestures, every drop checked against the engine), and a sandbox game
whose cards show the plugin's own images as their faces.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.decks import load_deck
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.render import cache
from ge_desktop.render.cache import FaceSource, face_source
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, PlayerDeck
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import known_key
from ge_desktop.ui.game_setup import ready_game
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from tests.lackey_data import LackeyData
from tests.ui.ui_driver import UiDriver


@pytest.fixture
def imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lackey_data: LackeyData):
    report = import_plugin(lackey_data.plugin(tmp_path / "GalacticEmpires"), lackey_data.checklist)
    monkeypatch.setattr(cache, "_library", None)  # the face library of this test's user folder
    catalog = load_full_catalog().catalog
    decks = {d.name: load_deck(Path(d.path), catalog) for d in report.decks}
    return catalog, decks


def _window(qtbot, catalog, config: GameConfig) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(ready_game(config, catalog)))
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_rules_game_with_imported_decks_is_played_through_the_ui_to_a_winner(qtbot, imported) -> None:
    catalog, decks = imported
    chosen = (PlayerDeck.from_deck(decks["Basic Deck A Argonian"]), PlayerDeck.from_deck(decks["Basic Deck A Krebiz"]))
    win = _window(qtbot, catalog, GameConfig(decks=chosen, seed=11, mode=GameMode.RULES))
    driver = UiDriver(win, random.Random(11), WeightedAgent(11))
    driver.play_to_the_end(2500)
    outcome = win.session.game.outcome
    assert outcome is not None and outcome.winner is not None
    assert driver.lit_checks > 10
    win.close()


def test_a_sandbox_game_with_imported_decks_shows_the_plugins_images(qtbot, imported) -> None:
    catalog, decks = imported
    chosen = (PlayerDeck.from_deck(decks["Basic Deck B Corporate"]), PlayerDeck.from_deck(decks["Basic Deck C Tufor"]))
    win = _window(qtbot, catalog, GameConfig(decks=chosen, seed=5, mode=GameMode.SANDBOX))
    state = win.session.game.state
    shown = [c for c in state.cards if c.zone.name in ("HAND", "PLAY")]
    assert shown
    faces = {face_source(catalog[c.info.card_id]) for c in shown}
    assert faces == {FaceSource.SCAN}  # every card of these decks has its plugin image
    driver = UiDriver(win, random.Random(5), WeightedAgent(5))
    seat = win.session.game.to_act
    moved = []
    for card in list(state.players[seat].hand)[:4]:  # sandbox: drag hand cards onto the table
        key = known_key(card)
        drag = driver.drag_of(key)
        driver.mouse_drag(driver.press_point(key), lambda drag=drag: driver.drop_point(drag, DropZone(seat, Zone.PLAY)))
        moved.append(card)
    notations = [a.notation() for a in win.session.game.history[-len(moved):]]
    assert notations == [f"~move #{card} play p{seat}" for card in moved]
    assert all(win.session.game.state.cards[card].zone is Zone.PLAY for card in moved)
    win.close()
