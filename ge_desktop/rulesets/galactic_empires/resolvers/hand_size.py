"""Cards about the size of players' hands and their draws (community decks, issue 38, h-occur2).

``restore_hands`` (Quantum Occurrence): every player still in the game, in turn order from the
card's player, brings his hand to exactly ``amount`` cards: he draws the missing cards (an empty
deck gives no more, v2.1 7 - DRAW CARDS PHASE) or discards the cards over, choosing each one
himself (``ChoiceRequest.seat``).

``each_opponent_discards`` (Quantum Occurrence, after its hands are restored): each opponent of
the card's player, in turn order from his left, discards ``amount`` card(s) of his own choice.

``fewer_draws`` (Cursed Alien Artifact, against one opponent): on that player's next turn his
Draw Cards Phase allows ``amount`` fewer cards (never below none) (``PlayerState.draws_cut`` and
``draws_cut_turn``, read by ``rules/turns.draws_allowed``).

``refill_hand`` (Capital Revitalization): at the end of this turn, after its player's Draw Cards
Phase, he draws until his hand holds ``amount`` cards (``PlayerState.refill_to`` and
``refill_turn``, done by ``rules/turns.apply_draw``).
"""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.time import opponents_after
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.zones import discard, draw_cards


def _in_turn_order_from(state: GameState, seat: Seat) -> list[Seat]:
    """``seat`` and then the other living players in turn order after him."""
    return [seat, *opponents_after(state, seat)] if not state.players[seat].eliminated else opponents_after(state, seat)


class RestoreHandsResolver(Resolver):
    name = "restore_hands"
    text = "make every player draw or discard (his choice of cards) until his hand holds exactly {amount} cards"
    needs = ("amount",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state, size = ctx.state, ctx.effect.amount
        if ctx.chosen is not None:
            chosen = state.cards[ctx.chosen]
            discard(state, chosen, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{chosen.owner} discarded #{chosen.id}"))
        for seat in _in_turn_order_from(state, ctx.seat):
            hand = state.players[seat].hand
            if len(hand) < size:
                draw_cards(state, seat, size - len(hand), ctx.events)
            elif len(hand) > size:
                prompt = f"your hand holds {len(hand)} cards: choose one to discard (down to {size})"
                return ChoiceRequest(prompt, tuple(hand), seat=seat)
        return None


class EachOpponentDiscardsResolver(Resolver):
    name = "each_opponent_discards"
    text = "make each opponent discard {amount} card(s) of his choice from his hand"
    needs = ("amount",)
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        waiting = opponents_after(state, ctx.seat)
        if ctx.chosen is not None:
            chosen = state.cards[ctx.chosen]
            discard(state, chosen, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{chosen.owner} discarded #{chosen.id}"))
            waiting = waiting[waiting.index(chosen.owner) + 1 :] if chosen.owner in waiting else []
        for seat in waiting:
            hand = state.players[seat].hand
            if hand:  # one card each (the printed cards say 1)
                return ChoiceRequest("choose a card of your hand to discard", tuple(hand), seat=seat)
        return None


class FewerDrawsResolver(OpponentResolver):
    name = "fewer_draws"
    text = "let the {target} draw {amount} fewer cards in his next Draw Cards Phase"
    needs = ("amount",)
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        player = ctx.state.players[seat]
        turn = player.turns_taken + (0 if ctx.state.active == seat else 1)  # his next Draw Cards Phase
        if player.draws_cut_turn != turn:
            player.draws_cut, player.draws_cut_turn = 0, turn
        player.draws_cut += ctx.effect.amount
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{seat} draws {ctx.effect.amount} fewer cards in his next Draw Cards Phase"))
        return None


class RefillHandResolver(Resolver):
    name = "refill_hand"
    text = "at the end of this turn, after the Draw Cards Phase, let its player draw until his hand holds {amount} cards"
    needs = ("amount",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        player = ctx.state.players[ctx.seat]
        if player.refill_turn != player.turns_taken:
            player.refill_to, player.refill_turn = 0, player.turns_taken
        player.refill_to = max(player.refill_to, ctx.effect.amount)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{ctx.seat} draws up to {ctx.effect.amount} cards after this turn's Draw Cards Phase"))
        return None


def refill_after_draw(state: GameState, seat: Seat) -> int:
    """Cards ``seat`` draws now that his Draw Cards Phase is over (a ``refill_hand`` card this turn)."""
    player = state.players[seat]
    if player.refill_turn != player.turns_taken or not player.refill_to:
        return 0
    return max(0, player.refill_to - len(player.hand))
