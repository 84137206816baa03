"""``NoticeItem``: a short line on the table, such as why a dropped card snapped back.

Drawn at a fixed screen size wherever the drop happened, above every card, and gone
after a few seconds (or at the next notice). A hint (``hint=True``) says instead what a drop
would do while a carried card is held over a legal target (green, until it moves off). It only shows text: a line too long for the
view (or for easy reading, ``MAX_LINE`` pixels) wraps onto more lines, so a small screen
never cuts a reason off at both sides.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

NOTICE_MS = 3500
NOTICE_Z = 3000.0
PADDING = 8.0
MAX_LINE = 560.0  # pixels: a longer notice wraps
VIEW_MARGIN = 12.0  # pixels kept free between the notice and the view's edge
FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


class NoticeItem(QGraphicsItem):
    """A refusal (red, gone after ``NOTICE_MS``) or, with ``hint``, what a drop would do
    (green, shown for as long as the carried card is held over its target)."""

    def __init__(self, hint: bool = False) -> None:
        super().__init__()
        self.hint = hint
        self.text = ""
        self.line_width = MAX_LINE  # where the text wraps, in pixels
        self.font = QFont()
        self.font.setPixelSize(15)
        self.font.setBold(True)
        self.setZValue(NOTICE_Z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._expire)
        self.hide()

    def _expire(self) -> None:
        """Hide after the delay, unless the scene (and this item with it) is gone by then."""
        if shiboken6.isValid(self):
            self.hide()

    def say(self, text: str, at: QPointF) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.line_width = self._line_width()
        if self.hint:  # just above the place it speaks of, never over it
            at = QPointF(at.x(), at.y() - (self._box().height() / 2 + 6) / self._scale())
        self.setPos(self._within_view(at))
        self.show()
        self.update()
        if not self.hint:
            self.timer.start(NOTICE_MS)

    def _scale(self) -> float:
        """Device pixels per scene unit in the first view (1 with none)."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        return (abs(views[0].transform().m11()) or 1.0) if views else 1.0

    def _line_width(self) -> float:
        """``MAX_LINE``, or less on a view too narrow for it."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return MAX_LINE
        return max(120.0, min(MAX_LINE, views[0].viewport().width() - 2 * (PADDING + VIEW_MARGIN)))

    def _within_view(self, at: QPointF) -> QPointF:
        """``at``, moved just enough that the whole line shows in the view (a drop near the
        table's edge would put half of it off screen)."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return at
        view = views[0]
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        scale = abs(view.transform().m11()) or 1.0
        box = self._box()
        half_width, half_height = (box.width() / 2 + 4) / scale, (box.height() / 2 + 4) / scale
        if 2 * half_width >= visible.width():
            x = visible.center().x()
        else:
            x = min(max(at.x(), visible.left() + half_width), visible.right() - half_width)
        if 2 * half_height >= visible.height():
            y = visible.center().y()
        else:
            y = min(max(at.y(), visible.top() + half_height), visible.bottom() - half_height)
        return QPointF(x, y)

    def _box(self) -> QRectF:
        text = QFontMetricsF(self.font).boundingRect(QRectF(0, 0, self.line_width, 10_000), FLAGS, self.text)
        width, height = text.width(), text.height()
        return QRectF(-width / 2 - PADDING, -height / 2 - PADDING, width + 2 * PADDING, height + 2 * PADDING)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._box().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        box = self._box()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#4cff7a" if self.hint else "#ff8a80"), 2))
        painter.setBrush(QBrush(QColor(10, 30, 16, 230) if self.hint else QColor(30, 10, 10, 230)))
        painter.drawRoundedRect(box, 8, 8)
        painter.setFont(self.font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(box.adjusted(PADDING, PADDING, -PADDING, -PADDING), FLAGS, self.text)
