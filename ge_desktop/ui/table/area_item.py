"""``AreaItem``: the felt of one player's area with its label and zone outlines.

It draws the area in a tint of the player's colour (brighter while it is his turn),
a label with his name, deck and hand count (and "thinking..." while a bot works out its move), and faint outlines naming the zones
(fleet, reserve fleet, hand). It takes no mouse buttons, so dragging on it pans.

It is painted as part of the table's background (``TableScene.drawBackground``), which
the view keeps as one cached picture: a frame copies it instead of blending large
translucent areas. So the item has no contents of its own; a change invalidates the
background where it lies (``felt_changed``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ge_desktop.engine.terms import Seat
from ge_desktop.ui.board import SeatView
from ge_desktop.ui.colors import seat_color
from ge_desktop.ui.layout.area import AreaLayout
from ge_desktop.ui.layout.geometry import Rect
from ge_desktop.ui.observed import player_name

CAPTION = QColor(255, 255, 255, 70)


def _q(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.width, rect.height)


class AreaItem(QGraphicsItem):
    """One seat's area; drawn in scene coordinates (the item stays at the origin)."""

    def __init__(self, seat: SeatView, layout: AreaLayout) -> None:
        super().__init__()
        self.seat = seat
        self.layout = layout
        self.active = False
        self.is_viewer = False
        self.thinking = False  # a bot works out its move for this seat
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # painted with the background
        self.setZValue(-10)

    def set_state(self, seat: SeatView, layout: AreaLayout, active: bool, is_viewer: bool) -> None:
        if (seat, layout, active, is_viewer) == (self.seat, self.layout, self.active, self.is_viewer):
            return
        self.felt_changed()  # where it was
        if layout.rect != self.layout.rect:
            self.prepareGeometryChange()
        self.seat, self.layout, self.active, self.is_viewer = seat, layout, active, is_viewer
        self.felt_changed()

    def set_thinking(self, thinking: bool) -> None:
        """A bot of this seat starts or stops working out its move (the label says so)."""
        if thinking != self.thinking:
            self.thinking = thinking
            self.felt_changed()

    def felt_changed(self) -> None:
        """Have the views paint the background under this area again."""
        scene = self.scene()
        if scene is not None:
            scene.invalidate(self.boundingRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def label_text(self) -> str:
        seat = self.seat
        parts = [f"{seat.name} ({seat.bot})" if seat.bot else seat.name]
        if seat.deck_name:
            parts.append(seat.deck_name)
        if not self.is_viewer:
            parts.append(f"hand {len(seat.hand)}")
        if not seat.shared_deck:
            parts.append(f"deck {seat.deck_count}")
        elif seat.seat == 0:
            parts.append(f"shared deck {seat.deck_count}")
        else:
            parts.append(f"draws from {player_name(Seat(0))}'s shared deck")  # the Basic Game: one deck on the table
        if seat.mini_deck_count:
            parts.append(f"mini deck {seat.mini_deck_count}")  # Time Tornado: drawn from in each Draw Cards Phase
        if seat.held:  # a Well of Time's cards: out of play, face up, seen by everyone
            parts.append("held out of play: " + ", ".join(view.card.title for view in seat.held if view.card is not None))
        if self.thinking:
            parts.append("thinking...")
        elif self.active:
            parts.append("to play")
        return "  ·  ".join(parts)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return _q(self.layout.rect).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        layout, color = self.layout, seat_color(self.seat.seat)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tint = QColor(color)
        tint.setAlpha(55 if self.active else 28)
        painter.setBrush(tint)
        painter.setPen(QPen(color, 4 if self.active else 1.5))
        painter.drawRoundedRect(_q(layout.rect), 14, 14)
        label = _q(layout.label)
        painter.setPen(QColor("#f4f1e8"))
        painter.setFont(_font(label.height() * 0.62, bold=self.active))
        painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.label_text())
        painter.setFont(_font(label.height() * 0.5))
        painter.setPen(QPen(CAPTION, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        zones = [(layout.reserve_zone, "Reserve fleet", bool(self.seat.reserve))]
        if not self.is_viewer:
            zones.append((layout.hand_zone, "Hand", bool(self.seat.hand)))
        zones.append((layout.fleet, "Fleet", bool(self.seat.stacks)))
        for rect, caption, filled in zones:
            painter.drawRoundedRect(_q(rect), 8, 8)
            if not filled:
                painter.drawText(_q(rect), Qt.AlignmentFlag.AlignCenter, caption)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font
