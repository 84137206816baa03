"""Resolvers for community crew and equipment cards (issue 38, h-crew).

``reduce_damage_by_shields`` (R/E4 Argonian Hull Rotation): played in answer to an opponent's
volley at the ship it is played on, the volley deals as many fewer damage points as that ship
has Shield points left ("the current strength of the ship's shields": its Shields less the
Shield damage it has taken). ``target_empire`` keeps it to ships of that empire (only Argonian
ships can turn their hull; a generic unit cannot).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.pending import Volley
from ge_desktop.rulesets.galactic_empires.resolvers.base import Context
from ge_desktop.rulesets.galactic_empires.resolvers.combat import ReduceDamageResolver
from ge_desktop.rulesets.galactic_empires.stats import shields, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind


class ReduceDamageByShieldsResolver(ReduceDamageResolver):
    name = "reduce_damage_by_shields"
    text = "make the volley at {target} deal as many fewer damage points as that unit has Shield points left"
    needs = ()
    params = {"target_empire": str}
    continuous = False
    stat = None

    def volley_reduction(self, ctx: Context, volley: Volley) -> int:
        if volley.target is None:
            return 0
        unit = unit_of(ctx.state, ctx.state.cards[volley.target])
        return max(0, shields(ctx.state, unit) - unit.die(DieKind.SHIELD))
