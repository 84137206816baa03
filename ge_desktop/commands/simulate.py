"""``ge-desktop simulate``: many seeded games between bots, with a summary.

``--decks A B [...]`` and ``--bots standard random [...]`` name the entrants (deck A played
by the first bot, and so on; with ``--players N`` beyond them the lists repeat around the
table). Without ``--bots`` the simulator's engine agents play (``--agent weighted``, the
default, or ``uniform``; see ``docs/simulate.md``). Game ``i`` (0-based) uses seed
``S + i`` for its shuffles, dice and choices, and the seats rotate by one each game, so
the same command prints the same games every time, whatever ``--workers K`` (processes).
A game ends with a winner or at the complete-turn cap (``--turn-cap``, default 40),
reported as ``turn_cap``; a game that raises an exception is reported (seed and error)
and makes the command exit 1.

Text output lists each game, then a summary table (per deck and bot: games, wins, win
rate with a 95 % confidence interval; mean turns and actions); the elapsed time and games
per second go to stderr, so stdout is identical between runs. A progress bar goes to
stderr (tqdm) when it is a terminal (``--progress``/``--no-progress``). ``--json`` prints one
object: ``games`` (per game ``seed``, ``winner`` (seat or null), ``end``, ``turns``,
``actions``, ``bots`` and ``decks`` per seat), ``summary``, ``mean_turns``,
``mean_actions``, ``elapsed_s`` and ``games_per_s``. ``--save-records DIR`` writes each
game's record as ``game-<seed>.gerec``.

``--ruleset galactic-supremacy`` plays Galactic Supremacy instead (its deck is built in, so
``--decks`` is not needed; ``--gs-decks individual`` gives each player his own deck and
``--advanced-setup`` the optional advanced setup; ``--turn-cap`` defaults to 100 complete
turns there); see ``docs/galactic-supremacy.md``. ``--ruleset galactic-emperor`` plays
Galactic Emperor (3-6 players, 4 by default), whose games end only by its own end conditions
(no ``--turn-cap``); see ``docs/galactic-emperor.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ge_desktop import paths
from ge_desktop.bots.base import ENTRANT_NAMES
from ge_desktop.bots.simulation import LEGACY_AGENTS, Entrant, SimulationSpec, load_decks, means, run_games, summarize
from ge_desktop.cards.catalog import CatalogError
from ge_desktop.cards.decks import DeckError, shipped_deck
from ge_desktop.commands.progress import progress_bar
from ge_desktop.games import GameType, find_game, load_games
from ge_desktop.rulesets.galactic_empires import Option, Variant

DEFAULT_TURN_CAP = 40
MAX_GAMES = 100_000
MAX_WORKERS = 64
BOT_NAMES = ENTRANT_NAMES  # the kinds a seat may have, and the strong bot's benchmark-only levels


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


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("simulate", help="play seeded games between bots and summarize them")
    games = _games()
    parser.add_argument(
        "--ruleset",
        default=games[0].name,
        type=_ruleset_name,
        metavar="NAME",
        help=(
            f"the game to play: {', '.join(g.name for g in games)} or a short name"
            f" ({', '.join(sorted(a for g in games for a in g.aliases))}); default {games[0].name}"
        ),
    )
    parser.add_argument(
        "--decks",
        nargs="+",
        metavar="DECK",
        help=(
            "deck files, or shipped Basic Set deck names (argonian, krebiz, corporate, mechad, pot, scorpead, tufor;"
            " a, b, c: the shared decks); Galactic Empires needs them"
        ),
    )
    parser.add_argument("--bots", nargs="+", choices=BOT_NAMES, metavar="BOT", help=f"the bot for each deck ({', '.join(BOT_NAMES)})")
    parser.add_argument("--players", type=_positive, metavar="N", help="seats at the table (default: one per deck or bot listed)")
    parser.add_argument("--workers", type=_positive, default=1, metavar="K", help="worker processes (results do not depend on it)")
    parser.add_argument("--games", type=_positive, default=10, metavar="N")
    parser.add_argument("--seed", type=_seed, default=1, metavar="S")
    parser.add_argument(
        "--turn-cap", type=_positive, metavar="N", help=f"complete turns before a game ends with no winner (default {DEFAULT_TURN_CAP}; Galactic Supremacy 100)"
    )
    parser.add_argument("--variant", choices=[v.value for v in Variant], default=Variant.STANDARD.value)
    parser.add_argument("--option", action="append", choices=[o.value for o in Option], default=[], help="an optional rule (repeatable)")
    parser.add_argument("--agent", choices=LEGACY_AGENTS, default="weighted", help="without --bots: the engine agent that plays (default: weighted)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None, help="a progress bar on stderr (default: when it is a terminal)")
    parser.add_argument("--save-records", type=Path, metavar="DIR", help="write each game's record into DIR")
    for game in games:
        if game.has("simulate_arguments"):
            game.part("simulate_arguments")(parser)
    parser.set_defaults(func=run)


def _games() -> list[GameType]:
    return load_games()


def _ruleset_name(text: str) -> str:
    """``--ruleset``'s value: a registered game's name, or one of its aliases (the registry's)."""
    _games()
    try:
        return find_game(text).name
    except KeyError as exc:
        raise argparse.ArgumentTypeError(str(exc.args[0])) from None


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
    if not 2 <= players <= 12:
        return f"simulate: a game needs 2 to 12 players, not {players}"
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


def run(args: argparse.Namespace) -> int:
    """Hand the run to the game's own simulate runner (its registry entry's ``simulate`` part)."""
    if args.games > MAX_GAMES:
        print(f"simulate: at most {MAX_GAMES} games per run", file=sys.stderr)
        return 2
    runner: Callable[[argparse.Namespace], int] = find_game(args.ruleset).part("simulate")
    return runner(args)


def run_with_decks(args: argparse.Namespace) -> int:
    """A game played with deck files (Galactic Empires' simulate part): ``--decks``, ``--bots``
    or ``--agent``, ``--variant`` and ``--option``."""
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
