"""``GsCardItem``: one Galactic Supremacy card on the table, face or back. It knows its
card id (None for a hidden card: a back names nothing) and how to draw; the scene turns
mouse gestures on it into requests."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ge_desktop.rulesets.galactic_supremacy.cards import CardId
from ge_desktop.ui.layout.gs_table import CARD_H, CARD_W

MARK_COLORS = {"selected": "#f2c94c", "playable": "#6fcf97", "attack": "#eb5757", "defend": "#56ccf2"}


class GsCardItem(QGraphicsItem):
    def __init__(self, card: CardId | None, pixmap: QPixmap, tooltip: str = "") -> None:
        super().__init__()
        self.card = card
        self.pixmap = pixmap
        self.marks: set[str] = set()
        self.setToolTip(tooltip)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor if card is not None else Qt.CursorShape.ArrowCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-3, -3, CARD_W + 6, CARD_H + 6)

    def set_marks(self, marks: set[str]) -> None:
        if marks != self.marks:
            self.marks = marks
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), self.pixmap, QRectF(self.pixmap.rect()))
        for index, mark in enumerate(sorted(self.marks)):
            pen = QPen(QColor(MARK_COLORS[mark]), 3.5 - index)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = -1.5 + index * 2.5
            painter.drawRoundedRect(QRectF(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset), 6, 6)
