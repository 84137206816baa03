"""The 1994 Basic Set's crew and equipment whose rules depend on a title, a host or a
location: Medical Scanner, Doctor, Robotic Crew, Teamster, Civilian Captain, Helmsman,
Sysop (v2.1 ABILITY CARDS, CREW CARDS, EQUIPMENT CARDS, CARDS HAVE RULES)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import requirements, strength
from tests.engine.builders import Table, card, guns, ship

MEDICAL_SCANNER = default_catalog().printing("A1_-_Medical_Scanner_NE")
DOCTOR = default_catalog().printing("C2_-_Doctor_PE")
ROBOTIC_CREW = default_catalog().printing("E5_-_Robotic_Crew_NE")
TEAMSTER = default_catalog().printing("C4_-_Teamster_NE")
CIVILIAN_CAPTAIN = default_catalog().printing("C2_-_Civilian_Captain_PE")
HELMSMAN = default_catalog().printing("C2_-_Helmsman_PE")
SYSOP = default_catalog().printing("C1_-_Sysop_NE")
ILLNESS = default_catalog().printing("O1_-_Illness_PE")
INJURY = default_catalog().printing("O2_-_Injury_PE")
LOVE_INTEREST = default_catalog().printing("O4_-_Love_Interest_PE")

HOME = ship(5, shields=0)
NEEDY = ship(5, shields=0, requirements={"supply": 2, "energy": 1})
EMPIRE_SHIP = ship(5, empire="Argonian First Republic", shields=0, requirements={"supply": 2})
NURSE = card("C", 3, "Crew Test Ship's Nurse")
COOK = card("C", 3, "Crew Test Cook")
WEAK = card("C", 1, "Crew Test Cabin Boy")
MAGE = card("C", 2, "Crew Test Cyber Mage")
SHOOTER = ship(6, shields=0, weapons=guns(phasers=3))


def _opponent_turn(table: Table) -> None:
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)


def test_ability_cards_medical_scanner_adds_one_strength_to_a_medical_crew_only() -> None:
    table = Table([HOME, NURSE, COOK, MEDICAL_SCANNER, MEDICAL_SCANNER], [])
    home = table.put(HOME, 0)
    nurse, cook = table.put(NURSE, 0, on=home), table.put(COOK, 0, on=home)
    table.put(MEDICAL_SCANNER, 0, on=nurse)
    table.put(MEDICAL_SCANNER, 0, on=cook)
    assert strength(table.state, table.card(nurse)) == 4
    assert strength(table.state, table.card(cook)) == 3


def test_ability_cards_medical_scanner_cancels_a_weaker_illness_played_to_its_location() -> None:
    table = Table([HOME, NURSE, WEAK, MEDICAL_SCANNER], [ILLNESS, LOVE_INTEREST])
    home = table.put(HOME, 0)
    nurse = table.put(NURSE, 0, on=home)
    patient = table.put(WEAK, 0, on=home)
    table.put(MEDICAL_SCANNER, 0, on=nurse)
    _opponent_turn(table)
    illness = table.hand(ILLNESS, 1)
    table.act(f"play #{illness} against #{patient}")
    assert table.state.window is not None and table.state.window.asked == 0  # the scanner may answer
    scanner = table.find(MEDICAL_SCANNER, 0, (Zone.PLAY,)).id
    table.act(f"use #{scanner} 1")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(illness).zone is Zone.DISCARD
    love = table.hand(LOVE_INTEREST, 1)  # an occurrence, but no illness or injury
    table.act(f"play #{love} against #{patient}")
    assert table.state.window is None and table.card(love).in_play


def test_crew_cards_doctor_discards_illness_at_its_location_and_keeps_new_ones_out() -> None:
    table = Table([HOME, WEAK, DOCTOR], [INJURY, LOVE_INTEREST])
    home = table.put(HOME, 0)
    patient = table.put(WEAK, 0, on=home)
    injury = table.put(INJURY, 1, on=patient)
    table.card(injury).controller = 1
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    doctor = table.hand(DOCTOR, 0)
    table.act(f"play #{doctor} on #{home}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(injury).zone is Zone.DISCARD
    _opponent_turn(table)
    problem = table.why(f"play #{table.hand(INJURY, 1)} against #{patient}")
    assert problem is not None and "Doctor" in problem.message
    assert table.why(f"play #{table.hand(LOVE_INTEREST, 1)} against #{patient}") is None  # not an illness


def test_equipment_cards_robotic_crew_needs_no_supply_for_its_ship() -> None:
    table = Table([NEEDY, ROBOTIC_CREW], [])
    needy = table.put(NEEDY, 0)
    assert requirements(table.state, table.card(needy)) == {PointType.SUPPLY: 2, PointType.ENERGY: 1}
    table.put(ROBOTIC_CREW, 0, on=needy)
    assert requirements(table.state, table.card(needy)) == {PointType.ENERGY: 1}


def test_crew_cards_teamster_lowers_its_ships_supply_requirement_by_one() -> None:
    table = Table([NEEDY, TEAMSTER], [])
    needy = table.put(NEEDY, 0)
    table.put(TEAMSTER, 0, on=needy)
    assert requirements(table.state, table.card(needy)) == {PointType.SUPPLY: 1, PointType.ENERGY: 1}


def test_crew_cards_civilian_captain_helps_a_generic_ship_only() -> None:
    table = Table([NEEDY, EMPIRE_SHIP, CIVILIAN_CAPTAIN, CIVILIAN_CAPTAIN], [SHOOTER])
    generic = table.put(NEEDY, 0)
    empire = table.put(EMPIRE_SHIP, 0)
    table.put(CIVILIAN_CAPTAIN, 0, on=generic)
    table.put(CIVILIAN_CAPTAIN, 0, on=empire)
    assert requirements(table.state, table.card(generic)) == {PointType.SUPPLY: 1, PointType.ENERGY: 1}
    assert requirements(table.state, table.card(empire)) == {PointType.SUPPLY: 2}
    gun = table.put(SHOOTER, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{generic}", f"#{gun} phaser 3")
    assert table.die(generic, "structure") == 2  # the volley's first point is ignored


def test_crew_cards_helmsman_returns_its_ship_and_stack_to_the_hand_as_a_card_play() -> None:
    table = Table([HOME, HELMSMAN, WEAK], [])
    home = table.put(HOME, 0)
    helmsman = table.put(HELMSMAN, 0, on=home)
    hand = table.put(WEAK, 0, on=home)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    before = table.player(0).plays_used
    table.act(f"use #{helmsman} 1")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(home).zone is Zone.HAND and table.card(hand).zone is Zone.HAND
    assert table.card(helmsman).zone is Zone.DISCARD
    assert table.player(0).plays_used == before + 1


def test_crew_cards_sysop_adds_one_strength_to_a_cyber_mage_at_its_location() -> None:
    table = Table([HOME, SYSOP, MAGE, MAGE, COOK, NEEDY], [])
    home, elsewhere = table.put(HOME, 0), table.put(NEEDY, 0)
    mage, cook = table.put(MAGE, 0, on=home), table.put(COOK, 0, on=home)
    far_mage = table.put(MAGE, 0, on=elsewhere)
    assert strength(table.state, table.card(mage)) == 2
    table.put(SYSOP, 0, on=home)
    assert strength(table.state, table.card(mage)) == 3
    assert strength(table.state, table.card(cook)) == 3  # not a cyber mage
    assert strength(table.state, table.card(far_mage)) == 2  # not at its location


GENETIC_MUTATION = default_catalog().printing("A4_-_Genetic_Mutation_NE")
DEVIANT = default_catalog().printing("A3_-_Deviant_NE")
BOOST = card("A", 1, "Crew Test Training", effects=[{"kind": "add_strength", "trigger": "continuous", "target": "location", "amount": 1}])


def test_ability_cards_genetic_mutation_keeps_negative_abilities_off_its_crew() -> None:
    table = Table([HOME, WEAK, GENETIC_MUTATION, COOK], [DEVIANT])
    home = table.put(HOME, 0)
    guarded, other = table.put(WEAK, 0, on=home), table.put(COOK, 0, on=home)
    table.put(GENETIC_MUTATION, 0, on=guarded)
    _opponent_turn(table)
    deviant = table.hand(DEVIANT, 1)
    problem = table.why(f"play #{deviant} against #{guarded}")
    assert problem is not None and "negative ability" in problem.message
    assert table.why(f"play #{deviant} against #{other}") is None


def test_ability_cards_genetic_mutation_discards_itself_to_discard_an_opponents_ability() -> None:
    table = Table([HOME, WEAK, GENETIC_MUTATION], [HOME, COOK, BOOST])
    home = table.put(HOME, 0)
    mutation = table.put(GENETIC_MUTATION, 0, on=table.put(WEAK, 0, on=home))
    theirs = table.put(COOK, 1, on=table.put(HOME, 1))
    training = table.put(BOOST, 1, on=theirs)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"use #{mutation} 1 at #{training}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(training).zone is Zone.DISCARD and table.card(mutation).zone is Zone.DISCARD


CYBER_PROGRAMMER = default_catalog().printing("C2_-_Cyber-Programmer_NE")


def test_crew_cards_cyber_programmer_shields_equipment_at_its_location_and_lends_a_cyber_mage_its_strength() -> None:
    from tests.engine.test_missions import BOARDING_PARTY, TRANSPORT_SHUTTLE

    gear = card("E", 1, "Crew Test Console", passive=True)
    table = Table([HOME, BOARDING_PARTY, TRANSPORT_SHUTTLE], [HOME, CYBER_PROGRAMMER, gear, gear, NEEDY, MAGE])
    home = table.put(HOME, 0)
    raider = table.put(BOARDING_PARTY, 0, on=home)
    table.put(TRANSPORT_SHUTTLE, 0, on=home)
    theirs, elsewhere = table.put(HOME, 1), table.put(NEEDY, 1)
    mage = table.put(MAGE, 1, on=elsewhere)
    table.put(CYBER_PROGRAMMER, 1, on=theirs)
    guarded, exposed = table.put(gear, 1, on=theirs), table.put(gear, 1, on=elsewhere)
    assert strength(table.state, table.card(mage)) == 4  # 2 + the programmer's 2
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    assert table.why(f"use #{raider} 3 at #{guarded}") is not None
    assert table.why(f"use #{raider} 3 at #{exposed}") is None


def test_hazard_cards_deal_one_point_less_to_a_ship_with_a_helmsman_and_weapons_fire_is_not_lessened() -> None:
    ion_storm = default_catalog().printing("H2_-_Ion_Storm_PE")  # 2 damage to one ship or base
    table = Table([HOME, HELMSMAN], [ion_storm, SHOOTER])
    steered = table.put(HOME, 0)
    table.put(HELMSMAN, 0, on=steered)
    gun = table.put(SHOOTER, 1)
    _opponent_turn(table)
    table.act(f"play #{table.hand(ion_storm, 1)} against #{steered}")
    assert table.die(steered, "structure") == 1  # 2 less 1
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{steered}", f"#{gun} phaser 2")
    assert table.die(steered, "structure") == 3  # weapons fire: all of it


CYBER_MAGE = default_catalog().printing("C4_-_Cyber_Mage_NE")


def test_crew_cards_the_single_strongest_cyber_mage_gives_one_more_card_play_and_draw() -> None:
    rival = card("C", 3, "Crew Test Rival Cyber Mage")
    table = Table([HOME, CYBER_MAGE, MAGE], [HOME, rival])
    mine = table.put(CYBER_MAGE, 0, on=table.put(HOME, 0))
    table.put(rival, 1, on=table.put(HOME, 1))
    hand = len(table.player(0).hand)
    table.fresh_turn(0)
    assert table.player(0).extra_plays == 1 and len(table.player(0).hand) == hand + 1
    table.fresh_turn(1)
    assert table.player(1).extra_plays == 0  # 3 < 4
    tied = card("C", 4, "Crew Test Equal Cyber Mage")
    table2 = Table([HOME, CYBER_MAGE], [HOME, tied])
    table2.put(CYBER_MAGE, 0, on=table2.put(HOME, 0))
    table2.put(tied, 1, on=table2.put(HOME, 1))
    table2.fresh_turn(0)
    assert table2.player(0).extra_plays == 0  # a tie: nobody
    assert strength(table.state, table.card(mine)) == 4


def test_crew_cards_cyber_mage_adds_half_its_strength_to_another_cyber_mage_of_its_fleet() -> None:
    table = Table([HOME, CYBER_MAGE, MAGE], [])
    home = table.put(HOME, 0)
    apprentice = table.put(MAGE, 0, on=home)
    mage = table.put(CYBER_MAGE, 0, on=home)
    assert strength(table.state, table.card(apprentice)) == 4  # 2 + 4 // 2
    assert strength(table.state, table.card(mage)) == 4  # not to itself


CREWMAN = default_catalog().printing("C1_-_Crewman_PE")
CARGO = default_catalog().printing("E1_-_Cargo_PE")


def test_reaction_cards_a_crewman_takes_an_illness_in_another_crews_stead() -> None:
    table = Table([HOME, NURSE, CREWMAN], [ILLNESS])
    home = table.put(HOME, 0)
    nurse = table.put(NURSE, 0, on=home)
    crewman = table.hand(CREWMAN, 0)
    _opponent_turn(table)
    illness = table.hand(ILLNESS, 1)
    table.act(f"play #{illness} against #{nurse}")
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{crewman} on #{home}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(illness).parent == crewman  # the Crewman is affected instead
    from ge_desktop.rulesets.galactic_empires.stats import functions_suspended

    assert functions_suspended(table.state, table.card(crewman)) and not functions_suspended(table.state, table.card(nurse))


def test_crew_cards_a_crewman_raises_a_bar_tenders_strength_by_one() -> None:
    tender, cook = card("C", 2, "Crew Test Bar Tender"), card("C", 2, "Crew Test Galley Cook")
    table = Table([HOME, CREWMAN, tender, cook], [])
    home = table.put(HOME, 0)
    bar, galley = table.put(tender, 0, on=home), table.put(cook, 0, on=home)
    table.put(CREWMAN, 0, on=home)
    assert strength(table.state, table.card(bar)) == 3 and strength(table.state, table.card(galley)) == 2


def test_reaction_mode_actions_cargo_takes_a_point_of_a_volley_at_its_unit_then_goes() -> None:
    table = Table([HOME, OTHER := ship(4, shields=0), CARGO], [SHOOTER])
    home, other = table.put(HOME, 0), table.put(OTHER, 0)
    cargo = table.put(CARGO, 0, on=home)
    gun = table.put(SHOOTER, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.act(f"aim #{other}")
    table.act(f"fire #{gun} phaser 1")
    table.act("done")
    assert table.state.window is None  # not its unit: nothing to answer
    table.act(f"aim #{home}")
    table.act(f"fire #{gun} phaser 2")
    table.act("done")
    table.act(f"use #{cargo} 2")  # function 1 is its supply point (a card action), 2 the reaction
    while table.state.window is not None:
        table.act("pass")
    assert table.die(home, "structure") == 1 and table.card(cargo).zone is Zone.DISCARD
