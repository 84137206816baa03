"""Never lose a game: New Game and Open ask before discarding unsaved moves; Quit keeps the
game for the next launch (asking only when it cannot be kept); the next launch resumes it,
behind a pass screen in hot-seat with a Start New choice; a failed save is said on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ge_desktop.storage.autosave import autosave_path
from ge_desktop.storage.records import record_of, save_record
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from tests.ui.conftest import played_until

Button = QMessageBox.StandardButton


def _moved(window: MainWindow) -> MainWindow:
    window.page.act_draw.trigger()  # a sandbox move: the game now has unsaved moves
    assert window.has_unsaved_game()
    return window


def test_new_game_asks_before_discarding_unsaved_moves_and_cancel_keeps_them(window: MainWindow, monkeypatch) -> None:
    _moved(window)
    game = window.session.game
    opened = []
    monkeypatch.setattr("ge_desktop.ui.new_game_dialog.NewGameDialog.exec", lambda self: opened.append(self) or 0)
    window.act_new.trigger()
    assert len(window.questions) == 1 and "new game" in window.questions[0]
    assert not opened and window.session.game is game


def test_open_asks_first_and_save_writes_the_game_before_the_other_opens(window: MainWindow, catalog, two_player_game, tmp_path: Path, monkeypatch) -> None:
    other = tmp_path / "other.gerec"
    save_record(record_of(two_player_game), other)
    _moved(window)
    moves = len(window.session.game.history)
    kept = tmp_path / "kept.gerec"
    window.answer = Button.Save
    monkeypatch.setattr(window, "ask_save_path", lambda: kept)
    monkeypatch.setattr(window, "ask_open_path", lambda: other)
    window.act_open.trigger()
    assert len(window.questions) == 1
    assert kept.exists() and len(kept.read_text().splitlines()) - 1 >= moves
    assert window.current_path == other


def test_open_cancelled_at_the_question_opens_nothing(window: MainWindow, monkeypatch) -> None:
    _moved(window)
    monkeypatch.setattr(window, "ask_open_path", lambda: pytest.fail("the file dialog must not open"))
    window.act_open.trigger()
    assert window.questions


def test_a_game_without_unsaved_moves_is_replaced_without_a_question(window: MainWindow, two_player_game, tmp_path: Path) -> None:
    other = tmp_path / "other.gerec"
    save_record(record_of(two_player_game), other)
    assert window.open_path(other)
    assert not getattr(window, "questions", [])


def test_quit_asks_only_when_the_game_cannot_be_kept_for_the_next_launch(window: MainWindow, monkeypatch) -> None:
    _moved(window)

    def full_disk(record):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ge_desktop.ui.window_files.write_autosave", full_disk)
    window.answer = Button.Cancel
    window.close()
    assert window.isVisible()
    assert "No space left on device" in window.questions[0]
    window.answer = Button.Close
    window.close()
    assert not window.isVisible()


def test_a_failed_save_is_said_on_screen_and_the_game_stays_unsaved(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    _moved(window)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))

    def refuse(record, path):
        raise OSError(13, "Permission denied")

    monkeypatch.setattr("ge_desktop.ui.window_files.save_record", refuse)
    assert not window.save_to(tmp_path / "x.gerec")
    assert said and "could not be saved" in said[0] and "Permission denied" in said[0]
    assert "Not saved" in window.status.text()
    assert window.has_unsaved_game() and window.current_path is None


def test_the_next_launch_resumes_the_last_game_behind_a_pass_screen(qtbot, catalog) -> None:
    from ge_desktop.app import start_game

    start = start_game(catalog)  # the first launch: the default game
    first = start.game
    assert not start.restored and first.config.mode.value == "rules"
    prefs = Preferences(animation=AnimationSpeed.OFF)
    win = MainWindow(catalog, prefs)
    qtbot.addWidget(win)
    win.set_session(win.make_session(first))
    win.show()
    win.session.next_phase()
    played = list(win.session.game.history)
    win.close()
    assert autosave_path().exists()

    start = start_game(catalog)  # the next launch
    game = start.game
    assert start.restored and game.history == played
    again = MainWindow(catalog, prefs)
    qtbot.addWidget(again)
    again.set_session(again.make_session(game))
    again.show_resumed()
    again.show()
    assert again.pages.currentWidget() is again.pass_screen
    assert again.pass_screen.new_button.isVisible()
    assert not again.session.board().seats[game.to_act].hand or all(v.card is None for v in again.session.board().seats[game.to_act].hand)
    assert again.has_unsaved_game()  # never saved to a file: New Game will ask
    again.pass_screen.new_button.click()
    assert again.questions and again.session.game.history == played  # Cancel: still the same game
    again.pass_screen.button.click()
    assert again.pages.currentWidget() is again.page.view
    assert again.session.viewer == game.to_act


def test_the_file_dialogs_start_in_the_folder_used_last(window: MainWindow, two_player_game, tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / "one.gerec"
    save_record(record_of(two_player_game), path)
    window.open_path(path)
    assert window._start_folder() == folder
    from ge_desktop.ui.preferences import load_preferences

    assert load_preferences().last_folder == str(folder)


def test_a_damaged_autosave_is_offered_back_on_the_resume_screen(qtbot, catalog) -> None:
    from ge_desktop.app import start_game
    from ge_desktop.storage.autosave import write_autosave

    game = played_until(catalog, 3, lambda g: g.state.complete_turn >= 3)
    write_autosave(record_of(game, with_snapshot=False))
    text = autosave_path().read_text(encoding="utf-8")
    autosave_path().write_text(text[: len(text) - 25], encoding="utf-8")  # cut inside the last action
    start = start_game(catalog)
    assert start.restored and start.damaged is not None and 0 < len(start.game.history) < len(game.history)
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF))
    qtbot.addWidget(win)
    win.set_session(win.make_session(start.game))
    win.show_resumed(start.notes[0])
    win.show()
    assert win.pages.currentWidget() is win.pass_screen
    assert "damaged" in win.pass_screen.note.text() and "Restored" in win.pass_screen.note.text()
    assert win.pass_screen.new_button.isVisible()  # or start a new game instead
    win.pass_screen.button.click()
    assert win.session.game.history == start.game.history
