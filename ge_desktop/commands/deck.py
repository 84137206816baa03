"""``ge-desktop deck check FILE``: judge a deck file by the v2.1 stocking rules (``deck export --lackey``: see ``lackey.py``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ge_desktop.cards.catalog import report_lines
from ge_desktop.cards.decks import DeckError, load_deck
from ge_desktop.cards.stocking import StockingOptions, check_deck, reserve_notes
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.commands import lackey


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    deck = subparsers.add_parser("deck", help="check deck files")
    actions = deck.add_subparsers(dest="deck_command", metavar="ACTION", required=True, parser_class=type(deck))
    check = actions.add_parser("check", help="validate a deck against the deck stocking rules")
    check.add_argument("file", type=Path, metavar="FILE")
    check.add_argument("--players", type=_players, default=2, metavar="N", help="players in the game (reserve fleet limit), 2-12")
    check.add_argument("--installations-and-psys-support-ships", action="store_true", help="optional rule: I and P cards support minor S/D cards")
    check.add_argument("--main-empire-supports-any-type", action="store_true", help="optional rule: main-empire cards support minor cards of any type")
    check.add_argument("--max-copies", type=int, metavar="N", help="format limit: at most N identical copies")
    check.add_argument("--max-entities", type=int, metavar="N", help="format limit: at most N strength-10 cards")
    check.add_argument("--challenge", type=_points, metavar="POINTS", help="variation: The 200 Point Challenge with POINTS strength points (200, 250 ...)")
    check.add_argument("--free-for-all", action="store_true", help="variation: Free For All (any cards of any empires)")
    check.add_argument("--allied-main-stocks-ally", action="store_true", help="optional rule: an Allied main empire stocks its ally's cards as minor cards")
    check.add_argument("--corporate-pirates-allied", action="store_true", help="optional rule: Corporate Pirates count as Allied - Corporate")
    check.set_defaults(func=run_check)
    lackey.register_deck_export(actions)


def _players(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if not 2 <= value <= 12:
        raise argparse.ArgumentTypeError("a game has 2 to 12 players")
    return value


def _points(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if not 1 <= value <= 10_000:
        raise argparse.ArgumentTypeError("the challenge is 1 to 10,000 strength points")
    return value


def run_check(args: argparse.Namespace) -> int:
    full = load_full_catalog()  # the shipped cards and the user's own
    for line in report_lines(full.problems):
        print(f"warning: {line}", file=sys.stderr)
    try:
        deck = load_deck(args.file, full.catalog)
    except DeckError as exc:
        print(exc, file=sys.stderr)
        return 1
    catalog = full.catalog
    options = StockingOptions(
        players=args.players,
        installations_and_psys_support_ships=args.installations_and_psys_support_ships,
        main_empire_supports_any_type=args.main_empire_supports_any_type,
        max_identical_copies=args.max_copies,
        max_entities=args.max_entities,
        challenge_points=args.challenge,
        free_for_all=args.free_for_all,
        allied_main_stocks_ally=args.allied_main_stocks_ally,
        corporate_pirates_allied=args.corporate_pirates_allied,
    )
    violations = check_deck(deck, catalog, options)
    for violation in violations:
        print(f"{args.file}: {violation}", file=sys.stderr)
    for note in reserve_notes(deck, options.players):
        print(f"{args.file}: note: {note}")
    summary = f"{deck.name}: {len(deck.main_cards())} cards + {len(deck.reserve_cards())} in reserve, main empire {deck.empire}"
    if violations:
        print(f"{summary}: {len(violations)} stocking rule violation(s)", file=sys.stderr)
        return 1
    print(f"ok: {summary}")
    return 0
