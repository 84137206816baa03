"""The Basic Set's last printed lines (issue 15): Teamster's x2 supply only on a planet,
moon or system (v2.1 Terrain Output Modifiers); Security Officer going along on a mission
(v2.1 THERE-AND-BACK MISSIONS); Cargo spent as a supply point (v2.1 1 - POINT ALLOCATION
PHASE); Sysop's equipment at a second location; Deviant and the bar tender."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Phase, Zone
from ge_desktop.engine.events import CardMoved
from ge_desktop.engine.stats import strength
from tests.engine.builders import Table, card, effect, ship, terrain

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


# --- Security Officer: v2.1 THERE-AND-BACK MISSIONS, going along with friendly crew ------

SECURITY_OFFICER = default_catalog().printing("C4_-_Security_Officer_PE")
BOARDING_PARTY = default_catalog().printing("C1_-_Boarding_Party_PE")
TRANSPORTER = default_catalog().printing("E2_-_Transporter_PE")
SHUTTLECRAFT = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")
HOME = ship(5, shields=0, name="Lines Test Home")
ENEMY = ship(5, shields=0, name="Lines Test Enemy")
SENTRY = card("C", 2, "Lines Test Sentry", effects=[effect("guard", "continuous", "location")])
PRISONER = card("C", 1, "Lines Test Prisoner")
DECKHAND = card("C", 1, "Lines Test Deckhand")


def _raid(carrier=TRANSPORTER):
    table = Table([HOME, BOARDING_PARTY, SECURITY_OFFICER, carrier, DECKHAND], [ENEMY, SENTRY, PRISONER])
    home = table.put(HOME, 0)
    raider, officer = table.put(BOARDING_PARTY, 0, on=home), table.put(SECURITY_OFFICER, 0, on=home)
    beamer = table.put(carrier, 0, on=home)
    hand = table.put(DECKHAND, 0, on=home)
    enemy = table.put(ENEMY, 1)
    table.put(SENTRY, 1, on=enemy)
    prisoner = table.put(PRISONER, 1, on=enemy)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, home, raider, officer, beamer, hand, prisoner, enemy


def _settle(table):
    while table.state.window is not None:
        table.act("pass")


def test_there_and_back_missions_security_officer_going_along_gives_the_crew_two_strength() -> None:
    table, home, raider, officer, beamer, hand, prisoner, enemy = _raid()
    alone = table.why(f"use #{raider} 1 at #{enemy}")
    assert alone is not None and "stops crew of strength 1" in alone.message  # the Sentry (2) guards
    assert table.legal(f"use #{raider} 1 at #{enemy} with #{officer}")  # 1 + 2 = 3: it gets past
    events = table.act(f"use #{raider} 1 at #{enemy} with #{officer}")
    _settle(table)
    assert [e.parent for e in events if isinstance(e, CardMoved) and e.card == officer] == [enemy, home]  # there and back
    assert table.die(enemy, "structure") == 1  # the mission step was not stopped by the Sentry: 3 > 2 there
    assert table.card(raider).parent == home and table.card(officer).parent == home
    assert strength(table.state, table.card(raider)) == 1  # the +2 only while away with it


def test_there_and_back_missions_only_a_crew_that_may_go_along_goes_along() -> None:
    table, home, raider, officer, beamer, hand, prisoner, enemy = _raid()
    problem = table.why(f"use #{raider} 1 at #{enemy} with #{hand}")
    assert problem is not None and "may go along" in problem.message  # a plain crew does not
    problem = table.why(f"use #{raider} 1 at #{home} with #{officer}")
    assert problem is not None


def test_there_and_back_missions_a_shuttle_carries_no_security_officer_along() -> None:
    table, home, raider, officer, beamer, hand, prisoner, enemy = _raid(SHUTTLECRAFT)
    problem = table.why(f"use #{raider} 1 at #{enemy} with #{officer}")
    assert problem is not None and "carries one crew" in problem.message


# --- Cargo: v2.1 1 - POINT ALLOCATION PHASE, its supply point spent in the Allocation Phase --

CARGO = default_catalog().printing("E1_-_Cargo_PE")
FREIGHTER = ship(5, shields=0, requirements={"supply": 2}, name="Lines Test Freighter")
DEPOT = terrain(3, supply=1)


def _cargo_table():
    table = Table([DEPOT, FREIGHTER, CARGO], [])
    table.put(DEPOT, 0)
    freighter = table.put(FREIGHTER, 0, engaged=False)
    cargo = table.put(CARGO, 0, on=freighter)
    return table, freighter, cargo


def test_point_allocation_phase_cargo_is_discarded_for_one_supply_point() -> None:
    table, freighter, cargo = _cargo_table()
    table.fresh_turn(0)
    assert _pool(table) == {SUPPLY: 1}  # one short of the freighter's 2 supply
    assert table.legal(f"use #{cargo} 1")
    table.act(f"use #{cargo} 1")
    _settle(table)
    assert _pool(table) == {SUPPLY: 2} and table.card(cargo).zone is Zone.DISCARD
    table.act(f"allocate supply #{freighter}")
    table.act(f"allocate supply #{freighter}")
    table.act("done")
    _settle(table)
    assert table.card(freighter).engaged


def test_point_allocation_phase_cargo_point_is_not_spent_outside_its_players_allocation_phase() -> None:
    table, freighter, cargo = _cargo_table()
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    problem = table.why(f"use #{cargo} 1")
    assert problem is not None and "Allocation Phase" in problem.message
    assert table.card(cargo).in_play
