"""The catalog against the printed numbers of the 135 Basic Set printings.

``data/printed-numbers.tsv`` was transcribed from the card images (each card read by eye,
not generated from the checklist workbook or from the catalog): per image id, the code
as printed (type letter(s), R/, strength), the full title, requirements and optional
requirements, Shields, Nodes, Armor, Phasers, heavy weapons, card damage, generated points
and modifiers. This test checks every catalog printing against it, so an edit that changes
a printed number fails here.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN, COMMUNITY_TABLE_SOURCE
from ge_desktop.cards.model import Card, ModifierOp, Points, WeaponSymbol

TABLE = Path(__file__).parent / "data" / "printed-numbers.tsv"
HEADER = ["image", "code", "title", "requires", "optional", "shields", "nodes", "armor", "phasers", "heavy", "card_damage", "generates", "modifiers"]


def _rows() -> list[dict[str, str]]:
    with TABLE.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle, delimiter="\t")
        assert reader.fieldnames == HEADER
        return list(reader)


ROWS = _rows()


def points(text: str) -> str:
    """``supply 2 + energy 1`` -> the catalog's notation ``2 supply + 1 energy``."""
    if text.strip() == "-":
        return ""
    terms = [term.split() for term in text.split("+")]
    return Points(**{name: int(count) for name, count in terms}).notation()


def modifiers(card: Card) -> str:
    parts = []
    for m in card.modifiers:
        sign = f"x{m.amount}" if m.op is ModifierOp.MULTIPLY else f"{m.amount:+d}"
        parts.append(f"{m.scope.value} {sign} {m.point.value}")
    return " ; ".join(sorted(parts)) or "-"


def test_the_table_has_each_of_the_135_printings_once() -> None:
    images = [row["image"] for row in ROWS]
    assert len(images) == 135 == len(set(images))
    # the other printed cards were typed from the checklist workbook (tests/cards/test_empire_catalogs.py)
    # and the community decks' printings were read into their own table (tests/cards/test_community_printings.py)
    from_checklist = {p.image for c in default_catalog() if c.source in (CHECKLIST_TEXT_UNKNOWN, COMMUNITY_TABLE_SOURCE) for p in c.printings}
    beta_starter = {"Point_Symbols_BE"}  # the Beta Starter's printing of the Basic Set's point-symbol legend
    # later printings of these cards in the community decks: pinned by tests/cards/data/community-printings.tsv
    with (TABLE.parent / "community-printings.tsv").open(encoding="utf-8") as handle:
        community = {row["image"] for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)}
    assert set(images) == default_catalog().images() - from_checklist - community - beta_starter


@pytest.mark.parametrize("row", [r for r in ROWS if default_catalog().reference(r["image"]) is None], ids=lambda r: r["image"])
def test_printed_card_matches_its_image(row: dict[str, str]) -> None:
    card = default_catalog().printing(row["image"])
    assert card is not None and card.is_printed
    assert card.code == row["code"]
    assert card.title == row["title"]
    assert card.requirements.notation() == points(row["requires"])
    assert card.optional_requirements.notation() == points(row["optional"])
    assert (card.shields, card.nodes, card.armor) == (int(row["shields"]), int(row["nodes"]), int(row["armor"]))
    assert card.weapon_count(WeaponSymbol.PHASER) == int(row["phasers"])
    assert card.weapon_count(WeaponSymbol.HEAVY) == int(row["heavy"])
    assert card.card_damage == int(row["card_damage"])
    assert card.generates.notation() == points(row["generates"])
    assert modifiers(card) == " ; ".join(sorted(p.strip() for p in row["modifiers"].split(";"))) if row["modifiers"] != "-" else modifiers(card) == "-"


def test_reference_cards_match_their_images() -> None:
    catalog = default_catalog()
    hq = catalog.reference("HQ25_-_Sector_HQ_Pro8")
    row = next(r for r in ROWS if r["image"] == "HQ25_-_Sector_HQ_Pro8")
    assert (hq.name, hq.code, hq.damage_capacity) == (row["title"], row["code"], 25)
    symbols = next(r for r in ROWS if r["image"] == "Point_Symbols_PE")
    assert catalog.reference("Point_Symbols_PE").name == symbols["title"] and symbols["code"] == "-"
