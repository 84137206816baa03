"""A ship that salvages equipment from its player's Discard Pile (issue 38, h-crew3: the S4
Nagiridni Pirate Salvage Tug, "each turn, during the Draw Cards Phase, move an equipment card in
the Discard Pile to the hand for a cost in repair equal to the strength of the card").

``salvage_equipment`` (a card action, target self; ``point`` repair; it fits the card types it
names, equipment): once a turn, in its player's own Draw Cards Phase (before he draws), an
engaged card with it moves one card of those types from its player's Discard Pile to his hand,
paying points of ``point`` equal to that card's strength.

The reading of the cost: v2.1 1 - POINT ALLOCATION PHASE allocates points only in the Allocation
Phase and loses the unused ones then, so the repair is allocated to the tug in the Allocation
Phase (``rules/allocation``: an undamaged tug takes repair points up to the strength of the
strongest card it could salvage) and held on it (its ``received`` points, kept for the turn like
ammunition for a heavy weapon) until the Draw Cards Phase, where the salvage spends them. A tug
with Shield or structure damage is repaired by repair points first, as any ship.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import to_pile

RULE = "S4 Nagiridni Pirate Salvage Tug (card text)"


class SalvageEquipmentResolver(Resolver):
    name = "salvage_equipment"
    text = "move a card of your Discard Pile to your hand in your Draw Cards Phase, paying its strength in {point} points held on this card"
    needs = ("point",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        options = salvageable(ctx.state, ctx.card, ctx.effect)
        if not options:
            return None
        if ctx.chosen is None or ctx.chosen not in options:
            return ChoiceRequest("choose the card to salvage from your Discard Pile", options)
        point = ctx.effect.point or PointType.REPAIR
        salvaged = ctx.state.cards[ctx.chosen]
        ctx.card.received[point] = ctx.card.received.get(point, 0) - salvaged.info.strength
        to_pile(ctx.state, salvaged, Zone.HAND, ctx.seat, ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"salvages #{salvaged.id} for {salvaged.info.strength} {point.value} points"))
        return None


def salvage_effect(info: CardInfo) -> tuple[int, EffectInfo] | None:
    """The card's salvage function (its number and effect), if it has one."""
    for number, effect in enumerate(info.function_effects, start=1):
        if effect.kind is Kind.SALVAGE_EQUIPMENT and effect.trigger is Trigger.CARD_ACTION:
            return number, effect
    return None


def salvageable(state: GameState, card: CardState, effect: EffectInfo) -> tuple[InstanceId, ...]:
    """The cards of the Discard Pile the points held on ``card`` pay for now."""
    held = card.received.get(effect.point or PointType.REPAIR, 0)
    pile = state.pile_player(card.controller).discard
    return tuple(i for i in pile if effect.fits(state.cards[i].info.types) and state.cards[i].info.strength <= held)


def salvage_room(state: GameState, card: CardState, point: PointType) -> int:
    """How many more ``point`` points the card may hold for a salvage: up to the strength of
    the strongest card it could salvage from its player's Discard Pile now (0: none)."""
    found = salvage_effect(card.info)
    if found is None or found[1].point is not point:
        return 0
    pile = state.pile_player(card.controller).discard
    strongest = max((state.cards[i].info.strength for i in pile if found[1].fits(state.cards[i].info.types)), default=0)
    return max(0, strongest - card.received.get(point, 0))


def draw_phase_use(state: GameState, action: UseFunction) -> bool:
    """Is ``action`` a salvage function (used in the Draw Cards Phase, not a card play phase)?"""
    if not 0 <= action.card < len(state.cards):
        return False
    found = salvage_effect(state.cards[action.card].info)
    return found is not None and found[0] == action.function


def draw_phase_use_problem(state: GameState, seat: Seat, action: UseFunction) -> Violation | None:
    card = state.cards[action.card]
    if state.phase is not Phase.DRAW or state.active != seat:
        return Violation(RULE, f"{card.info.label} salvages only in your own Draw Cards Phase")
    if not card.in_play or card.controller != seat:
        return Violation(errors.NOT_YOUR_CARD, f"#{card.id} is not a card of your fleet in play")
    if not card.engaged:
        return Violation(errors.DISENGAGED, f"#{card.id} is disengaged and cannot act")
    if action.function in card.used_functions:
        return Violation(errors.CARD_ACTIONS, "each function of a card works at most once per complete turn")
    found = salvage_effect(card.info)
    if found is None or not salvageable(state, card, found[1]):
        return Violation(RULE, f"{card.info.label} holds too few repair points for any equipment card of your Discard Pile")
    return None


def salvage_uses(state: GameState, seat: Seat) -> list[UseFunction]:
    """The salvage actions of the Draw Cards Phase's listing (checked by the caller)."""
    found = []
    for card in state.fleet(seat):
        salvage = salvage_effect(card.info)
        if salvage is not None:
            found.append(UseFunction(card.id, salvage[0]))
    return found
