"""The scout's look: one card chosen at random from an opponent's hand, seen by one seat only."""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import HandCardSeen
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver


class ScoutResolver(OpponentResolver):
    """Tufor Research Scout, Corporate Scout Cruiser: the card is drawn with the game's
    generator and marked known to the looking seat (``CardState.known_to``); the event does
    not name it (``galactic_empires/scouting.py`` says when the look is legal)."""

    name = "scout"
    text = "instead of generating its research point this turn, look at 1 card chosen at random from the hand of {target}"
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        hand = ctx.state.players[seat].hand
        if not hand:
            return None
        seen = ctx.state.cards[hand[ctx.state.rng.below(len(hand))]]
        seen.known_to.add(ctx.seat)
        ctx.events.append(HandCardSeen(seat, ctx.seat))
        return None

