"""Community crew and equipment (issue 38, h-crew3): each test plays the printing the decks hold
and checks the change its text causes, with a case the rules must refuse or leave unchanged
(``resources/cards/community-crew3.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.rules.weapons import armed
from tests.engine.builders import Table, ship, terrain
from tests.engine.community_helpers import printed

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)
OPS = "C6_-_Operations_Officer_-_Ops_2-2_PE"


# --- C6 Operations Officer - Ops: one supply OR one energy fewer; ammunition counts twice --------


def _ops_scene(hull_card=None, with_ops: bool = True) -> tuple[Table, int]:
    """Seat 0's ship needing 2 supply and 2 energy (3 heavy weapons), with the officer aboard, at
    the start of seat 0's Allocation Phase."""
    hull_card = hull_card or ship(6, requirements={"supply": 2, "energy": 2}, weapons=[{"symbol": "heavy", "name": "Sabot", "count": 3}])
    ops = printed(OPS)
    table = Table([hull_card, ops, POWER], [])
    unit = table.put(hull_card, 0, engaged=False)
    if with_ops:
        table.put(ops, 0, on=unit)
    table.put(POWER, 0)
    table.fresh_turn(0)
    return table, unit


def _allocate(table: Table, unit: int, **points: int) -> None:
    for point, count in points.items():
        for _ in range(count):
            table.act(f"allocate {point} #{unit}")


def test_operations_officer_unit_engages_one_supply_short() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=1, energy=2)
    assert table.why(f"allocate supply #{unit}") is not None  # the energy is all there: one supply fewer is needed
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged


def test_operations_officer_unit_engages_one_energy_short() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=2, energy=1)
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged


def test_operations_officer_never_spares_both_a_supply_and_an_energy() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=1, energy=1)
    table.to_phase(Phase.PLAY_A)
    assert not table.card(unit).engaged


def test_without_the_operations_officer_the_unit_needs_every_printed_point() -> None:
    table, unit = _ops_scene(with_ops=False)
    _allocate(table, unit, supply=1, energy=2)
    table.to_phase(Phase.PLAY_A)
    assert not table.card(unit).engaged


def test_operations_officer_lowers_the_only_type_a_unit_needs() -> None:
    table, unit = _ops_scene(ship(5, requirements={"energy": 2}))
    _allocate(table, unit, energy=1)
    assert table.why(f"allocate energy #{unit}") is not None  # no use for the second energy point
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged


def test_operations_officer_doubles_each_ammunition_point_applied_to_its_unit() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=2, energy=1)
    table.act(f"allocate ammunition #{unit}")
    assert armed(table.state, table.card(unit)) == 2  # one point arms two heavy weapons
    table.act(f"allocate ammunition #{unit}")
    assert armed(table.state, table.card(unit)) == 3  # the third weapon; the second point's double has no use
    assert table.why(f"allocate ammunition #{unit}") is not None


def test_ammunition_counts_once_without_the_operations_officer() -> None:
    table, unit = _ops_scene(with_ops=False)
    _allocate(table, unit, supply=2, energy=2)
    table.act(f"allocate ammunition #{unit}")
    assert armed(table.state, table.card(unit)) == 1
