"""Galactic Emperor benchmark: the standard bot against random ones, every role, ability and
technology used, how games end and seat win rates (with 95% Wilson intervals).

Run from the checkout under ``nice``:
``nice -n 10 .venv/bin/python benchmarks/bench_galactic_emperor.py [--vs-random 200] [--table 4:200,3:100,5:100,6:100] [--check]``.

1. ``--vs-random N`` four-player games, one standard seat and three random seats (the standard
   seat rotates): the standard bot's win rate, and how often each role, special ability and
   technology was used over those games (any at zero is listed).
2. ``--table P:N,...``: N games of P standard bots: how games ended (only the aid's end
   conditions: ``last_token``, ``vp_pool``), tie-breaks, rounds, and each seat's win rate
   against its fair share 1/P (a degenerate tile design shows as a seat above 1.5x).
``--check`` replays every game's record and compares its snapshot. Prints figures only.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.rulesets.galactic_emperor.components import Role, Tech  # noqa: E402
from ge_desktop.rulesets.galactic_emperor.simulate import counters, run_timed, summary  # noqa: E402

ABILITIES = ("explorer", "merchant", "steward", "engineer", "warlord", "regent", "scientist")


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 3), round(centre + half, 3))


def vs_random(games: int, check: bool) -> dict[str, object]:
    results, elapsed = run_timed(players=4, games=games, seed=1, bots=("standard", "random", "random", "random"), check=check)
    s = summary(results)
    used = counters(results)
    wanted = [f"role:{r.value}" for r in Role] + [f"ability:{a}" for a in ABILITIES] + [f"tech:{t.value}" for t in Tech]
    wins = s["wins_by_bot"].get("standard", 0)
    return {
        "games": games,
        "standard_wins": wins,
        "standard_rate": round(wins / games, 3),
        "interval": wilson(wins, games),
        "ends": s["ends"],
        "unused": [k for k in wanted if used.get(k, 0) == 0],
        "counters": {k: used.get(k, 0) for k in wanted},
        "other_counters": {k: v for k, v in used.items() if k not in wanted},
        "elapsed_s": round(elapsed, 1),
    }


def table(players: int, games: int, check: bool) -> dict[str, object]:
    results, elapsed = run_timed(players=players, games=games, seed=1, bots=("standard",), check=check)
    s = summary(results)
    seats = {str(k): s["wins_by_seat"].get(str(k), 0) for k in range(players)}
    fair = 1 / players
    rates = {k: round(v / games, 3) for k, v in seats.items()}
    return {
        "players": players,
        "games": games,
        "ends": s["ends"],
        "tie_breaks": s["tie_breaks"],
        "mean_rounds": s["mean_rounds"],
        "seat_wins": seats,
        "seat_rates": rates,
        "seat_intervals": {k: wilson(v, games) for k, v in seats.items()},
        "fair_share": round(fair, 3),
        "above_1_5x_fair": [k for k, r in rates.items() if r > 1.5 * fair],
        "elapsed_s": round(elapsed, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vs-random", type=int, default=200)
    parser.add_argument("--table", default="4:200,3:100,5:100,6:100")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()}")
    if args.vs_random:
        print(json.dumps({"vs_random": vs_random(args.vs_random, args.check)}))
    for part in filter(None, args.table.split(",")):
        players, games = (int(x) for x in part.split(":"))
        print(json.dumps({"table": table(players, games, args.check)}))


if __name__ == "__main__":
    main()
