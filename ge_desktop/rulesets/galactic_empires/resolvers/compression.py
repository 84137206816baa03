"""Time Compression: an opponent's cards squeezed into one Card Play phase (community decks,
issue 38, h-time5).

``compress_card_plays``: played on one opponent in its player's own turn, it limits that
opponent's next turn: he may play at most ``amount`` cards in it, all in one Card Play phase
(the phase of the first one he plays). Played in reaction to that opponent's third or later
Card Play of his current turn, it stops that play (the play is voided, v2.1 Voided Card Plays)
and his current turn is limited instead: he has played his cards for the turn. The limit is
``PlayerState.compressed_turn``, ``compressed_left`` and ``compressed_phase``, checked by
``rules/plays`` for every card played from the hand (``compression_problem``) and counted as
each is played (``count_compressed_play``). A reserve swap plays no card and is not limited.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved, Negated
from ge_desktop.rulesets.galactic_empires.pending import PlayItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver, ReactionCheck
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase


def _late_play(state: GameState, item: object, seat: Seat, amount: int) -> bool:
    """Is ``item`` an opponent's card play beyond his ``amount``-th Card Play of his own turn?"""
    return isinstance(item, PlayItem) and not item.negated and item.seat != seat and item.seat == state.active and state.players[item.seat].plays_used > amount


class CompressCardPlaysResolver(OpponentResolver):
    name = "compress_card_plays"
    text = "let {target} play at most {amount} cards on his next turn, all in one Card Play phase (in reaction: stop his third and later plays now)"
    needs = ("amount",)
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _late_play(check.state, check.item, check.seat, check.effect.amount)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        if isinstance(answered, PlayItem) and _late_play(ctx.state, answered, ctx.seat, ctx.effect.amount):
            self._stop_now(ctx, answered)
            return None
        return super().resolve(ctx)

    def _stop_now(self, ctx: Context, answered: PlayItem) -> None:
        index = answered_index(ctx.item) if ctx.item is not None else None
        if index is not None:
            ctx.state.pending[index] = replace(answered, negated=True)
            ctx.events.append(Negated(answered.seat, answered.card))
        player = ctx.state.players[answered.seat]
        player.compressed_turn, player.compressed_left, player.compressed_phase = player.turns_taken, 0, ctx.state.phase
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{answered.seat} plays no more cards this turn"))
        return None

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        player = ctx.state.players[seat]
        player.compressed_turn, player.compressed_left, player.compressed_phase = player.turns_taken + 1, ctx.effect.amount, None
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{seat} plays at most {ctx.effect.amount} cards on his next turn, in one Card Play phase"))
        return None


def compression_problem(state: GameState, seat: Seat) -> str | None:
    """Why a Time Compression keeps ``seat`` from playing a card now, if it does."""
    player = state.players[seat]
    if not player.compressed_turn or player.compressed_turn != player.turns_taken:
        return None
    if player.compressed_left <= 0:
        return "a Time Compression: you have played all the cards it allows you this turn"
    if player.compressed_phase is not None and player.compressed_phase is not state.phase:
        other = "A" if player.compressed_phase is Phase.PLAY_A else "B"
        return f"a Time Compression: this turn's cards are all played in one Card Play phase (Play Cards Phase {other})"
    return None


def count_compressed_play(state: GameState, seat: Seat) -> None:
    """One card played under a Time Compression: one fewer left, and its phase is the one."""
    player = state.players[seat]
    if player.compressed_turn and player.compressed_turn == player.turns_taken:
        player.compressed_left -= 1
        if player.compressed_phase is None:
            player.compressed_phase = state.phase
