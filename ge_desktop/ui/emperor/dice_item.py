"""``DiceItem``: the roll just made, die by die: the market's four dice, or a combat phase's
dice, each in its owner's colour with the number it needs and a mark when it hits. Cached."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ge_desktop.ui.emperor.words import SEAT_COLORS

DIE = 26.0
GAP = 6.0
PER_ROW = 9


class DiceItem(QGraphicsItem):
    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.dice: tuple[tuple[int, int | None, int | None], ...] = ()  # (value, owner, needs)
        self.caption = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_dice(self, caption: str, dice: list[tuple[int, int | None, int | None]]) -> None:
        if (caption, tuple(dice)) != (self.caption, self.dice):
            self.caption, self.dice = caption, tuple(dice)
            self.setToolTip(self.describe())
            self.update()

    def describe(self) -> str:
        if not self.dice:
            return ""
        parts = [f"{value}" + (" hit" if needs is not None and value >= needs else "") for value, _, needs in self.dice]
        return f"{self.caption}: {', '.join(parts)}"

    def texts(self) -> list[str]:
        return [self.caption, self.describe()]

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        rows = max(1, (len(self.dice) + PER_ROW - 1) // PER_ROW)
        return QRectF(-2, -2, self.width + 4, 22 + rows * (DIE + GAP) + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.dice:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#dfe6f5"))
        painter.setFont(QFont("Sans", 8, QFont.Weight.Bold))
        painter.drawText(QRectF(0, 0, self.width, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.caption)
        painter.setFont(QFont("Sans", 11, QFont.Weight.Bold))
        for index, (value, owner, needs) in enumerate(self.dice):
            x = (index % PER_ROW) * (DIE + GAP)
            y = 22 + (index // PER_ROW) * (DIE + GAP)
            rect = QRectF(x, y, DIE, DIE)
            hit = needs is not None and value >= needs
            painter.setBrush(QColor(SEAT_COLORS[owner]) if owner is not None else QColor("#f2f2f2"))
            painter.setPen(QPen(QColor("#ffffff") if hit else QColor("#202020"), 3 if hit else 1))
            painter.drawRoundedRect(rect, 5, 5)
            painter.setPen(QColor("#101010"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
