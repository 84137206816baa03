"""``ge-desktop cards validate|list|import-lackey|remove-lackey``: check, list and import catalog cards."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ge_desktop.cards.catalog import catalog_files, load_catalog_with_problems, report_lines
from ge_desktop.cards.model import CardType
from ge_desktop.commands import lackey


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    cards = subparsers.add_parser("cards", help="validate and list catalog cards")
    actions = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True, parser_class=type(cards))
    validate = actions.add_parser("validate", help="validate catalog files")
    validate.add_argument("paths", nargs="*", type=Path, metavar="PATH", help="catalog JSON files or folders (default: the shipped catalog)")
    validate.set_defaults(func=run_validate)
    listing = actions.add_parser("list", help="list catalog cards")
    listing.add_argument("--type", dest="card_type", metavar="S", help="only cards of this type letter (T, S, B, C, ...)")
    listing.add_argument("--empire", metavar="NAME", help="only cards of this empire ('generic' for none)")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(func=run_list)
    lackey.register_cards(actions)


def _expand(paths: list[Path]) -> list[Path] | None:
    if not paths:
        return None
    files: list[Path] = []
    for path in paths:
        files += catalog_files(path) if path.is_dir() else [path]
    return files


def run_validate(args: argparse.Namespace) -> int:
    files = _expand(args.paths)
    catalog, problems = load_catalog_with_problems(files)
    for line in report_lines(problems):
        print(line, file=sys.stderr)
    checked = len(files) if files is not None else len(catalog_files())
    if problems:
        print(f"{len(problems)} problem(s) in {checked} file(s); {len(catalog)} card(s) valid", file=sys.stderr)
        return 1
    print(f"ok: {len(catalog)} cards in {checked} file(s)")
    return 0


def _refuse(args: argparse.Namespace, message: str) -> int:
    """A refused listing: the message on stderr, and with ``--json`` a JSON result on stdout."""
    print(message, file=sys.stderr)
    if args.json:
        print(json.dumps({"ok": False, "problems": [message]}, indent=2))
    return 2


def run_list(args: argparse.Namespace) -> int:
    catalog, problems = load_catalog_with_problems()
    for line in report_lines(problems):
        print(line, file=sys.stderr)
    cards = list(catalog)
    if args.card_type:
        letter = args.card_type.upper().removeprefix("R/")
        if letter not in {t.value for t in CardType}:
            return _refuse(args, f"ge-desktop cards list: --type: '{args.card_type}' is not a card type letter ({', '.join(t.value for t in CardType)})")
        cards = [c for c in cards if c.is_type(CardType(letter))]
    if args.empire:
        wanted = args.empire.lower()
        if wanted == "generic":
            cards = [c for c in cards if c.empire is None]
        else:
            empire = catalog.empire(args.empire)
            if empire is None:
                return _refuse(args, f"ge-desktop cards list: --empire: unknown empire '{args.empire}'")
            cards = [c for c in cards if catalog.empire(c.empire) == empire]
    cards.sort(key=lambda c: (c.primary_type.value, c.strength, c.title))
    if args.json:
        print(json.dumps([json.loads(c.model_dump_json(exclude_defaults=True)) for c in cards], indent=2))
    else:
        for card in cards:
            print(f"{card.label:<45} {card.empire or 'generic':<28} {card.id}")
        print(f"{len(cards)} card(s)")
    return 1 if problems else 0
