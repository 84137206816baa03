"""``LogWidget``: the game log, newest line at the bottom and always in view."""

from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit, QWidget

MAX_LINES = 5000


class LogWidget(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)

    def add_lines(self, lines: list[str]) -> None:
        for line in lines:
            self.appendPlainText(line)
        self.scroll_to_newest()

    def set_lines(self, lines: list[str]) -> None:
        """The whole log anew (a new game, a load, an undo or redo)."""
        self.setPlainText("\n".join(lines[-MAX_LINES:]))
        self.scroll_to_newest()

    def scroll_to_newest(self) -> None:
        """Always the newest line in view, wherever the reader clicked."""
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()
