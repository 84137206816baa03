"""Engine benchmark: ``legal_actions()`` latency and random-agent games per second.

Run from the checkout: ``.venv/bin/python benchmarks/bench_engine.py [--games 50]``.

1. Plays ``--games`` seeded random games with the two starter decks (turn cap 40) and
   times a fresh ``legal_actions()`` call (cache cleared) at every state they pass
   through; prints the median and p99.
2. Times complete random-agent games (the same ones ``simulate`` plays) and prints games
   per second and actions per second.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, starter_deck_paths  # noqa: E402
from ge_desktop.engine import Game, GameConfig, PlayerDeck  # noqa: E402
from ge_desktop.engine.random_play import RandomAgent, play_random_game  # noqa: E402


def _configs(games: int, turn_cap: int) -> list[GameConfig]:
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    return [GameConfig(decks=decks, seed=seed, turn_cap=turn_cap) for seed in range(1, games + 1)]


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def legal_actions_timings(configs: list[GameConfig]) -> list[float]:
    """Seconds per uncached ``legal_actions()`` call over every state of every game."""
    timings = []
    catalog = default_catalog()
    for config in configs:
        game = Game.new(config, catalog)
        agent = RandomAgent(config.seed)
        while not game.is_terminal():
            game._legal = None  # time the real work, not the per-state cache
            started = time.perf_counter()
            actions = game.legal_actions()
            timings.append(time.perf_counter() - started)
            game.apply(actions[agent.rng.below(len(actions))])
    return timings


def games_per_second(configs: list[GameConfig]) -> tuple[float, float]:
    catalog = default_catalog()
    started = time.perf_counter()
    actions = sum(len(play_random_game(config, catalog).history) for config in configs)
    elapsed = time.perf_counter() - started
    return len(configs) / elapsed, actions / elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--turn-cap", type=int, default=40)
    args = parser.parse_args()
    configs = _configs(args.games, args.turn_cap)
    timings = legal_actions_timings(configs)
    print(f"legal_actions() over {len(timings)} states of {len(configs)} games:")
    print(f"  median {statistics.median(timings) * 1e6:.1f} us, p99 {_percentile(timings, 0.99) * 1e6:.1f} us, "
          f"max {max(timings) * 1e6:.1f} us")
    per_game, per_action = games_per_second(configs)
    print(f"random-agent games: {per_game:.1f} games/s ({per_action:,.0f} actions/s), turn cap {args.turn_cap}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
