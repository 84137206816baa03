"""The deck being built, without Qt: counts, code order, sections, numbers and the sample hand."""

from __future__ import annotations

import random

from ge_desktop.cards.decks import Section, parse_deck, write_deck
from ge_desktop.cards.model import CardType
from ge_desktop.ui.browser.deck_draft import SAMPLE_HAND_SIZE, DeckDraft
from tests.browser.conftest import small_catalog

CATALOG = small_catalog()


def test_cards_added_in_any_order_write_the_same_canonical_file() -> None:
    one, two = DeckDraft("Mine", "Argonian First Republic"), DeckDraft("Mine", "Argonian First Republic")
    for card_id in ("light-cruiser", "small-planet", "science-officer", "small-planet"):
        one.add(CATALOG[card_id])
    for card_id in ("small-planet", "science-officer", "small-planet", "light-cruiser"):
        two.add(CATALOG[card_id])
    text = write_deck(one.to_deck())
    assert text == write_deck(two.to_deck())
    assert text == "Format: 1\nName: Mine\nEmpire: Argonian First Republic\n\n2 T4 Small Planet\n1 S5 Light Cruiser\n1 R/C4 Science Officer\n"


def test_remove_and_move_between_sections() -> None:
    draft = DeckDraft("Mine", "Argonian First Republic")
    draft.add(CATALOG["escort"], count=2)
    assert draft.move("escort", Section.MAIN, Section.RESERVE)
    assert (draft.copies("escort"), draft.copies("escort", Section.RESERVE)) == (1, 1)
    assert draft.remove("escort") and not draft.remove("escort")
    assert [e.card.id for e in draft.entries(Section.MAIN)] == []
    assert not draft.move("escort", Section.MAIN, Section.RESERVE)  # none left in the main deck


def test_opened_deck_unchanged_keeps_its_layout_and_changed_becomes_canonical() -> None:
    text = "# my deck\nEmpire: Argonian\nName: Old\n\n1 S5 light cruiser\n2 T4 Small Planet\n"
    draft = DeckDraft.from_deck(parse_deck(text, CATALOG))
    assert draft.is_opened_unchanged and write_deck(draft.to_deck()) == "# my deck\nEmpire: Argonian\nName: Old\n\n1 S5 Light Cruiser\n2 T4 Small Planet\n"
    draft.add(CATALOG["gas-giant"])
    assert write_deck(draft.to_deck()).startswith("Format: 1\nName: Old\nEmpire: Argonian\n\n2 T4 Small Planet\n1 T8 Gas Giant\n")


def test_type_counts_and_strength_curve_count_both_sections() -> None:
    draft = DeckDraft("Mine", "Argonian First Republic")
    draft.add(CATALOG["small-planet"], count=3)
    draft.add(CATALOG["light-cruiser"])
    draft.add(CATALOG["escort"], Section.RESERVE)
    assert draft.type_counts() == {CardType.TERRAIN: 3, CardType.SHIP: 2}
    curve = draft.strength_curve()
    assert (curve[4], curve[5], curve[1]) == (4, 1, 0) and sorted(curve) == list(range(1, 11))


def test_deck_without_an_empire_is_told_to_announce_one() -> None:
    draft = DeckDraft("Mine", "")
    assert [v.rule for v in draft.violations(CATALOG)] == ["ANNOUNCE DECK EMPIRE"]


def test_sample_hand_draws_nine_from_the_main_deck_only() -> None:
    draft = DeckDraft("Mine", "Argonian First Republic")
    draft.add(CATALOG["small-planet"], count=12)
    draft.add(CATALOG["escort"], Section.RESERVE, count=2)
    hand = draft.sample_hand(random.Random(3))
    assert len(hand) == SAMPLE_HAND_SIZE == 9 and {c.id for c in hand} == {"small-planet"}
    small = DeckDraft("Mine", "Argonian First Republic")
    small.add(CATALOG["gas-giant"], count=4)
    assert len(small.sample_hand(random.Random(3))) == 4


def test_sample_hand_is_a_shuffle_of_the_deck() -> None:
    draft = DeckDraft("Mine", "Argonian First Republic")
    for card in CATALOG:
        draft.add(card)
    hands = {tuple(c.id for c in draft.sample_hand(random.Random(seed))) for seed in range(5)}
    assert len(hands) > 1
