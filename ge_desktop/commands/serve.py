"""``ge-desktop serve [--host H] [--port P] [--data DIR] [--certfile F --keyfile F]``: the game server.

Runs the lobby and the online games (``ge_desktop/server``) until interrupted (Ctrl+C or
SIGTERM: every game is already on disk and resumes at the next start). ``--port 0`` lets
the system pick a free port; the first line printed says where it listens. ``--data``
holds the games (default: ``server`` in the user data folder). Deployment:
``docs/server.md``.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from pathlib import Path
from typing import Any

DEFAULT_PORT = 8765


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"'{text}' is not a port (0-65535; 0: any free port)")
    return int(text)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("serve", help="run the game server for online play")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--data", type=Path, default=None, metavar="DIR", help="the folder games are kept in (default: the user data folder's 'server')")
    parser.add_argument("--certfile", type=Path, default=None, metavar="FILE", help="TLS certificate chain (PEM): serve wss:// directly")
    parser.add_argument("--keyfile", type=Path, default=None, metavar="FILE", help="the certificate's private key (PEM)")
    parser.set_defaults(func=run)


def _describe_cards(catalog: Any) -> str:
    """What decks may name here: the shipped cards and each imported collection, by name."""
    from ge_desktop import paths
    from ge_desktop.cards.catalog import default_catalog

    shipped = len(default_catalog())
    names = [folder.name for folder in paths.collection_folders()]
    if not names:
        return f"the {shipped:,} shipped cards (a deck naming another card is refused; 'ge-desktop cards import-lackey' adds a collection)"
    return f"the {shipped:,} shipped cards and {len(catalog) - shipped:,} more from the imported collection(s) {', '.join(names)}"


def run(args: argparse.Namespace) -> int:
    from ge_desktop import paths
    from ge_desktop.cards.catalog import report_lines
    from ge_desktop.server.server import ServerSettings, run_server, server_catalog

    if (args.certfile is None) != (args.keyfile is None):
        print("serve: --certfile and --keyfile go together", file=sys.stderr)
        return 2
    for path in (args.certfile, args.keyfile):
        if path is not None and not path.is_file():
            print(f"serve: {path}: no such file", file=sys.stderr)
            return 1
    data = args.data if args.data is not None else paths.user_data_dir() / "server"
    settings = ServerSettings(host=args.host, port=args.port, data=data, certfile=args.certfile, keyfile=args.keyfile)
    scheme = "wss" if args.certfile else "ws"

    cards = server_catalog()
    for line in report_lines(cards.problems):
        print(f"serve: left out: {line}", file=sys.stderr)

    def ready(port: int) -> None:
        print(f"serving on {scheme}://{args.host}:{port} (games kept in {data})", flush=True)
        print(f"cards: {_describe_cards(cards.catalog)}", flush=True)

    async def main() -> None:
        task = asyncio.current_task()
        assert task is not None
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
        await run_server(settings, ready, cards.catalog)

    try:
        asyncio.run(main())
    except asyncio.CancelledError:
        pass
    return 0
