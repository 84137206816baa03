"""The rule checker and ``apply``: one table from action type to (check, apply).

``check(state, action)`` names why an action is illegal for the player who must act now
(``state.to_act()``), or returns None; ``apply`` trusts its input. What may be done depends
first on what the game waits for, in this order: a player asked to react (Counter
Espionage or pass), an offer to answer, a pending choice, an attack in progress, and
otherwise the active player's phase. ``legal.py`` lists candidates and keeps those this
checker accepts, so listing and checking cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ge_desktop.rulesets.galactic_supremacy import building, combat, commands, drawing, research, trade
from ge_desktop.rulesets.galactic_supremacy.actions import (
    Accept,
    Action,
    Attack,
    Build,
    BuyDraw,
    CatchUp,
    Commit,
    Decline,
    Directed,
    Discard,
    Done,
    Exchange,
    Keep,
    Launch,
    Move,
    Offer,
    Pass,
    PickTech,
    Refuse,
    Reinforce,
    Research,
    UseCommand,
    Withdraw,
)
from ge_desktop.rulesets.galactic_supremacy.cards import Seat
from ge_desktop.rulesets.galactic_supremacy.flow import end_phase, settle
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, GameState, HandLimitChoice, KeepChoice, Phase, PickChoice


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why."""


_PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    Phase.DRAW: (BuyDraw, Exchange, Offer, Done),
    Phase.COMMAND: (UseCommand, Offer, Done),
    Phase.BUILD: (Build, Offer, Done),
    Phase.ATTACK: (Attack, Offer, Done),
    Phase.MOVE: (Move, Offer, Done),
    Phase.RESEARCH: (Research, CatchUp, Directed, Offer, Done),
}
_ATTACK_ACTIONS: dict[AttackStep, tuple[type[Action], ...]] = {
    AttackStep.FORM: (Commit, Launch),
    AttackStep.TACTICS: (UseCommand, Done),
    AttackStep.RESPONSE: (UseCommand, Reinforce, Withdraw, Done),
}


def allowed_kinds(state: GameState) -> tuple[type[Action], ...]:
    """The action types the game accepts now, from what it waits for."""
    if state.outcome is not None:
        return ()
    if state.asked:
        return (UseCommand, Pass)
    if state.offer is not None:
        return (Accept, Refuse)
    if state.choices:
        choice = state.choices[0]
        if isinstance(choice, PickChoice):
            return (PickTech,)
        if isinstance(choice, KeepChoice):
            return (Keep, Decline)
        assert isinstance(choice, HandLimitChoice)
        return (Discard,)
    if state.attack is not None:
        return _ATTACK_ACTIONS[state.attack.step]
    return _PHASE_ACTIONS.get(state.phase, ())


def _no_problem(state: GameState, seat: Seat, action: Action) -> str | None:
    return None


def _check_launch(state: GameState, seat: Seat, action: Action) -> str | None:
    assert state.attack is not None
    return None if state.attack.fleets else "commit at least one fleet first"


# Each entry takes its own action type; ``Any`` here because a table cannot say "the key's type".
Check = Callable[[GameState, Seat, Any], str | None]
Apply = Callable[[GameState, Seat, Any], None]

_RULES: dict[type[Action], tuple[Check, Apply]] = {
    Done: (_no_problem, lambda s, seat, a: combat.step_done(s) if s.attack is not None else end_phase(s)),
    Pass: (_no_problem, lambda s, seat, a: commands.pass_reaction(s)),
    BuyDraw: (lambda s, seat, a: drawing.check_buy(s, seat), lambda s, seat, a: drawing.buy(s, seat)),
    Exchange: (drawing.check_exchange, drawing.exchange),
    Keep: (_no_problem, lambda s, seat, a: drawing.keep(s, True)),
    Decline: (_no_problem, lambda s, seat, a: drawing.keep(s, False)),
    Discard: (drawing.check_discard, drawing.discard_excess),
    Build: (building.check_build, building.build),
    Move: (building.check_move, building.move),
    Research: (research.check_research, research.research),
    CatchUp: (research.check_research, research.research),
    Directed: (research.check_research, research.research),
    PickTech: (_no_problem, research.pick),
    UseCommand: (commands.check_command, commands.play_command),
    Attack: (combat.check_attack, combat.declare),
    Commit: (combat.check_commit, lambda s, seat, a: combat.commit(s, a)),
    Launch: (_check_launch, lambda s, seat, a: combat.launch(s)),
    Reinforce: (combat.check_reinforce, lambda s, seat, a: combat.reinforce(s, a)),
    Withdraw: (combat.check_withdraw, lambda s, seat, a: combat.withdraw(s, a)),
    Offer: (trade.check_offer, trade.make_offer),
    Accept: (trade.check_accept, trade.accept),
    Refuse: (_no_problem, lambda s, seat, a: trade.refuse(s, seat)),
}


def check(state: GameState, action: Action) -> str | None:
    """Why ``action`` is illegal for the player to act now, or None when it is legal."""
    seat = state.to_act()
    if seat is None:
        return "the game is over"
    if type(action) not in allowed_kinds(state):
        return f"{action.verb or action.notation()} is not possible now ({waiting_for(state)})"
    return _RULES[type(action)][0](state, seat, action)


def apply(state: GameState, action: Action) -> None:
    """Play a legal ``action`` for the player to act now (unchecked: see ``check``)."""
    seat = state.to_act()
    assert seat is not None
    _RULES[type(action)][1](state, seat, action)
    settle(state)


def play(state: GameState, action: Action) -> None:
    """Checked ``apply``: raises ``IllegalActionError`` naming the rule."""
    problem = check(state, action)
    if problem is not None:
        raise IllegalActionError(f"{action.notation()}: {problem}")
    apply(state, action)


def waiting_for(state: GameState) -> str:
    """What the game waits for, in words."""
    seat = state.to_act()
    if seat is None:
        return "the game is over"
    if state.asked:
        return f"p{seat} may counter the command card just played"
    if state.offer is not None:
        return f"p{seat} answers an offer"
    if state.choices:
        return f"p{seat} makes a choice ({type(state.choices[0]).__name__})"
    if state.attack is not None:
        return f"p{seat} in the attack's {state.attack.step.value} step"
    return f"p{seat}'s {state.phase.value} phase"
