"""Printed 1994 Basic Set cards, part C: research production, terrain output, hazards,
monsters and occurrences. Each test is named after the rulebook section the card's rule
plays by and uses the card as printed (``catalog.printing(IMAGE_ID)``); the mechanics are
``produce``, ``suppress_output``, ``play_restriction`` and ``return_on_expiry`` (the
output kinds, ``resolvers/output.py``) and the rule modules they name.
"""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Phase
from ge_desktop.engine.points import active_for, fleet_output
from tests.engine.builders import Table, ship, terrain
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
