"""v2.1 MINE DEPLOYMENT SYSTEM (card-facts §2.15 item 222) with the printed Tufor Cutter of
Basic Set C and the printed mines."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.systems import system_lines
from tests.engine.builders import Table, ship, terrain

CATALOG = default_catalog()
CUTTER = CATALOG.printing("S3_-_Tufor_Cutter_NE")
MINE = CATALOG.printing("E1_-_Explosive_Mine_NE")
POWER = terrain(6, supply=4, energy=4)
TARGET = ship(9, shields=0)


def _scene(mines: int = 1) -> tuple[Table, int, list[int], int]:
    table = Table([CUTTER, POWER, *[MINE] * mines], [TARGET])
    cutter = table.put(CUTTER, 0)
    table.put(POWER, 0)
    placed = [table.put(MINE, 0, on=cutter) for _ in range(mines)]
    target = table.put(TARGET, 1)
    return table, cutter, placed, target


def _turn(table: Table, cutter: int, mds_supply: int) -> None:
    table.fresh_turn(0)
    for point, need in table.card(cutter).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{cutter}")
    for _ in range(mds_supply):
        table.act(f"allocate supply #{cutter}")
    table.to_phase(Phase.PLAY_A)


def _use(table: Table, mine: int, target: int) -> None:
    table.act(f"use #{mine} 1 at #{target}")
    while table.state.window is not None:
        table.act("pass")


def test_mine_deployment_system_a_switched_on_system_keeps_a_used_mine_on_the_ship() -> None:
    table, cutter, (mine,), target = _scene()
    _turn(table, cutter, 1)
    assert "Mine Deployment System: 1 of 1 on, 1 mine aboard" in system_lines(table.state, table.card(cutter))[0]
    _use(table, mine, target)
    assert table.die(target, "structure") == 1
    assert table.card(mine).in_play and table.card(mine).parent == cutter  # not discarded
    _turn(table, cutter, 1)
    _use(table, mine, target)  # used again the next turn
    assert table.die(target, "structure") == 2


def test_mine_deployment_system_without_its_supply_the_mine_is_discarded_after_use() -> None:
    table, cutter, (mine,), target = _scene()
    _turn(table, cutter, 0)
    _use(table, mine, target)
    assert not table.card(mine).in_play


def test_mine_deployment_system_mines_beyond_the_active_systems_are_discarded() -> None:
    table, cutter, (first, second), target = _scene(2)
    _turn(table, cutter, 1)
    _use(table, first, target)
    _use(table, second, target)
    assert table.card(first).in_play and not table.card(second).in_play


def test_mine_deployment_system_takes_one_supply_per_system_at_most() -> None:
    table, cutter, _, _ = _scene()
    _turn(table, cutter, 0)
    table.fresh_turn(0)
    for point, need in table.card(cutter).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{cutter}")
    table.act(f"allocate supply #{cutter}")  # supply may go in with or without a mine there
    assert table.why(f"allocate supply #{cutter}") is not None  # 1 system: 1 supply
