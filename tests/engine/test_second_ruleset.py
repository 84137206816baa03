"""A tiny third game, registered through the games registry alone, played through ``Game``, a
record, ``replay --check`` and ``simulate`` (and, with its ``WINDOW_PARTS``, a table page and
a New Game form in ``tests/ui/dice_race_pages.py``, the main window's New Game and table:
``tests/ui/test_third_game_window.py``).

"Dice race": two phases (roll, then score) and one action, ``step``. Stepping in the roll
phase rolls a die with the game's generator; stepping in the score phase adds it to the
player's score and passes the turn. The first to reach the target wins. Nothing here is
Galactic Empires: if ``Game``, the records or the replay command reached past the
``Ruleset`` interface into Galactic Empires, this game could not be played, saved or
checked. It is registered as any game is, by a ``GameType`` entry (``GAME`` below:
``register_game``, what ``load_games`` does with a registry line), and nothing outside this
module names it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, ClassVar

import pytest

from ge_desktop.cli import main
from ge_desktop.engine import Action, Game, IllegalActionError, NotationError, Ruleset, Seat, Violation, get_ruleset
from ge_desktop.engine.events import Event
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import EndReason, Outcome
from ge_desktop.games import GameType, find_game, game_of, register_game
from ge_desktop.storage.records import RECORD_FORMAT_VERSION, load_record, read_record, record_of, save_record, write_record
from ge_desktop.storage.replay import ReplayRejected, replay, snapshot_problem


class DicePhase(Enum):
    ROLL = "roll"
    SCORE = "score"


@dataclass(frozen=True, slots=True, repr=False)
class StepAction(Action):
    verb: ClassVar[str] = "step"

    def notation(self) -> str:
        return "step"


@dataclass(frozen=True, slots=True, repr=False)
class JumpAction(Action):
    """An action of no game: never legal here."""

    verb: ClassVar[str] = "jump"

    def notation(self) -> str:
        return "jump"


@dataclass(frozen=True)
class DiceConfig:
    ruleset: ClassVar[str] = "dice-race"
    seed: int
    players: int = 2
    target: int = 12


@dataclass
class DiceState:
    config: DiceConfig
    rng: GameRandom
    scores: list[int]
    phase: DicePhase = DicePhase.ROLL
    active: int = 0
    rolled: int = 0
    outcome: Outcome | None = None
    turns: int = field(default=0)


class DiceRace(Ruleset[DiceState, DiceConfig]):
    name = "dice-race"
    title = "Dice race (a test ruleset)"

    def new_state(self, config: DiceConfig, catalog: Any = None) -> DiceState:
        return DiceState(config, GameRandom(config.seed), [0] * config.players)

    def phases(self) -> Sequence[DicePhase]:
        return tuple(DicePhase)

    def phase(self, state: DiceState) -> DicePhase:
        return state.phase

    def to_act(self, state: DiceState) -> Seat:
        return Seat(state.active)

    def legal_actions(self, state: DiceState, why_illegal: Any) -> Iterable[Action]:
        return [a for a in (StepAction(),) if why_illegal(a) is None]

    def why_illegal(self, state: DiceState, action: Action) -> Violation | None:
        if state.outcome is not None:
            return Violation("dice race: the end", "the game is over")
        if not isinstance(action, StepAction):
            return Violation("dice race", f"'{action.notation()}' is not a dice race action (only 'step')")
        return None

    def apply(self, state: DiceState, action: Action) -> list[Event]:
        if state.phase is DicePhase.ROLL:
            state.rolled = 1 + state.rng.below(6)
            state.phase = DicePhase.SCORE
            return []
        state.scores[state.active] += state.rolled
        state.rolled = 0
        state.phase = DicePhase.ROLL
        if state.scores[state.active] >= state.config.target:
            state.outcome = Outcome(Seat(state.active), EndReason.SCORE, state.turns // state.config.players + 1)
        else:
            state.active = (state.active + 1) % state.config.players
            state.turns += 1
        return []

    def observe(self, state: DiceState, seat: Seat | None) -> dict[str, Any]:
        return {"scores": list(state.scores), "phase": state.phase.value, "rolled": state.rolled}

    def outcome(self, state: DiceState) -> Outcome | None:
        return state.outcome

    def clone(self, state: DiceState) -> DiceState:
        return DiceState(state.config, state.rng.clone(), list(state.scores), state.phase, state.active, state.rolled, state.outcome, state.turns)

    def config_of(self, state: DiceState) -> DiceConfig:
        return state.config

    def parse_action(self, text: str) -> Action:
        if text.strip() != "step":
            raise NotationError(f"'{text.strip()}' is not a dice race action (only 'step')")
        return StepAction()

    def config_data(self, config: DiceConfig) -> dict[str, Any]:
        return {"seed": config.seed, "players": config.players, "target": config.target}

    def config_from_data(self, data: dict[str, Any], catalog: Any = None) -> DiceConfig:
        if not isinstance(data.get("seed"), int):
            raise ValueError("the seed must be a whole number")
        return DiceConfig(data["seed"], int(data.get("players", 2)), int(data.get("target", 12)))

    def digest(self, state: DiceState) -> str:
        text = f"{state.scores} {state.phase.value} {state.active} {state.rolled} {state.rng.state} {state.outcome} {state.turns}"
        return hashlib.sha256(text.encode()).hexdigest()

    def summary(self, state: DiceState) -> dict[str, Any]:
        outcome = state.outcome
        return {"scores": list(state.scores), "phase": state.phase.value, "winner": outcome.winner if outcome else None}


DICE_RACE = DiceRace()


def simulate_dice(args: argparse.Namespace) -> int:
    """The game's ``simulate`` part: ``args.games`` seeded games, one JSON object or a line each."""
    games = [_play(args.seed + i) for i in range(args.games)]
    rows = [{"seed": args.seed + i, "winner": g.outcome.winner if g.outcome else None, "actions": len(g.history)} for i, g in enumerate(games)]
    if args.json:
        print(json.dumps({"ruleset": args.ruleset, "games": rows}))
    else:
        print("\n".join(f"game seed {row['seed']}: winner p{row['winner']}, {row['actions']} actions" for row in rows))
    return 0


GAME = GameType(
    name="dice-race",
    title="Dice race",
    package=__name__,
    aliases=("dice",),
    min_players=2,
    max_players=4,
    hidden_information=False,
    chance=True,
    parts={"ruleset": f"{__name__}:DICE_RACE", "simulate": f"{__name__}:simulate_dice"},
)
# The main window's table page and the New Game dialog's form: the window test registers the
# game with them (tests/ui/test_third_game_window.py) for as long as it plays them, so the other
# tests' New Game dialogs list only the real games.
WINDOW_PARTS = {"table_page": "tests.ui.dice_race_pages:DicePage", "new_game_form": "tests.ui.dice_race_pages:DiceForm"}
register_game(GAME)


def _play(seed: int) -> Game:
    game = Game.new(DiceConfig(seed=seed))
    while not game.is_terminal():
        (action,) = game.legal_actions()
        game.play(action)
    return game


def test_the_ruleset_is_registered_by_name() -> None:
    assert get_ruleset("dice-race") is DICE_RACE
    assert find_game("Dice") is GAME and game_of(DICE_RACE) is GAME
    with pytest.raises(KeyError, match="no ruleset named 'chess'"):
        get_ruleset("chess")


def test_game_plays_the_second_ruleset_to_its_end() -> None:
    game = Game.new(DiceConfig(seed=4))
    assert isinstance(game.ruleset, DiceRace)
    assert game.phases() == (DicePhase.ROLL, DicePhase.SCORE)
    assert game.phase is DicePhase.ROLL and game.to_act == 0
    assert game.legal_actions() == (StepAction(),)
    with pytest.raises(IllegalActionError, match="not a dice race action"):
        game.play(JumpAction())
    game.play(StepAction())
    assert game.phase is DicePhase.SCORE and 1 <= game.state.rolled <= 6
    before = game.clone()
    game.play(StepAction())
    assert game.to_act == 1 and before.to_act == 0 and before.phase is DicePhase.SCORE  # the clone is independent
    finished = _play(4)
    outcome = finished.outcome
    assert outcome is not None and outcome.end is EndReason.SCORE
    assert finished.state.scores[outcome.winner] >= 12
    assert finished.to_act is None and finished.legal_actions() == ()
    assert _play(4).history == finished.history  # the seed decides the game
    assert finished.observe(Seat(0))["scores"] == finished.state.scores


def test_a_record_of_the_second_ruleset_replays_and_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = _play(9)
    record = record_of(game)
    text = write_record(record)
    header = json.loads(text.splitlines()[0])
    assert header == {"format_version": RECORD_FORMAT_VERSION, "ruleset": "dice-race", "config": {"seed": 9, "players": 2, "target": 12}}
    assert json.loads(text.splitlines()[1]) == {"action": "step"}
    again = read_record(text)
    assert write_record(again) == text
    replayed = replay(again, None)
    assert replayed.state.scores == game.state.scores and snapshot_problem(replayed, again) is None
    path = tmp_path / "dice.gerec"
    save_record(record, path)
    assert load_record(path).actions == record.actions
    assert main(["replay", "--check", "--json", str(path)]) == 0
    out = capsys.readouterr().out
    assert "line 2: accepted: step" in out
    assert json.loads(out[out.index("{") :])["winner"] == game.outcome.winner  # type: ignore[union-attr]


def test_simulate_plays_the_third_game_by_its_name_and_alias(capsys: pytest.CaptureFixture[str]) -> None:
    for typed in ("dice-race", "DICE"):
        assert main(["simulate", "--ruleset", typed, "--games", "3", "--seed", "5", "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["ruleset"] == "dice-race"
        assert [row["seed"] for row in report["games"]] == [5, 6, 7]
        assert all(row["winner"] == _play(row["seed"]).outcome.winner for row in report["games"])  # type: ignore[union-attr]


def test_replay_rejects_a_broken_record_of_the_second_ruleset(tmp_path: Path) -> None:
    game = _play(2)
    text = write_record(record_of(game, with_snapshot=False))
    extra = text + '{"action": "step"}\n'  # one step after the game ended
    with pytest.raises(ReplayRejected, match="the game is over"):
        replay(read_record(extra), None)
    path = tmp_path / "bad.gerec"
    path.write_text(text.replace('{"action": "step"}', '{"action": "jump"}', 1), encoding="utf-8")
    assert main(["replay", "--check", str(path)]) == 1
    unknown = text.replace('"dice-race"', '"no-such-game"', 1)
    with pytest.raises(ValueError, match="no ruleset named 'no-such-game'"):
        read_record(unknown)
