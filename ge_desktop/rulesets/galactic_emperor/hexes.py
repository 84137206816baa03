"""Axial hex coordinates, in the conventions of Red Blob Games' hex guide (pure functions).

A hex is ``Hex(q, r)``; the third cube coordinate is ``s = -q - r``. The six directions are
listed counter-clockwise from east (pointy-top layout: east, north-east, north-west, west,
south-west, south-east). ``distance`` is the cube distance, ``ring`` and ``spiral`` walk the
hexes at a radius the way the guide does (start at ``direction 4`` scaled by the radius,
then turn through the six directions). Hexes print as ``q,r`` and parse back.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple


class Hex(NamedTuple):
    """One space of the board in axial coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def step(self, direction: Hex, k: int = 1) -> Hex:
        """The hex ``k`` steps from this one in ``direction``."""
        return Hex(self.q + direction.q * k, self.r + direction.r * k)

    def text(self) -> str:
        return f"{self.q},{self.r}"


DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
CENTER = Hex(0, 0)


def parse_hex(text: str) -> Hex:
    """``"q,r"`` back to a ``Hex``; ``ValueError`` naming the text otherwise."""
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        return Hex(int(parts[0]), int(parts[1]))
    except ValueError:
        raise ValueError(f"expected a hex like 1,-2, not {text!r}") from None


def neighbors(h: Hex) -> list[Hex]:
    """The six hexes next to ``h``, in direction order."""
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Cube distance: the number of steps between ``a`` and ``b``."""
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` from ``center`` (one hex for radius 0)."""
    if radius == 0:
        return [center]
    results = []
    h = Hex(center.q + DIRECTIONS[4].q * radius, center.r + DIRECTIONS[4].r * radius)
    for side in range(6):
        for _ in range(radius):
            results.append(h)
            d = DIRECTIONS[side]
            h = Hex(h.q + d.q, h.r + d.r)
    return results


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """Every hex within ``radius`` of ``center``, ring by ring from the center."""
    for k in range(radius + 1):
        yield from ring(center, k)
