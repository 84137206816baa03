"""The Basic Set's last printed lines (issue 15): Teamster's x2 supply only on a planet,
moon or system (v2.1 Terrain Output Modifiers); Security Officer going along on a mission
(v2.1 THERE-AND-BACK MISSIONS); Cargo spent as a supply point (v2.1 1 - POINT ALLOCATION
PHASE); Sysop's equipment at a second location; Deviant and the bar tender."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import CardMoved
from ge_desktop.rulesets.galactic_empires.rules.table_facts import table_facts
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, requirements, strength
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
ENGINEER = card("C", 3, "Lines Test Engineer")
CAPTAIN = card("C", 4, "Lines Test Captain")


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


def test_there_and_back_missions_with_a_security_officer_along_a_boarding_party_captures_a_stronger_crew() -> None:
    table = Table([HOME, BOARDING_PARTY, SECURITY_OFFICER, TRANSPORTER], [ENEMY, ENGINEER, CAPTAIN])
    home = table.put(HOME, 0)
    raider, officer = table.put(BOARDING_PARTY, 0, on=home), table.put(SECURITY_OFFICER, 0, on=home)
    table.put(TRANSPORTER, 0, on=home)
    enemy = table.put(ENEMY, 1)
    engineer, captain = table.put(ENGINEER, 1, on=enemy), table.put(CAPTAIN, 1, on=enemy)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{raider} 2 at #{engineer}") is not None  # strength 3 > 1
    assert table.why(f"use #{raider} 2 at #{captain} with #{officer}") is not None  # 4 > 1 + 2
    assert table.legal(f"use #{raider} 2 at #{engineer} with #{officer}")  # 3 <= 1 + 2
    table.act(f"use #{raider} 2 at #{engineer} with #{officer}")
    _settle(table)
    assert table.card(engineer).controller == 0 and table.card(engineer).parent == home  # captured, brought back


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


# --- Sysop: one equipment card at its location also works at another of the same type ----

SYSOP = default_catalog().printing("C1_-_Sysop_NE")
ENGINE_SYNC = default_catalog().printing("E3_-_Engine_Synchronization_PE")
HUNGRY_A = ship(5, shields=0, requirements={"supply": 1, "energy": 2}, name="Lines Test Cruiser A")
HUNGRY_B = ship(5, shields=0, requirements={"supply": 1, "energy": 2}, name="Lines Test Cruiser B")
FIELD = terrain(3, energy=1)


def _sysop_table():
    table = Table([HUNGRY_A, HUNGRY_B, FIELD, SYSOP, ENGINE_SYNC], [])
    first, second, rock = table.put(HUNGRY_A, 0), table.put(HUNGRY_B, 0), table.put(FIELD, 0)
    sysop = table.put(SYSOP, 0, on=first)
    table.put(ENGINE_SYNC, 0, on=first)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, first, second, rock, sysop


def test_crew_cards_sysop_lets_one_equipment_also_work_at_another_location_of_the_same_type() -> None:
    table, first, second, rock, sysop = _sysop_table()
    assert requirements(table.state, table.card(second)) == {SUPPLY: 1, ENERGY: 2}
    table.act(f"use #{sysop} 1 at #{second}")
    _settle(table)
    assert requirements(table.state, table.card(first)) == {SUPPLY: 1, ENERGY: 1}  # still on its own ship
    assert requirements(table.state, table.card(second)) == {SUPPLY: 1, ENERGY: 1}  # and as if also on this one
    with table.state.memoized():
        shown = table_facts(table.state, table.card(second)).systems
    assert shown == ("Sysop link: the Engine Synchronization at the Lines Test Cruiser A also works here",)
    table.act(f"~move #{sysop} on #{second}")  # the Sysop leaves the equipment's location: the link ends
    assert requirements(table.state, table.card(second)) == {SUPPLY: 1, ENERGY: 2}
    with table.state.memoized():
        assert not any("Sysop" in line for line in table_facts(table.state, table.card(second)).systems)


def test_crew_cards_sysop_links_only_a_location_of_the_same_card_type() -> None:
    table, first, second, rock, sysop = _sysop_table()
    problem = table.why(f"use #{sysop} 1 at #{rock}")
    assert problem is not None  # a terrain is not a ship
    problem = table.why(f"use #{sysop} 1 at #{first}")
    assert problem is not None  # the other location, not its own



def test_crew_cards_two_sysops_may_link_each_others_locations() -> None:
    """Two Sysops, each sharing its ship's equipment with the other's ship: both links hold
    (seen in a seeded Basic Set C game, where asking whether one Sysop performs functions
    asked the other, and so on without end)."""
    knack = card("A", 1, "Lines Test Knack")  # a card on each Sysop: its functions are then looked into
    table = Table([HUNGRY_A, HUNGRY_B, SYSOP, SYSOP, ENGINE_SYNC, ENGINE_SYNC, knack, knack], [])
    first, second = table.put(HUNGRY_A, 0), table.put(HUNGRY_B, 0)
    sysops = [table.put(SYSOP, 0, on=first), table.put(SYSOP, 0, on=second)]
    for sysop in sysops:
        table.put(knack, 0, on=sysop)
    table.put(ENGINE_SYNC, 0, on=first)
    table.put(ENGINE_SYNC, 0, on=second)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{sysops[0]} 1 at #{second}")
    _settle(table)
    table.act(f"use #{sysops[1]} 1 at #{first}")
    _settle(table)
    assert table.card(first).borrowed is not None and table.card(second).borrowed is not None
    assert not functions_suspended(table.state, table.card(sysops[0]))
    assert requirements(table.state, table.card(first)) == {SUPPLY: 1}  # its own and the borrowed one: -2 energy
    assert table.game.legal_actions()

# --- Deviant: v2.1 REACTION MODE, a bar tender played in reaction at its location ----------

DEVIANT = default_catalog().printing("A3_-_Deviant_NE")
BAR_TENDER = card("R/C", 2, "Lines Test Bar Tender")  # no Basic Set card is a bar tender
RIVAL_SHIP = ship(4, shields=0, name="Lines Test Rival Ship")
RIVAL_CREW = card("C", 1, "Lines Test Rival Crew")
WORKER = card("C", 2, "Lines Test Worker")


def _deviant_table(reactor):
    """p1 plays the Deviant against p0's crew; p0 holds ``reactor``."""
    table = Table([HOME, WORKER, reactor], [DEVIANT])
    home = table.put(HOME, 0)
    worker = table.put(WORKER, 0, on=home)
    held = table.hand(reactor, 0)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    return table, home, worker, held, table.hand(DEVIANT, 1)


def test_reaction_mode_a_bar_tender_played_in_reaction_at_its_location_discards_the_deviant() -> None:
    table, home, worker, tender, deviant = _deviant_table(BAR_TENDER)
    table.act(f"play #{deviant} against #{worker}")
    assert table.state.window is not None and table.legal(f"play #{tender} on #{home}")
    table.act(f"play #{tender} on #{home}")
    _settle(table)
    assert table.card(deviant).zone is Zone.DISCARD
    assert table.card(tender).parent == home and table.card(tender).in_play


def test_reaction_mode_a_bar_tender_played_later_in_reaction_still_discards_the_deviant() -> None:
    table = Table([HOME, WORKER, BAR_TENDER], [DEVIANT, RIVAL_SHIP, RIVAL_CREW])
    home = table.put(HOME, 0)
    worker = table.put(WORKER, 0, on=home)
    tender = table.hand(BAR_TENDER, 0)
    rival = table.put(RIVAL_SHIP, 1)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    deviant, crew = table.hand(DEVIANT, 1), table.hand(RIVAL_CREW, 1)
    table.act(f"play #{deviant} against #{worker}")
    table.act("pass")
    assert table.card(deviant).in_play and table.card(deviant).parent == worker
    table.act(f"play #{crew} on #{rival}")  # any later reaction window will do
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{tender} on #{home}")
    _settle(table)
    assert table.card(deviant).zone is Zone.DISCARD


def test_reaction_mode_a_bar_tender_played_normally_leaves_the_deviant_in_play() -> None:
    table, home, worker, hand, deviant = _deviant_table(BAR_TENDER)
    table.act(f"play #{deviant} against #{worker}")
    table.act("pass")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"play #{hand} on #{home}")  # played normally, not in reaction
    _settle(table)
    assert table.card(deviant).in_play  # only a bar tender played in reaction discards it
