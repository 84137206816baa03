"""Contact sheet of the generated faces of the community decks' printings (issue 38, item 4).

    .venv/bin/python docs/screenshots/community_faces.py [OUT.png] [--width PX]
    .venv/bin/python docs/screenshots/community_faces.py --per-sheet 50 [--width PX] [OUT_DIR]

The second form writes numbered sheets of ``--per-sheet`` faces each (``community-faces-01.png``
..., in ``OUT_DIR``, default ``build/community-faces/``), each face with its printing's code,
title and set under it, for reading printing by printing against the community's images.

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

from PIL import Image, ImageDraw  # noqa: E402  (the palette, the captions)

from ge_desktop.cards.user_catalog import load_full_catalog  # noqa: E402
from ge_desktop.lackey.collection import PrintingIndex  # noqa: E402
from ge_desktop.lackey.importer import import_plugin  # noqa: E402
from ge_desktop.render import contact_sheet  # noqa: E402
from ge_desktop.render.cache import render_generated_face  # noqa: E402
from ge_desktop.render.fonts import FontStyle, font  # noqa: E402
from tests.lackey_data import LackeyData, data_folder  # noqa: E402

TABLE = ROOT / "tests" / "cards" / "data" / "community-printings.tsv"


CAPTION_LINES = 2


def captioned_face(card, row: dict[str, str], width: int) -> Image.Image:
    """The generated face of ``card`` with the printing's code and set, and title, under it."""
    face = render_generated_face(card, width).convert("RGB")
    size = max(11, width // 16)
    writer = font(FontStyle.REGULAR, size)
    bold = font(FontStyle.BOLD, size)
    line = size + 4
    image = Image.new("RGB", (face.width, face.height + CAPTION_LINES * line + 4), (38, 44, 40))
    image.paste(face, (0, 0))
    draw = ImageDraw.Draw(image)
    draw.text((2, face.height + 2), f"{row['code']}  {row['set']}", font=bold, fill=(240, 230, 170))
    title = row["title"]
    while title and draw.textlength(title, font=writer) > width - 4:
        title = title[:-2] + "…"
    draw.text((2, face.height + 2 + line), title, font=writer, fill=(230, 230, 230))
    return image


def write_pages(pages: list[list[tuple[object, dict[str, str]]]], width: int, out_dir: Path) -> None:
    """One captioned sheet per page, ten faces a row."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for number, page in enumerate(pages, start=1):
        faces = [captioned_face(card, row, width) for card, row in page]
        columns, gap = 10, 8
        tile_w, tile_h = faces[0].size
        rows = -(-len(faces) // columns)
        sheet = Image.new("RGB", (gap + columns * (tile_w + gap), gap + rows * (tile_h + gap)), (38, 44, 40))
        for index, image in enumerate(faces):
            sheet.paste(image, (gap + (index % columns) * (tile_w + gap), gap + (index // columns) * (tile_h + gap)))
        path = out_dir / f"community-faces-{number:02d}.png"
        sheet.quantize(128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(path, format="PNG", optimize=True)
        print(f"wrote {path} ({sheet.width}x{sheet.height}): {page[0][1]['code']} .. {page[-1][1]['code']}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=None, help="the sheet (one sheet) or the folder (--per-sheet)")
    parser.add_argument("--width", type=int, default=200)
    parser.add_argument("--per-sheet", type=int, default=0, help="numbered captioned sheets of this many faces (0: one sheet)")
    args = parser.parse_args(argv)
    data = LackeyData(data_folder())
    import_plugin(data.installed_plugin(Path(tempfile.mkdtemp(prefix="ge-plugin-")) / "GalacticEmpires"))
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    with TABLE.open(encoding="utf-8") as handle:
        table = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    printed = [(catalog[index.by_image[r["image"]].card], r) for r in table if r["image"] in index.by_image and index.by_image[r["image"]].card]
    cards = [card for card, _ in printed]
    print(f"{len(cards)} of {len(table)} printings are deck cards (the rest: Sector HQs and rules cards)")
    if args.per_sheet > 0:
        out_dir = args.out or ROOT / "build" / "community-faces"
        write_pages([printed[k : k + args.per_sheet] for k in range(0, len(printed), args.per_sheet)], args.width, out_dir)
        return 0
    sheet = contact_sheet(cards, lambda card: render_generated_face(card, args.width), args.width)  # never the scans
    sheet = sheet.quantize(128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = args.out or Path(tempfile.gettempdir()) / "community-faces.png"
    sheet.save(out, format="PNG", optimize=True)
    print(f"wrote {out} ({sheet.width}x{sheet.height})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
