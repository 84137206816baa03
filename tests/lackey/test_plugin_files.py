"""The plugin's three file kinds read on small files the tests write: ``carddata.txt`` rows and
their codes, ``.dek`` decks, and the checklist workbook (made with openpyxl in the author's layout).

These cover on a fresh clone what the real-data tests check on the community's files: the
quirks of the card list (short rows, entities, trailing spaces, dual types, reactions), the
deck layout LackeyCCG writes, and the printed numbers the workbook gives each printing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import ModifierOp, PointType, SplitRole, WeaponSymbol
from ge_desktop.lackey.carddata import LackeyRow, parse_carddata
from ge_desktop.lackey.checklist import read_checklist
from ge_desktop.lackey.convert import card_id_for, empire_of, plan_card, row_code, row_title, split_title
from ge_desktop.lackey.dek import Dek, DekCard, parse_dek, write_dek
from ge_desktop.lackey.problems import LackeyFileError
from tests.cards.test_workbook import FIELDS, _catalog_values
from tests.cards.workbook import read_rows
from tests.lackey.conftest import HEADER, row
from tests.lackey.synthetic import card_numbers, checklist_workbook, deck_dek, deck_printings, numbers_row


def _rows(*lines: str, header: str = HEADER) -> tuple[list[LackeyRow], list]:
    return parse_carddata(("\n".join([header, *lines]) + "\n").encode("utf-8"), "carddata.txt")


def _one(**cells: str) -> LackeyRow:
    base = {"line": 2, "name": "X", "set": "PE", "image": "X_PE"}
    return LackeyRow(**(base | cells))


# --- carddata.txt -----------------------------------------------------------------------------


def test_rows_without_the_script_cell_read_and_cells_are_stripped_and_entity_decoded() -> None:
    rows, problems = _rows(row("T2 Comet - Biruk&apos;s Comet (PE)", "PE", "T2_-_Biruks_Comet_PE", "T2", "Comet - Biruk&apos;s Comet ", "T", "2"))
    assert problems == []
    (comet,) = rows
    assert (comet.name, comet.title, comet.st, comet.script, comet.line) == ("T2 Comet - Biruk's Comet (PE)", "Comet - Biruk's Comet", "2", "", 2)


def test_columns_are_found_by_their_header_name_in_any_order() -> None:
    header = "ImageFile\tST\tType\tSet\tName\tTitle"
    rows, problems = _rows("S2_-_Escort_PE\t2\tS\tPE\tS2 Escort (PE)\tEscort", header=header)
    assert problems == [] and (rows[0].image, rows[0].st, rows[0].type, rows[0].set, rows[0].title) == ("S2_-_Escort_PE", "2", "S", "PE", "Escort")


def test_a_header_without_a_required_column_is_no_card_list() -> None:
    with pytest.raises(LackeyFileError) as error:
        _rows("a\tb", header="Name\tSet\tTitle")
    assert "line 1" in str(error.value) and "'ImageFile', 'Type', 'ST'" in str(error.value)


def test_a_second_row_with_the_same_image_id_is_skipped_naming_the_first() -> None:
    line = row("S2 Escort (PE)", "PE", "S2_-_Escort_PE", "S2", "Escort", "S", "2")
    rows, problems = _rows(line, line)
    assert len(rows) == 1 and [str(p) for p in problems] == [
        "carddata.txt: line 3, column 3 (ImageFile): the image id 'S2_-_Escort_PE' is already the printing of line 2; row skipped"
    ]


@pytest.mark.parametrize(("cells", "place"), [
    (["S2 X (PE)", "P/E", "S2_X_PE", "C", "", "S2", "X", "", "S", "", "2"], "column 2 (Set)"),
    (["S2 X (PE)", "PE", "../S2_X_PE", "C", "", "S2", "X", "", "S", "", "2"], "column 3 (ImageFile)"),
    (["S2 X (PE)", "PE", "S2_X_PE", "C", "", "S2", "X", "", "", "", "2"], "column 9 (Type)"),
    (["S2 X (PE)", "PE", "S2_X_PE", "C", "", "S2", "X", "", "S", "", "two"], "column 11 (ST)"),
    (["S2 X (PE)", "PE", "S2_X_PE", "C", "", "S2", "X\x07", "", "S", "", "2"], "column 7 (Title)"),
], ids=["set", "image-path", "no-type", "strength", "control-character"])
def test_a_bad_row_is_skipped_with_its_line_and_column_and_the_next_row_reads(cells: list[str], place: str) -> None:
    rows, problems = _rows("\t".join(cells), row("S3 Y (PE)", "PE", "S3_Y_PE", "S3", "Y", "S", "3"))
    assert [r.image for r in rows] == ["S3_Y_PE"]
    assert len(problems) == 1 and problems[0].place.startswith("line 2, " + place) and "row skipped" in problems[0].message


# --- codes and titles -------------------------------------------------------------------------


def test_a_reaction_mark_in_type_st_makes_a_reaction_card() -> None:
    assert row_code(_one(type_st="R/C1", type="C", st="1")) == (("C",), 1, None, True)
    assert row_code(_one(type_st="C1", type="C", st="1")) == (("C",), 1, None, False)


def test_a_dual_type_with_alt_type_and_time_st_is_a_split_unit_and_a_time_st_alone_is_a_time_knight() -> None:
    letters, strength, split, _ = row_code(_one(type_st="B4/S2", type="B/S", alt_type="S", st="4", time_st="2"))
    assert (letters, strength, split.role, split.strength) == (("B", "S"), 4, SplitRole.SHIP, 2)
    _, _, time, _ = row_code(_one(type_st="C2/8", type="C", st="2", time_st="8"))
    assert (time.role, time.strength) == (SplitRole.TIME, 8)


def test_a_dual_type_keeps_the_order_the_card_prints() -> None:
    letters, *_ = row_code(_one(type_st="T/H2", type="H/T", st="2"))  # the Plasma Field: Type column says H/T
    assert letters == ("T", "H")


@pytest.mark.parametrize(("cells", "why"), [
    ({"type": "HQ", "st": "25"}, "not a deck card type"),
    ({"type": "Spcl", "st": ""}, "not a deck card type"),
    ({"type": "S", "st": "11"}, "outside 1-10"),
    ({"type": "S/S", "st": "2"}, "names a letter twice"),
])
def test_rows_that_are_not_deck_cards_say_why(cells: dict[str, str], why: str) -> None:
    assert why in row_code(_one(**cells))


def test_titles_come_from_the_title_column_else_the_name_and_ship_titles_split_at_the_dash() -> None:
    assert row_title(_one(name="S3 Argonian Frigate [Left] (PE)")) == "Argonian Frigate [Left]"
    assert row_title(_one(title="Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser")) == "Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"
    assert split_title("Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser") == ("Argonian Heavy Cruiser", "Argonian Typhoon Heavy Cruiser")
    assert split_title("Moon") == ("Moon", None)


def test_imported_card_ids_are_stable_and_short() -> None:
    assert card_id_for("R/C2", "Doctor") == "lk-r-c2-doctor"
    long = card_id_for("S6", "A very long title " * 8)
    assert len(long) <= 80 and long == card_id_for("S6", "A very long title " * 8) and long != card_id_for("S6", "A very long title " * 9)


def test_the_empire_cell_names_an_empire_by_name_alias_or_prefix_and_generic_is_none() -> None:
    catalog = default_catalog()
    assert empire_of(_one(empire="Krebiz"), catalog) == "Krebiz Capitalist Alliance"
    assert empire_of(_one(empire="SpaceDragon"), catalog) == "Space Dragons"
    assert empire_of(_one(empire="CorpPir"), catalog) == "Corporate Pirates"
    assert empire_of(_one(empire="Generic"), catalog) is None and empire_of(_one(empire="Nonempire"), catalog) is None


def test_a_planned_card_is_printed_manual_and_takes_the_checklist_numbers(tmp_path: Path) -> None:
    path = checklist_workbook(tmp_path / "c.xlsx", [numbers_row("S4_-_Test_PE", supply_cost=2, heavy=1, phasers=3, shields=2)])
    numbers = read_checklist(path).numbers["S4_-_Test_PE"]
    plan = plan_card(_one(image="S4_-_Test_PE", type_st="S4", type="S", st="4", empire="Argonian", title="Test Destroyer"), default_catalog(), numbers)
    assert plan.code == "S4" and plan.fields["manual"] and plan.fields["provenance"].value == "printed"
    assert plan.fields["requirements"].supply == 2 and plan.fields["shields"] == 2
    assert [(w.name, w.count) for w in plan.fields["weapons"]] == [("Energy Flux", 1), ("Phaser", 3)]  # the Argonians' heavy weapon


# --- .dek files -------------------------------------------------------------------------------


def test_a_dek_round_trips_in_lackeyccg_layout_with_its_zones_in_order() -> None:
    text = deck_dek("basic-set-a-argonian")
    dek = parse_dek(text, "Basic_Deck_A_Argonian.dek")
    assert dek.zones == ["Deck", "Reference"] and dek.game == "galacticempires" and dek.version == "0.8"
    assert [c.id for c in dek.zone_cards("Deck")] == [image for _, image in deck_printings("basic-set-a-argonian")]
    assert write_dek(dek) == text
    assert text.splitlines()[5].startswith('\t\t<card><name id="') and text.endswith("</deck>\n")


def test_a_dek_card_carries_its_line_and_column_and_names_are_escaped_both_ways() -> None:
    cards = [DekCard("Deck", "T2_-_Biruks_Comet_PE", "T2 Comet - Biruk's Comet & Co (PE)", "PE"), DekCard("Reserve Fleet", "S1_X_PE", "S1 X (PE)", "PE")]
    dek = Dek(cards=cards, zones=["Deck", "Reserve Fleet", "Reference"])
    text = write_dek(dek)
    assert "Biruk&apos;s Comet &amp; Co" in text and '<superzone name="Reference">' in text  # an empty zone is kept
    back = parse_dek(text, "d.dek")
    assert back.same_cards(dek) and back.zones == dek.zones
    assert (back.cards[0].line, back.cards[0].column) == (6, 3) and back.cards[1].zone == "Reserve Fleet"


@pytest.mark.parametrize(("text", "message"), [
    ("<deck><superzone name='Deck'><card><set>PE</set></card></superzone></deck>", "line 1, column 30: a <card> without"),
    ("<notadeck/>", "the root element is <notadeck>"),
    ("<deck><superzone name='Deck'>", "not well-formed XML"),
], ids=["card-without-id", "not-a-deck", "truncated"])
def test_a_dek_that_cannot_be_read_names_the_file_and_the_place(text: str, message: str) -> None:
    with pytest.raises(LackeyFileError) as error:
        parse_dek(text, "bad.dek")
    assert str(error.value).startswith("bad.dek: ") and message in str(error.value)


# --- the checklist workbook -------------------------------------------------------------------


def test_the_workbook_gives_each_printing_its_printed_numbers(tmp_path: Path) -> None:
    path = checklist_workbook(tmp_path / "c.xlsx", [numbers_row(
        "B7_-_Base_GI", supply_cost=1, energy_cost=2, optional_ammunition=3, shields=4, nodes=1, armor=2, heavy=3, phasers=4, card_damage=1,
        energy_point=2, healing_point=1, phealing_point=1, supply_mult="x2", energy_mult="+1", repair_mult="-1", research_mult="+X",
    )])
    checklist = read_checklist(path)
    numbers = checklist.numbers["B7_-_Base_GI"]
    assert checklist.problems == []
    assert (numbers.requirements.supply, numbers.requirements.energy, numbers.optional_requirements.ammunition) == (1, 2, 3)
    assert (numbers.shields, numbers.nodes, numbers.armor) == (4, 1, 2)
    assert [(w.symbol, w.count) for w in numbers.weapons] == [(WeaponSymbol.HEAVY, 3), (WeaponSymbol.PHASER, 4)]
    assert (numbers.generates.energy, numbers.generates.healing, numbers.generates.damage) == (2, 2, 1)  # healing kinds add up; card damage
    assert sorted((m.point, m.op, m.amount) for m in numbers.modifiers) == sorted([
        (PointType.SUPPLY, ModifierOp.MULTIPLY, 2), (PointType.ENERGY, ModifierOp.ADD, 1), (PointType.REPAIR, ModifierOp.ADD, -1),
    ])  # '+X' is left to the card's text


def test_only_the_wanted_rows_are_kept_and_a_dual_type_listed_twice_is_one_printing(tmp_path: Path) -> None:
    rows = [numbers_row("A_PE", shields=1), numbers_row("B_PE", shields=2), numbers_row("B_PE", shields=2), numbers_row("C_PE", shields=3)]
    checklist = read_checklist(checklist_workbook(tmp_path / "c.xlsx", rows), {"B_PE", "C_PE"})
    assert sorted(checklist.numbers) == ["B_PE", "C_PE"] and checklist.problems == []


def test_a_printing_listed_again_with_other_numbers_keeps_the_first_and_says_where(tmp_path: Path) -> None:
    path = checklist_workbook(tmp_path / "c.xlsx", [numbers_row("A_PE", shields=1), numbers_row("A_PE", shields=5)])
    checklist = read_checklist(path)
    assert checklist.numbers["A_PE"].shields == 1
    assert [str(p) for p in checklist.problems] == [f"{path}: sheet Sheet1, cell F4: 'A_PE' appears again; the first row's numbers are kept"]


def test_a_cell_that_is_no_number_drops_only_its_row_to_name_only(tmp_path: Path) -> None:
    path = checklist_workbook(tmp_path / "c.xlsx", [numbers_row("A_PE", shields="lots"), numbers_row("B_PE", shields=2)])
    checklist = read_checklist(path)
    assert sorted(checklist.numbers) == ["B_PE"]
    assert [p.place for p in checklist.problems] == ["sheet Sheet1, cell AR3"] and "the card keeps its name only" in checklist.problems[0].message


def test_the_checklist_typed_numbers_of_shipped_cards_read_back_as_the_catalog_holds_them(tmp_path: Path) -> None:
    # What tests/cards/test_empire_catalogs.py checks on the real workbook: a card typed from
    # the checklist has the checklist's numbers (here a workbook written from the catalog).
    catalog = default_catalog()
    cards = {p.image: card for card in catalog if card.is_printed and card.printings and len(card.types) == 1 for p in card.printings[:1]}
    chosen = dict(sorted(cards.items())[:40])
    checklist = read_checklist(checklist_workbook(tmp_path / "c.xlsx", [card_numbers(card, image) for image, card in chosen.items()]))
    assert checklist.problems == [] and sorted(checklist.numbers) == sorted(chosen)
    for image, card in chosen.items():
        numbers = checklist.numbers[image]
        assert (numbers.requirements, numbers.optional_requirements, numbers.shields, numbers.nodes, numbers.armor) == (
            card.requirements, card.optional_requirements, card.shields, card.nodes, card.armor), image
        assert sum(w.count for w in numbers.weapons if w.symbol is WeaponSymbol.HEAVY) == card.weapon_count(WeaponSymbol.HEAVY)


def test_the_workbook_comparison_finds_no_difference_where_the_numbers_agree_and_names_each_one_that_differs(tmp_path: Path) -> None:
    # tests/cards/test_workbook.py's reader and comparison, on a workbook written from the catalog
    catalog = default_catalog()
    typhoon, frigate = "S6_-_Argonian_Typhoon_Heavy_Cruiser_PE", "S3_-_Argonian_Sunspot_Frigate_PE"
    cards = {image: catalog.printing(image) for image in (typhoon, frigate)}
    changed = card_numbers(cards[frigate], frigate)
    changed[43] = cards[frigate].shields + 1  # the Shield column
    numbers = read_rows(checklist_workbook(tmp_path / "c.xlsx", [card_numbers(cards[typhoon], typhoon), changed]), set(cards))
    assert (numbers[typhoon]["code"], numbers[typhoon]["requires"], numbers[typhoon]["heavy"]) == ("S6", "2 supply + 1 energy", "2")
    differences = [(image, field) for image, card in cards.items() for field in FIELDS if _catalog_values(card)[field] != numbers[image][field]]
    assert differences == [(frigate, "shields")]
