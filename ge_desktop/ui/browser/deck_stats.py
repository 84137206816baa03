"""The deck builder's numbers: cards per type and the strength curve, and the sample hand.

``StrengthCurveWidget`` paints one bar per strength 1-10 from ``DeckDraft.strength_curve``;
``type_summary`` is the one-line count per type; ``SampleHandDialog`` shows nine cards
drawn from the shuffled main deck (v2.1 *[Starting play]*: all players draw 9) and draws
again on request.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.cards.model import Card, CardType
from ge_desktop.ui.browser.deck_draft import DeckDraft
from ge_desktop.ui.browser.faces import face_pixmap

BAR_COLOR = QColor("#31577a")
HAND_FACE_WIDTH = 150


def type_summary(counts: dict[CardType, int]) -> str:
    """``T 10 · S 12 · C 8``, in the rulebook's type order; the letters' names in the tooltip."""
    return " · ".join(f"{t.value} {n}" for t, n in counts.items()) or "no cards yet"


class StrengthCurveWidget(QWidget):
    """Bars of how many cards have each strength 1-10."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curve: dict[int, int] = {s: 0 for s in range(1, 11)}
        self.setMinimumHeight(90)
        self.setToolTip("Strength curve: cards of each strength 1-10")

    def sizeHint(self) -> QSize:
        return QSize(260, 100)

    def set_curve(self, curve: dict[int, int]) -> None:
        self.curve = dict(curve)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width, height = self.width(), self.height()
        label_height = painter.fontMetrics().height()
        slot = width / 10
        tallest = max(self.curve.values()) or 1
        plot = height - 2 * label_height - 4
        for strength in range(1, 11):
            count = self.curve.get(strength, 0)
            x = (strength - 1) * slot
            bar = plot * count / tallest
            painter.fillRect(QRectF(x + slot * 0.15, label_height + plot - bar, slot * 0.7, bar), BAR_COLOR)
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(x, height - label_height, slot, label_height), Qt.AlignmentFlag.AlignCenter, str(strength))
            if count:
                top = label_height + plot - bar - label_height
                painter.drawText(QRectF(x, top, slot, label_height), Qt.AlignmentFlag.AlignCenter, str(count))
        painter.end()


class SampleHandDialog(QDialog):
    """Nine cards from the shuffled main deck, and a button to draw again."""

    def __init__(self, draw: Callable[[], list[Card]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Sample hand")
        self._draw = draw
        self.grid = QGridLayout()
        self.hand: list[Card] = []
        again = QPushButton("Draw again")
        again.clicked.connect(self.redraw)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(again, QDialogButtonBox.ButtonRole.ActionRole)
        self.summary = QLabel()
        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.redraw()

    def redraw(self) -> None:
        while (item := self.grid.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.deleteLater()
        self.hand = self._draw()
        for position, card in enumerate(self.hand):
            face = QLabel()
            face.setPixmap(face_pixmap(card, HAND_FACE_WIDTH))
            face.setToolTip(card.label)
            self.grid.addWidget(face, position // 5, position % 5)
        counts: dict[CardType, int] = {}
        for card in self.hand:
            counts[card.primary_type] = counts.get(card.primary_type, 0) + 1
        ordered = {t: counts[t] for t in CardType if t in counts}
        self.summary.setText(f"{len(self.hand)} cards: {type_summary(ordered)}" if self.hand else "The main deck is empty.")


def draw_from(draft: DeckDraft, rng: random.Random | None = None) -> Callable[[], list[Card]]:
    """A drawing function over a ``DeckDraft``'s main deck."""
    rng = rng or random.Random()
    return lambda: draft.sample_hand(rng)
