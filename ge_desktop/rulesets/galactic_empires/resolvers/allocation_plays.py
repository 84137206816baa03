"""Cards played from the hand in their player's own Allocation Phase (community decks, issue 38).

Three kinds of card, told apart here and nowhere else (``rules/plays.py`` and ``rules/legal.py``
ask these functions):

- played only then, outside the Card Play limit (``free_allocation_play``): ``add_to_pool``
  (Early Shipment: ``amount`` more ``point`` points in its player's pool this Allocation Phase,
  to allocate like the points the fleet generated);
- played only then, as one of the Card Plays: ``play_restriction`` ``in_allocation``
  (Temporal Repetition); ``allocation_play`` is true of these and the free ones;
- played then or in a Play Cards Phase, a Card Play either way (``allocation_card_play``):
  ``add_to_pool`` with ``card_play`` (Scientific Breakthrough), ``reserve_energy`` (Reserve Power).
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
    """Is this card played only in its player's own Allocation Phase (free or a Card Play)?
    (Asked for every hand card at every legal-action listing: a plain loop, no generator.)"""
    for effect in info.effects:
        if effect.kind is Kind.ADD_TO_POOL and not effect.param("card_play", False):
            return True
        if effect.kind is Kind.PLAY_RESTRICTION and effect.param("in_allocation"):
            return True
    return False


def free_allocation_play(info: CardInfo) -> bool:
    """Is this card played in the Allocation Phase outside the Card Play limit (Early Shipment
    says so; a card that does not is one of its player's Card Plays)?"""
    for effect in info.effects:
        if effect.kind is Kind.ADD_TO_POOL and not effect.param("card_play", False):
            return True
    return False


def allocation_card_play(info: CardInfo) -> bool:
    """Is this card played in its player's own Allocation Phase or a Play Cards Phase, a Card
    Play either way?"""
    for effect in info.effects:
        if effect.kind is Kind.RESERVE_ENERGY or (effect.kind is Kind.ADD_TO_POOL and effect.param("card_play", False)):
            return True
    return False


def allocation_play_problem(state: GameState, seat: Seat) -> Violation | None:
    """Why an ``allocation_play`` card may not be played now (None: it may)."""
    if state.phase is not Phase.ALLOCATION or state.active != seat:
        return Violation(errors.SEQUENCE, "this card is played only in your own Allocation Phase")
    return None
