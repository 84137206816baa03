"""CSV import: a collector's spreadsheet becomes cards, and every bad row is reported by row and column."""

from __future__ import annotations

import csv
import io

import pytest

from ge_desktop.cards.card_rows import COLUMN_NAMES, COLUMN_OF_FIELD, card_to_row, row_to_card
from ge_desktop.cards.catalog import Catalog, default_catalog
from ge_desktop.cards.csv_import import export_csv, import_csv, parse_csv
from ge_desktop.cards.model import Card, CardType, PointType, WeaponSymbol
from tests.cards.helpers import make_card, make_catalog

CATALOG = make_catalog([make_card("light-cruiser", "S5", "Light Cruiser", "Argonian")])
HEADER = ["code", "name", "empire", "requires", "shields", "weapons", "passive", "duration", "effects", "id"]


def good_row(number: int) -> dict[str, str]:
    """A valid row; every fourth is equipment, every third has an empire."""
    row = dict.fromkeys(HEADER, "")
    if number % 4 == 0:
        row.update(code=f"E{number % 9 + 1}", name=f"Gadget {number}", passive="NP" if number % 8 else "P")
    else:
        row.update(code=f"S{number % 9 + 1}", name=f"Ship {number}", shields="2", weapons="2 Phaser", requires="1 supply + 1 energy")
    if number % 3 == 0:
        row["empire"] = "Bolaar Pirates"
    return row


# (row index among data rows, column to break, bad value, column the report must name)
BREAKAGES = [
    (3, "code", "Q99", "code"),
    (17, "empire", "Nowhere Empire", "empire"),
    (29, "requires", "1 suply", "requires"),
    (44, "weapons", "two Phasers", "weapons"),
    (58, "name", "", "name"),
    (71, "shields", "lots", "shields"),
    (96, "duration", "99", "duration"),
    (120, "effects", "[{\"kind\": \"fly\"}]", "effects"),
    (150, "id", "light-cruiser", "id"),  # already in the catalog
    (188, "passive", "maybe", "passive"),
]


def csv_text(rows: list[dict[str, str]], header: list[str] = HEADER) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=header, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def test_csv_import_of_200_rows_with_10_broken_accepts_190_and_reports_each_by_row_and_column(tmp_path) -> None:
    rows = [good_row(n) for n in range(200)]
    for index, column, value, _ in BREAKAGES:
        if column == "passive":
            rows[index].update(code="E3", name=f"Gadget {index}")
        rows[index][column] = value
    path = tmp_path / "collection.csv"
    path.write_text(csv_text(rows), encoding="utf-8")
    report = import_csv(path, CATALOG)
    assert len(report.accepted) == 190
    # the header is spreadsheet row 1, so data row i is row i + 2
    assert report.rejected_rows == sorted(index + 2 for index, *_ in BREAKAGES)
    found = {(p.row, p.column) for p in report.problems}
    assert found == {(index + 2, column) for index, _, _, column in BREAKAGES}
    assert report.summary() == f"{path}: 190 row(s) accepted, 10 rejected"
    assert f"{path}: row 31, column requires: 'suply' is not one of" in "\n".join(report.lines())


def test_a_row_with_several_problems_reports_each_column() -> None:
    report = parse_csv(csv_text([{**good_row(1), "requires": "2 energi", "empire": "Nobody", "shields": "30"}]), CATALOG)
    assert {p.column for p in report.problems} == {"requires", "empire", "shields"}
    assert report.rejected_rows == [2]


def test_id_is_made_from_the_title_and_never_collides() -> None:
    rows = [{"code": "S4", "name": "Light Cruiser", "empire": "Krebiz"}, {"code": "S6", "name": "Light Cruiser", "empire": "Krebiz"}]
    report = parse_csv(csv_text(rows, ["code", "name", "empire"]), CATALOG)
    assert [c.id for c in report.accepted] == ["light-cruiser-s4", "light-cruiser-s6"]
    assert [c.empire for c in report.accepted] == ["Krebiz Capitalist Alliance"] * 2


def test_exactly_identical_card_in_a_later_row_is_rejected() -> None:
    rows = [{"code": "C3", "name": "Pilot"}, {"code": "R/C3", "name": "pilot"}]
    report = parse_csv(csv_text(rows, ["code", "name"]), CATALOG)
    assert len(report.accepted) == 1
    assert [(p.row, p.column) for p in report.problems] == [(3, "name")]
    assert "exactly identical to card 'pilot'" in report.problems[0].message


def test_unknown_and_missing_columns_reject_the_file_at_the_header() -> None:
    report = parse_csv("Code;Title;Colour\nS5;Ship;red\n", CATALOG)
    assert report.file_problem and report.accepted == []
    assert [(p.row, p.column) for p in report.problems] == [(1, "Colour")]
    missing = parse_csv("name\nShip\n", CATALOG)
    assert [(p.row, p.column, p.message) for p in missing.problems] == [(1, "code", "a required column is missing")]


def test_semicolons_byte_order_mark_and_blank_rows_are_read() -> None:
    text = "\ufeffcode;name;requires\nS5;Ship One;1 supply\n;;\nS6;Ship Two;2 energy\n"
    report = parse_csv(text, CATALOG)
    assert [c.name for c in report.accepted] == ["Ship One", "Ship Two"] and report.rows_read == 2


def test_windows_encoded_file_is_read(tmp_path) -> None:
    path = tmp_path / "old.csv"
    path.write_bytes("code,name\nS5,Caf\xe9 Cruiser\n".encode("cp1252"))
    assert [c.name for c in import_csv(path, CATALOG).accepted] == ["Café Cruiser"]


def test_missing_file_is_one_problem(tmp_path) -> None:
    report = import_csv(tmp_path / "none.csv", CATALOG)
    assert report.file_problem and "cannot read the file" in report.summary()


def test_rules_split_on_bar_or_newline_and_set_manual() -> None:
    text = csv_text(
        [{"code": "H2", "name": "Ion Storm", "rules": "- Play on a terrain. | Ships there lose 1 Shield.\nLasts 2 turns."}], ["code", "name", "rules"]
    )
    card = parse_csv(text, CATALOG).accepted[0]
    assert card.rules == ("Play on a terrain.", "Ships there lose 1 Shield.", "Lasts 2 turns.") and card.manual


def test_rich_row_reads_every_notation() -> None:
    row = {
        "code": "S7",
        "name": "Flux Carrier",
        "empire": "Argonian",
        "requires": "1 supply + 2 energy",
        "generates": "1 research",
        "shields": "4",
        "weapons": "2 Phaser; 1 Energy Flux [heavy, damage 2]; 1 Whip [fleet, special]",
        "modifiers": "card +1 economy; fleet x2 energy on S B",
        "classes": "prototype; Allied",
        "placement": "independent",
        "combination": "King Kraken 4 + Dreadnought Capsule 3",
        "unique": "yes",
    }
    result = row_to_card(row, CATALOG)
    card = result.card
    assert result.problems == () and card is not None
    assert card.requirements.get(PointType.ENERGY) == 2 and card.generates.get(PointType.RESEARCH) == 1
    assert [(w.symbol, w.count, w.damage) for w in card.weapons] == [
        (WeaponSymbol.PHASER, 2, 1),
        (WeaponSymbol.HEAVY, 1, 2),
        (WeaponSymbol.DAMAGE, 1, 1),
    ]
    assert card.weapons[2].fleet_targeted and not card.weapons[2].standard
    assert card.modifiers[1].target_types == (CardType.SHIP, CardType.BASE) and card.modifiers[1].amount == 2
    assert card.combination.cruiser.strength == 4 and card.unique


def test_split_strength_needs_a_role() -> None:
    assert [p.column for p in row_to_card({"code": "C2/8", "name": "Time Knight"}).problems] == ["split_role"]
    card = row_to_card({"code": "C2/8", "name": "Time Knight", "split_role": "time", "split_requires": "1 energy"}).card
    assert card.code == "C2/8" and card.split.requirements.get(PointType.ENERGY) == 1


@pytest.mark.parametrize(
    "row",
    [
        {"code": "R/C4", "name": "Science Officer", "rules": "Adds 1 research point.", "classes": "Persona"},
        {"code": "E2", "name": "Shield Booster", "empire": "Argonian", "technology": "exclusive", "passive": "NP", "discard_after_use": "yes"},
        {"code": "T/B3", "name": "Outpost", "subtitle": "Far Side", "generates": "2 economy", "shields": "2"},
        {"code": "S10", "name": "King Kraken", "subtitle": "Combined", "combination": "King Kraken 7 + Dreadnought Capsule 3", "empire": "Krebiz"},
        {"code": "M1", "name": "Phaser Eel", "placement": "against S B", "duration": "3",
         "effects": '[{"kind": "block_weapons", "trigger": "continuous", "weapon": "phaser"}]'},
        {"code": "C2/8", "name": "Time Knight", "split_role": "time", "split_requires": "1 energy", "tribe": "Blue", "set": "pe"},
    ],
)
def test_card_to_row_reads_back_as_the_same_card(row: dict[str, str]) -> None:
    card = row_to_card(row, CATALOG).card
    assert card is not None
    assert row_to_card(card_to_row(card), CATALOG).card == card


def test_shipped_catalog_round_trips_through_csv() -> None:
    catalog = default_catalog()
    text = export_csv(catalog)
    assert text.splitlines()[0] == ",".join(COLUMN_NAMES)
    no_cards = Catalog([], catalog.empires)  # the same empires, so re-imported ids do not clash
    report = parse_csv(text, no_cards)
    assert report.problems == [] and report.accepted == list(catalog)


def test_strength_out_of_range_is_explained_in_the_code_column() -> None:
    assert [(p.column, p.message) for p in row_to_card({"code": "S11", "name": "Big"}).problems] == [
        ("code", "the strength in the code is 1 to 10")
    ]


def test_the_guide_documents_every_column() -> None:
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "docs" / "csv-import.md").read_text(encoding="utf-8")
    assert [name for name in COLUMN_NAMES if f"| `{name}` |" not in guide] == []


def test_every_field_of_the_card_model_has_a_column() -> None:
    assert sorted(set(Card.model_fields) - set(COLUMN_OF_FIELD)) == []
    assert set(COLUMN_OF_FIELD.values()) <= set(COLUMN_NAMES)
