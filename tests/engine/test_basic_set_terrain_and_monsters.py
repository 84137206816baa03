"""Printed 1994 Basic Set cards, part C: research production, terrain output, hazards,
monsters and occurrences. Each test is named after the rulebook section the card's rule
plays by and uses the card as printed (``catalog.printing(IMAGE_ID)``); the mechanics are
``produce``, ``suppress_output``, ``play_restriction`` and ``return_on_expiry`` (the
output kinds, ``resolvers/output.py``) and the rule modules they name.
"""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Phase, Zone, stats
from ge_desktop.engine.points import active_for, fleet_output
from tests.engine.builders import Table, card, ship, terrain
from tests.engine.catalog_scenes import CREW

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
