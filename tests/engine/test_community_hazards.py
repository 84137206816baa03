"""Community hazards and monsters scripted on the engine's effect kinds (issue 38, h-hazards'
share; ``resources/cards/community-hazards.json``). Each test plays the printing the decks hold
and checks the change its text causes, with a case its text rules out."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

TARGET = ship(9, shields=0)
SHIELDED = ship(9, shields=2)
BASE = card("B", 6, shields=0)
GROUND = terrain(4)


def _play_phase(table: Table, seat: int = 0) -> None:
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)


def _play(table: Table, hazard_image: str) -> int:
    played = table.hand(printed(hazard_image), 0)
    _play_phase(table)
    table.act(f"play #{played}")
    settle(table)
    return played


# --- spread_damage: a minefield's points placed one at a time on any opponents' ships -------


def test_small_minefield_places_its_three_points_one_by_one_on_opponent_ships_only() -> None:
    table = Table([printed("H3_-_Small_Minefield_UE"), TARGET], [TARGET, SHIELDED, GROUND])
    own = table.put(TARGET, 0)
    first, second, ground = table.put(TARGET, 1), table.put(SHIELDED, 1), table.put(GROUND, 1)
    mines = _play(table, "H3_-_Small_Minefield_UE")
    assert table.state.choice is not None
    assert not table.legal(f"choose #{own}")  # your own ships are safe
    assert not table.legal(f"choose #{ground}")  # ships only
    assert not table.legal("choose skip")  # the damage must all be placed
    table.act(f"choose #{first}")
    table.act(f"choose #{second}")
    assert table.die(first, "structure") == 0  # nothing lands until every point is placed
    table.act(f"choose #{second}")
    assert table.state.choice is None
    assert table.die(first, "structure") == 1
    assert table.die(second, "shield") == 2 and table.die(second, "structure") == 0  # the two points land as one hit: Shields first
    assert table.die(own, "structure") == 0
    assert table.card(mines).zone is Zone.DISCARD and table.card(mines).spread == []


def test_large_minefield_spreads_six_points_over_the_ships_of_several_opponents() -> None:
    table = Table([printed("H6_-_Large_Minefield_UE")], [TARGET], [TARGET])
    east, west = table.put(TARGET, 1), table.put(TARGET, 2)
    mines = _play(table, "H6_-_Large_Minefield_UE")
    for pick in (east, east, east, east, west, west):
        table.act(f"choose #{pick}")
    assert table.die(east, "structure") == 4 and table.die(west, "structure") == 2
    assert table.card(mines).zone is Zone.DISCARD


def test_minefield_with_no_opponent_ship_does_nothing_and_is_discarded() -> None:
    table = Table([printed("H3_-_Small_Minefield_UE")], [BASE])
    base = table.put(BASE, 1)
    mines = _play(table, "H3_-_Small_Minefield_UE")
    assert table.state.choice is None
    assert table.die(base, "structure") == 0
    assert table.card(mines).zone is Zone.DISCARD


def test_nova_does_one_damage_to_each_of_four_different_opposing_bases_or_ships() -> None:
    table = Table([printed("H4_-_Nova_Left_PE")], [TARGET, TARGET, TARGET, BASE, TARGET, GROUND])
    units = [table.put(TARGET, 1), table.put(TARGET, 1), table.put(TARGET, 1), table.put(BASE, 1), table.put(TARGET, 1)]
    ground = table.put(GROUND, 1)
    nova = _play(table, "H4_-_Nova_Left_PE")
    assert not table.legal(f"choose #{ground}")  # never terrain
    table.act(f"choose #{units[3]}")
    assert not table.legal(f"choose #{units[3]}")  # each card once
    for pick in units[:3]:
        table.act(f"choose #{pick}")
    assert [table.die(u, "structure") for u in units] == [1, 1, 1, 1, 0]
    assert table.card(nova).zone is Zone.DISCARD


def test_nova_with_fewer_targets_than_its_strength_damages_each_once() -> None:
    table = Table([printed("H4_-_Nova_Right_PE")], [TARGET, TARGET])
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    _play(table, "H4_-_Nova_Right_PE")
    table.act(f"choose #{first}")
    table.act(f"choose #{second}")
    assert table.state.choice is None
    assert table.die(first, "structure") == 1 and table.die(second, "structure") == 1


def test_temporal_ion_storm_does_three_damage_to_one_ship_or_base_in_each_opponent_fleet() -> None:
    table = Table([printed("H6_-_Temporal_Ion_Storm_TG"), TARGET], [TARGET, TARGET], [BASE])
    own = table.put(TARGET, 0)
    east, other, base = table.put(TARGET, 1), table.put(TARGET, 1), table.put(BASE, 2)
    storm = _play(table, "H6_-_Temporal_Ion_Storm_TG")
    assert not table.legal(f"choose #{own}")
    table.act(f"choose #{east}")
    assert not table.legal(f"choose #{other}")  # one in each opponent's fleet
    table.act(f"choose #{base}")
    assert table.state.choice is None
    assert (table.die(east, "structure"), table.die(other, "structure"), table.die(base, "structure")) == (3, 0, 3)
    assert table.card(storm).zone is Zone.DISCARD


# --- requirement_damage: Power Outage ----------------------------------------------------------

HUNGRY = ship(9, shields=3, requirements={"energy": 2, "supply": 1})
NO_ENERGY = ship(9, shields=0, requirements={"supply": 2})
LIGHT = ship(9, shields=0, requirements={"energy": 1})


def test_power_outage_deals_structural_damage_equal_to_the_units_engagement_energy_each_turn_for_five_turns() -> None:
    table = Table([printed("H5_-_Power_Outage_Pir")], [HUNGRY])
    victim = table.put(HUNGRY, 1)
    outage = table.hand(printed("H5_-_Power_Outage_Pir"), 0)
    _play_phase(table)
    table.act(f"play #{outage} against #{victim}")
    settle(table)
    assert table.die(victim, "structure") == 0  # nothing on the turn it is played
    seen = []
    for _ in range(3):
        table.fresh_turn(0)
        settle(table)
        seen.append((table.die(victim, "structure"), table.die(victim, "shield")))
    assert seen == [(2, 0), (4, 0), (6, 0)]  # 2 energy to engage: 2 a turn, past its 3 Shields


def test_power_outage_lasts_as_many_turns_as_its_strength_and_spares_a_unit_needing_no_energy() -> None:
    table = Table([printed("H5_-_Power_Outage_Pir"), printed("H5_-_Power_Outage_Pir")], [LIGHT, NO_ENERGY])
    victim, spared = table.put(LIGHT, 1), table.put(NO_ENERGY, 1)
    first = table.hand(printed("H5_-_Power_Outage_Pir"), 0)
    _play_phase(table)
    table.act(f"play #{first} against #{victim}")
    settle(table)
    second = table.hand(printed("H5_-_Power_Outage_Pir"), 0)
    table.act(f"play #{second} against #{spared}")
    settle(table)
    seen = []
    for _ in range(6):
        table.fresh_turn(0)
        settle(table)
        seen.append(table.die(victim, "structure"))
    assert seen == [1, 2, 3, 4, 5, 5]  # five turns, then gone
    assert table.card(first).zone is Zone.DISCARD
    assert table.die(spared, "structure") == 0  # it needs no energy to engage


# --- no_terrain_protection: Plasma Vortex ------------------------------------------------------

FLUX_SHIP = ship(4, shields=0, weapons=guns(phasers=1, heavy=2))
AMMO_ROCK = terrain(3, ammunition=2)
ROCK = terrain(6)
OUTPOST = card("B", 3, "Vortex Base", shields=1)


def test_plasma_vortex_on_a_base_lets_weapons_fire_at_its_terrain_for_one_turn() -> None:
    vortex_card = printed("H3_-_Plasma_Vortex_PoM")
    table = Table([vortex_card, FLUX_SHIP, AMMO_ROCK], [ROCK, OUTPOST])
    flux = table.put(FLUX_SHIP, 0)
    table.put(AMMO_ROCK, 0)
    rock = table.put(ROCK, 1)
    base = table.put(OUTPOST, 1, on=rock)
    vortex = table.hand(vortex_card, 0)
    table.fresh_turn(0)
    table.act(f"allocate ammunition #{flux}")
    table.to_phase(Phase.PLAY_A)
    assert not table.legal(f"play #{vortex} against #{rock}")  # played on a base only
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{rock}").rule == "v2.1 BASE CARDS"  # the base protects its terrain
    table.fresh_turn(0)
    table.act(f"allocate ammunition #{flux}")
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{vortex} against #{base}")
    settle(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{rock}", f"#{flux} heavy")
    assert table.die(rock, "structure") == 1  # the vortex's turn: the terrain is fired at
    table.fresh_turn(0)
    settle(table)
    assert table.card(vortex).zone is Zone.DISCARD
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{rock}").rule == "v2.1 BASE CARDS"  # protected again


# --- halt_monster: Monster Halt -----------------------------------------------------------------

BITER = card("M", 3, "Halt Test Biter", effects=[{"kind": "damage", "trigger": "allocation", "target_types": ["S"], "amount": 1}])
GNAWER = card("M", 3, "Halt Test Gnawer", effects=[{"kind": "damage", "trigger": "allocation", "target_types": ["S"], "amount": 1}])
PREY = ship(9, shields=0)


def test_monster_halt_stops_one_opposing_monster_and_may_switch_to_another_each_turn() -> None:
    halt_card = printed("A5_-_Monster_Halt_TG")
    table = Table([halt_card, BITER, PREY, PREY], [BITER, GNAWER, PREY])
    first_prey, second_prey, their_ship = table.put(PREY, 0), table.put(PREY, 0), table.put(PREY, 1)
    mine = table.put(BITER, 0, on=their_ship)
    biter, gnawer = table.put(BITER, 1, on=first_prey), table.put(GNAWER, 1, on=second_prey)
    table.fresh_turn(1)
    assert (table.die(first_prey, "structure"), table.die(second_prey, "structure")) == (1, 1)  # both monsters bite
    halt = table.hand(halt_card, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert not table.legal(f"play #{halt} on #{their_ship}")  # on a monster of yours only
    table.act(f"play #{halt} on #{mine}")
    settle(table)
    assert not table.legal(f"choose #{mine}")  # an opposing monster
    table.act(f"choose #{biter}")
    table.fresh_turn(1)
    assert (table.die(first_prey, "structure"), table.die(second_prey, "structure")) == (1, 2)  # the biter has stopped
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{halt} 1 at #{gnawer}")
    settle(table)
    assert table.card(halt).halts == gnawer
    table.fresh_turn(1)
    assert (table.die(first_prey, "structure"), table.die(second_prey, "structure")) == (2, 2)  # now the gnawer has


def test_monster_halt_ends_when_the_friendly_monster_it_is_on_leaves_play() -> None:
    halt_card = printed("A5_-_Monster_Halt_TG")
    table = Table([halt_card, BITER, PREY], [BITER, PREY])
    prey, their_ship = table.put(PREY, 0), table.put(PREY, 1)
    mine = table.put(BITER, 0, on=their_ship)
    biter = table.put(BITER, 1, on=prey)
    halt = table.hand(halt_card, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{halt} on #{mine}")
    settle(table)
    table.act(f"choose #{biter}")
    assert table.card(biter).halted_by == halt
    before = table.die(prey, "structure")
    table.fresh_turn(1)
    assert table.die(prey, "structure") == before  # halted
    leave_play(table.state, table.card(mine), LeaveReason.DISCARDED, [])
    assert table.card(halt).zone is not Zone.PLAY
    table.fresh_turn(1)
    assert table.die(prey, "structure") == before + 1  # the biter works again
