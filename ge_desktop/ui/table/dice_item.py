"""``DiceItem``: the dice lying on one card, drawn upright however the card is turned.

A child of its ``CardItem``, counter-rotated so the pips read the right way up; its
layout frame is the card as seen (wider than high when sideways). On a card with other
cards on it the dice move to the strip that still shows, so they are never hidden. Colours follow v2.1
*Tracking damage* (``ui/colors.py``). A click adds one to the die clicked, a right click
takes one away, the wheel does either, a double click opens a number editor, and with the
pointer on a die the keys +/- and 0-9 set it; each asks the scene for the new value. A left
press that moves drags the card the die lies on (the scene takes the press).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ge_desktop.engine.terms import DieKind
from ge_desktop.ui.board import ItemKey
from ge_desktop.ui.colors import die_colors
from ge_desktop.ui.layout.dice import DieSpot, band_layout, dice_layout, pips
from ge_desktop.ui.layout.geometry import Size

PIP = 0.1  # pip radius as a fraction of the die edge


class DiceItem(QGraphicsItem):
    """All dice of one card."""

    def __init__(self, parent: QGraphicsItem, card: Size) -> None:
        super().__init__(parent)
        self.card = card
        self.key = ItemKey("")
        self.values: dict[DieKind, int] = {}
        self.spots: list[DieSpot[DieKind]] = []
        self._bounds = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # moves blit, not repaint

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
        self._bounds = bounds.adjusted(-2, -2, 2, 2)
        self.setVisible(bool(self.spots))
        self.update()

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

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for spot in self.spots:
            paint_die(painter, self._die_rect(spot), spot.kind, spot.face)

    def _ask(self, kind: DieKind, delta: int) -> None:
        scene = self.scene()
        if scene is not None:
            scene.die_request(self.key, kind, self.values.get(kind, 0) + delta)  # type: ignore[attr-defined]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """A right click takes one away (a left press is the scene's: a click adds one, a
        drag moves the card the die lies on)."""
        kind = self.kind_at(event.pos())
        if kind is None:
            event.ignore()
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
        if kind is None or event.delta() == 0:
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
