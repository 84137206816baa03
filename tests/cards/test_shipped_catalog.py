"""The catalog we ship: complete, consistent and ready to play.

These tests read ``resources/cards`` and ``resources/decks`` as installed. They check the
promises of issue 2 (at least 130 cards, every Universe Edition core type, both empires,
Krebiz combination ships, effects for every scripted rule) and the v2.1 rules the data must
respect (General Errata on discard after use, card-type placement, empire heavy weapons,
the printed cards of the 1994 Basic Sets; their decks are ``test_basic_set_decks.py``'s).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards import Card, CardType, Catalog, WeaponSymbol, load_catalog
from ge_desktop.cards.catalog import Affiliation, catalog_files, load_catalog_with_problems
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN
from ge_desktop.lackey.carddata import read_carddata
from ge_desktop.lackey.convert import row_title, split_title
from tests.lackey_data import LackeyData

ARGONIAN = "Argonian First Republic"
KREBIZ = "Krebiz Capitalist Alliance"
CORE_TYPES = "TSBCEHLMOAD"  # the Universe Edition core game's card types
EVENT_TYPES = (CardType.HAZARD, CardType.LUCK, CardType.OCCURRENCE)
PLAYED_TO_OR_AGAINST = (CardType.HAZARD, CardType.LUCK, CardType.MONSTER, CardType.OCCURRENCE)


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def _empire_ships(catalog: Catalog, empire: str) -> list[Card]:
    return [c for c in catalog if c.primary_type is CardType.SHIP and catalog.empire(c.empire) is catalog.empire(empire)]


# --- the catalog --------------------------------------------------------------------------


def test_shipped_catalog_loads_without_a_single_problem() -> None:
    catalog, problems = load_catalog_with_problems()
    assert [str(p) for p in problems] == []
    assert len(catalog_files()) >= 5  # split by group, not one monolith


def test_shipped_catalog_has_at_least_130_distinct_cards(catalog: Catalog) -> None:
    assert len({card.identity for card in catalog}) >= 130


@pytest.mark.parametrize("letter", list(CORE_TYPES))
def test_card_type_every_universe_edition_core_type_is_in_the_catalog(catalog: Catalog, letter: str) -> None:
    assert len(catalog.of_type(CardType(letter))) >= 1


@pytest.mark.parametrize("letter", ["C", "O", "L", "E", "A", "H"])
def test_reaction_cards_reaction_variants_are_in_the_catalog(catalog: Catalog, letter: str) -> None:
    assert any(card.reaction and card.primary_type is CardType(letter) for card in catalog)


@pytest.mark.parametrize("empire", [ARGONIAN, KREBIZ])
def test_major_empires_both_starter_empires_have_ships_of_many_strengths(catalog: Catalog, empire: str) -> None:
    strengths = {c.strength for c in _empire_ships(catalog, empire)}
    assert len(strengths) >= 5 and min(strengths) <= 2


def test_krebiz_capitalist_alliance_universe_edition_ships_are_combination_cards(catalog: Catalog) -> None:
    universe = [c for c in _empire_ships(catalog, KREBIZ) if c.set_code == "UE"]
    assert len(universe) >= 5
    for ship in universe:
        assert ship.combination is not None, ship.label
        assert ship.combination.cruiser.strength + ship.combination.capsule.strength == ship.strength


@pytest.mark.parametrize("empire", [ARGONIAN, KREBIZ])
def test_heavy_weapon_empire_ships_fire_their_empires_heavy_weapon(catalog: Catalog, empire: str) -> None:
    heavy = catalog.empire(empire).heavy_weapon
    names = {w.name for ship in _empire_ships(catalog, empire) for w in ship.weapons if w.is_heavy}
    assert names == {heavy}


def test_heavy_weapon_every_empire_unit_uses_its_empires_heavy_weapon(catalog: Catalog) -> None:
    # v2.1 HEAVY WEAPON: heavy weapons differ by empire. Excepted: Specialized Weapon Mounts
    # ("many empires use" them: Bolaar, Corporate Pirates, Nagiridni Pirates, Vektreans) and the
    # special heavy weapons v2.1 names beside an empire's own (Mechad Distortion Cannons, P.O.T.
    # Shield Penetration Devices), as the community decks' printed ships carry them.
    beside = {"Specialized Weapon Mount", "Distortion Cannon", "Shield Penetration Device"}
    wrong = []
    for card in catalog:
        empire = catalog.empire(card.empire)
        for weapon in card.weapons:
            if empire and empire.heavy_weapon and weapon.is_heavy and weapon.name not in {empire.heavy_weapon, *beside}:
                wrong.append(f"{card.label}: {weapon.name}")
    assert wrong == []


def test_cards_have_rules_every_scripted_rules_line_has_effects(catalog: Catalog) -> None:
    # v2.1 CARDS HAVE RULES: the engine plays a card's rules through its effects, or through
    # its printed terrain output modifiers when that is all its rules say (Commercial Outpost),
    # or the special weapons and ship systems it knows by kind (Variable Plasma, Phaser Magnifier).
    silent = [c.label for c in catalog if c.rules and not c.manual and not c.effects and not c.modifiers and not c.rules_in_numbers]
    assert silent == []


def test_cards_have_rules_manual_cards_say_what_the_player_must_do(catalog: Catalog) -> None:
    manual = [c for c in catalog if c.manual]
    assert manual, "a few cards the vocabulary cannot express are marked manual"
    assert all((c.rules or c.source == CHECKLIST_TEXT_UNKNOWN) and not c.effects for c in manual)
    # a printed card whose text we do not have says so instead of rules (numbers only)
    assert all(c.is_printed and c.printings for c in manual if not c.rules)


# What removes such a card: research or damage (Injury), research in one turn (Maelstrom), its card
# discarded as the strength it changes each turn reaches a number (Accelerated Aging), its ship escaping (Gravity Pocket; h-time3),
# a ship of its owner's destroyed (Broken Supply Lines), the first reaction to its stack negated (Impending Chaos; h-occur3),
# its player's Weapons Fire Phase over (Miscommunications; h-dictate).
_SAYS_HOW_IT_GOES = frozenset(
    {
        "destroyed_by", "research_in_one_turn", "drift_strength", "escape_by_energy", "stays_with_host", "multiply_fleet_requirement", "negate_first_reaction",
        "dictate_fire", "hold_draws", "double_misfortune",
    }
)


def test_general_errata_luck_hazard_and_occurrence_cards_say_when_they_leave_play(catalog: Catalog) -> None:
    # v2.1 GENERAL ERRATA - DISCARD AFTER USE: an L/H/O card that says nothing is discarded
    # after use, so one meant to stay must print a duration or what removes it ("destroyed by
    # 2 heavy-weapon damage", "removed by 1 repair point", a Forced Retreat waiting for its
    # copies); ours state one of them.
    events = [c for c in catalog if c.primary_type in EVENT_TYPES and not c.manual]
    says_destroyed = {
        c.id for c in events
        if any(e.kind in _SAYS_HOW_IT_GOES or (e.kind == "return_to_hand" and e.params.get("pooled")) for e in c.effects)
    }  # Injury: research cancels it; Forced Retreat waits for its copies; the Krebiz Monolith goes with its terrain
    assert [c.label for c in events if not c.discard_after_use and c.duration is None and c.id not in says_destroyed] == []


def test_card_play_terms_monsters_hazards_luck_and_occurrences_say_where_they_go(catalog: Catalog) -> None:
    # v2.1 MONSTER / HAZARD / LUCK / OCCURRENCE CARDS: the card defines where it is played.
    # A printing whose text is not in our data (numbers typed from the checklist) is placed by the players.
    scripted = [c for c in catalog if c.source != CHECKLIST_TEXT_UNKNOWN]
    assert [c.label for c in scripted if c.primary_type in PLAYED_TO_OR_AGAINST and c.placement is None] == []
    assert any(c.primary_type in PLAYED_TO_OR_AGAINST and c.placement is None for c in catalog if c not in scripted)


def test_empire_cards_each_empire_file_holds_only_its_empire(catalog: Catalog) -> None:
    by_file = {Path(path).name: [] for path in catalog.sources.values()}
    for card_id, path in catalog.sources.items():
        by_file[Path(path).name].append(catalog[card_id])
    assert {catalog.empire(c.empire).name for c in by_file["argonian.json"]} == {ARGONIAN}
    assert {catalog.empire(c.empire).name for c in by_file["krebiz.json"]} == {KREBIZ}
    assert all(c.is_generic for name in ("generic-terrain.json", "generic-units.json") for c in by_file[name])
    assert all(catalog.affiliation(c) in (Affiliation.MINOR, Affiliation.ALLIED) for c in by_file["minor-empires.json"])


# --- the printed cards of the 1994 Basic Sets -----------------------------------------------


def test_printed_cards_the_basic_set_files_hold_only_printed_cards_of_their_group(catalog: Catalog) -> None:
    by_file: dict[str, list[Card]] = {}
    for card_id, path in catalog.sources.items():
        by_file.setdefault(Path(path).name, []).append(catalog[card_id])
    basic = {name: cards for name, cards in by_file.items() if name.startswith("basic-set-")}
    # 133 and 2 reference cards: 135; and 7 later printings of the same cards in the community decks (issue 38)
    assert sum(len(c.printings) for cards in basic.values() for c in cards) == 133 + 7
    assert all(c.is_printed and c.printings for cards in basic.values() for c in cards)
    for empire, name in ((ARGONIAN, "basic-set-argonian.json"), (KREBIZ, "basic-set-krebiz.json")):
        assert {catalog.empire(c.empire).name for c in basic[name]} == {empire}
    assert all(c.is_generic for c in basic["basic-set-terrain.json"])


def test_printed_cards_no_designed_card_carries_a_printed_title(catalog: Catalog, lackey_data: LackeyData) -> None:
    # Issue 15: a card whose title is a printed card becomes that card (the invented
    # Argonian Heavy Cruiser S7 is gone; the printed S6 Typhoon stands). A designed card
    # whose title was printed in any set (the community's card list names every printing)
    # is renamed "... (designed)": it keeps its invented numbers and rules for the tests
    # and bots that use them, and no printed title carries numbers nobody printed.
    printed = _printed_titles(lackey_data.carddata)
    assert len(printed) > 2000  # the whole card list was read
    clashes = [
        c.label
        for c in catalog
        if not c.is_printed and c.provenance.value == "designed" and (c.title.lower() in printed or c.name.lower() in printed)
    ]
    assert clashes == []
    designed = [c for c in catalog if c.provenance.value == "designed"]
    assert designed and all(c.name.endswith("(designed)") or c.title.lower() not in printed for c in designed)


def _printed_titles(carddata: Path) -> set[str]:
    """Every printed title of the LackeyCCG card list, whole and by its class (``Class - Name``)."""
    data = read_carddata(carddata)
    assert not data.problems
    titles = set()
    for row in data.rows:
        title = row_title(row).lower()
        titles.add(title)
        titles.add(split_title(title)[0])
    return titles


def test_printed_cards_the_typhoon_is_the_basic_set_a_printing(catalog: Catalog) -> None:
    typhoon = catalog.printing("S6_-_Argonian_Typhoon_Heavy_Cruiser_PE")
    assert typhoon.label == "S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"
    assert typhoon.requirements.notation() == "2 supply + 1 energy" and typhoon.shields == 3
    assert typhoon.weapon_count(WeaponSymbol.PHASER) == 4 and typhoon.weapon_count(WeaponSymbol.HEAVY) == 2
    assert typhoon.origin == "printed PE"
