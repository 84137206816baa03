"""``LogWidget``: the game log, newest line at the bottom and always in view."""

from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit, QWidget

MAX_LINES = 5000


class LogWidget(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self._shown: list[str] = []  # the lines on screen, oldest first (what ``set_lines`` compares with)

    def add_lines(self, lines: list[str]) -> None:
        for line in lines:
            self.appendPlainText(line)
        self._shown = (self._shown + [line for text in lines for line in text.split("\n")])[-MAX_LINES:]
        self.scroll_to_newest()

    def set_lines(self, lines: list[str]) -> None:
        """The whole log anew (a new game, a load, an undo or redo).

        A log that only grew (a step of a game that hands its whole log each time) gets
        just its new lines: the text already on screen is not laid out again.
        """
        lines = [line for text in lines[-MAX_LINES:] for line in text.split("\n")][-MAX_LINES:]
        shown = self._shown
        if shown and len(lines) >= len(shown) and lines[: len(shown)] == shown:
            self.add_lines(lines[len(shown) :])
            return
        self.setPlainText("\n".join(lines))
        self._shown = lines
        self.scroll_to_newest()

    def scroll_to_newest(self) -> None:
        """Always the newest line in view, wherever the reader clicked."""
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()
