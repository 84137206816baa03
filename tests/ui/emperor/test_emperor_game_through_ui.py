"""A Galactic Emperor game in the main window, started from the real New Game dialog and played
through UI events in hot-seat (two people, a standard and a random bot) to the aid's end: drags
on the board, the Moves list, the dialogs of interrupts and battles, the pass screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ge_desktop.bots.base import BotKind
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from tests.ui.emperor.emperor_driver import EmperorDriver
from tests.ui.emperor.test_emperor_hot_seat_secrecy import leaks

SEATS = ("", BotKind.STANDARD.value, "", BotKind.RANDOM.value)  # Player 1 and 3 are people


def fill_new_game(qtbot, seed: int) -> None:
    """The New Game dialog as a person fills it: Galactic Emperor, 4 players, the seats, the seed, OK."""
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    dialog.game.setCurrentIndex(dialog.game.findText("Galactic Emperor", Qt.MatchFlag.MatchStartsWith))
    dialog.players.setValue(4)
    for box, kind in zip(dialog.player_boxes, SEATS, strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.seed.setValue(seed)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_hot_seat_game_with_two_people_and_two_bots_played_through_the_window_to_the_end(qtbot, catalog) -> None:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False, hot_seat=True))
    qtbot.addWidget(win)
    win.autosave_enabled = False
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.act_fast_bots.setChecked(True)
    QTimer.singleShot(0, lambda: fill_new_game(qtbot, 5))
    win.act_new.trigger()
    session = win.session
    assert isinstance(session, EmperorSession)
    assert session.bots == {1: BotKind.STANDARD, 3: BotKind.RANDOM} and session.hot_seat
    page = win.page
    driver = EmperorDriver(qtbot, lambda: win.session, page.table, win.pass_screen, win.pages.currentWidget, seed=5)
    passes_checked = 0

    def watch(d: EmperorDriver) -> None:
        nonlocal passes_checked
        if win.pages.currentWidget() is win.pass_screen:  # what the window shows while the screen passes
            texts = [*page.table.scene.texts(), *page.table.panel.texts(), win.log_widget.toPlainText(), win.status.text(), win.phase_bar.turn.text()]
            texts += [win.pass_screen.title.text(), win.pass_screen.note.text(), win.pass_screen.button.text(), win.windowTitle()]
            assert not leaks(texts, d.session.game.state), leaks(texts, d.session.game.state)
            passes_checked += 1

    driver.play_to_end(watch=watch)
    state = session.game.state
    assert state.outcome is not None and state.outcome.reason in ("last_token", "vp_pool")
    assert driver.steps > 50 and driver.drags > 10 and passes_checked > 10
    qtbot.waitUntil(lambda: page.game_over_box is not None and page.game_over_box.isVisible())
    assert "Final scores" in page.game_over_box.text()  # every total is public at the end
