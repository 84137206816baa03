"""``LogWidget``: the game log, newest line at the bottom."""

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
        self.ensureCursorVisible()

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()
