"""Contact sheet of the generated faces of the community decks' printings (issue 38, item 4).

    .venv/bin/python docs/screenshots/community_faces.py [OUT.png] [--width PX]

Imports the player's installed plugin folder (laid out from ``../shared/data/lackey-ge`` in a
scratch folder, as ``tests/lackey_data.py`` does) into a scratch user folder, then renders the
generated face of the card each printing of ``tests/cards/data/community-printings.tsv`` plays
as (the shipped card that prints it, or the imported numbers-only card), in table order, and
lays them out on one sheet. The faces are ours (no card art): printed numbers in the printed
places, our own rules text.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-faces-")  # never the real user folder

from PIL import Image  # noqa: E402  (the palette)

from ge_desktop.cards.user_catalog import load_full_catalog  # noqa: E402
from ge_desktop.lackey.collection import PrintingIndex  # noqa: E402
from ge_desktop.lackey.importer import import_plugin  # noqa: E402
from ge_desktop.render import contact_sheet  # noqa: E402
from ge_desktop.render.cache import render_generated_face  # noqa: E402
from tests.lackey_data import LackeyData, data_folder  # noqa: E402

TABLE = ROOT / "tests" / "cards" / "data" / "community-printings.tsv"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path(tempfile.gettempdir()) / "community-faces.png")
    parser.add_argument("--width", type=int, default=200)
    args = parser.parse_args(argv)
    data = LackeyData(data_folder())
    import_plugin(data.installed_plugin(Path(tempfile.mkdtemp(prefix="ge-plugin-")) / "GalacticEmpires"))
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    with TABLE.open(encoding="utf-8") as handle:
        images = [row["image"] for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)]
    cards = [catalog[index.by_image[image].card] for image in images if image in index.by_image and index.by_image[image].card]
    print(f"{len(cards)} of {len(images)} printings are deck cards (the rest: Sector HQs and rules cards)")
    sheet = contact_sheet(cards, lambda card: render_generated_face(card, args.width), args.width)  # never the scans
    sheet = sheet.quantize(128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    sheet.save(args.out, format="PNG", optimize=True)
    print(f"wrote {args.out} ({sheet.width}x{sheet.height})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
