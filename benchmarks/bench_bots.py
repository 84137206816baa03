"""Bot benchmark: decision time and the standard-versus-random acceptance runs.

Run from the checkout: ``.venv/bin/python benchmarks/bench_bots.py [--games 50]
[--acceptance-games 200] [--workers 2]``.

1. Decision time: ``--games`` seeded games of the standard bot against itself with the
   two starter decks (turn cap 40). Every time a bot has a choice, the time to build its
   observation (``observe``) and to decide is measured; prints the median, p95, p99 and
   the maximum, in milliseconds. The acceptance bar is p95 <= 100 ms.
2. Acceptance: ``--acceptance-games`` games of the standard bot against the random bot
   with each starter deck in turn (``simulate --decks A B --bots standard random``: seats
   rotate), with the win rate of the standard bot and its 95 % Wilson interval, the ends,
   mean turns and actions, and games per second. The bar is 90 % with either deck.
3. Speed: games per second of standard against standard.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.bots import BotKind, make_bot  # noqa: E402
from ge_desktop.bots.simulation import Entrant, SimulationSpec, means, run_games, summarize  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, starter_deck_paths  # noqa: E402
from ge_desktop.engine import Game, GameConfig, PlayerDeck, observe  # noqa: E402

TURN_CAP = 40


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def decision_times(games: int) -> tuple[list[float], float]:
    """Seconds per decision (observe + decide) over ``games`` standard-vs-standard games."""
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    timings: list[float] = []
    started = time.perf_counter()
    for seed in range(1, games + 1):
        game = Game.new(GameConfig(decks=decks if seed % 2 else decks[::-1], seed=seed, turn_cap=TURN_CAP), catalog)
        bots = [make_bot(BotKind.STANDARD, seed, seat) for seat in range(2)]
        while not game.is_terminal():
            legal = game.legal_actions()
            if len(legal) == 1:
                game.apply(legal[0])
                continue
            seat = game.to_act
            began = time.perf_counter()
            action = bots[seat].decide(observe(game.state, seat), legal)
            timings.append(time.perf_counter() - began)
            game.apply(action)
    return timings, games / (time.perf_counter() - started)


def acceptance(games: int, workers: int) -> None:
    for first, second in (("argonian", "krebiz"), ("krebiz", "argonian")):
        paths = {p.stem: str(p) for p in starter_deck_paths()}
        spec = SimulationSpec((Entrant(paths[first], "standard"), Entrant(paths[second], "random")), games, 1, TURN_CAP)
        started = time.perf_counter()
        results = run_games(spec, workers)
        elapsed = time.perf_counter() - started
        turns, actions = means(results)
        ends: dict[str, int] = {}
        for r in results:
            ends[r["end"]] = ends.get(r["end"], 0) + 1
        for row in summarize(results):
            if row.bot == "standard":
                print(
                    f"standard ({row.deck}) vs random ({second}): {row.wins}/{row.games} = {100 * row.rate:.1f} % "
                    f"(95 % CI {100 * row.low:.1f}-{100 * row.high:.1f} %); ends {ends}; "
                    f"mean {turns:.1f} turns, {actions:.0f} actions; {games / elapsed:.2f} games/s with {workers} worker(s)"
                )


def deck_fingerprint() -> str:
    """The starter deck files measured: name and the first 12 hex digits of their SHA-256."""
    import hashlib

    return ", ".join(f"{p.name} {hashlib.sha256(p.read_bytes()).hexdigest()[:12]}" for p in starter_deck_paths())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--acceptance-games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    print(f"decks: {deck_fingerprint()}")
    timings, speed = decision_times(args.games)
    ms = [t * 1000 for t in timings]
    print(
        f"decisions: {len(ms)} over {args.games} standard-vs-standard games; median {statistics.median(ms):.2f} ms, "
        f"p95 {_percentile(ms, 0.95):.2f} ms, p99 {_percentile(ms, 0.99):.2f} ms, max {max(ms):.1f} ms; {speed:.2f} games/s"
    )
    if args.acceptance_games:
        acceptance(args.acceptance_games, args.workers)


if __name__ == "__main__":
    main()
