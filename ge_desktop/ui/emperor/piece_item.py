"""``PieceItem``: a piece the player at the screen may drag onto the board: a turned-up sector
tile (Explorer: onto an empty space) or his influence token (Regent: onto a planet sector or
the Throne). It paints a small hex (a tile, with its name and what it holds) or a disk (the
token, in the player's colour, with how many he holds), and tells its scene where a drag starts
and ends; the scene asks the session where it may go. Cached.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.rulesets.galactic_emperor.components import TileDef
from ge_desktop.ui.emperor.hex_layout import corners
from ge_desktop.ui.emperor.sector_item import KIND_FILL
from ge_desktop.ui.emperor.words import SEAT_COLORS, tile_words

PIECE_SIZE = 31.0


class PieceItem(QGraphicsItem):
    """``payload``: ``("tile", tile_id)`` or ``("influence", "")``."""

    def __init__(self, payload: tuple[str, str], tile: TileDef | None = None, seat: int = 0, count: int = 0) -> None:
        super().__init__()
        self.payload, self.tile, self.seat, self.count = payload, tile, seat, count
        self.draggable = False
        self.home = QPointF(0, 0)
        self._grab: QPointF | None = None
        self._polygon = QPolygonF([QPointF(x, y) for x, y in corners(0.0, 0.0, PIECE_SIZE)])
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(6)
        self.setToolTip(tile_words(tile) if tile is not None else f"Influence tokens: {count}")

    def set_draggable(self, on: bool) -> None:
        self.draggable = on
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def texts(self) -> list[str]:
        return [self.toolTip(), self.tile.name if self.tile is not None else str(self.count)]

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        s = PIECE_SIZE + 3
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QPen(QColor("#ffffff"), 2.5) if self.draggable else QPen(QColor("#56617d"), 1)
        painter.setPen(edge)
        if self.tile is None:
            painter.setBrush(QColor(SEAT_COLORS[self.seat]))
            painter.drawEllipse(QPointF(0, 0), 16, 16)
            painter.setPen(QColor("#101010"))
            painter.setFont(QFont("Sans", 9, QFont.Weight.Bold))
            painter.drawText(QRectF(-16, -16, 32, 32), Qt.AlignmentFlag.AlignCenter, str(self.count))
            return
        painter.setBrush(QColor(KIND_FILL[self.tile.kind]))
        painter.drawPolygon(self._polygon)
        painter.setPen(QColor("#101010") if self.tile.is_sun else QColor("#e8ecf6"))
        font = QFont("Sans", 6, QFont.Weight.Bold)
        painter.setFont(font)
        name = QFontMetricsF(font).elidedText(self.tile.name, Qt.TextElideMode.ElideRight, 50)
        painter.drawText(QRectF(-27, -14, 54, 12), Qt.AlignmentFlag.AlignCenter, name)
        made = " ".join(f"{k}{n}" for k, n in (("P", self.tile.planets), ("F", self.tile.food), ("M", self.tile.metal), ("E", self.tile.energy)) if n)
        painter.setFont(QFont("Sans", 6))
        painter.drawText(QRectF(-28, 0, 56, 12), Qt.AlignmentFlag.AlignCenter, made)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if not self.draggable or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._grab = event.pos()
        self.setZValue(50)
        scene = self.scene()
        if scene is not None and hasattr(scene, "drag_started"):
            scene.drag_started(self, self.payload)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._grab is not None:
            self.setPos(event.scenePos() - self._grab)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._grab is None:
            return
        self._grab = None
        self.setZValue(6)
        self.setPos(self.home)
        scene = self.scene()
        if scene is not None and hasattr(scene, "drag_ended"):
            scene.drag_ended(self.payload, event.scenePos())
