"""v2.1 KREBIZ CAPITALIST ALLIANCE (card-facts §2.17 items 251-255) with the printed Premiere
capsules, cruisers and Krebiz Armor of Basic Set A."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires import DieKind, Phase
from ge_desktop.rulesets.galactic_empires.config import Variant
from ge_desktop.rulesets.galactic_empires.stats import shields, strength, unit_of, weapon_count
from tests.engine.builders import Table, terrain

CATALOG = default_catalog()
LIGHT = CATALOG.printing("S1_-_Krebiz_Light_Capsule_PE")
MEDIUM = CATALOG.printing("S1_-_Krebiz_Medium_Capsule_PE")
HEAVY = CATALOG.printing("S2_-_Krebiz_Heavy_Capsule_PE")
PINCER = CATALOG.printing("S3_-_Krebiz_Pincer_Destroyer_PE")
CLAW = CATALOG.printing("S5_-_Krebiz_Claw_Heavy_Cruiser_PE")
ARMOR = CATALOG.printing("E1_-_Krebiz_Armor_PE")
ROCK = terrain(6, supply=4, energy=4)


def _table(*mine, variant: Variant = Variant.STANDARD) -> Table:
    table = Table([*mine, ROCK], []) if variant is Variant.STANDARD else Table([*mine, ROCK], variant=variant, players=2)
    table.put(ROCK, 0)
    return table


def _phase_a(table: Table, turns: int = 3) -> None:
    for _ in range(turns):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def test_krebiz_a_capsule_played_onto_its_cruiser_makes_one_ship_of_summed_strength() -> None:
    table = _table(PINCER, LIGHT)
    cruiser = table.put(PINCER, 0)
    _phase_a(table)
    capsule = table.hand(LIGHT, 0)
    table.act(f"play #{capsule} on #{cruiser}")
    unit = unit_of(table.state, table.card(capsule))
    assert unit.id == cruiser
    assert strength(table.state, unit) == PINCER.strength + LIGHT.strength
    assert shields(table.state, unit) == PINCER.shields + LIGHT.shields
    assert weapon_count(table.state, unit, WeaponSymbol.PHASER) == 2


def test_krebiz_a_capsule_joins_only_the_cruisers_it_names() -> None:
    table = _table(CLAW, LIGHT, HEAVY)
    claw = table.put(CLAW, 0)
    _phase_a(table)
    light, heavy = table.hand(LIGHT, 0), table.hand(HEAVY, 0)
    assert table.why(f"play #{light} on #{claw}").rule == "v2.1 KREBIZ CAPITALIST ALLIANCE"  # a light capsule: Pincer or Clipper
    assert table.legal(f"play #{heavy} on #{claw}")


def test_krebiz_only_one_cruiser_and_one_capsule_combine() -> None:
    table = _table(PINCER, LIGHT, MEDIUM)
    cruiser = table.put(PINCER, 0)
    table.put(LIGHT, 0, on=cruiser)
    _phase_a(table)
    medium = table.hand(MEDIUM, 0)
    assert "only one cruiser and one capsule" in table.why(f"play #{medium} on #{cruiser}").message
    assert table.legal(f"play #{medium}")  # on its own, it is a ship


def test_krebiz_separating_is_a_card_play_and_spreads_the_damage() -> None:
    table = _table(CLAW, HEAVY)
    cruiser = table.put(CLAW, 0)
    capsule = table.put(HEAVY, 0, on=cruiser)
    _phase_a(table)
    unit = table.card(cruiser)
    unit.dice[DieKind.SHIELD] = CLAW.shields + 1  # Shield damage stays Shield damage
    unit.dice[DieKind.STRUCTURE] = 5  # the Claw (S5) holds 4 without being destroyed; 1 goes to the capsule (S2)
    plays = table.player(0).plays_used
    table.act(f"use #{capsule} 2")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(capsule).parent is None and table.card(capsule).in_play
    assert table.player(0).plays_used == plays + 1
    assert (table.die(cruiser, "structure"), table.die(capsule, "structure")) == (4, 1)
    assert (table.die(cruiser, "shield"), table.die(capsule, "shield")) == (CLAW.shields, 1)
    assert strength(table.state, table.card(cruiser)) == CLAW.strength
    assert table.why(f"use #{capsule} 1 at #{cruiser}").rule == "v2.1 KREBIZ CAPITALIST ALLIANCE"  # not rejoined this turn


def test_krebiz_no_split_may_destroy_a_part() -> None:
    table = _table(PINCER, LIGHT)
    cruiser = table.put(PINCER, 0)
    capsule = table.put(LIGHT, 0, on=cruiser)
    _phase_a(table)
    table.card(cruiser).dice[DieKind.STRUCTURE] = 3  # the capsule (S1) cannot take the 1 the Pincer cannot hold
    assert "no split may destroy a part" in table.why(f"use #{capsule} 2").message


def test_krebiz_joining_parts_in_play_costs_a_card_play() -> None:
    table = _table(PINCER, LIGHT)
    cruiser, capsule = table.put(PINCER, 0), table.put(LIGHT, 0)
    _phase_a(table)
    plays = table.player(0).plays_used
    table.card(capsule).dice[DieKind.SHIELD] = 1
    table.act(f"use #{capsule} 1 at #{cruiser}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(capsule).parent == cruiser
    assert table.die(cruiser, "shield") == 1 and table.die(capsule, "shield") == 0  # the damage sits on the combined ship
    assert table.player(0).plays_used == plays + 1
    table.player(0).plays_used = 3
    assert "Card Play" in table.why(f"use #{capsule} 2").message  # separating is one too


def test_krebiz_armor_goes_on_a_cruiser_never_on_a_capsule() -> None:
    table = _table(PINCER, LIGHT, ARMOR)
    cruiser = table.put(PINCER, 0)
    capsule = table.put(LIGHT, 0, on=cruiser)
    _phase_a(table)
    armor = table.hand(ARMOR, 0)
    assert "never on a capsule" in table.why(f"play #{armor} on #{capsule}").message
    table.act(f"play #{armor} on #{cruiser}")
    while table.state.window is not None:
        table.act("pass")
    assert strength(table.state, table.card(cruiser)) == PINCER.strength + LIGHT.strength + 1


def test_removing_cards_from_play_a_ship_whose_armor_leaves_with_its_damage_at_strength_is_destroyed() -> None:
    clipper = CATALOG.printing("S2_-_Krebiz_Clipper_Frigate_Left_PE")
    table = _table(clipper, ARMOR)
    ship = table.put(clipper, 0)
    armor = table.put(ARMOR, 0, on=ship)
    _phase_a(table)
    table.card(ship).dice[DieKind.STRUCTURE] = 2  # strength 2 + 1 from the Armor: it stands
    assert strength(table.state, table.card(ship)) == 3
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{armor}")
    while table.state.window is not None:
        table.act("pass")
    assert not table.card(ship).in_play  # 2 damage on a strength-2 ship


def _fund(table: Table, *cards: int) -> None:
    """A fresh turn of p0 whose points fund only ``cards``; then its first Card Play phase."""
    table.fresh_turn(0)
    for card in cards:
        for point, need in table.card(card).info.requires.items():
            for _ in range(need):
                table.act(f"allocate {point.value} #{card}")
    table.act("done")
    while table.state.window is not None:
        table.act("pass")
    assert table.state.phase is Phase.PLAY_A


def test_krebiz_a_combination_funded_for_one_part_only_is_separated_in_the_first_card_play_phase() -> None:
    table = _table(CLAW, HEAVY)
    cruiser = table.put(CLAW, 0)
    capsule = table.put(HEAVY, 0, on=cruiser)
    for _ in range(2):
        table.fresh_turn(0)
    _fund(table, cruiser, capsule)  # both parts funded: nothing owed
    assert table.why("done") is None and table.card(cruiser).engaged
    table.act("done")
    table.act("done")
    table.act("done")
    _fund(table, capsule)  # only the capsule's energy: the cruiser's supply is missing
    problem = table.why("done")
    assert problem is not None and problem.rule == "v2.1 KREBIZ CAPITALIST ALLIANCE" and f"use #{capsule} 2" in problem.message
    plays = table.player(0).plays_used
    table.act(f"use #{capsule} 2")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(capsule).parent is None and table.player(0).plays_used == plays + 1
    assert table.card(capsule).engaged and not table.card(cruiser).engaged  # the funded part fights on its own
    assert table.why("done") is None
    _fund(table)  # a later turn, nothing funded: two ships apart owe nothing
    table.act(f"use #{capsule} 1 at #{cruiser}")  # joined again (a Card Play)
    while table.state.window is not None:
        table.act("pass")
    assert table.card(capsule).parent == cruiser
    assert table.why("done") is None  # neither part funded: nothing to separate
    _fund(table, cruiser)  # only the cruiser this time: the capsule leaves, the cruiser fights
    assert table.why("done").rule == "v2.1 KREBIZ CAPITALIST ALLIANCE"
    table.act(f"use #{capsule} 2")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(cruiser).engaged and not table.card(capsule).engaged
    assert table.why("done") is None


def _resolve(table: Table, action: str) -> None:
    table.act(action)
    while table.state.window is not None:
        table.act("pass")


@pytest.mark.parametrize("variant", [Variant.STANDARD, Variant.BASIC])
@pytest.mark.parametrize("phase", [Phase.PLAY_A, Phase.PLAY_B])
def test_krebiz_a_capsule_played_onto_its_engaged_cruiser_owes_no_separation(variant: Variant, phase: Phase) -> None:
    """v2.1 L1231 asks for separation when the combination *received* points for one part
    only (an allocation fact); B94: a part played onto an engaged part makes "the
    combination fully Engaged". The capsule got no points because it was not in play."""
    table = _table(CLAW, HEAVY, variant=variant)
    cruiser = table.put(CLAW, 0)
    for _ in range(2):
        table.fresh_turn(0)
    _fund(table, cruiser)
    table.to_phase(phase)
    _resolve(table, f"play #{table.hand(HEAVY, 0)} on #{table.card(cruiser).id}")
    assert table.card(cruiser).engaged  # the combined ship fights
    assert table.why("done") is None
    table.act("done")
    table.to_phase(Phase.PLAY_B)
    assert table.why("done") is None


@pytest.mark.parametrize("variant", [Variant.STANDARD, Variant.BASIC])
def test_krebiz_a_combination_the_allocation_funded_for_one_part_only_is_separated_in_the_phase_the_rules_name(variant: Variant) -> None:
    """v2.1: in the first Card Play Phase (Phase A); B94: in "a card play phase of that
    turn", so Phase A may end and Phase B waits for it."""
    table = _table(CLAW, HEAVY, variant=variant)
    cruiser = table.put(CLAW, 0)
    capsule = table.put(HEAVY, 0, on=cruiser)
    for _ in range(2):
        table.fresh_turn(0)
    _fund(table, capsule)  # the capsule's energy only
    owed = table.why("done")
    if variant is Variant.STANDARD:
        assert owed is not None and owed.rule == "v2.1 KREBIZ CAPITALIST ALLIANCE"
        _resolve(table, f"use #{capsule} 2")
    else:
        assert owed is None
        table.act("done")
        table.to_phase(Phase.PLAY_B)
        owed = table.why("done")
        assert owed is not None and f"use #{capsule} 2" in owed.message
        _resolve(table, f"use #{capsule} 2")
    assert table.card(capsule).engaged and not table.card(cruiser).engaged
    assert table.why("done") is None
