"""Cards of an opponent's hand exchanged for new draws (community decks, issue 38, h-time5).

``exchange_opponent_hand`` (Anti-Time Exchange): its player chooses an opponent (asked only
with two or more), then discards up to ``amount`` cards of that opponent's hand one at a time:
each a card drawn at random from it (``choose pN``), or a card of it he saw there himself by a
scout's look or another such function (``CardState.known_to``: ``choose #C``), or he stops
(``choose skip``). Once he is done the opponent draws as many cards from his deck as were
discarded (an empty deck gives no more, v2.1 7 - DRAW CARDS PHASE). The draws wait for the
end so a random pick never takes a card just drawn. While it resolves, the card keeps the
opponent and the count (``CardState.exchange_seat``, ``exchanged``).
"""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import discard, draw_cards


class ExchangeOpponentHandResolver(Resolver):
    name = "exchange_opponent_hand"
    text = "discard up to {amount} cards of an opponent's hand, at random or ones you saw there; he draws as many new ones"
    needs = ("amount",)
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card = ctx.card
        if card.exchange_seat is None:
            opponents = ctx.opponents()
            if ctx.chosen_player is not None and ctx.chosen_player in opponents:
                card.exchange_seat = ctx.chosen_player
            elif len(opponents) == 1:
                card.exchange_seat = opponents[0]
            elif opponents:
                return ChoiceRequest("choose the opponent whose hand you exchange cards of", players=tuple(opponents))
            else:
                return None
            return self._next(ctx, card.exchange_seat)
        seat = card.exchange_seat
        if ctx.skipped:
            self._finish(ctx, seat)
            return None
        if ctx.chosen is not None:
            self._discard(ctx, seat, ctx.chosen)
        elif ctx.chosen_player == seat:
            hand = ctx.state.players[seat].hand
            if hand:
                self._discard(ctx, seat, hand[ctx.state.rng.below(len(hand))])
        return self._next(ctx, seat)

    def _discard(self, ctx: Context, seat: Seat, instance: int) -> None:
        target = ctx.state.cards[instance]
        if target.zone is Zone.HAND and target.seat == seat:
            discard(ctx.state, target, ctx.events)
            ctx.card.exchanged += 1
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} of p{seat}'s hand is discarded"))

    def _next(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        hand = ctx.state.players[seat].hand
        if ctx.card.exchanged >= ctx.effect.amount or not hand:
            self._finish(ctx, seat)
            return None
        seen = tuple(i for i in hand if ctx.seat in ctx.state.cards[i].known_to)
        left = ctx.effect.amount - ctx.card.exchanged
        prompt = f"discard a card of p{seat}'s hand ({left} more at most): p{seat} for one at random, a card you saw there, or skip to stop"
        return ChoiceRequest(prompt, seen, players=(seat,), may_skip=True)

    def _finish(self, ctx: Context, seat: Seat) -> None:
        card: CardState = ctx.card
        count, card.exchanged, card.exchange_seat = card.exchanged, 0, None
        if count:
            drawn = draw_cards(ctx.state, seat, count, ctx.events)
            ctx.events.append(EffectResolved(card.id, self.kind, f"p{seat} draws {drawn} new card(s) for the {count} discarded"))
