"""Type ``resources/printed-numbers.json``: the printed numbers of every LackeyCCG printing.

    .venv/bin/python packaging/generate_printed_numbers.py [DATA_DIR]

``DATA_DIR`` is the LackeyCCG data folder (default ``../shared/data/lackey-ge`` beside the
checkout) holding ``carddata.txt`` and the checklist workbook ``Galactic_Empires.xlsx``.
Every row of the card list gets an entry: the workbook's numbers read through our own
reader (``ge_desktop.lackey.checklist``), corrected where an image says otherwise
(``docs/printed-vs-workbook.md``):

- a printing the shipped catalog typed from its image takes the catalog's numbers;
- an optional ammunition requirement equal to the heavy weapon count is dropped;
- a Variable Plasma ship's heavy count (the top of its energy range) becomes one Variable
  Plasma of that range, up to 3.

A row the workbook lacks (and no catalog card prints) is listed as ``null``: its numbers
are unknown. Re-running on the same data writes the same file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ge_desktop.cards.catalog import Catalog, default_catalog  # noqa: E402
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN  # noqa: E402
from ge_desktop.lackey.carddata import LackeyRow, read_carddata  # noqa: E402
from ge_desktop.lackey.checklist import PrintedNumbers, read_checklist  # noqa: E402
from ge_desktop.lackey.convert import empire_of  # noqa: E402
from ge_desktop.lackey.printed_numbers import (  # noqa: E402
    FORMAT_VERSION,
    IMAGE_TYPED,
    OPTIONAL_AMMUNITION,
    VARIABLE_PLASMA,
    as_variable_plasma,
    default_path,
    entry_json,
    from_card,
    without_optional_ammunition,
)

DEFAULT_DATA = ROOT.parent / "shared" / "data" / "lackey-ge"
DESCRIPTION = (
    "Printed numbers of every LackeyCCG printing (image id -> numbers), typed from the plugin's checklist workbook "
    "by packaging/generate_printed_numbers.py with the image corrections of docs/printed-vs-workbook.md; null: unknown."
)


def corrected(row: LackeyRow, numbers: PrintedNumbers, catalog: Catalog) -> tuple[PrintedNumbers, tuple[str, ...]]:
    """The workbook's numbers for ``row`` with every correction that applies, and their names."""
    applied = []
    card = catalog.printing(row.image)
    if card is not None and card.is_printed and card.source != CHECKLIST_TEXT_UNKNOWN:
        typed = from_card(card)
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


def generate(data_dir: Path) -> dict:
    rows = read_carddata(data_dir / "carddata.txt").rows
    workbook = read_checklist(data_dir / "Galactic_Empires.xlsx", {r.image for r in rows})
    if workbook.problems:
        raise SystemExit("\n".join(str(p) for p in workbook.problems))
    catalog = default_catalog()
    printings: dict[str, dict | None] = {}
    for row in sorted(rows, key=lambda r: r.image):
        numbers = workbook.numbers.get(row.image)
        card = catalog.printing(row.image)
        if numbers is None and card is not None and card.is_printed and card.source != CHECKLIST_TEXT_UNKNOWN:
            printings[row.image] = entry_json(from_card(card), (IMAGE_TYPED,))
        elif numbers is None:
            printings[row.image] = None
        else:
            printings[row.image] = entry_json(*corrected(row, numbers, catalog))
    return {"format_version": FORMAT_VERSION, "description": DESCRIPTION, "printings": printings}


def dump(document: dict) -> str:
    """One printing a line: the file stays readable and its diffs small."""
    lines = [f"  {json.dumps(image)}: {json.dumps(entry, ensure_ascii=False, separators=(',', ':'))}" for image, entry in document["printings"].items()]
    head = f'{{\n  "format_version": {document["format_version"]},\n  "description": {json.dumps(document["description"])},\n  "printings": {{\n'
    return head + ",\n".join("  " + line for line in lines) + "\n  }\n}\n"


def main(argv: list[str]) -> int:
    data_dir = Path(argv[0]) if argv else DEFAULT_DATA
    document = generate(data_dir)
    target = default_path()
    target.write_text(dump(document), encoding="utf-8")
    known = sum(1 for entry in document["printings"].values() if entry is not None)
    print(f"{target}: {len(document['printings'])} printings, {known} with numbers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
