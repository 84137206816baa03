"""``DropMarksItem``: the zones a carried card may legally be dropped in, lit on the felt.

One item paints every lit zone (a table area for a card played independently, the
Sector HQ for a headquarters card, the Discard Pile for a discard) as a green translucent
box, so lighting zones during a drag costs one repaint. It knows rectangles, nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ge_desktop.ui.layout.geometry import Rect

FILL = QColor(76, 255, 122, 46)
EDGE = QColor("#4cff7a")
MARKS_Z = 3.0  # above areas, below cards


class DropMarksItem(QGraphicsItem):
    """The lit zones; empty (and invisible) when nothing is carried."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRectF] = []
        self.setZValue(MARKS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_zones(self, rects: list[Rect]) -> None:
        self.prepareGeometryChange()
        self.rects = [QRectF(r.x, r.y, r.width, r.height) for r in rects]
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        bounds = QRectF()
        for rect in self.rects:
            bounds = bounds.united(rect)
        return bounds.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, 4, Qt.PenStyle.DashLine))
        painter.setBrush(QBrush(FILL))
        for rect in self.rects:
            painter.drawRoundedRect(rect, 10, 10)
