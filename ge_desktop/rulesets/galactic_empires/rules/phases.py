"""Leaving a phase with ``done`` (v2.1 PLAYER TURN SEQUENCE): seven phases in a fixed order,
never going back. ``done`` finishes what the phase is waiting for first: a manual card
resolved by hand, an open weapons volley, the reserve fleet choice, the allocation (which
passes through the Engagement Phase, it has no choices); otherwise the next phase begins.
The Draw Cards Phase ends with ``draw N`` instead (``turns``). The first Card Play phase
(the Basic Game: the last one) waits for a Krebiz ship the allocation funded for one part
only to be separated (``krebiz.separation_owed``).
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors, krebiz
from ge_desktop.rulesets.galactic_empires.actions import Done, UseFunction
from ge_desktop.rulesets.galactic_empires.config import Variant
from ge_desktop.rulesets.galactic_empires.events import PhaseChanged
from ge_desktop.rulesets.galactic_empires.resolution import end_manual
from ge_desktop.rulesets.galactic_empires.resolvers import reserve_energy
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import discard_spent
from ge_desktop.rulesets.galactic_empires.resolvers.reserve_energy import owed_back
from ge_desktop.rulesets.galactic_empires.rules import allocation, plays, setup, thief_answers, turns, weapons
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase

_NEXT_PHASE = {
    Phase.PLAY_A: Phase.WEAPONS_FIRE,
    Phase.WEAPONS_FIRE: Phase.PLAY_B,
    Phase.PLAY_B: Phase.DISCARD,
    Phase.DISCARD: Phase.DRAW,
}


def check_done(state: GameState, seat: Seat, action: Done) -> Violation | None:
    if state.manual is not None:
        return None  # the manual card is resolved
    if state.phase is Phase.DRAW:
        return Violation(errors.DRAW_PHASE, "say how many cards you draw ('draw N') to end your turn")
    fire = state.fire
    if state.phase is Phase.WEAPONS_FIRE and fire is not None and fire.open is not None and not fire.open.parts:
        if any(weapons.check_fire(state, seat, option) is None for option in weapons.fire_options(state, seat, fire.open)):
            return Violation("v2.1 WEAPONS VOLLEY", "a volley needs at least one weapon: 'fire #N KIND' first")
        return None  # nothing can fire at it any more (a unit left play): the aim is withdrawn
    if state.phase is Phase.PLAY_B and (unanswered := _thief_owed(state, seat)) is not None:
        return unanswered
    if state.phase is (Phase.PLAY_B if state.config.variant is Variant.BASIC else Phase.PLAY_A):
        return _separation_owed(state, seat)
    if state.phase is Phase.DISCARD and (owed := owed_back(state, seat)):
        card = owed[0]
        back, away = f"use #{card.id} {reserve_energy.back_function(card.info)}", f"discard #{card.id}"
        return Violation(reserve_energy.RULE, f"#{card.id} leaves play in this Discard Phase: take it back to your hand ('{back}') or discard it ('{away}')")
    return None


def _thief_owed(state: GameState, seat: Seat) -> Violation | None:
    """M6 Time Thief: its stack's owner answers it each turn, by the end of his last Play
    Cards Phase, when some answer is legal at all (``rules/thief_answers.py``)."""
    for option in plays.thief_options(state, seat):
        if plays.check_use(state, seat, option) is None:
            ways = f"move it to another fleet's stack (a Card Play) or discard a card of its stack, e.g. '{option.notation()}'"
            return Violation(thief_answers.RULE, f"answer the Time Thief #{option.card} before your turn ends: {ways}")
    return None


def _separation_owed(state: GameState, seat: Seat) -> Violation | None:
    """v2.1 KREBIZ L1231-1232: a combination the allocation funded for one part only is
    separated in the first Card Play phase (B94: in a card play phase of that turn), when
    the separation is possible at all."""
    for capsule in krebiz.separation_owed(state, seat):
        number = krebiz.separate_function(capsule)
        if number is not None and plays.check_use(state, seat, UseFunction(capsule.id, number)) is None:
            return Violation(
                krebiz.RULE,
                f"#{capsule.id} and its cruiser got points for one part only: separate them first ('use #{capsule.id} {number}')",
            )
    return None


def apply_done(state: GameState, seat: Seat, action: Done, events: list[Event]) -> None:
    phase = state.phase
    if state.manual is not None:
        end_manual(state, events)
    elif phase is Phase.WEAPONS_FIRE and state.fire is not None and state.fire.open is not None:
        if state.fire.open.parts:
            weapons.declare_done(state, seat, events)
        else:
            state.fire.open = None  # an empty volley nothing can join any more is withdrawn
    elif phase is Phase.RESERVE:
        setup.finish_reserve(state, seat, events)
    elif phase is Phase.ALLOCATION:
        allocation.finish(state, seat, events)
    else:
        if phase is Phase.WEAPONS_FIRE:
            discard_spent(state, seat, events)  # h-dictate: Miscommunications, discarded after use
            weapons.end_phase(state)
        state.phase = _NEXT_PHASE[phase]
        if state.phase is Phase.WEAPONS_FIRE:
            weapons.begin_phase(state)
        events.append(PhaseChanged(seat, state.phase, state.players[seat].turns_taken))
        if state.phase is Phase.DRAW:
            turns.open_draw_window(state, seat, events)  # Cessation of Time
