"""``ge-desktop simulate``: many seeded games between bots, with a summary.

``--ruleset NAME`` picks the game (any name or alias the games registry knows; default the
first registered game); its registry entry's ``simulate`` part plays the run, and its
``simulate_arguments`` part adds the game's own options (Galactic Empires' ``--decks``,
``--variant``, ``--option`` and ``--agent``; Galactic Supremacy's ``--gs-decks`` and
``--advanced-setup``). The options every game shares are below: ``--bots``, ``--players``,
``--games``, ``--seed``, ``--workers``, ``--turn-cap`` (each game's own default), ``--json``,
``--progress`` and ``--save-records DIR``.

Game ``i`` (0-based) uses seed ``S + i`` for its shuffles, dice and choices, and the seats
rotate by one each game, so the same command prints the same games every time, whatever
``--workers K`` (processes). Text output lists each game, then a summary table; the elapsed
time and games per second go to stderr, so stdout is identical between runs. ``--json``
prints one object: ``games`` (per game ``seed``, ``winner`` (seat or null), ``end``,
``turns``, ``actions``, ``bots`` and ``decks`` per seat), ``summary``, ``mean_turns``,
``mean_actions``, ``elapsed_s`` and ``games_per_s``. ``--save-records DIR`` writes each
game's record as ``game-<seed>.gerec``. See ``docs/simulate.md`` and each game's runner
(``rulesets/<game>/simulate.py``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from ge_desktop.bots.base import ENTRANT_NAMES
from ge_desktop.games import GameType, find_game, load_games

MAX_GAMES = 100_000
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
    parser.add_argument("--bots", nargs="+", choices=BOT_NAMES, metavar="BOT", help=f"the bot for each deck ({', '.join(BOT_NAMES)})")
    parser.add_argument("--players", type=_positive, metavar="N", help="seats at the table (default: one per deck or bot listed)")
    parser.add_argument("--workers", type=_positive, default=1, metavar="K", help="worker processes (results do not depend on it)")
    parser.add_argument("--games", type=_positive, default=10, metavar="N")
    parser.add_argument("--seed", type=_seed, default=1, metavar="S")
    parser.add_argument("--turn-cap", type=_positive, metavar="N", help="complete turns before a game ends with no winner (default: the game's own)")
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


def run(args: argparse.Namespace) -> int:
    """Hand the run to the game's own simulate runner (its registry entry's ``simulate`` part)."""
    if args.games > MAX_GAMES:
        print(f"simulate: at most {MAX_GAMES} games per run", file=sys.stderr)
        return 2
    runner: Callable[[argparse.Namespace], int] = find_game(args.ruleset).part("simulate")
    return runner(args)
