"""The community decks' cards whose effect grows or changes each turn (issue 38, h-time3): each
test plays the printing the decks hold in a real game and checks the change its text causes turn
after turn, with the case its text refuses (``resources/cards/community-time3.json``; kinds in
``resolvers/growth.py``; numbers pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone, stats
from ge_desktop.rulesets.galactic_empires.damage import destroy
from ge_desktop.rulesets.galactic_empires.resolvers.growth import strength_cap_problem
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from tests.engine.builders import Table, card, effect, ship, terrain
from tests.engine.community_helpers import printed, settle

SICK = ship(3, shields=0, requirements={"energy": 1, "supply": 1})
STRONGER = ship(6, shields=0, requirements={"energy": 2})
WEAKER = ship(2, shields=0)
FRAIL = ship(1, shields=0)
ROCK = terrain(3)


def _ready(table: Table, played: Card, seat: int = 0) -> int:
    """Seat ``seat`` in its Play Cards A phase (past its first two turns), ``played`` in hand."""
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)
    return table.hand(played, seat)


# --- M7 Space Illness ------------------------------------------------------------------------


def _illness_on_sick_ship() -> tuple[Table, int, int, int, int]:
    illness = printed("M7_-_Space_Illness_Pir")
    table = Table([illness, SICK], [SICK, STRONGER, WEAKER, ROCK])
    sick, stronger, weaker = table.put(SICK, 1), table.put(STRONGER, 1), table.put(WEAKER, 1)
    played = _ready(table, illness)
    table.act(f"play #{played} against #{sick}")
    settle(table)
    return table, played, sick, stronger, weaker


def test_space_illness_is_played_only_against_an_opponents_unit() -> None:
    illness = printed("M7_-_Space_Illness_Pir")
    table = Table([illness, SICK], [SICK, ROCK])
    own, rock = table.put(SICK, 0), table.put(ROCK, 1)
    target = table.put(SICK, 1)
    played = _ready(table, illness)
    assert table.why(f"play #{played} against #{rock}") is not None  # a terrain is no unit
    assert table.why(f"play #{played} on #{own}") is not None  # an opponent's unit only
    assert table.why(f"play #{played} against #{target}") is None


def test_space_illness_doubles_the_whole_engagement_cost_of_its_unit() -> None:
    table, _, sick, stronger, _ = _illness_on_sick_ship()
    assert stats.requirements(table.state, table.card(sick)) == {PointType.ENERGY: 2, PointType.SUPPLY: 2}
    assert stats.requirements(table.state, table.card(stronger)) == {PointType.ENERGY: 2}  # only the unit it is on


def test_space_illness_takes_a_point_of_strength_for_good_each_turn_then_may_move_to_a_stronger_unit() -> None:
    table, played, sick, stronger, weaker = _illness_on_sick_ship()
    table.fresh_turn(0)
    assert stats.strength(table.state, table.card(sick)) == 2  # 3, less 1 this turn
    choice = table.state.choice
    # a stronger unit of the same fleet only: not the weaker ship, not the unit it is on
    assert choice is not None and set(choice.cards) == {stronger} and choice.may_skip
    table.act(f"choose #{stronger}")
    settle(table)
    assert table.card(played).parent == stronger
    assert stats.strength(table.state, table.card(sick)) == 2  # the lost point stays lost ("permanently")
    assert stats.requirements(table.state, table.card(sick)) == {PointType.ENERGY: 1, PointType.SUPPLY: 1}  # cost back to printed
    assert stats.requirements(table.state, table.card(stronger)) == {PointType.ENERGY: 4}
    table.fresh_turn(0)
    assert stats.strength(table.state, table.card(stronger)) == 5
    assert table.state.choice is None  # no stronger unit left in that fleet: nothing asked
    assert table.card(weaker).info.strength == stats.strength(table.state, table.card(weaker))  # never touched


def test_space_illness_may_stay_where_it_is() -> None:
    table, played, sick, _, _ = _illness_on_sick_ship()
    table.fresh_turn(0)
    table.act("choose skip")
    settle(table)
    assert table.card(played).parent == sick
    table.fresh_turn(0)
    table.act("choose skip")
    assert stats.strength(table.state, table.card(sick)) == 1


def test_space_illness_is_discarded_with_its_unit_and_a_unit_worn_to_zero_strength_is_destroyed() -> None:
    table, played, sick, _, _ = _illness_on_sick_ship()
    destroy(table.state, table.card(sick), [])
    assert table.card(played).zone is Zone.DISCARD
    illness = printed("M7_-_Space_Illness_Pir")
    table = Table([illness, SICK], [FRAIL, ROCK])
    frail = table.put(FRAIL, 1)
    played = _ready(table, illness)
    table.act(f"play #{played} against #{frail}")
    settle(table)
    table.fresh_turn(0)
    assert table.card(frail).zone is Zone.DISCARD and table.card(played).zone is Zone.DISCARD


# --- O6 Accelerated Aging --------------------------------------------------------------------

AGING_CREW = card("C", 5, "Aging Test Crew")
STRONG_CREW = card("C", 6, "Strong Test Crew")
YOUNG_CREW = card("C", 3, "Young Test Crew")
BOOSTER = card("E", 1, "Crew Booster", effects=[effect("add_strength", "continuous", "location", target_types=["C"], amount=2)])


def test_accelerated_aging_may_not_be_played_on_a_crew_of_strength_six_or_more() -> None:
    aging = printed("O6_-_Accelerated_Aging_UE")
    table = Table([aging, SICK], [SICK, AGING_CREW, STRONG_CREW])
    host = table.put(SICK, 1)
    strong, young = table.put(STRONG_CREW, 1, on=host), table.put(AGING_CREW, 1, on=host)
    played = _ready(table, aging)
    assert table.why(f"play #{played} against #{strong}") is not None
    assert table.why(f"play #{played} against #{host}") is not None  # a crew or dragon only
    assert table.why(f"play #{played} against #{young}") is None


def test_accelerated_aging_adds_a_point_a_turn_locks_out_other_changes_and_discards_the_crew_at_ten() -> None:
    aging = printed("O6_-_Accelerated_Aging_UE")
    table = Table([aging, SICK], [SICK, YOUNG_CREW, BOOSTER])
    host = table.put(SICK, 1)
    crew = table.put(YOUNG_CREW, 1, on=host)
    table.put(BOOSTER, 1, on=crew)
    assert stats.strength(table.state, table.card(crew)) == 5  # the booster's +2 counts before the aging
    played = _ready(table, aging)
    table.act(f"play #{played} against #{crew}")
    settle(table)
    assert stats.strength(table.state, table.card(crew)) == 3  # no other modification: the booster no longer counts
    for grown in range(4, 10):
        table.fresh_turn(0)
        assert stats.strength(table.state, table.card(crew)) == grown
    table.fresh_turn(0)
    assert table.card(crew).zone is Zone.DISCARD and table.card(played).zone is Zone.DISCARD  # reached 10
    assert table.card(host).in_play


# --- H7 Maelstrom ----------------------------------------------------------------------------

TARGET = ship(9, shields=0)
LAB = terrain(3, research=3)


def _maelstrom() -> tuple[Table, int, int]:
    maelstrom = printed("H7_-_Maelstrom_PE")
    table = Table([maelstrom, SICK], [TARGET, LAB, ROCK])
    unit = table.put(TARGET, 1)
    table.put(LAB, 1)
    played = _ready(table, maelstrom)
    assert table.why(f"play #{played} against #{table.put(ROCK, 1)}") is not None  # a ship or base only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    return table, played, unit


def test_maelstrom_deals_one_more_damage_each_turn() -> None:
    table, played, unit = _maelstrom()
    dealt = []
    for _ in range(3):
        table.fresh_turn(0)
        settle(table)
        dealt.append(table.die(unit, "structure"))
    assert dealt == [1, 3, 6]  # 1, then 2, then 3 more
    assert table.card(played).in_play


def test_maelstrom_ends_with_research_equal_to_its_last_damage_all_in_one_turn() -> None:
    table, played, _ = _maelstrom()
    table.fresh_turn(0)
    table.fresh_turn(0)  # it dealt 1, then 2
    table.fresh_turn(1)
    table.act(f"allocate research #{played}")
    assert table.card(played).in_play  # 1 research: less than the 2 damage it caused last
    table.fresh_turn(0)  # it deals 3 now; the research applied last turn is lost
    assert table.die(played, "research") == 0
    table.fresh_turn(1)
    for _ in range(2):
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play  # 2 research: less than 3
    table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD


# --- M3 Phase Rats ---------------------------------------------------------------------------

SUPPLIED = ship(5, shields=2, requirements={"energy": 1, "supply": 1})
BRAWLER = card("C", 2, "Brawling Test Crew", generates={"damage": 2})
DEPOT = terrain(5, supply=5, energy=5)


def test_phase_rats_triple_the_supply_to_engage_and_deal_a_structural_point_each_turn() -> None:
    rats = printed("M3_-_Phase_Rats_UE")
    table = Table([rats, SICK], [SUPPLIED, DEPOT, BRAWLER])
    unit = table.put(SUPPLIED, 1)
    table.put(DEPOT, 1)
    played = _ready(table, rats)
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert stats.requirements(table.state, table.card(unit)) == {PointType.ENERGY: 1, PointType.SUPPLY: 3}  # only the supply, tripled
    table.fresh_turn(0)
    settle(table)
    assert table.die(unit, "structure") == 1 and table.die(unit, "shield") == 0  # through the walls: past its Shields
    table.fresh_turn(0)
    settle(table)
    assert table.die(unit, "structure") == 2


def test_phase_rats_die_only_of_crew_attacks_equal_to_their_strength() -> None:
    rats = printed("M3_-_Phase_Rats_UE")
    gunship = ship(6, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": 3}])
    table = Table([rats, SICK], [SUPPLIED, gunship, BRAWLER, DEPOT])
    unit, gun = table.put(SUPPLIED, 1), table.put(gunship, 1)
    brawler = table.put(BRAWLER, 1, on=unit)
    played = _ready(table, rats)
    table.act(f"play #{played} against #{unit}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{played}") is not None  # no weapons target: only crew attacks hurt them
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{brawler} 1 at #{played}")
    settle(table)
    assert table.die(played, "structure") == 2 and table.card(played).in_play  # 2 of its 3
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{brawler} 1 at #{played}")
    settle(table)
    assert table.card(played).zone is Zone.DISCARD
    assert table.card(gun).in_play


# --- M6 Scentari Snails ----------------------------------------------------------------------

HULL = ship(5, shields=0)
YARD = terrain(3, repair=3)


def _snails_on_hull() -> tuple[Table, int, int]:
    snails = printed("M6_-_Scentari_Snails_PE")
    table = Table([snails, SICK], [HULL, YARD, ROCK])
    unit = table.put(HULL, 1)
    table.put(YARD, 1)
    played = _ready(table, snails)
    assert table.why(f"play #{played} against #{table.put(ROCK, 1)}") is not None  # a ship or base only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    return table, played, unit


def test_scentari_snails_halve_the_hull_for_good_as_the_owners_next_turn_begins() -> None:
    table, played, unit = _snails_on_hull()
    assert table.die(unit, "permanent") == 0 and table.card(played).in_play  # not before its owner's turn
    table.fresh_turn(1)
    assert table.die(unit, "permanent") == 3  # half of 5, fractions rounded up
    assert table.card(played).zone is Zone.DISCARD  # discarded once it took effect
    assert table.why(f"allocate repair #{unit}") is not None  # this damage cannot be repaired
    table.fresh_turn(1)
    assert table.die(unit, "permanent") == 3 and table.card(unit).in_play  # once only


def test_scentari_snails_destroy_a_hull_already_damaged_past_its_other_half() -> None:
    table, _, unit = _snails_on_hull()
    table.card(unit).dice[DieKind.STRUCTURE] = 2  # 2 of its 5 already lost
    table.fresh_turn(1)
    assert table.card(unit).zone is Zone.DISCARD  # 5 less 2 less 3: nothing left


# --- H4 / H8 Gravity Pocket ------------------------------------------------------------------

CAUGHT = ship(10, shields=0, requirements={"energy": 2})
REACTOR = terrain(5, energy=8)


def _pocket(image: str) -> tuple[Table, int, int]:
    pocket = printed(image)
    table = Table([pocket, SICK], [CAUGHT, REACTOR, ROCK])
    unit = table.put(CAUGHT, 1)
    table.put(REACTOR, 1)
    played = _ready(table, pocket)
    assert table.why(f"play #{played} against #{table.put(ROCK, 1)}") is not None  # a ship only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    return table, played, unit


@pytest.mark.parametrize(("image", "first", "factor", "more"), [("H4_-_Gravity_Pocket_UE", 3, 2, 2), ("H8_-_Gravity_Pocket_PE", 6, 3, 3)])
def test_gravity_pocket_damages_its_ship_each_turn_until_it_pays_the_multiplied_energy_to_escape(image: str, first: int, factor: int, more: int) -> None:
    table, played, unit = _pocket(image)
    assert table.die(unit, "structure") == first  # at once, as it is played
    assert stats.requirements(table.state, table.card(unit)) == {PointType.ENERGY: 2 * factor}
    table.fresh_turn(0)
    settle(table)
    assert table.die(unit, "structure") == first + more  # not escaped: more damage
    table.fresh_turn(1)
    for _ in range(2):
        table.act(f"allocate energy #{unit}")  # its printed energy: not enough to escape
    assert table.card(played).in_play
    for _ in range(2 * factor - 2):
        table.act(f"allocate energy #{unit}")  # the rest, in the same turn
    assert table.card(played).zone is Zone.DISCARD  # escaped: the pocket is used up
    assert stats.requirements(table.state, table.card(unit)) == {PointType.ENERGY: 2}
    table.fresh_turn(0)
    settle(table)
    assert table.die(unit, "structure") == first + more  # no more damage


def test_gravity_pocket_lets_a_ship_that_needs_no_energy_escape_as_its_owners_turn_begins() -> None:
    pocket = printed("H4_-_Gravity_Pocket_UE")
    drifting = ship(6, shields=0)
    table = Table([pocket, SICK], [drifting])
    unit = table.put(drifting, 1)
    played = _ready(table, pocket)
    table.act(f"play #{played} against #{unit}")
    settle(table)
    table.fresh_turn(1)  # twice nothing is nothing: paid
    assert table.card(played).zone is Zone.DISCARD and table.die(unit, "structure") == 3


# --- M5 Time Fiend ---------------------------------------------------------------------------

SIX = ship(6, shields=0)
FIVE = ship(5, shields=0)
SEVEN_CREW = card("C", 7, "Seven Test Crew")
SCHOOL = terrain(5, research=8)


def _fiend() -> tuple[Table, int]:
    fiend = printed("M5_-_Time_Fiend_TG")
    table = Table([fiend, SICK, SEVEN_CREW], [SIX, FIVE, SEVEN_CREW, SCHOOL])
    table.put(SCHOOL, 1)
    played = _ready(table, fiend)
    table.act(f"play #{played}")
    settle(table)
    return table, played


def test_time_fiend_keeps_its_opponent_from_playing_cards_stronger_than_it_in_his_play_cards_phases() -> None:
    table, fiend = _fiend()
    assert table.card(fiend).bound_seat == 1
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    six, five = table.hand(SIX, 1), table.hand(FIVE, 1)
    problem = table.why(f"play #{six}")
    assert problem is not None and "stronger" in problem.message  # 6 > the fiend's 5
    assert table.why(f"play #{five}") is None
    table.fresh_turn(0)  # the fiend grows to 6
    assert stats.strength(table.state, table.card(fiend)) == 6
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{six}") is None
    assert table.why(f"play #{table.hand(SEVEN_CREW, 1)} on #{table.put(FIVE, 1)}") is not None
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    own = table.card(table.hand(SEVEN_CREW, 0))
    assert strength_cap_problem(table.state, Seat(0), own) is None  # its own player is never capped


def test_time_fiend_grows_each_turn_and_is_discarded_at_ten() -> None:
    table, fiend = _fiend()
    for grown in range(6, 10):
        table.fresh_turn(0)
        assert stats.strength(table.state, table.card(fiend)) == grown
    table.fresh_turn(0)
    assert table.card(fiend).zone is Zone.DISCARD


def test_time_fiend_falls_to_research_equal_to_its_current_strength_in_one_turn() -> None:
    table, fiend = _fiend()
    table.fresh_turn(0)  # strength 6 now
    table.fresh_turn(1)
    for _ in range(5):
        table.act(f"allocate research #{fiend}")
    assert table.card(fiend).in_play  # 5 of 6
    table.fresh_turn(0)  # 7 now, and last turn's research is lost
    assert table.die(fiend, "research") == 0
    table.fresh_turn(1)
    for _ in range(6):
        table.act(f"allocate research #{fiend}")
    assert table.card(fiend).in_play  # 6 of 7
    table.act(f"allocate research #{fiend}")
    assert table.card(fiend).zone is Zone.DISCARD  # 7 of 7, all in one turn
