"""``PassScreenWidget``: "pass the screen to Player N", shown instead of the table.

Hot-seat play: when play passes to another player the table is replaced by this page
until that player says he is at the screen; only then is his hand put on the table.
``private`` is what the game keeps from the other players in its own words (the registry
entry's ``private_words``: a card game's "hand", Galactic Emperor's Victory Points and scanned tiles).
A resumed game (``ask(seat, resuming=True)``) also offers to start a new game instead.

A reaction the player is asked for (``ask(seat, question=...)``: "Player 1 fires a volley
at ...") may be answered right here with **Pass (no reaction)**, without his hand ever being
shown: then nobody else must look away again and the screen goes straight back. The screen
comes the same way whether or not he holds a reaction (the session sees to that), so its
coming tells nobody what he holds.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine.terms import Seat
from ge_desktop.ui.observed import player_name


class PassScreenWidget(QWidget):
    taken = Signal(int)  # the seat now at the screen
    new_requested = Signal()  # a resumed game: start a new one instead
    passed = Signal(int)  # the seat passed on the question without showing its hand

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = Seat(0)
        self.resuming = False
        self.private = "hand"
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
        self.pass_button = QPushButton("Pass (no reaction)")
        self.pass_button.setToolTip("Answer without showing what you keep secret: the screen goes straight back")
        self.pass_button.clicked.connect(lambda: self.passed.emit(self.seat))
        self.pass_button.hide()
        layout.addWidget(self.pass_button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.new_button = QPushButton("Start a New Game...")
        self.new_button.clicked.connect(self.new_requested)
        self.new_button.hide()
        layout.addWidget(self.new_button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def ask(self, seat: Seat, resuming: bool = False, note: str | None = None, question: str | None = None) -> None:
        """``note``: a resumed game's story (what could be read back from a damaged autosave);
        ``question``: what the player may react to (he may pass on it here)."""
        self.seat, self.resuming = seat, resuming
        shows = f"The other players look away: the next screen shows this player's {self.private}."
        if resuming:
            self.title.setText(f"Resume the last game: {player_name(seat)} to play")
            self.note.setText(f"{note or 'The game you were playing is kept.'} {shows}")
        else:
            self.title.setText(f"Pass the screen to {player_name(seat)}")
            self.note.setText(shows)
        if question and not resuming:
            self.note.setText(f"{question}. {player_name(seat)} may pass here without showing his {self.private}, or look to react.")
        self.button.setText(f"I am {player_name(seat)}: show my {self.private}" + (" to react" if question and not resuming else ""))
        self.pass_button.setVisible(bool(question) and not resuming)
        self.new_button.setVisible(resuming)
        self.button.setFocus()
