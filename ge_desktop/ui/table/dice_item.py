"""``DiceItem``: the dice lying on one card, drawn upright however the card is turned.

A child of its ``CardItem``, counter-rotated so the pips read the right way up; its
layout frame is the card as seen (wider than high when sideways). On a card with other
cards on it the dice move to the strip that still shows, so they are never hidden. Colours follow v2.1
*Tracking damage* (``ui/colors.py``). A click adds one to the die clicked, a right click
takes one away, the wheel does either, a double click opens a number editor, and with the
pointer on a die the keys +/- and 0-9 set it; each asks the scene for the new value. A left
press that moves drags the card the die lies on (the scene takes the press). On a rules table
the dice are the engine's: a click on a die is a click on its card (a volley's target).

Drawing costs Qt alone: the item is a ``QGraphicsRectItem`` with no contents (its bounds
are Qt's, no Python call per frame), and each die is a plain ``QGraphicsPixmapItem`` child
showing a die painted once per kind, face and pixel size (``die_pixmap``).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent

from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.ui.board import ItemKey
from ge_desktop.ui.colors import die_colors
from ge_desktop.ui.layout.dice import DieSpot, band_layout, dice_layout, pips
from ge_desktop.ui.layout.geometry import Size

PIP = 0.1  # pip radius as a fraction of the die edge
DIE_LEVELS: tuple[int, ...] = (8, 16, 32, 64, 128)  # die edges in device pixels, painted once each
DIE_MARGIN = 0.05  # room for the outline around a painted die, in die edges
DICE_Z = 1.0  # above the card's marks (frames, bead, tag)


class DiceItem(QGraphicsRectItem):
    """All dice of one card."""

    def __init__(self, parent: QGraphicsItem, card: Size, pixel_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.card = card
        self.key = ItemKey("")
        self.values: dict[DieKind, int] = {}
        self.spots: list[DieSpot[DieKind]] = []
        self.pixel_scale = pixel_scale  # device pixels per scene unit (the view's zoom)
        self._dice: list[QGraphicsPixmapItem] = []
        self.setPen(Qt.PenStyle.NoPen)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setZValue(DICE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def set_dice(
        self, dice: tuple[tuple[DieKind, int], ...], card_rotation: float, key: ItemKey, band: float | None = None
    ) -> None:
        """Show ``dice`` on a card turned ``card_rotation`` degrees; ``band`` is the height
        of the strip still showing when other cards lie on it (None: the whole card shows)."""
        self.prepareGeometryChange()
        self.key = key
        self.values = dict(dice)
        sideways = round(card_rotation) % 180 == 90
        frame = self.card.turned() if sideways else self.card
        self.spots = dice_layout(list(dice), frame) if band is None else band_layout(list(dice), frame, band)
        bounds = QRectF()
        for spot in self.spots:
            bounds = bounds.united(self._die_rect(spot))
        self.setRect(bounds.adjusted(-2, -2, 2, 2))
        self._show_dice()
        self.setVisible(bool(self.spots))

    def set_pixel_scale(self, scale: float) -> None:
        """The view's zoom changed: draw the dice from pixmaps of the new size if needed."""
        if scale != self.pixel_scale:
            self.pixel_scale = scale
            self._show_dice()

    def _show_dice(self) -> None:
        """One pixmap child per die (made or dropped to match ``spots``)."""
        while len(self._dice) < len(self.spots):
            die = QGraphicsPixmapItem(self)
            die.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            die.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            die.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # upright (counter-turned): frames blit it
            self._dice.append(die)
        while len(self._dice) > len(self.spots):
            die = self._dice.pop()
            die.setParentItem(None)  # type: ignore[arg-type]  # valid Qt (detach); the stub says QGraphicsItem only
            if die.scene() is not None:
                die.scene().removeItem(die)
        for die, spot in zip(self._dice, self.spots, strict=True):
            pixmap = die_pixmap(spot.kind, spot.face, die_level(spot.size * self.pixel_scale), spot.size)
            if die.pixmap().cacheKey() != pixmap.cacheKey():
                die.setPixmap(pixmap)
            outer = pixmap.deviceIndependentSize()
            die.setOffset(spot.center.x - outer.width() / 2, spot.center.y - outer.height() / 2)

    @staticmethod
    def _die_rect(spot: DieSpot[DieKind]) -> QRectF:
        half = spot.size / 2
        return QRectF(spot.center.x - half, spot.center.y - half, spot.size, spot.size)

    def kind_at(self, point: QPointF) -> DieKind | None:
        for spot in self.spots:
            if self._die_rect(spot).contains(point):
                return spot.kind
        return None

    # --- Qt -------------------------------------------------------------------------------

    def _ask(self, kind: DieKind, delta: int) -> None:
        scene = self.scene()
        if scene is not None:
            scene.die_request(self.key, kind, self.values.get(kind, 0) + delta)  # type: ignore[attr-defined]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """A right click takes one away (a left press is the scene's: a click adds one, a
        drag moves the card the die lies on)."""
        kind = self.kind_at(event.pos())
        scene = self.scene()
        if kind is None or getattr(scene, "rules_table", False):
            event.ignore()  # rules mode: the engine keeps the dice; the card's menu shows instead
            return
        self._ask(kind, 1 if event.button() == Qt.MouseButton.LeftButton else -1)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """A double click opens a small number editor for the die."""
        kind = self.kind_at(event.pos())
        scene = self.scene()
        if kind is None or scene is None:
            event.ignore()
            return
        scene.die_edit_requested.emit(self.key, kind, self.values.get(kind, 0))  # type: ignore[attr-defined]
        event.accept()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802 - Qt override
        kind = self.kind_at(event.pos())
        if kind is None or event.delta() == 0 or getattr(self.scene(), "rules_table", False):
            event.ignore()
            return
        self._ask(kind, 1 if event.delta() > 0 else -1)
        event.accept()


def paint_die(painter: QPainter, rect: QRectF, kind: DieKind, face: int) -> None:
    """One six-sided die of ``kind`` showing ``face`` in ``rect`` (also used by the HQ marker)."""
    body, pip = die_colors(kind)
    edge = rect.width()
    painter.setPen(QPen(pip if kind is DieKind.PERMANENT else body.darker(180), max(1.0, edge * 0.05)))
    painter.setBrush(QBrush(body))
    painter.drawRoundedRect(rect, edge * 0.18, edge * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(pip))
    radius = edge * PIP
    for u, v in pips(face):
        painter.drawEllipse(QPointF(rect.left() + u * edge, rect.top() + v * edge), radius, radius)


def die_level(pixel_edge: float) -> int:
    """The smallest painted die edge at least ``pixel_edge`` device pixels (the largest if none is)."""
    return next((level for level in DIE_LEVELS if level >= pixel_edge), DIE_LEVELS[-1])


@lru_cache(maxsize=512)
def die_pixmap(kind: DieKind, face: int, level: int, edge: float) -> QPixmap:
    """A die of ``kind`` showing ``face``, ``level`` pixels on its edge, drawn ``edge`` scene
    units wide (its device pixel ratio), with ``DIE_MARGIN`` room for the outline."""
    margin = max(1, round(level * DIE_MARGIN))
    pixmap = QPixmap(level + 2 * margin, level + 2 * margin)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_die(painter, QRectF(margin, margin, level, level), kind, face)
    painter.end()
    pixmap.setDevicePixelRatio(level / edge)
    return pixmap
