"""THE DECK and the TECHNOLOGY TABLE as data."""

from __future__ import annotations

from collections import Counter

from ge_desktop.rulesets.galactic_supremacy.cards import DECK_SIZE, CardKind, Tech, deck_definitions, tech_from_roll


def test_the_deck_has_fifty_cards_in_the_type_counts_of_the_rules() -> None:
    counts = Counter(card.kind for card in deck_definitions())
    assert DECK_SIZE == 50
    assert counts == {CardKind.RESEARCH: 10, CardKind.FLEET: 15, CardKind.SECTOR: 10, CardKind.COMMAND: 10, CardKind.LEADER: 5}


def test_the_deck_names_are_our_own_and_distinct() -> None:
    names = [card.name for card in deck_definitions()]
    assert len(set(names)) == 50
    assert all(card.text for card in deck_definitions())


def test_technology_table_one_to_nine_name_a_technology_ten_is_a_pick() -> None:
    assert [tech_from_roll(r) for r in range(1, 10)] == list(Tech)
    assert tech_from_roll(1) is Tech.JUMP_SPEED and tech_from_roll(9) is Tech.ENERGY
    assert tech_from_roll(10) is None
