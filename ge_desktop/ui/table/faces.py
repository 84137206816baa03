"""Card faces and backs as pixmaps, cached at a few widths (a mipmap) per card.

The card item asks for the level nearest the width it is painted at, so a zoomed-out
table draws small pixmaps and a zoomed-in one stays sharp. Faces come from
``face_image``: the one function that decides where a face comes from (today the disk
cache of ``ge_desktop.render``; a painted placeholder if that fails).

A face not yet in the disk cache is never drawn on the GUI thread for the table: the
cache shows a painted placeholder (code, title, rules text) at once, asks the
``FaceDrawer`` worker process for it and, when it is on disk, calls ``on_drawn`` so the
scene shows the real face. ``prefetch`` asks for faces before they are needed (every
card of a new game); ``wait_until_drawn`` blocks until every asked face is real
(snapshots, benchmarks).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap, QTransform

from ge_desktop.cards.model import Card

if TYPE_CHECKING:
    from ge_desktop.ui.table.face_drawer import FaceDrawer

log = logging.getLogger(__name__)

LEVELS: tuple[int, ...] = (45, 90, 180, 360)  # pixel widths kept per card (360: the render cache's zoom width)
ASPECT = 88.0 / 63.0


def level_for(pixel_width: float) -> int:
    """The smallest cached width at least ``pixel_width`` wide (the largest if none is)."""
    return next((level for level in LEVELS if level >= pixel_width), LEVELS[-1])


def face_image(card: Card, width: int, use_scan: bool = True) -> QImage:
    """The face of ``card``, ``width`` pixels wide: the one switch for where faces come from.

    Today: the render package's cached PNG (the player's scan if he has one and
    ``use_scan``, else the generated face), so a second start reads faces from disk instead
    of drawing them.
    """
    try:
        from ge_desktop.render import face_png

        image = QImage(str(face_png(card, width, use_scan=use_scan)))
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


_LOADED: set[str] = set()  # card ids whose face _source has read (it may have dropped some since)


@lru_cache(maxsize=256)
def _source(card: Card) -> QImage:
    """The largest face of a card, kept for the process (every scene shares it)."""
    _LOADED.add(card.id)
    return face_image(card, LEVELS[-1])


@lru_cache(maxsize=256)
def _table_source(card: Card) -> QImage:
    """The largest generated face of a card: what the table draws its cards from. A scan
    (small print, photographed) is hard to read at table size, and a table where some cards
    have scans would mix two looks: scans show in the close-up (inspector, hover zoom)."""
    _LOADED.add(card.id)
    return face_image(card, LEVELS[-1], use_scan=False)


def _is_loaded(card: Card) -> bool:
    return card.id in _LOADED


class FaceCache:
    """Pixmaps of faces and backs by (card id, level). Build one per scene.

    The table's card items show ``table_face``: the level for the current ``pixel_scale``
    (device pixels per scene unit, set by the view before it paints), with a device pixel
    ratio that makes the pixmap exactly ``card_width`` scene units wide, so a card's face is
    a plain ``QGraphicsPixmapItem`` that Qt draws without calling Python.
    """

    def __init__(self, card_width: float = 126.0, drawer: FaceDrawer | None = None) -> None:
        self._faces: dict[tuple[str, int, bool], QPixmap] = {}
        self._backs: dict[int, QPixmap] = {}
        self._placeholders: dict[tuple[str, int], QPixmap] = {}
        self._pending: dict[str, Card] = {}  # asked of the drawer, not on disk yet
        self._asked: set[str] = set()  # asked once: never again (a face the worker could not draw is drawn here)
        self._drawer = drawer
        self._connected = False
        self.on_drawn: Callable[[str], None] | None = None  # the scene: show the real face of this card id
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

    # --- faces drawn off the GUI thread ----------------------------------------------------

    def drawer(self) -> FaceDrawer:
        if self._drawer is None:
            from ge_desktop.ui.table.face_drawer import shared_drawer

            self._drawer = shared_drawer()
        if not self._connected:
            self._drawer.drawn.connect(self._drawn)
            self._connected = True
        return self._drawer

    def ready(self, card: Card) -> bool:
        """True when ``card``'s face can be read now (in memory or in the disk cache);
        otherwise it is asked of the drawer and a placeholder shows meanwhile."""
        if card.id in self._pending:
            return False
        if _is_loaded(card) or card.id in self._asked:
            return True
        try:
            from ge_desktop.render import cached_face_png

            on_disk = cached_face_png(card, LEVELS[-1]) is not None and cached_face_png(card, LEVELS[-1], use_scan=False) is not None
        except Exception:  # a broken renderer or cache: face_image draws the placeholder
            return True
        if not on_disk:
            self._pending[card.id] = card
            self._asked.add(card.id)
            self.drawer().request(card)
        return on_disk

    def prefetch(self, cards: Iterable[Card]) -> None:
        """Have the faces of ``cards`` drawn ahead of need (after any face the table waits for);
        what an earlier call queued and is not drawn yet is dropped (another game)."""
        from ge_desktop.render import cached_face_png

        drawer = self.drawer()
        drawer.drop_ahead()
        for card in cards:
            try:
                if cached_face_png(card, LEVELS[-1]) is None or cached_face_png(card, LEVELS[-1], use_scan=False) is None:
                    drawer.request(card, urgent=False)
            except Exception:
                log.exception("checking the cached face of %s failed", card.id)

    def wait_until_drawn(self) -> None:
        """Block until every face asked for is real (snapshots, benchmarks, tests)."""
        if not self._pending:
            return
        waiting = set(self._pending)
        self.drawer().finish(waiting)
        for card_id in waiting:
            self._drawn(card_id)

    def pending(self) -> bool:
        return bool(self._pending)

    def _drawn(self, card_id: str) -> None:
        if self._pending.pop(card_id, None) is None:
            return
        for key in [k for k in self._placeholders if k[0] == card_id]:
            del self._placeholders[key]
        for table_key in [k for k in self._table if k[0] == card_id]:
            del self._table[table_key]
        if self.on_drawn is not None:
            self.on_drawn(card_id)

    def face(self, card: Card, pixel_width: float, now: bool = False, close_up: bool = False) -> QPixmap:
        """``card``'s face at the level for ``pixel_width``: the generated face, or for a
        ``close_up`` the player's scan if he has one. A table's cache (``on_drawn`` set)
        shows a placeholder while the face is drawn elsewhere, unless ``now``."""
        level = level_for(pixel_width)
        key = (card.id, level, close_up)
        pixmap = self._faces.get(key)
        if pixmap is None:
            if not now and self.on_drawn is not None and not self.ready(card):
                return self._placeholder(card, level)
            source = _source(card) if close_up else _table_source(card)
            if card.id in self._pending:  # drawn here after all (the inspector asked): the table follows
                self._drawn(card.id)
            scaled = source if level == LEVELS[-1] else source.scaledToWidth(level, Qt.TransformationMode.SmoothTransformation)
            pixmap = self._faces[key] = QPixmap.fromImage(scaled)
        return pixmap

    def _placeholder(self, card: Card, level: int) -> QPixmap:
        pixmap = self._placeholders.get((card.id, level))
        if pixmap is None:
            pixmap = self._placeholders[(card.id, level)] = QPixmap.fromImage(placeholder_face(card, level))
        return pixmap

    def back(self, pixel_width: float) -> QPixmap:
        level = level_for(pixel_width)
        pixmap = self._backs.get(level)
        if pixmap is None:
            pixmap = self._backs[level] = QPixmap.fromImage(back_image(level))
        return pixmap

    def large_face(self, card: Card) -> QPixmap:
        """The largest level, for the inspector and the hover zoom (drawn now if need be)."""
        return self.face(card, LEVELS[-1], now=True, close_up=True)
