"""The ten 1994 Basic Set decks we ship, checked against the LackeyCCG decks they come from.

Basic Sets A, B and C are one shared deck each (the 1994 Basic Game); each is also split
into one deck per empire (the v2.1 Standard Game). Every card line names its printing by
LackeyCCG image id, so a deck holds exactly the printings of the real deck.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import DeckGame, load_deck, shipped_deck, shipped_deck_paths, starter_deck_paths, write_deck
from ge_desktop.cards.model import ReferenceKind
from ge_desktop.cards.stocking import StockingOptions, check_deck
from tests.lackey_data import LackeyData

NAMES = {
    "basic-set-a.deck": ("Basic Set A", None, "Basic_Deck_A.dek"),
    "basic-set-a-argonian.deck": ("Basic Set A: Argonian First Republic", "Argonian First Republic", "Basic_Deck_A_Argonian.dek"),
    "basic-set-a-krebiz.deck": ("Basic Set A: Krebiz Capitalist Alliance", "Krebiz Capitalist Alliance", "Basic_Deck_A_Krebiz.dek"),
    "basic-set-b.deck": ("Basic Set B", None, "Basic_Deck_B.dek"),
    "basic-set-b-corporate.deck": ("Basic Set B: Corporate Aggressors", "Corporate Aggressors", "Basic_Deck_B_Corporate.dek"),
    "basic-set-b-mechad.deck": ("Basic Set B: Mechad Holdfast", "Mechad Holdfast", "Basic_Deck_B_Mechad.dek"),
    "basic-set-c.deck": ("Basic Set C", None, "Basic_Deck_C.dek"),
    "basic-set-c-pot.deck": ("Basic Set C: Plasma Occupied Territory", "Plasma Occupied Territory", "Basic_Deck_C_POT.dek"),
    "basic-set-c-scorpead.deck": ("Basic Set C: Scorpead Dominion", "Scorpead Dominion", "Basic_Deck_C_Scorpead.dek"),
    "basic-set-c-tufor.deck": ("Basic Set C: Tufor Protectorate", "Tufor Protectorate", "Basic_Deck_C_Tufor.dek"),
}
SHIPPED = [p for p in shipped_deck_paths() if p.name.startswith("basic-set-")]
CONSTRUCTED = [p for p in shipped_deck_paths() if not p.name.startswith("basic-set-")]


def _lackey_zones(path: Path) -> dict[str, list[str]]:
    """Image ids per superzone of a LackeyCCG deck (XML read with a regex: two fixed tags)."""
    text = path.read_text(encoding="utf-8")
    zones = dict(re.findall(r'<superzone name="(\w+)">(.*?)</superzone>', text, re.S))
    return {zone: [html.unescape(i) for i in re.findall(r'<name id="([^"]+)">', body)] for zone, body in zones.items()}


def test_the_ten_basic_set_decks_ship_and_nothing_else() -> None:
    assert sorted(p.name for p in SHIPPED) == sorted(NAMES)


@pytest.mark.parametrize("path", CONSTRUCTED, ids=lambda p: p.name)
def test_every_other_shipped_deck_is_marked_constructed_and_stocks_legally(path: Path) -> None:
    # an empire's systems deck (issue 19) is built by us: its name and header say it is not printed
    assert path.name.endswith("-constructed.deck")
    assert "not a printed deck" in path.read_text(encoding="utf-8").split("Format:")[0]
    deck = load_deck(path, default_catalog())
    assert deck.name.endswith("(constructed)")
    assert [str(v) for v in check_deck(deck, default_catalog(), StockingOptions())] == []


def test_every_card_of_every_lackey_deck_is_in_the_catalog_by_image_id(lackey_data: LackeyData) -> None:
    catalog = default_catalog()
    decks = lackey_data.deks
    assert len(decks) == 10
    images = [image for path in decks for zone in _lackey_zones(path).values() for image in zone]
    missing = sorted({i for i in images if catalog.printing(i) is None and catalog.reference(i) is None})
    assert missing == []
    assert len(set(images)) == 135


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_basic_set_deck_holds_exactly_the_printings_of_its_lackey_deck(path: Path, lackey_data: LackeyData) -> None:
    catalog = default_catalog()
    name, empire, lackey = NAMES[path.name]
    deck = load_deck(path, catalog)
    zones = _lackey_zones(lackey_data.decks / lackey)
    assert deck.name == name
    assert Counter(e.printing for e in deck.entries for _ in range(e.count)) == Counter(zones["Deck"])
    assert all(catalog.printing(e.printing) is e.card and e.card.is_printed for e in deck.entries)
    hq, reference = (re.search(r"\[(.+)\]", text).group(1) for text in (deck.headquarters, deck.reference))
    assert sorted([hq, reference]) == sorted(zones["Reference"])
    assert catalog.reference(hq).kind is ReferenceKind.HEADQUARTERS and catalog.reference(hq).damage_capacity == 25
    if empire is None:  # the 1994 Basic Game: one deck the players share, no empire announced
        assert deck.game is DeckGame.BASIC and deck.empire == ""
    else:
        assert deck.game is DeckGame.STANDARD and deck.empire == empire


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_basic_set_deck_round_trips_byte_for_byte(path: Path) -> None:
    assert write_deck(load_deck(path, default_catalog())) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_basic_set_deck_is_legal_as_printed(path: Path) -> None:
    # v2.1 Game Mechanics: "There can be as many or as few cards in the deck as you wish";
    # the empire decks meet every stocking rule as printed (minor ratio, technology slots),
    # and a Basic Game deck may hold any cards (1994 Basic Set, Create the Deck).
    deck = load_deck(path, default_catalog())
    players = 3 if path.name.startswith("basic-set-c-") else 2
    assert [str(v) for v in check_deck(deck, default_catalog(), StockingOptions(players=players))] == []
    assert 45 <= len(deck) <= 52 and deck.reserve_cards() == []


def test_the_default_game_is_basic_set_a_argonian_against_krebiz() -> None:
    assert [p.name for p in starter_deck_paths()] == ["basic-set-a-argonian.deck", "basic-set-a-krebiz.deck"]


@pytest.mark.parametrize(
    ("short", "file"),
    [("argonian", "basic-set-a-argonian.deck"), ("a-krebiz", "basic-set-a-krebiz.deck"), ("pot", "basic-set-c-pot.deck"),
     ("c", "basic-set-c.deck"), ("basic-set-b", "basic-set-b.deck"), ("B-Mechad.deck", "basic-set-b-mechad.deck")],
)
def test_shipped_decks_have_short_names(short: str, file: str) -> None:
    assert shipped_deck(short).name == file


@pytest.mark.parametrize("short", ["nowhere", "", "../basic-set-a", "*"])
def test_an_unknown_short_name_is_no_deck(short: str) -> None:
    assert shipped_deck(short) is None


def test_every_basic_set_card_with_rules_is_scripted_and_named_by_a_test(lackey_data: LackeyData) -> None:
    """Issue 15's acceptance: each printed card of the ten decks plays by its effects (none
    `manual`), and a test names each one with rules (by catalog id or LackeyCCG image id)."""
    catalog = default_catalog()
    images = {image for path in lackey_data.deks for zone in _lackey_zones(path).values() for image in zone}
    cards = {catalog.printing(image) for image in images} - {None}
    assert len(cards) == 131
    assert sorted(card.id for card in cards if card.manual) == []
    tests = Path(__file__).resolve().parents[1]
    named = "\n".join(path.read_text(encoding="utf-8") for path in tests.rglob("test_*.py"))
    unnamed = []
    for card in cards:
        if not (card.rules or card.effects):
            continue
        keys = [f'"{card.id}"', f"'{card.id}'", *(printing.image for printing in card.printings)]
        if not any(key in named for key in keys):
            unnamed.append(card.id)
    assert sorted(unnamed) == []
