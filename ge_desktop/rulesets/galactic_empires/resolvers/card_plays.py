"""Cards that cut an opponent's Card Plays, as the community decks print them (issue 38):
Bureaucracy (every other player plays at most 2 cards a turn while it lasts) and Suspended
Animation (the opponent whose turn it is stops playing cards)."""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.config import MAX_CARD_PLAYS
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import GameState, memo

# Suspended Animation: "may not be played on turn 1 or 2" (the opponent's turn it answers)
EARLIEST_SUSPENSION_TURN = 3


class LimitCardPlaysResolver(Resolver):
    """While its card is in play, every other player may make at most ``amount`` Card Plays
    a turn, whatever else would allow more (``card_play_cap``; rules/plays.py checks it)."""

    name = "limit_card_plays"
    text = "let every other player make at most {amount} Card Plays a turn, with no exception"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.CARD_PLAYS


def card_play_cap(state: GameState, seat: Seat) -> int | None:
    """The fewest Card Plays a turn an opponent's ``limit_card_plays`` card allows ``seat``, or None."""
    caps = [amount for controller, amount in _play_limits(state) if controller != seat]
    return min(caps) if caps else None


def _play_limits(state: GameState) -> list[tuple[Seat, int]]:
    """(controller, amount) of every working ``limit_card_plays`` effect in play, remembered
    while the state is read only (legal actions ask for it at every card)."""

    def compute() -> list[tuple[Seat, int]]:
        return [
            (card.controller, effect.amount)
            for card in state.in_play()
            for effect in card.info.effects
            if effect.kind is Kind.LIMIT_CARD_PLAYS and effect.trigger is Trigger.CONTINUOUS
        ]

    return memo(state, "card_play_limits", compute)


class StopCardPlaysResolver(OpponentResolver):
    """The opponent whose turn it is makes no more Card Plays this turn (Suspended Animation);
    as a reaction it answers a card that opponent plays, from their turn 3 on."""

    name = "stop_card_plays"
    text = "stop {target} playing cards for the rest of this turn"
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        player = ctx.state.players[seat]
        if seat != ctx.state.active or not player.plays_used:
            return None
        player.extra_plays = player.plays_used - MAX_CARD_PLAYS  # no Card Play left this turn
        player.free_crew_plays = False
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{seat} plays no more cards this turn"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        seat = check.item.seat
        if seat == check.seat or seat != check.state.active:
            return False
        player = check.state.players[seat]
        return player.plays_used >= 1 and player.turns_taken >= EARLIEST_SUSPENSION_TURN
