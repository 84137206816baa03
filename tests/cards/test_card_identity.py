"""Card identity (v2.1 *Cards Have Rules*, *Exactly Identical*) and rules cards."""

from __future__ import annotations

import json
from pathlib import Path

from ge_desktop.cards.catalog import load_catalog_with_problems
from ge_desktop.cards.decks import parse_deck
from tests.cards.helpers import make_card, make_catalog


def test_exactly_identical_vektrean_asteroid_base_printed_as_t_is_its_t_b_version() -> None:
    # Rule fact 3: a 'T' printing of a Vektrean asteroid base is the 'T/B' card.
    base = make_card("vektrean-asteroid-base", "T/B3", "Vektrean Asteroid Base", "Vektrean Mercenaries")
    catalog = make_catalog([base, make_card("planet", "T3", "Planet")])
    assert catalog.find("T3", "Vektrean Asteroid Base") is base
    assert catalog.find("B3", "vektrean asteroid base") is base
    assert catalog.find("T/B3", "Vektrean Asteroid Base") is base
    assert catalog.find("T4", "Vektrean Asteroid Base") is None  # a different strength is a different card
    deck = parse_deck("Empire: Vektrean Mercenaries\n2 T3 Vektrean Asteroid Base\n", catalog)
    assert [c.id for c in deck.main_cards()] == ["vektrean-asteroid-base"] * 2


def test_exactly_identical_printings_cannot_both_be_catalogued(tmp_path: Path) -> None:
    def card(card_id: str, types: list[str]) -> dict:
        return {
            "id": card_id,
            "name": "Vektrean Asteroid Base",
            "types": types,
            "strength": 3,
            "empire": "Vektrean Mercenaries",
            "set_code": "UE",
            "provenance": "designed",
        }

    path = tmp_path / "printings.json"
    path.write_text(json.dumps({"format_version": 1, "cards": [card("tb", ["T", "B"]), card("t-only", ["T"])]}))
    catalog, problems = load_catalog_with_problems([path])
    assert [(p.card, p.field) for p in problems] == [("'t-only'", "name")]
    assert "exactly identical to card 'tb'" in problems[0].message


def test_rules_cards_without_a_type_letter_cannot_be_catalogued_or_stocked(tmp_path: Path) -> None:
    # Rule fact 24: rules cards have no designation and may not be stocked in a deck.
    path = tmp_path / "rules-cards.json"
    path.write_text(
        json.dumps(
            {
                "format_version": 1,
                "cards": [{"id": "points-symbol", "name": "Points Symbol", "types": [], "strength": 1, "set_code": "UE", "provenance": "designed"}],
            }
        )
    )
    catalog, problems = load_catalog_with_problems([path])
    assert len(catalog) == 0 and problems[0].field == "types"
    from ge_desktop.cards.decks import DeckError

    try:
        parse_deck("Empire: Argonian\n1 Points Symbol Card\n", make_catalog([]))
    except DeckError as exc:
        assert "is not a card code" in exc.problems[0].message
    else:
        raise AssertionError("a rules card was accepted in a deck")
