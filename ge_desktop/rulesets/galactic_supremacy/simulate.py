"""Headless Galactic Supremacy games between bots (``ge-desktop simulate --ruleset galactic-supremacy``).

Game ``i`` uses seed ``seed + i`` for the game's chance and for the bots, and the bot list
rotates by one seat each game, so the same call gives the same games. A game is played
through the engine's ``Game`` (the registered ruleset) and ends with a winner by conquest
(every other Homeworld destroyed) or after ``turn_cap`` complete turns (rounds of every
seat's turn, as Galactic Empires' cap counts), reported as ``turn_cap`` with no winner (there is no tiebreak). ``check`` replays every game's record
through ``storage.replay`` and compares its snapshot (``replay_mismatch`` if it differs);
``save_records`` writes each record as ``game-<seed>.gerec`` for ``ge-desktop replay
--check``.

This module is the game's command-level part (it keeps records through ``ge_desktop.storage``;
tests/test_dependencies.py places it above storage). ``add_arguments`` and ``run_command`` are the game's ``simulate_arguments`` and ``simulate``
parts in the games registry (``entry.py``): ``ge-desktop simulate`` adds the first's options
and hands the parsed arguments of a Galactic Supremacy run to the second.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import Seat
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.rulesets.galactic_supremacy.state import GameState, Setup
from ge_desktop.storage.records import read_record, record_of, save_record, write_record
from ge_desktop.storage.replay import replay, snapshot_problem

BOTS: dict[str, type[RandomBot] | type[StandardBot]] = {"random": RandomBot, "standard": StandardBot}
DEFAULT_TURN_CAP = 100  # complete turns (rounds); a result's ``turns`` counts player turns
MAX_ACTIONS = 100_000  # a safety net against a bot that never ends a phase


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    winner: int | None
    end: str  # "conquest", "turn_cap", "action_cap" or "replay_mismatch"
    turns: int
    actions: int
    bots: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "winner": self.winner,
            "end": self.end,
            "turns": self.turns,
            "actions": self.actions,
            "bots": list(self.bots),
            "decks": ["built-in"] * len(self.bots),
        }


def play_game(setup: Setup, bots: tuple[str, ...], turn_cap: int = DEFAULT_TURN_CAP) -> Game:
    """One game between ``bots`` (one name per seat), to a winner or the turn cap."""
    game = Game.new(setup, ruleset=GALACTIC_SUPREMACY)
    state: GameState = game.state
    players = [BOTS[name](bot_random(setup.seed, seat)) for seat, name in enumerate(bots)]
    while not game.is_terminal() and state.turn_number <= turn_cap * setup.players and len(game.history) < MAX_ACTIONS:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].decide(game.observe(Seat(seat)), game.legal_actions()))
    return game


def _replays(game: Game) -> bool:
    record = read_record(write_record(record_of(game)))
    return snapshot_problem(replay(record, None), record) is None


def simulate(
    players: int,
    games: int,
    seed: int,
    bots: tuple[str, ...] = ("standard",),
    turn_cap: int = DEFAULT_TURN_CAP,
    individual_decks: bool = False,
    advanced: bool = False,
    check: bool = False,
    save_records: Path | None = None,
) -> list[GameResult]:
    """``games`` seeded games; the bots listed repeat around the table and rotate a seat each game."""
    results = []
    for i in range(games):
        seats = tuple(bots[(k + i) % len(bots)] for k in range(players))
        game = play_game(Setup(players, individual_decks, advanced, seed + i), seats, turn_cap)
        state: GameState = game.state
        outcome = state.outcome
        end = outcome.reason if outcome is not None else ("action_cap" if len(game.history) >= MAX_ACTIONS else "turn_cap")
        if check and not _replays(game):
            end = "replay_mismatch"
        if save_records is not None:
            save_record(record_of(game), save_records / f"game-{seed + i}.gerec")
        results.append(GameResult(seed + i, outcome.winner if outcome else None, end, state.turn_number, len(game.history), seats))
    return results


def summary(results: list[GameResult]) -> dict[str, Any]:
    """Ends counted, the conquest rate, wins per bot, mean turns and actions."""
    ends: dict[str, int] = {}
    wins: dict[str, int] = {}
    for r in results:
        ends[r.end] = ends.get(r.end, 0) + 1
        if r.winner is not None:
            wins[r.bots[r.winner]] = wins.get(r.bots[r.winner], 0) + 1
    n = max(len(results), 1)
    return {
        "games": len(results),
        "ends": ends,
        "conquest_rate": round(ends.get("conquest", 0) / n, 3),
        "wins_by_bot": wins,
        "mean_turns": round(sum(r.turns for r in results) / n, 1),
        "mean_actions": round(sum(r.actions for r in results) / n, 1),
    }


def report(results: list[GameResult], elapsed: float) -> dict[str, Any]:
    """The ``--json`` object: per game, the summary, time."""
    return {
        "ruleset": "galactic-supremacy",
        "games": [r.as_dict() for r in results],
        "summary": summary(results),
        "elapsed_s": round(elapsed, 3),
        "games_per_s": round(len(results) / max(elapsed, 1e-9), 3),
    }


def run_timed(**kwargs: Any) -> tuple[list[GameResult], float]:
    started = time.perf_counter()
    results = simulate(**kwargs)
    return results, time.perf_counter() - started


def text_lines(results: list[GameResult]) -> list[str]:
    lines = [
        f"game seed {r.seed}: winner {'none' if r.winner is None else f'p{r.winner}'} ({r.end}), {r.turns} turns, {r.actions} actions ({', '.join(r.bots)})"
        for r in results
    ]
    s = summary(results)
    ends = ", ".join(f"{k} {v}" for k, v in sorted(s["ends"].items()))
    lines.append(
        f"{s['games']} games played; ends: {ends}; conquest rate {100 * s['conquest_rate']:.1f}%; mean {s['mean_turns']} turns, {s['mean_actions']} actions"
    )
    return lines


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Galactic Supremacy's own ``simulate`` options."""
    parser.add_argument("--gs-decks", choices=("common", "individual"), default="common", help="Galactic Supremacy: one common deck or one deck each")
    parser.add_argument("--advanced-setup", action="store_true", help="Galactic Supremacy: the optional advanced setup rule")


def run_command(args: argparse.Namespace) -> int:
    """``ge-desktop simulate --ruleset galactic-supremacy``: its own bots and built-in deck, the
    report shape of every game's run."""
    if args.decks:
        print("simulate: Galactic Supremacy plays its built-in deck (use --gs-decks common|individual, not --decks)", file=sys.stderr)
        return 2
    players = args.players or max(2, len(args.bots or ()))
    if not 2 <= players <= 6:
        print(f"simulate: Galactic Supremacy needs 2 to 6 players, not {players}", file=sys.stderr)
        return 2
    if args.workers > 1:
        print("simulate: Galactic Supremacy games run in one process; --workers is ignored", file=sys.stderr)
    if args.save_records:
        args.save_records.mkdir(parents=True, exist_ok=True)
    results, elapsed = run_timed(
        players=players,
        games=args.games,
        seed=args.seed,
        bots=tuple(args.bots or ("standard",)),
        turn_cap=args.turn_cap or DEFAULT_TURN_CAP,
        individual_decks=args.gs_decks == "individual",
        advanced=args.advanced_setup,
        save_records=args.save_records,
    )
    if args.json:
        print(json.dumps(report(results, elapsed)))
    else:
        print("\n".join(text_lines(results)))
        print(f"elapsed {elapsed:.2f} s ({len(results) / max(elapsed, 1e-9):.2f} games/s)", file=sys.stderr)
    return 0
