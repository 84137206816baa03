"""Cards played from the hand in their player's own Allocation Phase (community decks, issue 38,
h-kinds5): Early Shipment.

``add_to_pool`` (on play): ``amount`` more ``point`` points in its player's pool this Allocation
Phase, to allocate like the points the fleet generated. A card with this effect is played only in
its player's own Allocation Phase, and outside the Card Play limit (``rules/plays.py`` asks
``allocation_play`` and ``allocation_play_problem``; ``rules/legal.py`` lists its plays there).
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
    # card_play (h-choice): a card that "may be played in the Allocation Phase" as well as in the Play Cards
    # Phases, a Card Play either way (Scientific Breakthrough: its text frees it of neither)
    params = {"card_play": bool}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        point = ctx.effect.point
        if point is None or ctx.state.phase is not Phase.ALLOCATION or ctx.state.active != ctx.seat:
            return None
        pool = ctx.state.players[ctx.seat].pool
        pool[point] = pool.get(point, 0) + ctx.effect.amount
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{ctx.effect.amount} more {point.value} points this Allocation Phase"))
        return None


def allocation_play(info: CardInfo) -> bool:
    """Is this card played in its player's own Allocation Phase, outside the Card Play limit?
    (Asked for every hand card at every legal-action listing: a plain loop, no generator.)"""
    for effect in info.effects:
        if effect.kind is Kind.ADD_TO_POOL:
            return True
    return False


def allocation_card_play(info: CardInfo) -> bool:
    """Is this ``allocation_play`` card also played in the Play Cards Phases, a Card Play wherever
    (``add_to_pool`` with ``card_play``)?"""
    return any(effect.kind is Kind.ADD_TO_POOL and effect.param("card_play", False) for effect in info.effects)


def allocation_play_problem(state: GameState, seat: Seat) -> Violation | None:
    """Why an ``allocation_play`` card may not be played now (None: it may)."""
    if state.phase is not Phase.ALLOCATION or state.active != seat:
        return Violation(errors.SEQUENCE, "this card is played only in your own Allocation Phase")
    return None
