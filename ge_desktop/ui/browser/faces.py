"""Card face pictures for the browser, deck builder and editor, behind one small function.

``face_pixmap(card, width)`` is the only way these windows get a face: the renderer's
cached PNG (``ge_desktop.render.face_png``) for catalog cards, ``face_image`` rendered in
memory for the editor's preview (which changes on every keystroke and must not fill the
disk cache). The grid asks ``remembered_pixmap`` first and shows ``placeholder_pixmap``
while faces it has not drawn yet are drawn a few at a time, so scrolling never waits. If the renderer is unavailable or fails on a card, a plain painted
placeholder (code, title, empire) stands in, so a bad card never breaks a window.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap

from ge_desktop import render
from ge_desktop.cards.model import Card, CardType

if TYPE_CHECKING:
    from PIL.Image import Image

log = logging.getLogger(__name__)

CARD_ASPECT = 88 / 63  # height / width of a Galactic Empires card
THUMB_WIDTH = 120
PREVIEW_WIDTH = 300
_CACHE_SIZE = 600

_TYPE_COLORS = {
    CardType.SHIP: "#31577a",
    CardType.BASE: "#4b5563",
    CardType.TERRAIN: "#3f6b3a",
    CardType.CREW: "#7a5a31",
    CardType.EQUIPMENT: "#5b4a7a",
    CardType.HAZARD: "#8a3b2e",
    CardType.MONSTER: "#6b2e5a",
}


def card_height(width: int) -> int:
    return round(width * CARD_ASPECT)


def _pil_to_qimage(image: Image) -> QImage:
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


def placeholder_image(card: Card, width: int) -> QImage:
    """A plain face: a frame in the type's colour with the code, title and empire."""
    height = card_height(width)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(_TYPE_COLORS.get(card.primary_type, "#444a55")))
    painter.setPen(QPen(QColor("#111111"), max(1, width // 60)))
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), width / 14, width / 14)
    painter.setPen(QColor("#f4f1e8"))
    font = QFont()
    font.setPixelSize(max(8, width // 7))
    font.setBold(True)
    painter.setFont(font)
    margin = width / 14
    painter.drawText(QRectF(margin, margin, width - 2 * margin, width / 5), Qt.AlignmentFlag.AlignLeft, card.code)
    font.setPixelSize(max(7, width // 10))
    painter.setFont(font)
    body = QRectF(margin, height * 0.3, width - 2 * margin, height * 0.45)
    painter.drawText(body, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, card.title)
    font.setBold(False)
    font.setPixelSize(max(6, width // 13))
    painter.setFont(font)
    footer = QRectF(margin, height * 0.8, width - 2 * margin, height * 0.15)
    painter.drawText(footer, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, card.empire or "generic")
    painter.end()
    return image


def face_image(card: Card, width: int, cached: bool = True) -> QImage:
    """The face of ``card`` as a ``QImage`` ``width`` pixels wide.

    ``cached`` uses the renderer's disk cache (catalog cards); the editor's preview passes
    False and renders in memory.
    """
    try:
        if cached:
            image = QImage(str(render.face_png(card, width)))
            if not image.isNull():
                return image
        return _pil_to_qimage(render.render_face(card, width))
    except (OSError, ValueError) as exc:  # a face the renderer cannot draw: say so, show the placeholder
        log.warning("cannot render the face of %s: %s", card.label, exc)
        return placeholder_image(card, width)


_PIXMAPS: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()


def _key(card: Card, width: int) -> tuple[str, int, int]:
    return (card.id, hash(card.model_dump_json()), width)


def remembered_pixmap(card: Card, width: int = THUMB_WIDTH) -> QPixmap | None:
    """The face if it was drawn recently, without drawing it (None otherwise)."""
    key = _key(card, width)
    pixmap = _PIXMAPS.get(key)
    if pixmap is not None:
        _PIXMAPS.move_to_end(key)
    return pixmap


def face_pixmap(card: Card, width: int = THUMB_WIDTH) -> QPixmap:
    """The face as a ``QPixmap``, remembered for the most recently shown cards."""
    pixmap = remembered_pixmap(card, width)
    if pixmap is None:
        pixmap = QPixmap.fromImage(face_image(card, width))
        _PIXMAPS[_key(card, width)] = pixmap
        if len(_PIXMAPS) > _CACHE_SIZE:
            _PIXMAPS.popitem(last=False)
    return pixmap


def forget_faces() -> None:
    """Drop every remembered face (after the player adds scans, for instance)."""
    _PIXMAPS.clear()


def placeholder_pixmap(card: Card, width: int = THUMB_WIDTH) -> QPixmap:
    """The plain face, quick to paint, shown while the real one is drawn."""
    return QPixmap.fromImage(placeholder_image(card, width))
