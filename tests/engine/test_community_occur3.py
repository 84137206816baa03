"""Community occurrences, lucky breaks, mishaps and monsters (issue 38, h-occur3): each test plays
the printing the decks hold in a real ``Game`` and checks the change its text causes, with the case
the text refuses (``resources/cards/community-occur3.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameMode, Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from ge_desktop.rulesets.galactic_empires.stats import requirements
from tests.engine.builders import Table, card, effect, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

# --- Breached City: a base just played is left at 1 strength point, Shields intact ---------------

BREACHED_CITY = "O6_-_Breached_City_PoM"
HOME = terrain(4, supply=2)
BASE = card("B", 5, shields=2)
SHIP = ship(5)


def _opponent_plays(unit) -> tuple[Table, int, int]:
    """Seat 0 holds a Breached City; in seat 1's Card Play phase seat 1 plays ``unit`` on its terrain."""
    city = printed(BREACHED_CITY)
    table = Table([city], [HOME, unit], mode=GameMode.RULES)
    home = table.put(HOME, 1)
    held = table.hand(city, 0)
    played = table.hand(unit, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)  # past the first turn's terrain-only restriction
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played} on #{home}" if unit is BASE else f"play #{played}")
    return table, held, played


def test_breached_city_leaves_the_base_just_played_at_one_strength_point_with_its_shields_whole() -> None:
    table, held, base = _opponent_plays(BASE)
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{held}")
    settle(table)
    assert table.card(base).zone is Zone.PLAY and table.card(base).parent is not None  # its play completed
    assert table.die(base, "structure") == 4 and table.die(base, "shield") == 0  # 5 - 4 = 1 point left; Shields untouched
    assert table.card(held).zone is Zone.DISCARD  # discarded after use


def test_breached_city_is_not_played_on_a_ship_just_played() -> None:
    table, held, played = _opponent_plays(SHIP)
    assert table.state.window is None or table.state.window.asked != 0  # nothing for seat 0 to answer
    assert not table.legal(f"play #{held}")
    assert table.die(played, "structure") == 0


# --- Expeditious Reserves: a reserve swap free of the strength rule ----------------------------

EXPEDITIOUS = "L7_-_Expeditious_Reserves_UE"
BIG = ship(8)
SMALL = ship(2)
MEDIUM = ship(5)


def _reserve_table(in_reserve: Card = BIG) -> tuple[Table, int, int, int]:
    """Seat 0, in its Card Play phase (turn 2), holds Expeditious Reserves and a strength-2 ship;
    its reserve fleet holds ``in_reserve`` (a strength-8 ship)."""
    reserves = printed(EXPEDITIOUS)
    table = Table([reserves, in_reserve, SMALL, BIG], mode=GameMode.RULES)
    held, small = table.hand(reserves, 0), table.hand(SMALL, 0)
    big = table.find(in_reserve, 0, (Zone.DECK, Zone.HAND)).id
    table.game.apply(MoveCard(big, Zone.RESERVE, Seat(0)))
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, held, small, big


def test_expeditious_reserves_exchanges_a_weaker_hand_card_for_a_stronger_reserve_card() -> None:
    table, held, small, big = _reserve_table()
    assert table.why(f"swap #{small} for #{big}").rule == "v2.1 USING THE RESERVE FLEET"  # the plain swap: too weak
    table.act(f"play #{held}")
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == {big}
    table.act(f"choose #{big}")
    assert table.state.choice is not None and small in table.state.choice.cards
    table.act(f"choose #{small}")
    settle(table)
    assert table.card(big).zone is Zone.HAND and table.card(small).zone is Zone.RESERVE
    assert table.player(0).reserve == [small]  # the reserve keeps its size
    assert table.player(0).plays_used == 1  # the exchange is the card's own play
    assert table.card(held).zone is Zone.DISCARD  # discarded after use


def test_expeditious_reserves_may_not_itself_go_into_the_reserve_fleet() -> None:
    table, held, small, medium = _reserve_table(MEDIUM)
    assert table.legal(f"swap #{small} for #{medium}") is False and table.legal(f"swap #{table.hand(BIG, 0)} for #{medium}")
    problem = table.why(f"swap #{held} for #{medium}")  # strength 7 would do, but its text forbids it
    assert problem is not None and problem.rule == "v2.1 RESERVE FLEET RESTRICTIONS"


# --- Broken Supply Lines: the opponent's units need twice their supply ---------------------------

SUPPLY_LINES = "O6_-_Broken_Supply_Lines_2-2_PE"
DEPOT = terrain(6, supply=6)
HUNGRY = ship(4, shields=0, requirements={"supply": 2})
GUNBOAT = ship(6, shields=0, weapons=guns(phasers=4))


def _supply_lines_played(own_ship: bool = True) -> tuple[Table, int, dict[str, int]]:
    """Seat 0 (with ``own_ship``: a HUNGRY ship of its own) plays Broken Supply Lines in its second
    turn; seat 1 has a depot, a HUNGRY ship and a GUNBOAT."""
    lines = printed(SUPPLY_LINES)
    table = Table([lines, HUNGRY], [DEPOT, HUNGRY, GUNBOAT], mode=GameMode.RULES)
    units = {"depot": table.put(DEPOT, 1), "theirs": table.put(HUNGRY, 1), "gunboat": table.put(GUNBOAT, 1)}
    if own_ship:
        units["mine"] = table.put(HUNGRY, 0)
    held = table.hand(lines, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held}")
    settle(table)
    assert table.card(held).zone is Zone.PLAY  # it stays in play
    return table, held, units


def test_broken_supply_lines_doubles_the_supply_the_opponents_units_need() -> None:
    table, _, units = _supply_lines_played()
    assert requirements(table.state, table.card(units["theirs"]))[PointType.SUPPLY] == 4
    assert requirements(table.state, table.card(units["mine"]))[PointType.SUPPLY] == 2  # not its own player's units
    table.fresh_turn(1)
    for _ in range(2):
        table.act(f"allocate supply #{units['theirs']}")  # the printed 2 no longer engage it
    table.to_phase(Phase.PLAY_A, Seat(1))
    assert not table.card(units["theirs"]).engaged


def test_broken_supply_lines_leaves_play_when_the_opponent_destroys_a_ship_of_its_owner() -> None:
    table, held, units = _supply_lines_played()
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.act(f"aim #{units['mine']}")
    table.act(f"fire #{units['gunboat']} phaser 4")
    table.act("done")
    settle(table)
    assert table.card(units["mine"]).zone is Zone.DISCARD
    assert table.card(held).zone is Zone.DISCARD
    assert requirements(table.state, table.card(units["theirs"]))[PointType.SUPPLY] == 2


def test_broken_supply_lines_is_discarded_in_its_owners_engagement_phase_when_he_has_no_ship() -> None:
    table, held, units = _supply_lines_played(own_ship=False)
    table.fresh_turn(1)
    assert table.card(held).zone is Zone.PLAY  # the opponent's Engagement Phase does not count
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, Seat(0))
    assert table.card(held).zone is Zone.DISCARD
    assert requirements(table.state, table.card(units["theirs"]))[PointType.SUPPLY] == 2


# --- Anomaly Portal: a card just played against the fleet diverted onto an opponent -------------

PORTAL = "L7_-_Anomaly_Portal_PE"
BLAST = card("H", 3, "Test Ion Blast", placement={"mode": "against", "target_types": ["S"]}, effects=[effect("damage", amount=2)])
TARGET = ship(6, shields=0)


def _blast_at_seat_zero(players: int = 2) -> tuple[Table, int, int, list[int]]:
    """Seat 0 holds an Anomaly Portal and has a TARGET ship; every other seat has a TARGET ship; seat 1,
    in its second turn, plays a BLAST against seat 0's ship. Returns the table, the Portal, the blast
    and the ships by seat."""
    portal = printed(PORTAL)
    decks = [[portal, TARGET], [BLAST, TARGET], *([[TARGET]] * (players - 2))]
    table = Table(*decks, mode=GameMode.RULES)
    ships = [table.put(TARGET, seat) for seat in range(players)]
    held, blast = table.hand(portal, 0), table.hand(BLAST, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{blast} against #{ships[0]}")
    return table, held, blast, ships


def test_anomaly_portal_diverts_the_card_back_onto_its_player_when_he_is_the_last_opponent() -> None:
    table, held, blast, ships = _blast_at_seat_zero()
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{held}")
    assert table.state.choice is not None and set(table.state.choice.cards) == {ships[1]}  # only his own fleet is left
    table.act(f"choose #{ships[1]}")
    settle(table)
    assert table.die(ships[1], "structure") == 2 and table.die(ships[0], "structure") == 0  # the blast hit its own player's ship
    assert table.card(held).zone is Zone.DISCARD


def test_anomaly_portal_never_diverts_onto_the_cards_player_while_another_opponent_remains() -> None:
    table, held, _, ships = _blast_at_seat_zero(players=3)
    table.act(f"play #{held}")
    assert table.state.choice is not None and set(table.state.choice.cards) == {ships[2]}  # seat 2's ship, not seat 1's
    table.act(f"choose #{ships[2]}")
    settle(table)
    assert table.die(ships[2], "structure") == 2
    assert table.die(ships[0], "structure") == 0 and table.die(ships[1], "structure") == 0


def test_anomaly_portal_turns_a_card_aimed_at_its_players_fleet_onto_the_other_player() -> None:
    portal, lines = printed(PORTAL), printed(SUPPLY_LINES)
    table = Table([portal, HUNGRY], [lines, HUNGRY], mode=GameMode.RULES)
    mine, theirs = table.put(HUNGRY, 0), table.put(HUNGRY, 1)
    held, played = table.hand(portal, 0), table.hand(lines, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")  # Broken Supply Lines: its only opponent is seat 0
    table.act(f"play #{held}")
    settle(table)
    assert requirements(table.state, table.card(theirs))[PointType.SUPPLY] == 4  # its own player's units need double
    assert requirements(table.state, table.card(mine))[PointType.SUPPLY] == 2


def test_anomaly_portal_does_not_answer_a_card_played_on_the_opponents_own_fleet() -> None:
    portal = printed(PORTAL)
    table = Table([portal], [TARGET], mode=GameMode.RULES)
    held, played = table.hand(portal, 0), table.hand(TARGET, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")
    assert table.state.window is None or table.state.window.asked != 0
    assert not table.legal(f"play #{held}")


# --- Impending Chaos: the first reaction to its stack is negated --------------------------------

CHAOS = "O4_-_Impending_Chaos_PoM"
COUNTER = card("R/O", 3, "Test Counterspell", effects=[effect("negate", target="reacted_to", params={"answers": "play", "against_own": True})])


def _chaos_on_ship() -> tuple[Table, dict[str, int]]:
    """Seat 0, in its second turn, plays Impending Chaos against seat 1's first ship; it holds two
    BLASTs; seat 1 has two TARGET ships and a COUNTER in hand."""
    chaos = printed(CHAOS)
    table = Table([chaos, BLAST, BLAST], [TARGET, TARGET, COUNTER], mode=GameMode.RULES)
    ids = {"first": table.put(TARGET, 1), "second": table.put(TARGET, 1), "chaos": table.hand(chaos, 0), "counter": table.hand(COUNTER, 1)}
    ids["blast"] = table.hand(BLAST, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{ids['chaos']} against #{ids['first']}")
    settle(table)
    assert table.card(ids["chaos"]).zone is Zone.PLAY  # it waits on the stack
    return table, ids


def test_impending_chaos_negates_the_first_reaction_to_its_stack_and_is_discarded() -> None:
    table, ids = _chaos_on_ship()
    table.act(f"play #{ids['blast']} against #{ids['first']}")
    assert table.state.window is not None and table.state.window.asked == 1
    table.act(f"play #{ids['counter']}")  # would cancel the blast
    settle(table)
    assert table.card(ids["counter"]).zone is Zone.DISCARD and table.card(ids["chaos"]).zone is Zone.DISCARD
    assert table.die(ids["first"], "structure") == 2  # the blast was not cancelled


def test_impending_chaos_leaves_a_reaction_to_another_stack_alone() -> None:
    table, ids = _chaos_on_ship()
    table.act(f"play #{ids['blast']} against #{ids['second']}")
    table.act(f"play #{ids['counter']}")
    settle(table)
    assert table.die(ids["second"], "structure") == 0  # the blast was cancelled
    assert table.card(ids["chaos"]).zone is Zone.PLAY  # still waiting on the first ship's stack


# --- Creature From The Black Hole: an engaged unit takes its strength in damage ------------------

CREATURE = "M8_-_Creature_From_The_Black_Hole_Pir"
POWERED = ship(5, shields=0, requirements={"energy": 1})
REACTOR = terrain(6, energy=6)


def _creature_against(unit) -> tuple[Table, int, int]:
    """Seat 0 plays a Creature From The Black Hole against seat 1's ``unit`` (seat 1 has a REACTOR)."""
    creature = printed(CREATURE)
    table = Table([creature], [REACTOR, unit], mode=GameMode.RULES)
    table.put(REACTOR, 1)
    target = table.put(unit, 1)
    held = table.hand(creature, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held} against #{target}")
    settle(table)
    assert table.card(held).zone is Zone.PLAY and table.card(held).parent == target
    return table, held, target


def _engage(table: Table, target: int, energy_to_creature: int, creature: int) -> None:
    """Seat 1's turn: its ship is given its energy, ``energy_to_creature`` points go to the monster; on to Play Cards."""
    table.fresh_turn(1)
    table.act(f"allocate energy #{target}")
    for _ in range(energy_to_creature):
        table.act(f"allocate energy #{creature}")
    table.to_phase(Phase.PLAY_A, Seat(1))


def test_creature_from_the_black_hole_deals_the_engaged_unit_its_strength_in_damage() -> None:
    table, creature, target = _creature_against(POWERED)
    _engage(table, target, 0, creature)
    assert table.card(target).zone is Zone.DISCARD  # 5 damage to a strength-5 ship without Shields


def test_creature_from_the_black_hole_is_held_off_point_for_point_by_energy_allocated_to_it() -> None:
    table, creature, target = _creature_against(POWERED)
    _engage(table, target, 3, creature)
    assert table.die(target, "structure") == 2  # 5 - 3 prevented
    table.fresh_turn(1)
    for _ in range(5):
        table.act(f"allocate energy #{creature}")
    problem = table.why(f"allocate energy #{creature}")  # at most its unit's strength in energy
    assert problem is not None and "enough" in problem.message


def test_creature_from_the_black_hole_leaves_a_unit_that_is_not_engaged_alone() -> None:
    table, creature, target = _creature_against(POWERED)
    table.fresh_turn(1)  # no energy given: the ship stays disengaged
    table.to_phase(Phase.PLAY_A, Seat(1))
    assert not table.card(target).engaged and table.die(target, "structure") == 0


# --- Occumbus: for one turn its player's fleet takes no damage and does not fire ------------------
# Reading (decided, docs in the catalog's source): "all ships, bases and the Sector HQ" and
# "friendly ships and bases" are both its own player's (the card names one Sector HQ).

OCCUMBUS = "M5_-_Occumbus_PE"
GUNSHIP = ship(6, shields=0, weapons=guns(phasers=4))


def _school_round_seat_zero(own_ship: bool = True) -> tuple[Table, int, dict[str, int]]:
    """Seat 0 (with ``own_ship``, a GUNSHIP) plays Occumbus in its second turn; seat 1 has a GUNSHIP and a TARGET."""
    school = printed(OCCUMBUS)
    table = Table([school, GUNSHIP], [GUNSHIP, TARGET], mode=GameMode.RULES)
    ships = {"theirs": table.put(GUNSHIP, 1), "target": table.put(TARGET, 1)}
    if own_ship:
        ships["mine"] = table.put(GUNSHIP, 0)
    held = table.hand(school, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held}")
    settle(table)
    assert table.card(held).zone is Zone.PLAY
    return table, held, ships


def test_occumbus_keeps_its_players_ships_from_firing() -> None:
    table, _, ships = _school_round_seat_zero()
    table.to_phase(Phase.WEAPONS_FIRE)
    problem = table.why(f"aim #{ships['target']}")  # its only ship may not fire: no volley to aim
    assert problem is not None and "none of your weapons can fire" in problem.message
    table.fresh_turn(0)  # its next turn: the one turn is over
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.legal(f"aim #{ships['target']}")


def test_occumbus_blocks_all_damage_to_its_players_ships_and_sector_hq_for_one_turn() -> None:
    table, held, ships = _school_round_seat_zero()
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.volley(f"#{ships['mine']}", f"#{ships['theirs']} phaser 4")
    settle(table)
    assert table.card(ships["mine"]).zone is Zone.PLAY and table.die(ships["mine"], "structure") == 0
    table.fresh_turn(1)  # seat 0's next turn came: the one turn is over
    assert table.card(held).zone is Zone.DISCARD
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.volley(f"#{ships['mine']}", f"#{ships['theirs']} phaser 4")
    settle(table)
    assert table.die(ships["mine"], "structure") == 4  # the same volley hurts once the school has gone


def test_occumbus_leaves_the_opponents_ships_open_to_damage() -> None:
    table, _, ships = _school_round_seat_zero()
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.to_phase(Phase.DRAW, Seat(1))
    assert table.card(ships["target"]).zone is Zone.PLAY


def test_occumbus_blocks_weapons_fire_at_its_players_sector_hq() -> None:
    table, _, ships = _school_round_seat_zero(own_ship=False)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.volley("hq p0", f"#{ships['theirs']} phaser 4")
    settle(table)
    assert table.player(0).hq_damage == 0


# --- Sequential Continuum: cards played in a run of strengths 1, 2, 3... are no Card Plays --------
# Reading (decided, resolvers/card_sequence.py): the run starts at 1; a card out of it ends it.

SEQUENTIAL = "L2_-_Sequential_Continuum_TG"
ROCKS = [terrain(n) for n in (1, 2, 3, 4, 5)]
ODD_ROCK = terrain(7)


def _continuum_played() -> tuple[Table, int, list[int], int]:
    """Seat 0 in its second turn holds terrain of strengths 1-5 and 7, plays Sequential Continuum (one Card Play)."""
    continuum = printed(SEQUENTIAL)
    table = Table([continuum, *ROCKS, ODD_ROCK], mode=GameMode.RULES)
    held = table.hand(continuum, 0)
    rocks = [table.hand(rock, 0) for rock in ROCKS]
    odd = table.hand(ODD_ROCK, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held}")
    settle(table)
    assert table.player(0).plays_used == 1
    return table, held, rocks, odd


def test_sequential_continuum_lets_a_run_of_strengths_from_one_be_played_beyond_the_card_play_limit() -> None:
    table, held, rocks, _ = _continuum_played()
    for rock in rocks:  # strengths 1 to 5: five cards, none a Card Play
        table.act(f"play #{rock}")
        settle(table)
    assert all(table.card(rock).zone is Zone.PLAY for rock in rocks)
    assert table.player(0).plays_used == 1
    assert table.player(0).discard[0] == held  # at the bottom of its owner's discard pile


def test_sequential_continuum_ends_its_run_at_a_card_out_of_sequence() -> None:
    table, _, rocks, odd = _continuum_played()
    table.act(f"play #{rocks[0]}")
    settle(table)
    table.act(f"play #{odd}")  # strength 7 after 1: a regular Card Play, and the run is over
    settle(table)
    assert table.player(0).plays_used == 2
    table.act(f"play #{rocks[1]}")  # strength 2 is no longer free
    settle(table)
    assert table.player(0).plays_used == 3
    assert not table.legal(f"play #{rocks[2]}")  # the limit holds again
