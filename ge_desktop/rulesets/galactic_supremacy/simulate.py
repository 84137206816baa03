"""Headless Galactic Supremacy games between bots: ``simulate`` plays seeded games and summarizes them.

Game ``i`` uses seed ``seed + i`` for the game's chance and for the bots, and the bots
rotate by one seat each game, so the same call gives the same games. A game ends with a
winner by conquest (every other Homeworld destroyed) or at ``turn_cap`` player turns,
reported as ``turn_cap`` with no winner (there is no tiebreak). With ``check`` every game's
record is replayed from its seed and its final digest compared. Until the engine's Ruleset
interface carries ``ge-desktop simulate --ruleset``, ``python -m
ge_desktop.rulesets.galactic_supremacy.simulate`` runs this.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass

from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import Seat
from ge_desktop.rulesets.galactic_supremacy.game import GalacticSupremacyGame, RecordError, replay
from ge_desktop.rulesets.galactic_supremacy.state import Setup

BOTS = {"random": RandomBot, "standard": StandardBot}
DEFAULT_TURN_CAP = 300  # player turns, all players together
MAX_ACTIONS = 100_000  # a safety net against a bot that never ends a phase


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    winner: int | None
    end: str  # "conquest", "turn_cap", "action_cap" or "replay_mismatch"
    turns: int
    actions: int
    bots: tuple[str, ...]

    def as_dict(self) -> dict:
        return {"seed": self.seed, "winner": self.winner, "end": self.end, "turns": self.turns, "actions": self.actions, "bots": list(self.bots)}


def play_game(setup: Setup, seed: int, bots: tuple[str, ...], turn_cap: int = DEFAULT_TURN_CAP) -> GalacticSupremacyGame:
    """One game between ``bots`` (one name per seat), to a winner or the turn cap."""
    game = GalacticSupremacyGame(setup, seed)
    players = [BOTS[name](bot_random(seed, seat)) for seat, name in enumerate(bots)]
    while game.outcome is None and game.state.turn_number <= turn_cap and len(game.actions) < MAX_ACTIONS:
        seat = game.to_act()
        assert seat is not None
        legal = game.legal_actions()
        game.play(players[seat].decide(game.observe(Seat(seat)), legal))
    return game


def simulate(players: int, games: int, seed: int, bots: tuple[str, ...] = ("standard",), turn_cap: int = DEFAULT_TURN_CAP,
             individual_decks: bool = False, advanced: bool = False, check: bool = False) -> list[GameResult]:
    """``games`` seeded games; bots listed repeat around the table and rotate a seat each game."""
    setup = Setup(players, individual_decks, advanced)
    results = []
    for i in range(games):
        seats = tuple(bots[(k + i) % len(bots)] for k in range(players))
        game = play_game(setup, seed + i, seats, turn_cap)
        outcome = game.outcome
        end = outcome.reason if outcome is not None else ("action_cap" if len(game.actions) >= MAX_ACTIONS else "turn_cap")
        if check:
            try:
                replay(game.record())
            except RecordError:
                end = "replay_mismatch"
        results.append(GameResult(seed + i, outcome.winner if outcome else None, end, game.state.turn_number, len(game.actions), seats))
    return results


def summary(results: list[GameResult]) -> dict:
    ends: dict[str, int] = {}
    for r in results:
        ends[r.end] = ends.get(r.end, 0) + 1
    n = max(len(results), 1)
    return {
        "games": len(results),
        "ends": ends,
        "conquest_rate": round(ends.get("conquest", 0) / n, 3),
        "mean_turns": round(sum(r.turns for r in results) / n, 1),
        "mean_actions": round(sum(r.actions for r in results) / n, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ge_desktop.rulesets.galactic_supremacy.simulate")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", nargs="+", choices=sorted(BOTS), default=["standard"])
    parser.add_argument("--turn-cap", type=int, default=DEFAULT_TURN_CAP)
    parser.add_argument("--individual-decks", action="store_true")
    parser.add_argument("--advanced", action="store_true")
    parser.add_argument("--check", action="store_true", help="replay every record and compare its digest")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 6:
        print(f"simulate: Galactic Supremacy needs 2 to 6 players, not {args.players}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    results = simulate(args.players, args.games, args.seed, tuple(args.bots), args.turn_cap, args.individual_decks, args.advanced, args.check)
    elapsed = time.perf_counter() - started
    report = {"games": [r.as_dict() for r in results], "summary": summary(results)}
    if args.json:
        print(json.dumps(report))
    else:
        for r in results:
            print(f"game seed {r.seed}: winner {'none' if r.winner is None else f'p{r.winner}'} ({r.end}), {r.turns} turns, {r.actions} actions")
        print(json.dumps(report["summary"]))
    print(f"elapsed {elapsed:.2f} s", file=sys.stderr)
    return 1 if any(r.end == "replay_mismatch" for r in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
