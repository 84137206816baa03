"""``PileItem``: a deck (face down, count shown) or a Discard Pile's count badge.

A deck draws a few backs offset to show its thickness and a badge with its count; a
Discard Pile draws an empty outline when empty, else only its badge, lying above its top
card (a ``CardItem``); then only the badge catches the mouse. Clicking asks the scene: double-click a deck to draw a card, double-click a Discard
Pile to browse it; the scene's context menu offers the rest. A ``QGraphicsRectItem`` (its
bounds are Qt's: no Python call per frame) painted by ``paint`` into Qt's device cache.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.layout.geometry import Size

if TYPE_CHECKING:
    from ge_desktop.ui.table.faces import FaceCache

THICKNESS = 3  # backs drawn to show a deck's thickness
EMPTY = QColor(255, 255, 255, 50)


class PileItem(QGraphicsRectItem):
    """A pile of ``seat``; its origin is the pile's centre."""

    def __init__(self, seat: Seat, zone: Zone, size: Size, faces: FaceCache) -> None:
        super().__init__()
        self.seat = seat
        self.zone = zone
        self.size = size
        self.faces = faces
        self.count = 0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # moves blit, not repaint
        self.setPen(Qt.PenStyle.NoPen)
        self.setRect(self._card_rect().adjusted(-THICKNESS * 2 - 2, -THICKNESS * 2 - 2, 4, 4))  # the bounds, kept by Qt

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def _card_rect(self) -> QRectF:
        w, h = self.size.width, self.size.height
        return QRectF(-w / 2, -h / 2, w, h)

    def _badge_rect(self) -> QRectF:
        rect = self._card_rect()
        size = self.size.width * 0.3
        return QRectF(rect.right() - size * 1.1, rect.bottom() - size * 0.8, size, size * 0.62)

    def _badge_only(self) -> bool:
        return self.zone is not Zone.DECK and self.count > 0

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._badge_rect() if self._badge_only() else self._card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self._card_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.size.width * 0.05
        if self._badge_only():
            self._paint_badge(painter)
            return
        if self.zone is Zone.DECK and self.count:
            pixel_width = self.size.width * option.levelOfDetailFromTransform(painter.worldTransform())
            back = self.faces.back(pixel_width)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            layers = min(THICKNESS, max(self.count - 1, 0))
            for layer in range(layers, -1, -1):
                painter.drawPixmap(rect.translated(-2 * layer, -2 * layer), back, QRectF(back.rect()))
        else:
            painter.setPen(QPen(EMPTY, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
            painter.setFont(_font(self.size.width * 0.11))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.zone.value.title())
            return
        self._paint_badge(painter)

    def _paint_badge(self, painter: QPainter) -> None:
        badge = self._badge_rect()
        size = badge.width()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 1))
        painter.setBrush(QColor(20, 20, 24, 220))
        painter.drawRoundedRect(badge, size * 0.2, size * 0.2)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(size * 0.42, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None and event.button() == Qt.MouseButton.LeftButton:
            scene.pile_activated(self.seat, self.zone)  # type: ignore[attr-defined]
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()  # claim the press so a double-click follows and the view does not pan


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font
