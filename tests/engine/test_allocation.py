"""v2.1 1 - POINT ALLOCATION PHASE: generated points, economy, modifiers, allocation limits,
command points (card-facts §2.4 items 54-57, §2.9 items 95-114, §2.12 items 146-151)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import DieKind, Option, Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import PointsLost
from tests.engine.builders import Table, card, ship, terrain

SUPPLY, ENERGY, ECONOMY = PointType.SUPPLY, PointType.ENERGY, PointType.ECONOMY


def _pool(table: Table, seat: int = 0) -> dict[PointType, int]:
    return {p: n for p, n in table.player(seat).pool.items() if n}


def _mod(op: str, point: str, amount: int) -> dict:
    return {"scope": "card", "op": op, "point": point, "amount": amount}


def test_allocation_terrain_generates_points_each_allocation_phase() -> None:
    rich = terrain(4, supply=2, energy=1)
    table = Table([rich])
    rock = table.put(rich, 0)
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 2, ENERGY: 1}
    assert "no research point" in table.why(f"allocate research #{rock}").message


def test_economy_declared_as_any_type_each_turn() -> None:
    farm = terrain(3, economy=2)
    table = Table([farm])
    table.put(farm, 0)
    table.fresh_turn(0)
    table.act("declare supply")
    assert _pool(table) == {ECONOMY: 1, SUPPLY: 1}
    assert "may not be declared as command" in table.why("declare command").message
    table.act("declare repair")
    assert "no undeclared economy" in table.why("declare energy").message
    table.fresh_turn(0)
    table.act("declare energy")
    table.act("declare energy")
    assert _pool(table) == {ENERGY: 2}


def test_terrain_output_modifiers_only_the_greatest_positive_additive_applies() -> None:
    field = terrain(3, economy=1)
    freighter_a = card("S", 1, "Plus Two Freighter A", modifiers=[_mod("add", "economy", 2)])
    freighter_b = card("S", 1, "Plus Two Freighter B", modifiers=[_mod("add", "economy", 2)])
    table = Table([field, freighter_a, freighter_b])
    rock = table.put(field, 0)
    table.put(freighter_a, 0, on=rock)
    table.put(freighter_b, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {ECONOMY: 3}  # 1 + 2, not 1 + 2 + 2


def test_terrain_output_modifiers_only_the_greatest_positive_multiplicative_applies() -> None:
    planet = terrain(4, supply=2)
    station = card("B", 3, "Times Two Station", shields=1, modifiers=[_mod("multiply", "supply", 2)])
    starbase = card("B", 5, "Times Three Starbase", shields=1, modifiers=[_mod("multiply", "supply", 3)])
    table = Table([planet, station, starbase])
    rock = table.put(planet, 0)
    table.put(station, 0, on=rock)
    table.put(starbase, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 6}  # 2 x 3, not 2 x 2 x 3


def test_terrain_output_modifiers_additive_first_then_multiplicative() -> None:
    planet = terrain(4, supply=1)
    adder = card("S", 1, "Plus One Tug", modifiers=[_mod("add", "supply", 1)])
    doubler = card("B", 3, "Doubling Station", shields=1, modifiers=[_mod("multiply", "supply", 2)])
    table = Table([planet, adder, doubler])
    rock = table.put(planet, 0)
    table.put(adder, 0, on=rock)
    table.put(doubler, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 4}  # (1 + 1) x 2, not 1 x 2 + 1


def test_economy_is_not_changed_by_modifiers_of_other_point_types() -> None:
    planet = terrain(4, economy=2)
    doubler = card("B", 3, "Supply Doubler", shields=1, modifiers=[_mod("multiply", "supply", 2)])
    econ_doubler = card("B", 3, "Economy Doubler", shields=1, modifiers=[_mod("multiply", "economy", 2)])
    table = Table([planet, doubler, econ_doubler])
    rock = table.put(planet, 0)
    table.put(doubler, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {ECONOMY: 2}
    table.put(econ_doubler, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {ECONOMY: 4}


def test_terrain_on_terrain_combines_output() -> None:
    ring = card("T", 5, "Combining Ring", generates={"supply": 1}, placement={"mode": "on", "target_types": ["T"]})
    planet = terrain(3, supply=2, energy=1)
    table = Table([planet, ring])
    rock = table.put(planet, 0)
    table.put(ring, 0, on=rock)
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 3, ENERGY: 1}


def test_allocation_extra_points_only_for_a_card_receiving_all_requirements() -> None:
    planet = terrain(4, supply=1, energy=1, economy=3)
    cruiser = ship(5, requirements={"supply": 1, "energy": 1}, weapons=[{"symbol": "heavy", "name": "Sabot", "count": 2}])
    table = Table([planet, cruiser])
    table.put(planet, 0)
    unit = table.put(cruiser, 0, engaged=False)
    table.fresh_turn(0)
    for _ in range(3):
        table.act("declare ammunition")
    rejected = table.why(f"allocate ammunition #{unit}")
    assert rejected is not None and "all its requirements" in rejected.message
    table.act(f"allocate supply #{unit}")
    table.act(f"allocate energy #{unit}")
    table.act(f"allocate ammunition #{unit}")
    assert table.legal(f"allocate ammunition #{unit}")


def test_ammunition_at_most_one_per_heavy_weapon() -> None:
    planet = terrain(4, ammunition=3)
    gunboat = ship(4, weapons=[{"symbol": "heavy", "name": "Sabot", "count": 2}])
    table = Table([planet, gunboat])
    table.put(planet, 0)
    unit = table.put(gunboat, 0)
    table.fresh_turn(0)
    table.act(f"allocate ammunition #{unit}")
    table.act(f"allocate ammunition #{unit}")
    violation = table.why(f"allocate ammunition #{unit}")
    assert violation.rule == "v2.1 AMMUNITION"


def test_allocation_crew_on_a_disengaged_card_may_still_receive_points() -> None:
    planet = terrain(4, supply=2)
    hungry = ship(4, requirements={"energy": 1})
    officer = card("C", 3, "Hungry Officer", requirements={"supply": 1})
    scanner = card("E", 2, "Hungry Scanner", requirements={"supply": 1})
    table = Table([planet, hungry, officer, scanner])
    table.put(planet, 0)
    unit = table.put(hungry, 0, engaged=False)
    crew = table.put(officer, 0, on=unit)
    gear = table.put(scanner, 0, on=unit)
    table.fresh_turn(0)
    assert table.legal(f"allocate supply #{crew}")
    assert "will be disengaged" in table.why(f"allocate supply #{gear}").message


def test_allocation_unused_points_are_lost() -> None:
    planet = terrain(4, supply=2, economy=1)
    table = Table([planet])
    table.put(planet, 0)
    table.fresh_turn(0)
    events = table.act("done")
    lost = {e.point: e.amount for e in events if isinstance(e, PointsLost)}
    assert lost == {SUPPLY: 2, ECONOMY: 1}
    assert _pool(table) == {}
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 2, ECONOMY: 1}  # not 4 + 2: nothing carried over


def test_allocation_cards_that_will_not_be_engaged_generate_nothing() -> None:
    planet = terrain(4, energy=1)
    refinery = card("B", 3, "Refinery Base", shields=1, requirements={"energy": 1}, generates={"supply": 2})
    table = Table([planet, refinery])
    rock = table.put(planet, 0)
    table.put(refinery, 0, on=rock, engaged=False)
    table.fresh_turn(0)
    assert _pool(table) == {ENERGY: 1}  # the refinery is not funded yet
    table.act(f"allocate energy #{table.find(refinery, 0, [Zone.PLAY]).id}")
    assert _pool(table) == {SUPPLY: 2}  # funded: it generates at once (engage as allocated)


def test_allocation_a_modifier_with_requirements_modifies_only_when_funded() -> None:
    planet = terrain(4, supply=1, energy=1)
    freighter = card("S", 1, "Needy Freighter", requirements={"supply": 1, "energy": 1}, modifiers=[_mod("add", "economy", 1)])
    table = Table([planet, freighter])
    rock = table.put(planet, 0)
    boat = table.put(freighter, 0, on=rock, engaged=False)
    table.fresh_turn(0)
    assert ECONOMY not in _pool(table)
    table.act(f"allocate supply #{boat}")
    table.act(f"allocate energy #{boat}")
    assert _pool(table) == {ECONOMY: 1}


def test_command_points_are_the_starting_player_count_plus_generated() -> None:
    beacon = card("I", 3, "Command Beacon", generates={"command": 1})
    table = Table([beacon], [], [])
    table.put(beacon, 0)
    table.fresh_turn(0)
    assert table.player(0).command_total == 4
    table.act("~hq-damage p2 25 by p1")  # eliminations do not lower it
    table.fresh_turn(0)
    assert table.player(0).command_total == 4
    assert table.player(1).command_total == 3


def test_command_points_reach_command_requirements_only_after_every_slot() -> None:
    admiral = card("C", 9, "Admiral Needing Command", requirements={"command": 1})
    big = ship(5)
    table = Table([admiral, big, big])
    first = table.put(big, 0)
    crew = table.put(admiral, 0, on=first, engaged=False)
    table.fresh_turn(0)
    assert table.legal(f"allocate command #{crew}")  # 2 command points, 1 slot used
    second = table.put(big, 0)
    assert second is not None
    table.fresh_turn(0)
    violation = table.why(f"allocate command #{crew}")
    assert violation is not None and "every slot" in violation.message


def test_repair_points_fix_shields_even_on_a_disengaged_ship() -> None:
    planet = terrain(4, repair=2)
    hull = ship(4, requirements={"energy": 1})
    wyrm = card("D", 4, "Repair Test Dragon")
    table = Table([planet, hull, wyrm])
    table.put(planet, 0)
    unit = table.put(hull, 0, engaged=False)
    dragon = table.put(wyrm, 0)
    table.act(f"~die #{unit} shield 2")
    table.act(f"~die #{dragon} structure 1")
    table.fresh_turn(0)  # regeneration: shield 2 -> 1
    table.act(f"allocate repair #{unit}")
    assert table.card(unit).die(DieKind.SHIELD) == 0
    assert "no Shield or structure damage" in table.why(f"allocate repair #{dragon}").message


def test_allocation_happens_only_in_the_allocation_phase() -> None:
    planet = terrain(4, supply=1)
    table = Table([planet], options=[Option.WINNER_KEEPS_ANTES])
    table.put(planet, 0)
    table.fresh_turn(0)
    table.act("done")
    assert table.game.phase is Phase.PLAY_A
    assert table.why("declare supply").rule == "v2.1 PLAYER TURN SEQUENCE"
