"""Resolvers for damage a unit deals scaled by its weapon kind and by the kind of card it hits
(community cards, issue 38; h-dragon).

``scale_damage_dealt`` is continuous, on the firing unit: ``rules/weapons.py`` reads it as an
aimed volley reaches its target. The part of the volley fired by the unit's named weapon kind
(``weapon``: "heavy" (breath weapons are heavy weapons, v2.1 HEAVY WEAPON), "phaser" or
"damage" (physical damage); none: all of the unit's part) is multiplied by ``amount`` and divided
by ``divisor``, fractions dropped (v2.1 [Fractions]), when the target is of one of the card types
``against`` names (letters, comma-separated: "T"; none: any target); ``named`` keeps it to the
weapons of that name. Hydrogen Dragoness: "its breath does double damage to terrain" (amount 2,
weapon heavy, against T); Fuser: "doubles the damage of a ship's Bi-tritium Boomerangs" (amount
2, weapon heavy, named Bi-tritium Boomerang, on the ship it equips).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.damage_taken import scaled


class ScaleDamageDealtResolver(Resolver):
    name = "scale_damage_dealt"
    text = "multiply the damage the {weapon} of {target} deal to the card types 'against' names by {amount}, then divide it by the divisor"
    needs = ("amount",)
    # at_location (h-empire): only at the card the unit is in play on or against, its location (Super Heavy Cruiser)
    params = {"divisor": int, "against": str, "named": str, "at_location": bool}
    continuous = True
    stat = Stat.DAMAGE_DEALT_SCALED


def hits(effect: EffectInfo, target_types: frozenset[CardType]) -> bool:
    """Does the effect scale fire at a card of these types?"""
    wanted = {CardType(letter.strip()) for letter in str(effect.param("against") or "").split(",") if letter.strip()}
    return not wanted or bool(wanted & target_types)


def dealt(effect: EffectInfo, damage: int) -> int:
    """``damage`` after one ``scale_damage_dealt`` effect (fractions dropped)."""
    return scaled(effect, damage)


class HealingOnlyForResolver(Resolver):
    """The card's printed repair diamonds are healing points (v2.1 glossary: special repair
    points for dragons, psys and monsters) that only dragons, and with ``monsters`` monsters
    too, may take: Dragon Cave (dragons), Dragon Lair and Quark Dragoness (dragons and
    monsters). ``points.own_points`` turns them into healing; ``rules/allocation.py`` keeps
    them off other beings."""

    name = "healing_only_for"
    text = "make the healing points {target} produces (its printed repair diamonds) heal only dragons (with monsters: and monsters)"
    params = {"monsters": bool}
    continuous = True
    about_itself = True
    stat = Stat.HEALING_RESTRICTED
