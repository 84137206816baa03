"""``PassScreenWidget``: "pass the screen to Player N", shown instead of the table.

Hot-seat play: when play passes to another player the table is replaced by this page
until that player says he is at the screen; only then is his hand put on the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine.terms import Seat
from ge_desktop.ui.observed import player_name


class PassScreenWidget(QWidget):
    taken = Signal(int)  # the seat now at the screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = Seat(0)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size:28px;font-weight:bold")
        layout.addWidget(self.title)
        note = QLabel("The other players look away: the next screen shows this player's hand.", alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(note)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.taken.emit(self.seat))
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def ask(self, seat: Seat) -> None:
        self.seat = seat
        self.title.setText(f"Pass the screen to {player_name(seat)}")
        self.button.setText(f"I am {player_name(seat)}: show my hand")
        self.button.setFocus()
