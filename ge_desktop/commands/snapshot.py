"""``ge-desktop snapshot RECORD --out table.png [--player N] [--size WxH]``.

Replays a game record and renders the table to a PNG as player N (1-based; default:
the player to act) would see it: his hand face up, every other hand face down. No
window is opened (Qt runs offscreen when there is no display). A bad record, size or
player is one line naming the problem.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog
    from ge_desktop.engine.game import Game

MAX_SIDE = 8000


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d+)[xX](\d+)", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"'{text}' is not a size like 1920x1080")
    width, height = int(match[1]), int(match[2])
    if not (64 <= width <= MAX_SIDE and 64 <= height <= MAX_SIDE):
        raise argparse.ArgumentTypeError(f"'{text}': each side must be 64 to {MAX_SIDE} pixels")
    return width, height


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("snapshot", help="render the table after replaying a record to a PNG")
    parser.add_argument("record", type=Path, metavar="RECORD", help="a game record (.gerec, JSON lines)")
    parser.add_argument("--out", type=Path, required=True, help="the PNG file to write")
    parser.add_argument("--player", type=int, default=None, metavar="N", help="whose view (1-based); default: the player to act")
    parser.add_argument("--size", type=_size, default=(1920, 1080), metavar="WxH", help="image size (default 1920x1080)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ge_desktop.cards.catalog import CatalogError
    from ge_desktop.cards.user_catalog import load_full_catalog
    from ge_desktop.storage.records import RecordError, load_record
    from ge_desktop.storage.replay import replay

    try:
        catalog = load_full_catalog().catalog  # the app's catalog: a record may name the player's imported cards
        game = replay(load_record(args.record), catalog, str(args.record))
    except (RecordError, CatalogError) as exc:
        print(exc, file=sys.stderr)
        return 1
    count = game.state.player_count
    if count > 6:
        print(f"{args.record}: the table shows 2 to 6 players, this game has {count}", file=sys.stderr)
        return 1
    seat = game.state.active if args.player is None else args.player - 1
    if not 0 <= seat < count:
        print(f"--player {args.player}: this game has players 1 to {count}", file=sys.stderr)
        return 2
    return _render(game, seat, args.size, args.out, catalog)


def _render(game: Game, seat: int, size: tuple[int, int], out: Path, catalog: Catalog) -> int:
    if "QT_QPA_PLATFORM" not in os.environ and not os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from ge_desktop.engine.terms import Seat
    from ge_desktop.ui.snapshot import render_table

    app = QApplication.instance() or QApplication([sys.argv[0]])
    image = render_table(game, Seat(seat), size, catalog.get)
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImageWriter

    if not QImageWriter(str(out), QByteArray(b"PNG")).write(image):
        print(f"{out}: cannot write the PNG", file=sys.stderr)
        return 1
    print(f"wrote {out} ({size[0]}x{size[1]}, as Player {seat + 1})")
    del app
    return 0
