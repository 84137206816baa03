"""Files the operating system hands the app: saved games (``.gerec``) and decks (``.deck``).

The installers associate both extensions with GE Desktop (``packaging/``). Windows and
Linux start the app with the file on its command line (``GE Desktop.exe "%1"``); macOS
starts it with no arguments and sends a ``FileOpen`` event instead, also to an app that
is already running (a double-click in the Finder, a file dropped on the Dock icon). A
saved game replaces the game on the table; a deck opens in the deck builder.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from ge_desktop.cards.deck_library import DECK_SUFFIX
from ge_desktop.storage.autosave import RECORD_SUFFIX

if TYPE_CHECKING:
    from ge_desktop.ui.main_window import MainWindow

OPENED_SUFFIXES = (RECORD_SUFFIX, DECK_SUFFIX)


def files_to_open(args: list[str]) -> list[Path]:
    """The arguments that name a saved game or a deck file (the rest are Qt's options)."""
    return [Path(a) for a in args if Path(a).suffix.lower() in OPENED_SUFFIXES]


def open_file(window: MainWindow, path: Path) -> bool:
    """Open a saved game on the table or a deck in the deck builder (a window the main window
    owns, as Qt's parent); False if it failed."""
    if path.suffix.lower() == DECK_SUFFIX:
        from ge_desktop.ui.browser import open_deck_builder

        open_deck_builder(window, path=path)
        return True
    return window.open_path(path)


class FileOpenFilter(QObject):
    """macOS: opens the file of each ``FileOpen`` event the app receives."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = Path(event.file())
            if path.suffix.lower() in OPENED_SUFFIXES:
                open_file(self.window, path)
                return True
        return False


def install(app: QCoreApplication, window: MainWindow, args: list[str]) -> None:
    """Open the files named in ``args`` now, and any the system sends later (the filter is
    the window's child: it lives as long as the window)."""
    app.installEventFilter(FileOpenFilter(window))
    for path in files_to_open(args):
        open_file(window, path)
