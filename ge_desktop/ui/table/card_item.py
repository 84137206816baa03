"""``CardItem``: one card on the table, drawn from the face cache, rotated about its centre.

The item knows its key, the ``CardView`` it shows and how to draw it: face or back, a
bead in the owner's colour when the card was played against an opponent's card (v2.1
*CARD PLAY TERMS*), a highlight while it is a drop target, a dashed mark when it lies face down
but the viewer may see it. While a card is carried the rules assist marks every card as a
legal destination (green frame) or not (dimmed); in the Allocation Phase a tag says
whether the card will engage.
It asks the scene for everything else (``TableScene.card_hovered`` etc.).

Drawing costs Qt alone. The item is a ``QGraphicsRectItem`` with no contents (Qt knows its
bounds without calling Python); the face is a plain ``QGraphicsPixmapItem`` child at the
level for the view's zoom (``FaceCache.table_face``) kept in Qt's device cache, so a
frame blits it. Qt re-renders that cache every frame for an item turned a quarter, so a
turned card shows a pre-turned pixmap on a face counter-turned to upright (as the dice
are). Its marks are plain Qt children too (``card_marks.py``).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsSceneHoverEvent

from ge_desktop.ui.board import CardView, ItemKey
from ge_desktop.ui.colors import seat_color
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.layout.stack import card_rotation
from ge_desktop.ui.table.card_marks import CardMarks
from ge_desktop.ui.table.dice_item import DiceItem

if TYPE_CHECKING:
    from ge_desktop.ui.table.faces import FaceCache

HIGHLIGHT = QColor("#ffd54f")
FOCUS = QColor("#e0f2ff")
LEGAL = QColor("#4cff7a")
DIMMED_OPACITY = 0.35
HIT_MARGIN = 3.0  # the card takes presses this far outside its edge
FACE_Z = -1.0  # below the marks and dice


class Look(str, Enum):
    """How the rules assist shows a card while another card (or a point) is carried."""

    PLAIN = "plain"
    LEGAL = "legal"  # a legal destination: green frame
    DIMMED = "dimmed"  # not a legal destination


def quarter_turned(angle: float) -> bool:
    """True for 90 or 270 degrees (and their negatives): the face is shown pre-turned."""
    return angle % 180 == 90


class CardItem(QGraphicsRectItem):
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
        self.setRect(QRectF(-size.width / 2, -size.height / 2, size.width, size.height).adjusted(-HIT_MARGIN, -HIT_MARGIN, HIT_MARGIN, HIT_MARGIN))
        self.setPen(Qt.PenStyle.NoPen)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # the face child draws
        self.face = QGraphicsPixmapItem(self)
        self.face.setZValue(FACE_Z)
        self.face.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.face.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.face.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.face.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # frames blit it
        self.marks = CardMarks(self, size)
        self.dice = DiceItem(self, size, faces.pixel_scale)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.set_view(view)

    @property
    def key(self) -> ItemKey:
        return self.view.key

    def set_view(self, view: CardView, band: float | None = None) -> None:
        """Show ``view`` (same key, possibly turned, flipped, with other dice); ``band`` is
        the height still showing when cards lie on this one."""
        moved = band != self.band
        self.view, self.band = view, band
        if moved and self.engages is not None:
            self.marks.set_engagement(self.engages, band, self.rotation())  # the strip showing changed
        self.dice.set_dice(view.dice, card_rotation(view.engaged, view.against), view.key, band)
        self.show_face()
        self.marks.set_bead(seat_color(view.owner) if view.against else None)
        self.marks.set_face_down(view.face_down)
        self.marks.set_set_aside(view.set_aside, True)

    def show_face(self) -> None:
        """The face (or back) at the level for the view's current zoom, pre-turned when the
        card lies a quarter turned (the face item then turns back to upright)."""
        angle = self.rotation()
        quarter = quarter_turned(angle)
        pixmap = self.faces.table_face(self.view.card, round(angle % 360) if quarter else 0)
        face = self.face
        if pixmap.cacheKey() != face.pixmap().cacheKey():
            face.setPixmap(pixmap)
            size = pixmap.deviceIndependentSize()
            face.setOffset(-size.width() / 2, -size.height() / 2)
        face.setRotation(-angle if quarter else 0.0)
        # Qt's device cache holds only for upright or upside-down items: a card in mid-turn
        # or fanned in the hand draws its face directly.
        upright = quarter or angle % 90 == 0
        face.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache if upright else QGraphicsItem.CacheMode.NoCache)
        self.dice.set_pixel_scale(self.faces.pixel_scale)

    def _show_frame(self) -> None:
        if self.highlighted:
            self.marks.set_frame(HIGHLIGHT, 4)
        elif self.look is Look.LEGAL:
            self.marks.set_frame(LEGAL, 6)
        elif self.focused:
            self.marks.set_frame(FOCUS, 4)
        else:
            self.marks.set_frame(None, 0)

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self._show_frame()

    def set_look(self, look: Look) -> None:
        if look is not self.look:
            self.look = look
            self.setOpacity(DIMMED_OPACITY if look is Look.DIMMED else 1.0)
            self._show_frame()

    def set_engages(self, engages: bool | None) -> None:
        if engages != self.engages:
            self.engages = engages
            self.marks.set_engagement(engages, self.band, self.rotation())

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self._show_frame()

    def target_rotation(self) -> float:
        return card_rotation(self.view.engaged, self.view.against)

    def setRotation(self, angle: float) -> None:  # noqa: N802 - Qt override
        if angle == self.rotation():
            return
        super().setRotation(angle)
        self.dice.setRotation(-angle)
        if self.engages is not None:
            self.marks.set_engagement(self.engages, self.band, angle)
        self.show_face()

    # --- Qt -------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.card_hover(self, True)  # type: ignore[attr-defined]

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.card_hover(self, False)  # type: ignore[attr-defined]
