"""The 1994 Basic Set's Technician (C3): each turn it provides 1 research point, or doubles
one energy or one repair point it receives (v2.1 1 - POINT ALLOCATION PHASE, REPAIR, CREW
CARDS, CARDS HAVE RULES). Ruling: the point is allocated to the technician and reaches its
own ship, base or terrain twice; the research point it provided goes back."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import DieKind
from tests.engine.builders import Table, card, ship, terrain

TECHNICIAN = default_catalog().printing("C3_-_Technician_PE")
ILLNESS = default_catalog().printing("O1_-_Illness_PE")
PLANET = terrain(4, energy=1, repair=1)
HUNGRY = ship(5, shields=0, requirements={"energy": 2})
COOK = card("C", 2, "Technician Test Cook")

RESEARCH, ENERGY, REPAIR = PointType.RESEARCH, PointType.ENERGY, PointType.REPAIR


def _scene(extra=()):
    table = Table([PLANET, HUNGRY, TECHNICIAN, COOK, *extra], [ILLNESS])
    table.put(PLANET, 0)
    hungry = table.put(HUNGRY, 0, engaged=False)
    tech = table.put(TECHNICIAN, 0, on=hungry)
    return table, hungry, tech


def _pool(table: Table) -> dict[PointType, int]:
    return {p: n for p, n in table.player(0).pool.items() if n}


def test_allocation_technician_provides_one_research_point_each_turn() -> None:
    table, hungry, tech = _scene()
    table.fresh_turn(0)
    assert _pool(table) == {RESEARCH: 1, ENERGY: 1, REPAIR: 1}


def test_allocation_technician_doubles_one_energy_point_for_its_ship_instead_of_its_research() -> None:
    table, hungry, tech = _scene()
    table.fresh_turn(0)
    table.act(f"allocate energy #{tech}")
    assert table.card(hungry).received.get(ENERGY) == 2  # one point, received twice: both requirements
    assert _pool(table) == {REPAIR: 1}  # its research point went back: one thing a turn
    table.act("done")
    assert table.card(hungry).engaged
    table.fresh_turn(0)  # a new turn: it may do it again
    assert table.legal(f"allocate energy #{tech}")


def test_allocation_technician_doubles_one_point_a_turn_only() -> None:
    table, hungry, tech = _scene()
    table.fresh_turn(0)
    table.card(hungry).dice[DieKind.STRUCTURE] = 2  # a repair point would have a use
    table.act(f"allocate energy #{tech}")
    problem = table.why(f"allocate repair #{tech}")
    assert problem is not None and "already doubled" in problem.message
    assert table.legal(f"allocate repair #{hungry}")  # the repair point itself is not lost


def test_repair_technician_doubles_one_repair_point_for_its_ship() -> None:
    table, hungry, tech = _scene()
    table.fresh_turn(0)
    table.act(f"allocate energy #{hungry}")  # the ship takes its own energy: nothing doubled yet
    rejected = table.why(f"allocate repair #{tech}")
    assert rejected is not None and "no use" in rejected.message  # an undamaged ship
    table.card(hungry).dice[DieKind.STRUCTURE] = 3
    table.act(f"allocate repair #{tech}")
    assert table.die(hungry, "structure") == 1  # two repaired with one point
    assert _pool(table) == {}


def test_allocation_technician_that_performs_no_functions_doubles_nothing() -> None:
    table, hungry, tech = _scene()
    table.put(ILLNESS, 1, on=tech)
    table.fresh_turn(0)
    assert _pool(table) == {ENERGY: 1, REPAIR: 1}  # no research point either
    problem = table.why(f"allocate energy #{tech}")
    assert problem is not None and "performs no functions" in problem.message


MONSTER = card("M", 3, "Technician Test Space Slug")


def test_research_technician_whose_research_point_is_spent_doubles_nothing() -> None:
    table, hungry, tech = _scene(extra=[MONSTER])
    slug = table.put(MONSTER, 0)
    table.fresh_turn(0)
    table.act(f"allocate research #{slug}")  # the technician's research point is used
    problem = table.why(f"allocate energy #{tech}")
    assert problem is not None and "already provided its research point" in problem.message
