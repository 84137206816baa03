"""Balance benchmark: how often each of two decks wins, by the simulator's weighted agent.

Run from the checkout:
``.venv/bin/python benchmarks/bench_balance.py [--decks argonian krebiz] [--games 100] [--seed 1]``.

Game ``i`` (0-based) uses seed ``S + i`` for its shuffles, dice and agent choices, and
the seats alternate: in even games the first deck sits at seat 0 (plays first), in odd
games the second deck does. So a run is reproducible and neither deck gets the first
seat more often. A deck is a starter name (``argonian``) or a deck file path, so a
candidate list can be measured before it replaces a starter.

Prints, per deck, games won with the win rate and its 95 % confidence interval (Wilson
score interval, turn-cap games counted as not won), the wins from each seat, the mean
Sector HQ damage it dealt; then the mean complete turns and how the games ended.
Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop import paths  # noqa: E402
from ge_desktop.bots.random_play import play_random_game  # noqa: E402
from ge_desktop.bots.simulation import wilson  # noqa: E402
from ge_desktop.bots.weighted_agent import WeightedAgent  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck  # noqa: E402


@dataclass(frozen=True)
class GameResult:
    """One game seen from the decks' side: which deck sat first, who won, how it ended."""

    seed: int
    first_deck: int  # index into --decks of the deck at seat 0
    winner_deck: int | None  # index into --decks, None at the turn cap
    end: str
    turns: int
    damage_dealt: tuple[int, int]  # Sector HQ damage dealt by deck 0 and deck 1


def deck_path(name: str) -> Path:
    """A shipped deck's short name (``argonian``: Basic Set A's Argonian deck) or a deck file path."""
    from ge_desktop.cards.decks import shipped_deck

    path = Path(name)
    if not path.exists() and "/" not in name:
        return shipped_deck(name) or paths.decks_dir() / f"{name}.deck"
    return path



def play(decks: tuple[PlayerDeck, PlayerDeck], seed: int, first: int, turn_cap: int, catalog: object) -> GameResult:
    """Play one game with deck ``first`` at seat 0 and report it by deck index."""
    seated = decks if first == 0 else (decks[1], decks[0])
    game = play_random_game(GameConfig(decks=seated, seed=seed, turn_cap=turn_cap), catalog, agent_class=WeightedAgent)
    deck_at = (first, 1 - first)  # deck index at seat 0 and seat 1
    outcome = game.outcome
    winner = None if outcome is None or outcome.winner is None else deck_at[outcome.winner]
    dealt = [0, 0]
    for seat, player in enumerate(game.state.players):
        dealt[deck_at[seat]] = player.damage_dealt
    return GameResult(
        seed=seed,
        first_deck=first,
        winner_deck=winner,
        end=outcome.reason if outcome else "unfinished",
        turns=game.state.complete_turn,
        damage_dealt=(dealt[0], dealt[1]),
    )


def report(names: list[str], results: list[GameResult], elapsed: float) -> None:
    """Print the win rates with 95 % intervals, seat split, turns and endings."""
    games = len(results)
    print(f"{games} games, seats alternated, {elapsed:.0f} s ({games / elapsed:.2f} games/s)")
    for index, name in enumerate(names):
        wins = sum(r.winner_deck == index for r in results)
        low, high = wilson(wins, games)
        first = sum(r.winner_deck == index and r.first_deck == index for r in results)
        first_games = sum(r.first_deck == index for r in results)
        second_games = games - first_games
        damage = sum(r.damage_dealt[index] for r in results) / games
        print(
            f"  {name}: {wins} wins, {100 * wins / games:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %); "
            f"first seat {first}/{first_games}, second seat {wins - first}/{second_games}; "
            f"HQ damage dealt {damage:.1f}"
        )
    seat0 = sum(r.winner_deck is not None and r.winner_deck == r.first_deck for r in results)
    print(f"  first seat wins {seat0} of {games} ({100 * seat0 / games:.1f} %)")
    turns = sum(r.turns for r in results) / games
    ends = Counter(r.end for r in results)
    hq = ends.get("hq_destroyed", 0)
    print(f"  mean complete turns {turns:.1f}; ends {dict(sorted(ends.items()))}; HQ destroyed {100 * hq / games:.1f} %")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", nargs=2, default=["argonian", "krebiz"], metavar="DECK")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn-cap", type=int, default=40)
    parser.add_argument("--verbose", action="store_true", help="print every game")
    args = parser.parse_args()
    catalog = default_catalog()
    loaded = [load_deck(deck_path(d), catalog) for d in args.decks]
    decks = (PlayerDeck.from_deck(loaded[0]), PlayerDeck.from_deck(loaded[1]))
    names = [deck.name for deck in loaded]
    started = time.perf_counter()
    results = []
    for index in range(args.games):
        result = play(decks, args.seed + index, index % 2, args.turn_cap, catalog)
        results.append(result)
        if args.verbose:
            print(result)
    report(names, results, time.perf_counter() - started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
