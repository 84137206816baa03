"""The base of every game's events: what an action changed, in order, for a UI to animate.

Each game defines its own events (Galactic Empires: ``ge_desktop.rulesets.galactic_empires.events``);
``Said`` is the one every game may use: a line of its log, with who may read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.engine.terms import Seat


class Event:
    """Base of every event."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Said(Event):
    """What happened as a line of the game's log: ``text`` for ``seats`` (None: everyone),
    ``others`` (or nothing) for the rest. Games that tell their story in words (Galactic
    Supremacy, Galactic Emperor) return these from ``apply``; anything generic (a log, the
    server) shows a viewer ``for_viewer(viewer)`` only, never ``text`` meant for other seats."""

    text: str
    seats: frozenset[Seat] | None = None
    others: str | None = None

    def for_viewer(self, viewer: Seat | None) -> str | None:
        if self.seats is None or (viewer is not None and viewer in self.seats):
            return self.text
        return self.others
