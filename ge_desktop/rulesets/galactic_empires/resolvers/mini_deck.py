"""A second, mini deck beside a player's main deck (community decks, issue 38, h-time5).

``shuffle_into_mini_deck`` (Time Tornado): the opponent's stack this card is played on (chosen: the whole
stack, from its base) leaves play and is shuffled into a mini deck beside its owner's main
deck (``Zone.MINI_DECK``, ``PlayerState.mini_deck``): hidden from every player like a deck, only
its size shows (``observe``: ``PlayerView.mini_deck_count``). In each of his Draw Cards Phases
the owner draws one card from it besides his usual draws (``draw_from_mini_deck``, called by
``rules/turns.apply_draw``), until it is empty; a phase a card ended with no draw at all
(Cessation of Time) draws none from it either.

Decisions where the card is silent: cards of the stack that belong to another player (played on
or against it) go to their owners' Discard Piles, as when a stack is discarded (v2.1 L415-416),
not into a deck their owner does not draw from; a second Time Tornado on the same player's
stack shuffles that stack into the same mini deck and adds one more draw from it per phase
(one per tornado, as two mini decks would give), until it is empty.
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import discard, release_control, to_pile


class MiniDeckResolver(CardResolver):
    name = "shuffle_into_mini_deck"
    text = "shuffle {target}'s whole stack into a mini deck beside its owner's deck; he draws one more card from it in each Draw Cards Phase"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return card.in_play and card.parent is None and card.controller != ctx.seat and card.id != ctx.card.id

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        state = ctx.state
        for root in targets:
            if not root.in_play:
                continue
            owner = root.owner
            stack = list(state.stack(root.id))
            for card in reversed(stack):  # the cards on a card before it
                if card.id in state.control_links:
                    release_control(state, card.id, ctx.events)
                if card.owner == owner:
                    to_pile(state, card, Zone.MINI_DECK, owner, ctx.events)
                else:
                    discard(state, card, ctx.events)
            player = state.players[owner]
            state.rng.shuffle(player.mini_deck)
            player.mini_draws += 1
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{owner}'s stack of {len(stack)} card(s) is shuffled into his mini deck"))
        return None


def draw_from_mini_deck(state: GameState, seat: Seat, events: list[Event]) -> int:
    """``seat`` draws his Draw Cards Phase's cards from his mini deck (one per Time Tornado that
    made it, while it lasts); returns how many he drew."""
    player = state.players[seat]
    drawn = 0
    while drawn < player.mini_draws and player.mini_deck:
        to_pile(state, state.cards[player.mini_deck[-1]], Zone.HAND, seat, events)
        drawn += 1
    if not player.mini_deck:
        player.mini_draws = 0  # the mini deck is gone
    return drawn
