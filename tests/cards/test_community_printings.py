"""The image-transcribed table of the community decks' printings (issue 38, item 1).

``data/community-printings.tsv`` was read by eye from the 500x700 card images of the 494
printings that the community's 14 LackeyCCG decks hold beyond the 1994 Basic Set (five
readers, one chunk each; not from the checklist workbook, the card list or the catalog):
the printed code, title, empire, set, requirements, optional requirements, Shields, Nodes,
Armor, weapons by symbol, card damage, generated points, modifiers, duration, the rules
text in our own words, and the reader's confidence. ``data/community-printings-second-
reader.tsv`` is a blind second reading of 40 seeded printings (``docs/community-printings.md``
gives the agreement). The catalog is not yet checked against the table: the readers'
conventions for psy disciplines, weapon names and variable costs are normalised first.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from ge_desktop.cards.model import Points, PointType
from tests.lackey_data import LackeyData

DATA = Path(__file__).parent / "data"
TABLE, SECOND = DATA / "community-printings.tsv", DATA / "community-printings-second-reader.tsv"
HEADER = [
    "image", "code", "title", "empire", "set", "requires", "optional", "shields", "nodes", "armor", "phasers", "heavy",
    "damage_weapons", "card_damage", "generates", "modifiers", "duration", "text", "confidence",
]  # fmt: skip
COUNT = re.compile(r"^(\d+)( \(.+\))?$")  # a count, with the printed weapon names after it
POINTS = re.compile(r"^(?P<type>[a-z]+) (?P<count>\d+)(-\d+)?( \(.+\))?$")  # one point type's count (a range for variable costs)
NUMBERED = ("shields", "nodes", "armor", "phasers")


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        assert reader.fieldnames == HEADER, path
        rows = list(reader)
    assert all(None not in row and all(value == value.strip() and value for value in row.values()) for row in rows), path
    return rows


ROWS = _read(TABLE)
BY_IMAGE = {row["image"]: row for row in ROWS}


def _points(text: str) -> Points:
    """``supply 2 + energy 1`` as points (a range counts its least; names in brackets are notes)."""
    if text == "-":
        return Points()
    counts: dict[str, int] = {}
    for term in text.split(" + "):
        match = POINTS.match(term)
        assert match is not None, f"not a point term: {term!r} in {text!r}"
        assert match["type"] in {p.value for p in PointType}, f"unknown point type in {text!r}"
        counts[match["type"]] = counts.get(match["type"], 0) + int(match["count"])
    return Points(**counts)


def test_the_table_holds_each_transcribed_printing_once() -> None:
    assert len(ROWS) == len(BY_IMAGE) == 494


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r["image"])
def test_every_row_is_well_formed(row: dict[str, str]) -> None:
    assert row["image"].endswith(f"_{row['set']}")
    assert all(row[column].isdigit() for column in NUMBERED)
    assert all(COUNT.match(row[column]) for column in ("heavy",)), row["heavy"]
    assert row["damage_weapons"] == "-" or COUNT.match(row["damage_weapons"]), row["damage_weapons"]
    for column in ("requires", "optional", "generates"):
        _points(row[column])
    assert row["confidence"] == "sure" or row["confidence"].startswith("unsure: ")
    assert len(row["text"]) < 1200  # our own short words, never a copied card


def test_a_second_reader_read_the_numbers_alike() -> None:
    """The blind second reading agrees on every printed number but where the two readers wrote
    one reading differently (a weapon's name after its count, a variable cost's range, a psy
    discipline point): docs/community-printings.md lists them."""
    second = _read(SECOND)
    assert len(second) == 40 and {row["image"] for row in second} <= set(BY_IMAGE)
    numbers = ("code", "shields", "nodes", "armor", "phasers", "card_damage")
    disagreements = [(row["image"], column) for row in second for column in numbers if row[column] != BY_IMAGE[row["image"]][column]]
    assert disagreements == []
    heavy = [(row["image"], row["heavy"]) for row in second if COUNT.match(row["heavy"])[1] != COUNT.match(BY_IMAGE[row["image"]]["heavy"])[1]]
    assert heavy == []
    requires = [row["image"] for row in second if _points(row["requires"]) != _points(BY_IMAGE[row["image"]]["requires"])]
    assert requires == []


def test_the_table_covers_every_printing_the_community_decks_add_to_the_basic_set(lackey_data: LackeyData) -> None:
    def images(deks: list[Path]) -> set[str]:
        return {m for dek in deks for m in re.findall(r'<name id="([^"]+)"', dek.read_text(encoding="utf-8"))}

    assert set(BY_IMAGE) == images(lackey_data.community_decks) - images(lackey_data.deks)
    assert all((lackey_data.high_images / f"{image}.jpg").is_file() for image in BY_IMAGE)
