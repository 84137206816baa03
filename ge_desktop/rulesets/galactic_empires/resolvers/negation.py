"""Terrain and hazard cards against a fleet negated for a time (community decks, issue 38,
h-choice): Scientific Breakthrough's second choice.

``negate_against_fleet`` (on play): for one complete turn from now (v2.1 COMPLETE TURN: once
around the table, until the player turn after the same player's next one begins:
``PlayerState.negated_until`` counts ``stats.turn_index``), the effects of every terrain and hazard
card played against its player's fleet (on a card of his, or against his whole fleet) do nothing:
those already there and those played meanwhile. ``stats.negated_against_fleet`` says so; it is read
by ``stats.source_active`` (every continuous effect, and the each-Allocation and each-Engagement
effects), ``resolution._expand`` (the on-play effects of such a card played meanwhile) and
``points.py`` (a drain on the fleet's output, a point modifier on its terrain). What says how the
card itself goes (destroyed by research...) still holds. Played in reaction, it answers another
player's terrain or hazard card being played against the fleet, whose effects then do nothing.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, PlayItem, ReactionItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.stats import against_whom, turn_index


def _played_against(state: GameState, item: Pending, seat: Seat) -> bool:
    """Is the item another player's terrain or hazard card being played against ``seat``'s fleet?"""
    if not isinstance(item, (PlayItem, ReactionItem)) or item.seat == seat or item.negated:
        return False
    card = state.cards[item.card]
    if card.info.kind is not CardType.TERRAIN and CardType.HAZARD not in card.info.types:
        return False
    return against_whom(state, card) == seat


class NegateAgainstFleetResolver(Resolver):
    name = "negate_against_fleet"
    text = "negate the effects of every terrain and hazard card played against your fleet for one complete turn"

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _played_against(check.state, check.item, check.seat)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        until = turn_index(state) + len(state.living_seats())  # once around the table
        player = state.players[ctx.seat]
        player.negated_until = max(player.negated_until, until)
        state.negating_until = max(state.negating_until, until)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"terrain and hazards against p{ctx.seat}'s fleet do nothing for one complete turn"))
        return None
