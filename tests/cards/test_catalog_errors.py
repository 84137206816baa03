"""Broken catalog files: every problem names the file, the card and the field."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import CatalogError, load_catalog, load_catalog_with_problems, report_lines

VALID_CARD = {
    "id": "test-cruiser",
    "name": "Test Cruiser",
    "types": ["S"],
    "strength": 4,
    "requirements": {"supply": 1, "energy": 1},
    "shields": 2,
    "weapons": [{"symbol": "phaser", "name": "Phaser", "count": 2}],
    "rules": ["Deals 1 card damage to a ship once per turn."],
    "effects": [{"kind": "damage", "trigger": "card_action", "target": "chosen_card", "amount": 1}],
    "set_code": "UE",
    "provenance": "designed",
}


def _file(tmp_path: Path, cards: list, **top: object) -> Path:
    data = {"format_version": 1, "set": "UE", "cards": cards, **top}
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _card(**changes: object) -> dict:
    card = copy.deepcopy(VALID_CARD)
    for key, value in changes.items():
        if value is None:
            card.pop(key, None)
        else:
            card[key] = value
    return card


def _delete(key: str) -> dict:
    card = copy.deepcopy(VALID_CARD)
    del card[key]
    return card


# (name, cards, expected card, expected field fragment, expected message fragment)
CARD_VARIANTS = [
    ("missing name", [_delete("name")], "'test-cruiser'", "name", "required"),
    ("missing strength", [_delete("strength")], "'test-cruiser'", "strength", "required"),
    ("missing provenance", [_delete("provenance")], "'test-cruiser'", "provenance", "required"),
    ("strength is text", [_card(strength="five")], "'test-cruiser'", "strength", "integer"),
    ("strength above ten", [_card(strength=11)], "'test-cruiser'", "strength", "less than or equal to 10"),
    ("unknown type letter", [_card(types=["X"])], "'test-cruiser'", "types.0", "T"),
    ("no type", [_card(types=[])], "'test-cruiser'", "types", "at least 1"),
    ("unknown effect kind", [_card(effects=[{"kind": "teleport"}])], "'test-cruiser'", "effects.0", "unknown effect kind 'teleport'"),
    ("effect without amount", [_card(effects=[{"kind": "damage"}])], "'test-cruiser'", "effects.0", "needs 'amount'"),
    (
        "effect unknown parameter",
        [_card(effects=[{"kind": "damage", "amount": 1, "params": {"splash": True}}])],
        "'test-cruiser'",
        "effects.0",
        "no parameter 'splash'",
    ),
    (
        "effect parameter of wrong type",
        [_card(effects=[{"kind": "damage", "amount": 1, "params": {"structural": 1}}])],
        "'test-cruiser'",
        "effects.0",
        "must be bool",
    ),
    ("effect unknown trigger", [_card(effects=[{"kind": "damage", "amount": 1, "trigger": "sometimes"}])], "'test-cruiser'", "effects.0.trigger", "on_play"),
    ("bad point symbol", [_card(requirements={"plasma": 1})], "'test-cruiser'", "requirements.plasma", "Extra inputs"),
    ("negative requirement", [_card(requirements={"supply": -1})], "'test-cruiser'", "requirements.supply", "greater than or equal to 0"),
    ("bad generated point", [_card(generates={"gold": 2})], "'test-cruiser'", "generates.gold", "Extra inputs"),
    ("unknown weapon symbol", [_card(weapons=[{"symbol": "laser", "name": "Laser", "count": 1}])], "'test-cruiser'", "weapons.0.symbol", "phaser"),
    (
        "weapon count zero",
        [_card(weapons=[{"symbol": "phaser", "name": "Phaser", "count": 0}])],
        "'test-cruiser'",
        "weapons.0.count",
        "greater than or equal to 1",
    ),
    (
        "multiply by one",
        [_card(modifiers=[{"scope": "card", "op": "multiply", "point": "supply", "amount": 1}])],
        "'test-cruiser'",
        "modifiers.0",
        "at least 2",
    ),
    ("bad id", [_card(id="Bad Id")], "'Bad Id'", "id", "pattern"),
    ("unknown field", [_card(colour="blue")], "'test-cruiser'", "colour", "Extra inputs"),
    ("equipment without P/NP", [_card(types=["E"], shields=0, weapons=[])], "'test-cruiser'", "passive", "P (true) or NP"),
    ("dash in rules line", [_card(rules=["- Deals damage."])], "'test-cruiser'", "rules", "leading dash"),
    (
        "combination that does not add up",
        [_card(combination={"cruiser": {"name": "A", "strength": 2}, "capsule": {"name": "B", "strength": 1}})],
        "'test-cruiser'",
        "combination",
        "must equal",
    ),
    ("unknown empire", [_card(empire="Galactic Bank")], "'test-cruiser'", "empire", "unknown empire"),
    ("duplicate id", [VALID_CARD, _card(name="Other Cruiser")], "'test-cruiser'", "id", "duplicate id"),
    ("exactly identical cards", [VALID_CARD, _card(id="test-cruiser-2")], "'test-cruiser-2'", "name", "exactly identical"),
    ("card is not an object", ["S4 Test Cruiser"], "#1", "-", "JSON object"),
    ("card without id", [_delete("id")], "#1", "id", "required"),
]


@pytest.mark.parametrize(("name", "cards", "card", "field", "message"), CARD_VARIANTS, ids=[v[0] for v in CARD_VARIANTS])
def test_broken_card_is_reported_with_file_card_and_field(tmp_path: Path, name: str, cards: list, card: str, field: str, message: str) -> None:
    path = _file(tmp_path, cards)
    catalog, problems = load_catalog_with_problems([path])
    matching = [p for p in problems if p.card == card and p.field.startswith(field)]
    assert matching, f"no problem for card {card} field {field}; got {[str(p) for p in problems]}"
    problem = matching[0]
    assert problem.file == str(path)
    assert message in problem.message
    assert str(path) in str(problem) and card in str(problem) and field in str(problem)


def test_a_file_of_cards_already_read_is_reported_as_one_line_not_one_per_card(tmp_path: Path) -> None:
    """A collection imported before the app shipped the same cards: one line names the file, how
    many of its cards are left out and the first; other problems keep their own lines."""
    first = _file(tmp_path, [_card(id=f"card-{n}", name=f"Cruiser {n}") for n in range(3)])
    again = tmp_path / "again.json"
    old = [_card(id=f"old-{n}", name=f"Cruiser {n}") for n in range(3)] + [_card(id="old-x", strength=11)]
    again.write_text(json.dumps({"format_version": 1, "set": "UE", "cards": old}))
    _, problems = load_catalog_with_problems([first, again])
    lines = report_lines(problems)
    assert len(problems) == 4 and len(lines) == 2
    assert (
        f"{again}: 3 cards left out as the same cards (type, strength and title) as cards read before them, "
        "which are used instead (the first: card 'old-0', the same as 'card-0')"
    ) in lines
    assert any(line.startswith(f"{again}: card 'old-x': field strength:") for line in lines)
    twins = [p for p in problems if p.field == "name"]
    assert report_lines(twins[:1]) == [str(twins[0])]  # a single twin keeps its own line


FILE_VARIANTS = [
    ("truncated JSON", '{"format_version": 1, "cards": [{"id": "a"', "-", "invalid JSON at line 1"),
    ("not an object", '[{"id": "a"}]', "-", "JSON object"),
    ("missing format_version", '{"cards": []}', "format_version", "missing"),
    ("future format_version", '{"format_version": 99, "cards": []}', "format_version", "newer than this app"),
    ("format_version is text", '{"format_version": "1", "cards": []}', "format_version", "whole number"),
    ("cards not a list", '{"format_version": 1, "cards": {}}', "cards", "list of cards"),
    ("unknown top-level key", '{"format_version": 1, "cards": [], "extras": 1}', "extras", "unknown top-level key"),
    ("duplicate key", '{"format_version": 1, "format_version": 1, "cards": []}', "-", "appears twice"),
]


@pytest.mark.parametrize(("name", "text", "field", "message"), FILE_VARIANTS, ids=[v[0] for v in FILE_VARIANTS])
def test_broken_file_is_reported_with_file_and_place(tmp_path: Path, name: str, text: str, field: str, message: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    _, problems = load_catalog_with_problems([path])
    matching = [p for p in problems if p.field == field and message in p.message]
    assert matching, [str(p) for p in problems]
    assert matching[0].file == str(path) and matching[0].card == "-"


def test_not_utf8_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('{"format_version": 1, "cards": [], "name": "Caf\xe9"}'.encode("latin-1"))
    _, problems = load_catalog_with_problems([path])
    assert [p.message for p in problems] == ["line 1 column 48: not UTF-8 text (a byte that is not part of any character)"]


def test_one_bad_card_never_disappears_silently(tmp_path: Path) -> None:
    good = _card(id="good-one", name="Good One")
    path = _file(tmp_path, [good, _card(strength=0)])
    catalog, problems = load_catalog_with_problems([path])
    assert "good-one" in catalog and "test-cruiser" not in catalog
    assert len(problems) == 1 and problems[0].card == "'test-cruiser'"
    with pytest.raises(CatalogError) as raised:
        load_catalog([path])
    assert "test-cruiser" in str(raised.value)


def test_valid_card_loads(tmp_path: Path) -> None:
    catalog = load_catalog([_file(tmp_path, [VALID_CARD])])
    card = catalog["test-cruiser"]
    assert card.label == "S4 Test Cruiser"
    assert card.requirements.notation() == "1 supply + 1 energy"
    assert catalog.find("S4", "test cruiser") is card


def test_effects_read_as_english_sentences() -> None:
    from ge_desktop.cards.effects import Effect

    assert Effect(kind="damage", trigger="card_action", target="chosen_card", target_types=("S",), amount=2).describe() == (
        "Card action: deal 2 card damage to a chosen card (S)."
    )
    assert Effect(kind="negate", trigger="on_play", target="reacted_to", optional=True).describe() == "When played: you may cancel the play it answers."
    assert Effect(kind="disengage", duration=2).describe() == "When played: disengage the card it is played on for 2 turns."


PRINTING = [{"set": "PE", "image": "S4_-_Test_Cruiser_PE"}]


def test_an_image_id_names_one_printing_across_the_catalog(tmp_path: Path) -> None:
    first = _card(provenance="printed", printings=PRINTING)
    second = _card(id="other", name="Other Cruiser", provenance="printed", printings=PRINTING)
    catalog, problems = load_catalog_with_problems([_file(tmp_path, [first, second])])
    assert [(p.card, p.field) for p in problems] == [("'other'", "printings")]
    assert "S4_-_Test_Cruiser_PE" in problems[0].message and "test-cruiser" in problems[0].message
    assert catalog.printing("s4_-_test_cruiser_pe") is catalog["test-cruiser"]


def test_a_printed_card_and_a_rulebook_version_of_it_may_both_stand(tmp_path: Path) -> None:
    printed = _card(provenance="printed", printings=PRINTING, shields=3)
    stated = _card(id="test-cruiser-rulebook", provenance="rulebook")
    designed = _card(id="test-cruiser-designed")
    catalog, problems = load_catalog_with_problems([_file(tmp_path, [stated, printed, designed])])
    assert [(p.card, p.field) for p in problems] == [("'test-cruiser-designed'", "name")]
    assert catalog.find("S4", "Test Cruiser") is catalog["test-cruiser-rulebook"]  # a line without a printing
    assert catalog.printing("S4_-_Test_Cruiser_PE") is catalog["test-cruiser"]


def test_reference_cards_load_beside_the_cards_and_share_the_image_ids(tmp_path: Path) -> None:
    hq = {"id": "sector-hq", "name": "Sector HQ", "kind": "headquarters", "code": "HQ25", "damage_capacity": 25,
          "set_code": "Pro8", "printings": [{"set": "Pro8", "image": "HQ25_-_Sector_HQ_Pro8"}]}
    clash = {**hq, "id": "sector-hq-2", "printings": PRINTING}
    path = _file(tmp_path, [_card(provenance="printed", printings=PRINTING)], references=[hq, clash, {"id": "x"}])
    catalog, problems = load_catalog_with_problems([path])
    assert catalog.reference("HQ25_-_Sector_HQ_Pro8").damage_capacity == 25
    assert catalog.images() == {"HQ25_-_Sector_HQ_Pro8", "S4_-_Test_Cruiser_PE"}
    assert sorted((p.card, p.field) for p in problems)[0] == ("'sector-hq-2'", "printings")
    assert any(p.card == "'x'" and p.field == "name" for p in problems)
