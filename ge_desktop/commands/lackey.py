"""``ge-desktop cards import-lackey|remove-lackey`` and ``ge-desktop deck export --lackey``.

Registered from ``commands/cards.py`` and ``commands/deck.py`` (one line each), so those
modules stay small; the work lives in ``ge_desktop/lackey``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register_cards(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``cards import-lackey PLUGIN_DIR [--checklist FILE.xlsx] [--json]`` and ``cards remove-lackey NAME``."""
    imp = actions.add_parser("import-lackey", help="import a LackeyCCG Galactic Empires plugin: cards, decks, images")
    imp.add_argument("plugin", type=Path, metavar="PLUGIN_DIR", help="the plugin folder (holding sets/carddata.txt, or high/ med/ low/)")
    imp.add_argument("--checklist", type=Path, metavar="FILE.xlsx", help="the plugin author's checklist workbook: printed numbers for unscripted cards")
    imp.add_argument("--json", action="store_true", help="print one JSON object (a refusal too: ok false, its problems)")
    imp.add_argument("--replace", action="store_true", help="import even if the collection would lose usable cards or decks would name removed cards")
    imp.set_defaults(func=run_import)
    rem = actions.add_parser("remove-lackey", help="remove an imported LackeyCCG collection and the decks it wrote")
    rem.add_argument("name", metavar="NAME", help="the collection's name (printed by import-lackey)")
    rem.set_defaults(func=run_remove)


def register_deck_export(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``deck export --lackey FILE [-o OUT.dek]``."""
    export = actions.add_parser("export", help="export a deck file to another format")
    export.add_argument("file", type=Path, metavar="FILE")
    export.add_argument("--lackey", action="store_true", required=True, help="write a LackeyCCG .dek file")
    export.add_argument("-o", "--output", type=Path, metavar="OUT.dek", help="where to write (default: FILE with .dek)")
    export.set_defaults(func=run_export)


def _refuse(args: argparse.Namespace, problems: list[str], verdict: str, code: int) -> int:
    """A refused import: the problems and the verdict on stderr, and with ``--json`` one JSON
    object on stdout (``ok`` false) so a script always gets a result."""
    for problem in problems:
        print(problem, file=sys.stderr)
    print(verdict, file=sys.stderr)
    if args.json:
        print(json.dumps({"ok": False, "verdict": verdict, "problems": problems}, indent=1, ensure_ascii=False))
    return code


def run_import(args: argparse.Namespace) -> int:
    from ge_desktop.lackey.importer import ImportCancelled, ImportWouldLose, import_plugin
    from ge_desktop.lackey.problems import LackeyFileError

    if args.checklist is not None and not args.checklist.is_file():
        return _refuse(args, [f"{args.checklist}: no such file (--checklist takes the checklist workbook, .xlsx)"], "nothing imported; nothing written", 2)
    try:
        report = import_plugin(args.plugin, args.checklist, replace=args.replace)
    except ImportWouldLose as exc:
        verdict = "nothing imported; nothing written: the import would take cards away (run again with --replace to import anyway)"
        return _refuse(args, [str(p) for p in exc.problems], verdict, 1)
    except LackeyFileError as exc:
        return _refuse(args, [str(p) for p in exc.problems], "nothing imported; nothing written", 1)
    except ImportCancelled as exc:
        return _refuse(args, [], str(exc), 1)
    if args.json:
        print(json.dumps({"ok": True, **report.to_json()}, indent=1, ensure_ascii=False))
    else:
        print(f"collection '{report.collection}'")
        for line in report.summary_lines():
            print(line)
        for problem in report.problems:
            print(problem, file=sys.stderr)
    return 0


def run_remove(args: argparse.Namespace) -> int:
    from ge_desktop.lackey.collection import remove_collection

    try:
        removal = remove_collection(args.name)
    except (FileNotFoundError, OSError) as exc:
        print(f"ge-desktop cards remove-lackey: {exc}", file=sys.stderr)
        return 1
    print(f"removed the collection '{removal.name}' and {len(removal.removed_decks)} deck file(s)")
    for kept in removal.kept_decks:
        print(f"kept {kept}: you changed it since the import")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from ge_desktop.cards.decks import DeckError, load_deck
    from ge_desktop.cards.user_catalog import load_full_catalog
    from ge_desktop.lackey.collection import PrintingIndex, write_atomically
    from ge_desktop.lackey.deck_convert import deck_to_dek, load_origin
    from ge_desktop.lackey.dek import write_dek

    full = load_full_catalog()
    try:
        deck = load_deck(args.file, full.catalog)
    except DeckError as exc:
        print(exc, file=sys.stderr)
        return 1
    dek, problems = deck_to_dek(deck, load_origin(args.file), PrintingIndex.build(full.catalog))
    for problem in problems:
        print(f"{args.file}: {problem}", file=sys.stderr)
    output = args.output or args.file.with_suffix(".dek")
    try:
        write_atomically(output, write_dek(dek))
    except OSError as exc:
        print(f"{output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"wrote {output}: {len(dek.cards)} cards in {len(dek.zones)} zone(s)")
    return 0
