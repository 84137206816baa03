"""Engine benchmark: ``legal_actions()`` latency and random-agent games per second.

Run from the checkout: ``.venv/bin/python benchmarks/bench_engine.py [--games 50]``.

1. Plays ``--games`` seeded games with the two starter decks (turn cap 40) by the
   simulator's weighted agent (weapons fire, reactions and card effects in play) and
   times a fresh ``legal_actions()`` call (cache cleared) at every state they pass
   through; prints the median and p99.
2. Times complete games (the same ones ``simulate`` plays: weighted agent; and uniform
   random agents) and prints games per second, actions per second and how they ended.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.bots.random_play import RandomAgent, play_random_game  # noqa: E402
from ge_desktop.bots.weighted_agent import WeightedAgent  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, starter_deck_paths  # noqa: E402
from ge_desktop.engine import Game  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck  # noqa: E402


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
        agent = WeightedAgent(config.seed)
        while not game.is_terminal():
            game._legal = None  # time the real work, not the per-state cache
            started = time.perf_counter()
            game.legal_actions()
            timings.append(time.perf_counter() - started)
            game.apply(agent.choose(game))
    return timings


def games_per_second(configs: list[GameConfig], agent_class: type) -> tuple[float, float, dict[str, int]]:
    catalog = default_catalog()
    started = time.perf_counter()
    actions = 0
    ends: dict[str, int] = {}
    for config in configs:
        game = play_random_game(config, catalog, agent_class=agent_class)
        actions += len(game.history)
        end = game.outcome.reason if game.outcome else "none"
        ends[end] = ends.get(end, 0) + 1
    elapsed = time.perf_counter() - started
    return len(configs) / elapsed, actions / elapsed, ends


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
    for name, agent in (("weighted", WeightedAgent), ("uniform", RandomAgent)):
        per_game, per_action, ends = games_per_second(configs, agent)
        print(f"{name}-agent games: {per_game:.1f} games/s ({per_action:,.0f} actions/s), turn cap {args.turn_cap}, ends {ends}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
