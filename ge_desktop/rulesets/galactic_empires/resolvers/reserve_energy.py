"""Equipment that powers its own ship or base at once and comes back to the hand (issue 38,
h-crew3: the E3 Reserve Power, "may be played during the allocation phase or a card play
phase; provides 3 points of energy only to the ship or base on which it is played for immediate
use; returned to hand or discarded during the discard phase (not a card play)").

``reserve_energy`` (on play, target location; ``amount`` ``point`` points): the points go
straight to the ship or base it is played on (its ``received`` points of the turn), never to the
pool. In the Allocation Phase they count toward that unit's requirements like allocated points;
beyond them, and in a card play phase, they feed the unit's own uses of the type (energy: a
Variable Plasma, a Phaser Magnifier, weapons powered by energy). A card with this effect may be
played in its player's own Allocation Phase as well as in a card play phase, and counts as a
Card Play in both (``rules/plays``; the card says nothing of being free, unlike an Early
Shipment). Decision where the card is silent: played in a card play phase it does not engage a
unit the Engagement Phase left disengaged (v2.1 2 - ENGAGEMENT PHASE: cards engage in that phase).

``back_to_hand_in_discard`` (a card action, target self): in its controller's Discard Phase,
``use #C N`` takes the card back to the owner's hand; it is not a Card Play and it works even on
a disengaged card. The Discard Phase does not end while such a card is still in play: its player
takes it back or discards it (``discard #C``, as any card of his fleet; ``rules/phases``).
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_points import recompute_output
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import requirements_met
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_pile

RULE = "E3 Reserve Power (card text)"


class ReserveEnergyResolver(Resolver):
    name = "reserve_energy"
    text = "give {amount} {point} points at once to {target} only (also played in your own Allocation Phase)"
    needs = ("amount", "point")

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        point, state = ctx.effect.point, ctx.state
        host = state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        if point is None or host is None or not host.in_play:
            return None
        host.received[point] = host.received.get(point, 0) + ctx.effect.amount
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{ctx.effect.amount} {point.value} points for #{host.id}"))
        if state.phase is Phase.ALLOCATION and state.active == ctx.seat and requirements_met(host, state):
            recompute_output(state, ctx.seat, ctx.events)  # a unit that generates points once it has all its requirements
        return None


class BackToHandInDiscardResolver(Resolver):
    name = "back_to_hand_in_discard"
    text = "go back to your hand in your Discard Phase (not a Card Play), unless you discard it then"
    about_itself = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card = ctx.card
        if card.in_play:
            for child in list(card.children):  # a card on it has nothing to stay on: it is discarded
                leave_play(ctx.state, ctx.state.cards[child], LeaveReason.DISCARDED, ctx.events)
            to_pile(ctx.state, card, Zone.HAND, card.owner, ctx.events)
        return None

def back_function(info: CardInfo) -> int | None:
    for number, effect in enumerate(info.function_effects, start=1):
        if effect.kind is Kind.BACK_TO_HAND_IN_DISCARD and effect.trigger is Trigger.CARD_ACTION:
            return number
    return None


def discard_phase_use(state: GameState, action: UseFunction) -> bool:
    """Is ``action`` the take-back function of a card that has one (a Discard Phase function)?"""
    if not 0 <= action.card < len(state.cards):
        return False
    return back_function(state.cards[action.card].info) == action.function


def discard_phase_use_problem(state: GameState, seat: Seat, action: UseFunction) -> Violation | None:
    card = state.cards[action.card]
    if state.phase is not Phase.DISCARD or state.active != seat:
        return Violation(errors.SEQUENCE, f"{card.info.label} goes back to the hand only in your own Discard Phase")
    if not card.in_play or card.controller != seat or card.owner != seat:
        return Violation(errors.NOT_YOUR_CARD, f"#{card.id} is not a card of your own fleet in play")
    return None


def owed_back(state: GameState, seat: Seat) -> list[CardState]:
    """Cards of the player's fleet that must leave play in this Discard Phase (to the hand or the Discard Pile)."""
    return [card for card in state.fleet(seat) if card.owner == seat and back_function(card.info) is not None]


def back_uses(state: GameState, seat: Seat) -> list[UseFunction]:
    """The take-back actions of the Discard Phase's listing."""
    found = []
    for card in owed_back(state, seat):
        number = back_function(card.info)
        if number is not None:
            found.append(UseFunction(card.id, number))
    return found
