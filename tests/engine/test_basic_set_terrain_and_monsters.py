"""Printed 1994 Basic Set cards, part C: research production, terrain output, hazards,
monsters and occurrences. Each test is named after the rulebook section the card's rule
plays by and uses the card as printed (``catalog.printing(IMAGE_ID)``); the mechanics are
``produce``, ``suppress_output``, ``play_restriction`` and ``return_on_expiry`` (the
output kinds, ``resolvers/output.py``) and the rule modules they name.
"""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone, stats
from ge_desktop.rulesets.galactic_empires.points import active_for, fleet_output
from ge_desktop.rulesets.galactic_empires.rules.weapons import hq_protected
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.catalog_scenes import CREW, SUPPLY_ROCK, host

RESEARCH = PointType.RESEARCH


def printed(image: str):
    return default_catalog().printing(image)


def _in_phase_a(table: Table, turns: int = 2) -> None:
    for _ in range(turns):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


# --- research production by cards on other cards -------------------------------------------


def test_ability_cards_logic_makes_its_crew_produce_two_research_each_turn() -> None:
    logic = printed("A2_-_Logic_NE")
    unit_card = ship(4, shields=0)
    table = Table([unit_card, CREW, logic], [])
    unit = table.put(unit_card, 0)
    crew = table.put(CREW, 0, on=unit)
    table.put(logic, 0, on=crew)
    table.fresh_turn(0)
    assert table.player(0).pool.get(RESEARCH, 0) == 2
    output = dict(fleet_output(table.state, 0, active_for(table.state, 0)))
    assert output[crew] == {RESEARCH: 2}  # the crew produces them, not the ability card


def test_ability_cards_logic_goes_only_on_a_crew_or_a_dragon() -> None:
    logic = printed("A2_-_Logic_NE")
    unit_card = ship(4, shields=0)
    table = Table([unit_card, CREW, logic], [])
    unit = table.put(unit_card, 0)
    crew = table.put(CREW, 0, on=unit)
    _in_phase_a(table)
    played = table.hand(logic, 0)
    assert table.why(f"play #{played} on #{unit}") is not None  # a ship is no crew
    assert table.why(f"play #{played} on #{crew}") is None


def test_equipment_cards_laboratory_and_radial_dish_produce_their_research_each_turn() -> None:
    lab, dish = printed("E2_-_Laboratory_PE"), printed("E3_-_Radial_Dish_NE")
    unit_card, rock = ship(4, shields=0), terrain(3)
    table = Table([unit_card, rock, lab, dish], [])
    unit = table.put(unit_card, 0)
    ground = table.put(rock, 0)
    table.put(lab, 0, on=unit)
    table.put(dish, 0, on=ground)  # a Radial Dish may also go on a terrain
    table.fresh_turn(0)
    assert table.player(0).pool.get(RESEARCH, 0) == 2 + 3


def test_equipment_cards_radial_dish_goes_on_a_ship_base_or_terrain_not_a_crew() -> None:
    dish = printed("E3_-_Radial_Dish_NE")
    unit_card, rock = ship(4, shields=0), terrain(3)
    table = Table([unit_card, rock, CREW, dish], [])
    unit = table.put(unit_card, 0)
    ground = table.put(rock, 0)
    crew = table.put(CREW, 0, on=unit)
    _in_phase_a(table)
    played = table.hand(dish, 0)
    assert table.why(f"play #{played} on #{crew}") is not None
    assert table.why(f"play #{played} on #{ground}") is None


def test_equipment_cards_a_probe_makes_its_working_ship_produce_research_equal_to_its_strength() -> None:
    probe = printed("E1_-_Probe_PE")
    fuel = terrain(3, energy=2)
    needy = ship(4, shields=0, requirements={"energy": 1})
    table = Table([needy, fuel, probe], [])
    unit = table.put(needy, 0)
    table.put(fuel, 0)
    table.put(probe, 0, on=unit)
    table.fresh_turn(0)
    assert table.player(0).pool.get(RESEARCH, 0) == 0  # the ship has not got its energy yet
    table.act(f"allocate energy #{unit}")
    assert table.player(0).generated.get(RESEARCH, 0) == probe.strength == 1  # now it works


def test_equipment_cards_a_probe_on_a_ship_left_without_its_points_produces_nothing() -> None:
    probe = printed("E1_-_Probe_PE")
    needy = ship(4, shields=0, requirements={"energy": 1})
    table = Table([needy, probe], [])
    unit = table.put(needy, 0)
    table.put(probe, 0, on=unit)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.player(0).generated.get(RESEARCH, 0) == 0


# --- terrain output -------------------------------------------------------------------------


def _played_terrain(subject, *others) -> tuple[Table, int]:
    """p0 plays a terrain card in Play Cards Phase A of its second turn."""
    table = Table([subject, *others], [])
    _in_phase_a(table)
    played = table.hand(subject, 0)
    table.act(f"play #{played}")
    return table, played


def _outputs(table: Table, played: int, point: PointType, turns: int) -> list[int]:
    """p0's pool of ``point`` in each of its next ``turns`` Allocation Phases (0 once the card is gone)."""
    seen = []
    for _ in range(turns):
        table.fresh_turn(0)
        seen.append(table.player(0).pool.get(point, 0))
    return seen


def test_terrain_cards_biruks_comet_produces_research_equal_to_its_strength_for_as_many_turns() -> None:
    comet = printed("T2_-_Biruks_Comet_PE")
    table, played = _played_terrain(comet)
    assert _outputs(table, played, RESEARCH, 3) == [2, 2, 0]
    assert table.card(played).zone is Zone.DISCARD  # its two turns are over


def test_terrain_cards_ionized_particle_field_output_falls_by_one_each_turn_then_it_goes() -> None:
    field = printed("T2_-_Ionized_Particle_Field_PE")
    table, played = _played_terrain(field)
    assert _outputs(table, played, PointType.ENERGY, 5) == [4, 3, 2, 1, 0]
    assert table.card(played).zone is Zone.DISCARD


def test_record_keeping_step_roms_comet_goes_back_to_the_hand_while_bosheegh_is_in_play() -> None:
    comet, bosheegh = printed("T3_-_Periodic_Comet_-_Roms_Comet_NE"), printed("T3_-_Bosheegh_Minor_Planet_NE")
    table = Table([comet, bosheegh], [])
    table.put(bosheegh, 0)
    _in_phase_a(table)
    played = table.hand(comet, 0)
    table.act(f"play #{played}")
    assert _outputs(table, played, RESEARCH, 3)[:3] == [3, 3, 3]  # its three turns, producing
    assert table.card(played).zone is Zone.HAND


def test_record_keeping_step_roms_comet_without_bosheegh_is_discarded_when_its_time_is_up() -> None:
    comet = printed("T3_-_Periodic_Comet_-_Roms_Comet_NE")
    table, played = _played_terrain(comet)
    _outputs(table, played, RESEARCH, 3)
    assert table.card(played).zone is Zone.DISCARD


def test_terrain_cards_captured_moon_goes_only_onto_a_planet_system_or_star_and_adds_its_strength() -> None:
    moon = printed("T2_-_Captured_Moon_NE")
    planet, asteroid = card("T", 3, "Test Barren Planet"), printed("T1_-_Large_Asteroid_PE")
    table = Table([planet, asteroid, moon], [])
    world = table.put(planet, 0)
    rock = table.put(asteroid, 0)
    _in_phase_a(table)
    played = table.hand(moon, 0)
    assert table.why(f"play #{played} on #{rock}") is not None  # an asteroid is no planet
    table.act(f"play #{played} on #{world}")
    assert stats.strength(table.state, table.card(world)) == 3 + 2  # one terrain, combined
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.ECONOMY, 0) == 1  # its own output joins the planet's


def test_terrain_output_modifiers_commercial_outpost_adds_supply_and_economy_to_its_terrain() -> None:
    outpost = printed("B1_-_Commercial_Outpost_PE")
    rock = terrain(3, supply=2)
    fuel = terrain(1, energy=1)
    table = Table([rock, fuel, outpost], [])
    ground = table.put(rock, 0)
    table.put(fuel, 0)
    table.put(outpost, 0, on=ground)
    table.fresh_turn(0)
    pool = table.player(0).pool
    assert (pool.get(PointType.SUPPLY, 0), pool.get(PointType.ECONOMY, 0)) == (0 + 2, 0)  # not yet operating
    table.act(f"allocate energy #{table.find(outpost, 0, (Zone.PLAY,)).id}")
    assert table.player(0).generated.get(PointType.SUPPLY) == 3 and table.player(0).generated.get(PointType.ECONOMY) == 1


def test_terrain_output_modifiers_fleet_freighter_adds_two_economy_while_it_operates() -> None:
    freighter = printed("S1_-_Fleet_Freighter_Left_PE")
    rock = terrain(3, supply=2, energy=1)
    table = Table([rock, freighter], [])
    ground = table.put(rock, 0)
    placed = table.put(freighter, 0, on=ground)
    table.fresh_turn(0)
    assert table.player(0).generated.get(PointType.ECONOMY, 0) == 0  # not operating yet
    table.act(f"allocate supply #{placed}")
    table.act(f"allocate energy #{placed}")
    assert table.player(0).generated.get(PointType.ECONOMY, 0) == 2


# --- hazards, monsters and occurrences as targets ---------------------------------------------

GUNSHIP = ship(4, shields=0, weapons=guns(phasers=3, heavy=2))


def _against_gunship(image: str, target_card=None) -> tuple[Table, int, int, int]:
    """p0 plays the card against p1's unit (a strength-6 ship, no Shields unless given);
    p1 also has a gunship (3 Phasers, 2 armed heavy weapons). Returns (table, card, unit, gunship)."""
    subject = printed(image)
    target_card = target_card or host()
    table = Table([subject], [target_card, GUNSHIP, SUPPLY_ROCK])
    unit = table.put(target_card, 1)
    gun = table.put(GUNSHIP, 1)
    table.put(SUPPLY_ROCK, 1)
    _in_phase_a(table)
    played = table.hand(subject, 0)
    table.act(f"play #{played} against #{unit}")
    while table.state.window is not None or table.state.choice is not None:
        table.step()
    return table, played, unit, gun


def _to_p1_fire(table: Table, gun: int) -> None:
    if not (table.game.phase is Phase.ALLOCATION and table.state.active == 1):
        table.fresh_turn(1)
    for _ in range(2):
        table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)


def test_standard_targets_supersonic_flow_deals_two_a_turn_until_heavy_weapons_destroy_it() -> None:
    table, flow, unit, gun = _against_gunship("H2_-_Supersonic_Flow_NE")
    assert table.card(flow).in_play  # it stays: its card says what removes it
    table.fresh_turn(0)
    assert table.die(unit, "structure") == 2  # each of its player's turns
    _to_p1_fire(table, gun)
    table.act(f"aim #{flow}")
    assert "heavy" in table.why(f"fire #{gun} phaser 3").message  # Phasers cannot hurt it
    table.act(f"fire #{gun} heavy 2")
    table.act("done")
    while table.state.window is not None:
        table.step()
    assert table.card(flow).zone is Zone.DISCARD


def test_standard_targets_a_hazard_that_does_not_say_it_is_destroyed_by_damage_is_no_target() -> None:
    table, pulsar, unit, gun = _against_gunship("H3_-_Pulsar_PE")
    _to_p1_fire(table, gun)
    assert "STANDARD TARGETS" in table.why(f"aim #{pulsar}").rule


def test_hazard_cards_magnetic_cloud_switches_off_shields_and_heavy_weapons_of_its_ship() -> None:
    shielded = ship(5, shields=4, weapons=guns(phasers=1, heavy=1))
    table, cloud, unit, gun = _against_gunship("H3_-_Magnetic_Cloud_NE", shielded)
    assert stats.shields(table.state, table.card(unit)) == 0
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.HEAVY) is not None
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is None


def test_standard_targets_magnetic_cloud_three_heavy_points_from_outside_destroy_it() -> None:
    heavy_gun = ship(4, shields=0, weapons=guns(heavy=3))
    cloud_card = printed("H3_-_Magnetic_Cloud_NE")
    target = host()
    table = Table([cloud_card], [target, heavy_gun, SUPPLY_ROCK])
    unit = table.put(target, 1)
    gun = table.put(heavy_gun, 1)
    table.put(SUPPLY_ROCK, 1)
    _in_phase_a(table)
    played = table.hand(cloud_card, 0)
    table.act(f"play #{played} against #{unit}")
    table.fresh_turn(1)
    for _ in range(3):
        table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{played}")
    table.act(f"fire #{gun} heavy 3")
    table.act("done")
    while table.state.window is not None:
        table.step()
    assert table.card(played).zone is Zone.DISCARD
    assert stats.shields(table.state, table.card(unit)) == target.shields  # its Shields work again


def _settle(table: Table) -> None:
    while table.state.window is not None or table.state.choice is not None:
        table.step()


def test_monster_cards_web_crawlers_feed_on_their_prey_which_cannot_fire_at_them() -> None:
    prey_card = ship(6, shields=0, weapons=guns(phasers=2))
    table, crawlers, prey, gun = _against_gunship("M1_-_Sextaraan_Web_Crawlers_NE", prey_card)
    assert table.card(crawlers).in_play  # "discarded after use": once it or its prey is destroyed
    table.fresh_turn(0)
    assert table.die(prey, "structure") == 2
    table.fresh_turn(1)
    assert "trapped" in table.why(f"move #{prey} to space").message  # the prey stays put
    assert "trapped" not in table.why(f"move #{gun} to space").message  # (that one is only in space already)
    _to_p1_fire(table, gun)
    table.act(f"aim #{crawlers}")
    assert "caught" in table.why(f"fire #{prey} phaser 1").message  # the prey may not fire at them
    assert table.why(f"fire #{gun} heavy 1") is not None  # only Phaser damage destroys them
    table.act(f"fire #{gun} phaser 1")
    table.act("done")
    _settle(table)
    assert table.card(crawlers).zone is Zone.DISCARD


def test_monster_cards_small_phaser_eel_soaks_up_its_units_phasers_and_dies_to_one_other_weapon_point() -> None:
    table, eel, unit, gun = _against_gunship("M1_-_Small_Phaser_Eel_PE", GUNSHIP)
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is not None
    _to_p1_fire(table, unit)
    table.act(f"aim #{eel}")
    assert table.why(f"fire #{gun} phaser 1") is not None  # Phasers cannot damage it
    table.act(f"fire #{unit} heavy 1")
    table.act("done")
    _settle(table)
    assert table.card(eel).zone is Zone.DISCARD
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is None


def test_monster_cards_vymezies_particle_silences_a_weak_terrain_and_hits_a_ship_each_turn() -> None:
    particle = printed("M2_-_Vymezies_Particle_NE")
    weak, strong, victim = terrain(2, supply=2), terrain(3, energy=2), host()
    table = Table([particle], [weak, strong, victim, GUNSHIP])
    low = table.put(weak, 1)
    high = table.put(strong, 1)
    unit = table.put(victim, 1)
    gun = table.put(GUNSHIP, 1)
    _in_phase_a(table)
    played = table.hand(particle, 0)
    assert table.why(f"play #{played} against #{high}") is not None  # only a terrain of strength 2 or less
    table.act(f"play #{played} against #{low}")
    _settle(table)
    table.fresh_turn(0)  # its player's Record Keeping: 2 damage to a ship of that fleet
    _settle(table)
    assert table.die(unit, "structure") + table.die(gun, "structure") == 2
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.SUPPLY, 0) == 0 and table.player(1).pool.get(PointType.ENERGY) == 2
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{played}")
    table.act(f"fire #{gun} phaser 2")  # 2 damage points destroy it
    table.act("done")
    _settle(table)
    assert table.card(played).zone is Zone.DISCARD
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.SUPPLY, 0) == 2  # the terrain produces again


def test_monster_cards_invinco_guardian_goes_on_the_weakest_ship_and_takes_its_damage() -> None:
    guardian = printed("M3_-_Invinco_Guardian_PE")
    weak, strong = host(strength=3), host(strength=6)
    shooter = ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([weak, strong, guardian], [shooter])
    small = table.put(weak, 0)
    big = table.put(strong, 0)
    gun = table.put(shooter, 1)
    _in_phase_a(table)
    played = table.hand(guardian, 0)
    assert table.why(f"play #{played} on #{big}") is not None  # not the weakest ship of the fleet
    table.act(f"play #{played} on #{small}")
    _settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{small}", f"#{gun} phaser 2")
    _settle(table)
    assert (table.die(played, "structure"), table.die(small, "structure")) == (2, 0)  # all on the guardian
    table.volley(f"#{big}", f"#{gun} phaser 1")
    _settle(table)
    assert table.die(big, "structure") == 1  # it guards its own ship only


def test_monster_cards_invinco_guardian_once_destroyed_passes_the_rest_to_the_ship() -> None:
    guardian = printed("M3_-_Invinco_Guardian_PE")
    weak = host(strength=4)
    shooter = ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([weak, guardian], [shooter])
    small = table.put(weak, 0)
    placed = table.put(guardian, 0, on=small)
    gun = table.put(shooter, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{small}", f"#{gun} phaser 5")
    _settle(table)
    assert table.card(placed).zone is Zone.DISCARD and table.die(small, "structure") == 5 - guardian.strength


def test_standard_targets_scandig_blob_silences_its_terrain_and_only_hazard_damage_destroys_it() -> None:
    blob = printed("M3_-_Scandig_Blob_NE")
    rock = terrain(3, supply=2)
    hail = card("H", 3, "Test Meteor Hail", placement={"mode": "on_or_against", "target_types": ["M"]}, discard_after_use=True,
                effects=[{"kind": "damage", "target_types": ["M"], "amount": 3}])
    rumour = card("O", 3, "Test Bad Rumour", placement={"mode": "on_or_against", "target_types": ["M"]}, discard_after_use=True,
                  effects=[{"kind": "damage", "target_types": ["M"], "amount": 3}])
    heavy_gun = ship(4, shields=0, weapons=guns(heavy=3))
    table = Table([blob], [rock, heavy_gun, SUPPLY_ROCK, rumour, hail])
    ground = table.put(rock, 1)
    gun = table.put(heavy_gun, 1)
    table.put(SUPPLY_ROCK, 1)
    _in_phase_a(table)
    played = table.hand(blob, 0)
    table.act(f"play #{played} against #{ground}")
    _settle(table)
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.SUPPLY, 0) == 3  # the Supply Rock only
    table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(rumour, 1)} against #{played}")
    _settle(table)
    assert table.die(played, "structure") == 0  # an occurrence's damage does nothing to it
    table.act(f"play #{table.hand(hail, 1)} against #{played}")
    _settle(table)
    assert table.card(played).zone is Zone.DISCARD  # hazard damage equal to its strength
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.SUPPLY, 0) == 5


def test_standard_targets_scandig_blob_is_no_weapons_target() -> None:
    table, blob, ground, gun = _against_gunship("M3_-_Scandig_Blob_NE", terrain(3, supply=2))
    _to_p1_fire(table, gun)
    assert "STANDARD TARGETS" in table.why(f"aim #{blob}").rule


def test_monster_cards_shield_fiend_takes_every_shield_but_not_on_a_ship_with_an_invinco_guardian() -> None:
    fiend, guardian = printed("M3_-_Shield_Fiend_PE"), printed("M3_-_Invinco_Guardian_PE")
    shielded, guarded = host(shields=3), host(shields=3, strength=2)
    table = Table([fiend], [shielded, guarded, guardian])
    bare = table.put(shielded, 1)
    kept = table.put(guarded, 1)
    table.put(guardian, 1, on=kept)
    _in_phase_a(table)
    played = table.hand(fiend, 0)
    assert table.why(f"play #{played} against #{kept}") is not None
    table.act(f"play #{played} against #{bare}")
    _settle(table)
    assert table.die(bare, "shield") == 3 and table.card(played).zone is Zone.DISCARD


def test_occurrence_cards_breakdown_stops_weapons_until_the_turn_after_one_repair_point() -> None:
    breakdown = printed("O1_-_Breakdown_PE")
    target = ship(4, shields=0, weapons=guns(phasers=2))
    fixer = terrain(3, repair=1)
    table = Table([breakdown], [target, fixer])
    unit = table.put(target, 1)
    table.put(fixer, 1)
    _in_phase_a(table)
    played = table.hand(breakdown, 0)
    table.act(f"play #{played} against #{unit}")
    _settle(table)
    assert table.card(played).in_play
    table.fresh_turn(1)
    table.act(f"allocate repair #{played}")  # its strength (1) in repair points removes it...
    assert table.why(f"allocate repair #{played}") is not None  # (already repaired)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is not None  # ...the turn after
    table.fresh_turn(0)
    assert table.card(played).zone is Zone.DISCARD
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is None


def test_damaging_the_sector_hq_a_ship_under_a_divergent_anomaly_does_not_protect_it() -> None:
    anomaly = printed("H1_-_Divergent_Anomaly_PE")
    lone = host()
    gunner = ship(4, shields=0, weapons=guns(phasers=2))
    table = Table([anomaly, gunner], [lone])
    table.put(gunner, 0)
    unit = table.put(lone, 1)
    _in_phase_a(table)
    assert hq_protected(table.state, Seat(1))  # by its ship
    played = table.hand(anomaly, 0)
    table.act(f"play #{played} against #{unit}")
    _settle(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1") is None
    table.fresh_turn(0)  # one complete turn later it is gone
    assert table.card(played).zone is Zone.DISCARD
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1") is not None


def test_terrain_cards_plasma_field_played_as_a_terrain_produces_two_energy() -> None:
    field = printed("T-H2_-_Plasma_Field_PE")
    table, played = _played_terrain(field)
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.ENERGY, 0) == 2
    assert table.why(f"allocate research #{played}") is not None  # as a terrain it is no hazard


def test_hazard_cards_plasma_field_played_as_a_hazard_burns_its_card_until_two_research_points() -> None:
    field = printed("T-H2_-_Plasma_Field_PE")
    victim, lab = host(), terrain(3, research=2)
    table = Table([field], [victim, lab])
    unit = table.put(victim, 1)
    table.put(lab, 1)
    _in_phase_a(table)
    played = table.hand(field, 0)
    table.act(f"play #{played} against #{unit}")
    _settle(table)
    table.fresh_turn(0)
    assert table.die(unit, "structure") == 2 and table.player(0).pool.get(PointType.ENERGY, 0) == 0  # no output as a hazard
    table.fresh_turn(1)
    table.act(f"allocate research #{played}")
    assert table.card(played).in_play  # research equal to its strength (2) is needed
    table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD


def test_base_cards_planetary_shield_goes_only_on_a_planet_moon_or_large_asteroid() -> None:
    shield = printed("B1_-_Planetary_Shield_PE")
    planet, belt = card("T", 3, "Test Ocean Planet"), card("T", 3, "Test Asteroid Belt")
    table = Table([planet, belt, shield], [])
    world = table.put(planet, 0)
    rocks = table.put(belt, 0)
    _in_phase_a(table)
    played = table.hand(shield, 0)
    assert table.why(f"play #{played} on #{rocks}") is not None
    assert table.why(f"play #{played} on #{world}") is None


def test_base_cards_planetary_shield_stops_hazard_damage_to_its_planet_and_the_ancient_ruins() -> None:
    shield, ruins, pulsar = printed("B1_-_Planetary_Shield_PE"), printed("B2_-_Ancient_Ruins_NE"), printed("H3_-_Pulsar_PE")
    planet = card("T", 4, "Test Ocean Planet", generates={"supply": 2})
    hail = card("H", 1, "Test Ruin Hail", placement={"mode": "on_or_against", "target_types": ["B"]}, discard_after_use=True,
                effects=[{"kind": "damage", "target_types": ["B"], "amount": 1}])
    table = Table([pulsar, hail], [planet, shield, ruins])
    world = table.put(planet, 1)
    guard = table.put(shield, 1, on=world)
    old = table.put(ruins, 1, on=world)
    _in_phase_a(table)
    table.act(f"play #{table.hand(pulsar, 0)} against #{world}")
    _settle(table)
    table.act(f"play #{table.hand(hail, 0)} against #{old}")
    _settle(table)
    assert (table.die(guard, "shield"), table.die(old, "structure")) == (1, 0)  # the Ruins are protected
    table.fresh_turn(0)  # p1's Record Keeping regains that Shield point; then the Pulsar's 1 damage
    assert (table.die(guard, "shield"), table.die(world, "structure")) == (1, 0)  # to the planet: on the Shields too


def test_terrain_output_modifiers_ancient_ruins_add_economy_supply_and_research_to_their_terrain() -> None:
    ruins = printed("B2_-_Ancient_Ruins_NE")
    planet = card("T", 4, "Test Ocean Planet", generates={"supply": 2})
    table = Table([planet, ruins], [])
    world = table.put(planet, 0)
    table.put(ruins, 0, on=world)
    table.fresh_turn(0)
    pool = table.player(0).pool
    assert (pool.get(PointType.ECONOMY), pool.get(PointType.SUPPLY), pool.get(RESEARCH)) == (1, 3, 1)


def test_occurrence_cards_forced_retreat_sends_a_weak_ship_and_its_cards_back_to_the_hand() -> None:
    retreat = printed("O3_-_Forced_Retreat_PE")
    small = host(strength=3)
    table = Table([retreat], [small, CREW])
    unit = table.put(small, 1)
    crew = table.put(CREW, 1, on=unit)
    _in_phase_a(table)
    played = table.hand(retreat, 0)
    table.act(f"play #{played} against #{unit}")
    _settle(table)
    assert (table.card(unit).zone, table.card(crew).zone) == (Zone.HAND, Zone.HAND)
    assert table.card(played).zone is Zone.DISCARD


def test_occurrence_cards_forced_retreats_add_their_strengths_against_a_stronger_ship() -> None:
    retreat = printed("O3_-_Forced_Retreat_PE")
    big = host(strength=5)
    table = Table([retreat, retreat], [big])
    unit = table.put(big, 1)
    _in_phase_a(table)
    first = table.hand(retreat, 0)
    table.act(f"play #{first} against #{unit}")
    _settle(table)
    assert table.card(unit).in_play and table.card(first).in_play  # 3 is not enough: it waits
    second = table.find(retreat, 0, (Zone.DECK, Zone.HAND)).id
    table.hand(retreat, 0)
    table.act(f"play #{second} against #{unit}")
    _settle(table)
    assert table.card(unit).zone is Zone.HAND  # 3 + 3 >= 5
    assert table.card(first).zone is Zone.DISCARD and table.card(second).zone is Zone.DISCARD


def test_occurrence_cards_breakdown_also_stops_the_units_equipment() -> None:
    breakdown, mine = printed("O1_-_Breakdown_PE"), printed("E2_-_Nuclear_Mine_PE")
    plating = card("E", 1, "Test Shield Plating", passive=True, effects=[{"kind": "add_shields", "trigger": "continuous", "amount": 2}])
    carrier, enemy = host(), host()
    table = Table([breakdown, enemy], [carrier, mine, plating])
    unit = table.put(carrier, 1)
    placed = table.put(mine, 1, on=unit)
    table.put(plating, 1, on=unit)
    theirs = table.put(enemy, 0)
    assert stats.shields(table.state, table.card(unit)) == 2
    _in_phase_a(table)
    table.act(f"play #{table.hand(breakdown, 0)} against #{unit}")
    _settle(table)
    assert stats.shields(table.state, table.card(unit)) == 0  # the plating does not work
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    assert "breakdown" in table.why(f"use #{placed} 1 at #{theirs}").message  # nor the mine's card action


def test_standard_targets_a_card_destroyed_by_damage_names_its_strength_as_the_amount() -> None:
    # hazard_targets: the damage die counts to the card's strength, so the two must agree
    found = [(c.label, e.amount, c.strength) for c in default_catalog() for e in c.effects if e.kind == "destroyed_by" and e.point == "damage"]
    assert len(found) >= 6 and all(amount == strength for _, amount, strength in found), found


# --- Rat Infestation ---------------------------------------------------------------------------


def test_monster_cards_rat_infestation_weakens_the_crew_and_raises_the_supply_needed() -> None:
    rats = printed("M2_-_Rat_Infestation_NE")
    needy = host(requirements={"supply": 1})
    strong_crew, weak_crew = card("C", 3, "Test Rat Bosun"), card("C", 1, "Test Rat Cabin Boy")
    table = Table([rats], [needy, strong_crew, weak_crew, SUPPLY_ROCK])
    unit = table.put(needy, 1)
    big = table.put(strong_crew, 1, on=unit)
    small = table.put(weak_crew, 1, on=unit)
    table.put(SUPPLY_ROCK, 1)
    _in_phase_a(table)
    table.act(f"play #{table.hand(rats, 0)} against #{unit}")
    _settle(table)
    assert (stats.strength(table.state, table.card(big)), stats.strength(table.state, table.card(small))) == (2, 1)  # never below 1
    assert stats.requirements(table.state, table.card(unit)) == {PointType.SUPPLY: 1 + 2}
    table.fresh_turn(1)
    for _ in range(2):
        table.act(f"allocate supply #{unit}")
    assert not stats.requirements_met(table.card(unit), table.state)  # 3 supply now, not 2
    table.act(f"allocate supply #{unit}")
    assert stats.requirements_met(table.card(unit), table.state)


def test_monster_cards_rat_infestation_is_removed_by_as_many_transporter_operations_as_its_strength() -> None:
    rats, beamer_card = printed("M2_-_Rat_Infestation_NE"), printed("E2_-_Transporter_PE")
    infested, other_card = host(), host(strength=4)
    table = Table([rats], [infested, beamer_card, other_card, CREW])
    unit = table.put(infested, 1)
    beamer = table.put(beamer_card, 1, on=unit)
    other = table.put(other_card, 1)
    crew = table.put(CREW, 1, on=unit)
    _in_phase_a(table)
    played = table.hand(rats, 0)
    table.act(f"play #{played} against #{unit}")
    _settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{beamer} 1 at #{other}")
    table.act(f"choose #{crew}")
    _settle(table)
    assert table.card(played).in_play and table.die(played, "transport") == 1  # 1 of its strength (2)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{beamer} 1 at #{other}")
    _settle(table)
    assert table.card(played).zone is Zone.DISCARD


def test_hazard_cards_plasma_field_against_a_terrain_is_a_hazard_not_part_of_that_terrain() -> None:
    field = printed("T-H2_-_Plasma_Field_PE")
    rock = terrain(5, supply=2)
    heavy_gun = ship(4, shields=0, weapons=guns(heavy=1))
    table = Table([field, heavy_gun, SUPPLY_ROCK], [rock])
    ground = table.put(rock, 1)
    gun = table.put(heavy_gun, 0)
    table.put(SUPPLY_ROCK, 0)
    _in_phase_a(table)
    played = table.hand(field, 0)
    table.act(f"play #{played} against #{ground}")
    _settle(table)
    assert stats.unit_of(table.state, table.card(played)) is table.card(played)
    assert stats.strength(table.state, table.card(ground)) == 5  # not combined: terrain on terrain
    table.fresh_turn(0)
    assert table.die(ground, "structure") == 2  # it burns the terrain (card damage that may)
    table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert "STANDARD TARGETS" in table.why(f"aim #{played}").rule  # research removes it, not weapons
