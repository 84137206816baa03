"""A Ltd deck game started through the New Game dialog: the player chooses 2 of the 4
reserve cards his deck plans (v2.1 CREATING THE RESERVE FLEET: "equal to or less than the
number of players", chosen at the start of the game), the bot its own, and a turn is played."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ge_desktop.bots import BotKind
from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.render import cache
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.reserve_dialog import ReserveDialog
from tests.lackey_data import LackeyData
from tests.ui.ui_driver import UiDriver

HUMAN, BOT = Seat(0), Seat(1)


@pytest.fixture
def window(qtbot, lackey_data: LackeyData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    import_plugin(lackey_data.installed_plugin(tmp_path / "GalacticEmpires"))
    monkeypatch.setattr(cache, "_library", None)  # the face library of this test's user folder
    win = MainWindow(load_full_catalog().catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    win.act_fast_bots.setChecked(True)
    yield win
    win._stop_bots()


def _fill_new_game(seen: dict) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    for seat, name in ((0, "Ltd Argonian"), (1, "Ltd Krebiz")):
        box = dialog.form.deck_boxes[seat]
        box.setCurrentIndex(box.findText(name))
        assert box.currentText() == name
    dialog.set_player(1, BotKind.STANDARD)
    dialog.seed.setValue(37)
    QTimer.singleShot(0, lambda: _choose_two(seen))
    QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _choose_two(seen: dict) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, ReserveDialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    seen["offered"] = [item.data(Qt.ItemDataRole.UserRole) for item in dialog.items()]
    for row in (0, 1, 2):  # three checked is one too many: OK is refused until one is left out
        dialog.cards.setCurrentRow(row)
        QTest.keyClick(dialog.cards, Qt.Key.Key_Space)
    seen["three_refused"] = not ok.isEnabled() and "leave some out" in dialog.status.text()
    dialog.cards.setCurrentRow(2)
    QTest.keyClick(dialog.cards, Qt.Key.Key_Space)
    seen["chosen"] = dialog.chosen()
    dialog.grab().save(str(seen["screenshot"]))
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_ltd_deck_game_starts_with_the_reserve_the_player_chooses_and_plays_a_turn(qtbot, window: MainWindow, tmp_path: Path) -> None:
    seen: dict = {"screenshot": tmp_path / "reserve-dialog.png"}
    QTimer.singleShot(0, lambda: _fill_new_game(seen))
    window.act_new.trigger()
    state = window.session.game.state
    assert seen["screenshot"].stat().st_size > 0
    assert len(seen["offered"]) == 4 and seen["three_refused"] and len(seen["chosen"]) == 2
    assert sorted(state.players[HUMAN].reserve) == sorted(seen["chosen"])  # the chosen two are set aside
    assert all(state.cards[i].zone is not Zone.RESERVE for i in set(seen["offered"]) - set(seen["chosen"]))  # the rest: the deck
    assert 1 <= len(state.players[BOT].reserve) <= 2  # the bot chose by its own judgement
    _play_the_humans_turn(qtbot, window)


def _play_the_humans_turn(qtbot, window: MainWindow) -> None:
    driver = UiDriver(window, random.Random(37), WeightedAgent(37))

    def game():  # the session's game (an undoable session replaces it as it plays)
        return window.session.game

    qtbot.waitUntil(lambda: game().to_act == HUMAN and game().state.active == HUMAN, timeout=60_000)  # the bot may go first
    turns = game().state.players[HUMAN].turns_taken
    for _ in range(400):
        if game().state.active != HUMAN or game().state.players[HUMAN].turns_taken != turns or game().is_terminal():
            break
        if game().to_act != HUMAN:  # the bot answers a reaction window
            qtbot.waitUntil(lambda: game().to_act == HUMAN or game().state.active != HUMAN, timeout=60_000)
            continue
        driver.step()
    assert game().state.active != HUMAN or game().state.players[HUMAN].turns_taken != turns
    assert driver.steps > 3


def test_in_hot_seat_the_screen_passes_before_each_players_reserve_choice(qtbot, window: MainWindow) -> None:
    """Two people at one screen: each reserve dialog lists cards of that player's deck, so the
    screen is passed to the chooser first, and no reserve dialog shows before its pass notice."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox):
            shown.append(f"pass: {modal.text().splitlines()[0]}")
            QTimer.singleShot(0, answer)
            modal.accept()
        elif isinstance(modal, ReserveDialog):
            shown.append(f"reserve: {modal.windowTitle()}")
            for row in (0, 1):
                modal.cards.item(row).setCheckState(Qt.CheckState.Checked)
            QTimer.singleShot(0, answer)
            QTest.mouseClick(modal.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        elif len(shown) < 4:
            QTimer.singleShot(20, answer)

    def fill_new_game() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        for seat, name in ((0, "Ltd Argonian"), (1, "Ltd Krebiz")):
            dialog.form.deck_boxes[seat].setCurrentIndex(dialog.form.deck_boxes[seat].findText(name))
        QTimer.singleShot(0, answer)
        QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_new_game)
    window.act_new.trigger()
    players = window.session.game.state.players
    assert shown[0].startswith("pass: Pass the screen to Player 1") and shown[1].startswith("reserve: ")
    assert shown[2].startswith("pass: Pass the screen to Player 2") and shown[3].startswith("reserve: ")
    assert len(players[HUMAN].reserve) == 2 == len(players[BOT].reserve)
