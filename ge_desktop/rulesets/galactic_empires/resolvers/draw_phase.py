"""Cards played during an opponent's Draw Cards Phase (community decks, issue 38, h-time5).

v2.1 [Reaction cards]: a reaction happens just before what it answers. When a player's Draw
Cards Phase begins (v2.1 7 - DRAW CARDS PHASE), before he draws, the stack holds
``DrawItem(seat)``: a window asks his opponents, in turn order, whether they play a card
"during an opponent's Draw Cards Phase". ``rules/turns.open_draw_window`` opens it only while
an opponent holds such a card (``DRAW_KINDS``); a player with no legal reaction is not asked,
as in every window, and a game without such a card never sees the window.

``end_draw_phase`` (Cessation of Time): that phase ends at once and no card at all is drawn
in it, from the deck or from anywhere else (a Time Tornado's mini deck, a refill):
``PlayerState.draws_stopped_turn`` is set to the drawing player's turn, ``rules/turns`` allows
no draw and ends his turn as soon as the window has closed.
"""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import DrawItem, Pending
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import GameState

DRAW_KINDS = frozenset({Kind.END_DRAW_PHASE})  # played as an opponent's Draw Cards Phase begins


def opponent_draw_phase(item: Pending | None, seat: Seat) -> DrawItem | None:
    """The answered item, if it is the start of another player's Draw Cards Phase."""
    if isinstance(item, DrawItem) and item.seat != seat and not item.negated:
        return item
    return None


def answers_a_draw_phase(info: CardInfo) -> bool:
    """Is this card played in an opponent's Draw Cards Phase?"""
    return any(effect.kind in DRAW_KINDS for effect in info.effects)


def someone_answers_draw(state: GameState, seat: Seat) -> bool:
    """Does an opponent of ``seat`` hold a card played as ``seat``'s Draw Cards Phase begins?"""
    return any(
        answers_a_draw_phase(state.cards[instance].info)
        for player in state.players
        if player.seat != seat and not player.eliminated
        for instance in player.hand
    )


def draws_stopped(state: GameState, seat: Seat) -> bool:
    """Did a card end ``seat``'s Draw Cards Phase of this turn with no draw?"""
    player = state.players[seat]
    return player.draws_stopped_turn != 0 and player.draws_stopped_turn == player.turns_taken


class EndDrawPhaseResolver(Resolver):
    name = "end_draw_phase"
    text = "end an opponent's Draw Cards Phase at once: he draws no card at all in it (played as it begins)"
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        return opponent_draw_phase(check.item, check.seat) is not None

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = opponent_draw_phase(ctx.answered, ctx.seat)
        if item is None:
            return None
        player = ctx.state.players[item.seat]
        player.draws_stopped_turn = player.turns_taken
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{item.seat}'s Draw Cards Phase ends: he draws no card this turn"))
        return None
