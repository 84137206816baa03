"""Phase 6, Discard Cards (v2.1 6 - DISCARD CARDS PHASE L339-347).

- Each Card Play still unused may discard one card from the hand (optional).
- Any number of cards of the player's own fleet may be discarded; each takes every card
  played on or against it along (v2.1 L415).
- Your cards that another player controls may not be discarded by anyone until you
  control them again; a card you control but do not own is not yours to discard either.
  Discarding the basis of their stack still removes them.
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import Discard
from ge_desktop.rulesets.galactic_empires.config import MAX_CARD_PLAYS
from ge_desktop.rulesets.galactic_empires.discarded import remember, watched
from ge_desktop.rulesets.galactic_empires.pending import DiscardItem, DiscardStep
from ge_desktop.rulesets.galactic_empires.resolution import submit
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import discard_problem
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, discard, leave_play


def check_discard(state: GameState, seat: Seat, action: Discard) -> Violation | None:
    if state.phase is not Phase.DISCARD:
        return Violation(errors.SEQUENCE, "cards are discarded only in the Discard Cards Phase")
    if not 0 <= action.card < len(state.cards):
        return Violation(errors.DISCARD_PHASE, f"#{action.card} is not a card")
    card = state.cards[action.card]
    if card.zone is Zone.HAND and card.seat == seat:
        if state.players[seat].plays_used >= MAX_CARD_PLAYS + state.players[seat].extra_plays:
            return Violation(errors.DISCARD_PHASE, "discarding from the hand needs an unused Card Play; none is left")
        return None
    if not card.in_play:
        return Violation(errors.DISCARD_PHASE, f"#{card.id} is neither in your hand nor in play")
    if card.owner != seat:
        return Violation(errors.DISCARD_PHASE, f"#{card.id} is not your own card (it must be under its owner's control)")
    if card.controller != seat:
        return Violation(errors.DISCARD_PHASE, f"#{card.id} is under another player's control and cannot be discarded")
    return discard_problem(state, card)  # an insane crew (O5 Insanity)


def apply_discard(state: GameState, seat: Seat, action: Discard, events: list[Event]) -> None:
    """The discard is reactable (v2.1 [Reaction cards] L452): it happens as the stack resolves."""
    card = state.cards[action.card]
    if card.zone is Zone.HAND:
        state.players[seat].plays_used += 1
    submit(state, DiscardItem(seat, card.id), events)


def do_discard(state: GameState, seat: Seat, instance: int, events: list[Event]) -> None:
    card = state.cards[instance]
    if card.zone is Zone.HAND:
        discard(state, card, events)
        if watched(state):
            remember(state, card, ((card.id, None),), from_hand=True)
    elif card.in_play:
        leave_play(state, card, LeaveReason.DISCARDED, events)


def discard_step(state: GameState, step: DiscardStep, events: list[Event]) -> None:
    """The stack kernel's discard step: the discard nobody cancelled happens."""
    do_discard(state, step.seat, step.card, events)
