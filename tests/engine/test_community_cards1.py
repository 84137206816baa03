"""Community cards scripted on the engine's effect kinds (issue 38, h-cards1's share: ships,
bases, crew, equipment, dragons and hazards; ``resources/cards/community-cards1.json``). Each
test plays the printing the decks hold and checks the change its text causes, with a case the
rules refuse or a card without the text that behaves otherwise."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase, Zone, emf, stats
from ge_desktop.rulesets.galactic_empires.events import HandCardSeen
from ge_desktop.rulesets.galactic_empires.stats import immune, strength, weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(8, supply=6, energy=6, ammunition=6, economy=2)
TARGET = ship(9, shields=0)


def _play_phase(table: Table, seat: int = 0) -> None:
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)


# --- v2.1 FLEET TARGETED WEAPONS: the Mechad distortion cannon ---------------------------------


@pytest.mark.parametrize("image", ["S6_-_Mechad_Battlecruiser_PE", "S6_-_Mechad_Command_Cruiser_UE", "S7_-_Mechad_Dreadnought_PE"])
def test_mechad_distortion_cannon_deals_one_damage_to_every_ship_of_one_fleet_once(image: str) -> None:
    subject = printed(image)
    table = Table([subject, POWER], [TARGET, TARGET])
    unit = table.put(subject, 0)
    table.put(POWER, 0)
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    fund(table, unit, {"ammunition": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"fire #{unit} at p1")
    assert table.die(first, "structure") == 1 and table.die(second, "structure") == 1
    assert table.why(f"fire #{unit} at p1").rule == "v2.1 FLEET TARGETED WEAPONS"  # once a turn


# --- printed output: research, terrain modifiers ------------------------------------------------


def test_argonian_rainshower_science_vessel_produces_two_research_while_it_operates() -> None:
    vessel = printed("S3_-_Argonian_Rainshower_Science_Vessel_PE")
    table = Table([vessel, POWER], [])
    unit = table.put(vessel, 0)
    table.put(POWER, 0)
    table.fresh_turn(0)
    assert table.player(0).generated.get(PointType.RESEARCH, 0) == 0  # not operating yet
    fund(table, unit)
    assert table.player(0).generated.get(PointType.RESEARCH, 0) == 2


@pytest.mark.parametrize(("image", "point", "more"), [("B3_-_Space_Station_BE", PointType.SUPPLY, 2), ("S2_-_Fleet_Tug_BE", PointType.ECONOMY, 3)])
def test_space_station_and_fleet_tug_raise_their_terrains_output_while_they_operate(image: str, point: PointType, more: int) -> None:
    subject = printed(image)
    rock = terrain(3, supply=2, energy=2, economy=3)
    table = Table([rock, subject], [])
    ground = table.put(rock, 0)
    placed = table.put(subject, 0, on=ground)
    table.fresh_turn(0)
    before = table.player(0).generated.get(point, 0)
    for need_point, need in subject.requirements.items():
        for _ in range(need):
            table.act(f"allocate {need_point.value} #{placed}")
    assert table.player(0).generated.get(point, 0) - before == more  # Fleet Tug: x2 of 3 economy


# --- refits and equipment ------------------------------------------------------------------------


def test_heavy_weapon_refit_gives_two_heavy_weapons_and_a_ship_at_most_three_from_refits() -> None:
    refit = printed("E6_-_Heavy_Weapon_Refit_2-2_PE")
    gunboat = ship(4, shields=0)
    table = Table([gunboat, refit, refit], [TARGET])
    unit = table.put(gunboat, 0)
    table.put(refit, 0, on=unit)
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.HEAVY) == 2
    _play_phase(table)
    second = table.hand(refit, 0)
    assert "at most 3" in table.why(f"play #{second} on #{unit}").message


def test_sabot_sequencer_doubles_the_damage_of_sabot_fire() -> None:
    sequencer = printed("E6_-_Sabot_Sequencer_PE")
    krebiz = ship(5, shields=0, weapons=guns(heavy=2, heavy_name="Sabot"))
    plain = ship(5, shields=0, weapons=guns(heavy=2, heavy_name="Energy Flux"))
    table = Table([krebiz, plain, sequencer, sequencer, POWER], [TARGET, TARGET])
    armed, other = table.put(krebiz, 0), table.put(plain, 0)
    table.put(sequencer, 0, on=armed)
    table.put(sequencer, 0, on=other)
    assert stats.weapon_damages(table.state, table.card(armed), WeaponSymbol.HEAVY) == [2, 2]
    assert stats.weapon_damages(table.state, table.card(other), WeaponSymbol.HEAVY) == [1, 1]  # only sabots


def test_krebiz_armor_adds_three_strength_to_a_cruiser_not_to_a_lone_capsule() -> None:
    armor = printed("E3_-_Krebiz_Armor_UE")
    cruiser, capsule = default_catalog()["krebiz-claw-heavy-cruiser"], default_catalog()["krebiz-light-capsule"]
    table = Table([armor, cruiser, capsule], [])
    unit = table.put(cruiser, 0)
    lone = table.put(capsule, 0)
    _play_phase(table)
    played = table.hand(armor, 0)
    assert table.why(f"play #{played} on #{lone}") is not None
    before = strength(table.state, table.card(unit))
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert strength(table.state, table.card(unit)) == before + 3


# --- crew ----------------------------------------------------------------------------------------


def test_doctor_discards_an_illness_at_its_location_and_keeps_new_ones_out() -> None:
    doctor, illness = printed("C2_-_Doctor_BE"), printed("O5_-_Illness_2-2_PE")
    home, sick = ship(5, shields=0), card("C", 3, "Sick Crew")
    table = Table([doctor, home, sick], [illness])
    unit = table.put(home, 0)
    patient = table.put(sick, 0, on=unit)
    _play_phase(table, 1)
    bad = table.hand(illness, 1)
    table.act(f"play #{bad} against #{patient}")
    settle(table)
    assert table.card(bad).in_play
    _play_phase(table, 0)
    played = table.hand(doctor, 0)
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.card(bad).zone is Zone.DISCARD  # the illness at its location is discarded
    _play_phase(table, 1)
    again = table.hand(illness, 1)
    assert table.why(f"play #{again} against #{patient}") is not None  # and none can be played there


# --- dragons and scouts ---------------------------------------------------------------------------


def test_scintillating_dragoness_cannot_be_harmed_by_weapons_fire() -> None:
    dragoness = printed("D1_-_Scintillating_Dragoness_2-2_PE")
    gunner = ship(6, shields=0, weapons=guns(phasers=4))
    table = Table([gunner], [dragoness, TARGET])
    gun = table.put(gunner, 0)
    light, other = table.put(dragoness, 1), table.put(TARGET, 1)
    assert immune(table.state, table.card(light), "weapons fire") and not immune(table.state, table.card(other), "weapons fire")
    table.to_phase(Phase.WEAPONS_FIRE)
    if table.why(f"aim #{light}") is None:
        table.volley(f"#{light}", f"#{gun} phaser 2")
        settle(table)
    table.volley(f"#{other}", f"#{gun} phaser 2")
    settle(table)
    assert table.die(light, "structure") == 0 and table.die(other, "structure") == 2


def test_pot_scout_cruiser_looks_at_a_random_hand_card_instead_of_its_research_point() -> None:
    scout = printed("S5_-_P.O.T._Scout_Cruiser_NE")
    secret, other = card("T", 2, "Secret Rock"), card("T", 3, "Other Rock")
    table = Table([POWER, scout], [secret, other])
    table.put(POWER, 0)
    unit = table.put(scout, 0)
    table.hand(secret, 1)
    table.hand(other, 1)
    fund(table, unit)
    assert table.player(0).pool.get(PointType.RESEARCH) == 1
    events = table.act(f"use #{unit} 1")
    assert HandCardSeen(1, 0) in events and table.player(0).pool.get(PointType.RESEARCH, 0) == 0
    assert "at most once per turn" in table.why(f"use #{unit} 1").message


# --- hazards --------------------------------------------------------------------------------------


def test_alfven_wave_deals_two_damage_to_every_ship_of_one_fleet_and_is_discarded() -> None:
    wave = printed("H6_-_Alfven_Wave_UE")
    planet = terrain(4)
    table = Table([wave], [TARGET, TARGET, planet])
    first, second, ground = table.put(TARGET, 1), table.put(TARGET, 1), table.put(planet, 1)
    _play_phase(table)
    played = table.hand(wave, 0)
    table.act(f"play #{played}")
    settle(table)
    while table.state.choice is not None:
        table.act(table.game.legal_actions()[0].notation())
        settle(table)
    assert table.die(first, "structure") == 2 and table.die(second, "structure") == 2
    assert table.die(ground, "structure") == 0  # ships only
    assert table.card(played).zone is Zone.DISCARD


def test_crab_pulsar_deals_two_damage_each_turn_for_three_turns_even_to_terrain() -> None:
    pulsar = printed("H6_-_Crab_Pulsar_PE")
    planet = terrain(9)
    table = Table([pulsar], [planet])
    ground = table.put(planet, 1)
    _play_phase(table)
    played = table.hand(pulsar, 0)
    table.act(f"play #{played} against #{ground}")
    settle(table)
    seen = []
    for _ in range(4):
        table.fresh_turn(0)
        settle(table)
        seen.append(table.die(ground, "structure"))
    assert seen == [2, 4, 6, 6], seen
    assert table.card(played).zone is Zone.DISCARD


# --- Council of Six ships: occurrence cards have no effect on their stack -------------------------

COUNCIL = [
    "S5_-_Command_Destroyer_-_Council_of_Six_Tribe_Destroyer_Pro6",
    "S6_-_Medium_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6",
    "S7_-_Command_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6",
    "S2_-_Council_of_Six_Tribe_Patrol_Ship_Pro6",
    "S3_-_Council_of_Six_Tribe_Escort_Pro6",
]


@pytest.mark.parametrize("image", COUNCIL)
def test_council_of_six_ships_no_occurrence_card_may_be_played_to_their_stack(image: str) -> None:
    subject, illness = printed(image), printed("O5_-_Illness_2-2_PE")
    crew, plain = card("C", 3, "Council Crew"), ship(5, shields=0)
    table = Table([illness], [subject, crew, crew, plain, POWER])
    unit = table.put(subject, 1)
    table.put(POWER, 1)
    aboard = table.put(crew, 1, on=unit)
    other_crew = table.put(crew, 1, on=table.put(plain, 1))
    fund(table, unit, seat=1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(illness, 0)
    assert "occurrence cards have no effect" in table.why(f"play #{played} against #{aboard}").message
    assert table.why(f"play #{played} against #{other_crew}") is None  # a crew on another ship


# --- Patrol Ships: back to the owner's hand when discarded ----------------------------------------


@pytest.mark.parametrize(
    "image",
    ["S1_-_Bolaar_Patrol_Ship_Pir", "S1_-_Corporate_Pirate_Patrol_Ship_Pir", "S1_-_Corporate_Patrol_Ship_AT", "S2_-_Council_of_Six_Tribe_Patrol_Ship_Pro6"],
)
def test_patrol_ships_go_back_to_their_owners_hand_when_destroyed(image: str) -> None:
    patrol = printed(image)
    gunner = ship(6, shields=0, weapons=guns(phasers=8))
    plain = ship(2, shields=0)
    table = Table([gunner], [patrol, plain])
    gun = table.put(gunner, 0)
    unit, other = table.put(patrol, 1), table.put(plain, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 8")
    settle(table)
    assert table.card(unit).zone is Zone.HAND and table.card(unit).seat == 1
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{other}", f"#{gun} phaser 8")
    settle(table)
    assert table.card(other).zone is Zone.DISCARD  # a ship without the text


def test_council_escort_intercepts_damage_dealt_to_a_strong_ship_taking_two_for_each_point() -> None:
    escort_card = printed("S3_-_Council_of_Six_Tribe_Escort_Pro6")
    for big, asked in ((ship(8, shields=0), True), (ship(6, shields=0), False)):
        gunship = ship(4, shields=0, weapons=guns(phasers=2))
        table = Table([gunship], [big, escort_card])
        gun, target, escort = table.put(gunship, 0), table.put(big, 1), table.put(escort_card, 1)
        table.to_phase(Phase.WEAPONS_FIRE)
        table.volley(f"#{target}", f"#{gun} phaser 2")
        assert table.legal(f"use #{escort} 1") is asked  # only a ship of strength 7 or more
        if asked:
            table.act(f"use #{escort} 1")
            settle(table)
            assert table.die(target, "structure") == 0
            assert table.die(escort, "shield") + table.die(escort, "structure") == 4  # 2 for each point taken over


# --- a terrain-base whose Shields take card damage; a Distribution Nodes refit ---------------------


def test_vektrean_asteroid_outpost_shields_take_card_damage_before_its_structure() -> None:
    pulsar, outpost = printed("H6_-_Crab_Pulsar_PE"), printed("T-B5_-_Vektrean_Asteroid_Outpost_PE")
    rock = terrain(5)
    for target_card, shield, structure in ((outpost, 2, 0), (rock, 0, 2)):
        table = Table([pulsar], [target_card])
        ground = table.put(target_card, 1)
        _play_phase(table)
        played = table.hand(pulsar, 0)
        table.act(f"play #{played} against #{ground}")
        settle(table)
        table.fresh_turn(0)
        settle(table)
        assert (table.die(ground, "shield"), table.die(ground, "structure")) == (shield, structure)  # a plain terrain: no Shields


@pytest.mark.parametrize(("image", "extra"), [("E9_-_Distribution_Nodes_UE", 1), ("E5_-_Distribution_Nodes_PE", 2)])
def test_distribution_nodes_give_a_mechad_ship_extra_nodes_and_a_ship_without_nodes_none(image: str, extra: int) -> None:
    nodes_card = printed(image)
    mechad = ship(5, shields=0, nodes=2, empire="Mechad Holdfast")
    other = ship(5, shields=0)
    table = Table([nodes_card, nodes_card, mechad, other], [], empires=["Mechad Holdfast"])
    unit, plain = table.put(mechad, 0), table.put(other, 0)
    _play_phase(table)
    played = table.hand(nodes_card, 0)
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert emf.nodes(table.state, table.card(unit)) == 2 + extra  # E9: 1 more, as its text says (not the 3 symbols printed)
    table.put(nodes_card, 0, on=plain)
    assert emf.nodes(table.state, table.card(plain)) == 0  # no Mechad ship: no field to power


# --- minesweepers: a reaction that cancels a mine's explosion ----------------------------------------


@pytest.mark.parametrize("image", ["S4_-_Corporate_Minesweeper_PE", "S4_-_P.O.T._Minesweeper_NE"])
def test_minesweepers_as_a_reaction_cancel_an_enemy_mine_explosion_but_no_other_equipment(image: str) -> None:
    sweeper, mine = printed(image), default_catalog()["nuclear-mine"]
    zap = {"kind": "damage", "trigger": "card_action", "target": "chosen_card", "target_types": ["S"], "amount": 1}
    other_gear = card("E", 3, "Tractor Gear", effects=[zap])
    carrier, target = ship(6, shields=0), ship(6, shields=2)
    table = Table([carrier, mine, other_gear, POWER], [sweeper, target, POWER])
    own = table.put(carrier, 0)
    bomb, gear = table.put(mine, 0, on=own), table.put(other_gear, 0, on=own)
    sweep, enemy = table.put(sweeper, 1), table.put(target, 1)
    table.put(POWER, 1)
    fund(table, sweep, seat=1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{gear} 1 at #{enemy}")
    assert not table.legal(f"use #{sweep} 1")  # not a mine
    settle(table)
    assert table.die(enemy, "shield") == 1
    table.act(f"use #{bomb} 1 at #{enemy}")
    assert table.legal(f"use #{sweep} 1")
    table.act(f"use #{sweep} 1")
    settle(table)
    assert table.die(enemy, "shield") == 1 and table.card(bomb).zone is Zone.DISCARD  # the mine did nothing


# --- Police Headquarters: pirates no stronger than it stay off its fleet's terrain --------------------

RAID = [{"kind": "move_against_terrain", "trigger": "continuous", "target": "self"}]


def test_police_headquarters_keeps_pirate_ships_of_its_strength_or_less_off_its_fleets_terrain() -> None:
    station = printed("B4_-_Police_Headquarters_Pir")
    weak_pirate, strong_pirate = card("S", 4, "Raiding Pirate Ship", effects=RAID), card("S", 5, "Big Pirate Ship", effects=RAID)
    raider = card("S", 3, "Vicious Raider", effects=RAID)
    planet, home = terrain(5, supply=2), terrain(6)
    table = Table([weak_pirate, strong_pirate, raider], [planet, home, station])
    weak, strong, plain = table.put(weak_pirate, 0), table.put(strong_pirate, 0), table.put(raider, 0)
    ground = table.put(planet, 1)
    table.put(station, 1, on=table.put(home, 1))
    table.fresh_turn(0)
    problem = table.why(f"move #{weak} against #{ground}")
    assert problem is not None and "Police Headquarters" in problem.message  # a pirate of strength 4: refused
    assert table.why(f"move #{strong} against #{ground}") is None  # stronger than the station
    assert table.why(f"move #{plain} against #{ground}") is None  # no pirate
