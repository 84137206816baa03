"""The values every game shares: a seat at the table and how a game ended.

Each game's own vocabulary (Galactic Empires' phases, zones, dice: ``ge_desktop.rulesets.galactic_empires.terms``)
lives in its package.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NewType

Seat = NewType("Seat", int)
"""A player's place at the table, 0-based. Turn order is decided by the ante, not by seat."""


class EndReason(str, Enum):
    """How a game ended (the ``end`` field of ``simulate --json``)."""

    HQ_DESTROYED = "hq_destroyed"  # last player standing after Sector HQ eliminations
    FIFTY_POINTS = "fifty_points"  # first to 50 Sector HQ damage (optional rule / variant)
    TURN_CAP = "turn_cap"  # the configured complete-turn cap was reached: no winner
    SCORE = "score"  # another ruleset's score target was reached (not used by Galactic Empires)
    OTHERS_QUIT = "others_quit"  # The Gamblers: every other player quit


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended. ``winner`` is None at the turn cap."""

    winner: Seat | None
    end: EndReason
    complete_turns: int
