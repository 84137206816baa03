"""v2.1 SPECIAL WEAPONS and SPECIAL SHIP SYSTEMS of the 1994 Basic Set empires: Variable
Plasma (Corporate), the Phaser Magnifier and the Hyperspace Detonator (Scorpead)
(card-facts §2.15-2.16 items 223, 235, 242). Each card is the printed one
(``catalog.printing(IMAGE_ID)``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.events import VolleyResolved
from ge_desktop.rulesets.galactic_empires.rules.table_facts import table_facts
from ge_desktop.rulesets.galactic_empires.systems import system_lines
from tests.engine.builders import Table, card, ship, terrain

POWER = terrain(6, supply=4, energy=4, ammunition=4)
TARGET = ship(9, shields=0)
ROCK = terrain(5)


def printed(image: str):
    return default_catalog().printing(image)


def _allocate(table: Table, unit: int, *points: str) -> None:
    """A fresh turn of p0: the unit's requirements, then ``points`` to it, then Weapons Fire."""
    table.fresh_turn(0)
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    for point in points:
        table.act(f"allocate {point} #{unit}")


def _scene(image: str) -> tuple[Table, int, int]:
    unit_card = printed(image)
    table = Table([unit_card, POWER], [TARGET, ROCK])
    unit = table.put(unit_card, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    return table, unit, target


def _damage(events: list) -> list[int]:
    return [e.damage for e in events if isinstance(e, VolleyResolved)]


# --- Variable Plasma ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("image", "span"),
    [
        ("S2_-_Corporate_Escort_PE", (1, 2)),
        ("S2_-_Corporate_Frigate_PE", (1, 2)),
        ("S3_-_Corporate_Destroyer_PE", (1, 2)),
        ("S4_-_Corporate_Light_Cruiser_PE", (1, 3)),
    ],
)
def test_variable_plasma_the_printed_energy_range_is_typed_data(image: str, span: tuple[int, int]) -> None:
    plasma = [w for w in printed(image).weapons if w.special is not None]
    assert len(plasma) == 1 and plasma[0].is_heavy
    assert (plasma[0].energy.low, plasma[0].energy.high) == span


@pytest.mark.parametrize("image", ["S2_-_Corporate_Frigate_PE", "S3_-_Corporate_Destroyer_PE", "S4_-_Corporate_Light_Cruiser_PE"])
def test_variable_plasma_deals_the_energy_the_ship_gives_it_for_its_ammunition(image: str) -> None:
    table, unit, target = _scene(image)
    _allocate(table, unit, "ammunition", "energy", "energy")
    top = printed(image).weapons[-1].energy.high
    assert table.why(f"allocate energy #{unit}") is not None if top == 2 else table.legal(f"allocate energy #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{target}", f"#{unit} heavy")
    assert _damage(events) == [2]  # 2 energy: the Variable Plasma deals 2
    assert table.die(target, "structure") == 2


def test_variable_plasma_energy_beyond_the_printed_range_is_refused() -> None:
    table, unit, _ = _scene("S4_-_Corporate_Light_Cruiser_PE")
    _allocate(table, unit, "energy", "energy", "energy")  # the range is 1-3
    problem = table.why(f"allocate energy #{unit}")
    assert problem is not None and "energy systems are full" in problem.message
    assert "Variable Plasma: 3 energy (takes 1-3)" in system_lines(table.state, table.card(unit))


def test_variable_plasma_without_energy_cannot_fire_even_with_its_ammunition() -> None:
    table, unit, target = _scene("S3_-_Corporate_Destroyer_PE")
    _allocate(table, unit, "ammunition")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy") is not None  # armed but no energy: it deals nothing
    table.act(f"fire #{unit} phaser 3")
    assert _damage(table.act("done")) == [3]


def test_variable_plasma_without_ammunition_cannot_fire_even_with_energy() -> None:
    table, unit, target = _scene("S2_-_Corporate_Frigate_PE")
    _allocate(table, unit, "energy", "energy")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy").rule == "v2.1 AMMUNITION"


def test_variable_plasma_is_a_heavy_weapon_that_damages_terrain() -> None:
    table, unit, _ = _scene("S4_-_Corporate_Light_Cruiser_PE")
    rock = table.put(ROCK, 1)
    _allocate(table, unit, "ammunition", "energy", "energy", "energy")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{rock}", f"#{unit} heavy")
    assert table.die(rock, "structure") == 3


def test_variable_plasma_the_table_shows_the_plasma_damage_ready() -> None:
    table, unit, _ = _scene("S4_-_Corporate_Light_Cruiser_PE")
    _allocate(table, unit, "ammunition", "energy", "energy")
    table.to_phase(Phase.WEAPONS_FIRE)
    with table.state.memoized():
        facts = table_facts(table.state, table.card(unit))
    assert {(r.symbol.value, r.count, r.damage) for r in facts.ready} == {("phaser", 3, 3), ("heavy", 1, 2)}


# --- Phaser Magnifier --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("image", "phasers"),
    [
        ("S2_-_Scorpead_Escort_NE", 2),
        ("S2_-_Scorpead_Frigate_NE", 2),
        ("S3_-_Scorpead_Destroyer_NE", 2),
        ("S4_-_Scorpead_Science_Ship_NE", 2),
        ("S5_-_Scorpead_Light_Cruiser_NE", 3),
    ],
)
def test_phaser_magnifier_one_energy_makes_each_phaser_deal_two(image: str, phasers: int) -> None:
    table, unit, target = _scene(image)
    _allocate(table, unit, "energy")
    problem = table.why(f"allocate energy #{unit}")  # the card prints a maximum of 1
    assert problem is not None and "energy systems are full" in problem.message
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{target}", f"#{unit} phaser {phasers}")
    assert _damage(events) == [2 * phasers]


def test_phaser_magnifier_without_energy_phasers_deal_one() -> None:
    table, unit, target = _scene("S3_-_Scorpead_Destroyer_NE")
    _allocate(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 2")) == [2]
    assert "Phaser Magnifier: 0 of 1 energy (Phasers x1)" in system_lines(table.state, table.card(unit))


def test_phaser_magnifier_a_ship_without_one_takes_no_extra_energy() -> None:
    other = printed("S2_-_Krebiz_Clipper_Frigate_Left_PE")
    table = Table([other, POWER], [])
    clipper = table.put(other, 0)
    table.put(POWER, 0)
    _allocate(table, clipper)
    assert "no use for more energy" in table.why(f"allocate energy #{clipper}").message


# --- Hyperspace Detonator ----------------------------------------------------------------


def test_hyperspace_detonator_armed_each_phaser_fires_as_a_heavy_weapon() -> None:
    table, unit, target = _scene("S5_-_Scorpead_Light_Cruiser_NE")
    rock = table.put(ROCK, 1)
    _allocate(table, unit, "ammunition")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{rock}")
    assert table.why(f"fire #{unit} phaser") is not None  # its Phasers are heavy weapons now
    table.act(f"fire #{unit} heavy 2")
    table.act("done")
    assert table.die(rock, "structure") == 2  # heavy weapons damage terrain, 1 each
    table.volley(f"#{target}", f"#{unit} heavy 1")
    assert table.die(target, "structure") == 1


def test_hyperspace_detonator_not_armed_it_deals_no_damage_of_its_own() -> None:
    table, unit, target = _scene("S5_-_Scorpead_Light_Cruiser_NE")
    _allocate(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy") is not None
    assert "Hyperspace Detonator: not armed" in system_lines(table.state, table.card(unit))


def test_hyperspace_detonator_and_phaser_magnifier_are_not_armed_in_the_same_turn() -> None:
    table, unit, _ = _scene("S5_-_Scorpead_Light_Cruiser_NE")
    _allocate(table, unit, "energy")
    assert table.why(f"allocate ammunition #{unit}").rule == "v2.1 HYPERSPACE DETONATOR"
    table2, unit2, _ = _scene("S5_-_Scorpead_Light_Cruiser_NE")
    _allocate(table2, unit2, "ammunition")
    assert table2.why(f"allocate energy #{unit2}").rule == "v2.1 PHASER MAGNIFIER"


def test_variable_plasma_the_rulebook_example_two_weapons_three_energy_deal_six() -> None:
    plasma = {"symbol": "heavy", "name": "Variable Plasma", "count": 2, "special": "variable plasma", "energy": {"low": 1, "high": 3}}
    twin = ship(5, shields=0, weapons=[plasma])
    table = Table([twin, POWER], [TARGET])
    unit = table.put(twin, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    _allocate(table, unit, "ammunition", "ammunition", "energy", "energy", "energy")
    assert table.why(f"allocate energy #{unit}") is not None  # the energy is the ship's, not each weapon's
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} heavy 2")) == [6]


def test_phaser_magnifier_two_energy_makes_each_phaser_deal_three() -> None:
    magnifier = [{"kind": "phaser magnifier", "energy": 2}]
    magnified = ship(4, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": 2}], systems=magnifier)
    table = Table([magnified, POWER], [TARGET])
    unit = table.put(magnified, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    _allocate(table, unit, "energy", "energy")
    assert table.why(f"allocate energy #{unit}") is not None  # its printed maximum is 2
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 2")) == [6]


# --- weapons that drop with damage; refit limits -------------------------------------------


def test_base_cards_defensive_satellites_fire_only_two_phasers_once_damaged() -> None:
    from ge_desktop.rulesets.galactic_empires import DieKind

    satellites = printed("B2_-_Defensive_Satellites_Left_PE")
    table = Table([satellites, POWER], [TARGET, TARGET])
    home = table.put(POWER, 0)
    base = table.put(satellites, 0, on=home)
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    _allocate(table, base)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{first}", f"#{base} phaser 4")) == [4]  # undamaged: all 4
    table.card(base).dice[DieKind.STRUCTURE] = 1
    _allocate(table, base)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{second}")
    assert table.why(f"fire #{base} phaser 3") is not None  # damaged: only 2 of its Phasers
    table.act(f"fire #{base} phaser 2")
    assert _damage(table.act("done")) == [2]


def test_equipment_cards_a_ship_carries_at_most_three_phasers_from_phaser_refits() -> None:
    refit = default_catalog()["phaser-refit-pe"]
    gunboat, station, rock = ship(4, shields=0), card("B", 3, "Refit Base"), terrain(4)
    table = Table([gunboat, rock, station, refit, refit, refit, refit, refit, refit, refit], [])
    unit = table.put(gunboat, 0)
    base = table.put(station, 0, on=table.put(rock, 0))
    for _ in range(3):
        table.put(refit, 0, on=unit)
        table.put(refit, 0, on=base)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    fourth = table.hand(refit, 0)
    assert "at most 3" in table.why(f"play #{fourth} on #{unit}").message
    assert table.legal(f"play #{fourth} on #{base}")  # bases have no such limit


# --- cards that boost a unit's next weapons fire -----------------------------------------------


def _boost_scene(image: str, phasers: int):
    booster = printed(image)
    gunboat = ship(4, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": phasers}])
    table = Table([gunboat, booster], [TARGET, TARGET])
    unit = table.put(gunboat, 0)
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(booster, 0)
    table.act(f"play #{played} on #{unit}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(played).in_play  # it waits on the ship for its next weapons fire
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, unit, played, first, second


def test_luck_cards_lucky_targeting_multiplies_the_units_fire_by_one_and_a_half_fractions_dropped() -> None:
    table, unit, played, first, second = _boost_scene("L3_-_Lucky_Targeting_PE", 3)
    assert _damage(table.volley(f"#{first}", f"#{unit} phaser 3")) == [4]  # 3 x 1.5 = 4.5: 4
    assert not table.card(played).in_play  # discarded once used
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{second}", f"#{unit} phaser 3")) == [3]  # used up


def test_electronic_warfare_offensive_electronic_warfare_adds_two_to_the_next_volley_only() -> None:
    table, unit, played, first, second = _boost_scene("O3_-_Offensive_Electronic_Warfare_PE", 2)
    assert _damage(table.volley(f"#{first}", f"#{unit} phaser 2")) == [4]  # +2 to the volley, not to each Phaser
    assert not table.card(played).in_play
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{second}", f"#{unit} phaser 2")) == [2]


def test_equipment_cards_fuser_mechanism_doubles_an_indirigan_ships_boomerangs_in_its_turn() -> None:
    fuser = printed("E1_-_Fuser_Mechanism_PE")
    boomer = ship(
        4,
        shields=0,
        empire="Indirigan Nomad Tribes",
        weapons=[{"symbol": "phaser", "name": "Phaser", "count": 1}, {"symbol": "heavy", "name": "Bi-tritium Boomerang", "count": 2}],
    )
    table = Table([boomer, fuser, POWER], [TARGET, TARGET])
    unit = table.put(boomer, 0)
    table.put(POWER, 0)
    first = table.put(TARGET, 1)
    _allocate(table, unit, "ammunition", "ammunition")
    table.to_phase(Phase.PLAY_A)
    played = table.hand(fuser, 0)
    table.act(f"play #{played} on #{unit}")
    while table.state.window is not None:
        table.act("pass")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{first}", f"#{unit} heavy 2", f"#{unit} phaser 1")) == [5]  # boomerangs 2 x 2, the Phaser 1
    assert not table.card(played).in_play  # discarded once used
