"""``SectorItem``: one space of the hex board, a sector tile on it or empty.

It paints the tile (its kind's colour, its name, its planets and what it produces), the token
that controls it (an Empire disk or a Starbase ring in the owner's colour; a home sector's
Home Starbase), the food funded onto it, and a highlight when the dragged piece may go there.
Its picture is cached (``DeviceCoordinateCache``): a frame of a drag redraws it from the cache.
The item knows its hex and what to draw; it changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ge_desktop.rulesets.galactic_emperor.components import TileDef, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.ui.emperor.hex_layout import HEX_SIZE, corners, hex_center
from ge_desktop.ui.emperor.words import SEAT_COLORS, player_name, tile_words

KIND_FILL = {
    TileKind.HOME: "#27324a",
    TileKind.SECTOR: "#1d2b45",
    TileKind.SUN: "#c9861b",
    TileKind.OMEGA_SUN: "#e0a423",
    TileKind.BLACK_HOLE: "#120818",
}
EMPTY_FILL = "#0b1020"
HIGHLIGHT = QColor("#7dffb0")
BATTLE = QColor("#ff4d4d")
PLANET = QColor("#8fc7ff")


@dataclass(frozen=True, slots=True)
class SectorLook:
    """What a space shows (a value: the scene compares it to skip repainting an unchanged space)."""

    tile: TileDef | None
    owner: int | None = None
    starbase: bool = False
    home_of: int | None = None
    food: int = 0
    highlight: bool = False
    placed: tuple[tuple[int, int], ...] = ()  # Regent: influence tokens on it, (seat, count)
    battle: bool = False  # a battle is being fought here


class SectorItem(QGraphicsItem):
    def __init__(self, at: Hex, size: float = HEX_SIZE) -> None:
        super().__init__()
        self.at, self.size = at, size
        self.look = SectorLook(None)
        cx, cy = hex_center(at, size)
        self.setPos(cx, cy)
        self._polygon = QPolygonF([QPointF(x, y) for x, y in corners(0.0, 0.0, size - 1.5)])
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)

    def show_look(self, look: SectorLook) -> None:
        if look != self.look:
            self.look = look
            self.setToolTip(self._tip())
            self.update()

    def texts(self) -> list[str]:
        tile = self.look.tile
        found = [self.toolTip()]
        if tile is not None:
            found += [tile.name, _production(tile)]
        return found

    def _tip(self) -> str:
        tile = self.look.tile
        if tile is None:
            return f"Empty space {self.at.q},{self.at.r}"
        who = ""
        if self.look.home_of is not None:
            who = f"; {player_name(self.look.home_of)}'s home sector"
        elif self.look.owner is not None:
            who = f"; {player_name(self.look.owner)}'s {'Starbase' if self.look.starbase else 'Empire'}"
        food = f"; {self.look.food} food funded" if self.look.food else ""
        placed = "".join(f"; {player_name(seat)} placed {n} influence" for seat, n in self.look.placed)
        return f"{tile_words(tile)} ({self.at.q},{self.at.r}){who}{food}{placed}"

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        s = self.size
        return QRectF(-s, -s, 2 * s, 2 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._polygon)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look, tile = self.look, self.look.tile
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(KIND_FILL[tile.kind] if tile is not None else EMPTY_FILL)
        if look.home_of is not None:
            fill = QColor(SEAT_COLORS[look.home_of]).darker(260)
        painter.setBrush(QBrush(fill))
        edge = QPen(HIGHLIGHT, 5) if look.highlight else QPen(BATTLE, 4) if look.battle else QPen(QColor("#56617d"), 1.5)
        painter.setPen(edge)
        painter.drawPolygon(self._polygon)
        if tile is None:
            self._paint_coordinates(painter)
            return
        self._paint_name(painter, tile)
        self._paint_planets(painter, tile)
        self._paint_control(painter)
        self._paint_influence(painter)

    def _paint_coordinates(self, painter: QPainter) -> None:
        painter.setPen(QColor("#3c4763"))
        painter.setFont(QFont("Sans", 8))
        painter.drawText(QRectF(-30, -10, 60, 20), Qt.AlignmentFlag.AlignCenter, f"{self.at.q},{self.at.r}")

    def _paint_name(self, painter: QPainter, tile: TileDef) -> None:
        painter.setPen(QColor("#101010") if tile.is_sun else QColor("#e8ecf6"))
        width = self.size * 1.6
        font = QFont("Sans", 8)
        font.setBold(True)
        if QFontMetricsF(font).horizontalAdvance(tile.name) > width:
            font.setPointSizeF(6.5)
        painter.setFont(font)
        name = QFontMetricsF(font).elidedText(tile.name, Qt.TextElideMode.ElideRight, width)
        painter.drawText(QRectF(-width / 2, -self.size * 0.52, width, 15), Qt.AlignmentFlag.AlignCenter, name)
        made = _production(tile)
        if made:
            painter.setFont(QFont("Sans", 8))
            painter.setPen(QColor("#ffe9a8"))
            painter.drawText(QRectF(-40, self.size * 0.45, 80, 14), Qt.AlignmentFlag.AlignCenter, made)

    def _paint_planets(self, painter: QPainter, tile: TileDef) -> None:
        painter.setPen(QPen(QColor("#dfefff"), 1))
        painter.setBrush(PLANET)
        for k in range(tile.planets):
            painter.drawEllipse(QPointF(8 + 14 * k, -self.size * 0.68), 6, 6)
        if tile.kind is TileKind.BLACK_HOLE:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for radius in (10, 18, 26):
                painter.setPen(QPen(QColor("#8a55c8"), 2))
                painter.drawEllipse(QPointF(0, 4), radius, radius * 0.6)

    def _paint_control(self, painter: QPainter) -> None:
        look = self.look
        seat = look.home_of if look.home_of is not None else look.owner
        if seat is None and not look.food:
            return
        if seat is not None:
            color = QColor(SEAT_COLORS[seat])
            painter.setBrush(color)
            painter.setPen(QPen(QColor("#ffffff"), 2))
            center = QPointF(-12, -self.size * 0.68)
            painter.drawEllipse(center, 8, 8)
            if look.starbase or look.home_of is not None:  # a Starbase: a ring round the token
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(color, 2.5))
                painter.drawEllipse(center, 12, 12)
        painter.setPen(QPen(QColor("#3a2a00"), 1))
        painter.setBrush(QColor("#e5c04a"))
        for k in range(look.food):
            painter.drawRect(QRectF(-22 + 10 * k, self.size * 0.72, 8, 8))


    def _paint_influence(self, painter: QPainter) -> None:
        """Regent: the influence tokens placed here, one numbered disk per player."""
        painter.setFont(QFont("Sans", 7, QFont.Weight.Bold))
        for index, (seat, count) in enumerate(self.look.placed):
            square = QRectF(-3 + index * 13, self.size * 0.7, 12, 12)
            painter.setBrush(QColor(SEAT_COLORS[seat]))
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.drawRect(square)
            painter.setPen(QColor("#101010"))
            painter.drawText(square, Qt.AlignmentFlag.AlignCenter, str(count))


def _production(tile: TileDef) -> str:
    made = [f"{letter}{n}" for letter, n in (("F", tile.food), ("M", tile.metal), ("E", tile.energy)) if n]
    return " ".join(made)
