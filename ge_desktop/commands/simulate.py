"""``ge-desktop simulate --decks A B [C ...] --games N --seed S``: random-agent games.

The default agent is random over the legal actions with weights (``--agent weighted``,
see ``docs/simulate.md``); ``--agent uniform`` picks uniformly. A game that raises an
exception is reported (seed and error) and makes the command exit 1.
Each game ``i`` (0-based) uses seed ``S + i`` for its shuffles, dice and agent choices,
so the same command prints the same games every time. A game ends with a winner or at
the complete-turn cap (``--turn-cap``, default 40), reported as ``turn_cap``. Text output
lists each game and a summary; the elapsed time goes to stderr so stdout is identical
between runs. ``--json`` prints one object: ``games`` (per game ``seed``, ``winner``
(seat or null), ``end``, ``turns``, ``actions``) and ``elapsed_s``.
``--save-records DIR`` writes each game's record as ``game-<seed>.gerec``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from ge_desktop import paths
from ge_desktop.cards.catalog import CatalogError, default_catalog
from ge_desktop.cards.decks import DeckError, load_deck
from ge_desktop.engine import GameConfig, Option, PlayerDeck, Variant
from ge_desktop.engine.agent import WeightedAgent
from ge_desktop.engine.random_play import RandomAgent, play_random_game
from ge_desktop.storage.records import record_of, save_record

DEFAULT_TURN_CAP = 40
MAX_GAMES = 100_000
AGENTS = {"weighted": WeightedAgent, "uniform": RandomAgent}


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"'{text}' must be 1 or more")
    return value


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 to 2^63-1")
    return value


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("simulate", help="play games between random-legal-move agents")
    parser.add_argument("--decks", nargs="+", required=True, metavar="DECK", help="deck files, or starter names (argonian, krebiz)")
    parser.add_argument("--games", type=_positive, default=10, metavar="N")
    parser.add_argument("--seed", type=_seed, default=1, metavar="S")
    parser.add_argument("--turn-cap", type=_positive, default=DEFAULT_TURN_CAP, metavar="N", help="complete turns before a game ends without a winner")
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=Variant.STANDARD.value)
    parser.add_argument("--option", action="append", choices=[o.value for o in Option], default=[], help="an optional rule (repeatable)")
    parser.add_argument("--agent", choices=sorted(AGENTS), default="weighted", help="how the agents choose (default: weighted)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--save-records", type=Path, metavar="DIR", help="write each game's record into DIR")
    parser.set_defaults(func=run)


def _deck_path(name: str) -> Path:
    path = Path(name)
    if not path.exists() and "/" not in name and not name.endswith(".deck"):
        return paths.decks_dir() / f"{name}.deck"
    return path


def _config(args: argparse.Namespace, decks: tuple[PlayerDeck, ...], seed: int) -> GameConfig:
    variant = Variant(args.variant)
    return GameConfig(
        decks=decks[:1] if variant is Variant.BASIC else decks,
        players=len(decks) if variant is Variant.BASIC else 0,
        seed=seed,
        variant=variant,
        options=frozenset(Option(o) for o in args.option),
        turn_cap=args.turn_cap,
    )


def run(args: argparse.Namespace) -> int:
    if args.games > MAX_GAMES:
        print(f"simulate: at most {MAX_GAMES} games per run", file=sys.stderr)
        return 2
    try:
        catalog = default_catalog()
        decks = tuple(PlayerDeck.from_deck(load_deck(_deck_path(d), catalog)) for d in args.decks)
    except (CatalogError, DeckError) as exc:
        print(exc, file=sys.stderr)
        return 1
    if not 2 <= len(decks) <= 12:
        print(f"simulate: a game needs 2 to 12 decks, not {len(decks)}", file=sys.stderr)
        return 2
    if args.save_records:
        args.save_records.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    results = []
    failures = 0
    agent = AGENTS[getattr(args, "agent", "weighted")]
    for index in range(args.games):
        seed = args.seed + index
        try:
            game = play_random_game(_config(args, decks, seed), catalog, agent_class=agent)
        except Exception as exc:  # a crash is reported per game, never hidden
            failures += 1
            results.append({"seed": seed, "winner": None, "end": "error", "turns": 0, "actions": 0, "error": f"{type(exc).__name__}: {exc}"})
            continue
        outcome = game.outcome
        results.append(
            {
                "seed": seed,
                "winner": outcome.winner if outcome else None,
                "end": outcome.end.value if outcome else None,
                "turns": game.state.complete_turn,
                "actions": len(game.history),
            }
        )
        if args.save_records:
            save_record(record_of(game), args.save_records / f"game-{seed}.gerec")
    elapsed = time.perf_counter() - started
    if args.json:
        print(json.dumps({"games": results, "elapsed_s": round(elapsed, 3)}))
    else:
        _print_text(results, elapsed)
    return 1 if failures else 0


def _print_text(results: list[dict], elapsed: float) -> None:
    for r in results:
        winner = "none" if r["winner"] is None else f"p{r['winner']}"
        if r["end"] == "error":
            print(f"game seed {r['seed']}: error: {r['error']}")
            continue
        print(f"game seed {r['seed']}: winner {winner} ({r['end']}), {r['turns']} turns, {r['actions']} actions")
    wins: dict[str, int] = {}
    for r in results:
        key = "none" if r["winner"] is None else f"p{r['winner']}"
        wins[key] = wins.get(key, 0) + 1
    turns = sum(r["turns"] for r in results) / len(results)
    actions = sum(r["actions"] for r in results) / len(results)
    tally = ", ".join(f"{k} {v}" for k, v in sorted(wins.items()))
    ends: dict[str, int] = {}
    for r in results:
        ends[r["end"]] = ends.get(r["end"], 0) + 1
    endings = ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))
    print(f"{len(results)} games played; winners: {tally}; ends: {endings}; mean {turns:.1f} turns, {actions:.1f} actions per game")
    print(f"elapsed {elapsed:.2f} s ({len(results) / max(elapsed, 1e-9):.1f} games/s)", file=sys.stderr)
