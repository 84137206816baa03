"""Cards that lower the points a weapon needs to fire (community decks, issue 38, h-terrain2).

``weapon_discount`` (continuous; ``amount`` points of ``point`` fewer for the weapon named
``weapon``, on the units it reaches, ``target_empire`` keeping it to one empire's ships):

- Corporate Homeworld: every Corporate ship in play (own fleet and opponents') needs 1 energy
  less to fire its Variable Plasma: the Variable Plasma deals 1 damage more than the energy the
  ship gives it, within its printed range (``systems.plasma_energy``). Corporate Pirate ships
  count: v2.1 CORPORATE PIRATES gives them "all corporate technology, abilities".
- Plasmatic Nebula: every P.O.T. ship in play fires its Plasma Streams for 1 ammunition less
  each turn: one Plasma Stream is armed without its ammunition point (``rules/weapons.armed``).
  A heavy weapon is fired by its symbol, so the engine gives the free point only to a unit
  whose heavy weapons are all Plasma Streams (every printed P.O.T. ship): there the free shot
  is surely a Plasma Stream.

Two copies in play lower the cost twice (each card says "one less"). ``systems.weapon_discount``
reads the stat.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class WeaponDiscountResolver(Resolver):
    name = "weapon_discount"
    text = "let the {weapon} of {target} fire for {amount} {point} less"
    needs = ("amount", "point", "weapon")
    params = {"target_empire": str}
    continuous = True
    stat = Stat.WEAPON_COST
    change = Change.LOWER
