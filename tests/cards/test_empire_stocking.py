"""Empire deck rules of v2.1 (card-facts items 249, 258, 259, 267, 273): for each, a legal
deck, an illegal one, and the sentence. Each uses the shipped empires (resources/empires.json)."""

from __future__ import annotations

from ge_desktop.cards.catalog import Catalog, default_catalog
from ge_desktop.cards.decks import Deck
from ge_desktop.cards.stocking import check_deck
from tests.cards.helpers import make_card

CARDS = [
    make_card("t-planet", "T4", "Test Planet"),
    make_card("t-freighter", "S1", "Test Freighter"),
    make_card("t-crew", "C2", "Test Crewman"),
    make_card("filarian-infester", "A4", "Test Filarian Infester", "Filarian Infesters"),
    make_card("filarian-ship", "S4", "Test Filarian Warship", "Filarian Infesters"),
    make_card("t-dragon", "D4", "Test Young Dragon", "Space Dragons"),
    make_card("bolaar-raider", "S3", "Test Bolaar Raider", "Bolaar Pirates"),
    make_card("noble-lord", "C5", "Test Noble Lord", "Nobles"),
    make_card("visonic-muse", "P1", "Test Visonic Muse", "Visonic"),
    make_card("psycanti-master", "P9", "Test Psycanti Sub-Master", "Psycanti"),
    make_card("tufor-cruiser", "S5", "Test Tufor Cruiser", "Tufor Protectorate"),
    make_card("argonian-cruiser", "S5", "Test Argonian Cruiser", "Argonian First Republic"),
    make_card("aesthetic-ship", "S3", "Test Painted Ship", classes=["Aesthetic"]),
    make_card("aesthetic-rock", "T2", "Test Painted Rock", classes=["Aesthetic"]),
    make_card("collector-crew", "C3", "Test Curator", classes=["Collector"]),
    make_card("aqaaran-post", "B/S7", "Test Aqaaran Command Post", "Aqaaran", split={"role": "ship", "strength": 5}),
    make_card("aqaaran-craft", "S/B2", "Test Aqaaran Patrol Craft", "Aqaaran", split={"role": "base", "strength": 1}),
    make_card("t-base", "B3", "Test Defence Base"),
]
CATALOG = Catalog(CARDS, default_catalog().empires)


def deck(empire: str, *counts: tuple[int, str]) -> Deck:
    return Deck.build("test", empire, [(n, CATALOG[i]) for n, i in counts], [])


def rules(violations) -> list[str]:
    return [v.rule for v in violations]


def test_filarian_infesters_a_filarian_deck_uses_only_generic_ships() -> None:
    legal = deck("Filarian Infesters", (8, "t-planet"), (4, "t-freighter"), (2, "filarian-infester"))
    assert check_deck(legal, CATALOG) == []
    with_empire_ship = deck("Filarian Infesters", (8, "t-planet"), (4, "t-freighter"), (1, "filarian-ship"))
    violations = check_deck(with_empire_ship, CATALOG)
    assert rules(violations) == ["FILARIAN INFESTERS"] and "Test Filarian Warship" in violations[0].message
    with_dragon = deck("Filarian Infesters", (8, "t-planet"), (8, "t-freighter"), (1, "t-dragon"))
    assert "FILARIAN INFESTERS" in rules(check_deck(with_dragon, CATALOG))


def test_nobles_a_noble_deck_may_not_stock_minor_empire_ships() -> None:
    legal = deck("Nobles", (8, "t-planet"), (4, "t-freighter"), (4, "noble-lord"))
    assert check_deck(legal, CATALOG) == []
    violations = check_deck(deck("Nobles", (8, "t-planet"), (4, "t-freighter"), (1, "bolaar-raider")), CATALOG)
    noble = [v for v in violations if v.rule == "NOBLES"]
    assert len(noble) == 1 and "Test Bolaar Raider" in noble[0].message
    # the same Bolaar ship is fine in another deck that supports it
    assert check_deck(deck("Argonian First Republic", (8, "t-planet"), (4, "argonian-cruiser"), (1, "bolaar-raider")), CATALOG) == []


def test_psy_empires_a_deck_may_use_only_one_psy_empire() -> None:
    assert check_deck(deck("Visonic", (8, "t-planet"), (2, "visonic-muse")), CATALOG) == []
    violations = check_deck(deck("Visonic", (8, "t-planet"), (2, "visonic-muse"), (1, "psycanti-master")), CATALOG)
    assert rules(violations) == ["USING MAJOR EMPIRE CARDS"] and "Psycanti" in violations[0].message


def test_tufor_protectorate_the_tufor_are_treated_as_a_major_empire() -> None:
    assert check_deck(deck("Tufor Protectorate", (8, "t-planet"), (2, "tufor-cruiser")), CATALOG) == []
    violations = check_deck(deck("Argonian First Republic", (8, "t-planet"), (8, "argonian-cruiser"), (1, "tufor-cruiser")), CATALOG)
    assert rules(violations) == ["USING MAJOR EMPIRE CARDS"]  # not a minor card one in four may join


def test_card_classes_aesthetic_and_collector_class_cards_count_as_their_empires_cards() -> None:
    # an Aesthetic class ship is an Aesthetic Empire (minor) card: 1 per 4 supporting ships
    assert check_deck(deck("Argonian First Republic", (8, "t-planet"), (4, "argonian-cruiser"), (1, "aesthetic-ship")), CATALOG) == []
    violations = check_deck(deck("Argonian First Republic", (8, "t-planet"), (4, "argonian-cruiser"), (2, "aesthetic-ship")), CATALOG)
    assert rules(violations) == ["USING MINOR EMPIRE CARDS"] and "Test Painted Ship" in violations[0].message
    crew = deck("Argonian First Republic", (8, "t-planet"), (2, "t-crew"), (1, "collector-crew"))
    assert rules(check_deck(crew, CATALOG)) == ["USING MINOR EMPIRE CARDS"]  # 2 crew support only 1/2
    # in its own empire's deck it is a main-empire card and needs no support
    assert check_deck(deck("Aesthetic Empire", (8, "t-planet"), (3, "aesthetic-ship"), (1, "aesthetic-rock")), CATALOG) == []


def test_aqaaran_a_unit_is_stocked_as_the_type_of_its_higher_strength() -> None:
    # B7/S5: stocked as a base, so four of them support no minor ship (a free pick would)
    violations = check_deck(deck("Aqaaran", (8, "t-planet"), (4, "aqaaran-post"), (1, "bolaar-raider")), CATALOG)
    assert rules(violations) == ["USING MINOR EMPIRE CARDS"] and "'S' cards" in violations[0].message
    # S2/B1: stocked as a ship, so four of them support one Bolaar ship
    assert check_deck(deck("Aqaaran", (8, "t-planet"), (4, "aqaaran-craft"), (1, "bolaar-raider")), CATALOG) == []


def test_orgons_are_not_space_dragon_empire_cards() -> None:
    orgon = default_catalog()["orgon-groth"]
    catalog = Catalog([*CARDS, orgon, make_card("t-wyrm", "D4", "Test Wyrm", "Space Dragons")], default_catalog().empires)
    in_orgon_deck = Deck.build("test", "Orgons", [(8, catalog["t-planet"]), (4, orgon)], [])
    assert check_deck(in_orgon_deck, catalog) == []
    # in a Space Dragons deck an Orgon is another (minor) empire's card: 1 per 4 supporting dragons
    dragons = Deck.build("test", "Space Dragons", [(8, catalog["t-planet"]), (4, catalog["t-wyrm"]), (2, orgon)], [])
    assert rules(check_deck(dragons, catalog)) == ["USING MINOR EMPIRE CARDS"]
