"""Headless Galactic Empires games between bots (``ge-desktop simulate --ruleset galactic-empires``):
the game's ``simulate`` and ``simulate_arguments`` parts in the games registry (``entry.py``).

``--decks A B [...]`` and ``--bots standard random [...]`` name the entrants (deck A played
by the first bot, and so on; with ``--players N`` beyond them the lists repeat around the
table). Without ``--bots`` the simulator's engine agents play (``--agent weighted``, the
default, or ``uniform``; see ``docs/simulate.md``). A game ends with a winner or at the
complete-turn cap (``--turn-cap``, default 40), reported as ``turn_cap``; a game that raises
an exception is reported (seed and error) and makes the command exit 1. The games are played
by ``bots.simulation`` (in ``--workers K`` processes); the report's shape is every game's
(``commands/simulate.py``).

This module is the game's command-level part (it plays the bots and keeps records;
tests/test_dependencies.py places it above storage and the bots).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ge_desktop import paths
from ge_desktop.bots.simulation import LEGACY_AGENTS, Entrant, SimulationSpec, load_decks, means, run_games, summarize
from ge_desktop.cards.catalog import CatalogError
from ge_desktop.cards.decks import DeckError, shipped_deck
from ge_desktop.games import find_game
from ge_desktop.progress import progress_bar
from ge_desktop.rulesets.galactic_empires.config import LEGACY_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, Option, Variant

DEFAULT_TURN_CAP = 40
MAX_WORKERS = 64


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Galactic Empires' own ``simulate`` options: its decks, variant, optional rules and engine agents."""
    parser.add_argument(
        "--decks",
        nargs="+",
        metavar="DECK",
        help=(
            "deck files, or shipped Basic Set deck names (argonian, krebiz, corporate, mechad, pot, scorpead, tufor;"
            " a, b, c: the shared decks); Galactic Empires needs them"
        ),
    )
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=Variant.STANDARD.value)
    offered = [o.value for o in Option if o not in LEGACY_OPTIONS]  # an older record's options make no new game
    parser.add_argument("--option", action="append", choices=offered, default=[], help="an optional rule (repeatable)")
    parser.add_argument("--agent", choices=LEGACY_AGENTS, default="weighted", help="without --bots: the engine agent that plays (default: weighted)")


def _deck_path(name: str) -> Path:
    """A deck file, or a shipped deck's short name (``argonian``, ``a-krebiz``, ``c``: see
    ``shipped_deck``)."""
    path = Path(name)
    if not path.exists() and "/" not in name:
        return shipped_deck(name) or paths.decks_dir() / (name if name.endswith(".deck") else f"{name}.deck")
    return path


def _spec(args: argparse.Namespace) -> SimulationSpec | str:
    """The run the arguments ask for, or one line saying what is wrong."""
    bots = args.bots or [args.agent]
    players = args.players or max(len(args.decks), len(args.bots or ()))
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return f"simulate: a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
    if args.workers > MAX_WORKERS:
        return f"simulate: at most {MAX_WORKERS} workers"
    decks = [str(_deck_path(d)) for d in args.decks]
    entrants = tuple(Entrant(decks[k % len(decks)], bots[k % len(bots)]) for k in range(players))
    return SimulationSpec(
        entrants=entrants,
        games=args.games,
        seed=args.seed,
        turn_cap=args.turn_cap,
        variant=args.variant,
        options=tuple(args.option),
        save_records=str(args.save_records) if args.save_records else None,
    )


def run_command(args: argparse.Namespace) -> int:
    """A game played with deck files: ``--decks``, ``--bots`` or ``--agent``, ``--variant`` and ``--option``."""
    if not args.decks:
        print(f"simulate: {find_game(args.ruleset).title} needs --decks", file=sys.stderr)
        return 2
    if args.turn_cap is None:
        args.turn_cap = DEFAULT_TURN_CAP
    spec = _spec(args)
    if isinstance(spec, str):
        print(spec, file=sys.stderr)
        return 2
    try:
        load_decks(tuple(sorted({e.deck_path for e in spec.entrants})))  # bad decks fail here, once
    except (CatalogError, DeckError) as exc:
        print(exc, file=sys.stderr)
        return 1
    if args.save_records:
        args.save_records.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with progress_bar(spec.games, "games", args.progress) as bar:
        results = run_games(spec, min(args.workers, os.cpu_count() or 1) if args.workers > 1 else 1, lambda done: _advance(bar, done))
    elapsed = time.perf_counter() - started
    speed = len(results) / max(elapsed, 1e-9)
    if args.json:
        print(json.dumps(_json(args.ruleset, results, elapsed, speed)))
    else:
        _print_text(results)
        print(f"elapsed {elapsed:.2f} s ({speed:.2f} games/s, {args.workers} worker(s))", file=sys.stderr)
    return 1 if any(r["end"] == "error" for r in results) else 0


def _advance(bar: tqdm[Any], done: int) -> None:
    """Move the bar to ``done`` games."""
    bar.update(done - bar.n)


def _json(ruleset: str, results: list[dict[str, Any]], elapsed: float, speed: float) -> dict[str, Any]:
    turns, actions = means(results)
    return {
        "ruleset": ruleset,
        "games": results,
        "summary": [row.as_dict() for row in summarize(results)],
        "mean_turns": round(turns, 2),
        "mean_actions": round(actions, 1),
        "elapsed_s": round(elapsed, 3),
        "games_per_s": round(speed, 3),
    }


def _print_text(results: list[dict[str, Any]]) -> None:
    for r in results:
        seats = ", ".join(f"Player {s + 1} {d} {b}" for s, (d, b) in enumerate(zip(r["decks"], r["bots"], strict=False)))
        if r["end"] == "error":
            print(f"game seed {r['seed']}: error: {r['error']} ({seats})")
            continue
        winner = "none" if r["winner"] is None else f"Player {r['winner'] + 1}"  # as the app names seats
        print(f"game seed {r['seed']}: winner {winner} ({r['end']}), {r['turns']} turns, {r['actions']} actions ({seats})")
    ends: dict[str, int] = {}
    for r in results:
        ends[r["end"]] = ends.get(r["end"], 0) + 1
    turns, actions = means(results)
    endings = ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))
    print(f"{len(results)} games played; ends: {endings}; mean {turns:.1f} turns, {actions:.1f} actions per game")
    print(f"{'deck':<24} {'bot':<10} {'games':>6} {'wins':>6} {'win rate':>9}  95% CI")
    for row in summarize(results):
        print(f"{row.deck:<24} {row.bot:<10} {row.games:>6} {row.wins:>6} {100 * row.rate:>8.1f}%  {100 * row.low:.1f}-{100 * row.high:.1f}%")
