"""Two of the community's Limited Edition decks, imported from the LackeyCCG plugin, play a
rules-enforced hot-seat game to a winner through the window, as two players would (issue 38).

The plugin is imported as a player's installed plugin; New Game is filled in its dialog
(two Ltd decks whose Sector HQs are of different empires, two people at this screen); each
player chooses a reserve fleet in the reserve dialog after the screen is passed (v2.1
CREATING THE RESERVE FLEET: at most as many cards as players); then every move is a gesture
on the table (``tests/ui/ui_driver.UiDriver``: drags checked against the engine's lit drop
places, phase-bar buttons, prompts, pass screens), chosen by the simulator's weighted agent,
seeded. Cards still manual in these decks (fewer each session) are resolved as a player
resolves a manual card in the window (the manual panel's moves and its Done).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.render import cache
from ge_desktop.rulesets.galactic_empires import GameMode
from ge_desktop.rulesets.galactic_empires.events import ManualResolution
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.reserve_dialog import ReserveDialog
from tests.lackey_data import LackeyData
from tests.ui.ui_driver import UiDriver

DECKS = ("Ltd Argonian", "Ltd Corporate")  # Sector HQs of two empires
# Seed 41's game, since session 16's cards, was still at Sector HQ damage 9 and 3 after 44
# complete turns (2,500 UI steps): the weighted agent's Ltd games can run long. This test is
# about the window carrying a game to a winner, so it plays a seed whose game ends in its bound.
SEED = 42


@pytest.fixture
def window(qtbot, lackey_data: LackeyData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    import_plugin(lackey_data.installed_plugin(tmp_path / "GalacticEmpires"))
    monkeypatch.setattr(cache, "_library", None)  # the face library of this test's user folder
    win = MainWindow(load_full_catalog().catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def start_ltd_game(window: MainWindow, decks: tuple[str, str], seed: int) -> list[str]:
    """Fill New Game in its dialog (two people at this screen), pass the screen and choose
    each player's reserve in the reserve dialog (the first two planned cards: as many as
    players); return what each modal showed, in order."""
    shown: list[str] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox):
            shown.append(f"pass: {modal.text().splitlines()[0]}")
            QTimer.singleShot(0, answer)
            modal.accept()
        elif isinstance(modal, ReserveDialog):
            shown.append(f"reserve: {modal.windowTitle()} offers {modal.cards.count()}")
            for row in (0, 1):
                modal.cards.setCurrentRow(row)
                QTest.keyClick(modal.cards, Qt.Key.Key_Space)
            QTimer.singleShot(0, answer)
            QTest.mouseClick(modal.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        elif len(shown) < 4:
            QTimer.singleShot(20, answer)

    def fill_new_game() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        for seat, name in enumerate(decks):
            box = dialog.form.deck_boxes[seat]
            box.setCurrentIndex(box.findText(name))
            assert box.currentText() == name
        dialog.seed.setValue(seed)
        QTimer.singleShot(0, answer)
        QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_new_game)
    window.act_new.trigger()
    return shown


def test_two_imported_ltd_decks_play_a_rules_game_through_the_window_to_a_winner(qtbot, window: MainWindow) -> None:
    shown = start_ltd_game(window, DECKS, SEED)
    game = window.session.game
    state = game.state
    assert game.config.mode is GameMode.RULES
    assert [p.deck_name for p in state.players] == ["Ltd Argonian", "Ltd Corporate"]
    assert state.players[Seat(0)].empire != state.players[Seat(1)].empire
    assert shown == [
        "pass: Pass the screen to Player 1.",
        "reserve: Reserve fleet: Player 1 offers 4",
        "pass: Pass the screen to Player 2.",
        "reserve: Reserve fleet: Player 2 offers 3",
    ]  # the Ltd decks plan more reserve cards than a two-player game allows
    assert all(len(p.reserve) == 2 for p in state.players)  # the two each player checked, set aside
    assert all(state.cards[i].zone is Zone.RESERVE for p in state.players for i in p.reserve)
    driver = UiDriver(window, random.Random(SEED), WeightedAgent(SEED))
    driver.play_to_the_end(3000)
    played = window.session.game
    assert played.outcome is not None and played.outcome.winner is not None, played.outcome
    assert driver.lit_checks > 10 and driver.steps > 100
    replayed = Game.new(played.config, window.catalog)  # every move the window made was legal
    events = [event for action in played.history for event in replayed.play(action)]
    assert replayed.outcome == played.outcome
    manual = [e for e in events if isinstance(e, ManualResolution)]
    # Each manual card that came up (fewer as the decks' cards are scripted: the manual panel has
    # its own tests in test_manual_panel.py) was resolved in the window: started, then done.
    assert [e.card for e in manual if e.started] == [e.card for e in manual if not e.started]
