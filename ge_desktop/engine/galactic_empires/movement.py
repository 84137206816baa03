"""Ship Movement (v2.1 SHIP MOVEMENT, L1862; *[Changing location]* L389).

Ships and dragons in the fleet may each change location once per turn, in the Allocation
Phase: onto one of the player's terrains, or into space (independently). The rulebook
places the move both in the Record Keeping Step (L389) and after allocation (L279); the
engine allows it in the Allocation Phase before the first point is declared or allocated,
so moving a modifier (a freighter) changes that turn's output cleanly. Moving against an
opponent's terrain needs a card that allows it (card effects, issue 4). Ships combined
with another ship move with it, never alone.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine import errors
from ge_desktop.engine.actions import MoveShip
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.galactic_empires.allocation import recompute_output
from ge_desktop.engine.state import MOVED, CardState, GameState
from ge_desktop.engine.stats import trapped
from ge_desktop.engine.terms import Phase, Seat
from ge_desktop.engine.zones import is_within, to_table

_MOVERS = frozenset({CardType.SHIP, CardType.DRAGON})
RULE = "v2.1 SHIP MOVEMENT"


def _mover(state: GameState, seat: Seat, instance: int) -> CardState | Violation:
    if not 0 <= instance < len(state.cards):
        return Violation(RULE, f"#{instance} is not a card")
    card = state.cards[instance]
    if not card.in_play or card.controller != seat or card.info.kind not in _MOVERS:
        return Violation(RULE, f"#{card.id} is not a ship or dragon of your fleet")
    if card.parent is not None and state.cards[card.parent].info.kind is not CardType.TERRAIN:
        return Violation(RULE, f"#{card.id} is combined with or played on another card and cannot move alone")
    if card.parent is not None and state.cards[card.parent].controller != seat:
        return Violation(RULE, f"#{card.id} is against an opponent's terrain; only a card can move it")
    if MOVED in card.used_functions:
        return Violation(RULE, f"#{card.id} has already moved this turn")
    if trapped(state, card):
        return Violation(RULE, f"#{card.id} is trapped by a card on it and cannot change location")
    return card


def check_move(state: GameState, seat: Seat, action: MoveShip) -> Violation | None:
    if state.phase is not Phase.ALLOCATION:
        return Violation(errors.SEQUENCE, "ships move only in the Allocation Phase")
    if state.players[seat].allocation_started:
        return Violation(RULE, "ships move before the first point is declared or allocated")
    card = _mover(state, seat, action.card)
    if isinstance(card, Violation):
        return card
    if action.to is None:
        return Violation(RULE, f"#{card.id} is already in space") if card.parent is None else None
    if not 0 <= action.to < len(state.cards):
        return Violation(RULE, f"#{action.to} is not a card")
    target = state.cards[action.to]
    if not target.in_play or target.controller != seat or target.info.kind is not CardType.TERRAIN:
        return Violation(RULE, f"#{target.id} is not a terrain of your fleet")
    if card.parent == target.id:
        return Violation(RULE, f"#{card.id} is already on #{target.id}")
    if is_within(state, card, target):  # a terrain put on the ship in sandbox play
        return Violation(RULE, f"#{target.id} is in #{card.id}'s own stack")
    return None


def apply_move(state: GameState, seat: Seat, action: MoveShip, events: list[Event]) -> None:
    card = state.cards[action.card]
    to_table(state, card, seat, action.to, events)  # into space: a root of the mover's area
    card.used_functions.add(MOVED)
    recompute_output(state, seat, events)
