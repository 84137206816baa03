"""Card faces and backs as pixmaps, cached at a few widths (a mipmap) per card.

The card item asks for the level nearest the width it is painted at, so a zoomed-out
table draws small pixmaps and a zoomed-in one stays sharp. Faces come from
``face_image``: the one function that decides where a face comes from (today the disk
cache of ``ge_desktop.render``; a painted placeholder if that fails).
"""

from __future__ import annotations

import logging
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap, QTransform

from ge_desktop.cards.model import Card

log = logging.getLogger(__name__)

LEVELS: tuple[int, ...] = (45, 90, 180, 360)  # pixel widths kept per card (360: the render cache's zoom width)
ASPECT = 88.0 / 63.0


def level_for(pixel_width: float) -> int:
    """The smallest cached width at least ``pixel_width`` wide (the largest if none is)."""
    return next((level for level in LEVELS if level >= pixel_width), LEVELS[-1])


def face_image(card: Card, width: int) -> QImage:
    """The face of ``card``, ``width`` pixels wide: the one switch for where faces come from.

    Today: the render package's cached PNG (the player's scan if he has one, else the
    generated face), so a second start reads faces from disk instead of drawing them.
    """
    try:
        from ge_desktop.render import face_png

        image = QImage(str(face_png(card, width)))
        if image.isNull():
            raise ValueError("the cached face is not a readable PNG")
        return image
    except Exception:  # a broken renderer or cache must never take the table down
        log.exception("rendering %s failed; drawing a placeholder", card.id)
        return placeholder_face(card, width)


def placeholder_face(card: Card, width: int) -> QImage:
    """A plain painted face: code, title and rules text on the type's colour."""
    height = round(width * ASPECT)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#2b2f36"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor("#f4eede"))
    painter.setFont(_font(width * 0.09, bold=True))
    painter.drawText(QRectF(width * 0.06, width * 0.04, width * 0.9, width * 0.14), card.code)
    painter.setFont(_font(width * 0.075))
    painter.drawText(QRectF(width * 0.06, width * 0.2, width * 0.88, width * 0.3), Qt.TextFlag.TextWordWrap, card.title)
    painter.setFont(_font(width * 0.055))
    text = "\n".join(card.rules)
    painter.drawText(QRectF(width * 0.06, height * 0.55, width * 0.88, height * 0.42), Qt.TextFlag.TextWordWrap, text)
    painter.end()
    return image


def back_image(width: int) -> QImage:
    """The common card back: a deep blue field with the game's name."""
    height = round(width * ASPECT)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(0, 0, width, height)
    gradient.setColorAt(0, QColor("#14204a"))
    gradient.setColorAt(1, QColor("#3a1450"))
    painter.setBrush(gradient)
    painter.setPen(QPen(QColor("#0b0b10"), max(1.0, width * 0.02)))
    radius = width * 0.06
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), radius, radius)
    painter.setPen(QPen(QColor("#c9a646"), max(1.0, width * 0.015)))
    inset = width * 0.08
    painter.drawRoundedRect(QRectF(inset, inset, width - 2 * inset, height - 2 * inset), radius, radius)
    painter.setFont(_font(width * 0.1, bold=True))
    painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, "GALACTIC\nEMPIRES")
    painter.end()
    return image


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


@lru_cache(maxsize=256)
def _source(card: Card) -> QImage:
    """The largest face of a card, kept for the process (every scene shares it)."""
    return face_image(card, LEVELS[-1])


class FaceCache:
    """Pixmaps of faces and backs by (card id, level). Build one per scene.

    The table's card items show ``table_face``/``table_back``: the level for the current
    ``pixel_scale`` (device pixels per scene unit, set by the view before it paints), with
    a device pixel ratio that makes the pixmap exactly ``card_width`` scene units wide. So a
    card item is a plain ``QGraphicsPixmapItem`` that Qt draws without calling Python.
    """

    def __init__(self, card_width: float = 126.0) -> None:
        self._faces: dict[tuple[str, int], QPixmap] = {}
        self._backs: dict[int, QPixmap] = {}
        self._table: dict[tuple[str | None, int, int], QPixmap] = {}
        self.card_width = card_width
        self.pixel_scale = 0.25  # device pixels per scene unit; the view keeps it current

    def table_level(self) -> int:
        """The cached width the table's cards are drawn from at the current scale."""
        return level_for(self.card_width * self.pixel_scale)

    def set_pixel_scale(self, scale: float) -> bool:
        """Remember the view's scale; True when the table's cards need another level."""
        before = self.table_level()
        self.pixel_scale = scale
        return self.table_level() != before

    def table_face(self, card: Card | None, turn: int = 0) -> QPixmap:
        """``card``'s face (``None``: the back) at the table's level, ``card_width`` units wide,
        already turned ``turn`` degrees clockwise (0, 90 or 270: a card item shows a quarter
        turned face on an upright pixmap item, so Qt can keep it in its device cache)."""
        level = self.table_level()
        key = (card.id if card is not None else None, level, turn)
        pixmap = self._table.get(key)
        if pixmap is None:
            pixmap = self.face(card, level) if card is not None else self.back(level)
            if turn:
                pixmap = pixmap.transformed(QTransform().rotate(turn))
            else:
                pixmap = QPixmap(pixmap)  # a shared copy; the ratio below detaches it
            pixmap.setDevicePixelRatio(level / self.card_width)
            self._table[key] = pixmap
        return pixmap

    def face(self, card: Card, pixel_width: float) -> QPixmap:
        level = level_for(pixel_width)
        key = (card.id, level)
        pixmap = self._faces.get(key)
        if pixmap is None:
            source = _source(card)
            scaled = source if level == LEVELS[-1] else source.scaledToWidth(level, Qt.TransformationMode.SmoothTransformation)
            pixmap = self._faces[key] = QPixmap.fromImage(scaled)
        return pixmap

    def back(self, pixel_width: float) -> QPixmap:
        level = level_for(pixel_width)
        pixmap = self._backs.get(level)
        if pixmap is None:
            pixmap = self._backs[level] = QPixmap.fromImage(back_image(level))
        return pixmap

    def large_face(self, card: Card) -> QPixmap:
        """The largest level, for the inspector."""
        return self.face(card, LEVELS[-1])
