"""``PointTokenItem``: one kind of unallocated point as a token on the table.

v2.1 1 - POINT ALLOCATION PHASE: the player gives the points his terrains and cards
generated to cards. Each point type in the pool is one coin in the point's ink with its
count; the player drags it onto a card, or clicks a card and then the coin. The coins sit
in a row in the top right of the viewer's hand strip (``token_centers``, pure maths).
The item knows its point type and count; the scene turns presses into drags and intents.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ge_desktop.cards.model import PointType
from ge_desktop.render.glyphs import GLYPH_INK, POINT_GLYPHS
from ge_desktop.ui.layout.geometry import Point, Rect, Size

TOKEN = 0.42  # token diameter, in card widths
TOKEN_Z = 900.0  # above the hand, below a carried card
SHORT = {
    PointType.ECONOMY: "ECO",
    PointType.SUPPLY: "SUP",
    PointType.ENERGY: "ENG",
    PointType.AMMUNITION: "AMMO",
    PointType.RESEARCH: "RES",
    PointType.REPAIR: "REP",
    PointType.HEALING: "HEAL",
    PointType.COMMAND: "CMD",
    PointType.LOBSTER: "LOB",
    PointType.DAMAGE: "DMG",
}


def token_centers(hand: Rect, card: Size, count: int) -> list[Point]:
    """Where ``count`` tokens sit: a row, in pool order, ending at the top right corner of
    the hand strip."""
    size = card.width * TOKEN
    pitch = size * 1.15
    y = hand.y + size * 0.75
    right = hand.x + hand.width - size * 0.75
    return [Point(right - (count - 1 - index) * pitch, y) for index in range(count)]


def token_key(point: PointType) -> str:
    return f"point:{point.value}"


class PointTokenItem(QGraphicsItem):
    """A coin: the point's ink, its short name and how many are left."""

    def __init__(self, point: PointType, card: Size) -> None:
        super().__init__()
        self.point = point
        self.count = 0
        self.diameter = card.width * TOKEN
        self.setZValue(TOKEN_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(f"{point.value.title()} points: drag one onto a card, or click a card and then this token")

    @property
    def key(self) -> str:
        return token_key(self.point)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        d = self.diameter
        return QRectF(-d / 2 - 3, -d / 2 - 3, d + 6, d + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        d = self.diameter
        ink = QColor(*GLYPH_INK[POINT_GLYPHS[self.point]])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#f5f0dc"), 3))
        painter.setBrush(QBrush(ink))
        painter.drawEllipse(QRectF(-d / 2, -d / 2, d, d))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(d * 0.22)))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(-d / 2, -d * 0.36, d, d * 0.3), Qt.AlignmentFlag.AlignCenter, SHORT[self.point])
        font.setPixelSize(max(8, int(d * 0.38)))
        painter.setFont(font)
        painter.drawText(QRectF(-d / 2, -d * 0.08, d, d * 0.45), Qt.AlignmentFlag.AlignCenter, str(self.count))
