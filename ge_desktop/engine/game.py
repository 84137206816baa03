"""``Game``: the one object a UI, a bot, a replay or a test drives.

OpenSpiel's Game/State vocabulary on python-chess's move discipline:

- ``Game.new(config)`` deals a new game (reserve choice is the first decision);
- ``legal_actions()`` lists what the player to act may do now (cached per state version);
  ``is_legal(action)`` / ``why_illegal(action)`` check one action without listing;
- ``play(action)`` checks, applies and returns the events; ``apply(action)`` trusts its
  input (replays, bots) and returns the events too;
- ``clone()`` copies the state by hand; ``is_terminal()`` / ``outcome``.

Each action type has a checker and an applier in a rules module (``setup``, ``turns``,
``allocation``, ``movement``, ``plays``, ``discard``, ``sandbox``); this file only dispatches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ge_desktop.engine import allocation, discard, movement, phases, plays, reactions, resolution, sandbox, setup, turns, weapons
from ge_desktop.engine.actions import (
    FREE_FORM_ACTIONS,
    Action,
    Aim,
    Allocate,
    Choose,
    ChooseReserve,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    Fire,
    FleetFire,
    MoveShip,
    Pass,
    PlayCard,
    SwapReserve,
    UseFunction,
)
from ge_desktop.engine.config import GameConfig
from ge_desktop.engine.errors import CHOICE, GAME_OVER, MANUAL, REACTION_WINDOW, SANDBOX, IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.legal import legal_actions
from ge_desktop.engine.pending import StepOp
from ge_desktop.engine.state import GameState, Outcome
from ge_desktop.engine.terms import GameMode, Phase, Seat

Checker = Callable[[GameState, Seat, Any], Violation | None]
Applier = Callable[[GameState, Seat, Any, list[Event]], None]

# The stack kernel calls the rule modules through its handler table (it imports none of them).
resolution.register_step(StepOp.VOLLEY, weapons.volley_step)
resolution.register_step(StepOp.ALLOCATION, allocation.engagement_step)
resolution.register_step(StepOp.DISCARD, discard.discard_step)
resolution.register_window(reactions.open_window)

_RULES: dict[type, tuple[Checker, Applier]] = {
    Done: (phases.check_done, phases.apply_done),
    ChooseReserve: (setup.check_reserve, setup.apply_reserve),
    DeclareEconomy: (allocation.check_declare, allocation.apply_declare),
    Allocate: (allocation.check_allocate, allocation.apply_allocate),
    MoveShip: (movement.check_move, movement.apply_move),
    PlayCard: (plays.check_play, plays.apply_play),
    SwapReserve: (plays.check_swap, plays.apply_swap),
    UseFunction: (plays.check_use, plays.apply_use),
    Discard: (discard.check_discard, discard.apply_discard),
    Draw: (turns.check_draw, turns.apply_draw),
    Aim: (weapons.check_aim, weapons.apply_aim),
    Fire: (weapons.check_fire, weapons.apply_fire),
    FleetFire: (weapons.check_fleet_fire, weapons.apply_fleet_fire),
}

# While a reaction window is open: pass, or react (an R/ card, an "As a reaction" function).
_WINDOW: dict[type, tuple[Checker, Applier]] = {
    Pass: (reactions.check_pass, reactions.apply_pass),
    PlayCard: (reactions.check_react_play, reactions.apply_react_play),
    UseFunction: (reactions.check_react_use, reactions.apply_react_use),
}
_CHOOSE = (resolution.check_choose, resolution.apply_choose)


def _no_rule(message: str, rule: str) -> tuple[Checker, Applier]:
    def check(state: GameState, seat: Seat, action: Any) -> Violation:
        return Violation(rule, message)

    def apply(state: GameState, seat: Seat, action: Any, events: list[Event]) -> None:
        raise IllegalActionError(action.notation(), Violation(rule, message))

    return check, apply


def route(state: GameState, action: Action) -> tuple[Checker, Applier]:
    """The checker and applier of a rule action, given what the game is waiting for."""
    if state.choice is not None:
        if isinstance(action, Choose):
            return _CHOOSE
        return _no_rule(f"p{state.choice.seat} must choose first: {state.choice.prompt}", CHOICE)
    if state.window is not None:
        entry = _WINDOW.get(type(action))
        if entry is None:
            return _no_rule(str(reactions.window_violation(state, action).message), REACTION_WINDOW)  # type: ignore[union-attr]
        return entry
    if state.manual is not None:
        if isinstance(action, Done):
            return phases.check_done, phases.apply_done
        return _no_rule("resolve the manual card with free-form actions, then say 'done'", MANUAL)
    if isinstance(action, Choose):
        return _no_rule("no card is asking for a choice now", CHOICE)
    if isinstance(action, Pass):
        return _no_rule("nobody is asking for reactions now", REACTION_WINDOW)
    return _RULES[type(action)]


class Game:
    """One game in progress: its state, its action history and the rules entry points."""

    def __init__(self, state: GameState, history: list[Action] | None = None) -> None:
        self.state = state
        self.history: list[Action] = history if history is not None else []
        self._legal: tuple[int, tuple[Action, ...]] | None = None

    @classmethod
    def new(cls, config: GameConfig, catalog: object | None = None) -> Game:
        """A new game from ``config``; ``catalog`` (default: the shipped one) gives empire status.

        Raises ``GameSetupError`` for a config that cannot start a game.
        """
        return cls(setup.new_state(config, catalog))

    # --- whose turn and what may happen ---------------------------------------------------

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def to_act(self) -> Seat | None:
        """The seat that must act now (None when the game is over): the active player, or
        a player asked to react, or one a card asks to choose."""
        return None if self.state.phase is Phase.GAME_OVER else self.state.to_act

    @property
    def phase(self) -> Phase:
        return self.state.phase

    def legal_actions(self) -> tuple[Action, ...]:
        """Every rule action the player to act may take now (free-form ones are not listed)."""
        if self._legal is None or self._legal[0] != self.state.version:
            with self.state.memoized():
                self._legal = (self.state.version, tuple(legal_actions(self.state, self.why_illegal)))
        return self._legal[1]

    def why_illegal(self, action: Action) -> Violation | None:
        """None if ``action`` is legal now, else the rule it breaks."""
        state = self.state
        if action.free_form:
            if state.config.mode is not GameMode.SANDBOX and state.manual is None:
                return Violation(SANDBOX, "free-form actions are only legal in sandbox mode (or to resolve a manual card)")
            return sandbox.check(state, action)
        if state.phase is Phase.GAME_OVER:
            return Violation(GAME_OVER, "the game is over")
        check, _ = route(state, action)
        return check(state, state.to_act, action)

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    # --- changing the state ---------------------------------------------------------------

    def play(self, action: Action) -> list[Event]:
        """Check and apply ``action``; raise ``IllegalActionError`` naming the rule if illegal."""
        violation = self.why_illegal(action)
        if violation is not None:
            raise IllegalActionError(action.notation(), violation)
        return self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` without checking it (replays and bots); returns the events."""
        state = self.state
        events: list[Event] = []
        seat = state.to_act
        if isinstance(action, FREE_FORM_ACTIONS):
            sandbox.apply(state, seat, action, events)
        else:
            route(state, action)[1](state, seat, action, events)
        state.version += 1
        self.history.append(action)
        return events

    def clone(self) -> Game:
        """An independent copy (state and history); card facts and config are shared."""
        return Game(self.state.clone(), list(self.history))

    # --- the end --------------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.state.phase is Phase.GAME_OVER

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.state.outcome
