"""Crew that perform no functions (the 1994 Basic Set's Illness, Injury, Love Interest,
Malpractice, Space Vertigo and Deviant), the placement limits their text sets (by strength,
by title), and research points that cancel an illness or injury (v2.1 OCCURRENCE CARDS,
CARDS HAVE RULES, RESEARCH).
"""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, strength
from tests.engine.builders import Table, card, effect, ship, terrain

ILLNESS = default_catalog().printing("O1_-_Illness_PE")
INJURY = default_catalog().printing("O2_-_Injury_PE")
LOVE_INTEREST = default_catalog().printing("O4_-_Love_Interest_PE")
MALPRACTICE = default_catalog().printing("L2_-_Malpractice_PE")
SPACE_VERTIGO = default_catalog().printing("M2_-_Space_Vertigo_PE")
DEVIANT = default_catalog().printing("A3_-_Deviant_NE")

HOME = ship(5, shields=0)
LAB = terrain(3, research=3)
RALLY = effect("add_strength", "continuous", "location", amount=2, target_types=["S"])
OFFICER = card("C", 2, "Suspend Test Officer", effects=[effect("draw_cards", "card_action", "controller", amount=1), RALLY])
STRONG = card("C", 5, "Suspend Test Commander", effects=[effect("draw_cards", "card_action", "controller", amount=1)])
FOUR = card("C", 4, "Suspend Test Pilot")
DOCTOR = card("C", 3, "Suspend Test Ship's Doctor")
TELEPATH = card("C", 2, "Suspend Test Telepath")


def _scene(subject, crew=OFFICER):
    """p0's crew on p0's ship; p1 holds ``subject`` in its Play Cards Phase A."""
    table = Table([HOME, crew, LAB], [subject])
    home = table.put(HOME, 0)
    officer = table.put(crew, 0, on=home)
    table.put(LAB, 0)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    return table, home, officer, table.hand(subject, 1)


def test_occurrence_cards_illness_stops_every_function_of_its_crew_for_one_turn() -> None:
    table, home, officer, illness = _scene(ILLNESS)
    assert strength(table.state, table.card(home)) == 7  # the officer's +2 works
    table.act(f"play #{illness} against #{officer}")
    assert functions_suspended(table.state, table.card(officer))
    assert strength(table.state, table.card(home)) == 5  # its continuous effect stops too
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    problem = table.why(f"use #{officer} 1")
    assert problem is not None and "performs no functions" in problem.message
    table.fresh_turn(1)  # one complete turn later its duration runs out
    assert table.card(illness).zone is Zone.DISCARD
    assert strength(table.state, table.card(home)) == 7


def test_research_points_equal_to_its_strength_cancel_an_illness() -> None:
    table, home, officer, illness = _scene(INJURY)
    table.act(f"play #{illness} against #{officer}")
    table.fresh_turn(0)  # p0's Allocation Phase: 3 research points from the lab
    assert table.card(illness).in_play  # an injury has no duration: it stays until cured
    table.act(f"allocate research #{illness}")
    assert table.card(illness).in_play  # 1 of 2
    table.act(f"allocate research #{illness}")
    assert table.card(illness).zone is Zone.DISCARD
    assert not functions_suspended(table.state, table.card(officer))
    table.to_phase(Phase.PLAY_A, 0)
    assert table.why(f"use #{officer} 1") is None


def test_research_points_cancel_illness_with_one_point() -> None:
    table, home, officer, illness = _scene(ILLNESS)
    table.act(f"play #{illness} against #{officer}")
    assert table.card(illness).die(DieKind.DURATION) == 1
    table.fresh_turn(0)
    assert table.legal(f"allocate research #{illness}")  # p0 cures his crew of p1's card
    table.act(f"allocate research #{illness}")
    assert table.card(illness).zone is Zone.DISCARD


def test_occurrence_cards_love_interest_goes_only_to_a_crew_of_strength_four_or_less() -> None:
    table, home, commander, love = _scene(LOVE_INTEREST, crew=STRONG)
    problem = table.why(f"play #{love} against #{commander}")
    assert problem is not None and "strength 4 or less" in problem.message
    table2, home2, pilot, love2 = _scene(LOVE_INTEREST, crew=FOUR)
    table2.act(f"play #{love2} against #{pilot}")
    assert functions_suspended(table2.state, table2.card(pilot))


def test_luck_cards_malpractice_goes_only_to_a_doctor() -> None:
    table, home, officer, malpractice = _scene(MALPRACTICE)
    problem = table.why(f"play #{malpractice} against #{officer}")
    assert problem is not None and "doctor" in problem.message
    table2, home2, doctor, malpractice2 = _scene(MALPRACTICE, crew=DOCTOR)
    table2.act(f"play #{malpractice2} against #{doctor}")
    assert functions_suspended(table2.state, table2.card(doctor))


def test_monster_cards_space_vertigo_disables_a_crew_and_kills_a_telepath() -> None:
    table, home, officer, vertigo = _scene(SPACE_VERTIGO)
    table.act(f"play #{vertigo} against #{officer}")
    assert functions_suspended(table.state, table.card(officer))
    table2, home2, telepath, vertigo2 = _scene(SPACE_VERTIGO, crew=TELEPATH)
    table2.act(f"play #{vertigo2} against #{telepath}")
    assert table2.card(telepath).zone is Zone.DISCARD


def test_ability_cards_deviant_goes_to_a_crew_of_strength_three_or_less_and_sabotages_its_ship() -> None:
    table, home, commander, deviant = _scene(DEVIANT, crew=STRONG)
    assert table.why(f"play #{deviant} against #{commander}") is not None  # strength 5
    table2, home2, officer, deviant2 = _scene(DEVIANT)
    table2.act(f"play #{deviant2} against #{officer}")
    assert functions_suspended(table2.state, table2.card(officer))
    before = table2.die(home2, "structure")
    table2.fresh_turn(1)  # the Deviant's player's Allocation Phase
    assert table2.die(home2, "structure") == before + 1  # structural: no Shield takes it


ALDIBRIK = default_catalog().printing("O3_-_Illness_-_Aldibrik_Ailment_NE")
TWO_JOBS = card(
    "C", 5, "Suspend Test Quartermaster",
    effects=[effect("draw_cards", "card_action", "controller", amount=1), effect("draw_cards", "card_action", "controller", amount=1)],
)


def test_occurrence_cards_aldibrik_ailment_halves_strength_and_allows_one_function_a_turn() -> None:
    table, home, crew, ailment = _scene(ALDIBRIK, crew=TWO_JOBS)
    table.act(f"play #{ailment} against #{crew}")
    assert strength(table.state, table.card(crew)) == 2  # 5 halved, fractions dropped
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"use #{crew} 1")
    problem = table.why(f"use #{crew} 2")
    assert problem is not None and "one function a turn" in problem.message
    table.act(f"~move #{ailment} discard p1 top")
    assert strength(table.state, table.card(crew)) == 5
    assert table.why(f"use #{crew} 2") is None


CANCEL_PLAY = effect("negate", target="reacted_to", params={"answers": "play"})
SCIENCE_OFFICER = card("R/C", 2, "Suspend Test Science Officer", effects=[CANCEL_PLAY])
JAMMER = card("R/O", 1, "Suspend Test Countermeasure", effects=[CANCEL_PLAY])


def test_monster_cards_only_a_science_officer_played_in_reaction_mode_cancels_space_vertigo() -> None:
    table = Table([HOME, OFFICER, JAMMER, SCIENCE_OFFICER], [SPACE_VERTIGO, LOVE_INTEREST])
    home = table.put(HOME, 0)
    officer = table.put(OFFICER, 0, on=home)
    jammer, scientist = table.hand(JAMMER, 0), table.hand(SCIENCE_OFFICER, 0)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    love = table.hand(LOVE_INTEREST, 1)
    table.act(f"play #{love} against #{officer}")
    assert table.why(f"play #{jammer}") is None  # any cancel answers another card
    table.act("pass")
    vertigo = table.hand(SPACE_VERTIGO, 1)
    table.act(f"play #{vertigo} against #{officer}")
    assert table.why(f"play #{jammer}") is not None
    table.act(f"play #{scientist} on #{home}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(vertigo).zone is Zone.DISCARD and table.card(scientist).in_play


def test_reaction_mode_actions_a_crew_that_performs_no_functions_does_not_react() -> None:
    guard = card("C", 2, "Suspend Test Lookout", effects=[effect("negate", "reaction", "reacted_to", params={"answers": "play"})])
    table = Table([HOME, guard], [ILLNESS, LOVE_INTEREST])
    home = table.put(HOME, 0)
    lookout = table.put(guard, 0, on=home)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    table.act(f"play #{table.hand(ILLNESS, 1)} against #{lookout}")
    assert table.state.window is not None  # the lookout could cancel it
    table.act("pass")
    assert functions_suspended(table.state, table.card(lookout))
    table.act(f"play #{table.hand(LOVE_INTEREST, 1)} against #{lookout}")
    assert table.state.window is None  # now it performs no functions: nobody is asked
