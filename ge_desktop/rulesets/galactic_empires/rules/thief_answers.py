"""The Time Thief's answer: an obligation of the owner of the stack it is on (M6 Time Thief).

In each of his turns the owner of the stack a Time Thief is on answers it once with one of its
functions (``resolvers/time_thief.py``): move it to another fleet's stack (a Card Play) or
discard a card of the stack (no Card Play). He, not the thief's player, uses those functions
(``plays.check_use`` asks ``answer_problem``; the listing adds ``plays.thief_options``), in a
Play Cards Phase of his own turn; ``CardState.answered_turn`` records the player turn
(``stats.turn_index``) he answered in. He may not end his turn's last Play Cards Phase (B)
with a thief unanswered while some answer is legal (``phases.check_done``): when he can
answer neither way (no Card Play left or no third fleet, and nothing on the stack to discard),
the obligation lapses for that turn.
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.resolvers.time_thief import stack_owner
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import turn_index

RULE = "M6 Time Thief"


def is_thief(info: CardInfo) -> bool:
    """Does the card carry the thief's answers (its functions are its stack owner's)?"""
    return bool(info.functions) and any(effect.kind is Kind.MOVE_THIEF for effect in info.function_effects)


def answer_problem(state: GameState, seat: Seat, thief: CardState) -> Violation | None:
    """May ``seat`` answer ``thief`` now (the function itself is checked by the caller)?"""
    if stack_owner(state, thief) != seat:
        return Violation(RULE, f"only the owner of the stack #{thief.id} is on answers it")
    if seat != state.active:
        return Violation(RULE, "the Time Thief is answered in its stack owner's own turn")
    if thief.answered_turn == turn_index(state):
        return Violation(RULE, f"#{thief.id} has been answered this turn")
    return None


def record_answer(state: GameState, thief: CardState) -> None:
    thief.answered_turn = turn_index(state)


def thieves_to_answer(state: GameState, seat: Seat) -> list[CardState]:
    """The thieves on ``seat``'s stacks he has not answered this turn (one pass over the cards in play, remembered while listing)."""

    def compute() -> list[CardState]:
        now = turn_index(state)
        return [c for c in state.in_play() if c.parent is not None and c.answered_turn != now and is_thief(c.info) and stack_owner(state, c) == seat]

    return memo(state, ("thieves_to_answer", seat), compute)
