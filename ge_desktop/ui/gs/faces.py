"""Galactic Supremacy faces and the card back as pixmaps, drawn by our renderer
(``render/gs_face.py``) and kept per card name and width: a game draws each face once.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap

from ge_desktop.rulesets.galactic_supremacy.cards import CardDef

if TYPE_CHECKING:
    from PIL.Image import Image

FACE_WIDTH = 200  # pixels: sharp at the table's usual zoom and in the side panel's preview
ASPECT = 88.0 / 63.0


def _to_qimage(image: Image) -> QImage:
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


@lru_cache(maxsize=256)
def face_pixmap(card: CardDef, width: int = FACE_WIDTH) -> QPixmap:
    """The face of ``card``, ``width`` pixels wide (a painted plain face if rendering fails)."""
    from ge_desktop.render.gs_face import render_gs_face

    try:
        return QPixmap.fromImage(_to_qimage(render_gs_face(card, width)))
    except Exception:  # a broken renderer must never take the table down
        return _plain(card.name, width)


@lru_cache(maxsize=8)
def back_pixmap(width: int = FACE_WIDTH) -> QPixmap:
    """The back of every Galactic Supremacy card: a hidden card shows only this."""
    return _plain("GALACTIC\nSUPREMACY", width, QColor("#1d2a4a"), QColor("#c9a646"))


def _plain(text: str, width: int, fill: QColor | None = None, ink: QColor | None = None) -> QPixmap:
    height = round(width * ASPECT)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(fill or QColor("#2b2f36"))
    painter.setPen(QPen(ink or QColor("#f4eede"), width * 0.03))
    painter.drawRoundedRect(QRectF(width * 0.02, width * 0.02, width * 0.96, height - width * 0.04), width * 0.06, width * 0.06)
    painter.drawEllipse(QRectF(width * 0.2, height * 0.5 - width * 0.3, width * 0.6, width * 0.6))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(width * 0.1)))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
    painter.end()
    return QPixmap.fromImage(image)
