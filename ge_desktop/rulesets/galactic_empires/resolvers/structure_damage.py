"""Damage halved as it reaches a card's structure (community decks, issue 38, h-terrain2).

``halve_structure_damage`` (continuous, on the card itself: Council of Six Homeworld, "weapons
damage applied to the structure is reduced by 1/2"): ``damage.damage_card`` halves the weapons
fire damage that is left for the structure once Shields (and armour) took theirs, fractions
dropped (v2.1 L540). ``scale_damage_taken`` scales a volley before the Shields; this one after.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class HalveStructureDamageResolver(Resolver):
    name = "halve_structure_damage"
    text = "halve the weapons damage that reaches the structure of {target}"
    continuous = True
    stat = Stat.STRUCTURE_DAMAGE_HALVED
    change = Change.HALVE
