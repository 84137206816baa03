"""Free-form (sandbox) actions: the table as a physical table, through the same action path.

Legal in sandbox mode, and then always (as long as the cards and seats they name exist
and a card is not put onto itself); in rules mode, only the ``MANUAL_ADJUSTMENTS`` while a
manual card is resolved by hand (its controller's, counted in ``GameState.manual_changes``). They are recorded like rule actions, so undo,
game records and the sandbox table share one path. Moving a card that has cards on it
leaves those cards where the moved card was (they become roots of that area, or move to
the moved card's parent). A card moved onto the table is in its owner's fleet (on an
opponent's card that means played against it).
"""

from __future__ import annotations

from ge_desktop.engine.actions import Action
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import DamageHq, DrawCards, Flip, MoveCard, Reveal, RollDie, Rotate, SetDie, SetPoints, Shuffle
from ge_desktop.rulesets.galactic_empires.errors import SANDBOX
from ge_desktop.rulesets.galactic_empires.events import CardEngaged, CardFlipped, CardRevealed, DieChanged, DieRolled, PointsSet
from ge_desktop.rulesets.galactic_empires.rules.victory import score_hq_damage
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import draw_cards, is_within, shuffle_deck, to_pile, to_table

MAX_DIE = 99
MAX_POINTS = 99  # points of one kind on a card


def _bad_card(state: GameState, instance: int | None) -> bool:
    return instance is not None and not 0 <= instance < len(state.cards)


def _bad_seat(state: GameState, seat: int | None) -> bool:
    return seat is not None and not 0 <= seat < state.player_count


def check(state: GameState, action: Action) -> Violation | None:
    """A free-form action is legal if what it names exists and makes sense."""
    cards = [getattr(action, name, None) for name in ("card", "parent")]
    seats = [getattr(action, name, None) for name in ("seat", "by")]
    if any(_bad_card(state, c) for c in cards):
        return Violation(SANDBOX, "no such card")
    if any(_bad_seat(state, s) for s in seats):
        return Violation(SANDBOX, "no such seat")
    if isinstance(action, MoveCard):
        if Zone.SET_ASIDE in (action.zone, state.cards[action.card].zone):
            return Violation(SANDBOX, "a card set aside out of play comes back only by its time card's rule (rules/set_aside.py)")
        if action.zone is Zone.HELD:
            return Violation(SANDBOX, "a card is held out of play only by the card holding it (a Well of Time's draws: rules/held_piles.py)")
        if action.parent is not None:
            parent = state.cards[action.parent]
            if not parent.in_play or is_within(state, state.cards[action.card], parent):
                return Violation(SANDBOX, "a card goes only onto another card in play, never onto itself")
        elif action.seat is None:
            return Violation(SANDBOX, "say whose pile or area the card goes to")
    if isinstance(action, SetDie) and action.value > MAX_DIE:
        return Violation(SANDBOX, f"a die shows at most {MAX_DIE}")
    if isinstance(action, SetPoints) and action.value > MAX_POINTS:
        return Violation(SANDBOX, f"a card holds at most {MAX_POINTS} points of a kind")
    if isinstance(action, RollDie) and not 2 <= action.sides <= 100:
        return Violation(SANDBOX, "a die has 2 to 100 sides")
    return None


def _lift_children(state: GameState, card: CardState, events: list[Event]) -> None:
    """Leave the cards on ``card`` where it was before it moves."""
    for child_id in list(card.children):
        child = state.cards[child_id]
        if card.parent is not None:
            to_table(state, child, card.seat, card.parent, events)
        else:
            to_table(state, child, card.seat, None, events)


def _move(state: GameState, action: MoveCard, events: list[Event]) -> None:
    card = state.cards[action.card]
    if card.in_play:
        _lift_children(state, card, events)
    if action.parent is not None:
        to_table(state, card, card.seat, action.parent, events)
    elif action.seat is None:
        raise RuntimeError("a free move to a pile or the table names a seat: the action was not checked")
    elif action.zone is Zone.PLAY:
        to_table(state, card, action.seat, None, events)
    else:
        to_pile(state, card, action.zone, action.seat, events, action.position)
    if card.in_play:
        card.controller = card.owner  # a free move puts the card in its owner's fleet


def _set_points(card: CardState, action: SetPoints, events: list[Event]) -> None:
    if action.value:
        card.received[action.point] = action.value
    else:
        card.received.pop(action.point, None)
    events.append(PointsSet(action.card, action.point, action.value))


def apply(state: GameState, seat: Seat, action: Action, events: list[Event]) -> None:
    """Apply a free-form action for the player at ``seat``."""
    if isinstance(action, MoveCard):
        _move(state, action, events)
    elif isinstance(action, Rotate):
        state.cards[action.card].engaged = action.engaged
        events.append(CardEngaged(action.card, action.engaged))
    elif isinstance(action, SetDie):
        card = state.cards[action.card]
        if action.value:
            card.dice[action.kind] = action.value
        else:
            card.dice.pop(action.kind, None)
        events.append(DieChanged(action.card, action.kind, action.value))
    elif isinstance(action, SetPoints):
        _set_points(state.cards[action.card], action, events)
    elif isinstance(action, DrawCards):
        draw_cards(state, action.seat, action.count, events)
    elif isinstance(action, Shuffle):
        shuffle_deck(state, action.seat, events)
    elif isinstance(action, Reveal):
        state.cards[action.card].revealed = True
        events.append(CardRevealed(action.card))
    elif isinstance(action, Flip):
        state.cards[action.card].face_up = action.face_up
        events.append(CardFlipped(action.card, action.face_up))
    elif isinstance(action, RollDie):
        events.append(DieRolled(seat, action.sides, state.rng.roll(action.sides), "sandbox"))
    elif isinstance(action, DamageHq):
        score_hq_damage(state, action.seat, action.amount, action.by, events)
