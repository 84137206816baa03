"""Damage multipliers: Lucky Mine Explosion and Bionic Enhancement.

Lucky Mine Explosion: played on one's own mine's explosion (its damage card action), the
explosion scores 1.5 times its damage, fractions dropped (v2.1: fractions are dropped).

The card is a luck card without R/: by its text (v2.1 CARDS HAVE RULES) it is played in
answer to its player's own mine action, on his own turn, as a Card Play. The reaction
window of that action asks him last (``reactions.open_window``), and only while he holds
such a card and it would answer (``answers_own``)."""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, Pending, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.systems import is_mine

_DAMAGE_KINDS = frozenset({Kind.DAMAGE, Kind.CARD_DAMAGE})


def own_mine_action(state: GameState, seat: Seat, item: Pending) -> bool:
    """Is ``item`` a card action of ``seat``'s own mine that deals damage, not yet boosted?"""
    if not isinstance(item, ActionItem) or item.negated or item.seat != seat or item.damage_times is not None:
        return False
    card = state.cards[item.card]
    if not is_mine(card) or not 1 <= item.function <= len(card.info.function_effects):
        return False
    return card.info.function_effects[item.function - 1].kind in _DAMAGE_KINDS


def answers_own(card: CardState) -> bool:
    """A card played in answer to its player's own action (not an R/ card)."""
    return any(effect.kind is Kind.MULTIPLY_DAMAGE for effect in card.info.effects)


def boosted(amount: int, item: Pending | None) -> int:
    """A card action's damage after a Lucky Mine Explosion (fractions dropped)."""
    if isinstance(item, ActionItem) and item.damage_times is not None:
        times, divisor = item.damage_times
        return amount * times // divisor
    return amount


class MultiplyDamageResolver(Resolver):
    name = "multiply_damage"
    text = "multiply your own mine's answered damage by {amount}, then divide it by the divisor"
    needs = ("amount",)
    params = {"divisor": int}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        index = answered_index(ctx.item) if ctx.item is not None else None
        if not isinstance(answered, ActionItem) or index is None or not own_mine_action(ctx.state, ctx.seat, answered):
            return None
        divisor = ctx.effect.param("divisor", 1)
        times = (ctx.effect.amount, divisor if isinstance(divisor, int) and divisor > 0 else 1)
        ctx.state.pending[index] = replace(answered, damage_times=times)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the mine's explosion scores {times[0]}/{times[1]} of its damage"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return own_mine_action(check.state, check.seat, check.item)


class MultiplyHostDamageResolver(Resolver):
    """Read by ``damage.caused_damage``: the damage the card it is on causes, multiplied
    (Bionic Enhancement; the weapons fire of its dragon counts all but heavy weapons)."""

    name = "multiply_host_damage"
    text = "multiply damage {target} causes, but heavy weapons, by {amount}, then divide by the divisor"
    needs = ("amount",)
    params = {"divisor": int}
    continuous = True
    stat = Stat.DAMAGE_MULTIPLIER

