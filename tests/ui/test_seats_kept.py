"""Who plays each seat survives the game's files (issue 34, findings 2 and 4): New Game starts
both games with every seat kind; a bot game quit and resumed, or saved and opened, keeps its
bots (no pass screen for a bot's seat, and the bot moves by itself); a resumed game keeps the
file it was saved to (the title names it, and Open does not warn of moves that file holds).

Everything goes through the window as a player drives it: Game > New Game and the dialog's
OK button, the phase bar's button, closing the window (the quit path writes the autosave),
``app.start_game`` + ``app.show_start`` on the same user folder (what the next launch does),
File > Save As and File > Open.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ge_desktop.app import show_start, start_game
from ge_desktop.bots.base import BotKind
from ge_desktop.bots.levels import GALACTIC_EMPIRES as GE_GAME
from ge_desktop.bots.levels import GALACTIC_SUPREMACY as GS_GAME
from ge_desktop.bots.levels import offered
from ge_desktop.cli import main
from ge_desktop.engine.terms import Seat
from ge_desktop.storage.records import load_record
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.session import Session

HUMAN = ""  # the seat box's data for a person
SEAT_KINDS = [(game, kind) for game in (GE_GAME, GS_GAME) for kind in (HUMAN, *(bot.value for bot in offered(game)))]


def _window(qtbot, catalog) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    qtbot.addWidget(win)
    win.act_fast_bots.setChecked(True)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def new_game_through_dialog(qtbot, window: MainWindow, game: str, seats: dict[int, str], seed: int = 7) -> None:
    """Game > New Game: ``game``, ``seats`` (seat -> the box's data: "" a person, else a bot
    name), the seed, OK."""

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.set_game(game)
        dialog.seed.setValue(seed)
        for seat, kind in seats.items():
            box = dialog.player_boxes[seat]
            box.setCurrentIndex(box.findData(kind))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # refused: close it so the test fails on its assertions, not a hang
            window.refused = dialog.problem.text()
            dialog.reject()

    QTimer.singleShot(0, fill_in)
    window.act_new.trigger()


def _expected_bots(seats: dict[int, str]) -> dict[Seat, BotKind]:
    return {Seat(seat): BotKind(kind) for seat, kind in seats.items() if kind}


@pytest.mark.parametrize(("game", "kind"), SEAT_KINDS)
def test_new_game_starts_every_game_with_every_seat_kind(qtbot, catalog, game: str, kind: str) -> None:
    win = _window(qtbot, catalog)
    win.autosave_enabled = False
    seats = {0: HUMAN, 1: kind}
    new_game_through_dialog(qtbot, win, game, seats)
    assert not getattr(win, "refused", ""), win.refused
    session = win.session
    assert isinstance(session, GsSession if game == GS_GAME else Session)
    assert session.bots == _expected_bots(seats)
    assert session.game.config.seed == 7
    win._stop_bots()


def _turn_of(qtbot, win: MainWindow, seat: Seat) -> None:
    qtbot.waitUntil(lambda: win.session.game.to_act == seat and not win.session.game.is_terminal(), timeout=60_000)


def _bot_moves_by_itself(qtbot, win: MainWindow, human: Seat, bot: Seat) -> None:
    """End the person's turn at the window; the bot takes its turn and hands back."""
    session = win.session
    assert session.is_bot(bot) and not session.is_bot(human)
    _turn_of(qtbot, win, human)
    before = len(win.session.game.history)
    win.act_end_turn.trigger()
    assert len(win.session.game.history) > before
    qtbot.waitUntil(lambda: win.session.game.state.active == bot or win.session.game.to_act == bot, timeout=60_000)
    _turn_of(qtbot, win, human)  # the bot played its turn with nobody at the screen for it
    bot_steps = [win.session.undo_stack.command(i) for i in range(win.session.undo_stack.count())]
    assert any(getattr(command, "by_bot", False) for command in bot_steps)
    assert win.pages.currentWidget() is not win.pass_screen


@pytest.mark.parametrize("game", [GE_GAME, GS_GAME])
def test_a_bot_game_quit_resumed_and_opened_keeps_its_bots(qtbot, catalog, tmp_path: Path, game: str) -> None:
    # New Game: a person in seat 1, the standard bot in seat 2; one move; Quit.
    first = _window(qtbot, catalog)
    new_game_through_dialog(qtbot, first, game, {0: HUMAN, 1: BotKind.STANDARD.value}, seed=5)
    human, bot = Seat(0), Seat(1)
    _turn_of(qtbot, first, human)
    moves = len(first.session.game.history)
    qtbot.mouseClick(first.phase_bar.next, Qt.MouseButton.LeftButton)
    assert len(first.session.game.history) == moves + 1
    played = list(first.session.game.history)
    first.close()

    # The next launch on the same user folder: the bot is back, no pass screen, it plays by itself.
    start = start_game(catalog)
    assert start.restored and start.game.history == played
    resumed = _window(qtbot, catalog)
    show_start(resumed, start)
    assert resumed.session.bots == {bot: BotKind.STANDARD}
    assert resumed.pages.currentWidget() is not resumed.pass_screen
    _bot_moves_by_itself(qtbot, resumed, human, bot)

    # File > Save As, then File > Open on a window that shows another game.
    saved = tmp_path / "against-the-bot.gerec"
    resumed.ask_save_path = lambda: saved
    resumed.act_save_as.trigger()
    assert load_record(saved).header.seats == ["human", "standard"]
    assert main(["replay", "--check", str(saved)]) == 0  # who played is not a fact the snapshot checks
    resumed._stop_bots()
    resumed.autosave_enabled = False
    other = _window(qtbot, catalog)
    other.autosave_enabled = False
    other.ask_open_path = lambda: saved
    other.act_open.trigger()
    assert other.current_path == saved and other.session.bots == {bot: BotKind.STANDARD}
    assert other.pages.currentWidget() is not other.pass_screen
    _bot_moves_by_itself(qtbot, other, human, bot)
    other._stop_bots()


def test_a_hot_seat_record_without_seats_still_opens_as_hot_seat(qtbot, catalog, tmp_path: Path, two_player_game) -> None:
    from ge_desktop.storage.records import record_of, save_record, write_record

    path = tmp_path / "old.gerec"
    save_record(record_of(two_player_game), path)
    assert '"seats"' not in path.read_text()  # a game of people writes the header as before
    win = _window(qtbot, catalog)
    win.autosave_enabled = False
    win.ask_open_path = lambda: path
    win.act_open.trigger()
    assert win.current_path == path and win.session.bots == {}
    assert write_record(load_record(path)) == path.read_text()  # read and written again, byte for byte


def test_a_resumed_game_keeps_its_file_and_open_does_not_warn_right_after_a_save(qtbot, catalog, tmp_path: Path) -> None:
    first = _window(qtbot, catalog)
    new_game_through_dialog(qtbot, first, GE_GAME, {0: HUMAN, 1: HUMAN}, seed=4)
    qtbot.mouseClick(first.phase_bar.next, Qt.MouseButton.LeftButton)
    path = tmp_path / "evening.gerec"
    first.ask_save_path = lambda: path
    first.act_save.trigger()  # never saved: Save asks where
    assert first.windowTitle().startswith("evening.gerec - ")
    first.close()

    start = start_game(catalog)
    resumed = _window(qtbot, catalog)
    show_start(resumed, start)
    title = resumed.windowTitle()
    resumed.ask_open_path = lambda: path
    resumed.act_open.trigger()
    asked = getattr(resumed, "questions", [])
    # the title names the file, not "Untitled game"; every move is in the file: Open asks nothing
    assert (title, asked) == ("evening.gerec - GE Desktop", [])
    assert resumed.current_path == path

    # A move after the save: the title says so, and Save writes to the same file without asking.
    resumed.pass_screen.button.click() if resumed.pages.currentWidget() is resumed.pass_screen else None
    qtbot.mouseClick(resumed.phase_bar.next, Qt.MouseButton.LeftButton)
    resumed.close()
    start = start_game(catalog)
    again = _window(qtbot, catalog)
    show_start(again, start)
    assert again.windowTitle().startswith("evening.gerec * - ")
    assert again.has_unsaved_game()
    again.ask_save_path = lambda: pytest.fail("the game has its file: Save does not ask")
    again.act_save.trigger()
    assert len(load_record(path).actions) == len(again.session.game.history)
    assert again.windowTitle().startswith("evening.gerec - ")
    again.autosave_enabled = False


def test_a_bot_this_version_does_not_offer_is_played_by_the_standard_bot(two_player_game) -> None:
    from ge_desktop.storage.records import read_record, record_of, write_record
    from ge_desktop.ui.seats import bots_of

    record = read_record(write_record(record_of(two_player_game, seats=["human", "grandmaster"])))
    bots, notes = bots_of(record, 2)
    assert bots == {Seat(1): BotKind.STANDARD}
    assert notes == ["Player 2's bot 'grandmaster' is not offered by this version: the standard bot plays that seat"]


def test_a_bad_seats_field_is_refused_naming_the_line(two_player_game) -> None:
    from ge_desktop.storage.records import RecordError, read_record, record_of, write_record

    text = write_record(record_of(two_player_game, seats=["human", "standard"])).replace('"seats": ["human", "standard"]', '"seats": [1, 2]')
    with pytest.raises(RecordError, match=r"^game.gerec:1: bad header: seats\.0"):
        read_record(text, "game.gerec")
