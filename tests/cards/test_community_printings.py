"""The image-transcribed table of the community decks' printings (issue 38, item 1).

``data/community-printings.tsv`` was read by eye from the 500x700 card images of the 494
printings that the community's 14 LackeyCCG decks hold beyond the 1994 Basic Set (five
readers, one chunk each; not from the checklist workbook, the card list or the catalog):
the printed code, title, empire, set, requirements, optional requirements, Shields, Nodes,
Armor, weapons by symbol, card damage, generated points, modifiers, duration, the rules
text in our own words, and the reader's confidence. ``data/community-printings-second-
reader.tsv`` is a blind second reading of 40 seeded printings (``docs/community-printings.md``
gives the agreement and the conventions every row follows). What a player gets for each
printing (the shipped numbers, or the catalog card that prints it or that its code and title
name) is checked against the table, and every difference from the checklist workbook is
listed in the docs.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN, COMMUNITY_TABLE_SOURCE
from ge_desktop.cards.model import Card, Points, WeaponSymbol
from ge_desktop.lackey.carddata import read_carddata
from ge_desktop.lackey.checklist import PrintedNumbers, read_checklist
from ge_desktop.lackey.convert import CardPlan, plan_card
from ge_desktop.lackey.printed_numbers import comparable, from_card, shipped_numbers
from ge_desktop.lackey.transcription import COLUMNS, REPRINT_NOTE, community_differences, numbers_of, points, systems, weapons
from tests.lackey_data import LackeyData

DATA = Path(__file__).parent / "data"
TABLE, SECOND = DATA / "community-printings.tsv", DATA / "community-printings-second-reader.tsv"
HEADER = list(COLUMNS)
SECOND_HEADER = [c for c in COLUMNS if c != "systems"]  # the second reading predates the systems column
COUNT = re.compile(r"^(\d+)( \(.+\))?$")  # a count, with the printed weapon names after it
NUMBERED = ("shields", "nodes", "armor")


def _read(path: Path, header: list[str] = HEADER) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        assert reader.fieldnames == header, path
        rows = list(reader)
    assert all(None not in row and all(value == value.strip() and value for value in row.values()) for row in rows), path
    return rows


ROWS = _read(TABLE)
BY_IMAGE = {row["image"]: row for row in ROWS}


def _points(text: str) -> Points:
    """``supply 2 + energy 1`` as points (a range counts its least; names in brackets are notes)."""
    return points(text, "table")


def test_the_table_holds_each_transcribed_printing_once() -> None:
    assert len(ROWS) == len(BY_IMAGE) == 494


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r["image"])
def test_every_row_is_well_formed(row: dict[str, str]) -> None:
    assert row["image"].endswith(f"_{row['set']}")
    assert all(row[column].isdigit() for column in NUMBERED)
    weapons(row["phasers"], WeaponSymbol.PHASER, "Phaser", row["image"])
    weapons(row["heavy"], WeaponSymbol.HEAVY, "Heavy Weapon", row["image"])
    weapons(row["damage_weapons"], WeaponSymbol.DAMAGE, "Physical Damage", row["image"])
    systems(row["systems"], row["image"])
    for column in ("requires", "optional", "generates"):
        _points(row[column])
    assert row["confidence"] == "sure" or row["confidence"].startswith("unsure: ")
    assert len(row["text"]) < 1200  # our own short words, never a copied card


def test_a_second_reader_read_the_numbers_alike() -> None:
    """The blind second reading agrees on every printed number but where the two readers wrote
    one reading differently (a weapon's name after its count, a variable cost's range, a psy
    discipline point): docs/community-printings.md lists them."""
    second = _read(SECOND, SECOND_HEADER)
    assert len(second) == 40 and {row["image"] for row in second} <= set(BY_IMAGE)
    numbers = ("code", "shields", "nodes", "armor", "card_damage")
    disagreements = [(row["image"], column) for row in second for column in numbers if row[column] != BY_IMAGE[row["image"]][column]]
    assert disagreements == []
    for column in ("phasers", "heavy"):
        counts = [(row["image"], row[column]) for row in second if COUNT.match(row[column])[1] != COUNT.match(BY_IMAGE[row["image"]][column])[1]]
        assert counts == [], column
    requires = [row["image"] for row in second if _points(row["requires"]) != _points(BY_IMAGE[row["image"]]["requires"])]
    assert requires == []


def test_the_table_covers_every_printing_the_community_decks_add_to_the_basic_set(lackey_data: LackeyData) -> None:
    def images(deks: list[Path]) -> set[str]:
        return {m for dek in deks for m in re.findall(r'<name id="([^"]+)"', dek.read_text(encoding="utf-8"))}

    assert set(BY_IMAGE) == images(lackey_data.community_decks) - images(lackey_data.deks)
    assert all((lackey_data.high_images / f"{image}.jpg").is_file() for image in BY_IMAGE)


# The catalog cards that still print other numbers than their community printing's image:
# (image -> {field: (the table's, the catalog's)}). A catalog card typed from the workbook
# (resources/cards/printed-other-sets.json), or a Basic Set card whose code and title a later
# printing shares (the importer makes the later printing a printing of it). Each needs its
# image and the Basic Set image compared before the catalog changes (docs/community-printings.md).
CATALOG_DIFFERS = {
    "C7_-_Doctor_PE": {"generates": ("3 research", "")},
    "A5_-_Anarchist_UE": {"card_damage": ("2", "0")},  # its damage symbols are its crew's sabotage each turn, not a free card-damage action (h-crew2)
    "C5_-_Suicide_Squad_PE": {"card_damage": ("5", "0")},  # its damage symbols are its one strike (suicide_strike), not a general card-damage action (h-crew2)
    "C5_-_Suicide_Squad_UE": {"card_damage": ("5", "0")},
    "E1_-_Shield_Refit_BE": {"shields": ("1", "0")},
    "E3_-_Reserve_Power_PE": {"generates": ("3 energy", "")},  # its 3 energy go to its unit as played (reserve_energy), not the pool (h-crew3)
    "E7_-_Phaser_Magnifier_Refit_NE": {"systems": ("", "phaser magnifier 1 1")},  # no system box printed; its text adds one magnifier point (h-crew)
    "E7_-_Phaser_Magnifier_Refit_UE": {"systems": ("", "phaser magnifier 1 1")},
    "E9_-_Distribution_Nodes_UE": {"nodes": ("3", "1")},  # three node symbols printed; its text gives 1 extra Node (h-cards1)
    # the printed Shields of the Per fighters: the catalog model gives equipment no Shields (they would count only free flying) (h-fields2)
    "E5_-_Filarian_Needle_Fighter_Per": {"shields": ("2", "0")},
    "E5_-_Psycanti_Intellect_Fighter_Per": {"shields": ("1", "0")},
    "E5_-_Visonic_Probe_Fighter_Per": {"shields": ("1", "0")},
    "F2_-_Lesser_Healing_Field_PoM": {"generates": ("1 repair", "")},  # its healing diamonds are its functions' (1, 3), not generated points (h-fields2)
    "F1_-_Minor_Terrain_Field_PoM": {"card_damage": ("1", "0")},  # its damage symbols are its functions' (1, 3, 5, 7), not generated points (h-psy2)
    "H4_-_Gravity_Pocket_UE": {"card_damage": ("3", "0")},  # its 3 damage as played, then 2 a turn: its damage effects, not a card action (h-time3)
    "H7_-_Maelstrom_PE": {"card_damage": ("1", "0")},  # its printed "X...": the growing damage of its growing_damage effect, not a card action (h-time3)
    "H8_-_Gravity_Pocket_PE": {"card_damage": ("6", "0")},  # its 6 damage as played: its damage effect, not a card action (h-time3)
    "M3_-_Phase_Rats_UE": {"card_damage": ("1", "0"), "modifiers": ("x3 supply", "")},  # its 1 damage a turn and tripled supply: its effects (h-time3)
    "M4_-_Space_Dragon_2-2_PE": {"card_damage": ("2", "0")},
    "M5_-_Power_Leech_PE": {"modifiers": ("x3 energy", "")},  # its text's threefold energy need, as the catalog's modifier (h-time)
    "M4_-_Space_Dragon_BE": {"card_damage": ("2", "0")},
    "M4_-_Space_Dragon_UE": {"card_damage": ("2", "0")},
    "O2_-_Early_Shipment_TG": {"generates": ("4 supply", "")},  # the printed 4 supply points: its add_to_pool effect, once (h-kinds5)
    "O7_-_Scientific_Breakthrough_UE": {"generates": ("7 research", "")},  # its first choice's add_to_pool, once (h-choice)
    "T2_-_Kalins_Small_Red_Nebula_BE": {"generates": ("1 energy + 1 research", "2 energy")},
    "T7_-_Quantum_Black_Hole_UE": {"modifiers": ("-2 energy", "")},  # the printed drain of an opponent's terrain: its drain_output effect
    # its 6 printed Shields are the artifact_shields effect's amount: the catalog model gives a luck card no Shields (h-terrain3)
    "L6_-_Artifact_-_Dragon_Gem_of_Protection_NE": {"shields": ("6", "0")},
}


def pinned(numbers: PrintedNumbers) -> dict[str, str]:
    """The numbers the table pins, field by field (the workbook's fields, damage-symbol
    weapons, ship systems and Variable Plasma ranges)."""
    fields = comparable(numbers)
    fields["damage_weapons"] = str(sum(w.count for w in numbers.weapons if w.symbol is WeaponSymbol.DAMAGE))
    fields["systems"] = " ; ".join(sorted(f"{s.kind.value} {s.count} {s.energy}" for s in numbers.systems))
    fields["plasma"] = " ".join(f"{w.energy.low}-{w.energy.high}" for w in numbers.weapons if w.energy is not None)
    return fields


def _what_the_player_gets(lackey_data: LackeyData) -> dict[str, tuple[str, PrintedNumbers | None]]:
    """Per printing, where its numbers come from when the plugin is imported (the importer's
    rule): a catalog printing, else the catalog card its code and title name, else the shipped numbers."""
    catalog, shipped = default_catalog(), shipped_numbers()
    rows = {r.image: r for r in read_carddata(lackey_data.carddata).rows}
    found: dict[str, tuple[str, PrintedNumbers | None]] = {}
    for image in BY_IMAGE:
        card: Card | None = catalog.printing(image)
        plan = plan_card(rows[image], catalog, None)
        if card is None and isinstance(plan, CardPlan):
            card = catalog.find(plan.code, plan.title)
        found[image] = ("catalog", from_card(card)) if card is not None else ("shipped", shipped.get(image))
    return found


def test_every_printing_plays_by_the_numbers_read_from_its_image(lackey_data: LackeyData) -> None:
    differs: dict[str, dict[str, tuple[str, str]]] = {}
    for image, (where, numbers) in _what_the_player_gets(lackey_data).items():
        row = BY_IMAGE[image]
        if numbers is None:  # a Sector HQ or a rules card: no deck card, no numbers
            assert where == "shipped" and (row["code"].startswith("HQ") or not row["code"][0].isalpha()), image
            continue
        mine, theirs = pinned(numbers_of(row)), pinned(numbers)
        fields = {field: (mine[field], theirs[field]) for field in mine if mine[field] != theirs[field]}
        if fields:
            assert where == "catalog", f"{image}: the shipped numbers differ from the table: {fields}"
            differs[image] = fields
    assert differs == CATALOG_DIFFERS


def _workbook_rows(lackey_data: LackeyData) -> list[str]:
    """The doc rows: each community printing against the workbook, and each other printing of
    a catalog card read from the table (the same code and title: the same card)."""
    catalog = default_catalog()
    others = {p.image: card for card in catalog if card.source == COMMUNITY_TABLE_SOURCE for p in card.printings if p.image not in BY_IMAGE}
    workbook = read_checklist(lackey_data.checklist, set(BY_IMAGE) | set(others)).numbers
    lines = []
    for image in sorted(set(_what_the_player_gets(lackey_data)) | set(others)):
        card = catalog.printing(image)
        if image in others:
            lines += community_differences(image, from_card(others[image]), workbook.get(image), {"confidence": REPRINT_NOTE})
        elif card is None or card.source != CHECKLIST_TEXT_UNKNOWN:  # a card typed from the workbook: tests/cards/test_empire_catalogs.py
            lines += community_differences(image, numbers_of(BY_IMAGE[image]), workbook.get(image), BY_IMAGE[image])
    return lines


def test_every_difference_from_the_workbook_is_listed_in_the_docs(lackey_data: LackeyData) -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "community-printings.md").read_text(encoding="utf-8")
    section = doc[doc.index("<!-- community printings against the workbook") : doc.index("<!-- end of community printings")]
    listed = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| image ")]
    expected = _workbook_rows(lackey_data)
    assert len(expected) > 200  # the comparison really reads the workbook
    assert listed == expected, "re-run packaging/generate_printed_numbers.py"
