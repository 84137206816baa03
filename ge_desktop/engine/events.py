"""The base of every game's events: what an action changed, in order, for a UI to animate.

Each game defines its own events (Galactic Empires: ``ge_desktop.rulesets.galactic_empires.events``).
"""

from __future__ import annotations


class Event:
    """Base of every event."""

    __slots__ = ()
