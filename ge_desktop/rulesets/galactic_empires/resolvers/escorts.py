"""The escort's reaction: take over the damage of a volley at a big ship of its fleet
(v2.1 REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY, "escorts intercepting damage")."""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.interception import covers
from ge_desktop.rulesets.galactic_empires.pending import VolleyItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver, volley_at


class InterceptDamageResolver(Resolver):
    """As a reaction: the escort is put in the answered volley's way (``interception.py``
    works out, as the volley resolves, what it takes over)."""

    name = "intercept_damage"
    text = "take over the damage of an opponent's volley at one of your ships, suffering {amount} damage for each point"
    needs = ("amount",)
    params = {"min_strength": int}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        index = answered_index(ctx.item) if ctx.item is not None else None
        if not isinstance(answered, VolleyItem) or answered.volley is None or index is None or answered.volley.target is None:
            return None
        target = ctx.state.cards[answered.volley.target]
        if not covers(ctx.state, ctx.card, target) or answered.volley.interceptor is not None:
            return None
        ctx.state.pending[index] = replace(answered, volley=replace(answered.volley, interceptor=ctx.card.id))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{ctx.card.id} moves to intercept the volley at #{target.id}"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        if not check.in_play or not isinstance(check.item, VolleyItem) or check.item.volley is None or check.item.volley.interceptor is not None:
            return False
        target = volley_at(check)
        return target is not None and covers(check.state, check.card, target)

