"""Seating: where the areas of 2-6 players lie around the table.

The player at the screen (the viewer) always sits at the bottom centre, with his hand
along the bottom edge below his area. The others follow clockwise (to the viewer's
left first, across the top, back down on his right), in two rows facing each other
across the middle of the table. Areas in the top row are mirrored, so every fleet faces
the middle and every pile row faces its own player.

Offsets count seats clockwise from the viewer: offset 0 is the viewer.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ge_desktop.ui.layout.geometry import Rect, Size

MIN_SEATS = 2
MAX_SEATS = 6


class Row(str, Enum):
    TOP = "top"
    BOTTOM = "bottom"


# Per player count: (top row, bottom row), each left to right, in clockwise offsets.
ROW_PLANS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {
    2: ((1,), (0,)),
    3: ((1, 2), (0,)),
    4: ((1, 2, 3), (0,)),
    5: ((2, 3), (1, 0, 4)),
    6: ((2, 3, 4), (1, 0, 5)),
}


@dataclass(frozen=True, slots=True)
class SeatSlot:
    """Where the seat ``offset`` places clockwise from the viewer sits."""

    offset: int
    row: Row
    column: int
    columns: int

    @property
    def mirrored(self) -> bool:
        return self.row is Row.TOP


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """The area of each offset, the viewer's hand strip and the bounds of everything."""

    areas: tuple[Rect, ...]
    slots: tuple[SeatSlot, ...]
    hand: Rect
    bounds: Rect


def seat_offset(seat: int, viewer: int, count: int) -> int:
    """How many places clockwise from the viewer ``seat`` sits."""
    return (seat - viewer) % count


def seat_slots(count: int) -> list[SeatSlot]:
    """The slot of every offset 0..count-1, in offset order."""
    if count not in ROW_PLANS:
        raise ValueError(f"the table seats {MIN_SEATS} to {MAX_SEATS} players, not {count}")
    slots = []
    for row, offsets in zip((Row.TOP, Row.BOTTOM), ROW_PLANS[count], strict=True):
        slots += [SeatSlot(offset, row, column, len(offsets)) for column, offset in enumerate(offsets)]
    return sorted(slots, key=lambda slot: slot.offset)


def table_geometry(count: int, area: Size, hand_height: float, gap: float) -> TableGeometry:
    """Lay out ``count`` equal areas in two rows and the hand strip below the bottom row."""
    slots = seat_slots(count)
    widest = max(slot.columns for slot in slots)
    width = widest * area.width + (widest - 1) * gap
    rects = []
    for slot in slots:
        row_width = slot.columns * area.width + (slot.columns - 1) * gap
        x = (width - row_width) / 2 + slot.column * (area.width + gap)
        y = 0.0 if slot.row is Row.TOP else area.height + gap
        rects.append(Rect(x, y, area.width, area.height))
    hand = Rect(0.0, 2 * (area.height + gap), width, hand_height)
    return TableGeometry(tuple(rects), tuple(slots), hand, Rect(0.0, 0.0, width, hand.bottom))
