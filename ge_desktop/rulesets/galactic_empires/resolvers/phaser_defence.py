"""Defences against Phasers (issue 38, h-crew2): R/E3 Shroud Web Device.

``phasers_shields_only`` (continuous, target location: the ship it is on): the Phasers of a
volley aimed at that ship take its Shields but cannot cause structural damage. The volley's
damage reaches the Shields first as usual; the structural damage it causes is at most the part
of the volley not fired by Phasers (``rules/weapons.py`` caps it with ``Hit.structure_cap``).
``discarded_after_use``: the card leaves play once a volley with Phasers in it has reached the ship.
Played in reaction (an R/ card), it answers an opponent's volley with Phasers in it at that ship.
"""

from __future__ import annotations

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.pending import VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ReactionCheck, Resolver, protects_volley_target


class PhasersShieldsOnlyResolver(Resolver):
    name = "phasers_shields_only"
    text = "Phasers fired at {target} take its Shields but cause it no structural damage"
    params = {"discarded_after_use": bool}
    continuous = True
    stat = Stat.PHASERS_SHIELDS_ONLY

    def reaction_use(self, check: ReactionCheck) -> bool:
        """Played in reaction to an opponent's volley with Phasers in it at the ship it goes on."""
        item = check.item
        phasers = isinstance(item, VolleyItem) and item.volley is not None and any(s is WeaponSymbol.PHASER for _, s, _ in item.volley.parts)
        return phasers and protects_volley_target(check)
