"""The ``ge-desktop`` command: the app by default, subcommands for headless work.

Each subcommand lives in ``ge_desktop/commands/<name>.py`` with a ``register(subparsers)``
function that adds its parser and sets ``func`` to a ``run(args) -> int``. Bad input is
reported as one clear line per problem on stderr, never as a traceback.

Exit codes: 0 success, 1 a problem with an input file (or the result, e.g. a deck that
breaks a stocking rule), 2 a bad argument, 130 interrupted, ``EXIT_INTERNAL`` (70) a bug
in GE Desktop itself: one line saying so (the traceback goes to the log file only when
``GE_DESKTOP_DEBUG`` is set, to stderr then), never a bare traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
from typing import NoReturn

from ge_desktop import FACE_WORKER, __version__

COMMAND_MODULES: tuple[str, ...] = (
    "cards",
    "deck",
    "render_cards",
    "replay",
    "serve",
    "simulate",
    "snapshot",
)
EXIT_INTERNAL = 70  # sysexits' EX_SOFTWARE
OPENED_SUFFIXES = (".gerec", ".deck")  # saved games and decks: ``ge-desktop FILE`` opens them in the app


class _Parser(argparse.ArgumentParser):
    """argparse that exits with status 2 and one line naming the problem."""

    def error(self, message: str) -> NoReturn:  # pragma: no cover - argparse contract
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    from ge_desktop.games import load_games

    games = load_games()  # every game known before a command reads a game's name or record
    parser = _Parser(prog="ge-desktop", description=f"GE Desktop: a tabletop for the games {', '.join(game.title for game in games)}.")
    parser.add_argument("--version", action="version", version=f"ge-desktop {__version__}")
    parser.add_argument("--self-test", action="store_true", help="start the app, check every part of it, exit 0 or 1")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"ge_desktop.commands.{name}")
        module.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; with no subcommand, open the app."""
    argv = sys.argv[1:] if argv is None else argv
    if argv == [FACE_WORKER]:  # the table's face worker process (ui/table/face_drawer.py)
        from ge_desktop.render.worker import main as serve_faces

        return serve_faces()
    if not argv or all(a.lower().endswith(OPENED_SUFFIXES) for a in argv):  # the app itself, or files the installers' associations pass
        # Straight to the window: the subcommands' modules (engine, Pillow, parsers) are not
        # imported for the parser, so the table shows sooner.
        from ge_desktop.app import run_app

        return run_app(argv)
    parser = build_parser()
    args, rest = parser.parse_known_args(argv)
    if args.self_test:
        from ge_desktop.selftest import run  # lazily: it starts Qt

        return run()
    if getattr(args, "func", None) is None:
        unknown = [a for a in rest if a.startswith("--")]
        if unknown:
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
        from ge_desktop.app import run_app  # lazily: headless commands never load Qt

        return run_app(rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except OSError as exc:  # a file the command writes or reads that the system refuses
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"ge-desktop {args.command}: {where}{exc.strerror or exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug: one line, the traceback only on request
        if os.environ.get("GE_DESKTOP_DEBUG"):
            traceback.print_exc()
        print(f"ge-desktop {args.command}: internal error ({type(exc).__name__}: {str(exc)[:200]}); please report it", file=sys.stderr)
        return EXIT_INTERNAL
