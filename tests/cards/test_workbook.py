"""The catalog against the LackeyCCG checklist workbook for the 135 Basic Set printings.

The image wins over the workbook; every disagreement must be listed, with what the image
shows, in ``docs/printed-vs-workbook.md``. This test fails on a difference that is not
listed, and on a listed one that no longer exists.
"""

from __future__ import annotations

from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN, COMMUNITY_TABLE_SOURCE
from ge_desktop.cards.model import Card, ModifierOp, WeaponSymbol
from tests.cards.workbook import read_rows
from tests.lackey_data import LackeyData

DOC = Path(__file__).resolve().parents[2] / "docs" / "printed-vs-workbook.md"
COMMUNITY_DOC = DOC.with_name("community-printings.md")  # the community printings read from their images (issue 38)
FIELDS = ("code", "requires", "optional", "shields", "nodes", "armor", "phasers", "heavy", "card_damage", "generates", "modifiers")


def _catalog_values(card: Card) -> dict[str, str]:
    modifiers = sorted(
        f"{'x' + str(m.amount) if m.op is ModifierOp.MULTIPLY else f'{m.amount:+d}'} {m.point.value}" for m in card.modifiers
    )
    return {
        "code": card.code,
        "requires": card.requirements.notation(),
        "optional": card.optional_requirements.notation(),
        "shields": str(card.shields),
        "nodes": str(card.nodes),
        "armor": str(card.armor),
        "phasers": str(card.weapon_count(WeaponSymbol.PHASER)),
        "heavy": str(card.weapon_count(WeaponSymbol.HEAVY)),
        "card_damage": str(card.card_damage),
        "generates": card.generates.notation(),
        "modifiers": " ; ".join(modifiers),
    }


def differences(workbook: Path) -> list[tuple[str, str, str, str]]:
    """(image, field, catalog value, workbook value) for every printed card disagreement."""
    catalog = default_catalog()
    # the cards typed from the card images (those typed from the workbook itself are checked
    # against it by tests/cards/test_empire_catalogs.py)
    # (the community decks' printings: tests/cards/test_community_printings.py and docs/community-printings.md)
    images = {p.image for card in catalog if card.is_printed and card.source not in (CHECKLIST_TEXT_UNKNOWN, COMMUNITY_TABLE_SOURCE) for p in card.printings}
    numbers = read_rows(workbook, images)
    assert set(numbers) == images, sorted(images - set(numbers))
    found = []
    for image in sorted(images):
        mine = _catalog_values(catalog.printing(image))
        for field in FIELDS:
            if mine[field] != numbers[image][field]:
                found.append((image, field, mine[field], numbers[image][field]))
    return found


def _documented() -> set[tuple[str, str, str, str]]:
    """(image, field, ours, workbook) of every difference table row of both docs."""
    rows = set()
    for line in (DOC.read_text(encoding="utf-8") + COMMUNITY_DOC.read_text(encoding="utf-8")).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0] not in ("image", "---") and not cells[0].startswith("-"):
            rows.add((cells[0], cells[1], "" if cells[2] == "-" else cells[2], "" if cells[3] == "-" else cells[3]))
    return rows


def test_every_difference_from_the_workbook_is_documented_with_what_the_image_shows(lackey_data: LackeyData) -> None:
    found = set(differences(lackey_data.checklist))
    catalog = default_catalog()
    ours = {image for image in {row[0] for row in _documented()} if (card := catalog.printing(image)) is not None and card.source != COMMUNITY_TABLE_SOURCE}
    documented = {row for row in _documented() if row[0] in ours}  # the other sets' rows: tests/plugin_data; the community's: test_community_printings
    assert sorted(found - documented) == [], "differences from the workbook not in docs/printed-vs-workbook.md"
    assert sorted(documented - found) == [], "rows in docs/printed-vs-workbook.md that are no longer differences"
    assert len(found) > 0  # the comparison really reads the workbook (the known optional-ammunition pattern)


def test_the_workbook_reader_reads_the_typhoon_as_printed(lackey_data: LackeyData) -> None:
    row = read_rows(lackey_data.checklist, {"S6_-_Argonian_Typhoon_Heavy_Cruiser_PE"})["S6_-_Argonian_Typhoon_Heavy_Cruiser_PE"]
    assert (row["code"], row["requires"], row["shields"], row["phasers"], row["heavy"]) == ("S6", "2 supply + 1 energy", "3", "4", "2")
