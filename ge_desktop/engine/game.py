"""``Game``: the one object a UI, a bot, a replay or a test drives, for any ruleset.

OpenSpiel's Game/State vocabulary on python-chess's move discipline:

- ``Game.new(config)`` deals a new game by the rules the config names (``ruleset.py``;
  Galactic Empires v2.1 unless told otherwise);
- ``legal_actions()`` lists what the player to act may do now (cached per action applied);
  ``is_legal(action)`` / ``why_illegal(action)`` check one action without listing;
- ``play(action)`` checks, applies and returns the events; ``apply(action)`` trusts its
  input (replays, bots) and returns the events too;
- ``clone()`` copies the state; ``is_terminal()`` / ``outcome``.

Which module checks and applies each action is the ruleset's business
(``galactic_empires`` for Galactic Empires); this file only delegates.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from ge_desktop.engine.actions import Action
from ge_desktop.engine.errors import IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.ruleset import Ruleset, ruleset_of
from ge_desktop.engine.terms import Outcome, Seat


class Game:
    """One game in progress: its state, its action history and the rules entry points."""

    def __init__(self, state: Any, history: list[Action] | None = None, ruleset: Ruleset[Any, Any] | None = None) -> None:
        self.state = state
        self.history: list[Action] = history if history is not None else []
        self.ruleset: Ruleset[Any, Any] = ruleset if ruleset is not None else ruleset_of(state.config)
        self._applied = 0  # actions applied through this object (with the state's version: the legal-action cache key)
        self._legal: tuple[tuple[int, object], tuple[Action, ...]] | None = None
        self.dealt_from: object | None = None  # the config whose dealt position ``state`` is (``new``), until an action

    @classmethod
    def new(cls, config: Any, catalog: object | None = None, ruleset: Ruleset[Any, Any] | None = None) -> Game:
        """A new game from ``config`` by the rules it names (or ``ruleset``); ``catalog``
        (Galactic Empires: default, the shipped one) gives the card facts.

        Raises ``GameSetupError`` for a config that cannot start a game.
        """
        rules = ruleset if ruleset is not None else ruleset_of(config)
        game = cls(rules.new_state(config, catalog), ruleset=rules)
        game.dealt_from = config
        return game

    @property
    def as_dealt(self) -> bool:
        """Is the state still the position ``new`` dealt (no action since, the same config)?"""
        return not self.history and self.dealt_from is not None and self.dealt_from is self.config

    # --- whose turn and what may happen ---------------------------------------------------

    @property
    def config(self) -> Any:
        return self.ruleset.config_of(self.state)

    @property
    def to_act(self) -> Seat | None:
        """The seat that must act now (None when the game is over): the active player, or
        a player asked to react, or one a card asks to choose."""
        return None if self.is_terminal() else self.ruleset.to_act(self.state)

    @property
    def phase(self) -> Any:
        """The phase now (a member of the ruleset's phase enum)."""
        return self.ruleset.phase(self.state)

    def phases(self) -> tuple[Enum, ...]:
        """The phases of a player turn, in order (the ruleset's)."""
        return tuple(self.ruleset.phases())

    def legal_actions(self) -> tuple[Action, ...]:
        """Every rule action the player to act may take now (free-form ones are not listed)."""
        key = (self._applied, getattr(self.state, "version", None))
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, tuple(self.ruleset.legal_actions(self.state, self.why_illegal)))
        return self._legal[1]

    def why_illegal(self, action: Action) -> Violation | None:
        """None if ``action`` is legal now, else the rule it breaks."""
        return self.ruleset.why_illegal(self.state, action)

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def observe(self, seat: Seat | None) -> Any:
        """What ``seat`` may see (None: a spectator)."""
        return self.ruleset.observe(self.state, seat)

    # --- changing the state ---------------------------------------------------------------

    def play(self, action: Action) -> list[Event]:
        """Check and apply ``action``; raise ``IllegalActionError`` naming the rule if illegal."""
        violation = self.why_illegal(action)
        if violation is not None:
            raise IllegalActionError(action.notation(), violation)
        return self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` without checking it (replays and bots); returns the events."""
        events = self.ruleset.apply(self.state, action)
        self._applied += 1
        self.history.append(action)
        return events

    def clone(self) -> Game:
        """An independent copy (state and history); card facts and config are shared."""
        return Game(self.ruleset.clone(self.state), list(self.history), self.ruleset)

    # --- the end --------------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.ruleset.is_terminal(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.ruleset.outcome(self.state)
