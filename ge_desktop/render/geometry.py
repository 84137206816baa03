"""Card geometry: the regions of a face, in millimetres on a 63 x 88 mm card.

The v2.1 *Card Nomenclature* section puts every element in a fixed place: type and
strength top left with the engagement cost beside them, generated points / Shields /
Nodes / Armor (and fleet modifiers) top right, the title above the art, the art window,
the title below it with card modifiers on the right and class text or P/NP at the
lower left corner of the art window, rules lines below, weapon symbols along the bottom.

Everything here is plain numbers: regions are ``Box`` values in millimetres, scaled to
pixels by ``Scale``. The renderer draws into these boxes and reports what it drew, so a
test can check that nothing leaves its region.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

CARD_WIDTH_MM = 63.0
CARD_HEIGHT_MM = 88.0


def card_height(width: int) -> int:
    """Pixel height of a card face ``width`` pixels wide (63 x 88 mm aspect)."""
    return round(width * CARD_HEIGHT_MM / CARD_WIDTH_MM)


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: left, top, right, bottom (right/bottom exclusive)."""

    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top

    @property
    def center(self) -> tuple[float, float]:
        return (self.left + self.right) / 2, (self.top + self.bottom) / 2

    def contains(self, other: Box, tolerance: float = 0.0) -> bool:
        """True if ``other`` lies inside this box (with ``tolerance`` of slack)."""
        return (
            other.left >= self.left - tolerance
            and other.top >= self.top - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def inset(self, dx: float, dy: float | None = None) -> Box:
        dy = dx if dy is None else dy
        return Box(self.left + dx, self.top + dy, self.right - dx, self.bottom - dy)

    def split_left(self, width: float) -> tuple[Box, Box]:
        """(left part ``width`` wide, the rest)."""
        cut = min(self.right, self.left + width)
        return Box(self.left, self.top, cut, self.bottom), Box(cut, self.top, self.right, self.bottom)

    def scaled(self, factor: float) -> Box:
        return Box(self.left * factor, self.top * factor, self.right * factor, self.bottom * factor)

    def rounded(self) -> tuple[int, int, int, int]:
        """Integer pixel corners for Pillow (right/bottom inclusive)."""
        return round(self.left), round(self.top), round(self.right) - 1, round(self.bottom) - 1


class Region(str, Enum):
    """The named places on a face (v2.1 *Card Nomenclature*)."""

    CODE = "code"  # type letter(s) and strength, top left
    COST = "cost"  # point requirements beside the code
    OUTPUT = "output"  # generated points, Shields, Nodes, Armor, fleet modifiers, top right
    TITLE = "title"  # card title above the art
    ART = "art"  # the art window
    CLASS = "class"  # class text and P/NP below the lower left corner of the art
    SUBTITLE = "subtitle"  # the title below the art
    CARD_MODIFIERS = "card_modifiers"  # card modifier symbols below the art, right
    TEXT = "text"  # rules lines with dashes, then flavor in italics
    WEAPONS = "weapons"  # weapon symbols along the bottom
    FOOTER = "footer"  # set code, provenance, empire


@dataclass(frozen=True)
class FaceLayout:
    """Fixed regions of a face in millimetres; the flexible split of the top and
    under-art rows is decided by the renderer once it has measured its contents."""

    card: Box = Box(0.0, 0.0, CARD_WIDTH_MM, CARD_HEIGHT_MM)
    frame: float = 2.2  # the dark outer border
    corner_radius: float = 3.0
    inner: Box = Box(2.2, 2.2, CARD_WIDTH_MM - 2.2, 84.4)
    top_row: Box = Box(3.2, 3.2, CARD_WIDTH_MM - 3.2, 10.6)
    title: Box = Box(3.2, 11.3, CARD_WIDTH_MM - 3.2, 17.3)
    art: Box = Box(4.4, 18.0, CARD_WIDTH_MM - 4.4, 50.0)
    under_art: Box = Box(4.4, 50.4, CARD_WIDTH_MM - 4.4, 55.0)
    text: Box = Box(3.2, 55.6, CARD_WIDTH_MM - 3.2, 78.2)
    weapons: Box = Box(3.2, 78.8, CARD_WIDTH_MM - 3.2, 83.6)
    footer: Box = Box(3.4, 84.7, CARD_WIDTH_MM - 3.4, 87.3)


LAYOUT = FaceLayout()


@dataclass(frozen=True)
class Scale:
    """Millimetres to pixels for one render (``width`` pixels across the card)."""

    width: int

    @property
    def px_per_mm(self) -> float:
        return self.width / CARD_WIDTH_MM

    @property
    def height(self) -> int:
        return card_height(self.width)

    def px(self, mm: float) -> float:
        return mm * self.px_per_mm

    def box(self, box: Box) -> Box:
        return box.scaled(self.px_per_mm)
