"""The guided first game's script: its game (decks, seed, the bot) and its steps, read from
``resources/tutorial/galactic-empires.json`` (pydantic at this boundary only; a bad file
gets one message naming the file and the place).

A step says what to do in the game's own words (``say``), what the player's move is
(``expect``: the move the step waits for, checked against the engine's real actions),
where to look (the card the move names is pointed at) and, once done, what happened
(``then``) and where the rulebook tells more (``read``, v2.1 section names). Nothing here
imports Qt: ``StepGoal.met`` reads the game only.

Goals (``expect.do``):

- ``continue``: nothing to do in the game; the guide's Next button goes on.
- ``play``: the player plays the card titled ``card`` (onto the card titled ``onto``, if given).
- ``allocate``: a ``point`` (energy, supply, ...) given to the card titled ``card``.
- ``aim``: a volley declared at the card titled ``target``.
- ``fire``: the card titled ``card`` fires in the declared volley.
- ``phase``: the game reaches ``phase`` on the player's own turn (Next Phase).
- ``end_turn``: the player's turn has ended (End Turn, or Next Phase through the Draw Phase).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from ge_desktop.engine import Action, Game
from ge_desktop.paths import resources_dir
from ge_desktop.rulesets.galactic_empires import Allocate, Phase, PlayCard
from ge_desktop.rulesets.galactic_empires.actions import Aim, Fire
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

SCRIPT_FILE = ("tutorial", "galactic-empires.json")

Goal = Literal["continue", "play", "allocate", "aim", "fire", "phase", "end_turn"]


class ScriptError(ValueError):
    """The tutorial's script file cannot be used (the message names the file and place)."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class StepGoal(_Model):
    """What the player does to finish a step (see the module's list)."""

    do: Goal
    card: str | None = None
    onto: str | None = None
    target: str | None = None
    point: str | None = None
    phase: Phase | None = None

    @property
    def by_state(self) -> bool:
        """Finished by where the game is (a phase, the turn passed), not by one move."""
        return self.do in ("phase", "end_turn")

    def pointed_title(self) -> str | None:
        """The title of the card the step points at, if it names one."""
        return self.card or self.target

    def met(self, game: Game, you: int, actions: Sequence[Action]) -> bool:
        """Whether ``actions`` (the moves just made) or the game now finish this goal."""
        state = game.state
        if self.do == "phase":
            return state.active == you and game.phase is self.phase
        if self.do == "end_turn":
            return state.active != you or game.is_terminal()
        return any(self._is(action, game, you) for action in actions)

    def _is(self, action: Action, game: Game, you: int) -> bool:
        cards = game.state.cards

        def titled(instance: InstanceId | None, title: str | None) -> bool:
            return title is None or (instance is not None and cards[instance].info.title == title)

        if self.do == "play":
            return isinstance(action, PlayCard) and cards[action.card].owner == you and titled(action.card, self.card) and titled(action.target, self.onto)
        if self.do == "allocate":
            return isinstance(action, Allocate) and action.point.value == self.point and titled(action.card, self.card) and cards[action.card].owner == you
        if self.do == "aim":
            return isinstance(action, Aim) and game.state.active == you and titled(action.target, self.target)
        if self.do == "fire":
            return isinstance(action, Fire) and cards[action.card].owner == you and titled(action.card, self.card)
        return False


class Step(_Model):
    """One step of the guided game."""

    title: str
    say: str
    expect: StepGoal
    then: str = ""
    read: tuple[str, ...] = ()


class TutorialGame(_Model):
    """The fixed game: the decks (deck files of ``resources/decks``), the seed, who plays."""

    decks: tuple[str, str]
    seed: int
    you: int
    bot: str


class Script(_Model):
    """The whole tutorial: its game and its steps, in order."""

    name: str
    game: TutorialGame
    steps: tuple[Step, ...]


def script_path() -> Path:
    return resources_dir().joinpath(*SCRIPT_FILE)


def read_script(path: Path) -> Script:
    """The script in ``path``, or ``ScriptError`` naming the file and the place."""
    try:
        return Script.model_validate_json(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScriptError(f"{path}: the tutorial cannot be read ({exc.strerror or exc})") from exc
    except ValidationError as exc:
        first = exc.errors()[0]
        place = ".".join(str(part) for part in first["loc"]) or "the file"
        raise ScriptError(f"{path}: at {place}: {first['msg']}") from exc


@cache
def shipped_script() -> Script:
    """The shipped tutorial (read once)."""
    return read_script(script_path())
