"""The Basic Set's last printed lines (issue 15): Teamster's x2 supply only on a planet,
moon or system (v2.1 Terrain Output Modifiers); Security Officer going along on a mission
(v2.1 THERE-AND-BACK MISSIONS); Cargo spent as a supply point (v2.1 1 - POINT ALLOCATION
PHASE); Sysop's equipment at a second location; Deviant and the bar tender."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from tests.engine.builders import Table

SUPPLY, ENERGY = PointType.SUPPLY, PointType.ENERGY

TEAMSTER = default_catalog().printing("C4_-_Teamster_NE")
MOON = default_catalog().printing("T3_-_Moon_PE")
SMALL_SYSTEM = default_catalog().printing("T4_-_Small_System_-_Rabuff_Locttoor_PE")
LARGE_ASTEROID = default_catalog().printing("T1_-_Large_Asteroid_PE")


def _pool(table: Table, seat: int = 0) -> dict[PointType, int]:
    return {p: n for p, n in table.player(seat).pool.items() if n}


# --- Teamster: v2.1 Terrain Output Modifiers, on a planet, moon or system only -----------


def test_terrain_output_modifiers_teamster_doubles_the_supply_of_a_moon_or_system() -> None:
    for rock_card, doubled in ((MOON, {SUPPLY: 4, ENERGY: 1}), (SMALL_SYSTEM, {SUPPLY: 2, ENERGY: 2, PointType.AMMUNITION: 1})):
        table = Table([rock_card, TEAMSTER])
        rock = table.put(rock_card, 0)
        table.put(TEAMSTER, 0, on=rock)
        table.fresh_turn(0)
        assert _pool(table) == doubled


def test_terrain_output_modifiers_teamster_does_not_double_an_asteroid() -> None:
    table = Table([LARGE_ASTEROID, TEAMSTER])
    rock = table.put(LARGE_ASTEROID, 0)
    table.put(TEAMSTER, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 2}  # an asteroid is no planet, moon or system
