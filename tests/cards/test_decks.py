"""The plain-text deck format: parsing with line numbers, writing, round trips."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.decks import Deck, DeckError, DeckGame, Section, load_deck, parse_deck, save_deck, write_deck
from tests.cards.helpers import make_card, make_catalog

CATALOG = make_catalog(
    [
        make_card("small-planet", "T4", "Small Planet"),
        make_card("light-cruiser", "S5", "Light Cruiser"),
        make_card("science-officer", "R/C4", "Science Officer"),
        make_card("twin-planets", "T3", "Twin Planets", subtitle="Verkish I & II"),
    ]
)

CANONICAL = """# A test deck
Format: 1
Name: Test Deck
Empire: Argonian First Republic

4 T4 Small Planet
2 S5 Light Cruiser
# crew
1 R/C4 Science Officer
1 T3 Twin Planets - Verkish I & II

Reserve:
1 S5 Light Cruiser
"""


def test_deck_parses_cards_sections_and_headers() -> None:
    deck = parse_deck(CANONICAL, CATALOG, "test.deck")
    assert deck.name == "Test Deck" and deck.empire == "Argonian First Republic" and deck.format_version == 1
    assert [c.id for c in deck.main_cards()] == ["small-planet"] * 4 + ["light-cruiser"] * 2 + ["science-officer", "twin-planets"]
    assert [c.id for c in deck.reserve_cards()] == ["light-cruiser"]
    assert len(deck) == 9
    assert deck.entries[2].line == 9 and deck.entries[-1].section is Section.RESERVE


def test_canonical_deck_round_trips_byte_for_byte() -> None:
    assert write_deck(parse_deck(CANONICAL, CATALOG)) == CANONICAL


def test_card_lookup_ignores_case_and_reaction_prefix() -> None:
    deck = parse_deck("Empire: Argonian\n2 c4 science officer\n", CATALOG)
    assert deck.main_cards()[0].id == "science-officer"
    assert write_deck(deck) == "Empire: Argonian\n2 R/C4 Science Officer\n"


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("Empire: Argonian\n0 T4 Small Planet\n", 2, "between 1 and 99"),
        ("Empire: Argonian\n2 T4 Large Planet\n", 2, "no card 'T4 Large Planet'"),
        ("Empire: Argonian\n2 Z4 Small Planet\n", 2, "unknown card type letter"),
        ("Empire: Argonian\n2 4T Small Planet\n", 2, "is not a card code"),
        ("Empire: Argonian\nfour small planets\n", 2, "cannot read 'four small planets'"),
        ("2 T4 Small Planet\nEmpire: Argonian\n", 2, "must come before the first card line"),
        ("Format: 7\nEmpire: Argonian\n", 1, "newer than this app"),
        ("Format: one\nEmpire: Argonian\n", 1, "whole number"),
        ("Empire:\n", 1, "needs the name"),
        ("Empire: Argonian\nReserve:\nReserve:\n", 3, "appears twice"),
        ("2 T4 Small Planet\n", 1, "does not announce its main empire"),
    ],
)
def test_bad_deck_lines_are_reported_with_line_numbers(text: str, line: int, fragment: str) -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck(text, CATALOG, "bad.deck")
    problem = raised.value.problems[0]
    assert problem.line == line and fragment in problem.message
    assert str(problem).startswith(f"bad.deck:{line}: ")


def test_every_bad_line_is_reported_not_only_the_first() -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck("Empire: Argonian\n2 T4 Nowhere\n3 S5 Nothing\n", CATALOG, "bad.deck")
    assert [p.line for p in raised.value.problems] == [2, 3]


def test_built_deck_writes_canonical_text_that_parses_back() -> None:
    planet, cruiser = CATALOG["small-planet"], CATALOG["light-cruiser"]
    deck = Deck.build("Built", "Argonian First Republic", [(3, planet), (1, cruiser)], [(1, cruiser)])
    text = write_deck(deck)
    assert text == "Format: 1\nName: Built\nEmpire: Argonian First Republic\n\n3 T4 Small Planet\n1 S5 Light Cruiser\n\nReserve:\n1 S5 Light Cruiser\n"
    again = parse_deck(text, CATALOG)
    assert [c.id for c in again.all_cards()] == [c.id for c in deck.all_cards()]


def test_load_deck_names_the_file_of_unreadable_input(tmp_path: Path) -> None:
    binary = tmp_path / "binary.deck"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DeckError, match="binary.deck:1: column 1: not UTF-8"):
        load_deck(binary, CATALOG)
    with pytest.raises(DeckError, match="missing.deck:0: cannot read the file"):
        load_deck(tmp_path / "missing.deck", CATALOG)


def test_save_deck_replaces_the_file_atomically(tmp_path: Path) -> None:
    path = tmp_path / "mine.deck"
    deck = parse_deck(CANONICAL, CATALOG)
    save_deck(deck, path)
    assert path.read_text(encoding="utf-8") == CANONICAL
    assert not list(tmp_path.glob("*.tmp"))
    assert load_deck(path, CATALOG).name == "Test Deck"


# --- printings, the Basic Game shared deck and reference cards -----------------------------

PRINTED = make_catalog(
    [
        make_card(
            "typhoon", "S6", "Argonian Heavy Cruiser", subtitle="Argonian Typhoon Heavy Cruiser",
            printings=[{"set": "PE", "image": "S6_-_Argonian_Typhoon_Heavy_Cruiser_PE"}],
        ),
        make_card(
            "freighter", "S1", "Fleet Freighter",
            printings=[{"set": "PE", "image": "S1_-_Fleet_Freighter_Left_PE"}, {"set": "PE", "image": "S1_-_Fleet_Freighter_Right_PE"}],
        ),
    ]
)

PRINTED_DECK = """Format: 1
Name: Basic Set A
Game: Basic
Headquarters: Sector HQ
Reference: Point Symbols

1 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser [S6_-_Argonian_Typhoon_Heavy_Cruiser_PE]
1 S1 Fleet Freighter [S1_-_Fleet_Freighter_Left_PE]
1 S1 Fleet Freighter [S1_-_Fleet_Freighter_Right_PE]
1 S1 Fleet Freighter
"""


def test_a_line_may_name_its_printing_by_image_id_and_round_trips() -> None:
    deck = parse_deck(PRINTED_DECK, PRINTED, "a.deck")
    assert [e.printing for e in deck.entries] == [
        "S6_-_Argonian_Typhoon_Heavy_Cruiser_PE", "S1_-_Fleet_Freighter_Left_PE", "S1_-_Fleet_Freighter_Right_PE", None,
    ]
    assert [c.id for c in deck.main_cards()] == ["typhoon", "freighter", "freighter", "freighter"]
    # a printed card is written with a printing: the line without one gets the card's first
    assert write_deck(deck) == PRINTED_DECK.replace("1 S1 Fleet Freighter\n", "1 S1 Fleet Freighter [S1_-_Fleet_Freighter_Left_PE]\n")


def test_basic_game_deck_announces_no_empire_and_keeps_its_reference_cards() -> None:
    deck = parse_deck(PRINTED_DECK, PRINTED, "a.deck")
    assert deck.game is DeckGame.BASIC and deck.empire == ""
    assert deck.headquarters == "Sector HQ" and deck.reference == "Point Symbols"
    built = Deck.build("Shared", "", [(1, PRINTED["typhoon"])])
    built.game = DeckGame.BASIC
    assert write_deck(built).startswith("Format: 1\nName: Shared\nGame: Basic\n\n1 S6 ")


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("1 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser [S6_-_Nothing_PE]", "no printing [S6_-_Nothing_PE]"),
        (
            "1 S1 Fleet Freighter [S6_-_Argonian_Typhoon_Heavy_Cruiser_PE]",
            "is 'S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser', not 'S1 Fleet Freighter'",
        ),
        ("Game: Advanced", "'standard' or 'basic'"),
        ("Headquarters: Sector HQ [HQ25_-_Nowhere]", "no printing in the catalog"),
    ],
)
def test_bad_printings_and_game_headers_are_reported(line: str, fragment: str) -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck(f"Empire: Argonian\n{line}\n", PRINTED, "bad.deck")
    assert raised.value.problems[0].line == 2 and fragment in raised.value.problems[0].message
