"""``BoxItem``: a labelled box beside the board: the Throne card and the Direction marker, the
roles pool, the market, the facedown stacks and the Victory Point pool, a player's mat.

A title (in a player's colour for a mat), a few lines of text, and a highlight when the dragged
influence token may go there (the Throne). Cached; it only shows what it is given.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ge_desktop.ui.emperor.sector_item import HIGHLIGHT

LINE_H = 15.0
TITLE_H = 20.0


class BoxItem(QGraphicsItem):
    def __init__(self, key: str, width: float, height: float) -> None:
        super().__init__()
        self.key = key
        self.width, self.height = width, height
        self.title = ""
        self.lines: tuple[str, ...] = ()
        self.color = QColor("#33405c")
        self.highlight = False
        self.active = False  # a mat: this player acts now
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_text(self, title: str, lines: list[str], color: str | None = None, active: bool = False) -> None:
        new = (title, tuple(lines), QColor(color) if color else QColor("#33405c"), active)
        if new != (self.title, self.lines, self.color, self.active):
            self.title, self.lines, self.color, self.active = new
            self.update()

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def texts(self) -> list[str]:
        return [self.title, *self.lines, self.toolTip()]

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-3, -3, self.width + 6, self.height + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QPen(HIGHLIGHT, 4) if self.highlight else QPen(QColor("#ffffff") if self.active else QColor("#56617d"), 2.5 if self.active else 1.2)
        painter.setPen(edge)
        painter.setBrush(QColor("#141b2d"))
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 6, 6)
        painter.setBrush(self.color)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(1.5, 1.5, self.width - 3, TITLE_H), 5, 5)
        title = QFont("Sans", 9)
        title.setBold(True)
        painter.setFont(title)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(8, 1.5, self.width - 16, TITLE_H), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(QFont("Sans", 8))
        painter.setPen(QColor("#dfe6f5"))
        for index, line in enumerate(self.lines):
            top = TITLE_H + 4 + index * LINE_H
            if top + LINE_H > self.height:
                break
            painter.drawText(QRectF(8, top, self.width - 12, LINE_H), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)
