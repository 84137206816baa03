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

import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ge_desktop.paths import APP_NAME
from ge_desktop.storage.autosave import RECORD_SUFFIX, write_autosave
from ge_desktop.storage.records import FileRecord, GameRecord, RecordError, load_record, save_record
from ge_desktop.ui.preferences import save_preferences
from ge_desktop.ui.problems import plain_record_problem
from ge_desktop.ui.seats import bots_of

log = logging.getLogger(__name__)

RECORD_FILTER = f"Game records (*{RECORD_SUFFIX} *.jsonl);;All files (*)"
Button = QMessageBox.StandardButton


class GameFilesMixin:
    """Files and the questions that keep a game from being lost (uses the window's session,
    prefs, status and the ``set_session`` / ``make_session`` of ``MainWindow``)."""

    current_path: Path | None
    resumed_unsaved: bool = False  # resumed from the autosave, not saved to a file since
    autosave_problem: str = ""

    # --- is there something to lose ---------------------------------------------------------

    def has_unsaved_game(self) -> bool:
        session = self.session  # type: ignore[attr-defined]
        if session is None:
            return False
        return not session.undo_stack.isClean() or self.resumed_unsaved

    def keep_game(self, leaving: str) -> bool:
        """Before ``leaving`` ("starting a new game", "opening another game"): save, discard or
        stay. True if the window may go on."""
        if not self.has_unsaved_game():
            return True
        answer = self.ask_unsaved(f"This game has moves that are not saved in a file. Save it before {leaving}?", Button.Discard)
        if answer == Button.Save:
            return self.save_game()
        return answer == Button.Discard

    def ask_unsaved(self, question: str, leave: Button) -> Button:
        """Save / ``leave`` (Discard, or Close for Quit) / Cancel; the window's facade for tests."""
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, question, Button.Save | leave | Button.Cancel, self)  # type: ignore[arg-type]
        box.setDefaultButton(Button.Save)
        if leave == Button.Close:
            box.button(Button.Close).setText("Quit")
        self.unsaved_box = box
        return Button(box.exec())

    # --- paths -----------------------------------------------------------------------------

    def _start_folder(self) -> Path:
        folder = Path(self.prefs.last_folder) if self.prefs.last_folder else Path.home()  # type: ignore[attr-defined]
        return folder if folder.is_dir() else Path.home()

    def _used_folder(self, path: Path) -> None:
        folder = str(path.parent)
        if folder != self.prefs.last_folder:  # type: ignore[attr-defined]
            self.prefs = replace(self.prefs, last_folder=folder)  # type: ignore[attr-defined]
            save_preferences(self.prefs)  # type: ignore[attr-defined]

    def ask_save_path(self) -> Path | None:
        start = str(self.current_path or self._start_folder() / f"game{RECORD_SUFFIX}")
        name, _ = QFileDialog.getSaveFileName(self, "Save game", start, RECORD_FILTER)  # type: ignore[arg-type]
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(RECORD_SUFFIX)

    def ask_open_path(self) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self, "Open game", str(self._start_folder()), RECORD_FILTER)  # type: ignore[arg-type]
        return Path(name) if name else None

    def confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, APP_NAME, question)  # type: ignore[arg-type]
        return answer == Button.Yes

    # --- save ------------------------------------------------------------------------------

    def save_game(self) -> bool:
        if self.current_path is None:
            return self.save_game_as()
        return self.save_to(self.current_path)

    def save_game_as(self) -> bool:
        path = self.ask_save_path()
        return path is not None and self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save the game record to ``path``; False, said on screen, if it cannot be written."""
        session = self.session  # type: ignore[attr-defined]
        if session is None:
            return False
        try:
            save_record(session.record(), path)
        except OSError as exc:
            message = f"The game could not be saved to {path}: {exc.strerror or exc}. Nothing was written there; choose another place."
            self.status.setText(f"Not saved: {path.name}")  # type: ignore[attr-defined]
            QMessageBox.warning(self, APP_NAME, message)  # type: ignore[arg-type]
            return False
        self.current_path = path
        self.resumed_unsaved = False
        session.undo_stack.setClean()
        self._used_folder(path)
        self._remember(path)
        self._update_title()  # type: ignore[attr-defined]
        self.write_autosave_now()  # the next launch resumes it as saved, in this file
        self.status.setText(f"Saved {path}")  # type: ignore[attr-defined]
        return True

    # --- open ------------------------------------------------------------------------------

    def open_game(self) -> None:
        if not self.keep_game("opening another game"):
            return
        path = self.ask_open_path()
        if path is not None:
            self.open_path(path, asked=True)

    def open_path(self, path: Path, asked: bool = False) -> bool:
        """Load a game record and replay it onto the table (after asking about the current
        game, unless that was asked already). A bad record: one plain message, nothing lost."""
        from ge_desktop.storage.replay import replay

        if not asked and not self.keep_game("opening another game"):
            return False
        from ge_desktop.ui.game_setup import check_table_players

        try:
            record = load_record(path)
            check_table_players(record, str(path))
            game = replay(record, self.catalog, str(path))  # type: ignore[attr-defined]
        except RecordError as exc:
            log.info("cannot open %s: %s", path, exc)
            self.show_bad_file(path, exc)
            return False
        bots, notes = bots_of(record, len(game.state.players))
        self._used_folder(path)
        self.set_session(self.make_session(game, bots), path)  # type: ignore[attr-defined]
        self._remember(path)
        if notes:
            self.status.setText(notes[0])  # type: ignore[attr-defined]
        return True

    def show_bad_file(self, path: Path, exc: Exception) -> None:
        """One dialog in plain words (the parser's details stay in the app's log file)."""
        QMessageBox.warning(self, APP_NAME, plain_record_problem(path, exc))  # type: ignore[arg-type]

    # --- new -------------------------------------------------------------------------------

    def new_game(self) -> None:
        from ge_desktop.ui.new_game_dialog import NewGameDialog

        if not self.keep_game("starting a new game"):
            return
        session = self.session  # type: ignore[attr-defined]
        dialog = NewGameDialog(self.catalog, self, players=len(session.game.state.players) if session else 2)  # type: ignore[attr-defined]
        if dialog.exec() and dialog.config() is not None:
            self.start_game(dialog.config(), dialog.bots())

    def start_game(self, config, bots) -> None:  # type: ignore[no-untyped-def]
        """A new game from the New Game dialog's config: Galactic Empires with its pregame
        played, or any other ruleset's game as it deals (Galactic Supremacy's ``Setup``)."""
        from ge_desktop.engine import Game
        from ge_desktop.rulesets.galactic_empires import GameConfig
        from ge_desktop.ui.game_setup import ready_game
        from ge_desktop.ui.reserve_dialog import choose_reserve

        if isinstance(config, GameConfig):  # a reserve larger than the game allows is chosen in a dialog; a bot chooses its own
            people = config.player_count - len(bots)  # hot-seat: the screen passes between them
            game = ready_game(config, self.catalog, choose_reserve(self, shared_screen=people > 1), bots)  # type: ignore[attr-defined, arg-type]
        else:
            game = Game.new(config)
        self.set_session(self.make_session(game, bots))  # type: ignore[attr-defined]

    # --- resuming at launch -------------------------------------------------------------------

    def show_resumed(self, damaged_note: str | None = None, unsaved: bool = True) -> None:
        """The game on the table was resumed from the autosave (``damaged_note``: what could
        be read back from a damaged one): it counts as unsaved unless the file it was saved
        to holds every move (``unsaved`` False), and in hot-seat the player to act takes the
        screen first, or starts a new game instead."""
        session = self.session  # type: ignore[attr-defined]
        if session is None:
            return
        self.resumed_unsaved = unsaved and bool(session.game.history)
        self._update_title()  # type: ignore[attr-defined]
        resumed = f"Resumed {self.current_path.name}, the game you were playing." if self.current_path else "Resumed the game you were playing."
        self.status.setText(damaged_note or resumed)  # type: ignore[attr-defined]
        seat = session.game.to_act if session.game.to_act is not None else session.viewer
        if session.hot_seat and len(session.humans) > 1 and not session.is_bot(seat) and not session.game.is_terminal():
            session.waiting_for = seat
            session.refresh()
            self.inspector.clear()  # type: ignore[attr-defined]
            self.pass_screen.ask(seat, resuming=True, note=damaged_note)  # type: ignore[attr-defined]
            self.pages.setCurrentWidget(self.pass_screen)  # type: ignore[attr-defined]

    # --- recent files ----------------------------------------------------------------------

    def _remember(self, path: Path) -> None:
        self.prefs = self.prefs.with_recent(str(path))  # type: ignore[attr-defined]
        save_preferences(self.prefs)  # type: ignore[attr-defined]
        self._fill_recent()

    def _fill_recent(self) -> None:
        menu = self.recent_menu  # type: ignore[attr-defined]
        menu.clear()
        for name in self.prefs.recent_files:  # type: ignore[attr-defined]
            menu.addAction(name, lambda p=name: self.open_path(Path(p)))
        menu.setEnabled(bool(self.prefs.recent_files))  # type: ignore[attr-defined]

    # --- quit ------------------------------------------------------------------------------

    def write_autosave_now(self) -> bool:
        """The game as it is now, for the next launch; False (said on screen) if it cannot be
        written. True with the autosave off (tests and the report hook keep nothing)."""
        session = self.session  # type: ignore[attr-defined]
        if not self.autosave_enabled or session is None:  # type: ignore[attr-defined]
            return True
        try:
            write_autosave(self.autosave_record())
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
            self.autosave_problem = exc.strerror or str(exc)
            self.status.setText(f"The game could not be kept for the next launch: {self.autosave_problem}")  # type: ignore[attr-defined]
            return False
        return True

    def autosave_record(self) -> GameRecord:
        """The game for the next launch: its bot seats, and the file it was last saved to
        with whether it has moves since (a resumed game keeps its file and title)."""
        record = self.session.record(with_snapshot=False)  # type: ignore[attr-defined]
        if self.current_path is None:
            return record
        file = FileRecord(path=str(self.current_path), unsaved=self.has_unsaved_game())
        return replace(record, header=record.header.model_copy(update={"file": file}))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Quit keeps the game in the autosave (the next launch resumes it), so nothing is
        discarded and nothing is asked; only if it cannot be kept is the player asked to
        save it to a file first (or to quit anyway, or to stay)."""
        self._stop_bots()  # type: ignore[attr-defined]
        if not self.write_autosave_now() and self.has_unsaved_game():
            question = f"This game could not be kept for the next launch ({self.autosave_problem}). Save it to a file before quitting?"
            answer = self.ask_unsaved(question, Button.Close)
            if answer == Button.Cancel or answer == Button.Save and not self.save_game():
                event.ignore()
                self._restart_bots()  # type: ignore[attr-defined]
                return
        elif self.prefs.confirm_quit and not self.confirm(f"Quit {APP_NAME}?"):  # type: ignore[attr-defined]
            event.ignore()
            self._restart_bots()  # type: ignore[attr-defined]
            return
        event.accept()
