"""Cards played from the hand in their player's own Allocation Phase (community decks, issue 38,
h-kinds5): Early Shipment.

``add_to_pool`` (on play): ``amount`` more ``point`` points in its player's pool this Allocation
Phase, to allocate like the points the fleet generated. A card with this effect is played only in
its player's own Allocation Phase, and outside the Card Play limit (``rules/plays.py`` asks
``allocation_play`` and ``allocation_play_problem``; ``rules/legal.py`` lists its plays there).
A card with ``play_restriction`` ``in_allocation`` (h-terrain3: Temporal Repetition) is played only
then too, but as one of the Card Plays (``free_allocation_play`` tells them apart).
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase


class AddToPoolResolver(Resolver):
    name = "add_to_pool"
    text = "add {amount} {point} points to your pool (played in your own Allocation Phase, outside the Card Play limit)"
    needs = ("amount", "point")

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        point = ctx.effect.point
        if point is None or ctx.state.phase is not Phase.ALLOCATION or ctx.state.active != ctx.seat:
            return None
        pool = ctx.state.players[ctx.seat].pool
        pool[point] = pool.get(point, 0) + ctx.effect.amount
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{ctx.effect.amount} more {point.value} points this Allocation Phase"))
        return None


def allocation_play(info: CardInfo) -> bool:
    """Is this card played in its player's own Allocation Phase (Early Shipment; a
    ``play_restriction`` ``in_allocation``: Temporal Repetition)? (Asked for every hand card at
    every legal-action listing: a plain loop, no generator.)"""
    for effect in info.effects:
        if effect.kind is Kind.ADD_TO_POOL or (effect.kind is Kind.PLAY_RESTRICTION and effect.param("in_allocation")):
            return True
    return False


def free_allocation_play(info: CardInfo) -> bool:
    """Is this Allocation-Phase card played outside the Card Play limit (Early Shipment says so;
    a card that does not say so is one of its player's Card Plays)?"""
    for effect in info.effects:
        if effect.kind is Kind.ADD_TO_POOL:
            return True
    return False


def allocation_play_problem(state: GameState, seat: Seat) -> Violation | None:
    """Why an ``allocation_play`` card may not be played now (None: it may)."""
    if state.phase is not Phase.ALLOCATION or state.active != seat:
        return Violation(errors.SEQUENCE, "this card is played only in your own Allocation Phase")
    return None
