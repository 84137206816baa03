"""``ge-desktop replay FILE [--check] [--json]``: replay a game record through the rules.

Prints a final summary (turn, phase, each player's HQ damage, hand/deck/discard counts,
cards in play) as text or, with ``--json``, as one JSON object. ``--check`` also prints
each action as accepted or rejected (with the rule) and compares the final state with
the record's snapshot; the first rejection or a mismatch exits 1. Any problem with the
file is one line naming the file and line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ge_desktop.cards.catalog import CatalogError
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine import Violation
from ge_desktop.games import load_games
from ge_desktop.storage.records import RecordError, load_record
from ge_desktop.storage.replay import replay, snapshot_problem


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("replay", help="replay a game record and print the final state")
    parser.add_argument("file", type=Path, metavar="FILE", help="a game record (.gerec, JSON lines)")
    parser.add_argument("--check", action="store_true", help="print each action as accepted or rejected; exit 1 on the first rejection")
    parser.add_argument("--json", action="store_true", help="print the final summary as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    load_games()  # every game's records open

    def report(line: int, action: str, violation: Violation | None) -> None:
        if violation is None:
            print(f"line {line}: accepted: {action}")
        else:
            print(f"line {line}: rejected: {action}: {violation}")

    try:
        record = load_record(args.file)
        catalog = load_full_catalog().catalog  # what simulate and the app play with: imported cards too
        game = replay(record, catalog, str(args.file), report if args.check else None)
    except (RecordError, CatalogError) as exc:
        print(exc, file=sys.stderr)
        if args.json:  # a refusal is a JSON result too
            print(json.dumps({"ok": False, "problems": [str(exc)]}, indent=2))
        return 1
    if args.check:
        problem = snapshot_problem(game, record, catalog)
        if problem:
            print(f"{args.file}: {problem}", file=sys.stderr)
            if args.json:
                print(json.dumps({"ok": False, "problems": [f"{args.file}: {problem}"]}, indent=2))
            return 1
    data = game.ruleset.summary(game.state)
    print(json.dumps(data, indent=2) if args.json else game.ruleset.summary_text(data))
    return 0
