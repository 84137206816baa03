"""Basic Set balance benchmark: seeded ``simulate`` runs of every pairing the printed decks offer.

Run from the checkout:
``.venv/bin/python benchmarks/bench_basic_set.py [--games 500] [--basic-games 300] [--seed 1] [--workers 2] [--only weighted|standard]``

Standard Game pairings (v2.1, a deck each): Basic Set A Argonian vs Krebiz, B Corporate vs
Mechad, every two-player pairing of C's Plasma Occupied Territory, Scorpead and Tufor decks,
and C's three decks as a 3-player game. Basic Games (1994 rules, one shared deck, two
players): Basic Sets A, B and C. Each runs with the simulator's weighted agent and with the
standard bot (``--bots standard ...``), seats rotating each game (``simulate``'s rule), turn
cap 40. Prints, per run, how the games ended and each deck's (or, in the Basic Game, each
seat's) win rate with its 95 % Wilson score interval, and any game that raised (its seed);
exits 1 if any did. Figures only; nothing here is a test (the CI sample is
``tests/bots/test_basic_set_games.py``).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ge_desktop.bots.simulation import wilson  # noqa: E402

STANDARD = [
    ("A", ["argonian", "krebiz"]),
    ("B", ["corporate", "mechad"]),
    ("C", ["pot", "scorpead"]),
    ("C", ["pot", "tufor"]),
    ("C", ["scorpead", "tufor"]),
    ("C (3 players)", ["pot", "scorpead", "tufor"]),
]
BASIC = [("A", "a"), ("B", "b"), ("C", "c")]



def simulate(args: list[str]) -> tuple[dict | None, str]:
    command = [sys.executable, "-m", "ge_desktop", "simulate", *args, "--json", "--no-progress"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    try:
        return json.loads(done.stdout), done.stderr
    except json.JSONDecodeError:
        return None, done.stderr or done.stdout


def report(title: str, data: dict | None, err: str, by_seat: bool = False) -> bool:
    print(f"\n{title}")
    if data is None:
        print(f"  FAILED: {err.strip()[:400]}")
        return False
    games = data["games"]
    ends = Counter(g["end"] for g in games)
    print(f"  {len(games)} games, mean {data['mean_turns']:.1f} turns; ends: " + ", ".join(f"{k} {v} ({v / len(games):.0%})" for k, v in ends.most_common()))
    wins: Counter = Counter()
    played: Counter = Counter()
    for game in games:
        for seat, deck in enumerate(game["decks"]):
            key = f"seat {seat + 1}" if by_seat else deck
            played[key] += 1
            wins[key] += game["winner"] == seat
    for key in sorted(played):
        low, high = wilson(wins[key], played[key])
        print(f"  {key:<28} {wins[key]:>4}/{played[key]:<4} win rate {wins[key] / played[key]:6.1%}  95% CI [{low:.1%}, {high:.1%}]")
    failed = [game for game in games if game["end"] == "error"]
    for game in failed:  # each with its seed, so ``simulate --seed S --games 1`` replays it
        print(f"  FAILED: game seed {game['seed']}: {game.get('error', '')}")
    return not failed and ("error" not in err.lower() or not err.strip())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--basic-games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", choices=["weighted", "standard"])
    args = parser.parse_args()
    started = time.perf_counter()
    ok = True
    players = ["weighted", "standard"] if args.only is None else [args.only]
    for player in players:
        for label, decks in STANDARD:
            bots = ["--bots", *["standard"] * len(decks)] if player == "standard" else ["--agent", "weighted"]
            data, err = simulate(["--decks", *decks, *bots, "--games", str(args.games), "--seed", str(args.seed), "--workers", str(args.workers)])
            ok &= report(f"Standard Game, Basic Set {label}: {' vs '.join(decks)} ({player})", data, err)
        for label, deck in BASIC:
            bots = ["--bots", "standard", "standard"] if player == "standard" else ["--agent", "weighted", "--players", "2"]
            data, err = simulate(
                ["--decks", deck, *bots, "--variant", "basic", "--games", str(args.basic_games), "--seed", str(args.seed), "--workers", str(args.workers)]
            )
            ok &= report(f"Basic Game, Basic Set {label} shared deck, 2 players ({player})", data, err, by_seat=True)
    print(f"\nelapsed {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
