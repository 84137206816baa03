"""``ge-desktop render-cards [--out DIR] [--ids ... | --printed | --basic-set] [--sheet FILE.png]``: card faces to files.

Renders each card's face (the player's scan when there is one) through the disk cache,
copies it to ``DIR/<card id>.png`` and, with ``--sheet``, lays all of them out on one
contact sheet (``--colors 256`` makes it a much smaller palette PNG). A progress bar (tqdm) is drawn on stderr when it is a terminal; bad
scan files are reported as one line each and skipped.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path
from typing import Any

from ge_desktop.cards.catalog import CatalogError, default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.progress import progress_bar

DEFAULT_OUT = Path("card-faces")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("render-cards", help="render card faces to PNG files and a contact sheet")
    parser.add_argument("--out", type=Path, metavar="DIR", help=f"folder for one PNG per card (default: ./{DEFAULT_OUT} unless only --sheet is given)")
    parser.add_argument("--ids", nargs="+", metavar="ID", help="only these card ids (default: the whole catalog)")
    parser.add_argument("--printed", action="store_true", help="only the printed cards (every set), one face per card, in image-id order")
    parser.add_argument(
        "--basic-set",
        action="store_true",
        help=(
            "the printings of the 1994 Basic Set decks (Basic Sets A, B and C as shipped), one face per printing,"
            " in image-id order, then the two reference cards printed beside them"
        ),
    )
    parser.add_argument("--sheet", type=Path, metavar="FILE.png", help="also write a contact sheet of the cards")
    parser.add_argument("--width", type=_width, default=360, metavar="PX", help="face width in pixels (default 360)")
    parser.add_argument("--columns", type=int, metavar="N", help="contact sheet columns (default: about square)")
    parser.add_argument("--colors", type=int, choices=range(16, 257), metavar="N", help="save the sheet as a palette PNG of N colours (16-256)")
    parser.set_defaults(func=run)


def _width(text: str) -> int:
    from ge_desktop.render.cache import MAX_WIDTH, MIN_WIDTH

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if not MIN_WIDTH <= value <= MAX_WIDTH:
        raise argparse.ArgumentTypeError(f"a face is {MIN_WIDTH} to {MAX_WIDTH} pixels wide")
    return value


def _select(ids: list[str] | None, printed: bool = False) -> list[Card]:
    catalog = default_catalog()
    if printed and not ids:
        return sorted((c for c in catalog if c.is_printed), key=lambda c: c.printings[0].image.lower())
    if not ids:
        return list(catalog)
    missing = [i for i in ids if i not in catalog]
    if missing:
        raise LookupError(f"render-cards: no card with id {', '.join(repr(m) for m in missing)} in the catalog")
    return [catalog[i] for i in dict.fromkeys(ids)]


BASIC_SET_DECKS = ("basic-set-a", "basic-set-b", "basic-set-c")


def basic_set_printings() -> list[tuple[str, Card]]:
    """(image id, card) of every printing the shipped Basic Set A, B and C decks name: the
    133 deck printings of the 1994 Basic Sets (a card printed twice, Shuttlecraft Left and
    Right, once per printing), in image-id order."""
    from ge_desktop.cards.decks import load_deck, shipped_deck

    catalog = default_catalog()
    found: dict[str, Card] = {}
    for name in BASIC_SET_DECKS:
        path = shipped_deck(name)
        if path is None:
            raise LookupError(f"render-cards: the shipped deck '{name}' is missing")
        for entry in load_deck(path, catalog).entries:
            if entry.printing is not None:
                found.setdefault(entry.printing, entry.card)
    return sorted(found.items(), key=lambda item: item[0].lower())


def _reference_faces(width: int) -> dict[str, Any]:
    """The generated faces of the reference cards the Basic Set decks name in their headers
    (the Sector HQ and the point-symbol legend), by reference id."""
    from ge_desktop.cards.decks import load_deck, shipped_deck
    from ge_desktop.render.reference_face import render_reference_face

    catalog = default_catalog()
    found = {}
    for name in BASIC_SET_DECKS:
        path = shipped_deck(name)
        deck = load_deck(path, catalog) if path is not None else None
        for header in (deck.headquarters, deck.reference) if deck is not None else ():
            image = header[header.rfind("[") + 1 : -1] if header.endswith("]") else ""
            ref = catalog.reference(image) if image else None
            if ref is not None:
                found[ref.id] = ref
    return {key: render_reference_face(ref, width) for key, ref in sorted(found.items())}


def run(args: argparse.Namespace) -> int:
    from PIL import Image  # lazily, like the whole renderer: the CLI parser stays Pillow-free

    from ge_desktop.render import contact_sheet, face_png, scan_library, scan_problems

    try:
        cards = [card for _, card in basic_set_printings()] if args.basic_set else _select(args.ids, args.printed)
    except (CatalogError, LookupError) as exc:
        print(exc, file=sys.stderr)
        return 1
    references = _reference_faces(args.width) if args.basic_set else {}
    checked = scan_library().check(default_catalog())  # bad files, unmatched names, doubles
    out = args.out if args.out is not None or args.sheet is None else None
    out = DEFAULT_OUT if out is None and args.sheet is None else out
    files: dict[str, Path] = {}
    try:
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
        with progress_bar(len(cards), "faces") as bar:
            for card in cards:
                files[card.id] = face_png(card, args.width)
                if out is not None:
                    shutil.copyfile(files[card.id], out / f"{card.id}.png")
                bar.set_postfix_str(card.id, refresh=False)
                bar.update(1)
        if out is not None:
            for key, image in references.items():
                image.save(out / f"{key}.png")
        if args.sheet is not None:
            items: list[Card | str] = [*cards, *references]
            sheet = contact_sheet(
                items, lambda item: references[item] if isinstance(item, str) else Image.open(files[item.id]), args.width, args.columns
            )
            if args.colors:
                sheet = sheet.quantize(args.colors, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
            args.sheet.parent.mkdir(parents=True, exist_ok=True)
            sheet.save(args.sheet, format="PNG", optimize=True)
    except OSError as exc:
        print(f"render-cards: cannot write {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    for problem in dict.fromkeys([*checked, *scan_problems()]):
        print(f"warning: {problem} (skipped; the generated face is used)", file=sys.stderr)
    count = len(cards) + len(references)
    where = [f"{count} face(s) in {out}"] if out is not None else [f"{count} face(s) rendered"]
    if args.sheet is not None:
        where.append(f"contact sheet {args.sheet}")
    print("wrote " + ", ".join(where))
    return 0
