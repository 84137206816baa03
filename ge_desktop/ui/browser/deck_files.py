"""The deck builder's file, clipboard and sample-hand actions, and the questions they ask.

Decks are read and written only through ``cards.decks`` (``load_deck``, ``parse_deck``,
``write_deck``, ``save_deck``: a temporary file renamed over the target). Open and Save
work in the user's deck folder (``deck_library.user_decks_dir()``), where New Game finds
them; Import reads a deck file from anywhere as a new, unsaved deck; Export writes a copy
anywhere; Copy and Paste move deck text through the clipboard. A shipped starter deck is
never overwritten: saving it asks for a new name in the user's folder.

The questions (which file? discard changes?) and error messages are plain attributes
holding functions, so tests answer them without dialogs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ge_desktop import paths
from ge_desktop.cards.card_rows import slugify
from ge_desktop.cards.deck_library import DECK_SUFFIX, user_decks_dir
from ge_desktop.cards.decks import DeckError, load_deck, parse_deck, save_deck, write_deck
from ge_desktop.ui.browser.deck_draft import DeckDraft
from ge_desktop.ui.browser.deck_stats import SampleHandDialog, draw_from

if TYPE_CHECKING:
    from ge_desktop.ui.browser.deck_builder import DeckBuilderWindow

_FILTER = "Deck files (*.deck *.txt);;All files (*)"


class DeckFiles:
    """What the builder does with files and the clipboard; ``path`` and ``dirty`` are its state."""

    def __init__(self, window: DeckBuilderWindow) -> None:
        self.window = window
        self.path: Path | None = None
        self.dirty = False
        self.ask_open_path = self._ask_open_path  # () -> Path | None
        self.ask_save_path = self._ask_save_path  # (suggested: Path) -> Path | None
        self.ask_discard = self._ask_discard  # () -> bool
        self.show_error = self._show_error  # (message: str) -> None
        self.sample_hand: SampleHandDialog | None = None

    # --- state --------------------------------------------------------------------------

    def mark_dirty(self) -> None:
        self.dirty = True

    def text(self) -> str:
        """The deck file text of what is built now."""
        return write_deck(self.window.draft.to_deck())

    def _status(self, message: str) -> None:
        self.window.statusBar().showMessage(message, 8000)

    def confirm_discard_changes(self) -> bool:
        return not self.dirty or self.ask_discard()

    # --- new, open, import --------------------------------------------------------------

    def new_deck(self) -> None:
        if self.confirm_discard_changes():
            self._show(DeckDraft(), None)

    def open_deck(self, path: Path | None = None) -> bool:
        """Open a deck file to edit and save in place."""
        if not self.confirm_discard_changes():
            return False
        path = path or self.ask_open_path()
        return path is not None and self._load(Path(path), keep_path=True)

    def import_deck(self, path: Path | None = None) -> bool:
        """Read a deck file from anywhere as a new deck (Save then asks where it goes)."""
        if not self.confirm_discard_changes():
            return False
        path = path or self.ask_open_path()
        return path is not None and self._load(Path(path), keep_path=False)

    def _load(self, path: Path, keep_path: bool) -> bool:
        try:
            deck = load_deck(path, self.window.holder.catalog)
        except DeckError as exc:
            self.show_error(f"Cannot open the deck:\n{exc}")
            return False
        self._show(DeckDraft.from_deck(deck), path if keep_path else None, dirty=not keep_path)
        self._status(f"Opened {path}")
        return True

    def _show(self, draft: DeckDraft, path: Path | None, dirty: bool = False) -> None:
        self.path, self.dirty = path, dirty
        self.window.set_draft(draft)

    # --- save, export -------------------------------------------------------------------

    def save(self) -> bool:
        if self.path is None or _is_shipped(self.path):
            return self.save_as()
        return self._write(self.path, becomes_current=True)

    def save_as(self, path: Path | None = None) -> bool:
        path = path or self.ask_save_path(user_decks_dir() / f"{slugify(self.window.draft.name)}{DECK_SUFFIX}")
        return path is not None and self._write(_with_suffix(Path(path)), becomes_current=True)

    def export_deck(self, path: Path | None = None) -> bool:
        """Write a copy of the deck anywhere; the deck keeps its own file."""
        path = path or self.ask_save_path(Path.home() / f"{slugify(self.window.draft.name)}{DECK_SUFFIX}")
        return path is not None and self._write(Path(path), becomes_current=False)

    def _write(self, path: Path, becomes_current: bool) -> bool:
        try:
            save_deck(self.window.draft.to_deck(), path)
        except OSError as exc:
            self.show_error(f"Cannot save {path}: {exc.strerror or exc}")
            return False
        if becomes_current:
            self.path, self.dirty = path, False
            self.window.refresh()
        problems = len(self.window.violations)
        self._status(f"Saved {path}" + (f" ({problems} stocking problem(s) remain)" if problems else ""))
        return True

    # --- clipboard and sample hand ------------------------------------------------------

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self._status("Deck text copied to the clipboard")

    def paste_text(self) -> bool:
        """Read the clipboard's text as a deck (a new, unsaved deck)."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.show_error("The clipboard holds no text to read as a deck.")
            return False
        if not self.confirm_discard_changes():
            return False
        try:
            deck = parse_deck(text, self.window.holder.catalog, "clipboard")
        except DeckError as exc:
            self.show_error(f"The clipboard text is not a deck:\n{exc}")
            return False
        self._show(DeckDraft.from_deck(deck), None, dirty=True)
        return True

    def show_sample_hand(self) -> SampleHandDialog:
        self.sample_hand = SampleHandDialog(draw_from(self.window.draft, self.window.rng), self.window)
        self.sample_hand.show()
        return self.sample_hand

    # --- questions ----------------------------------------------------------------------

    def _ask_open_path(self) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self.window, "Open a deck", str(self.path.parent if self.path else user_decks_dir()), _FILTER)
        return Path(name) if name else None

    def _ask_save_path(self, suggested: Path) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.window, "Save the deck", str(suggested), _FILTER)
        return Path(name) if name else None

    def _ask_discard(self) -> bool:
        answer = QMessageBox.question(self.window, "Unsaved deck", "The deck has unsaved changes. Discard them?")
        return answer == QMessageBox.StandardButton.Yes

    def _show_error(self, message: str) -> None:
        QMessageBox.warning(self.window, "Deck", message)


def _with_suffix(path: Path) -> Path:
    return path if path.suffix else path.with_suffix(DECK_SUFFIX)


def _is_shipped(path: Path) -> bool:
    try:
        return path.resolve().is_relative_to(paths.decks_dir().resolve())
    except FileNotFoundError:
        return False
