"""Type ``resources/printed-numbers.json``: the printed numbers of every LackeyCCG printing.

    .venv/bin/python packaging/generate_printed_numbers.py [DATA_DIR]

``DATA_DIR`` is the LackeyCCG data folder (default ``../shared/data/lackey-ge`` beside the
checkout) holding ``carddata.txt`` and the checklist workbook ``Galactic_Empires.xlsx``.
Every row of the card list gets an entry: the workbook's numbers read through our own
reader (``ge_desktop.lackey.checklist``), corrected where an image says otherwise
(``docs/printed-vs-workbook.md``):

- a printing the shipped catalog typed from its image takes the catalog's numbers, and so do
  its reprints (same code, title and workbook numbers); the weapons typed from the images of
  ``IMAGE_WEAPONS`` replace the workbook's (the docs table of these rows is rewritten);
- an optional ammunition requirement equal to the heavy weapon count is dropped;
- a Variable Plasma ship's heavy count (the top of its energy range) becomes one Variable
  Plasma of that range, up to 3;
- a printing of the community decks that the catalog does not print takes the numbers read
  from its image (``tests/cards/data/community-printings.tsv``, issue 38); its differences
  from the workbook are written to ``docs/community-printings.md``.

A row the workbook lacks (and no catalog card prints) is listed as ``null``: its numbers
are unknown. Re-running on the same data writes the same file.
"""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ge_desktop.cards.catalog import Catalog, default_catalog  # noqa: E402
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN, COMMUNITY_TABLE_SOURCE  # noqa: E402
from ge_desktop.cards.model import Weapon  # noqa: E402
from ge_desktop.lackey.carddata import LackeyRow, read_carddata  # noqa: E402
from ge_desktop.lackey.checklist import PrintedNumbers, read_checklist  # noqa: E402
from ge_desktop.lackey.convert import empire_of, row_title  # noqa: E402
from ge_desktop.lackey.printed_numbers import (  # noqa: E402
    FORMAT_VERSION,
    IMAGE_TYPED,
    OPTIONAL_AMMUNITION,
    VARIABLE_PLASMA,
    as_variable_plasma,
    comparable,
    default_path,
    entry_json,
    from_card,
    without_optional_ammunition,
)
from ge_desktop.lackey.transcription import COLUMNS, REPRINT_NOTE, community_differences, numbers_of, rules_lines  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "data" / "lackey-ge"
DOC = ROOT / "docs" / "printed-vs-workbook.md"
DOC_START, DOC_END = "<!-- image-typed weapons: written by packaging/generate_printed_numbers.py -->", "<!-- end of image-typed weapons -->"
TRANSCRIBED = ROOT / "tests" / "cards" / "data" / "community-printings.tsv"
COMMUNITY_DOC = ROOT / "docs" / "community-printings.md"
COMMUNITY_START = "<!-- community printings against the workbook: written by packaging/generate_printed_numbers.py -->"
COMMUNITY_END = "<!-- end of community printings against the workbook -->"


def _phasers(count: int) -> dict:
    return {"symbol": "phaser", "name": "Phaser", "count": count}


def _detonators(count: int) -> dict:
    return {"symbol": "heavy", "name": "Hyperspace Detonator", "count": count, "standard": False, "special": "hyperspace detonator"}


def _plasma(count: int, high: int) -> dict:
    return {"symbol": "heavy", "name": "Variable Plasma", "count": count, "standard": False, "special": "variable plasma", "energy": {"low": 1, "high": high}}


# The weapons printed on cards whose image we have and whose workbook weapons differ: Scorpead
# ships print their Phasers and a Phaser Magnifier (`✸=x2`, `✸✸=x3`: the workbook multiplies
# the Phasers) and their Hyperspace Detonators (the workbook counts the Phasers they fire);
# Corporate ships print Variable Plasmas with an energy range (the workbook counts its top).
# Read from card-images-high (typed by hand; printing image id -> (weapons, what it shows)).
IMAGE_WEAPONS: dict[str, tuple[list[dict], str]] = {
    "S3_-_Scorpead_Troop_Ship_AT": ([_phasers(2)], "2 Phasers, Phaser Magnifier x2"),
    "S4_-_Scorpead_Minesweeper_NE": ([_phasers(2)], "2 Phasers, Phaser Magnifier x2"),
    "S4_-_Scorpead_Science_Ship_UE": ([_phasers(2)], "2 Phasers, Phaser Magnifier x2"),
    "S5_-_Scorpead_Scout_Cruiser_NE": ([_phasers(2)], "2 Phasers, Phaser Magnifier x2"),
    "S6_-_Scorpead_Command_Cruiser_NE": ([_detonators(1), _phasers(4)], "1 Hyperspace Detonator, 4 Phasers, Phaser Magnifier x2"),
    "S6_-_Scorpead_Heavy_Cruiser_NE": ([_detonators(1), _phasers(3)], "1 Hyperspace Detonator, 3 Phasers, Phaser Magnifier x2"),
    "S7_-_Scorpead_Battle_Carrier_AT": ([_detonators(1), _phasers(4)], "1 Hyperspace Detonator, 4 Phasers, Phaser Magnifier x2"),
    "S7_-_Scorpead_Battlecruiser_NE": ([_detonators(1), _phasers(3)], "1 Hyperspace Detonator, 3 Phasers, Phaser Magnifier x2 and x3"),
    "S8_-_Scorpead_Dreadnought_NE": ([_detonators(1), _phasers(4)], "1 Hyperspace Detonator, 4 Phasers, Phaser Magnifier x2 and x3"),
    "S9_-_Scorpead_Battleship_NE": ([_detonators(2), _phasers(4)], "2 Hyperspace Detonators, 4 Phasers, Phaser Magnifier x2 and x3"),
    "S8_-_Corporate_Dreadnought_PE": ([_plasma(2, 4), _phasers(4)], "2 Variable Plasmas (1-4 energy), 4 Phasers"),
    "S6_-_Corporate_Pirate_Battlecruiser_Pir": (
        [{"symbol": "heavy", "name": "Specialized Weapon Mount", "count": 2}, _plasma(1, 2), _phasers(4)],
        "2 Specialized Weapon Mounts, 1 Variable Plasma (1-2 energy), 4 Phasers",
    ),
}
DESCRIPTION = (
    "Printed numbers of every LackeyCCG printing (image id -> numbers), typed from the plugin's checklist workbook "
    "by packaging/generate_printed_numbers.py with the image corrections of docs/printed-vs-workbook.md; null: unknown."
)


def _image_typed(image: str, numbers: PrintedNumbers, catalog: Catalog) -> PrintedNumbers | None:
    """The numbers typed from the printing's image, if we have typed them."""
    card = catalog.printing(image)
    if card is not None and card.is_printed and card.source != CHECKLIST_TEXT_UNKNOWN:
        return from_card(card)
    if image in IMAGE_WEAPONS:
        numbers = without_optional_ammunition(numbers) or numbers
        weapons = tuple(Weapon.model_validate(w) for w in IMAGE_WEAPONS[image][0])
        return PrintedNumbers(**{**{k: getattr(numbers, k) for k in PrintedNumbers.__dataclass_fields__}, "weapons": weapons})
    return None


def _reprints(rows: list[LackeyRow], workbook: dict[str, PrintedNumbers], catalog: Catalog) -> dict[str, str]:
    """Printing -> the image-typed printing it reprints: the same code and title with the
    same workbook numbers is the same printed card (v2.1 Exactly Identical)."""
    typed: dict[tuple[str, str, PrintedNumbers], str] = {}
    for row in rows:
        numbers = workbook.get(row.image)
        if numbers is not None and _image_typed(row.image, numbers, catalog) is not None:
            typed.setdefault((row.type_st, row_title(row).lower(), numbers), row.image)
    found = {}
    for row in rows:
        numbers = workbook.get(row.image)
        source = typed.get((row.type_st, row_title(row).lower(), numbers)) if numbers is not None else None
        if source is not None and source != row.image and _image_typed(row.image, numbers, catalog) is None:  # type: ignore[arg-type]
            found[row.image] = source
    return found


def corrected(row: LackeyRow, numbers: PrintedNumbers, catalog: Catalog, source: str | None = None) -> tuple[PrintedNumbers, tuple[str, ...]]:
    """The workbook's numbers for ``row`` with every correction that applies, and their names
    (``source``: the image-typed printing ``row`` reprints)."""
    applied = []
    typed = _image_typed(source or row.image, numbers, catalog)
    if typed is not None:
        return typed, ((IMAGE_TYPED,) if typed != numbers else ())
    dropped = without_optional_ammunition(numbers)
    if dropped is not None:
        numbers = dropped
        applied.append(OPTIONAL_AMMUNITION)
    empire = catalog.empire(empire_of(row, catalog) or "")
    plasma = as_variable_plasma(numbers, empire.heavy_weapon if empire else None)
    if plasma is not None:
        numbers = plasma
        applied.append(VARIABLE_PLASMA)
    return numbers, tuple(applied)


def transcribed_rows() -> dict[str, dict[str, str]]:
    """The community printings read from their images (image id -> the table's row)."""
    with TRANSCRIBED.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        if tuple(reader.fieldnames or ()) != COLUMNS:
            raise SystemExit(f"{TRANSCRIBED}: the columns are not {COLUMNS}")
        return {row["image"]: row for row in reader}


def generate(data_dir: Path) -> dict:
    rows = read_carddata(data_dir / "carddata.txt").rows
    workbook = read_checklist(data_dir / "Galactic_Empires.xlsx", {r.image for r in rows})
    if workbook.problems:
        raise SystemExit("\n".join(str(p) for p in workbook.problems))
    catalog = default_catalog()
    reprints = _reprints(rows, workbook.numbers, catalog)
    transcribed = transcribed_rows()
    printings: dict[str, dict | None] = {}
    doc_rows: list[str] = []
    community_rows: list[str] = []
    for row in sorted(rows, key=lambda r: r.image):
        numbers = workbook.numbers.get(row.image)
        card = catalog.printing(row.image)
        if row.image in transcribed and (card is None or card.source != CHECKLIST_TEXT_UNKNOWN):  # its differences from the workbook
            community_rows += community_differences(row.image, numbers_of(transcribed[row.image]), numbers, transcribed[row.image])
        elif card is not None and card.source == COMMUNITY_TABLE_SOURCE:  # another printing of a card read from its image
            community_rows += community_differences(row.image, from_card(card), numbers, {"confidence": REPRINT_NOTE})
        if row.image in transcribed and (card is None or card.source == COMMUNITY_TABLE_SOURCE):  # read from its image (issue 38): the image wins
            ours = numbers_of(transcribed[row.image])
            differs = numbers is None or comparable(ours) != comparable(numbers)
            rules = rules_lines(transcribed[row.image]["text"]) if card is None else ()
            printings[row.image] = entry_json(ours, (IMAGE_TYPED,) if differs else (), rules)
        elif numbers is None and card is not None and card.is_printed and card.source != CHECKLIST_TEXT_UNKNOWN:
            printings[row.image] = entry_json(from_card(card), (IMAGE_TYPED,))
        elif numbers is None:
            printings[row.image] = None
        else:
            fixed, applied = corrected(row, numbers, catalog, reprints.get(row.image))
            printings[row.image] = entry_json(fixed, applied)
            if IMAGE_TYPED in applied and (row.image in IMAGE_WEAPONS or row.image in reprints):
                doc_rows += _doc_rows(row.image, fixed, numbers, reprints.get(row.image))
    return {"format_version": FORMAT_VERSION, "description": DESCRIPTION, "printings": printings, "doc_rows": doc_rows, "community_rows": community_rows}


def _doc_rows(image: str, ours: PrintedNumbers, workbook: PrintedNumbers, source: str | None) -> list[str]:
    """The docs table rows of one printing corrected from an image (its own, or the one it reprints)."""
    shows = IMAGE_WEAPONS[source or image][1] if (source or image) in IMAGE_WEAPONS else "the numbers read from its image"
    why = f"a reprint of {source} (same code, title and workbook numbers): {shows}" if source else shows
    mine, theirs = comparable(ours), comparable(workbook)
    return [f"| {image} | {field} | {mine[field] or '-'} | {theirs[field] or '-'} | {why} |" for field in mine if mine[field] != theirs[field]]


def write_doc_rows(rows: list[str], doc: Path = DOC, markers: tuple[str, str] = (DOC_START, DOC_END), shows: str = "what the image shows") -> None:
    """Replace the docs section between the markers with ``rows``."""
    text = doc.read_text(encoding="utf-8")
    start, end = text.index(markers[0]), text.index(markers[1])
    head = f"| image | field | shipped | workbook | {shows} |\n|---|---|---|---|---|\n"
    doc.write_text(text[: start + len(markers[0])] + "\n\n" + head + "\n".join(rows) + "\n\n" + text[end:], encoding="utf-8")


def dump(document: dict) -> str:
    """One printing a line: the file stays readable and its diffs small."""
    lines = [f"  {json.dumps(image)}: {json.dumps(entry, ensure_ascii=False, separators=(',', ':'))}" for image, entry in document["printings"].items()]
    head = f'{{\n  "format_version": {document["format_version"]},\n  "description": {json.dumps(document["description"])},\n  "printings": {{\n'
    return head + ",\n".join("  " + line for line in lines) + "\n  }\n}\n"


def main(argv: list[str]) -> int:
    data_dir = Path(argv[0]) if argv else DEFAULT_DATA
    document = generate(data_dir)
    write_doc_rows(document.pop("doc_rows"))
    write_doc_rows(document.pop("community_rows"), COMMUNITY_DOC, (COMMUNITY_START, COMMUNITY_END), "the reader's note")
    target = default_path()
    target.write_text(dump(document), encoding="utf-8")
    known = sum(1 for entry in document["printings"].values() if entry is not None)
    print(f"{target}: {len(document['printings'])} printings, {known} with numbers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
