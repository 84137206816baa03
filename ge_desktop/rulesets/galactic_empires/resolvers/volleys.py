"""Resolvers for weapons volleys turned back on the player who fired them (community cards,
issue 38).

``redirect_volley`` (Targeting Error) answers an opponent's weapons volley (v2.1 WEAPONS VOLLEY,
step c: reactions): its player chooses a ship or base of the firing player, and the volley's
damage reaches that unit instead of its target. Nothing protects the new target by splash
damage or an escort's interception that was meant for the old one (they are cleared). A
volley aimed at a whole fleet cannot be redirected.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, VolleyItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of

_UNITS = frozenset({CardType.SHIP, CardType.BASE})


def _opponent_volley(item: Pending | None, seat: int) -> VolleyItem | None:
    """The answered item, if it is a live weapons volley of another player aimed at a card or Sector HQ."""
    if not isinstance(item, VolleyItem) or item.seat == seat or item.volley is None or item.negated:
        return None
    volley = item.volley
    if volley.voided or volley.fleet is not None or (volley.target is None and volley.hq is None):
        return None
    return item


def _new_targets(state: GameState, item: VolleyItem) -> list[CardState]:
    """The firing player's ships and bases the volley could be turned onto."""
    volley = item.volley
    current = volley.target if volley is not None else None
    return [
        c for c in state.fleet(item.seat)
        if c.info.kind in _UNITS and unit_of(state, c) is c and c.id != current
    ]


class RedirectVolleyResolver(CardResolver):
    name = "redirect_volley"
    text = "turn an opponent's weapons volley onto {target} of the player who fired it"
    hostile = True
    answers = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        item = _opponent_volley(ctx.answered, ctx.seat)
        return item is not None and card in _new_targets(ctx.state, item)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        item = _opponent_volley(ctx.answered, ctx.seat)
        index = answered_index(ctx.item) if ctx.item is not None else None
        if item is None or item.volley is None or index is None or not targets:
            return None
        target = targets[0]
        volley = replace(item.volley, target=target.id, hq=None, protector=None, interceptor=None)
        ctx.state.pending[index] = replace(item, volley=volley)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the volley of p{item.seat} turns onto its own #{target.id}"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = _opponent_volley(check.item, check.seat)
        return item is not None and bool(_new_targets(check.state, item))
