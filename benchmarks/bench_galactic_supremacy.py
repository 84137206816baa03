"""Galactic Supremacy benchmark: ``legal_actions()`` latency and games per second by bots.

Run from the checkout: ``.venv/bin/python benchmarks/bench_galactic_supremacy.py [--games 20] [--players 3]``.

1. Plays ``--games`` seeded games of standard bots and times a fresh ``legal_actions()``
   call at every state they pass through; prints the median and p99.
2. Prints games per second, actions per second, mean turns and how the games ended.

Prints figures only (with the machine's load average); nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.rulesets.galactic_supremacy.bots import StandardBot, bot_random  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.flow import new_state  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.legal import legal_actions  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.observe import observe  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.rules import apply  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.simulate import simulate, summary  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.state import Setup  # noqa: E402


def legal_latency(games: int, players: int) -> list[float]:
    times = []
    for seed in range(1, games + 1):
        state = new_state(Setup(players, seed=seed))
        bots = [StandardBot(bot_random(seed, s)) for s in range(players)]
        while state.outcome is None and state.turn_number <= 300:
            started = time.perf_counter()
            legal = legal_actions(state)
            times.append(time.perf_counter() - started)
            seat = state.to_act()
            assert seat is not None
            apply(state, bots[seat].decide(observe(state, seat), legal))
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    times = sorted(legal_latency(max(1, args.games // 4), args.players))
    print(f"legal_actions(): {len(times)} calls, median {1e6 * statistics.median(times):.0f} us, p99 {1e6 * times[int(0.99 * (len(times) - 1))]:.0f} us")
    started = time.perf_counter()
    results = simulate(args.players, args.games, seed=1)
    elapsed = time.perf_counter() - started
    s = summary(results)
    actions = sum(r.actions for r in results)
    print(f"{args.games} games of {args.players} standard bots: {args.games / elapsed:.2f} games/s, {actions / elapsed:.0f} actions/s")
    print(f"ends {s['ends']}, conquest rate {100 * s['conquest_rate']:.1f}%, mean {s['mean_turns']} turns, {s['mean_actions']} actions")


if __name__ == "__main__":
    main()
