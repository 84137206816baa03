"""The reserve fleet swapped by a card's text (community decks, issue 38, h-occur3).

Expeditious Reserves (L7): as its play completes, its player may take any card of his reserve
fleet into his hand and put any card of his hand into the reserve in its place, whatever their
strengths (v2.1 USING THE RESERVE FLEET asks the card going in to be at least as strong; this
card lifts that). The exchange is part of the card's own play (one Card Play). A card limited to
one copy per deck still never goes into the reserve (v2.1 RESERVE FLEET RESTRICTIONS), nor does a
card with this kind: it may not be placed or played into the reserve fleet itself
(``rules/plays.check_swap`` refuses it).

Two choices, one after the other: the reserve card (which then is in the hand), then the hand
card that takes its place (the reserve card itself may go straight back). The reserve keeps its
size whatever is chosen, since the first card taken is always a card the second choice may put back.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import to_pile


def barred_from_reserve(card: CardState) -> bool:
    """May this card never be placed or played into a reserve fleet by its own text (Expeditious Reserves)?"""
    return any(effect.kind is Kind.RESERVE_EXCHANGE for effect in card.info.effects)


def _may_go_in(card: CardState) -> bool:
    return not card.info.unique and not barred_from_reserve(card)


class ReserveExchangeResolver(Resolver):
    name = "reserve_exchange"
    text = "exchange any card of your reserve fleet for any card of your hand, whatever their strengths"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        player = ctx.state.players[ctx.seat]
        chosen = ctx.state.cards[ctx.chosen] if ctx.chosen is not None else None
        if chosen is not None and chosen.zone is Zone.HAND:  # the second choice: the card going in
            to_pile(ctx.state, chosen, Zone.RESERVE, ctx.seat, ctx.events)
            chosen.face_up = True  # reserve fleets are exposed after the ante (v2.1 L235)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{chosen.id} goes into the reserve fleet"))
            return None
        if chosen is not None and chosen.zone is Zone.RESERVE:  # the first choice: the card coming out
            to_pile(ctx.state, chosen, Zone.HAND, ctx.seat, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{chosen.id} comes out of the reserve fleet"))
            going_in = tuple(i for i in player.hand if _may_go_in(ctx.state.cards[i]))
            return ChoiceRequest("choose the card of your hand that goes into the reserve fleet", going_in)
        if ctx.skipped or not player.reserve or not any(_may_go_in(ctx.state.cards[i]) for i in player.hand):
            return None
        return ChoiceRequest("choose a card of your reserve fleet to take into your hand (or skip)", tuple(player.reserve), may_skip=True)
