"""``HqItem``: a player's Sector HQ marker, with its damage shown as a number and dice.

v2.1 *DAMAGING THE SECTOR HQ*: the 25th damage point destroys a Sector HQ, so the
marker shows "damage / 25", a bar filling toward it and the damage as the fewest red
dice (v2.1 *Tracking damage*); with agendas accomplished, their strength toward the 25
that restore it (v2.1 AGENDA CARDS). A click asks the scene to add one damage point.
A ``QGraphicsRectItem`` (its bounds are Qt's: no Python call per frame) painted by
``paint`` into Qt's device cache.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.ui.colors import seat_color
from ge_desktop.ui.layout.dice import dice_layout
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.table.dice_item import paint_die

HQ_DESTROYED_AT = 25  # v2.1 DAMAGING THE SECTOR HQ
AGENDAS_RESTORE_AT = 25  # v2.1 AGENDA CARDS: 25 strength of agendas restore the Sector HQ


class HqItem(QGraphicsRectItem):
    """The Sector HQ of ``seat``; origin at its centre."""

    def __init__(self, seat: Seat, name: str, size: Size) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.size = size
        self.damage = 0
        self.eliminated = False
        self.agendas = 0  # strength of the accomplished agendas lying on it (v2.1 AGENDA CARDS)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # moves blit, not repaint
        self.setPen(Qt.PenStyle.NoPen)
        self.setRect(self._rect().adjusted(-3, -3, 3, 3))  # the bounds, kept by Qt

    def set_state(self, name: str, damage: int, eliminated: bool, agendas: int = 0) -> None:
        if (name, damage, eliminated, agendas) != (self.name, self.damage, self.eliminated, self.agendas):
            self.name, self.damage, self.eliminated, self.agendas = name, damage, eliminated, agendas
            self.update()

    def _rect(self) -> QRectF:
        w, h = self.size.width, self.size.height
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect, w = self._rect(), self.size.width
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor("#2a2f3a"))
        gradient.setColorAt(1, QColor("#14161c"))
        painter.setBrush(gradient)
        painter.setPen(QPen(seat_color(self.seat), w * 0.04))
        painter.drawRoundedRect(rect, w * 0.06, w * 0.06)
        painter.setPen(QColor("#f0ead8"))
        painter.setFont(_font(w * 0.1, bold=True))
        painter.drawText(rect.adjusted(0, w * 0.06, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "SECTOR HQ")
        painter.setFont(_font(w * 0.08))
        painter.drawText(rect.adjusted(4, w * 0.2, -4, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.name)
        if self.agendas:  # accomplished agendas toward the 25 that restore it
            painter.setPen(QColor("#ffd54f"))
            text = f"agendas {self.agendas}/{AGENDAS_RESTORE_AT}"
            painter.drawText(rect.adjusted(4, w * 0.68, -4, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
        self._paint_damage(painter, rect)

    def _paint_damage(self, painter: QPainter, rect: QRectF) -> None:
        w = self.size.width
        text = "DESTROYED" if self.eliminated else f"{self.damage} / {HQ_DESTROYED_AT}"
        painter.setFont(_font(w * (0.12 if self.eliminated else 0.16), bold=True))
        painter.setPen(QColor("#ff8a80") if self.damage else QColor("#f0ead8"))
        painter.drawText(QRectF(rect.left(), rect.top() + w * 0.34, rect.width(), w * 0.22), Qt.AlignmentFlag.AlignCenter, text)
        bar = QRectF(rect.left() + w * 0.1, rect.top() + w * 0.6, w * 0.8, w * 0.06)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawRoundedRect(bar, 3, 3)
        painter.setBrush(QColor("#c62828"))
        filled = min(self.damage, HQ_DESTROYED_AT) / HQ_DESTROYED_AT
        painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * filled, bar.height()), 3, 3)
        dice_frame = Size(w * 0.9, rect.height() - w * 0.75)
        centre_y = rect.bottom() - dice_frame.height / 2 - w * 0.04
        for spot in dice_layout([(DieKind.STRUCTURE, self.damage)], dice_frame):
            half = spot.size / 2
            die = QRectF(spot.center.x - half, centre_y + spot.center.y - half, spot.size, spot.size)
            paint_die(painter, die, spot.kind, spot.face)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.hq_request(self.seat, 1)  # type: ignore[attr-defined]
        event.accept()


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font
