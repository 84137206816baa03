"""A base that keeps pirates off its fleet's terrain: Police Headquarters (issue 38; the rule
itself is read by ``raids.police_problem`` when a ship moves or is played against a terrain)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class KeepOffPiratesResolver(Resolver):
    """Read by ``raids.police_problem``: no pirate ship of this card's strength or less may be
    played or moved against a terrain of its controller's fleet while it is in play."""

    name = "keep_off_pirates"
    text = "keep pirate ships no stronger than this card from being played or moved against the terrain of your fleet"
    continuous = True
    about_itself = True
    stat = Stat.MOVEMENT
