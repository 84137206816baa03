"""The game's own seeded random generator (chance as recorded outcomes).

A small SplitMix64 generator whose whole state is one integer, so it is identical on every
Python version and platform, and ``clone()`` is a single assignment. Every shuffle, cut
and die roll in a game draws from it in a fixed order, so a seed plus the action list
replays to the identical state; the outcomes also appear as events.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


class GameRandom:
    """Deterministic 64-bit generator; ``below(n)`` is unbiased (rejection sampling)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def roll(self, sides: int = 6) -> int:
        """A die roll, 1..sides."""
        return self.below(sides) + 1

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def canonical_form(self) -> int:
        """The generator in a state's canonical form: its whole state."""
        return self.state

    def clone(self) -> GameRandom:
        copy = GameRandom(0)
        copy.state = self.state
        return copy
