"""``CardMarks``: the marks a card item may carry, as plain Qt child items.

A frame (drop target, focus, legal destination), the owner's bead on a card played
against an opponent's card (v2.1 *CARD PLAY TERMS*), the Engagement Phase tag (v2.1 2 -
ENGAGEMENT PHASE), the dashed mark of a face-down card the viewer may see and the veil and
tag of a card set aside out of play by a time card. Each is a
``QGraphicsPathItem``/``QGraphicsEllipseItem``/``QGraphicsSimpleTextItem`` made the first
time it is shown and hidden after, so Qt draws them without calling Python and a card
without marks costs nothing. Not a graphics item itself: it manages its card's children.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from ge_desktop.ui.layout.geometry import Size

CORNER = 0.05  # corner radius, in card widths
BEAD = 0.11  # bead diameter, in card widths
OUTLINE = QColor(10, 10, 12)
ENGAGES = QColor("#2e7d32")
STAYS_DOWN = QColor("#b71c1c")
FACE_DOWN = QColor("#ffffff")
SET_ASIDE_VEIL = QColor(60, 20, 110, 110)  # a violet veil over a card set aside out of play (time cards)
SET_ASIDE_TAG = QColor("#7e57c2")

# Stacking among the card's children: marks in the order they used to be painted, dice above.
FRAME_Z, TAG_Z, BEAD_Z, FACE_DOWN_Z, SET_ASIDE_Z = 0.1, 0.2, 0.3, 0.4, 0.5


TAG_HEIGHT = 0.12  # the tag's height, in card heights
STRIP_TAG_WIDTH = 0.5  # on a covered card's strip, in card widths (its code and dice stay clear)


def tag_rect(card: QRectF, band: float | None, sideways: bool) -> QRectF:
    """Where the Engagement Phase tag goes on a card as seen (origin at its centre): across
    the bottom, or centred in the strip ``band`` high along the top that a covered card shows."""
    width, height = (card.height(), card.width()) if sideways else (card.width(), card.height())
    tall = card.height() * TAG_HEIGHT
    if band is None:
        return QRectF(-width / 2 + 4, height / 2 - tall - 4, width - 8, tall)
    tall = min(tall, band * 0.8)
    return QRectF(-width * STRIP_TAG_WIDTH / 2, -height / 2 + (band - tall) / 2, width * STRIP_TAG_WIDTH, tall)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class CardMarks:
    """The optional marks of one card item (origin at the card's centre)."""

    def __init__(self, card: QGraphicsItem, size: Size) -> None:
        self.card = card
        self.size = size
        self.rect = QRectF(-size.width / 2, -size.height / 2, size.width, size.height)
        self._frame: QGraphicsPathItem | None = None
        self._bead: QGraphicsEllipseItem | None = None
        self._tag: QGraphicsPathItem | None = None
        self._tag_text: QGraphicsSimpleTextItem | None = None
        self._face_down: QGraphicsPathItem | None = None
        self._aside: QGraphicsPathItem | None = None
        self._aside_tag: QGraphicsPathItem | None = None

    def _child(self, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setParentItem(self.card)
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    def set_frame(self, color: QColor | None, width: float) -> None:
        """A rounded frame around the card in ``color`` (None: no frame)."""
        if color is None:
            if self._frame is not None:
                self._frame.hide()
            return
        if self._frame is None:
            radius = self.size.width * CORNER
            self._frame = QGraphicsPathItem(_rounded(self.rect, radius))
            self._frame.setBrush(Qt.BrushStyle.NoBrush)
            self._child(self._frame, FRAME_Z)
        self._frame.setPen(QPen(color, width))
        self._frame.show()

    def set_bead(self, color: QColor | None) -> None:
        """The owner's colour bead at the card's own top-left (None: no bead)."""
        if color is None:
            if self._bead is not None:
                self._bead.hide()
            return
        if self._bead is None:
            diameter = self.size.width * BEAD
            center = QPointF(self.rect.left() + diameter, self.rect.top() + diameter * 1.6)
            self._bead = QGraphicsEllipseItem(center.x() - diameter / 2, center.y() - diameter / 2, diameter, diameter)
            self._bead.setPen(QPen(OUTLINE, 1.5))
            self._child(self._bead, BEAD_Z)
        self._bead.setBrush(QBrush(color))
        self._bead.show()

    def set_engagement(self, engages: bool | None, band: float | None = None, angle: float = 0.0) -> None:
        """A tag WILL ENGAGE or DISENGAGED (None: no tag), upright however the card lies
        (``angle``: the card's rotation): across the card's bottom, or, on a card with cards
        on it (``band``: the height of its strip still showing), in the middle of that strip,
        so equipment and hazards on a ship never cover its tag."""
        if engages is None:
            if self._tag is not None:
                self._tag.hide()
            return
        if self._tag is None or self._tag_text is None:
            self._tag = QGraphicsPathItem()
            self._tag.setPen(QPen(OUTLINE, 1))
            self._child(self._tag, TAG_Z)
            self._tag_text = QGraphicsSimpleTextItem(self._tag)
            self._tag_text.setBrush(QColor("#ffffff"))
            self._tag_text.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        rect = tag_rect(self.rect, band, round(angle) % 180 == 90)
        self._tag.setPath(_rounded(rect, 4))
        self._tag.setRotation(-angle)  # laid out in the card as seen: upright on the table
        self._tag.setBrush(QBrush(ENGAGES if engages else STAYS_DOWN))
        text = "WILL ENGAGE" if engages else "DISENGAGED"
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(rect.height() * 0.62)))
        while font.pixelSize() > 6 and QFontMetricsF(font).horizontalAdvance(text) > rect.width() - 4:
            font.setPixelSize(font.pixelSize() - 1)
        self._tag_text.setFont(font)
        self._tag_text.setText(text)
        bounds = self._tag_text.boundingRect()
        self._tag_text.setPos(rect.center().x() - bounds.width() / 2, rect.center().y() - bounds.height() / 2)
        self._tag.show()

    def set_face_down(self, on: bool) -> None:
        """The dashed inner frame of a face-down card the viewer may see."""
        if not on:
            if self._face_down is not None:
                self._face_down.hide()
            return
        if self._face_down is None:
            self._face_down = QGraphicsPathItem(_rounded(self.rect.adjusted(3, 3, -3, -3), 6))
            self._face_down.setPen(QPen(FACE_DOWN, 3, Qt.PenStyle.DashLine))
            self._face_down.setBrush(Qt.BrushStyle.NoBrush)
            self._child(self._face_down, FACE_DOWN_Z)
        self._face_down.show()

    def set_set_aside(self, on: bool, labelled: bool) -> None:
        """A violet veil over a card set aside out of play (a time card: treated as if it were not
        there), and (``labelled``) the tag SET ASIDE across its top, in the strip that still shows
        when cards lie on it."""
        for item in (self._aside, self._aside_tag):
            if item is not None:
                item.hide()
        if not on:
            return
        if self._aside is None:
            self._aside = QGraphicsPathItem(_rounded(self.rect, self.size.width * CORNER))
            self._aside.setPen(QPen(SET_ASIDE_TAG, 4, Qt.PenStyle.DashLine))
            self._aside.setBrush(QBrush(SET_ASIDE_VEIL))
            self._child(self._aside, SET_ASIDE_Z)
        self._aside.show()
        if labelled:
            (self._aside_tag or self._make_aside_tag()).show()

    def _make_aside_tag(self) -> QGraphicsPathItem:
        rect = QRectF(self.rect.left() + 4, self.rect.top() + 4, self.rect.width() - 8, self.rect.height() * TAG_HEIGHT)  # in the strip a covered card shows
        tag = QGraphicsPathItem(_rounded(rect, 4))
        tag.setPen(QPen(OUTLINE, 1))
        tag.setBrush(QBrush(SET_ASIDE_TAG))
        self._child(tag, SET_ASIDE_Z + 0.05)
        text = QGraphicsSimpleTextItem("SET ASIDE", tag)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(rect.height() * 0.62)))
        text.setFont(font)
        text.setBrush(QColor("#ffffff"))
        text.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        bounds = text.boundingRect()
        text.setPos(rect.center().x() - bounds.width() / 2, rect.center().y() - bounds.height() / 2)
        self._aside_tag = tag
        return tag
