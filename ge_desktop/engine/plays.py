"""Play Cards Phases A and B: card plays, reserve swaps and card functions.

- At most 3 Card Plays per player turn across Phase A, Weapons Fire and Phase B (L299);
  a card play and a reserve swap each cost one.
- Turn 1: only terrain (reserve swaps allowed). Turn 2: at most one ship, base, dragon,
  installation or psy (v2.1 TURN 1 / TURN 2 RESTRICTIONS).
- Where a card may go: ``placement.py``. Command slots: ``command.py``.
- A card with printed requirements enters disengaged, one without enters engaged; passive
  equipment always engaged; non-passive equipment without requirements and ability cards
  take their unit's/crew's position (v2.1 L371, EQUIPMENT CARDS, ABILITY CARDS).
- A card played with a duration gets a duration die; a card discarded after use with no
  card action is discarded as soon as its play completes (its on-play effect is issue 4).
- Each function of a card in play is used at most once per complete turn (v2.1 L426).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine import errors
from ge_desktop.engine.actions import PlayCard, SwapReserve, UseFunction
from ge_desktop.engine.command import slots_available, slots_used, slots_used_after
from ge_desktop.engine.config import MAX_CARD_PLAYS
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import CardEngaged, DieChanged, Event, FunctionUsed
from ge_desktop.engine.movement import MOVED
from ge_desktop.engine.placement import check_target
from ge_desktop.engine.state import CardState, GameState
from ge_desktop.engine.terms import DieKind, Placement, Seat, Zone
from ge_desktop.engine.zones import LeaveReason, leave_play, to_pile, to_table

TURN_2_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.INSTALLATION, CardType.PSY})


def placement_of(action: PlayCard) -> Placement:
    if action.to_hq:
        return Placement.HQ
    if action.target is None:
        return Placement.ROOT
    return Placement.AGAINST if action.against else Placement.ON


def _valid_card(state: GameState, instance: int) -> CardState | None:
    return state.cards[instance] if 0 <= instance < len(state.cards) else None


def _check_phase_and_plays(state: GameState, seat: Seat) -> Violation | None:
    if not state.phase.is_card_play:
        return Violation(errors.SEQUENCE, "cards are played only in Play Cards Phase A or B")
    if state.players[seat].plays_used >= MAX_CARD_PLAYS:
        return Violation(errors.CARD_PLAY_LIMIT, "you have used all 3 Card Plays this turn")
    return None


def _in_hand(state: GameState, seat: Seat, instance: int) -> CardState | Violation:
    card = _valid_card(state, instance)
    if card is None or card.zone is not Zone.HAND or card.seat != seat:
        return Violation(errors.SEQUENCE, f"#{instance} is not in your hand")
    return card


def _turn_restriction(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    player = state.players[seat]
    if player.turns_taken == 1 and card.info.kind is not CardType.TERRAIN:
        return Violation(errors.TURN_1, "only terrain may be played in your first turn")
    if player.turns_taken == 2 and card.info.kind in TURN_2_KINDS and player.big_plays >= 1:
        return Violation(errors.TURN_2, "at most one ship, base, dragon, installation or psy in your second turn")
    return None


def _command_limit(state: GameState, seat: Seat, card: CardState, target: CardState | None) -> Violation | None:
    parent = target if target is not None and target.controller == seat else None
    after = slots_used_after(state, seat, card.info, parent)
    if after <= slots_used(state, seat) or after <= slots_available(state, seat):
        return None
    return Violation(errors.COMMAND_LIMIT, f"{card.info.label} needs a command slot and all {slots_available(state, seat)} are used")


def check_play(state: GameState, seat: Seat, action: PlayCard) -> Violation | None:
    problem = _check_phase_and_plays(state, seat)
    if problem:
        return problem
    card = _in_hand(state, seat, action.card)
    if isinstance(card, Violation):
        return card
    target = _valid_card(state, action.target) if action.target is not None else None
    if action.target is not None and target is None:
        return Violation(errors.PLACEMENT, f"#{action.target} is not a card")
    return (
        _turn_restriction(state, seat, card)
        or check_target(state, seat, card.info, placement_of(action), target)
        or _command_limit(state, seat, card, target)
    )


def _entry_position(state: GameState, card: CardState) -> bool:
    """Engaged (True) or disengaged as the card enters play."""
    info = card.info
    parent = state.cards[card.parent] if card.parent is not None else None
    if info.kind is CardType.EQUIPMENT and info.passive:
        return True
    if info.requires:
        return False
    if info.kind in (CardType.EQUIPMENT, CardType.ABILITY) and parent is not None:
        return parent.engaged
    return True


def apply_play(state: GameState, seat: Seat, action: PlayCard, events: list[Event]) -> None:
    card = state.cards[action.card]
    player = state.players[seat]
    player.plays_used += 1
    if card.info.kind in TURN_2_KINDS:
        player.big_plays += 1
    if action.to_hq:
        to_pile(state, card, Zone.HQ, seat, events)
        return
    to_table(state, card, seat, action.target, events)
    card.controller = seat
    card.played_turn = player.turns_taken
    card.engaged = _entry_position(state, card)
    if not card.engaged:
        events.append(CardEngaged(card.id, False))
    if card.info.duration:
        card.dice[DieKind.DURATION] = card.info.duration
        events.append(DieChanged(card.id, DieKind.DURATION, card.info.duration))
    elif card.info.discard_after_use and not card.info.functions:
        leave_play(state, card, LeaveReason.DISCARDED, events)  # used up as it is played


# --- reserve swap ------------------------------------------------------------------------


def check_swap(state: GameState, seat: Seat, action: SwapReserve) -> Violation | None:
    problem = _check_phase_and_plays(state, seat)
    if problem:
        return problem
    card = _in_hand(state, seat, action.card)
    if isinstance(card, Violation):
        return card
    out = _valid_card(state, action.reserve_card)
    if out is None or out.zone is not Zone.RESERVE or out.seat != seat:
        return Violation(errors.RESERVE_USE, f"#{action.reserve_card} is not in your reserve fleet")
    if card.info.strength < out.info.strength:
        return Violation(errors.RESERVE_USE, "the card going into the reserve must have equal or higher strength")
    if card.info.unique:
        return Violation(errors.RESERVE_RESTRICT, "a card limited to one copy per deck never goes into the reserve")
    return None


def apply_swap(state: GameState, seat: Seat, action: SwapReserve, events: list[Event]) -> None:
    state.players[seat].plays_used += 1
    going_in, coming_out = state.cards[action.card], state.cards[action.reserve_card]
    position = state.players[seat].reserve.index(coming_out.id)
    to_pile(state, coming_out, Zone.HAND, seat, events)
    to_pile(state, going_in, Zone.RESERVE, seat, events)
    reserve = state.players[seat].reserve
    reserve.insert(position, reserve.pop())  # the new card takes the old one's place
    going_in.face_up = True  # reserve fleets are exposed after the ante (v2.1 L235)


# --- card functions ----------------------------------------------------------------------


def check_use(state: GameState, seat: Seat, action: UseFunction) -> Violation | None:
    if not state.phase.is_card_play:
        return Violation(errors.SEQUENCE, "card actions are taken only in Play Cards Phase A or B")
    card = _valid_card(state, action.card)
    if card is None or not card.in_play or card.controller != seat:
        return Violation(errors.NOT_YOUR_CARD, f"#{action.card} is not a card of your fleet in play")
    if not 1 <= action.function <= card.info.functions:
        return Violation(errors.CARD_ACTIONS, f"{card.info.label} has no function {action.function}")
    if not card.engaged:
        return Violation(errors.DISENGAGED, f"#{card.id} is disengaged and cannot act")
    if action.function in card.used_functions:
        return Violation(errors.CARD_ACTIONS, "each function of a card works at most once per complete turn")
    return None


def apply_use(state: GameState, seat: Seat, action: UseFunction, events: list[Event]) -> None:
    card = state.cards[action.card]
    card.used_functions.add(action.function)
    events.append(FunctionUsed(card.id, action.function))
    # The function's effect itself is resolved by the effect resolvers (issue 4).
    if card.info.discard_after_use and len(card.used_functions - {MOVED}) >= card.info.functions:
        leave_play(state, card, LeaveReason.DISCARDED, events)

