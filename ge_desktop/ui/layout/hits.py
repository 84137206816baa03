"""Hit tests: which zone or card is under a point, topmost first."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from ge_desktop.ui.layout.geometry import Point, Rect

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Target(Generic[K]):
    """Something that can be hit: a key, the box it covers and its stacking order."""

    key: K
    rect: Rect
    z: float = 0.0


def pick(point: Point, targets: Sequence[Target[K]], exclude: frozenset[K] = frozenset()) -> K | None:
    """The key of the topmost target containing ``point`` (later wins a tie), or None."""
    best: Target[K] | None = None
    for target in targets:
        if target.key in exclude or not target.rect.contains(point):
            continue
        if best is None or target.z >= best.z:
            best = target
    return None if best is None else best.key
