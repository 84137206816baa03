"""A card that comes back: a patrol ship that goes back to its owner's hand instead of the
Discard Pile when it leaves play (the community decks' Patrol Ships, issue 38; the rule itself
is in ``zones.leave_play``)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class ReturnWhenDiscardedResolver(Resolver):
    """Read by ``zones.leave_play``: the card goes to its owner's hand, not the Discard Pile."""

    name = "return_when_discarded"
    text = "go back to its owner's hand instead of the Discard Pile when it leaves play"
    continuous = True
    about_itself = True
    stat = Stat.EXPIRY
