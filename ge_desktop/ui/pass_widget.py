"""``PassScreenWidget``: "pass the screen to Player N", shown instead of the table.

Hot-seat play: when play passes to another player the table is replaced by this page
until that player says he is at the screen; only then is his hand put on the table.
A resumed game (``ask(seat, resuming=True)``) also offers to start a new game instead.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine.terms import Seat
from ge_desktop.ui.observed import player_name


class PassScreenWidget(QWidget):
    taken = Signal(int)  # the seat now at the screen
    new_requested = Signal()  # a resumed game: start a new one instead

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = Seat(0)
        self.resuming = False
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size:28px;font-weight:bold")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.note = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.taken.emit(self.seat))
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.new_button = QPushButton("Start a New Game...")
        self.new_button.clicked.connect(self.new_requested)
        self.new_button.hide()
        layout.addWidget(self.new_button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def ask(self, seat: Seat, resuming: bool = False, note: str | None = None) -> None:
        """``note``: a resumed game's story (what could be read back from a damaged autosave)."""
        self.seat, self.resuming = seat, resuming
        if resuming:
            self.title.setText(f"Resume the last game: {player_name(seat)} to play")
            kept = note or "The game you were playing is kept."
            self.note.setText(f"{kept} The other players look away: the next screen shows this player's hand.")
        else:
            self.title.setText(f"Pass the screen to {player_name(seat)}")
            self.note.setText("The other players look away: the next screen shows this player's hand.")
        self.button.setText(f"I am {player_name(seat)}: show my hand")
        self.new_button.setVisible(resuming)
        self.button.setFocus()
