"""Community cards about combat capable crew (issue 38, h-copy): each test plays the printing
the decks hold in a real game and checks the change its text causes, with a case the rules
refuse (``resources/cards/community-copy.json``). "Combat capable" is read as
``ge_desktop/rulesets/galactic_empires/combat_crew.py`` says (the rules never define it)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.combat_crew import combat_capable
from ge_desktop.rulesets.galactic_empires.stats import strength
from tests.engine.builders import Table, card, effect, ship
from tests.engine.community_helpers import printed, settle

GENERAL = printed("C8_-_General_UE")
BOARDING_PARTY = printed("C4_-_Boarding_Party_PE")
SECURITY_OFFICER = printed("C4_-_Security_Officer_PE")
DOCTOR = default_catalog()["doctor"]  # R/C7 Doctor (the decks hold its PE printing)
SUICIDE_SQUAD = printed("C5_-_Suicide_Squad_UE")
BASE = card("B", 5, "Copy Test Starbase", shields=2)
HOME_SHIP = ship(5, shields=0)
ENEMY = ship(5, shields=0)
REPAIR_CREW = card("C", 2, "Copy Test Repair Crew", effects=[effect("repair", "card_action", "location", amount=2, target_types=["S", "B"])])


def _phase_a(table: Table) -> None:
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def _general_table(on_base: bool = True, mine=(), theirs=()) -> tuple[Table, int, int, int]:
    """Seat 0's General and a Boarding Party on a base (or on a ship), an own ship elsewhere;
    seat 1's unshielded ship. Returns the table, the General's location, the raider and the enemy ship."""
    table = Table([BASE, HOME_SHIP, GENERAL, BOARDING_PARTY, *mine], [ENEMY, *theirs])
    home = table.put(BASE if on_base else HOME_SHIP, 0)
    if on_base:
        table.put(HOME_SHIP, 0)
    table.put(GENERAL, 0, on=home)
    raider = table.put(BOARDING_PARTY, 0, on=home)
    enemy = table.put(ENEMY, 1)
    return table, home, raider, enemy


# --- the reading: which crew are combat capable ---------------------------------------------


def test_combat_capable_crew_are_those_that_attack_or_go_along_to_fight() -> None:
    table = Table([BOARDING_PARTY, SECURITY_OFFICER, DOCTOR, SUICIDE_SQUAD, GENERAL, REPAIR_CREW], [])
    capable = {c.id: combat_capable(table.state.cards[table.find(c, 0).id].info) for c in (BOARDING_PARTY, SECURITY_OFFICER, SUICIDE_SQUAD)}
    assert all(capable.values()), capable
    assert not any(combat_capable(table.find(c, 0).info) for c in (DOCTOR, GENERAL, REPAIR_CREW))


# --- C8 General: +2 strength to its fleet's combat capable crew while on a base --------------


def test_general_on_a_base_gives_every_combat_capable_crew_of_its_fleet_two_strength() -> None:
    table, home, raider, _ = _general_table(mine=[BOARDING_PARTY, DOCTOR], theirs=[BOARDING_PARTY])
    elsewhere = next(c.id for c in table.state.in_play() if c.info.card_id == HOME_SHIP.id)
    far_raider = table.put(BOARDING_PARTY, 0, on=elsewhere)  # in the fleet, not at the General's location
    doctor = table.put(DOCTOR, 0, on=home)
    theirs = table.put(BOARDING_PARTY, 1, on=next(c.id for c in table.state.in_play() if c.controller == 1))
    _phase_a(table)
    state = table.state
    assert strength(state, table.card(raider)) == 6 and strength(state, table.card(far_raider)) == 6
    assert strength(state, table.card(doctor)) == 7  # not combat capable
    assert strength(state, table.card(theirs)) == 4  # another player's fleet
    general = next(c for c in state.in_play() if c.info.card_id == GENERAL.id)
    assert strength(state, general) == 8  # the General itself makes no attack


def test_general_not_on_a_base_gives_no_strength_and_no_mission() -> None:
    table, home, raider, enemy = _general_table(on_base=False)
    _phase_a(table)
    assert strength(table.state, table.card(raider)) == 4
    problem = table.why(f"use #{raider} 1 at #{enemy}")
    assert problem is not None and problem.rule == "v2.1 THERE-AND-BACK MISSIONS"


def test_a_disengaged_general_gives_nothing() -> None:
    table, home, raider, enemy = _general_table()
    _phase_a(table)
    general = next(c.id for c in table.state.in_play() if c.info.card_id == GENERAL.id)
    table.act(f"~disengage #{general}")
    assert strength(table.state, table.card(raider)) == 4
    assert table.why(f"use #{raider} 1 at #{enemy}") is not None


# --- C8 General: one there-and-back mission a turn without transportation --------------------


def test_general_lets_a_combat_capable_crew_at_its_base_raid_without_transportation() -> None:
    table, home, raider, enemy = _general_table()
    _phase_a(table)
    assert table.legal(f"use #{raider} 1 at #{enemy}")  # no shuttle, fighter or transporter in the fleet
    table.act(f"use #{raider} 1 at #{enemy}")  # Boarding Party: 1 structural damage
    settle(table)
    assert table.die(enemy, "structure") == 1
    assert table.card(raider).parent == home  # there and back
    general = next(c for c in table.state.in_play() if c.info.card_id == GENERAL.id)
    assert general.carried_to == [enemy]


def test_general_gives_one_mission_without_transportation_a_turn() -> None:
    table, home, raider, enemy = _general_table(mine=[BOARDING_PARTY])
    second = table.put(BOARDING_PARTY, 0, on=home)
    _phase_a(table)
    table.act(f"use #{raider} 1 at #{enemy}")
    settle(table)
    problem = table.why(f"use #{second} 1 at #{enemy}")
    assert problem is not None and "shuttle, fighter or transporter" in problem.message
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.legal(f"use #{second} 1 at #{enemy}")  # a new turn, a new mission


def test_general_boarding_party_captures_a_crew_it_could_not_without_the_general() -> None:
    victim_card = card("C", 6, "Copy Test Enemy Captain")
    table, home, raider, enemy = _general_table(theirs=[victim_card])
    victim = table.put(victim_card, 1, on=enemy)
    _phase_a(table)
    table.act(f"use #{raider} 2 at #{victim}")  # capture a crew no stronger than itself: 4 + 2
    settle(table)
    assert table.card(victim).controller == 0 and table.card(victim).parent == home
    assert table.card(victim).zone is Zone.PLAY


def test_general_sends_no_crew_that_is_not_combat_capable_and_none_from_elsewhere() -> None:
    table, home, raider, enemy = _general_table(mine=[REPAIR_CREW, BOARDING_PARTY])
    medic = table.put(REPAIR_CREW, 0, on=home)
    elsewhere = next(c.id for c in table.state.in_play() if c.info.card_id == HOME_SHIP.id)
    far_raider = table.put(BOARDING_PARTY, 0, on=elsewhere)
    _phase_a(table)
    assert table.why(f"use #{medic} 1 at #{elsewhere}") is not None  # a repair crew makes no attack
    problem = table.why(f"use #{far_raider} 1 at #{enemy}")
    assert problem is not None and "shuttle, fighter or transporter" in problem.message  # not at the General's location


def test_general_lets_a_suicide_squad_that_needs_transportation_strike_without_it() -> None:
    big_enemy = ship(8, shields=0)
    table = Table([BASE, GENERAL, SUICIDE_SQUAD], [big_enemy])
    home = table.put(BASE, 0)
    table.put(GENERAL, 0, on=home)
    squad = table.put(SUICIDE_SQUAD, 0, on=home)
    enemy = table.put(big_enemy, 1)
    _phase_a(table)
    table.act(f"use #{squad} 1 at #{enemy}")
    settle(table)
    assert table.die(enemy, "structure") == 7  # its strength, 5 + the General's 2, as structural damage
    assert table.card(squad).zone is Zone.DISCARD
