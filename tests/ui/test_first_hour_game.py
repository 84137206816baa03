"""The first hour, end to end: a hot-seat game played through UI events from the first
launch (the default rules game) to the victory screen, with an Undo at a pass screen (the
same player gets his turn back; Redo brings the pass back), a save, Quit and a relaunch that
resumes the game behind the pass screen, and a bad save opened on the way (one plain
message, the game unchanged). Every step is the gesture a player makes (``ui_driver``)."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from ge_desktop.app import start_game
from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.rulesets.galactic_empires import GameMode
from ge_desktop.storage.autosave import autosave_path
from ge_desktop.ui import game_setup
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from tests.ui.ui_driver import LEFT, UiDriver

MAX_STEPS = 3000
SEED = 7


def _launch(qtbot, catalog):
    """What ``app.run_app`` does at start, on a laptop-sized window."""
    start = start_game(catalog)
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF))
    qtbot.addWidget(win)
    win.set_session(win.make_session(start.game))
    if start.restored:
        win.show_resumed()
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    return win, start


def test_a_hot_seat_game_from_the_first_launch_to_the_victory_screen(qtbot, catalog, tmp_path: Path, monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    monkeypatch.setattr(game_setup, "starter_config", partial(game_setup.starter_config, seed=SEED))  # the default game, seeded
    win, start = _launch(qtbot, catalog)
    assert not start.restored and win.session.mode is GameMode.RULES and win.session.hot_seat
    driver = UiDriver(win, random.Random(SEED), WeightedAgent(SEED))
    undone = resumed = bad_opened = False
    for _ in range(MAX_STEPS):
        game = win.session.game
        if game.is_terminal():
            break
        at_pass = win.pages.currentWidget() is win.pass_screen
        if at_pass and not undone and game.state.complete_turn >= 2:
            # Undo at the pass screen: the player who just moved gets his turn back
            history, mover = list(game.history), win.session.viewer
            win.act_undo.trigger()
            assert len(win.session.game.history) < len(history)
            assert win.pages.currentWidget() is win.page.view and win.session.viewer == mover
            win.act_redo.trigger()
            assert win.session.game.history == history and win.pages.currentWidget() is win.pass_screen
            QTest.mouseClick(win.pass_screen.button, LEFT)
            assert not win.act_undo.isEnabled()  # never back into the last player's hidden turn
            undone = True
            continue
        if at_pass and undone and not resumed and game.state.complete_turn >= 4:
            # Save, Quit, launch again: the game resumes behind the pass screen
            path = tmp_path / "first-hour.gerec"
            monkeypatch.setattr(win, "ask_save_path", lambda path=path: path)
            win.act_save.trigger()
            assert path.exists()
            history, seat = list(game.history), win.pass_screen.seat
            win.act_quit.trigger()
            assert not win.isVisible() and autosave_path().exists()
            win, start = _launch(qtbot, catalog)
            assert start.restored and win.session.game.history == history
            assert win.pages.currentWidget() is win.pass_screen and win.pass_screen.new_button.isVisible()
            assert win.pass_screen.seat == seat
            driver = UiDriver(win, driver.rng, driver.agent)
            resumed = True
            continue
        if resumed and not bad_opened:
            bad = tmp_path / "broken.gerec"
            bad.write_bytes(b'{"format_version": 1, "players": 2, "decks": [{"na')
            history = list(game.history)
            monkeypatch.setattr(win, "ask_open_path", lambda bad=bad: bad)
            win.answer = QMessageBox.StandardButton.Discard  # "save this game first?" (resumed, not in a file since)
            win.act_open.trigger()
            assert len(win.questions) == 1
            assert len(said) == 1 and said[0].startswith(f"{bad}: this game cannot be opened")
            assert win.session.game.history == history
            bad_opened = True
            continue
        driver.step()
    game = win.session.game
    assert game.is_terminal() and game.outcome is not None and game.outcome.winner is not None
    assert undone and resumed and bad_opened
    qtbot.waitUntil(lambda: win.page.game_over_dialog is not None and win.page.game_over_dialog.isVisible())
    assert "wins" in win.page.game_over_dialog.title.text()
    assert "wins" in win.log_widget.lines()[-1]
    assert not win.act_end_turn.isEnabled()
