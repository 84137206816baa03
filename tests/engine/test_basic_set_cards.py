"""The scripted rules of the printed 1994 Basic Set cards, one test or more per card.

Each test is named after the rulebook section the card's rule plays by and uses the card as
printed (``catalog.printing(IMAGE_ID)``). The manual printed cards are played by
``test_cards_have_rules_a_manual_card_is_resolved_by_its_controller_by_hand``; the
mechanics they wait for are in ``docs/rules-coverage.md``.
"""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, guns, ship, terrain
from tests.engine.catalog_scenes import CREW, SUPPLY_ROCK, host, played_against


def printed(image: str):
    return default_catalog().printing(image)


def _in_phase_a(table: Table, turns: int = 2) -> None:
    for _ in range(turns):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


@pytest.mark.parametrize(("image", "expected"), [("H1_-_Dust_Cloud_PE", (1, 0)), ("H2_-_Ion_Storm_PE", (2, 0))])
def test_hazard_cards_deal_their_printed_damage_to_the_unit_they_are_played_against(image: str, expected: tuple[int, int]) -> None:
    table, placed, target = played_against(printed(image).id)
    assert (table.die(target, "shield"), table.die(target, "structure")) == expected
    assert table.card(placed).zone is Zone.DISCARD  # discarded once used


@pytest.mark.parametrize(("image", "expected"), [("E2_-_Nuclear_Mine_PE", (2, 0)), ("E1_-_Explosive_Mine_NE", (1, 0))])
def test_card_damage_is_not_weapons_fire_a_mine_damages_an_enemy_ship_by_card_action(image: str, expected: tuple[int, int]) -> None:
    mine_card = printed(image)
    mine, theirs = host(), host(shields=2)
    table = Table([mine_card, mine, SUPPLY_ROCK], [theirs])
    own = table.put(mine, 0)
    table.put(SUPPLY_ROCK, 0)
    placed = table.put(mine_card, 0, on=own)
    enemy = table.put(theirs, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{placed} 1 at #{own}") is not None  # an enemy unit, not your own
    table.act(f"use #{placed} 1 at #{enemy}")
    assert (table.die(enemy, "shield"), table.die(enemy, "structure")) == expected
    assert mine_card.card_damage == expected[0] + expected[1]  # the printed card damage symbols


def test_hazard_cards_gravity_wave_deals_one_damage_to_every_ship_of_one_fleet() -> None:
    wave = printed("H2_-_Gravity_Wave_PE")
    shielded = host(shields=3)
    table = Table([wave], [shielded, shielded])
    first, second = table.put(shielded, 1), table.put(shielded, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(wave, 0)}")
    assert table.die(first, "shield") == 1 and table.die(second, "shield") == 1
    assert table.find(wave, 0, (Zone.DISCARD,)) is not None


def test_hazard_cards_pulsar_damages_its_target_every_turn_even_a_terrain() -> None:
    pulsar = printed("H3_-_Pulsar_PE")
    rock = terrain(6)
    table = Table([rock], [pulsar])
    target = table.put(rock, 0)
    placed = table.put(pulsar, 1, on=target)
    table.to_phase(Phase.ALLOCATION, 1)  # the pulsar's player's Allocation Phase
    assert table.die(target, "structure") == 1
    assert table.card(placed).in_play and pulsar.duration == 3


def test_equipment_engine_synchronization_lowers_its_ships_energy_requirement_by_one() -> None:
    sync = printed("E3_-_Engine_Synchronization_PE")
    needy = host(requirements={"energy": 2})
    fuel = terrain(3, energy=1)
    table = Table([needy, sync, fuel], [])
    unit = table.put(needy, 0)
    table.put(fuel, 0)
    table.put(sync, 0, on=unit)
    table.fresh_turn(0)
    table.act(f"allocate energy #{unit}")
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged  # 1 energy of 2 was enough


def test_occurrence_cards_early_warning_beacon_makes_five_card_plays_this_turn() -> None:
    beacon = printed("O3_-_Early_Warning_Beacon_PE")
    rocks = [terrain(1), terrain(2), terrain(3), terrain(4), terrain(5)]
    table = Table([beacon, *rocks], [])
    _in_phase_a(table, 3)
    table.act(f"play #{table.hand(beacon, 0)}")
    for rock in rocks[:4]:
        table.act(f"play #{table.hand(rock, 0)}")
    assert table.player(0).plays_used == 5
    assert table.why(f"play #{table.hand(rocks[4], 0)}") is not None  # the sixth is one too many


def test_luck_cards_lucky_crew_action_cancels_a_card_played_against_its_crew() -> None:
    lucky, illness = printed("L1_-_Lucky_Crew_Action_PE"), printed("O1_-_Illness_PE")
    ship_card = host()
    table = Table([illness], [ship_card, CREW, lucky])
    unit = table.put(ship_card, 1)
    crew = table.put(CREW, 1, on=unit)
    _in_phase_a(table)
    played = table.hand(illness, 0)
    table.act(f"play #{played} against #{crew}")
    assert table.game.to_act == 1  # a window for the crew's player
    table.act(f"play #{table.hand(lucky, 1)} on #{crew}")
    table.act(f"choose #{played}")  # the card against the crew it ignores
    assert table.card(played).zone is Zone.DISCARD  # cancelled
    assert table.find(lucky, 1, (Zone.DISCARD,)) is not None  # discarded once used


@pytest.mark.parametrize("with_officer", [True, False])
def test_monster_cards_a_science_officer_suspends_the_monsters_at_its_location(with_officer: bool) -> None:
    # The Narrative Example's rule with the printed NE Science Officer: the rulebook's Small
    # Phaser Eel (the PE printing's own rules: test_basic_set_terrain_and_monsters.py) stops
    # its unit's Phasers unless a science officer is at that location.
    officer, eel = printed("C2_-_Science_Officer_NE"), default_catalog()["small-phaser-eel"]
    gunship, target = ship(4, shields=0, weapons=guns(phasers=2)), host(shields=0)
    table = Table([gunship, officer], [eel, target])
    unit = table.put(gunship, 0)
    if with_officer:
        table.put(officer, 0, on=unit)
    table.put(eel, 1, on=unit)
    enemy = table.put(target, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    if with_officer:
        table.act(f"aim #{enemy}")
        assert table.why(f"fire #{unit} phaser") is None
    else:  # the eel's Phaser block stands: no weapon of the unit can fire
        assert "WEAPONS VOLLEY" in table.why(f"aim #{enemy}").rule
    assert officer.generates.research == 1  # and it produces 1 research each turn
