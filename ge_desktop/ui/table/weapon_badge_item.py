"""``WeaponBadgeItem``: a unit's weapons of one symbol, clickable in the Weapons Fire Phase.

v2.1 WEAPONS VOLLEY: the firing player picks the units and weapons that fire, then one
target. Each unit that may fire gets one badge per weapon symbol (phaser, heavy weapon,
damage) with how many are ready, on its top edge (the part of a card that shows even
under a stack). Clicking a badge adds those weapons to the volley or takes them out;
resting the pointer on it lights the targets they may hit. The item emits requests only.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.ui.board import ItemKey
from ge_desktop.ui.layout.geometry import Point, Rect, Size

BADGE_Z = 950.0
BADGE_W = 0.47  # in card widths: two side by side across a card
BADGE_H = 0.16  # in card heights: a big enough target to find without hovering
LABELS = {WeaponSymbol.PHASER: "PH", WeaponSymbol.HEAVY: "HVY", WeaponSymbol.DAMAGE: "DMG"}
NAMES = {WeaponSymbol.PHASER: "Phaser", WeaponSymbol.HEAVY: "Heavy", WeaponSymbol.DAMAGE: "Damage"}
CHOSEN = QColor("#ffd54f")
IDLE = QColor(120, 20, 20, 235)


def badge_center(footprint: Rect, card: Size, index: int) -> Point:
    """Badges two to a row along a card's top edge, from its right corner leftward (a third
    kind of weapon starts a second row), all within the card's width."""
    width, height = card.width * BADGE_W, card.height * BADGE_H
    column, row = index % 2, index // 2
    x = footprint.x + footprint.width - width * (column * 1.04 + 0.52)
    return Point(x, footprint.y + height * (row * 1.08 + 0.55))


def _fitting_font(text: str, width: float, pixels: float) -> QFont:
    """A bold font of at most ``pixels`` in which ``text`` fits ``width``."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(pixels)))
    measured = QFontMetricsF(font).horizontalAdvance(text)
    if measured > width:
        font.setPixelSize(max(5, int(pixels * width / measured)))
    return font


class WeaponBadgeItem(QGraphicsItem):
    def __init__(self, unit: ItemKey, symbol: WeaponSymbol, card: Size) -> None:
        super().__init__()
        self.unit, self.symbol = unit, symbol
        self.count, self.chosen = 0, False
        self.width, self.height = card.width * BADGE_W, card.height * BADGE_H
        self.setZValue(BADGE_Z)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"{NAMES[symbol]} weapons ready: click to add them to the volley (click again to take them out); the lit cards are what they may hit")

    def set_state(self, count: int, chosen: bool) -> None:
        if (count, chosen) != (self.count, self.chosen):
            self.count, self.chosen = count, chosen
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.width / 2 - 2, -self.height / 2 - 2, self.width + 4, self.height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(-self.width / 2, -self.height / 2, self.width, self.height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff") if self.chosen else QColor("#ffcdd2"), 2))
        painter.setBrush(QBrush(CHOSEN if self.chosen else IDLE))
        painter.drawRoundedRect(rect, 5, 5)
        text = f"{LABELS[self.symbol]} ×{self.count}"
        painter.setFont(_fitting_font(text, self.width * 0.9, self.height * 0.7))
        painter.setPen(QColor("#111111") if self.chosen else QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None and self.boundingRect().contains(event.pos()):
            scene.weapon_clicked(self)  # type: ignore[attr-defined]

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.assist.hover_weapon(self, True)  # type: ignore[attr-defined]

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.assist.hover_weapon(self, False)  # type: ignore[attr-defined]
