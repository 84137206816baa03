"""Stack offsets: how the cards of one stack overlap so that every card stays findable.

A stack is its basis plus the cards played on or against it, depth first (v2.1 *CARD
PLAY TERMS*, BASIS OF A STACK). Each card lies a little lower than the one before, so
the top strip of every card (type, strength, title) stays visible, and each level of
depth is indented a little, so the basis is the card sticking out top left. Hovering
fans the stack out further. A disengaged card lies sideways (v2.1 *2 - ENGAGEMENT
PHASE*); a card played against an opponent's card lies upside down toward its owner.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ge_desktop.ui.layout.geometry import Placement, Point, Size

PEEK = 0.2  # fraction of a card height each later card sits below the one before
FANNED_PEEK = 0.5  # the same while the stack is fanned out (hovered)
INDENT = 0.08  # fraction of a card width each depth level is indented

UPRIGHT = 0.0
SIDEWAYS = 90.0
UPSIDE_DOWN = 180.0


@dataclass(frozen=True, slots=True)
class StackEntry:
    """One card of a stack: its depth (0 = basis) and how it lies."""

    depth: int = 0
    engaged: bool = True
    against: bool = False


@dataclass(frozen=True, slots=True)
class StackLayout:
    """Each card's placement relative to the stack's top-left corner, and the stack's size."""

    placements: tuple[Placement, ...]
    size: Size


def card_rotation(engaged: bool, against: bool) -> float:
    """Degrees clockwise: sideways when disengaged, plus a half turn when played against."""
    return (UPRIGHT if engaged else SIDEWAYS) + (UPSIDE_DOWN if against else 0.0)


def stack_layout(entries: Sequence[StackEntry], card: Size, fanned: bool = False) -> StackLayout:
    """Lay out a stack given depth-first; the first entry is the basis."""
    step = card.height * (FANNED_PEEK if fanned else PEEK)
    placements = []
    width = height = 0.0
    for index, entry in enumerate(entries):
        rotation = card_rotation(entry.engaged, entry.against)
        footprint = card.turned() if not entry.engaged else card
        left, top = entry.depth * card.width * INDENT, index * step
        placements.append(Placement(Point(left + footprint.width / 2, top + footprint.height / 2), rotation))
        width = max(width, left + footprint.width)
        height = max(height, top + footprint.height)
    return StackLayout(tuple(placements), Size(width, height))


def stack_size(entries: Sequence[StackEntry], card: Size, fanned: bool = False) -> Size:
    """Only the size of ``stack_layout`` (what the area flow needs)."""
    return stack_layout(entries, card, fanned).size
