"""Engine benchmark: ``legal_actions()`` latency and random-agent games per second.

Run from the checkout: ``.venv/bin/python benchmarks/bench_engine.py [--games 50] [--decks basic|ltd]``.

``--decks basic`` (the default) plays the two starter decks of the Basic Set; ``--decks ltd``
plays two of the community's Limited Edition decks of different empires (``--ltd-pair``: the
first pairing of ``tests/lackey/community_games.pairings`` by default), imported from the
LackeyCCG data (``../shared/data/lackey-ge`` or ``GE_LACKEY_DATA``) into a temporary user
folder as a player imports them; without that data it stops with a message saying what is missing.

1. Plays ``--games`` seeded games with the chosen decks (turn cap 40) by the
   simulator's weighted agent (weapons fire, reactions and card effects in play) and
   times a fresh ``legal_actions()`` call (cache cleared) at every state they pass
   through; prints the median and p99, of the wall clock and of the CPU time.
2. Times complete games (the same ones ``simulate`` plays: weighted agent; and uniform
   random agents) and prints games per second, actions per second and how they ended.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.bots.random_play import RandomAgent, play_random_game  # noqa: E402
from ge_desktop.bots.weighted_agent import WeightedAgent  # noqa: E402
from ge_desktop.cards.catalog import Catalog, default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, starter_deck_paths  # noqa: E402
from ge_desktop.engine import Game  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck  # noqa: E402


def _basic_decks() -> tuple[Catalog, tuple[PlayerDeck, ...]]:
    catalog = default_catalog()
    return catalog, tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())


def _ltd_decks(pair: tuple[str, str] | None) -> tuple[Catalog, tuple[PlayerDeck, ...]]:
    """Two community Ltd decks, imported into a temporary user folder (exits with a message without the data)."""
    from tests.lackey.community_games import deck_empires, import_community_decks, pairings
    from tests.lackey_data import LackeyData, data_folder, missing_files, missing_line

    folder = data_folder()
    missing = missing_files(folder)
    if missing:
        raise SystemExit(f"bench_engine --decks ltd: {missing_line(folder, missing)}")
    root = Path(tempfile.mkdtemp(prefix="bench-engine-ltd-"))
    os.environ["GE_DESKTOP_HOME"] = str(root / "home")
    decks = import_community_decks(root, LackeyData(folder))
    from ge_desktop.cards.user_catalog import load_full_catalog

    catalog = load_full_catalog().catalog
    chosen = pair or pairings(decks, deck_empires(decks), 1, small=False)[0]
    unknown = [name for name in chosen if name not in decks]
    if unknown:
        raise SystemExit(f"bench_engine --ltd-pair: no imported deck {', '.join(unknown)}; the decks are {', '.join(decks)}")
    print(f"Ltd decks: {chosen[0]} against {chosen[1]}")
    return catalog, tuple(PlayerDeck.from_deck(load_deck(decks[name], catalog)) for name in chosen)


def _configs(decks: tuple[PlayerDeck, ...], games: int, turn_cap: int) -> list[GameConfig]:
    return [GameConfig(decks=decks, seed=seed, turn_cap=turn_cap) for seed in range(1, games + 1)]


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def legal_actions_timings(configs: list[GameConfig], catalog: Catalog) -> tuple[list[float], list[float]]:
    """Seconds per uncached ``legal_actions()`` call over every state of every game: wall
    clock and CPU time (``process_time``, which other processes on a loaded machine disturb less)."""
    timings, cpu = [], []
    for config in configs:
        game = Game.new(config, catalog)
        agent = WeightedAgent(config.seed)
        while not game.is_terminal():
            game._legal = None  # time the real work, not the per-state cache
            started, started_cpu = time.perf_counter(), time.process_time()
            game.legal_actions()
            timings.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
            game.apply(agent.choose(game))
    return timings, cpu


def games_per_second(configs: list[GameConfig], catalog: Catalog, agent_class: type) -> tuple[float, float, dict[str, int]]:
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
    parser.add_argument("--decks", choices=("basic", "ltd"), default="basic", help="the Basic Set starters or two community Ltd decks")
    parser.add_argument("--ltd-pair", nargs=2, metavar="DECK", help="with --decks ltd: the two imported decks' names (e.g. Ltd_Argonian Ltd_Krebiz)")
    args = parser.parse_args()
    catalog, decks = _ltd_decks(tuple(args.ltd_pair) if args.ltd_pair else None) if args.decks == "ltd" else _basic_decks()
    configs = _configs(decks, args.games, args.turn_cap)
    timings, cpu = legal_actions_timings(configs, catalog)
    print(f"legal_actions() over {len(timings)} states of {len(configs)} games:")
    print(f"  median {statistics.median(timings) * 1e6:.1f} us, p99 {_percentile(timings, 0.99) * 1e6:.1f} us, "
          f"max {max(timings) * 1e6:.1f} us")
    print(f"  CPU time: median {statistics.median(cpu) * 1e6:.1f} us, p99 {_percentile(cpu, 0.99) * 1e6:.1f} us")
    for name, agent in (("weighted", WeightedAgent), ("uniform", RandomAgent)):
        per_game, per_action, ends = games_per_second(configs, catalog, agent)
        print(f"{name}-agent games: {per_game:.1f} games/s ({per_action:,.0f} actions/s), turn cap {args.turn_cap}, ends {ends}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
