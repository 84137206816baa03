"""A unit's first damage in each opponent turn made smaller (issue 38: the Krebiz Monolith,
"Krebiz ships in the fleet take 1 less damage each opponent turn"). The reading is in
``damage.first_damage_cut``: the first hit of an opponent's turn that would still damage the
unit after its other reductions loses ``amount``; the unit's ``damage_cut_turn`` records
that this turn's cut is used."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class CutFirstDamageResolver(Resolver):
    """Continuous: each unit it reaches (``target_empire`` keeps it to one empire's ships)
    takes ``amount`` less damage in each opponent turn, from the first hit that damages it."""

    name = "cut_first_damage"
    text = "make the first damage {target} takes in each opponent turn {amount} less"
    needs = ("amount",)
    params = {"target_empire": str}
    continuous = True
    stat = Stat.FIRST_DAMAGE_CUT
