"""The window's files: New Game, Open, Save, Save As, recent files, Quit, and never losing a
game on the way (``GameFilesMixin``, part of ``MainWindow``).

An *unsaved game* is one with moves not in any file the player saved: the undo stack is
not at its clean index, or the game was resumed from the autosave and never saved since.
New Game, Open (and Open Recent) ask first whether to save it, discard it or stay. Quit
keeps it in the autosave, so the next launch resumes it and nothing is lost; only when the
autosave cannot be written (a full disk, a read-only folder) does Quit ask to save it to a
file first. A failed save is said on screen and in a dialog; the file dialogs start in the
folder used last. Bad records get one plain message (a dialog; not also the log and status).
"""

from __future__ import annotations

import functools
import logging
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMenu, QMessageBox, QStackedWidget

from ge_desktop.engine.game import Game
from ge_desktop.games import GameType, find_game
from ge_desktop.paths import APP_NAME
from ge_desktop.storage.autosave import RECORD_SUFFIX, write_autosave
from ge_desktop.storage.records import FileRecord, GameRecord, RecordError, load_record, save_record
from ge_desktop.ui.pages import Bots, GameSession, GameSetup, TablePage
from ge_desktop.ui.pass_widget import PassScreenWidget
from ge_desktop.ui.preferences import Preferences, save_preferences
from ge_desktop.ui.problems import plain_record_problem
from ge_desktop.ui.seats import bots_of

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog

log = logging.getLogger(__name__)

RECORD_FILTER = f"Game records (*{RECORD_SUFFIX} *.jsonl);;All files (*)"
Button = QMessageBox.StandardButton


class FilesWindow(Protocol):
    """What the files' side uses of the window (``MainWindow``), its own methods included."""

    catalog: Catalog
    prefs: Preferences
    session: GameSession | None
    page: TablePage | None
    current_path: Path | None
    resumed_unsaved: bool
    autosave_enabled: bool
    autosave_problem: str
    status: QLabel
    recent_menu: QMenu
    pages: QStackedWidget
    pass_screen: PassScreenWidget

    def window_widget(self) -> QMainWindow: ...
    def set_session(self, session: GameSession, path: Path | None = None) -> None: ...
    def make_session(self, game: Game, bots: Bots | None = None) -> GameSession: ...
    def page_for(self, game: Game) -> TablePage: ...
    def page_for_game(self, entry: GameType) -> TablePage: ...
    def update_title(self, clean: bool | None = None) -> None: ...
    def _stop_bots(self) -> None: ...
    def _restart_bots(self) -> None: ...
    # the files' own (``GameFilesMixin``)
    def has_unsaved_game(self) -> bool: ...
    def keep_game(self, leaving: str) -> bool: ...
    def ask_unsaved(self, question: str, leave: QMessageBox.StandardButton) -> QMessageBox.StandardButton: ...
    def _start_folder(self) -> Path: ...
    def _used_folder(self, path: Path) -> None: ...
    def ask_save_path(self) -> Path | None: ...
    def ask_open_path(self) -> Path | None: ...
    def confirm(self, question: str) -> bool: ...
    def save_game(self) -> bool: ...
    def save_game_as(self) -> bool: ...
    def save_to(self, path: Path) -> bool: ...
    def open_path(self, path: Path, asked: bool = False) -> bool: ...
    def show_bad_file(self, path: Path, exc: Exception) -> None: ...
    def start_game(self, setup: GameSetup) -> None: ...
    def _remember(self, path: Path) -> None: ...
    def _fill_recent(self) -> None: ...
    def write_autosave_now(self) -> bool: ...
    def autosave_record(self) -> GameRecord: ...


class GameFilesMixin:
    """Files and the questions that keep a game from being lost; each method's ``self`` is
    the window (``FilesWindow``)."""

    current_path: Path | None = None  # the file the game was last saved to or opened from
    resumed_unsaved: bool = False  # resumed from the autosave, not saved to a file since
    autosave_problem: str = ""

    # --- is there something to lose ---------------------------------------------------------

    def has_unsaved_game(self: FilesWindow) -> bool:
        session = self.session
        if session is None:
            return False
        return not session.undo_stack.isClean() or self.resumed_unsaved

    def keep_game(self: FilesWindow, leaving: str) -> bool:
        """Before ``leaving`` ("starting a new game", "opening another game"): save, discard or
        stay. True if the window may go on."""
        if not self.has_unsaved_game():
            return True
        answer = self.ask_unsaved(f"This game has moves that are not saved in a file. Save it before {leaving}?", Button.Discard)
        if answer == Button.Save:
            return self.save_game()
        return answer == Button.Discard

    def ask_unsaved(self: FilesWindow, question: str, leave: Button) -> Button:
        """Save / ``leave`` (Discard, or Close for Quit) / Cancel; the window's facade for tests."""
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, question, Button.Save | leave | Button.Cancel, self.window_widget())
        box.setDefaultButton(Button.Save)
        if leave == Button.Close:
            box.button(Button.Close).setText("Quit")
        self.unsaved_box = box
        return Button(box.exec())

    # --- paths -----------------------------------------------------------------------------

    def _start_folder(self: FilesWindow) -> Path:
        folder = Path(self.prefs.last_folder) if self.prefs.last_folder else Path.home()
        return folder if folder.is_dir() else Path.home()

    def _used_folder(self: FilesWindow, path: Path) -> None:
        folder = str(path.parent)
        if folder != self.prefs.last_folder:
            self.prefs = replace(self.prefs, last_folder=folder)
            save_preferences(self.prefs)

    def ask_save_path(self: FilesWindow) -> Path | None:
        start = str(self.current_path or self._start_folder() / f"game{RECORD_SUFFIX}")
        name, _ = QFileDialog.getSaveFileName(self.window_widget(), "Save game", start, RECORD_FILTER)
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(RECORD_SUFFIX)

    def ask_open_path(self: FilesWindow) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self.window_widget(), "Open game", str(self._start_folder()), RECORD_FILTER)
        return Path(name) if name else None

    def confirm(self: FilesWindow, question: str) -> bool:
        answer = QMessageBox.question(self.window_widget(), APP_NAME, question)
        return answer == Button.Yes

    # --- save ------------------------------------------------------------------------------

    def save_game(self: FilesWindow) -> bool:
        if self.current_path is None:
            return self.save_game_as()
        return self.save_to(self.current_path)

    def save_game_as(self: FilesWindow) -> bool:
        path = self.ask_save_path()
        return path is not None and self.save_to(path)

    def save_to(self: FilesWindow, path: Path) -> bool:
        """Save the game record to ``path``; False, said on screen, if it cannot be written."""
        session = self.session
        if session is None:
            return False
        try:
            save_record(session.record(), path)
        except OSError as exc:
            message = f"The game could not be saved to {path}: {exc.strerror or exc}. Nothing was written there; choose another place."
            self.status.setText(f"Not saved: {path.name}")
            QMessageBox.warning(self.window_widget(), APP_NAME, message)
            return False
        self.current_path = path
        self.resumed_unsaved = False
        session.undo_stack.setClean()
        self._used_folder(path)
        self._remember(path)
        self.update_title()
        self.write_autosave_now()  # the next launch resumes it as saved, in this file
        self.status.setText(f"Saved {path}")
        return True

    # --- open ------------------------------------------------------------------------------

    def open_game(self: FilesWindow) -> None:
        if not self.keep_game("opening another game"):
            return
        path = self.ask_open_path()
        if path is not None:
            self.open_path(path, asked=True)

    def open_path(self: FilesWindow, path: Path, asked: bool = False) -> bool:
        """Load a game record and replay it onto the table (after asking about the current
        game, unless that was asked already). A bad record: one plain message, nothing lost."""
        from ge_desktop.storage.replay import replay

        if not asked and not self.keep_game("opening another game"):
            return False
        from ge_desktop.ui.game_setup import check_table_players

        try:
            record = load_record(path)
            check_table_players(record, str(path))
            game = replay(record, self.catalog, str(path))
        except RecordError as exc:
            log.info("cannot open %s: %s", path, exc)
            self.show_bad_file(path, exc)
            return False
        bots, notes = bots_of(record, len(game.state.players))
        self._used_folder(path)
        self.set_session(self.make_session(game, bots), path)
        self._remember(path)
        if notes:
            self.status.setText(notes[0])
        return True

    def show_bad_file(self: FilesWindow, path: Path, exc: Exception) -> None:
        """One dialog in plain words (the parser's details stay in the app's log file)."""
        QMessageBox.warning(self.window_widget(), APP_NAME, plain_record_problem(path, exc))

    # --- new -------------------------------------------------------------------------------

    def new_game(self: FilesWindow) -> None:
        """Game > New Game: the dialog (the chosen game's form in it), then that game's start."""
        from ge_desktop.ui.new_game_dialog import NewGameDialog

        if not self.keep_game("starting a new game"):
            return
        session = self.session
        dialog = NewGameDialog(self.catalog, self.window_widget(), players=session.seat_count() if session else 2)
        setup = dialog.setup() if dialog.exec() else None
        if setup is not None:
            self.start_game(setup)

    def start_game(self: FilesWindow, setup: GameSetup) -> None:
        """A new game from the New Game dialog's setup, started by its game's page (which may
        ask the players something first, and may be cancelled)."""
        page = self.page_for_game(find_game(setup.game))
        game = page.start(setup)
        if game is not None:
            self.set_session(page.make_session(game, setup.bots))

    # --- resuming at launch -------------------------------------------------------------------

    def show_resumed(self: FilesWindow, damaged_note: str | None = None, unsaved: bool = True) -> None:
        """The game on the table was resumed from the autosave (``damaged_note``: what could
        be read back from a damaged one): it counts as unsaved unless the file it was saved
        to holds every move (``unsaved`` False), and in hot-seat the player to act takes the
        screen first, or starts a new game instead."""
        session = self.session
        if session is None:
            return
        self.resumed_unsaved = unsaved and bool(session.game.history)
        self.update_title()
        resumed = f"Resumed {self.current_path.name}, the game you were playing." if self.current_path else "Resumed the game you were playing."
        self.status.setText(damaged_note or resumed)
        seat = session.game.to_act if session.game.to_act is not None else session.viewer
        if session.hot_seat and len(session.humans) > 1 and not session.is_bot(seat) and not session.game.is_terminal():
            session.waiting_for = seat
            session.refresh()
            if self.page is not None:
                self.page.before_pass()
            self.pass_screen.ask(seat, resuming=True, note=damaged_note)
            self.pages.setCurrentWidget(self.pass_screen)

    # --- recent files ----------------------------------------------------------------------

    def _remember(self: FilesWindow, path: Path) -> None:
        self.prefs = self.prefs.with_recent(str(path))
        save_preferences(self.prefs)
        self._fill_recent()

    def _fill_recent(self: FilesWindow) -> None:
        menu = self.recent_menu
        menu.clear()
        for name in self.prefs.recent_files:
            menu.addAction(name, functools.partial(self.open_path, Path(name)))
        menu.setEnabled(bool(self.prefs.recent_files))

    # --- quit ------------------------------------------------------------------------------

    def write_autosave_now(self: FilesWindow) -> bool:
        """The game as it is now, for the next launch; False (said on screen) if it cannot be
        written. True with the autosave off (tests and the report hook keep nothing)."""
        session = self.session
        if not self.autosave_enabled or session is None:
            return True
        try:
            write_autosave(self.autosave_record())
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
            self.autosave_problem = exc.strerror or str(exc)
            self.status.setText(f"The game could not be kept for the next launch: {self.autosave_problem}")
            return False
        return True

    def autosave_record(self: FilesWindow) -> GameRecord:
        """The game for the next launch: its bot seats, and the file it was last saved to
        with whether it has moves since (a resumed game keeps its file and title)."""
        if self.session is None:
            raise ValueError("no game on the table to keep")
        record = self.session.record(with_snapshot=False)
        if self.current_path is None:
            return record
        file = FileRecord(path=str(self.current_path), unsaved=self.has_unsaved_game())
        return replace(record, header=record.header.model_copy(update={"file": file}))

    def closeEvent(self: FilesWindow, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Quit keeps the game in the autosave (the next launch resumes it), so nothing is
        discarded and nothing is asked; only if it cannot be kept is the player asked to
        save it to a file first (or to quit anyway, or to stay)."""
        self._stop_bots()
        if not self.write_autosave_now() and self.has_unsaved_game():
            question = f"This game could not be kept for the next launch ({self.autosave_problem}). Save it to a file before quitting?"
            answer = self.ask_unsaved(question, Button.Close)
            if answer == Button.Cancel or answer == Button.Save and not self.save_game():
                event.ignore()
                self._restart_bots()
                return
        elif self.prefs.confirm_quit and not self.confirm(f"Quit {APP_NAME}?"):
            event.ignore()
            self._restart_bots()
            return
        event.accept()
