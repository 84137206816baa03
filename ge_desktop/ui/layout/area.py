"""The inside of one player area: fleet, piles row, reserve fleet and a face-down hand.

Unmirrored (the viewer's side of the table), from the middle of the table outward:
a label strip with the player's name, the active fleet (stacks flowing left to right,
wrapping into more rows), then the piles row: Sector HQ, deck, Discard Pile, the reserve
fleet and, for players not at the screen, their hand as overlapping card backs. Areas in
the top row are the same picture mirrored top to bottom.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ge_desktop.ui.layout.geometry import Placement, Point, Rect, Size

AREA_COLUMNS = 8.0  # area width in card widths
WIDE_COLUMNS = 12.0  # the same when an area has a row to itself (2 players)
MARGIN = 0.15  # in card widths
GAP = 0.12  # between stacks and piles, in card widths
LABEL = 0.2  # label strip height, in card heights
RESERVE_COLUMNS = 2.4  # width of the reserve zone, in card widths
ROW_PITCH = 1.05  # at most this many card widths between neighbouring cards of a row


@dataclass(frozen=True, slots=True)
class AreaContents:
    """What decides an area's shape: its stacks' sizes, reserve and hidden hand counts."""

    stacks: tuple[Size, ...] = ()
    reserve: int = 0
    hidden_hand: int = 0


@dataclass(frozen=True, slots=True)
class AreaLayout:
    """Every zone of one area in scene coordinates."""

    rect: Rect
    label: Rect
    fleet: Rect
    stacks: tuple[Rect, ...]
    hq: Rect
    deck: Rect
    discard: Rect
    reserve_zone: Rect
    reserve: tuple[Placement, ...]
    hand_zone: Rect
    hand: tuple[Placement, ...]


def area_width(card: Size, columns: float = AREA_COLUMNS) -> float:
    return card.width * columns


def flow(sizes: Sequence[Size], width: float, gap: float) -> tuple[list[Point], float]:
    """Top-left corners of boxes flowing left to right, wrapping at ``width``; total height."""
    corners: list[Point] = []
    x = y = row_height = 0.0
    for size in sizes:
        if x > 0 and x + size.width > width:
            x, y, row_height = 0.0, y + row_height + gap, 0.0
        corners.append(Point(x, y))
        x += size.width + gap
        row_height = max(row_height, size.height)
    return corners, (y + row_height if sizes else 0.0)


def row_of(count: int, zone: Rect, card: Size) -> list[Placement]:
    """``count`` upright cards left to right in ``zone``, overlapping when they must."""
    if count <= 0:
        return []
    room = max(zone.width - card.width, 0.0)
    pitch = min(card.width * ROW_PITCH, room / (count - 1)) if count > 1 else 0.0
    y = zone.y + zone.height / 2
    return [Placement(Point(zone.x + card.width / 2 + i * pitch, y)) for i in range(count)]


def _inner_width(card: Size, columns: float) -> float:
    return area_width(card, columns) - 2 * MARGIN * card.width


def fleet_height(contents: AreaContents, card: Size, columns: float = AREA_COLUMNS) -> float:
    """The fleet's height: its stacks flowed, and never less than one sideways card."""
    _, height = flow(contents.stacks, _inner_width(card, columns), GAP * card.width)
    return max(height, card.width)


def area_height(contents: AreaContents, card: Size, columns: float = AREA_COLUMNS) -> float:
    margin, gap = MARGIN * card.width, GAP * card.width
    return LABEL * card.height + fleet_height(contents, card, columns) + gap + card.height + 2 * margin


def layout_area(rect: Rect, contents: AreaContents, card: Size, mirrored: bool) -> AreaLayout:
    """Every zone of an area occupying ``rect`` (taller than needed is fine)."""
    margin, gap = MARGIN * card.width, GAP * card.width
    left, inner = rect.x + margin, rect.width - 2 * margin
    # Label strip and fleet, from the middle of the table outward.
    label = Rect(left, rect.y + margin / 2, inner, LABEL * card.height)
    fleet_top = label.bottom
    piles_top = rect.bottom - margin - card.height
    fleet = Rect(left, fleet_top, inner, max(piles_top - gap - fleet_top, card.width))
    corners, _ = flow(contents.stacks, inner, gap)
    stacks = [Rect(left + c.x, fleet_top + c.y, s.width, s.height) for c, s in zip(corners, contents.stacks, strict=True)]
    # The piles row: HQ, deck, discard, reserve zone, hidden hand zone.
    hq = Rect(left, piles_top, card.width, card.height)
    deck = hq.moved(card.width + gap, 0)
    discard = deck.moved(card.width + gap, 0)
    reserve_zone = Rect(discard.right + gap, piles_top, card.width * RESERVE_COLUMNS, card.height)
    hand_zone = Rect(reserve_zone.right + gap, piles_top, rect.right - margin - reserve_zone.right - gap, card.height)
    layout = AreaLayout(
        rect,
        label,
        fleet,
        tuple(stacks),
        hq,
        deck,
        discard,
        reserve_zone,
        tuple(row_of(contents.reserve, reserve_zone, card)),
        hand_zone,
        tuple(row_of(contents.hidden_hand, hand_zone, card)),
    )
    return mirror_area(layout) if mirrored else layout


def _flip(rect: Rect, area: Rect) -> Rect:
    return Rect(rect.x, area.y + area.bottom - rect.bottom, rect.width, rect.height)


def _flip_placement(placement: Placement, area: Rect) -> Placement:
    return Placement(Point(placement.center.x, area.y + area.bottom - placement.center.y), placement.rotation)


def mirror_area(layout: AreaLayout) -> AreaLayout:
    """The same area mirrored top to bottom (for players across the table)."""
    area = layout.rect
    return AreaLayout(
        area,
        _flip(layout.label, area),
        _flip(layout.fleet, area),
        tuple(_flip(r, area) for r in layout.stacks),
        _flip(layout.hq, area),
        _flip(layout.deck, area),
        _flip(layout.discard, area),
        _flip(layout.reserve_zone, area),
        tuple(_flip_placement(p, area) for p in layout.reserve),
        _flip(layout.hand_zone, area),
        tuple(_flip_placement(p, area) for p in layout.hand),
    )
