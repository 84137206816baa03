"""``CardItem``: one card on the table, drawn from the face cache, rotated about its centre.

The item knows its key, the ``CardView`` it shows and how to draw it: face or back, a
bead in the owner's colour when the card was played against an opponent's card (v2.1
*CARD PLAY TERMS*), a highlight while it is a drop target, a dashed mark when it lies face down
but the viewer may see it. While a card is carried the rules assist marks every card as a
legal destination (green frame) or not (dimmed); in the Allocation Phase a tag says
whether the card will engage.
It asks the scene for everything else (``TableScene.card_hovered`` etc.).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.ui.board import CardView, ItemKey
from ge_desktop.ui.colors import seat_color
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.layout.stack import card_rotation
from ge_desktop.ui.table.dice_item import DiceItem

if TYPE_CHECKING:
    from ge_desktop.ui.table.faces import FaceCache

CORNER = 0.05  # corner radius, in card widths
BEAD = 0.11  # bead diameter, in card widths
OUTLINE = QColor(10, 10, 12)
HIGHLIGHT = QColor("#ffd54f")
FOCUS = QColor("#e0f2ff")
LEGAL = QColor("#4cff7a")
DIMMED_OPACITY = 0.35
ENGAGES = QColor("#2e7d32")
STAYS_DOWN = QColor("#b71c1c")


class Look(str, Enum):
    """How the rules assist shows a card while another card (or a point) is carried."""

    PLAIN = "plain"
    LEGAL = "legal"  # a legal destination: green frame
    DIMMED = "dimmed"  # not a legal destination


class CardItem(QGraphicsItem):
    """A card: origin at its centre, so rotation turns it in place."""

    def __init__(self, view: CardView, size: Size, faces: FaceCache) -> None:
        super().__init__()
        self.view = view
        self.size = size
        self.faces = faces
        self.highlighted = False
        self.focused = False
        self.look = Look.PLAIN
        self.engages: bool | None = None  # the Engagement Phase forecast, when shown
        self.band: float | None = None
        self.dice = DiceItem(self, size)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # moves blit, not repaint
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.set_view(view)

    @property
    def key(self) -> ItemKey:
        return self.view.key

    def set_view(self, view: CardView, band: float | None = None) -> None:
        """Show ``view`` (same key, possibly turned, flipped, with other dice); ``band`` is
        the height still showing when cards lie on this one."""
        self.view, self.band = view, band
        self.dice.set_dice(view.dice, card_rotation(view.engaged, view.against), view.key, band)
        self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def set_look(self, look: Look) -> None:
        if look is not self.look:
            self.look = look
            self.setOpacity(DIMMED_OPACITY if look is Look.DIMMED else 1.0)
            self.update()

    def set_engages(self, engages: bool | None) -> None:
        if engages != self.engages:
            self.engages = engages
            self.update()

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    def target_rotation(self) -> float:
        return card_rotation(self.view.engaged, self.view.against)

    def setRotation(self, angle: float) -> None:  # noqa: N802 - Qt override
        super().setRotation(angle)
        self.dice.setRotation(-angle)

    # --- Qt -------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self.size.width, self.size.height
        return QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size.width, self.size.height
        rect = QRectF(-w / 2, -h / 2, w, h)
        pixel_width = w * option.levelOfDetailFromTransform(painter.worldTransform())
        card = self.view.card
        pixmap = self.faces.face(card, pixel_width) if card is not None else self.faces.back(pixel_width)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, pixel_width < pixmap.width() * 0.95 or pixel_width > 40)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        radius = w * CORNER
        if self.highlighted or self.focused or self.look is Look.LEGAL:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            color = HIGHLIGHT if self.highlighted else (LEGAL if self.look is Look.LEGAL else FOCUS)
            painter.setPen(QPen(color, 6 if self.look is Look.LEGAL else 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        if self.engages is not None:
            self._paint_engagement(painter, rect)
        if self.view.against:
            self._paint_bead(painter, rect)
        if self.view.face_down:
            self._paint_face_down(painter, rect)

    def _paint_bead(self, painter: QPainter, rect: QRectF) -> None:
        """The owner's colour marker bead, at the card's own top-left (v2.1 CARD PLAY TERMS)."""
        diameter = self.size.width * BEAD
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(OUTLINE, 1.5))
        painter.setBrush(QBrush(seat_color(self.view.owner)))
        center = QPointF(rect.left() + diameter, rect.top() + diameter * 1.6)
        painter.drawEllipse(center, diameter / 2, diameter / 2)

    def _paint_engagement(self, painter: QPainter, rect: QRectF) -> None:
        """A tag across the bottom: the card engages, or stays/turns disengaged (v2.1 2 - ENGAGEMENT PHASE)."""
        height = rect.height() * 0.12
        band = QRectF(rect.left() + 4, rect.bottom() - height - 4, rect.width() - 8, height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(OUTLINE, 1))
        painter.setBrush(QBrush(ENGAGES if self.engages else STAYS_DOWN))
        painter.drawRoundedRect(band, 4, 4)
        font = painter.font()
        font.setPixelSize(max(6, int(height * 0.62)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, "WILL ENGAGE" if self.engages else "DISENGAGED")

    def _paint_face_down(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.card_hover(self, True)  # type: ignore[attr-defined]

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.card_hover(self, False)  # type: ignore[attr-defined]
