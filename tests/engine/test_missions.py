"""v2.1 THERE-AND-BACK MISSIONS (card-facts 81-84), shuttles and transporters, and crew that
perform no functions (the 1994 Basic Set's crew, equipment and occurrence cards).

The printed cards are used as printed (``catalog.printing(IMAGE_ID)``); test-only cards are
plain crew and ships built for the rule.
"""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import CardMoved, ReactionOffered
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.stats import requirements
from tests.engine.builders import Table, card, effect, ship, terrain

BOARDING_PARTY = default_catalog().printing("C1_-_Boarding_Party_PE")
MERCENARY = default_catalog().printing("C2_-_Mercenary_PE")
SECURITY_OFFICER = default_catalog().printing("C4_-_Security_Officer_PE")
TRANSPORT_SHUTTLE = default_catalog().printing("E2_-_Transport_Shuttle_NE")
TRANSPORTER = default_catalog().printing("E2_-_Transporter_PE")
CIVILIAN_TRANSPORTER = default_catalog().printing("E1_-_Civilian_Transporter_NE")
SHUTTLECRAFT = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")

HOME = ship(5, shields=0)
ENEMY = ship(5, shields=0)
SHIELDED = ship(5, shields=2)
OTHER_HOME = ship(4, shields=0)
ROCK = terrain(3)
GEAR = card("E", 1, "Mission Test Gear", passive=True)
BIG_GEAR = card("E", 3, "Mission Test Heavy Gear", passive=True)
DECKHAND = card("C", 1, "Mission Test Deckhand")
BIG_CREW = card("C", 5, "Mission Test Veteran")
MEDIC = card("C", 2, "Mission Test Repair Crew", effects=[effect("repair", "card_action", "location", amount=2, target_types=["S", "B"])])
CANCEL_ACTION = card("R/O", 1, "Mission Test Jammer", effects=[effect("negate", target="reacted_to", params={"answers": "action"})])


def _phase_a(table: Table) -> None:
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def _raid_table(carrier=TRANSPORT_SHUTTLE, crew=BOARDING_PARTY, enemy=ENEMY, theirs=(), mine=()):
    table = Table([HOME, crew, carrier, *mine], [enemy, *theirs])
    home = table.put(HOME, 0)
    raider = table.put(crew, 0, on=home)
    shuttle = table.put(carrier, 0, on=home)
    target = table.put(enemy, 1)
    return table, home, raider, shuttle, target


def _moves(events: list, card_id: int) -> list:
    return [e.parent for e in events if isinstance(e, CardMoved) and e.card == card_id]


# --- fact 81: three steps, each reactable -------------------------------------------------


def test_there_and_back_missions_travel_there_act_and_travel_back() -> None:
    table, home, raider, shuttle, target = _raid_table()
    _phase_a(table)
    events = table.act(f"use #{raider} 1 at #{target}")  # Boarding Party: 1 structural damage
    assert _moves(events, raider) == [target, home]  # there, then back
    assert table.die(target, "structure") == 1
    assert table.card(raider).parent == home and table.card(shuttle).parent == home
    assert 1 in table.card(shuttle).used_functions  # the shuttle's one carrying function this turn


def test_there_and_back_missions_each_of_the_three_steps_can_be_reacted_to() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[CANCEL_ACTION])
    _phase_a(table)
    table.hand(CANCEL_ACTION, 1)
    events = table.act(f"use #{raider} 1 at #{target}")
    offered = [e for e in events if isinstance(e, ReactionOffered)]
    assert offered and table.state.pending[-1].leg.value == "there"
    table.act("pass")  # travel there happens: the mission step is next, and reactable
    assert table.card(raider).parent == target and table.state.pending[-1].leg.value == "mission"
    table.act("pass")
    assert table.die(target, "structure") == 1 and table.state.pending[-1].leg.value == "back"
    table.act("pass")
    assert table.card(raider).parent == home and not table.state.pending


def test_there_and_back_missions_a_cancelled_mission_step_does_nothing_but_the_crew_comes_back() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[CANCEL_ACTION])
    _phase_a(table)
    jammer = table.hand(CANCEL_ACTION, 1)
    table.act(f"use #{raider} 1 at #{target}")
    table.act("pass")  # there
    table.act(f"play #{jammer}")  # the opponent cancels the attack itself
    while table.state.window is not None:
        table.act("pass")
    assert table.die(target, "structure") == 0
    assert table.card(raider).parent == home


def test_there_and_back_missions_a_cancelled_journey_there_ends_the_mission_at_home() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[CANCEL_ACTION])
    _phase_a(table)
    jammer = table.hand(CANCEL_ACTION, 1)
    table.act(f"use #{raider} 1 at #{target}")
    table.act(f"play #{jammer}")
    while table.state.window is not None:
        table.act("pass")
    assert table.die(target, "structure") == 0 and table.card(raider).parent == home
    assert not table.state.pending


def test_there_and_back_missions_a_raid_needs_a_shuttle_fighter_or_transporter() -> None:
    table = Table([HOME, BOARDING_PARTY], [ENEMY])
    home = table.put(HOME, 0)
    raider = table.put(BOARDING_PARTY, 0, on=home)
    target = table.put(ENEMY, 1)
    _phase_a(table)
    problem = table.why(f"use #{raider} 1 at #{target}")
    assert problem is not None and problem.rule == "v2.1 THERE-AND-BACK MISSIONS"


def test_there_and_back_missions_a_carrier_carries_once_a_turn_and_only_engaged() -> None:
    table, home, raider, shuttle, target = _raid_table(mine=[MERCENARY], theirs=[GEAR])
    gear = table.put(GEAR, 1, on=target)
    merc = table.put(MERCENARY, 0, on=home)
    _phase_a(table)
    table.act(f"use #{raider} 1 at #{target}")
    assert table.why(f"use #{merc} 1 at #{gear}") is not None  # the shuttle has flown this turn
    table2, _, raider2, shuttle2, target2 = _raid_table()
    _phase_a(table2)
    table2.act(f"~disengage #{shuttle2}")
    assert table2.why(f"use #{raider2} 1 at #{target2}") is not None


def test_there_and_back_missions_the_crew_does_one_of_its_raids_each_turn() -> None:
    table, home, raider, shuttle, target = _raid_table(mine=[TRANSPORTER], theirs=[GEAR])
    table.put(TRANSPORTER, 0, on=home)
    gear = table.put(GEAR, 1, on=target)
    _phase_a(table)
    table.act(f"use #{raider} 1 at #{target}")
    problem = table.why(f"use #{raider} 3 at #{gear}")  # a second carrier, but one raid a turn
    assert problem is not None and "one of its raids" in problem.message


# --- fact 83: shuttles travel with the crew, transporters stay ----------------------------


def test_there_and_back_missions_a_shuttle_travels_with_the_crew() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[CANCEL_ACTION])
    _phase_a(table)
    table.hand(CANCEL_ACTION, 1)
    table.act(f"use #{raider} 1 at #{target}")
    table.act("pass")  # travel there
    assert table.card(raider).parent == target and table.card(shuttle).parent == target


def test_there_and_back_missions_a_transporter_stays_where_it_is() -> None:
    table, home, raider, beamer, target = _raid_table(carrier=TRANSPORTER, theirs=[CANCEL_ACTION])
    _phase_a(table)
    table.hand(CANCEL_ACTION, 1)
    table.act(f"use #{raider} 1 at #{target}")
    table.act("pass")
    assert table.card(raider).parent == target and table.card(beamer).parent == home


def test_there_and_back_missions_a_transporter_boards_an_opponent_only_with_its_shields_down() -> None:
    table, home, raider, beamer, target = _raid_table(carrier=TRANSPORTER, enemy=SHIELDED)
    _phase_a(table)
    assert table.why(f"use #{raider} 1 at #{target}") is not None  # 2 Shields up
    table.act(f"~die #{target} shield 2")
    assert table.why(f"use #{raider} 1 at #{target}") is None
    table2, _, raider2, _, target2 = _raid_table(carrier=TRANSPORT_SHUTTLE, enemy=SHIELDED)
    _phase_a(table2)
    assert table2.why(f"use #{raider2} 1 at #{target2}") is None  # a shuttle flies in anyway


# --- fact 84: any crew may go on a mission to use one of its functions --------------------


def test_there_and_back_missions_any_crew_may_use_a_function_at_another_location() -> None:
    table = Table([HOME, MEDIC, CIVILIAN_TRANSPORTER, OTHER_HOME], [])
    home = table.put(HOME, 0)
    medic = table.put(MEDIC, 0, on=home)
    table.put(CIVILIAN_TRANSPORTER, 0, on=home)
    other = table.put(OTHER_HOME, 0)
    table.act(f"~die #{other} structure 2")
    _phase_a(table)
    assert table.legal(f"use #{medic} 1 at #{other}")  # its card says nothing of missions
    table.act(f"use #{medic} 1 at #{other}")
    assert table.die(other, "structure") == 0
    assert table.card(medic).parent == home
    table2 = Table([HOME, MEDIC, OTHER_HOME], [])
    home2 = table2.put(HOME, 0)
    medic2 = table2.put(MEDIC, 0, on=home2)
    other2 = table2.put(OTHER_HOME, 0)
    _phase_a(table2)
    assert table2.why(f"use #{medic2} 1 at #{other2}") is not None  # no way to get there


# --- the cards ----------------------------------------------------------------------------


def test_boarding_party_captures_a_crew_no_stronger_than_itself() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[DECKHAND, BIG_CREW])
    deckhand = table.put(DECKHAND, 1, on=target)
    veteran = table.put(BIG_CREW, 1, on=target)
    _phase_a(table)
    assert table.why(f"use #{raider} 2 at #{veteran}") is not None  # strength 5 > 1
    table.act(f"use #{raider} 2 at #{deckhand}")
    captive = table.card(deckhand)
    assert captive.controller == 0 and captive.parent == home and table.card(raider).parent == home


def test_boarding_party_destroys_an_equipment_no_stronger_than_itself() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[GEAR, BIG_GEAR])
    gear = table.put(GEAR, 1, on=target)
    big = table.put(BIG_GEAR, 1, on=target)
    _phase_a(table)
    assert table.why(f"use #{raider} 3 at #{big}") is not None
    table.act(f"use #{raider} 3 at #{gear}")
    assert table.card(gear).zone is Zone.DISCARD


def test_mercenary_kills_a_crew_and_needs_no_economy_on_a_vektrean_ship() -> None:
    vektrean = ship(5, empire="Vektrean Mercenaries", shields=0)
    table = Table([vektrean, MERCENARY, TRANSPORT_SHUTTLE], [ENEMY, DECKHAND, BIG_CREW])
    home = table.put(vektrean, 0)
    merc = table.put(MERCENARY, 0, on=home)
    table.put(TRANSPORT_SHUTTLE, 0, on=home)
    target = table.put(ENEMY, 1)
    deckhand = table.put(DECKHAND, 1, on=target)
    veteran = table.put(BIG_CREW, 1, on=target)
    assert requirements(table.state, table.card(merc)) == {}
    _phase_a(table)
    assert table.card(merc).engaged  # no economy point needed on a Vektrean ship
    assert table.why(f"use #{merc} 2 at #{veteran}") is not None  # strength 5 > 2
    table.act(f"use #{merc} 2 at #{deckhand}")
    assert table.card(deckhand).zone is Zone.DISCARD
    elsewhere = Table([HOME, MERCENARY], [])
    on_home = elsewhere.put(MERCENARY, 0, on=elsewhere.put(HOME, 0))
    assert requirements(elsewhere.state, elsewhere.card(on_home)) == {PointType.ECONOMY: 1}


def test_security_officer_stops_crew_no_stronger_than_itself_attacking_its_location() -> None:
    table, home, raider, shuttle, target = _raid_table(theirs=[SECURITY_OFFICER])
    table.put(SECURITY_OFFICER, 1, on=target)
    _phase_a(table)
    problem = table.why(f"use #{raider} 1 at #{target}")
    assert problem is not None and "Security Officer" in problem.message


def test_transport_shuttle_moves_up_to_three_crew_and_goes_along() -> None:
    crews = [card("C", 1, f"Mission Test Hand {i}") for i in range(4)]
    table = Table([HOME, TRANSPORT_SHUTTLE, OTHER_HOME, *crews], [])
    home = table.put(HOME, 0)
    shuttle = table.put(TRANSPORT_SHUTTLE, 0, on=home)
    hands = [table.put(c, 0, on=home) for c in crews]
    other = table.put(OTHER_HOME, 0)
    _phase_a(table)
    table.act(f"use #{shuttle} 1 at #{other}")
    for hand in hands[:3]:
        table.act(f"choose #{hand}")
    assert table.state.choice is None  # three is its limit
    assert [table.card(h).parent for h in hands] == [other, other, other, home]
    assert table.card(shuttle).parent == other


def test_transporter_moves_any_number_of_crew_and_stays() -> None:
    crews = [card("C", 1, f"Mission Test Beamed {i}") for i in range(4)]
    table = Table([HOME, TRANSPORTER, OTHER_HOME, *crews], [])
    home = table.put(HOME, 0)
    beamer = table.put(TRANSPORTER, 0, on=home)
    hands = [table.put(c, 0, on=home) for c in crews]
    other = table.put(OTHER_HOME, 0)
    _phase_a(table)
    table.act(f"use #{beamer} 1 at #{other}")
    for hand in hands:
        table.act(f"choose #{hand}")
    assert [table.card(h).parent for h in hands] == [other] * 4
    assert table.card(beamer).parent == home


def test_civilian_transporter_moves_at_most_two_crew() -> None:
    crews = [card("C", 1, f"Mission Test Passenger {i}") for i in range(3)]
    table = Table([HOME, CIVILIAN_TRANSPORTER, OTHER_HOME, *crews], [])
    home = table.put(HOME, 0)
    beamer = table.put(CIVILIAN_TRANSPORTER, 0, on=home)
    hands = [table.put(c, 0, on=home) for c in crews]
    other = table.put(OTHER_HOME, 0)
    _phase_a(table)
    table.act(f"use #{beamer} 1 at #{other}")
    table.act(f"choose #{hands[0]}")
    table.act(f"choose #{hands[1]}")
    assert table.state.choice is None
    assert [table.card(h).parent for h in hands] == [other, other, home]


def test_shuttlecraft_carries_only_a_marine_or_a_boarding_party_on_a_mission() -> None:
    table, home, raider, craft, target = _raid_table(carrier=SHUTTLECRAFT)
    _phase_a(table)
    assert table.why(f"use #{raider} 1 at #{target}") is None  # a boarding party
    table2, home2, medic, craft2, _ = _raid_table(carrier=SHUTTLECRAFT, crew=MEDIC, mine=[OTHER_HOME])
    other = table2.put(OTHER_HOME, 0)
    table2.act(f"~die #{other} structure 1")
    _phase_a(table2)
    assert table2.why(f"use #{medic} 1 at #{other}") is not None  # not a marine or boarding party


def test_there_and_back_missions_the_crews_location_is_its_ship() -> None:
    table = Table([ROCK, HOME, DECKHAND], [])
    rock = table.put(ROCK, 0)
    ship_id = table.put(HOME, 0, on=rock)
    hand = table.put(DECKHAND, 0, on=ship_id)
    found = location_of(table.state, table.card(hand))
    assert found is not None and found.id == ship_id


def test_transporter_goes_on_a_terrain_only_if_it_is_a_planet_moon_or_system() -> None:
    moon, nebula = card("T", 3, "Mission Test Ore Moon"), card("T", 3, "Mission Test Red Nebula")
    table = Table([moon, nebula, TRANSPORTER], [])
    on_moon, on_nebula = table.put(moon, 0), table.put(nebula, 0)
    _phase_a(table)
    beamer = table.hand(TRANSPORTER, 0)
    assert table.why(f"play #{beamer} on #{on_moon}") is None
    problem = table.why(f"play #{beamer} on #{on_nebula}")
    assert problem is not None and "planet" in problem.message


ESCAPE_POD = default_catalog().printing("E1_-_Escape_Pod_PE")
GUNBOAT = ship(6, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": 6}])


def test_reaction_mode_actions_escape_pod_saves_crew_from_a_unit_being_destroyed() -> None:
    crews = [card("C", n, f"Mission Test Survivor {n}") for n in (1, 2, 3, 4)]
    table = Table([HOME, ESCAPE_POD, OTHER_HOME, *crews], [GUNBOAT])
    home, haven = table.put(HOME, 0), table.put(OTHER_HOME, 0)
    pod = table.put(ESCAPE_POD, 0, on=home)
    survivors = [table.put(c, 0, on=home) for c in crews]
    gun = table.put(GUNBOAT, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.act(f"aim #{haven}")
    table.act(f"fire #{gun} phaser 2")
    table.act("done")
    assert table.state.window is None  # the pod is not on that ship: nobody is asked
    table.act(f"aim #{home}")
    table.act(f"fire #{gun} phaser 2")
    table.act("done")
    assert table.state.window is None  # 2 damage does not destroy a strength-5 ship
    table.fresh_turn(1)
    table.act(f"~die #{home} structure 0")
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.act(f"aim #{home}")
    table.act(f"fire #{gun} phaser 6")
    table.act("done")
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"use #{pod} 1")
    while table.state.window is not None:
        table.act("pass")
    table.act(f"choose #{haven}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(home).zone is Zone.DISCARD and table.card(pod).zone is Zone.DISCARD
    assert [table.card(s).parent for s in survivors] == [None, haven, haven, haven]  # the 3 strongest
    assert table.card(survivors[0]).zone is Zone.DISCARD


def test_transport_shuttle_moves_one_equipment_card_instead_of_crew() -> None:
    table = Table([HOME, TRANSPORT_SHUTTLE, OTHER_HOME, GEAR, DECKHAND], [])
    home = table.put(HOME, 0)
    shuttle = table.put(TRANSPORT_SHUTTLE, 0, on=home)
    gear, hand = table.put(GEAR, 0, on=home), table.put(DECKHAND, 0, on=home)
    other = table.put(OTHER_HOME, 0)
    _phase_a(table)
    table.act(f"use #{shuttle} 1 at #{other}")
    assert gear in table.state.choice.cards and shuttle not in table.state.choice.cards
    table.act(f"choose #{gear}")
    assert table.state.choice is None  # one equipment is the whole load
    assert table.card(gear).parent == other and table.card(hand).parent == home



def test_discarded_after_use_an_escape_pod_played_stays_until_it_is_used() -> None:
    table = Table([HOME, ESCAPE_POD], [])
    home = table.put(HOME, 0)
    _phase_a(table)
    pod = table.hand(ESCAPE_POD, 0)
    table.act(f"play #{pod} on #{home}")
    assert table.card(pod).in_play  # its only function is a reaction: it waits for it


REACTION_CREW = card("R/C", 2, "Mission Test Quick Responder", effects=[effect("negate", target="reacted_to", params={"answers": "play"})])
THREAT = card("O", 1, "Mission Test Bad News", effects=[effect("disengage", target_types=["S"])])


def test_there_and_back_missions_a_shuttle_may_be_played_with_a_reaction_crew_card() -> None:
    table = Table([HOME, REACTION_CREW, TRANSPORT_SHUTTLE, GEAR], [THREAT])
    home = table.put(HOME, 0)
    crew, shuttle, gear = table.hand(REACTION_CREW, 0), table.hand(TRANSPORT_SHUTTLE, 0), table.hand(GEAR, 0)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    threat = table.hand(THREAT, 1)
    table.act(f"play #{threat} against #{home}")
    assert table.legal(f"play #{crew} on #{home} with #{shuttle}")  # one reaction, two cards
    assert table.why(f"play #{crew} on #{home} with #{gear}") is not None  # not a carrier
    table.act(f"play #{crew} on #{home} with #{shuttle}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(crew).parent == home and table.card(shuttle).parent == home
    assert table.card(threat).zone is Zone.DISCARD  # the crew's reaction cancelled it
    assert table.player(0).plays_used == 0  # a reaction on an opponent's turn is no Card Play


def test_there_and_back_missions_a_carrier_goes_along_only_in_reaction_mode() -> None:
    table = Table([HOME, REACTION_CREW, TRANSPORT_SHUTTLE], [])
    home = table.put(HOME, 0)
    _phase_a(table)
    crew, shuttle = table.hand(REACTION_CREW, 0), table.hand(TRANSPORT_SHUTTLE, 0)
    problem = table.why(f"play #{crew} on #{home} with #{shuttle}")
    assert problem is not None and problem.rule == "v2.1 THERE-AND-BACK MISSIONS"
