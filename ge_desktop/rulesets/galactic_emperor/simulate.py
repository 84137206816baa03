"""Headless Galactic Emperor games between bots (``simulate --ruleset galactic-emperor``).

Game ``i`` uses seed ``seed + i`` for the game's chance and for the bots, and the bot list
rotates by one seat each game, so the same call gives the same games. A game is played
through the engine's ``Game`` (the registered ruleset) and ends only by the aid's end
conditions (the last Empire token placed, the last Victory Point chit taken): there is no
turn cap; ``MAX_ACTIONS`` is a safety net that reports a runaway bot as ``action_cap`` (a
defect, never a result). ``check`` replays every game's record through ``storage.replay``
and compares its snapshot (``replay_mismatch`` if it differs); ``save_records`` writes each
record as ``game-<seed>.gerec`` for ``ge-desktop replay --check``. ``counters`` adds up how
often each role, special ability and technology was used over the games.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_emperor.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import GameState, Setup

BOTS: dict[str, type[RandomBot] | type[StandardBot]] = {"random": RandomBot, "standard": StandardBot}
MAX_ACTIONS = 200_000
END_CONDITIONS = ("last_token", "vp_pool")  # Game End and Victory: a. the last Empire token, b. the last VP chit


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    winner: int | None
    end: str  # "last_token", "vp_pool", "action_cap" or "replay_mismatch"
    rounds: int
    actions: int
    bots: tuple[str, ...]
    tie_break: str | None
    counters: dict[str, int]

    def as_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "winner": self.winner,
            "end": self.end,
            "rounds": self.rounds,
            "actions": self.actions,
            "bots": list(self.bots),
            "tie_break": self.tie_break,
        }


def play_game(setup: Setup, bots: tuple[str, ...]) -> Game:
    """One game between ``bots`` (one name per seat), to its end."""
    game = Game.new(setup, ruleset=GALACTIC_EMPEROR)
    players = [BOTS[name](bot_random(setup.seed, seat)) for seat, name in enumerate(bots)]
    while not game.is_terminal() and len(game.history) < MAX_ACTIONS:
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].decide(game.observe(Seat(seat)), game.legal_actions()))
    return game


def _replays(game: Game) -> bool:
    from ge_desktop.storage.records import read_record, record_of, write_record  # storage only when checking
    from ge_desktop.storage.replay import replay, snapshot_problem

    record = read_record(write_record(record_of(game)))
    return snapshot_problem(replay(record, None), record) is None


def simulate(
    players: int, games: int, seed: int, bots: tuple[str, ...] = ("standard",), check: bool = False, save_records: Path | None = None
) -> list[GameResult]:
    """``games`` seeded games; the bots listed repeat around the table and rotate a seat each game."""
    results = []
    for i in range(games):
        seats = tuple(bots[(k + i) % len(bots)] for k in range(players))
        game = play_game(Setup(players, seed + i), seats)
        state: GameState = game.state
        outcome = state.outcome
        end = outcome.reason if outcome is not None else "action_cap"
        if check and not _replays(game):
            end = "replay_mismatch"
        if save_records is not None:
            from ge_desktop.storage.records import record_of, save_record

            save_record(record_of(game), save_records / f"game-{seed + i}.gerec")
        winner, tie = (outcome.winner, outcome.tie_break) if outcome else (None, None)
        results.append(GameResult(seed + i, winner, end, state.round_number, len(game.history), seats, tie, dict(state.counters)))
    return results


def counters(results: list[GameResult]) -> dict[str, int]:
    """How often each role, special ability and technology was used, over all the games."""
    total: Counter[str] = Counter()
    for r in results:
        total.update(r.counters)
    return dict(sorted(total.items()))


def summary(results: list[GameResult]) -> dict[str, Any]:
    """Ends counted, wins per bot and per seat, mean rounds and actions."""
    ends: Counter[str] = Counter(r.end for r in results)
    wins: Counter[str] = Counter(r.bots[r.winner] for r in results if r.winner is not None)
    seats: Counter[int] = Counter(r.winner for r in results if r.winner is not None)
    n = max(len(results), 1)
    return {
        "games": len(results),
        "ends": dict(ends),
        "wins_by_bot": dict(wins),
        "wins_by_seat": {str(k): v for k, v in sorted(seats.items())},
        "tie_breaks": sum(1 for r in results if r.tie_break),
        "mean_rounds": round(sum(r.rounds for r in results) / n, 1),
        "mean_actions": round(sum(r.actions for r in results) / n, 1),
    }


def report(results: list[GameResult], elapsed: float) -> dict[str, Any]:
    """The ``--json`` object: per game, the summary, the use counters, time."""
    return {
        "ruleset": "galactic-emperor",
        "games": [r.as_dict() for r in results],
        "summary": summary(results),
        "counters": counters(results),
        "elapsed_s": round(elapsed, 3),
        "games_per_s": round(len(results) / max(elapsed, 1e-9), 3),
    }


def run_timed(**kwargs: Any) -> tuple[list[GameResult], float]:
    started = time.perf_counter()
    results = simulate(**kwargs)
    return results, time.perf_counter() - started


def text_lines(results: list[GameResult]) -> list[str]:
    lines = [
        f"game seed {r.seed}: winner {'shared' if r.winner is None else f'p{r.winner}'} ({r.end}), {r.rounds} rounds, {r.actions} actions ({', '.join(r.bots)})"
        for r in results
    ]
    s = summary(results)
    ends = ", ".join(f"{k} {v}" for k, v in sorted(s["ends"].items()))
    wins = ", ".join(f"{k} {v}" for k, v in sorted(s["wins_by_bot"].items()))
    lines.append(f"{s['games']} games played; ends: {ends}; wins: {wins}; mean {s['mean_rounds']} rounds, {s['mean_actions']} actions")
    return lines


def run_command(args: argparse.Namespace) -> int:
    """``ge-desktop simulate --ruleset galactic-emperor`` (the game's ``simulate`` part in the games
    registry): its own bots and board, games to the aid's end conditions."""
    players = args.players or max(4, len(args.bots or ()))
    problem = None
    if args.decks or args.turn_cap:
        problem = "Galactic Emperor needs no --decks and has no --turn-cap (its games end by the aid's end conditions)"
    elif not 3 <= players <= 6:
        problem = f"Galactic Emperor needs 3 to 6 players, not {players}"
    if problem:
        print(f"simulate: {problem}", file=sys.stderr)
        return 2
    if args.save_records:
        args.save_records.mkdir(parents=True, exist_ok=True)
    results, elapsed = run_timed(players=players, games=args.games, seed=args.seed, bots=tuple(args.bots or ("standard",)), save_records=args.save_records)
    if args.json:
        print(json.dumps(report(results, elapsed)))
    else:
        print("\n".join(text_lines(results)))
        print(f"elapsed {elapsed:.2f} s ({len(results) / max(elapsed, 1e-9):.2f} games/s)", file=sys.stderr)
    return 0 if all(r.end in END_CONDITIONS for r in results) else 1
