"""Energy that powers up a unit's weapons (issue 38, h-crew2): E8 Argonian Energy Flux Mode
Enhancement.

``energize_weapons`` (continuous, on an equipment card; ``amount``: the multiplier; ``weapon``:
the weapons' name): each energy point the card receives (its printed 1 energy is the
first; more go to it in the Allocation Phase, one for each such weapon) multiplies the damage of
one weapon so named of the unit it is on by ``amount``: "the damage caused by each energy flux
is tripled with one energy point per energy flux". ``systems.firing_weapons`` applies it while
the card works (engaged); ``systems.weapon_energy_room`` lets the Allocation Phase give it one
energy point per such weapon.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class EnergizeWeaponsResolver(Resolver):
    name = "energize_weapons"
    text = "each energy point on this card multiplies the damage of one {weapon} of its unit by {amount}"
    needs = ("amount", "weapon")
    continuous = True
    about_itself = True
    stat = Stat.WEAPON_ENERGY_MULTIPLIER
