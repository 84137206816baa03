"""Deck-building variations and optional rules of v2.1: The 200 Point Challenge, Free For
All (Variations), the Allied main empire stocking its ally (ALLIED FORCES Optional Rule)
and Corporate Pirates as Allied - Corporate (CORPORATE PIRATES Optional Rule): for each a
legal deck and an illegal one."""

from __future__ import annotations

from ge_desktop.cards.catalog import Catalog, Empire, EmpireStatus
from ge_desktop.cards.decks import Deck
from ge_desktop.cards.stocking import StockingOptions, check_deck, reserve_notes
from tests.cards.helpers import EMPIRES, make_card

CARDS = [
    make_card("argonian-cruiser", "S5", "Argonian Cruiser", "Argonian First Republic"),
    make_card("krebiz-crab", "S6", "Krebiz Crab", "Krebiz Capitalist Alliance"),
    make_card("tarraki-cruiser", "S4", "Tarra'ki Cruiser", "Tarra'ki"),
    make_card("bolaar-raider", "S3", "Bolaar Raider", "Bolaar Pirates"),
    make_card("corp-ship", "S4", "Corporate Gunboat", "Corporate Aggressors"),
    make_card("corp-pirate", "S3", "Corporate Pirate Raider", "Corporate Pirates"),
    make_card("planet", "T4", "Small Planet"),
    make_card("base", "B3", "Outpost Base"),
    make_card("freighter", "S1", "Fleet Freighter"),
    make_card("crew", "C2", "Pilot"),
    make_card("refit", "E2", "Refit"),
    make_card("storm", "H2", "Storm"),
    make_card("luck", "L1", "Good Luck"),
    make_card("event", "O1", "Surprise"),
    make_card("eel", "M1", "Eel"),
    make_card("beacon", "I3", "Beacon"),
]
CATALOG = Catalog(
    CARDS,
    [
        *EMPIRES,
        Empire(name="Corporate Aggressors", status=EmpireStatus.MAJOR, aliases=("Corporate",)),
        Empire(name="Corporate Pirates", status=EmpireStatus.MINOR),
    ],
)


def deck(empire: str | None, *counts: tuple[int, str]) -> Deck:
    return Deck.build("test", empire, [(n, CATALOG[i]) for n, i in counts], [])


def rules(violations) -> list[str]:
    return [v.rule for v in violations]


EIGHT_TYPES = [(1, "planet"), (1, "base"), (1, "freighter"), (1, "crew"), (1, "refit"), (1, "storm"), (1, "luck"), (1, "event")]
# strengths 4 + 3 + 1 + 2 + 2 + 2 + 1 + 1 = 16


def test_the_200_point_challenge_exact_points_and_eight_types_accepted() -> None:
    options = StockingOptions(challenge_points=20)
    assert check_deck(deck("Argonian", *EIGHT_TYPES, (1, "planet")), CATALOG, options) == []  # 16 + 4


def test_the_200_point_challenge_wrong_total_rejected() -> None:
    violations = check_deck(deck("Argonian", *EIGHT_TYPES), CATALOG, StockingOptions(challenge_points=200))
    assert rules(violations) == ["THE 200 POINT CHALLENGE"] and "16 strength points" in violations[0].message


def test_the_200_point_challenge_fewer_than_eight_types_rejected() -> None:
    violations = check_deck(deck("Argonian", (5, "planet")), CATALOG, StockingOptions(challenge_points=20))
    assert rules(violations) == ["THE 200 POINT CHALLENGE"] and "at least 8" in violations[0].message


def test_the_200_point_challenge_no_copy_limits_but_empire_rules_stay() -> None:
    options = StockingOptions(challenge_points=32, max_identical_copies=1)
    assert check_deck(deck("Argonian", *EIGHT_TYPES, (4, "planet")), CATALOG, options) == []  # 5 planets
    mixed = check_deck(deck("Argonian", *EIGHT_TYPES, (1, "krebiz-crab")), CATALOG, StockingOptions(challenge_points=22))
    assert rules(mixed) == ["USING MAJOR EMPIRE CARDS"]


def test_free_for_all_ships_of_several_empires_accepted() -> None:
    mixed = deck("Argonian", (4, "argonian-cruiser"), (4, "krebiz-crab"), (6, "bolaar-raider"))
    assert rules(check_deck(mixed, CATALOG)) == ["USING MAJOR EMPIRE CARDS", "USING MINOR EMPIRE CARDS"]
    assert check_deck(mixed, CATALOG, StockingOptions(free_for_all=True)) == []


def test_free_for_all_reserve_rules_still_rejected() -> None:
    big_reserve = Deck.build("test", None, [(4, CATALOG["planet"])], [(3, CATALOG["planet"])])
    assert check_deck(big_reserve, CATALOG, StockingOptions(players=2, free_for_all=True)) == []  # a larger plan is chosen from at game start
    assert reserve_notes(big_reserve, 2)


def test_allied_forces_optional_rule_allied_main_empire_stocks_its_allys_cards() -> None:
    tarraki = deck("Tarra'ki", (8, "tarraki-cruiser"), (4, "argonian-cruiser"), (1, "bolaar-raider"))
    assert "USING MAJOR EMPIRE CARDS" in rules(check_deck(tarraki, CATALOG))
    # 8 Tarra'ki support 4 Argonian (1/2 each); those 4 support 1 non-allied minor ship
    assert check_deck(tarraki, CATALOG, StockingOptions(allied_main_stocks_ally=True)) == []


def test_allied_forces_optional_rule_too_many_ally_cards_rejected() -> None:
    tarraki = deck("Tarra'ki", (4, "tarraki-cruiser"), (4, "argonian-cruiser"))
    assert rules(check_deck(tarraki, CATALOG, StockingOptions(allied_main_stocks_ally=True))) == ["USING MINOR EMPIRE CARDS"]


def test_corporate_pirates_optional_rule_they_count_as_allied_corporate() -> None:
    corporate = deck("Corporate", (4, "corp-ship"), (2, "corp-pirate"))
    assert rules(check_deck(corporate, CATALOG)) == ["USING MINOR EMPIRE CARDS"]  # 2 minor ships need 8
    assert check_deck(corporate, CATALOG, StockingOptions(corporate_pirates_allied=True)) == []  # 2 x 1/2 = 1


def test_corporate_pirates_optional_rule_still_limited() -> None:
    corporate = deck("Corporate", (4, "corp-ship"), (3, "corp-pirate"))
    assert rules(check_deck(corporate, CATALOG, StockingOptions(corporate_pirates_allied=True))) == ["USING MINOR EMPIRE CARDS"]
