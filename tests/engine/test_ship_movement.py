"""v2.1 SHIP MOVEMENT and *[Changing location]* (card-facts §2.4 item 58, §2.6 item 79)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase
from tests.engine.builders import Table, card, ship, terrain

HULL = ship(4)
FREIGHTER = card("S", 1, "Moving Freighter", modifiers=[{"scope": "card", "op": "add", "point": "economy", "amount": 1}])


def test_ship_movement_once_each_allocation_phase_to_a_terrain_or_into_space() -> None:
    near, far = terrain(3, supply=1), terrain(4, supply=1)
    table = Table([near, far, HULL])
    first, second = table.put(near, 0), table.put(far, 0)
    unit = table.put(HULL, 0, on=first)
    table.fresh_turn(0)
    table.act(f"move #{unit} to #{second}")
    assert table.card(unit).parent == second
    assert "already moved" in table.why(f"move #{unit} to space").message
    table.fresh_turn(0)
    table.act(f"move #{unit} to space")
    assert table.card(unit).parent is None and unit in table.player(0).roots


def test_ship_movement_only_in_the_allocation_phase_before_points_are_allocated() -> None:
    rock = terrain(3, economy=1)
    table = Table([rock, HULL])
    base = table.put(rock, 0)
    unit = table.put(HULL, 0)
    table.fresh_turn(0)
    table.act("declare supply")
    assert "before the first point" in table.why(f"move #{unit} to #{base}").message
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"move #{unit} to #{base}").rule == "v2.1 PLAYER TURN SEQUENCE"


def test_changing_location_only_ships_and_dragons_move_and_only_onto_your_terrain() -> None:
    rock = terrain(3)
    station = card("B", 3, "Immobile Base", shields=1)
    table = Table([rock, rock, station, HULL], [rock])
    mine, other = table.put(rock, 0), table.put(rock, 0)
    base = table.put(station, 0, on=mine)
    theirs = table.put(rock, 1)
    unit = table.put(HULL, 0)
    table.fresh_turn(0)
    assert table.why(f"move #{base} to #{other}") is not None
    assert "not a terrain of your fleet" in table.why(f"move #{unit} to #{theirs}").message
    assert table.legal(f"move #{unit} to #{other}")


def test_ship_movement_moving_a_freighter_moves_its_terrain_modifier() -> None:
    first_world, second_world = terrain(3, economy=1), terrain(4, economy=1)
    table = Table([first_world, second_world, FREIGHTER, FREIGHTER])
    first, second = table.put(first_world, 0), table.put(second_world, 0)
    table.put(FREIGHTER, 0, on=first)
    boat = table.put(FREIGHTER, 0, on=first)
    table.fresh_turn(0)
    assert table.player(0).pool == {PointType.ECONOMY: 3}  # (1 + greatest 1) + 1
    table.act(f"move #{boat} to #{second}")
    assert table.player(0).pool == {PointType.ECONOMY: 4}  # (1 + 1) + (1 + 1)


def test_ship_movement_never_onto_a_terrain_in_the_ships_own_stack() -> None:
    # Sandbox play can put a terrain on a ship; moving the ship onto it would make a loop.
    rock = terrain(3)
    table = Table([rock, HULL])
    unit = table.put(HULL, 0)
    carried = table.put(rock, 0, on=unit)
    table.fresh_turn(0)
    assert "own stack" in table.why(f"move #{unit} to #{carried}").message
    assert table.card(carried).parent == unit and table.card(unit).parent is None
