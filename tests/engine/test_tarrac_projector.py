"""v2.1 TARRAC PROJECTOR (card-facts item 240): 1 ammunition gives 1 damage, and while the
Aqaaran unit acts as a base each Tarrac also deals 1 structural damage that ignores Shields
and Armor. Played with the printed Aqaaran units of resources/cards/aqaaran.json."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase
from tests.engine.builders import Table, catalog_card, ship, terrain

FIGHTER_BASE = catalog_card("aqaaran-fighter-base")  # B3/S1: played as a base, 1 Tarrac Projector
DESTROYER = catalog_card("aqaaran-destroyer")  # S4/B3: played as a ship, 1 Tarrac Projector
ROCK = terrain(4, ammunition=2, energy=3, supply=2)
TARGET = ship(6, shields=3, armor=2, name="Tarrac Test Target")


def _armed(table: Table, unit: int) -> None:
    table.fresh_turn(0)
    for point, count in table.card(unit).info.requires.items():
        for _ in range(count):
            table.act(f"allocate {point.value} #{unit}")
    table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)


def test_tarrac_projector_on_a_unit_acting_as_a_base_adds_structural_damage() -> None:
    assert FIGHTER_BASE.weapons[-1].name == "Tarrac Projector" and FIGHTER_BASE.types[0].value == "B"
    table = Table([ROCK, FIGHTER_BASE], [TARGET])
    rock = table.put(ROCK, 0)
    base = table.put(FIGHTER_BASE, 0, on=rock)
    target = table.put(TARGET, 1)
    _armed(table, base)
    table.volley(f"#{target}", f"#{base} heavy")
    # 1 to the Shields, and 1 structural that passes Shields and Armor
    assert (table.die(target, "shield"), table.die(target, "structure"), table.die(target, "armor")) == (1, 1, 0)


def test_tarrac_projector_on_a_unit_acting_as_a_ship_is_an_ordinary_heavy_weapon() -> None:
    table = Table([ROCK, DESTROYER], [TARGET])
    table.put(ROCK, 0)
    craft = table.put(DESTROYER, 0)
    target = table.put(TARGET, 1)
    _armed(table, craft)
    table.volley(f"#{target}", f"#{craft} heavy")
    assert (table.die(target, "shield"), table.die(target, "structure")) == (1, 0)
