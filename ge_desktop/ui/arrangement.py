"""Where everything on a board lies: the board in, scene positions out. Pure maths, no Qt.

``arrange(board, card)`` seats the players (``layout.seats``), lays out each area
(``layout.area``) and each stack (``layout.stack``), fans the viewer's hand along the
bottom (``layout.hand``) and returns one ``CardSpot`` per card-shaped thing plus the drop
zones the scene hit-tests during a drag. Cards of a stack get positions relative to
their stack's top-left corner, because the scene moves a stack as one item.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.board import Board, CardView, ItemKey, SeatView
from ge_desktop.ui.layout.area import AREA_COLUMNS, WIDE_COLUMNS, AreaContents, AreaLayout, area_height, area_width, layout_area
from ge_desktop.ui.layout.geometry import Placement, Point, Rect, Size
from ge_desktop.ui.layout.hand import hand_fan
from ge_desktop.ui.layout.hits import Target
from ge_desktop.ui.layout.seats import seat_offset, table_geometry
from ge_desktop.ui.layout.stack import FANNED_PEEK, PEEK, StackEntry, stack_layout

DEFAULT_CARD = Size(126.0, 176.0)  # 63 x 88 mm at 2 scene units per millimetre
AREA_GAP = 0.35  # between areas, in card widths
HAND_STRIP = 1.45  # the viewer's hand strip height, in card heights
HQ_PEEK = 0.12  # cards on a Sector HQ peek out to its right by this many card widths


class SpotKind(str, Enum):
    STACK = "stack"  # in play, in a stack (position relative to the stack)
    HAND = "hand"  # the viewer's hand, fanned along the bottom
    HIDDEN_HAND = "hidden_hand"  # another player's hand, backs in his area
    RESERVE = "reserve"
    DISCARD = "discard"  # the top card of a Discard Pile
    HQ = "hq"  # a card on a Sector HQ


@dataclass(frozen=True, slots=True)
class CardSpot:
    """Where one card lies. For STACK spots ``placement`` is relative to ``stack``'s corner."""

    key: ItemKey
    kind: SpotKind
    seat: Seat
    placement: Placement
    z: float
    stack: ItemKey | None = None
    band: float | None = None  # in a stack with cards on it: the height of its strip showing


@dataclass(frozen=True, slots=True)
class DropZone:
    """A place a dragged card can land: a pile or the table area of a seat."""

    seat: Seat
    zone: Zone


@dataclass(frozen=True, slots=True)
class Arrangement:
    card: Size
    areas: dict[Seat, AreaLayout]
    hand: Rect
    spots: dict[ItemKey, CardSpot]
    stacks: dict[ItemKey, Rect]  # keyed by the basis card's key, in scene coordinates
    zones: tuple[Target[DropZone], ...]
    bounds: Rect

    def scene_footprint(self, key: ItemKey) -> Rect:
        """The box a card covers in scene coordinates."""
        spot = self.spots[key]
        box = spot.placement.footprint(self.card)
        if spot.stack is not None:
            corner = self.stacks[spot.stack]
            box = box.moved(corner.x, corner.y)
        return box


def _entries(stack: tuple[CardView, ...]) -> list[StackEntry]:
    return [StackEntry(c.depth, c.engaged, c.against) for c in stack]


def area_columns(player_count: int) -> float:
    """Two players each have a row to themselves, so their areas can be wider."""
    return WIDE_COLUMNS if player_count == 2 else AREA_COLUMNS


def _contents(seat: SeatView, card: Size, is_viewer: bool) -> AreaContents:
    stacks = tuple(stack_layout(_entries(s), card).size for s in seat.stacks)
    return AreaContents(stacks, len(seat.reserve), 0 if is_viewer else len(seat.hand))


def arrange(board: Board, card: Size = DEFAULT_CARD, fanned: ItemKey | None = None, hovered_hand: int | None = None) -> Arrangement:
    """Lay out ``board``: ``fanned`` names a stack (by its basis) shown fanned out."""
    # Seats: equal areas, as tall as the fullest one needs.
    count = board.player_count
    contents = {s.seat: _contents(s, card, s.seat == board.viewer) for s in board.seats}
    columns = area_columns(count)
    size = Size(area_width(card, columns), max(area_height(c, card, columns) for c in contents.values()))
    geometry = table_geometry(count, size, HAND_STRIP * card.height, AREA_GAP * card.width)
    areas: dict[Seat, AreaLayout] = {}
    spots: dict[ItemKey, CardSpot] = {}
    stacks: dict[ItemKey, Rect] = {}
    zones: list[Target[DropZone]] = []
    for seat in board.seats:
        offset = seat_offset(seat.seat, board.viewer, count)
        area = layout_area(geometry.areas[offset], contents[seat.seat], card, geometry.slots[offset].mirrored)
        areas[seat.seat] = area
        _place_seat(seat, area, card, fanned, spots, stacks)
        zones += _seat_zones(seat.seat, area, seat.seat == board.viewer)
    # The viewer's own hand, face up along the bottom.
    viewer = board.seats[board.viewer]
    fan = hand_fan(len(viewer.hand), card, geometry.hand, hovered_hand)
    for index, (view, placement) in enumerate(zip(viewer.hand, fan, strict=True)):
        spots[view.key] = CardSpot(view.key, SpotKind.HAND, viewer.seat, placement, 100.0 + index)
    zones.append(Target(DropZone(viewer.seat, Zone.HAND), geometry.hand, 1.0))
    return Arrangement(card, areas, geometry.hand, spots, stacks, tuple(zones), geometry.bounds)


def _place_seat(
    seat: SeatView,
    area: AreaLayout,
    card: Size,
    fanned: ItemKey | None,
    spots: dict[ItemKey, CardSpot],
    stacks: dict[ItemKey, Rect],
) -> None:
    """Spots for one seat's stacks, reserve, hidden hand, Discard Pile top and HQ cards."""
    for stack, rect in zip(seat.stacks, area.stacks, strict=True):
        basis = stack[0].key
        layout = stack_layout(_entries(stack), card, fanned=basis == fanned)
        stacks[basis] = Rect(rect.x, rect.y, layout.size.width, layout.size.height)
        step = card.height * (FANNED_PEEK if basis == fanned else PEEK)
        for index, (view, placement) in enumerate(zip(stack, layout.placements, strict=True)):
            band = step if index < len(stack) - 1 else None
            spots[view.key] = CardSpot(view.key, SpotKind.STACK, seat.seat, placement, float(index), basis, band)
    for view, placement in zip(seat.reserve, area.reserve, strict=True):
        spots[view.key] = CardSpot(view.key, SpotKind.RESERVE, seat.seat, placement, 10.0)
    for index, (view, placement) in enumerate(zip(seat.hand, area.hand, strict=False)):
        spots[view.key] = CardSpot(view.key, SpotKind.HIDDEN_HAND, seat.seat, placement, 10.0 + index * 0.01)
    if seat.discard:
        top = seat.discard[-1]
        spots[top.key] = CardSpot(top.key, SpotKind.DISCARD, seat.seat, Placement(area.discard.center), 10.0)
    for index, view in enumerate(seat.hq):
        center = Point(area.hq.center.x + (index + 1) * HQ_PEEK * card.width, area.hq.center.y)
        spots[view.key] = CardSpot(view.key, SpotKind.HQ, seat.seat, Placement(center), 5.0 - index * 0.01)


def _seat_zones(seat: Seat, area: AreaLayout, is_viewer: bool) -> list[Target[DropZone]]:
    """Drop zones of one area; piles sit above the area itself so they win a tie."""
    zones = [
        Target(DropZone(seat, Zone.PLAY), area.rect, 0.0),
        Target(DropZone(seat, Zone.HQ), area.hq, 1.0),
        Target(DropZone(seat, Zone.DECK), area.deck, 1.0),
        Target(DropZone(seat, Zone.DISCARD), area.discard, 1.0),
        Target(DropZone(seat, Zone.RESERVE), area.reserve_zone, 1.0),
    ]
    if not is_viewer:
        zones.append(Target(DropZone(seat, Zone.HAND), area.hand_zone, 1.0))
    return zones


def card_targets(arrangement: Arrangement, board: Board) -> list[Target[ItemKey]]:
    """Every face-up card in play or on a pile a dragged card could be dropped on."""
    targets = []
    for seat in board.seats:
        for stack in seat.stacks:
            for index, view in enumerate(stack):
                targets.append(Target(view.key, arrangement.scene_footprint(view.key), 10.0 + index))
    return targets
