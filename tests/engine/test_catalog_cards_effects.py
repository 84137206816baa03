"""CARDS HAVE RULES (v2.1): engagement, repair, cards and hands, reactions that void or cancel,
control, monsters, points and manual cards of the shipped catalog (card-facts §2.1 item 1,
§2.8 items 88-89, §2.12 items 154-157, §2.14 items 181, 185-189, 193)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import CardType, PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import HandShown, ManualResolution
from tests.engine.builders import Table, card, catalog_card, guns, ship, terrain
from tests.engine.catalog_scenes import CREW, SHOOTER, SUPPLY_ROCK, attach, host, played_against

CREWED = host(shields=0)


def _in_phase_a(table: Table, turns: int = 2) -> None:
    for _ in range(turns):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


# --- engagement --------------------------------------------------------------------------


@pytest.mark.parametrize("card_id", ["gravity-well", "shipping-delays", "alien-parasite"])
def test_cards_have_rules_cards_that_disengage_what_they_are_played_against(card_id: str) -> None:
    table, _, target = played_against(card_id)
    assert not table.card(target).engaged


@pytest.mark.parametrize("card_id", ["captains-bluff", "tractor-beam"])
def test_cards_have_rules_card_actions_that_disengage_an_enemy_ship(card_id: str) -> None:
    subject = catalog_card(card_id)
    mine, theirs = host(), host()
    table = Table([mine, CREW, subject, SUPPLY_ROCK], [theirs])
    own = table.put(mine, 0)
    table.put(SUPPLY_ROCK, 0)
    placed = attach(table, subject, 0, own)
    enemy = table.put(theirs, 1)
    table.fresh_turn(0)
    for point, need in subject.requirements.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{placed}")
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{placed} 1 at #{own}") is not None
    table.act(f"use #{placed} 1 at #{enemy}")
    assert not table.card(enemy).engaged


def test_amphibian_desire_keeps_a_crew_disengaged_for_one_turn() -> None:
    desire = catalog_card("amphibian-desire")
    theirs = host()
    table = Table([desire], [theirs, CREW])
    crew = table.put(CREW, 1, on=table.put(theirs, 1))
    _in_phase_a(table)
    played = table.hand(desire, 0)
    table.act(f"play #{played} against #{crew}")
    assert not table.card(crew).engaged
    table.to_phase(Phase.PLAY_A, 1)  # p1's Engagement Phase keeps it down
    assert not table.card(crew).engaged
    table.fresh_turn(0)  # p0's next turn: the card's turn is over
    assert table.card(played).zone is Zone.DISCARD
    table.to_phase(Phase.PLAY_A, 1)
    assert table.card(crew).engaged


def test_surprise_maneuver_voids_the_volley_and_engages_the_ship() -> None:
    surprise = catalog_card("surprise-maneuver")
    target = host(shields=0)
    table = Table([SHOOTER], [target, surprise])
    gun, unit = table.put(SHOOTER, 0), table.put(target, 1, engaged=False)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    table.act(f"play #{table.hand(surprise, 1)} on #{unit}")
    assert table.die(unit, "structure") == 0 and table.card(unit).engaged


# --- voiding and cancelling --------------------------------------------------------------

VOIDERS = ["evasive-maneuvers", "emergency-cloak", "argonian-gaseous-form", "lucky-maneuver"]


@pytest.mark.parametrize("card_id", VOIDERS)
def test_cards_have_rules_reactions_that_void_the_volley_aimed_at_their_unit(card_id: str) -> None:
    voider = catalog_card(card_id)
    target = host(empire=voider.empire, shields=0)
    table = Table([SHOOTER], [target, CREW, voider])
    gun, unit = table.put(SHOOTER, 0), table.put(target, 1)
    crew = table.put(CREW, 1, on=unit)
    in_hand = table.hand(voider, 1)
    hand_before = len(table.player(1).hand)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    where = crew if voider.primary_type.value == "A" else unit
    table.act(f"play #{in_hand} on #{where}")
    assert table.die(unit, "structure") == 0
    assert table.card(in_hand).zone is Zone.DISCARD  # discarded after use
    drawn = 1 if card_id == "lucky-maneuver" else 0
    assert len(table.player(1).hand) == hand_before - 1 + drawn


def test_narrow_escape_cancels_a_hazard_monster_or_occurrence_played_against_your_fleet() -> None:
    escape, debris = catalog_card("narrow-escape"), catalog_card("space-debris")
    target = host(shields=2)
    table = Table([debris, terrain(2)], [target, escape])
    unit = table.put(target, 1)
    rock_in_hand = table.hand(table.config.decks[0].cards[2], 0)
    _in_phase_a(table)
    table.act(f"play #{rock_in_hand}")
    assert table.game.to_act == 0  # a terrain is not against his fleet: no window
    table.act(f"play #{table.hand(debris, 0)} against #{unit}")
    table.act(f"play #{table.hand(escape, 1)}")
    assert table.die(unit, "shield") == 0


def test_doctor_cancels_an_illness_played_against_a_crew_and_cures_one_by_card_action() -> None:
    doctor, illness, insanity = catalog_card("doctor"), catalog_card("illness"), catalog_card("amphibian-desire")
    theirs = host()
    table = Table([illness, insanity], [theirs, CREW, doctor])
    unit = table.put(theirs, 1)
    crew = table.put(CREW, 1, on=unit)
    _in_phase_a(table)
    sick = table.hand(illness, 0)
    table.act(f"play #{sick} against #{crew}")
    medic = table.hand(doctor, 1)
    table.act(f"play #{medic} on #{unit}")
    assert table.state.choice is not None and table.game.to_act == 1  # "can cancel": he may
    table.act(f"choose #{sick}")
    assert table.card(sick).zone is Zone.DISCARD and table.card(crew).in_play
    lovesick = table.hand(insanity, 0)
    table.act(f"play #{lovesick} against #{crew}")
    assert not table.card(crew).engaged
    table.to_phase(Phase.PLAY_A, 1)
    table.act(f"use #{medic} 1 at #{lovesick}")  # discards an illness or injury card from a crew of his fleet
    assert table.card(lovesick).zone is Zone.DISCARD


def test_minesweeper_as_a_reaction_cancels_the_card_action_of_an_enemy_mine() -> None:
    sweeper, mine = catalog_card("minesweeper"), catalog_card("nuclear-mine")
    carrier, target = host(), host(shields=2)
    table = Table([carrier, mine], [sweeper, target])
    own = table.put(carrier, 0)
    bomb = table.put(mine, 0, on=own)
    sweep, enemy = table.put(sweeper, 1), table.put(target, 1)
    _in_phase_a(table, 0)
    table.act(f"use #{bomb} 1 at #{enemy}")
    table.act(f"use #{sweep} 1")
    assert table.die(enemy, "shield") == 0 and table.card(bomb).zone is Zone.DISCARD


def test_scorpead_security_officer_cancels_a_crew_played_against_its_location() -> None:
    officer = catalog_card("scorpead-security-officer")
    boarders = card("C", 3, "Hostile Boarders", placement={"mode": "against", "target_types": ["S"]})
    theirs = host()
    table = Table([boarders], [theirs, officer])
    unit = table.put(theirs, 1)
    guard = table.put(officer, 1, on=unit)
    _in_phase_a(table)
    played = table.hand(boarders, 0)
    table.act(f"play #{played} against #{unit}")
    table.act(f"use #{guard} 1")
    assert table.card(played).zone is Zone.DISCARD


# --- repair ------------------------------------------------------------------------------

REPAIRERS = [("damage-control-team", 2), ("greater-automaton", 2), ("spare-parts", 2), ("indirigan-female", 1)]


@pytest.mark.parametrize(("card_id", "amount"), REPAIRERS, ids=[c for c, _ in REPAIRERS])
def test_cards_have_rules_card_actions_that_repair_their_unit(card_id: str, amount: int) -> None:
    subject = catalog_card(card_id)
    damaged = host(shields=0)
    table = Table([damaged, CREW, subject], [])
    unit = table.put(damaged, 0)
    placed = attach(table, subject, 0, unit)
    table.act(f"~die #{unit} structure 3")
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{placed} 1")
    assert table.die(unit, "structure") == 3 - amount


def test_hospital_ship_repairs_a_ship_or_base_of_its_fleet() -> None:
    hospital = catalog_card("hospital-ship")
    damaged = host(shields=0)
    table = Table([hospital, damaged, SUPPLY_ROCK], [host()])
    medic, unit = table.put(hospital, 0), table.put(damaged, 0)
    table.put(SUPPLY_ROCK, 0)
    enemy = table.put(table.config.decks[1].cards[1], 1)
    table.act(f"~die #{unit} structure 3")
    table.fresh_turn(0)
    table.act(f"allocate energy #{medic}")
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{medic} 1 at #{enemy}") is not None
    table.act(f"use #{medic} 1 at #{unit}")
    assert table.die(unit, "structure") == 1


def test_emergency_repairs_repair_three_damage_of_a_unit() -> None:
    repairs = catalog_card("emergency-repairs")
    damaged = host(shields=0)
    table = Table([damaged, repairs], [])
    unit = table.put(damaged, 0)
    table.act(f"~die #{unit} structure 4")
    _in_phase_a(table, 1)
    table.act(f"play #{table.hand(repairs, 0)} on #{unit}")
    assert table.die(unit, "structure") == 1


def test_repair_drones_repair_one_damage_each_allocation_phase() -> None:
    drones = catalog_card("repair-drones")
    damaged = host(shields=0)
    table = Table([damaged, drones], [])
    unit = table.put(damaged, 0)
    table.put(drones, 0, on=unit)
    table.act(f"~die #{unit} structure 3")
    table.fresh_turn(0)
    assert table.die(unit, "structure") == 2


# --- cards and hands ---------------------------------------------------------------------


@pytest.mark.parametrize(("card_id", "drawn"), [("lucky-break", 1), ("reinforcements", 2)])
def test_cards_have_rules_cards_that_draw(card_id: str, drawn: int) -> None:
    subject = catalog_card(card_id)
    table = Table([subject], [])
    _in_phase_a(table, 1)
    hand = len(table.player(0).hand)
    played = table.hand(subject, 0)
    table.act(f"play #{played}")
    assert len(table.player(0).hand) == hand - 1 + drawn and table.card(played).zone is Zone.DISCARD


def test_communications_officer_card_action_draws_one() -> None:
    officer = catalog_card("communications-officer")
    table = Table([host(), officer, SUPPLY_ROCK], [])
    unit = table.put(table.config.decks[0].cards[1], 0)
    table.put(SUPPLY_ROCK, 0)
    placed = table.put(officer, 0, on=unit)
    table.fresh_turn(0)
    table.act(f"allocate energy #{placed}")
    table.to_phase(Phase.PLAY_A)
    hand = len(table.player(0).hand)
    table.act(f"use #{placed} 1")
    assert len(table.player(0).hand) == hand + 1
    assert table.why(f"use #{placed} 1").rule == "v2.1 LIMIT ON CARD ACTIONS"


def test_fortunate_find_takes_any_card_of_the_deck_then_shuffles() -> None:
    find, wanted = catalog_card("fortunate-find"), catalog_card("argonian-cruiser")
    table = Table([find, wanted], [])
    _in_phase_a(table, 1)
    target = table.find(wanted, 0, (Zone.HAND, Zone.DECK)).id
    table.act(f"~move #{target} deck p0 bottom")
    table.act(f"play #{table.hand(find, 0)}")
    assert table.state.choice is not None
    table.act(f"choose #{target}")
    assert table.card(target).zone is Zone.HAND


def test_misfortune_and_evil_temple_make_an_opponent_discard_at_random() -> None:
    misfortune = catalog_card("misfortune")
    table = Table([misfortune], [])
    _in_phase_a(table, 1)
    before = len(table.player(1).hand)
    table.act(f"play #{table.hand(misfortune, 0)}")
    assert len(table.player(1).hand) == before - 1 and len(table.player(1).discard) == 2  # ante + 1
    temple = catalog_card("evil-temple")
    table2 = Table([terrain(4, energy=2), temple], [])
    rock = table2.put(table2.config.decks[0].cards[1], 0)
    base = table2.put(temple, 0, on=rock)
    table2.fresh_turn(0)
    table2.act(f"allocate energy #{base}")
    table2.act(f"allocate energy #{base}")
    table2.to_phase(Phase.PLAY_A)
    before = len(table2.player(1).hand)
    table2.act(f"use #{base} 1")
    assert len(table2.player(1).hand) == before - 1


def test_espionage_looks_at_a_hand_and_discards_the_card_chosen() -> None:
    espionage = catalog_card("espionage")
    table = Table([espionage], [])
    _in_phase_a(table, 1)
    events = table.act(f"play #{table.hand(espionage, 0)}")
    assert [(e.seat, e.to) for e in events if isinstance(e, HandShown)] == [(1, 0)]
    victim = table.player(1).hand[0]
    assert set(table.state.choice.cards) == set(table.player(1).hand)
    table.act(f"choose #{victim}")
    assert table.card(victim).zone is Zone.DISCARD


def test_scout_ship_card_action_looks_at_an_opponents_hand() -> None:
    scout = catalog_card("scout-ship")
    table = Table([scout, SUPPLY_ROCK], [])
    unit = table.put(scout, 0)
    table.put(SUPPLY_ROCK, 0)
    table.fresh_turn(0)
    table.act(f"allocate energy #{unit}")
    table.to_phase(Phase.PLAY_A)
    events = table.act(f"use #{unit} 1")
    assert [(e.seat, e.to) for e in events if isinstance(e, HandShown)] == [(1, 0)]
    from ge_desktop.rulesets.galactic_empires import observe

    hand = table.player(1).hand
    assert hand and all(i in observe(table.state, 0).cards for i in hand)  # the looker sees the hand
    assert not any(i in observe(table.state, None).cards for i in hand)  # no one else does


def test_deep_space_salvager_takes_a_ship_back_from_the_discard_pile() -> None:
    salvager = catalog_card("deep-space-salvager")
    wreck = host()
    table = Table([salvager, SUPPLY_ROCK, wreck, terrain(5, supply=2, energy=2)], [])
    unit = table.put(salvager, 0)
    table.put(SUPPLY_ROCK, 0)
    table.put(table.config.decks[0].cards[4], 0)
    lost = table.find(wreck, 0, (Zone.HAND, Zone.DECK)).id
    table.act(f"~move #{lost} discard p0 top")
    table.fresh_turn(0)
    for point, need in salvager.requirements.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{unit} 1")
    table.act(f"choose #{lost}")
    assert table.card(lost).zone is Zone.HAND


@pytest.mark.parametrize(("card_id", "victim"), [("sabotage", "E"), ("illness", "C")])
def test_cards_have_rules_cards_that_discard_what_they_are_played_against(card_id: str, victim: str) -> None:
    target_card = card(victim, 2, f"Victim {victim}", **({"passive": True} if victim == "E" else {}))
    subject = catalog_card(card_id)
    theirs = host()
    table = Table([subject], [theirs, target_card])
    target = table.put(target_card, 1, on=table.put(theirs, 1))
    _in_phase_a(table)
    table.act(f"play #{table.hand(subject, 0)} against #{target}")
    assert table.card(target).zone is Zone.DISCARD


def test_returned_to_the_hand_wandering_desire_sends_each_card_to_its_owners_hand() -> None:
    desire, eel = catalog_card("wandering-desire-o4"), catalog_card("small-phaser-eel")
    theirs = host()
    table = Table([desire, eel], [theirs, CREW])
    unit = table.put(theirs, 1)
    crew = table.put(CREW, 1, on=unit)
    mine = table.put(eel, 0, on=unit)
    _in_phase_a(table)
    played = table.hand(desire, 0)
    table.act(f"play #{played} against #{unit}")
    assert table.card(unit).zone is Zone.HAND and table.card(unit).seat == 1
    assert table.card(crew).zone is Zone.HAND and table.card(crew).seat == 1
    assert table.card(mine).zone is Zone.HAND and table.card(mine).seat == 0
    assert table.card(played).zone is Zone.DISCARD


@pytest.mark.parametrize("card_id", ["vektrean-admiral", "treglean-fleet-coordinator"])
def test_cards_have_rules_card_actions_that_give_one_more_card_play(card_id: str) -> None:
    leader = catalog_card(card_id)
    rock = terrain(2)
    table = Table([host(), leader, SUPPLY_ROCK, rock, rock, rock, rock], [])
    unit = table.put(table.config.decks[0].cards[1], 0)
    table.put(SUPPLY_ROCK, 0)
    placed = table.put(leader, 0, on=unit)
    table.fresh_turn(0)
    for point, need in leader.requirements.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{placed}")
    table.to_phase(Phase.PLAY_A)
    for _ in range(3):
        table.act(f"play #{table.hand(rock, 0)}")
    fourth = table.hand(rock, 0)
    assert table.why(f"play #{fourth}").rule.startswith("v2.1 3 - PLAY CARDS PHASE A")
    table.act(f"use #{placed} 1")
    table.act(f"play #{fourth}")
    assert table.card(fourth).in_play


@pytest.mark.parametrize(("card_id", "point"), [("chief-engineer", "energy"), ("krebiz-quartermaster", "supply")])
def test_cards_have_rules_crew_that_lower_their_units_requirements(card_id: str, point: str) -> None:
    crew = catalog_card(card_id)
    needy = host(empire=crew.empire, requirements={point: 2})
    fuel = terrain(3, **{point: 1})
    table = Table([needy, crew, fuel], [])
    unit = table.put(needy, 0)
    table.put(fuel, 0)
    table.put(crew, 0, on=unit)
    table.fresh_turn(0)
    table.act(f"allocate {point} #{unit}")
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged  # 1 point of 2 was enough


# --- control -----------------------------------------------------------------------------

CONTROLLERS = [("wandering-desire-o5", "S", 1), ("krebiz-hostile-takeover", "S", 2), ("insanity", "C", 3)]


@pytest.mark.parametrize(("card_id", "kind", "turns"), CONTROLLERS, ids=[c for c, _, _ in CONTROLLERS])
def test_control_a_card_gives_control_for_its_duration_then_it_goes_back(card_id: str, kind: str, turns: int) -> None:
    subject = catalog_card(card_id)
    theirs = host()
    table = Table([subject], [theirs, CREW])
    unit = table.put(theirs, 1)
    target = table.put(CREW, 1, on=unit) if kind == "C" else unit
    _in_phase_a(table)
    played = table.hand(subject, 0)
    table.act(f"play #{played} against #{target}")
    assert table.card(target).controller == 0
    for _ in range(turns):
        table.fresh_turn(0)
    assert table.card(target).controller == 1 and table.card(played).zone is Zone.DISCARD


def test_control_taking_control_of_a_slot_using_card_needs_a_free_command_slot() -> None:
    desire = catalog_card("wandering-desire-o5")
    big = host()
    table = Table([desire, big, big, big], [big])
    for _ in range(2):
        table.put(big, 0)  # 2 players: 2 command slots, both used
    theirs = table.put(big, 1)
    _in_phase_a(table)
    assert table.why(f"play #{table.hand(desire, 0)} against #{theirs}").rule == "v2.1 [Control]"


def test_control_an_engaged_taken_ship_fires_that_turn_but_only_armed_heavy_weapons() -> None:
    desire = catalog_card("wandering-desire-o5")
    armed_ship = ship(4, shields=0, weapons=guns(phasers=2, heavy=2))
    target = host()
    table = Table([desire], [armed_ship, SUPPLY_ROCK, target])
    theirs = table.put(armed_ship, 1)
    table.put(SUPPLY_ROCK, 1)
    aim = table.put(target, 1)
    table.to_phase(Phase.ALLOCATION, 1)
    table.act(f"allocate ammunition #{theirs}")  # p1 arms one of its two heavy weapons
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"play #{table.hand(desire, 0)} against #{theirs}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    assert table.legal(f"fire #{theirs} phaser 2")  # Phasers work normally
    assert table.why(f"fire #{theirs} heavy 2").rule == "v2.1 AMMUNITION"
    table.act(f"fire #{theirs} heavy")


# --- monsters ----------------------------------------------------------------------------


UNSHIELDED, SHIELDED = host(shields=0), host(shields=2)


@pytest.mark.parametrize(
    ("card_id", "shielded", "die"), [("alien-parasite", False, "structure"), ("cyber-beast", False, "structure"), ("space-leech", True, "shield")]
)
def test_monster_cards_that_damage_their_unit_each_allocation_phase(card_id: str, shielded: bool, die: str) -> None:
    monster_card = catalog_card(card_id)
    mine = SHIELDED if shielded else UNSHIELDED
    table = Table([mine], [monster_card])
    unit = table.put(mine, 0)
    table.put(monster_card, 1, on=unit)
    table.to_phase(Phase.ALLOCATION, 1)  # the monster's player's Allocation Phase
    assert table.die(unit, die) == 1


def test_planet_eater_deals_two_card_damage_to_its_terrain_each_allocation_phase() -> None:
    eater = catalog_card("planet-eater")
    world = terrain(6)
    table = Table([world], [eater])
    rock = table.put(world, 0)
    table.put(eater, 1, on=rock)
    table.to_phase(Phase.ALLOCATION, 1)
    assert table.die(rock, "structure") == 2 and table.card(rock).card_damage == 2


def test_harvesters_take_two_supply_from_their_terrain_until_researched_away() -> None:
    harvesters = catalog_card("harvesters")
    farm, lab = terrain(4, supply=3), terrain(2, research=4)
    table = Table([farm, lab], [harvesters])
    rock = table.put(farm, 0)
    table.put(lab, 0)
    monster = table.put(harvesters, 1, on=rock)
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.SUPPLY, 0) == 1
    for _ in range(4):
        table.act(f"allocate research #{monster}")
    assert table.card(monster).zone is Zone.DISCARD


@pytest.mark.parametrize(
    ("card_id", "research"),
    [
        ("small-phaser-eel", 1),
        ("space-leech", 2),
        ("void-jelly", 2),
        ("alien-parasite", 3),
        ("cyber-beast", 3),
        ("space-dragon", 4),
        ("star-kraken", 5),
        ("planet-eater", 6),
    ],
)
def test_monster_cards_are_destroyed_by_the_research_their_card_names(card_id: str, research: int) -> None:
    monster_card = catalog_card(card_id)
    lab = terrain(3, research=6)
    location = terrain(8) if monster_card.placement.target_types == ("T",) else host(shields=2)
    table = Table([lab, location], [monster_card])
    table.put(lab, 0)
    unit = table.put(location, 0)
    monster = table.put(monster_card, 1, on=unit)
    table.fresh_turn(0)
    for _ in range(research - 1):
        table.act(f"allocate research #{monster}")
    assert table.card(monster).in_play
    table.act(f"allocate research #{monster}")
    assert table.card(monster).zone is Zone.DISCARD


def test_monster_cards_a_monster_with_dragon_in_its_name_is_not_a_dragon() -> None:
    space_dragon = catalog_card("space-dragon")
    mine = host(shields=2)
    table = Table([SHOOTER], [space_dragon, mine])
    gun = table.put(SHOOTER, 0)
    theirs = table.put(mine, 1)
    monster = table.put(space_dragon, 1, on=gun)
    assert table.card(monster).info.kind.value == "M" and not table.card(monster).info.is_unit
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{monster}").rule == "v2.1 STANDARD TARGETS"  # not a dragon: no target
    assert table.why("aim hq p1").rule == "v2.1 DAMAGING THE SECTOR HQ" and theirs is not None


# --- points ------------------------------------------------------------------------------


@pytest.mark.parametrize(("card_id", "point", "amount"), [("windfall", PointType.ECONOMY, 3), ("supply-convoy", PointType.SUPPLY, 2)])
def test_cards_have_rules_cards_that_give_points_in_the_next_allocation_phase(card_id: str, point: PointType, amount: int) -> None:
    subject = catalog_card(card_id)
    table = Table([subject], [])
    _in_phase_a(table, 1)
    played = table.hand(subject, 0)
    table.act(f"play #{played}")
    assert table.card(played).in_play
    table.fresh_turn(0)
    assert table.player(0).pool.get(point, 0) == amount and table.card(played).zone is Zone.DISCARD


KREBIZ_CRUISER = default_catalog().printing("S3_-_Krebiz_Pincer_Destroyer_PE")


# --- manual cards ------------------------------------------------------------------------

MANUAL = [c.id for c in default_catalog() if c.manual]


@pytest.mark.parametrize("card_id", MANUAL)
def test_cards_have_rules_a_manual_card_is_resolved_by_its_controller_by_hand(card_id: str) -> None:
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.rulesets.galactic_empires.actions import PlayCard

    subject = catalog_card(card_id)
    # The opponent has a crewed ship and a terrain too: many printed cards are played against his.
    table = Table([host(), CREW, terrain(3), subject], [host(), CREW, terrain(3)], mode=GameMode.RULES)
    unit = table.put(table.config.decks[0].cards[1], 0)
    table.put(CREW, 0, on=unit)
    table.put(table.config.decks[0].cards[3], 0)
    theirs = table.put(table.config.decks[1].cards[1], 1)
    table.put(CREW, 1, on=theirs)
    table.put(table.config.decks[1].cards[3], 1)
    _in_phase_a(table, 3)
    played = table.hand(subject, 0)
    plays = [a for a in table.game.legal_actions() if isinstance(a, PlayCard) and a.card == played]
    assert plays, f"{subject.label} has somewhere to go"
    assert table.why("~roll d6").rule == "GE Desktop sandbox mode"
    events = table.game.play(plays[0])
    assert [e.started for e in events if isinstance(e, ManualResolution)] == [True]
    assert table.legal("~roll d6")  # free-form actions are his to resolve it with
    table.act("~roll d6")
    events = table.act("done")
    assert [e.started for e in events if isinstance(e, ManualResolution)] == [False]
    assert table.why("~roll d6") is not None and table.game.phase is Phase.PLAY_A


# no command slots; a weak planet, so the printed cards that go only on one (Captured Moon,
# Vymezies Particle: strength 2 or less) have somewhere to go
SMOKE_SHIP, SMOKE_ROCK, SMOKE_DRAGON = host(strength=1), card("T", 2, "Smoke Planet"), card("D", 1, "Smoke Dragon")
# h-terrain3: Resource Theft goes on a disengaged ship whose requirements an opponent's terrain output covers
SMOKE_WELL, SMOKE_HUNGRY = card("T", 3, "Smoke Well", generates={"supply": 5}), card("S", 2, "Smoke Hungry Ship", requirements={"supply": 1})
SMOKE_GEAR = card("E", 1, "Smoke Gear", passive=True)
SMOKE_DOCTOR = card("C", 1, "Smoke Ship's Doctor")  # Malpractice goes only to a doctor
SMOKE_MINE = default_catalog().printing("E2_-_Nuclear_Mine_PE")  # a mine for Lucky Mine Explosion to go off on
SMOKE_PSY = card("P", 1, "Smoke Psy")  # a card played only on or against a psy (Divergence of Psy) has one to go to
SMOKE_FIELD = card("F", 1, "Smoke Field")  # an occultist goes only to a card bearing a field (h-psy2)
SMOKE_PSYCANTI_FIELD = card(  # a muse takes a function of a Psycanti field in play in its fleet (h-plays)
    "F",
    1,
    "Smoke Psycanti Field",
    effects=[
        {"kind": "field_disciplines", "trigger": "continuous", "target": "self", "params": {"disciplines": "Psycanti", "levels": "1"}},
        {"kind": "damage", "trigger": "card_action", "target": "chosen_card", "target_types": ["S"], "amount": 1},
    ],
)
SMOKE_BASE, SMOKE_MONSTER = card("B", 1, "Smoke Base"), card("M", 1, "Smoke Monster")  # Plasma Vortex goes on a base, Monster Halt on your monster


_JUST_DISCARDED_KINDS = frozenset({"discard_to_deck", "discard_exchange", "evacuate", "volatile_terrain"})


def test_playing_every_catalog_card_by_its_rules_never_fails() -> None:
    from ge_desktop.engine import Seat
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.rulesets.galactic_empires.actions import MoveCard, PlayCard

    for subject in default_catalog():
        if subject.primary_type.value in "GF":
            continue  # agendas and fields: card types outside the starter catalog's play
        if {e.kind for e in subject.effects if e.trigger == "on_play"} & _JUST_DISCARDED_KINDS:
            continue  # h-time4: played only to a card just discarded, in its window (tests/engine/test_community_time4.py plays each)
        on_own_mine = any(e.kind == "multiply_damage" for e in subject.effects)  # Lucky Mine Explosion
        on_a_psy = subject.placement is not None and CardType.PSY in subject.placement.target_types
        by_a_field = any(e.kind == "field_specialist" for e in subject.effects)
        field_card = SMOKE_PSYCANTI_FIELD if any(e.kind == "remember_field_function" for e in subject.effects) else SMOKE_FIELD
        by_a_field = by_a_field or field_card is SMOKE_PSYCANTI_FIELD
        on_a_base = subject.placement is not None and subject.placement.target_types == (CardType.BASE,)
        on_a_monster = subject.placement is not None and subject.placement.target_types == (CardType.MONSTER,)
        # h-fleet: a card played against several ships of a fleet (Ship Collision: 2) needs them there
        more_ships = max((e.amount or 1 for e in subject.effects if e.kind == "several_targets"), default=1) - 1
        steals = any(e.kind == "steal_engagement" for e in subject.effects)
        empire_here = next((str(e.params["empire_here"]) for e in subject.effects if e.kind == "play_restriction" and "empire_here" in e.params), None)
        native = card("C", 1, f"Smoke {empire_here} Crewman", empire=empire_here) if empire_here else None  # a cyber fighter's empire aboard (h-fields2)
        table = Table(
            [
                *(SMOKE_SHIP, CREW, SMOKE_ROCK, SMOKE_DRAGON, KREBIZ_CRUISER, SMOKE_MINE),
                *([SMOKE_MONSTER] if on_a_monster else []),
                subject,
                *([field_card] if by_a_field else []),
                *([native] if native else []),
                *([SMOKE_HUNGRY] if steals else []),
            ],
            [
                *(SMOKE_SHIP, CREW, SMOKE_ROCK, SMOKE_DRAGON, SMOKE_GEAR, SMOKE_DOCTOR),
                *([SMOKE_PSY] if on_a_psy else []),
                *([SMOKE_BASE] if on_a_base else []),
                *[SMOKE_SHIP] * more_ships,
                *([SMOKE_WELL] if steals else []),
            ],
            mode=GameMode.RULES,
        )
        if on_a_psy:
            table.put(SMOKE_PSY, 1)
        for seat in (0, 1):
            unit = table.put(SMOKE_SHIP, seat)
            table.put(CREW, seat, on=unit)
            table.put(SMOKE_ROCK, seat)
            table.put(SMOKE_DRAGON, seat)
        table.put(SMOKE_GEAR, 1, on=table.find(SMOKE_SHIP, 1, (Zone.PLAY,)).id)
        table.put(SMOKE_DOCTOR, 1, on=table.find(SMOKE_SHIP, 1, (Zone.PLAY,)).id)
        if by_a_field:
            table.put(field_card, 0, on=table.find(SMOKE_ROCK, 0, (Zone.PLAY,)).id)
        for _ in range(more_ships):
            table.put(SMOKE_SHIP, 1)
        if native:
            table.put(native, 0, on=table.find(SMOKE_SHIP, 0, (Zone.PLAY,)).id)
        if on_a_base:
            table.put(SMOKE_BASE, 1, on=table.find(SMOKE_ROCK, 1, (Zone.PLAY,)).id)
        if on_a_monster:
            table.put(SMOKE_MONSTER, 0, on=table.find(SMOKE_SHIP, 1, (Zone.PLAY,)).id)
        if subject.cruiser_only:  # Krebiz Armor goes only on a Krebiz cruiser
            table.game.apply(MoveCard(table.find(SMOKE_SHIP, 0, (Zone.PLAY,)).id, Zone.DISCARD, Seat(0)))
            table.put(KREBIZ_CRUISER, 0)
        if on_own_mine:
            mine = table.put(SMOKE_MINE, 0, on=table.find(SMOKE_SHIP, 0, (Zone.PLAY,)).id)
        if steals:
            table.put(SMOKE_WELL, 1)
            table.put(SMOKE_HUNGRY, 0, engaged=False)
        in_allocation = any(e.kind == "add_to_pool" or (e.kind == "play_restriction" and e.params.get("in_allocation")) for e in subject.effects)
        if in_allocation:  # Early Shipment, Temporal Repetition: played in its player's own Allocation Phase
            for _ in range(3):
                table.fresh_turn(0)
        else:
            _in_phase_a(table, 3)
        played = table.hand(subject, 0)
        if on_own_mine:  # played only on its player's own mine explosion: the mine goes off first
            table.act(f"use #{mine} 1 at #{table.find(SMOKE_SHIP, 1, (Zone.PLAY,)).id}")
            while table.state.window is not None and table.state.window.asked != 0:
                table.act("pass")
        plays = [a for a in table.game.legal_actions() if isinstance(a, PlayCard) and a.card == played]
        assert plays, f"{subject.label} cannot be played anywhere"
        table.game.play(plays[0])
        for _ in range(10):
            if table.state.window is None and table.state.choice is None and table.state.manual is None:
                break
            table.step()
        card_state = table.card(played)
        to_deck = any(e.kind == "back_on_deck" for e in subject.effects)  # Crinkled Timeline goes to the bottom of its owner's deck
        assert card_state.zone in (Zone.PLAY, Zone.DISCARD, Zone.HQ, Zone.HAND, *((Zone.DECK,) if to_deck else ())), subject.label
