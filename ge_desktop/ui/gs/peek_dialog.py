"""``PeekDialog``: what a Spy or Strategic Planning showed its player, as card faces.

Opened only on that player's own screen (his observation is the only one holding the
cards; in hot-seat the screen has been passed to him first), once per view; the side
panel keeps the list until his turn ends.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ge_desktop.rulesets.galactic_supremacy.cards import CardDef
from ge_desktop.ui.gs.faces import face_pixmap

FACE_WIDTH = 120


class PeekDialog(QDialog):
    def __init__(self, title: str, cards: list[CardDef], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Only you see this")
        layout = QVBoxLayout(self)
        heading = QLabel(title, wordWrap=True)
        heading.setStyleSheet("font-weight:bold;font-size:14px")
        layout.addWidget(heading)
        row = QHBoxLayout()
        for card in cards:
            face = QLabel()
            face.setPixmap(face_pixmap(card).scaledToWidth(FACE_WIDTH, Qt.TransformationMode.SmoothTransformation))
            face.setToolTip(card.name)
            row.addWidget(face)
        if not cards:
            row.addWidget(QLabel("No cards."))
        layout.addLayout(row)
        self.names = [card.name for card in cards]
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
