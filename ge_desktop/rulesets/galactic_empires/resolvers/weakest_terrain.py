"""Sun Spot's second choice (community decks, issue 38, h-choice): ``stop_weakest_terrain``.

Played as an opponent's Allocation Phase begins (the window of ``resolvers/allocation_start.py``:
his points are generated, none allocated yet), the weakest terrain card of that opponent (the
lowest strength now among his terrain cards in play, a card combined onto another included; on a
tie this card's player picks one) generates none of its own points that turn
(``CardState.own_output_stopped_turn``, read by ``points.own_points``); the other cards of its stack
still generate theirs. "For one turn" is that opponent's turn: the only turn in which his terrain
generates points.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.hazard_targets import hazard_mode
from ge_desktop.rulesets.galactic_empires.resolvers.allocation_start import opponent_allocation_start
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import strength


def weakest_terrain(state: GameState, seat: Seat) -> list[CardState]:
    """The terrain cards of ``seat``'s fleet of the lowest strength now (several on a tie)."""
    terrain = [c for c in state.fleet(seat) if c.info.kind is CardType.TERRAIN and not hazard_mode(c)]
    if not terrain:
        return []
    strengths = {c.id: strength(state, c) for c in terrain}
    lowest = min(strengths.values())
    return [c for c in terrain if strengths[c.id] == lowest]


class StopWeakestTerrainResolver(Resolver):
    name = "stop_weakest_terrain"
    text = "stop the weakest terrain card of an opponent generating its own points this turn (played as his Allocation Phase begins)"
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = opponent_allocation_start(check.item, check.seat)
        return item is not None and bool(weakest_terrain(check.state, item.seat))

    def candidate(self, ctx: Context, card: CardState) -> bool:
        item = opponent_allocation_start(ctx.answered, ctx.seat)
        return item is not None and card in weakest_terrain(ctx.state, item.seat)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = opponent_allocation_start(ctx.answered, ctx.seat)
        weakest = weakest_terrain(ctx.state, item.seat) if item is not None else []
        if ctx.chosen is not None:
            weakest = [c for c in weakest if c.id == ctx.chosen]
        elif len(weakest) > 1:  # a tie: this card's player picks which
            return ChoiceRequest("choose the weakest terrain card whose points the sun spot eliminates", tuple(c.id for c in weakest))
        for card in weakest[:1]:
            card.own_output_stopped_turn = ctx.state.players[card.controller].turns_taken
            ctx.events.append(EffectResolved(card.id, self.kind, f"#{card.id} generates none of its points this turn"))
        return None
