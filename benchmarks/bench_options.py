"""Optional rules and variations benchmark: 200 seeded games with each in-game option on.

Run from the checkout:
``.venv/bin/python benchmarks/bench_options.py [--games 200] [--seed 1] [--workers 2] [--turn-cap 40] [--only NAME ...]``

For every ``Option`` (the variations of v2.1 and its in-text optional rules that change
play), ``simulate --option NAME`` plays the Basic Set A decks (Argonian against Krebiz;
Border Defense: Basic Set C's three decks, as it needs 3 or more players) with the
simulator's weighted agent, and a run with all the fire variations mixed (The Ego Game).
Prints per run how the games ended, the mean turns and the Argonian (first deck) win rate
with its 95 % Wilson score interval, and any game that raised (its seed); exits 1 if any
did. Figures only; the CI sample is ``tests/bots/test_option_games.py``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ge_desktop.bots.simulation import wilson  # noqa: E402
from ge_desktop.rulesets.galactic_empires import Option  # noqa: E402
from ge_desktop.rulesets.galactic_empires.config import LEGACY_OPTIONS  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_basic_set import simulate  # noqa: E402  (one runner of `ge-desktop simulate --json` for both benchmarks)

MIX = ["disengaged_ships_out_of_play", "defenders_shoot_back", "bases_defend_ships", "restricted_bases", "one_target_only"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--turn-cap", type=int, default=40)
    parser.add_argument("--only", action="append", default=[], metavar="NAME", help="run only these options (repeatable)")
    args = parser.parse_args()
    runs = [(o.value, [o.value]) for o in Option if o not in LEGACY_OPTIONS] + [("fire variations mixed", MIX)]
    if args.only:
        runs = [(title, options) for title, options in runs if title in args.only]
    failed = False
    for title, options in runs:
        decks = ["pot", "scorpead", "tufor"] if "border_defense" in options else ["argonian", "krebiz"]
        argv = ["--decks", *decks, "--games", str(args.games), "--seed", str(args.seed), "--workers", str(args.workers), "--turn-cap", str(args.turn_cap)]
        for option in options:
            argv += ["--option", option]
        start = time.perf_counter()
        data, err = simulate(argv)
        elapsed = time.perf_counter() - start
        print(f"\n{title} ({' vs '.join(decks)})")
        if data is None:
            print(f"  FAILED: {err.strip()[:400]}")
            failed = True
            continue
        games = data["games"]
        ends = Counter(g["end"] for g in games)
        first = decks[0]
        wins = sum(1 for g in games if g["winner"] is not None and g["decks"][g["winner"]].endswith(first))
        low, high = wilson(wins, len(games))
        print(f"  {len(games)} games in {elapsed:.0f} s, mean {data['mean_turns']:.1f} turns, {data['mean_actions']:.0f} actions")
        print("  ends: " + ", ".join(f"{k} {v} ({v / len(games):.0%})" for k, v in ends.most_common()))
        print(f"  {first} won {wins} ({wins / len(games):.1%}, 95 % CI {low:.1%}-{high:.1%})")
        errors = [g for g in games if g.get("error")]
        if errors:
            failed = True
            print("  RAISED: " + ", ".join(str(g["seed"]) for g in errors))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
