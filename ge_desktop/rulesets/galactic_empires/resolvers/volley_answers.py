"""Cards played in answer to an opponent's weapons volley (community decks, issue 38, h-kinds5).

``halve_volley`` (Unlucky Targeting): played in reaction to an opponent's weapons volley (v2.1
WEAPONS VOLLEY, step c: reactions), it divides that volley's damage by 2, fractions dropped
(``Volley.halvings``; ``rules/weapons.py`` halves the damage before the reductions other answers
add). It answers any live volley of another player: at a card, a Sector HQ or a whole fleet.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, VolleyItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver


def _live_opponent_volley(item: Pending | None, seat: int) -> VolleyItem | None:
    """The answered item, if it is another player's weapons volley that will still deal damage."""
    if not isinstance(item, VolleyItem) or item.seat == seat or item.volley is None or item.negated or item.volley.voided:
        return None
    return item


class HalveVolleyResolver(Resolver):
    name = "halve_volley"
    text = "divide the damage of an opponent's weapons volley by 2, fractions dropped"
    hostile = True
    answers = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = _live_opponent_volley(ctx.answered, ctx.seat)
        index = answered_index(ctx.item) if ctx.item is not None else None
        if item is None or item.volley is None or index is None:
            return None
        ctx.state.pending[index] = replace(item, volley=replace(item.volley, halvings=item.volley.halvings + 1))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the volley of p{item.seat} deals half its damage"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _live_opponent_volley(check.item, check.seat) is not None
