"""The values every game shares: a seat at the table and how a game ended.

Each game's own vocabulary (Galactic Empires' phases, zones, dice and end reasons:
``ge_desktop.rulesets.galactic_empires.terms``) lives in its package.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NewType

Seat = NewType("Seat", int)
"""A player's place at the table, 0-based. Turn order is decided by the ante, not by seat."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended, in words every game shares.

    ``winners``: who won (empty: nobody, e.g. a turn cap; more than one: a shared victory).
    ``ranking``: every seat's place, best first, seats sharing a place together; the first
    place is ``winners`` when there are any. ``reason``: the game's own identifier for how
    it ended (Galactic Empires' ``EndReason`` values, Galactic Supremacy's ``"conquest"``:
    ``simulate --json`` prints it as ``end``); ``text``: the same for people, in the game's
    words. ``complete_turns``: the turns (or rounds) the game lasted, as the game counts them.
    """

    winners: tuple[Seat, ...]
    reason: str
    complete_turns: int
    ranking: tuple[tuple[Seat, ...], ...] = ()
    text: str = ""

    def __post_init__(self) -> None:
        if self.ranking and self.winners and self.ranking[0] != self.winners:
            raise ValueError(f"the first place of the ranking {self.ranking} is not the winners {self.winners}")
        placed = [seat for place in self.ranking for seat in place]
        if len(placed) != len(set(placed)):
            raise ValueError(f"a seat holds two places in the ranking {self.ranking}")
        if not self.text:
            object.__setattr__(self, "text", self.reason.replace("_", " ").capitalize())

    @property
    def winner(self) -> Seat | None:
        """The one winner, or None when nobody won or the victory is shared."""
        return self.winners[0] if len(self.winners) == 1 else None


def ranked(winners: tuple[Seat, ...], rest: list[tuple[Seat, ...]]) -> tuple[tuple[Seat, ...], ...]:
    """A ranking: ``winners`` first (when there are any), then the places of ``rest`` that hold a seat."""
    places = [winners] if winners else []
    return tuple(places + [place for place in rest if place])


def places_by(seats: list[Seat], key: dict[Seat, int]) -> list[tuple[Seat, ...]]:
    """``seats`` grouped into places by ``key``, the highest first (equal keys share a place)."""
    places: list[tuple[Seat, ...]] = []
    for value in sorted({key[s] for s in seats}, reverse=True):
        places.append(tuple(s for s in seats if key[s] == value))
    return places
