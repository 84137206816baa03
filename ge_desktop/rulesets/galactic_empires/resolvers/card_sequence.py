"""Card plays freed by playing cards in a rising sequence of strengths (community decks, issue 38,
h-occur3).

``sequential_plays`` (Sequential Continuum, L2): once it is played, its player may play any number
of cards this turn as long as they come consecutively and in sequence by strength, 1, 2, 3 and on:
each card played whose strength is the next of the sequence (the first one 1) is no Card Play
(``PlayerState.sequence_next``/``sequence_turn``; ``rules/plays`` asks ``continues_sequence`` and
``advance_sequence``). Reserve swaps stay regular Card Plays (3 at most) and leave the sequence as
it is. Reading (the card is silent on it): a card played out of sequence is a regular Card Play
again (if one is left) and ends the sequence, since the cards must come consecutively.
"""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState


class SequentialPlaysResolver(Resolver):
    name = "sequential_plays"
    text = "let you play any number of cards this turn while their strengths run 1, 2, 3 and on, one after another"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        player = ctx.state.players[ctx.seat]
        player.sequence_next, player.sequence_turn = 1, player.turns_taken
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, "cards played in sequence of strength from 1 are no Card Plays this turn"))
        return None


def continues_sequence(state: GameState, seat: Seat, card: CardState) -> bool:
    """Is ``card``'s strength the next of its player's running sequence this turn?"""
    player = state.players[seat]
    return player.sequence_next > 0 and player.sequence_turn == player.turns_taken and seat == state.active and card.info.strength == player.sequence_next


def advance_sequence(state: GameState, seat: Seat, card: CardState) -> bool:
    """``card`` is being played: the sequence moves on past it (True: it costs no Card Play) or, out of sequence, ends."""
    player = state.players[seat]
    if not player.sequence_next:
        return False
    if continues_sequence(state, seat, card):
        player.sequence_next += 1
        return True
    player.sequence_next = 0
    return False
