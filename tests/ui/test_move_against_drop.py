"""v2.1 SHIP MOVEMENT against an opponent's terrain on the table: the assist lights the
opponent's terrain while a ship that may raid is carried, and a drop there plays the move."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.actions import MoveShip
from ge_desktop.ui import assist
from tests.engine.builders import Table, effect, ship, terrain

RAIDER = ship(5, effects=[effect("move_against_terrain", trigger="continuous", target="self")])
PLAIN = ship(5)
ROCK = terrain(3, supply=2)


def test_ship_movement_dropping_a_raider_on_an_opponents_terrain_moves_it_against_it() -> None:
    table = Table([RAIDER, PLAIN], [ROCK])
    rock = table.put(ROCK, 1)
    raider, plain = table.put(RAIDER, 0), table.put(PLAIN, 0)
    table.fresh_turn(0)
    lit = assist.destinations(table.game, raider)
    assert lit.moves.get(rock) == MoveShip(raider, rock, against=True)
    assert rock not in assist.destinations(table.game, plain)  # no card lets it raid
    action = assist.drop_action(table.state, raider, rock)
    assert action == MoveShip(raider, rock, against=True)
    table.game.play(action)
    assert table.card(raider).parent == rock
