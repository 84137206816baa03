"""The v2.1 deck stocking rules: for each, a legal deck, an illegal one, and the sentence."""

from __future__ import annotations

from ge_desktop.cards.decks import Deck, parse_deck
from ge_desktop.cards.stocking import StockingOptions, check_deck, reserve_notes
from tests.cards.helpers import make_card, make_catalog

CATALOG = make_catalog(
    [
        make_card("argonian-cruiser", "S5", "Argonian Cruiser", "Argonian First Republic"),
        make_card("argonian-crew", "C3", "Argonian Pilot", "Argonian First Republic"),
        make_card("krebiz-crab", "S6", "Krebiz Crab", "Krebiz Capitalist Alliance"),
        make_card("bolaar-raider", "S3", "Bolaar Raider", "Bolaar Pirates"),
        make_card("bolaar-gunner", "C2", "Bolaar Gunner", "Bolaar Pirates"),
        make_card("vektrean-ship", "S4", "Vektrean Marauder", "Vektrean Mercenaries"),
        make_card("vektrean-asteroid", "T/B3", "Vektrean Asteroid Base", "Vektrean Mercenaries"),
        make_card("indirigan-frigate", "S4", "Indirigan Frigate", "Indirigan Nomad Tribes"),
        make_card("tarraki-cruiser", "S4", "Tarra'ki Cruiser", "Tarra'ki"),
        make_card("dragon", "D4", "Young Dragon", "Space Dragons"),
        make_card("freighter", "S1", "Fleet Freighter"),
        make_card("planet", "T4", "Small Planet"),
        make_card("outpost", "I3", "Outpost"),
        make_card("reserve-tanker", "S2", "Reserve Tanker"),
        make_card("unique-admiral", "C9", "Admiral", unique=True),
        make_card("proto-refit", "E2", "Prototype Refit", classes=["Prototype"]),
        make_card("conj-refit", "E3", "Conjectural Refit", classes=["Conjectural"]),
        make_card("king", "S10", "Dragon King"),
        make_card(
            "krebiz-combo",
            "S8",
            "Krebiz Combination",
            "Krebiz Capitalist Alliance",
            combination={"cruiser": {"name": "Krebiz Hauler", "strength": 5}, "capsule": {"name": "Krebiz Pod", "strength": 3}},
        ),
        make_card(
            "krebiz-combo-2",
            "S7",
            "Krebiz Other Combination",
            "Krebiz Capitalist Alliance",
            combination={"cruiser": {"name": "Krebiz Hauler", "strength": 5}, "capsule": {"name": "Krebiz Pin", "strength": 2}},
        ),
    ]
)


def deck(empire: str, *counts: tuple[int, str], reserve: tuple[tuple[int, str], ...] = ()) -> Deck:
    return Deck.build("test", empire, [(n, CATALOG[i]) for n, i in counts], [(n, CATALOG[i]) for n, i in reserve])


def rules(violations) -> list[str]:
    return [v.rule for v in violations]


# --- ANNOUNCE DECK EMPIRE ---------------------------------------------------------------


def test_announce_deck_empire_known_empire_accepted() -> None:
    assert check_deck(deck("Argonian", (4, "planet")), CATALOG) == []


def test_announce_deck_empire_unknown_empire_rejected() -> None:
    violations = check_deck(deck("Galactic Bank", (4, "planet")), CATALOG)
    assert rules(violations) == ["ANNOUNCE DECK EMPIRE"]
    assert "'Galactic Bank', which is not an empire" in violations[0].message


# --- USING MAJOR EMPIRE CARDS -----------------------------------------------------------


def test_using_major_empire_cards_of_the_main_empire_accepted() -> None:
    assert check_deck(deck("Argonian First Republic", (6, "argonian-cruiser"), (2, "argonian-crew")), CATALOG) == []


def test_using_major_empire_cards_of_another_major_empire_rejected() -> None:
    text = "Empire: Argonian First Republic\n6 S5 Argonian Cruiser\n1 S6 Krebiz Crab\n"
    violations = check_deck(parse_deck(text, CATALOG, "t.deck"), CATALOG)
    assert rules(violations) == ["USING MAJOR EMPIRE CARDS"]
    v = violations[0]
    assert v.card_ids == ("krebiz-crab",) and v.lines == (3,)
    assert v.message == (
        "S6 Krebiz Crab belongs to the major empire Krebiz Capitalist Alliance, but this deck's main empire is "
        "Argonian First Republic; a major empire's cards may only be stocked in a deck of that empire."
    )
    assert str(v).startswith("USING MAJOR EMPIRE CARDS: S6 Krebiz Crab") and str(v).endswith("(line 3)")


# --- USING MINOR EMPIRE CARDS -----------------------------------------------------------


def test_using_minor_empire_cards_one_per_four_of_same_type_accepted() -> None:
    assert check_deck(deck("Argonian", (8, "argonian-cruiser"), (2, "bolaar-raider")), CATALOG) == []


def test_using_minor_empire_cards_more_than_one_per_four_rejected() -> None:
    violations = check_deck(deck("Argonian", (8, "argonian-cruiser"), (3, "bolaar-raider")), CATALOG)
    assert rules(violations) == ["USING MINOR EMPIRE CARDS"]
    assert violations[0].message.startswith("it counts 3 minor-empire 'S' cards (with 'D') but its 8 supporting 'S' cards (with 'D') allow only 2")
    assert violations[0].card_ids == ("bolaar-raider",)


def test_using_minor_empire_cards_support_is_per_type() -> None:
    # 8 ships do not support a minor crew card: crew need 4 non-minor crew each.
    assert rules(check_deck(deck("Argonian", (8, "argonian-cruiser"), (1, "bolaar-gunner")), CATALOG)) == ["USING MINOR EMPIRE CARDS"]
    assert check_deck(deck("Argonian", (4, "argonian-crew"), (1, "bolaar-gunner")), CATALOG) == []


def test_using_minor_empire_cards_generic_ships_do_not_count() -> None:
    assert rules(check_deck(deck("Argonian", (8, "freighter"), (1, "bolaar-raider")), CATALOG)) == ["USING MINOR EMPIRE CARDS"]
    assert check_deck(deck("Argonian", (8, "freighter"), (4, "argonian-cruiser"), (1, "bolaar-raider")), CATALOG) == []


def test_using_minor_empire_cards_indirigan_tribe_cards_count_half() -> None:
    assert check_deck(deck("Argonian", (4, "argonian-cruiser"), (2, "indirigan-frigate")), CATALOG) == []
    violations = check_deck(deck("Argonian", (4, "argonian-cruiser"), (3, "indirigan-frigate")), CATALOG)
    assert rules(violations) == ["USING MINOR EMPIRE CARDS"]
    assert "counts 1.5 minor-empire" in violations[0].message  # fractions are kept here


def test_using_minor_empire_cards_allied_cards_count_half_and_support_other_minors() -> None:
    # v2.1: 8 Tufor ships allow 4 Erodi ships, which allow 1 more non-allied minor ship.
    assert check_deck(deck("Argonian", (8, "argonian-cruiser"), (4, "tarraki-cruiser"), (1, "bolaar-raider")), CATALOG) == []
    too_many_others = check_deck(deck("Argonian", (8, "argonian-cruiser"), (4, "tarraki-cruiser"), (2, "bolaar-raider")), CATALOG)
    assert rules(too_many_others) == ["USING MINOR EMPIRE CARDS"]
    too_many_allied = check_deck(deck("Argonian", (8, "argonian-cruiser"), (5, "tarraki-cruiser")), CATALOG)
    assert rules(too_many_allied) == ["USING MINOR EMPIRE CARDS"]
    assert "allied cards count 2.5" in too_many_allied[0].message


def test_using_minor_empire_cards_allied_cards_outside_their_allys_deck_count_whole() -> None:
    assert rules(check_deck(deck("Krebiz", (4, "krebiz-combo"), (2, "tarraki-cruiser")), CATALOG)) == ["USING MINOR EMPIRE CARDS"]
    assert check_deck(deck("Krebiz", (4, "krebiz-combo"), (1, "tarraki-cruiser")), CATALOG) == []


def test_using_minor_empire_cards_dragons_count_as_ships() -> None:
    assert check_deck(deck("Argonian", (4, "argonian-cruiser"), (1, "dragon")), CATALOG) == []
    assert rules(check_deck(deck("Argonian", (4, "argonian-cruiser"), (1, "dragon"), (1, "bolaar-raider")), CATALOG)) == ["USING MINOR EMPIRE CARDS"]


def test_using_minor_empire_cards_minor_main_empire_needs_no_support_and_supports_others() -> None:
    assert check_deck(deck("Bolaar Pirates", (8, "bolaar-raider"), (2, "vektrean-ship")), CATALOG) == []
    assert rules(check_deck(deck("Bolaar Pirates", (8, "bolaar-raider"), (3, "vektrean-ship")), CATALOG)) == ["USING MINOR EMPIRE CARDS"]


def test_using_minor_empire_cards_optional_rule_installations_and_psys_support_ships() -> None:
    cards = deck("Argonian", (4, "outpost"), (1, "bolaar-raider"))
    assert rules(check_deck(cards, CATALOG)) == ["USING MINOR EMPIRE CARDS"]
    assert check_deck(cards, CATALOG, StockingOptions(installations_and_psys_support_ships=True)) == []


def test_using_minor_empire_cards_optional_rule_main_empire_supports_any_type() -> None:
    crew_with_ship_support = deck("Argonian", (4, "argonian-cruiser"), (1, "bolaar-gunner"))
    option = StockingOptions(main_empire_supports_any_type=True)
    assert rules(check_deck(crew_with_ship_support, CATALOG)) == ["USING MINOR EMPIRE CARDS"]
    assert check_deck(crew_with_ship_support, CATALOG, option) == []
    generic_only = deck("Argonian", (8, "planet"), (1, "bolaar-gunner"), (4, "argonian-crew"))
    assert check_deck(generic_only, CATALOG) == []
    # Under the option only main-empire cards support: 4 Argonian cards allow 1 minor card.
    assert check_deck(generic_only, CATALOG, option) == []
    assert rules(check_deck(deck("Argonian", (20, "planet"), (1, "bolaar-gunner")), CATALOG, option)) == ["USING MINOR EMPIRE CARDS"]


def test_card_type_dual_type_card_counts_as_the_type_that_fits() -> None:
    # A T/B Vektrean asteroid base counts as terrain or base, the player's choice.
    assert check_deck(deck("Argonian", (4, "planet"), (1, "vektrean-asteroid")), CATALOG) == []
    assert rules(check_deck(deck("Argonian", (3, "planet"), (1, "vektrean-asteroid")), CATALOG)) == ["USING MINOR EMPIRE CARDS"]


# --- reserve fleet ----------------------------------------------------------------------


def test_creating_the_reserve_fleet_a_larger_plan_is_chosen_from_at_the_start_of_the_game() -> None:
    """v2.1: a player sets aside "equal to or less than the number of players" cards, chosen
    at the start of the game: a deck planning more is no fault, the check says so."""
    three = deck("Argonian", (10, "planet"), reserve=((3, "planet"),))
    assert check_deck(three, CATALOG, StockingOptions(players=2)) == []
    notes = reserve_notes(three, 2)
    assert len(notes) == 1 and "plans 3 reserve cards" in notes[0] and "at most 2, which the player chooses at the start of the game" in notes[0]
    assert reserve_notes(three, 3) == []
    pool = deck("Argonian", (10, "planet"), reserve=((2, "planet"), (1, "reserve-tanker")))
    assert check_deck(pool, CATALOG, StockingOptions(players=2)) == []  # the tanker is never chosen: it goes into the deck
    assert "may not be chosen for the reserve fleet" in reserve_notes(pool, 2)[1]


def test_reserve_fleet_restrictions_reserve_in_title_rejected() -> None:
    violations = check_deck(deck("Argonian", (10, "planet"), reserve=((1, "reserve-tanker"),)), CATALOG)
    assert rules(violations) == ["RESERVE FLEET RESTRICTIONS"]
    assert "has 'reserve' in its title" in violations[0].message
    assert check_deck(deck("Argonian", (10, "planet"), (1, "reserve-tanker"), reserve=((1, "planet"),)), CATALOG) == []


def test_reserve_fleet_restrictions_one_copy_card_rejected() -> None:
    violations = check_deck(deck("Argonian", (10, "planet"), reserve=((1, "unique-admiral"),)), CATALOG)
    assert rules(violations) == ["RESERVE FLEET RESTRICTIONS"]
    assert "limited to one copy per deck" in violations[0].message
    assert check_deck(deck("Argonian", (10, "planet"), (1, "unique-admiral")), CATALOG) == []


# --- technology slots -------------------------------------------------------------------


def test_technology_slots_one_per_twenty_five_cards_prototype_half() -> None:
    assert check_deck(deck("Argonian", (23, "planet"), (2, "proto-refit")), CATALOG) == []
    violations = check_deck(deck("Argonian", (23, "planet"), (1, "proto-refit"), (1, "conj-refit")), CATALOG)
    assert rules(violations) == ["Technology slots"]
    assert "give 1 technology slot (1 per 25 cards), but its Prototype (1/2 slot each) and Conjectural (1 slot each) cards use 1.5" in violations[0].message
    assert check_deck(deck("Argonian", (48, "planet"), (1, "proto-refit"), (1, "conj-refit")), CATALOG) == []


# --- per-format limits ------------------------------------------------------------------


def test_copy_limit_is_off_by_default_and_configurable() -> None:
    many = deck("Argonian", (12, "planet"))
    assert check_deck(many, CATALOG) == []
    violations = check_deck(many, CATALOG, StockingOptions(max_identical_copies=3))
    assert rules(violations) == ["Copy limit (format option)"]
    assert "'T4 small planet' is stocked 12 times" in violations[0].message
    assert check_deck(deck("Argonian", (3, "planet")), CATALOG, StockingOptions(max_identical_copies=3)) == []


def test_krebiz_combination_counts_as_its_parts_for_copy_limits() -> None:
    # Both combinations carry the S5 Krebiz Hauler cruiser: two copies of it.
    both = deck("Krebiz", (1, "krebiz-combo"), (1, "krebiz-combo-2"))
    violations = check_deck(both, CATALOG, StockingOptions(max_identical_copies=1))
    assert [v.message.split(" is stocked")[0] for v in violations] == ["'S5 krebiz hauler'"]
    assert check_deck(both, CATALOG, StockingOptions(max_identical_copies=2)) == []


def test_krebiz_a_combination_card_counts_as_one_card_for_the_stocking_guidelines() -> None:
    # v2.1 KREBIZ L1199: 4 combinations are 4 'S' cards (not 8): they support 1 minor ship, not 2
    assert check_deck(deck("Krebiz Capitalist Alliance", (4, "krebiz-combo"), (1, "bolaar-raider")), CATALOG) == []
    violations = check_deck(deck("Krebiz Capitalist Alliance", (4, "krebiz-combo"), (2, "bolaar-raider")), CATALOG)
    assert rules(violations) == ["USING MINOR EMPIRE CARDS"]
    assert "its 4 supporting 'S' cards" in violations[0].message


def test_entity_limit_is_configurable() -> None:
    kings = deck("Argonian", (2, "king"))
    assert check_deck(kings, CATALOG) == []
    assert rules(check_deck(kings, CATALOG, StockingOptions(max_entities=1))) == ["Entity limit (format option)"]
    assert check_deck(kings, CATALOG, StockingOptions(max_entities=2)) == []
