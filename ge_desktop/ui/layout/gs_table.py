"""Where things go on a Galactic Supremacy table: pure functions on plain numbers.

Each player has a *block*: a header (name, credits, technology levels), then his Sectors
in a row, the Homeworld first, each with the Fleets and Leaders attached to it fanned
down below it (each attached card shows its title band); the player at the screen also
has his hand along the bottom of his block. The other players' blocks sit in a grid
above (up to ``MAX_COLUMNS`` side by side), then a middle strip (the common deck, the
discard pile, what is happening), then the block of the player at the screen across the
bottom. Sizes are in scene units; the view fits the whole to its window.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_W = 100.0
CARD_H = 140.0
GAP = 12.0
ATTACH_STEP = 34.0  # how far each attached card sits below the one before (its title band shows)
HEADER_H = 52.0
HAND_GAP = 18.0
MIDDLE_H = CARD_H * 0.75 + 2 * GAP
MIN_COLUMNS = 5  # a block is never narrower than this many Sectors
MAX_COLUMNS = 3  # other players' blocks side by side
MIN_HAND_STEP = 30.0  # cards of a long hand overlap down to this much showing


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom


def column_height(attached: int) -> float:
    """A Sector with ``attached`` cards fanned below it."""
    return CARD_H + attached * ATTACH_STEP


def block_size(columns: list[int], hand: int | None) -> tuple[float, float]:
    """(width, height) of a block: ``columns`` gives each Sector's attached count; ``hand``
    the hand shown in the block (None: not shown)."""
    width = max(len(columns), MIN_COLUMNS) * (CARD_W + GAP) + GAP
    height = HEADER_H + max((column_height(n) for n in columns), default=CARD_H) + GAP
    if hand is not None:
        height += HAND_GAP + CARD_H + GAP
    return width, height


def sector_origin(block: Rect, index: int) -> tuple[float, float]:
    """Top-left of the ``index``-th Sector of a block."""
    return block.x + GAP + index * (CARD_W + GAP), block.y + HEADER_H


def attached_origin(block: Rect, index: int, depth: int) -> tuple[float, float]:
    """Top-left of the ``depth``-th card (1-based) attached below the ``index``-th Sector."""
    x, y = sector_origin(block, index)
    return x, y + depth * ATTACH_STEP


def hand_origins(block: Rect, count: int) -> list[tuple[float, float]]:
    """Top-left of each hand card along the bottom of the block (overlapping when many)."""
    if count == 0:
        return []
    room = block.w - 2 * GAP - CARD_W
    step = min(CARD_W + 6.0, max(MIN_HAND_STEP, room / max(count - 1, 1)))
    y = block.bottom - GAP - CARD_H
    return [(block.x + GAP + k * step, y) for k in range(count)]


@dataclass(frozen=True, slots=True)
class TableLayout:
    others: tuple[Rect, ...]  # the other players' blocks, in the order given
    middle: Rect
    mine: Rect | None  # the block of the player at the screen (None for a spectator)

    @property
    def bounds(self) -> Rect:
        rects = [*self.others, self.middle, *([self.mine] if self.mine else [])]
        right = max(r.right for r in rects)
        bottom = max(r.bottom for r in rects)
        return Rect(0.0, 0.0, right + GAP, bottom + GAP)


def best_arrangement(others: list[tuple[float, float]], mine: tuple[float, float] | None, view: tuple[float, float]) -> TableLayout:
    """The arrangement (1 to ``MAX_COLUMNS`` other blocks side by side) that shows the cards
    largest in a view ``view`` (width, height) big: stacked in a tall window (a 1024x700
    screen beside the docks), side by side in a wide one."""
    best: tuple[float, TableLayout] | None = None
    for columns in range(1, MAX_COLUMNS + 1):
        layout = arrange(others, mine, columns)
        bounds = layout.bounds
        scale = min(view[0] / bounds.w, view[1] / bounds.h)
        if best is None or scale > best[0] + 1e-9:
            best = (scale, layout)
    assert best is not None
    return best[1]


def arrange(others: list[tuple[float, float]], mine: tuple[float, float] | None, columns: int = MAX_COLUMNS) -> TableLayout:
    """Place the blocks: the others in rows of up to ``columns``, the middle strip, then
    the viewer's block (a spectator's table has every block in the grid, ``mine`` None)."""
    per_row = min(columns, max(1, len(others)))
    rows = [others[k : k + per_row] for k in range(0, len(others), per_row)]
    widths = [sum(w for w, _ in row) + GAP * (len(row) - 1) for row in rows]
    full = max([*widths, mine[0] if mine else 0.0])
    placed: list[Rect] = []
    y = GAP
    for row, width in zip(rows, widths, strict=True):
        x = GAP + (full - width) / 2
        height = max(h for _, h in row)
        for w, h in row:
            placed.append(Rect(x, y, w, h))
            x += w + GAP
        y += height + GAP
    middle = Rect(GAP, y, full, MIDDLE_H)
    y += MIDDLE_H + GAP
    mine_rect = Rect(GAP + (full - mine[0]) / 2, y, mine[0], mine[1]) if mine else None
    return TableLayout(tuple(placed), middle, mine_rect)
