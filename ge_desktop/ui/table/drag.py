"""A drag in progress: which items move, where they started, what lies under the cursor.

A press on a card followed by a move past the drag distance picks up the card; a card
in a stack takes every card played on or against it along (v2.1 *CARD PLAY TERMS*:
the stack hangs together), and the basis takes the whole stack. Plain Python: the
scene feeds it positions and asks it what to move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.ui.board import CardView, ItemKey
from ge_desktop.ui.layout.hits import Target

DRAG_Z = 1000.0


def carried_keys(stack: tuple[CardView, ...], key: ItemKey) -> list[ItemKey]:
    """``key`` and every card above it in its stack that hangs on it (deeper, contiguous)."""
    index = next(i for i, view in enumerate(stack) if view.key == key)
    depth = stack[index].depth
    keys = [key]
    for view in stack[index + 1 :]:
        if view.depth <= depth:
            break
        keys.append(view.key)
    return keys


@dataclass
class Drag:
    """One press-move-release on a card (or on a point token: ``point`` is set)."""

    key: ItemKey
    press: QPointF
    point: PointType | None = None
    die: DieKind | None = None  # the DieKind pressed (a press on a die: a click adds one)
    carried: list[ItemKey] = field(default_factory=list)
    items: list[QGraphicsItem] = field(default_factory=list)
    starts: list[QPointF] = field(default_factory=list)
    started: bool = False
    # The cards a drop may land on, worked out once for the layout they were taken from.
    targets: list[Target[ItemKey]] = field(default_factory=list)
    targets_for: object | None = None

    def pick_up(self, items: list[QGraphicsItem], carried: list[ItemKey]) -> None:
        """Start moving ``items`` (raised above everything else)."""
        self.items, self.carried, self.started = items, carried, True
        self.starts = [item.pos() for item in items]
        for offset, item in enumerate(items):
            holder = item.parentItem()
            if holder is not None:
                holder.setZValue(DRAG_Z)
            item.setZValue(DRAG_Z + offset)

    def follow(self, cursor: QPointF) -> None:
        delta = cursor - self.press
        for item, start in zip(self.items, self.starts, strict=True):
            item.setPos(start + delta)
