"""The community decks' printed cards (issue 38) that play by the engine's effect kinds: each
test plays the printing the decks hold and checks the change its text causes, with a case the
rules must refuse (``resources/cards/community-printings.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase, Zone, stats
from ge_desktop.rulesets.galactic_empires.events import HandCardSeen
from ge_desktop.rulesets.galactic_empires.stats import immune, strength, weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

INDIRIGAN = "Indirigan Nomad Tribes"
POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)
TARGET = ship(9, shields=0)
NOMAD = ship(4, shields=0, empire=INDIRIGAN, tribe="Grand Chieftain's Touring Fleet")


# --- v2.1 INDIRIGAN NOMAD TRIBES: the printed "opponent's Indirigans first" rule ---------------


@pytest.mark.parametrize("image", ["S6_-_Indirigan_Light_Cruiser_PE", "S5_-_Indirigan_Nomads_Destroyer_2-2_PE", "S6_-_Indirigan_Nomads_Medium_Cruiser_PE"])
def test_indirigan_ships_fire_at_other_targets_only_once_the_opponents_indirigans_are_gone(image: str) -> None:
    subject = printed(image)
    assert any(e.kind == "opponent_indirigans_first" for e in subject.effects)  # printed: binds a main-empire Indirigan too
    for opponents, refused in (([TARGET, NOMAD], True), ([TARGET], False)):
        table = Table([subject, POWER], opponents)
        unit = table.put(subject, 0)
        table.put(POWER, 0)
        target = table.put(TARGET, 1)
        nomad = table.put(NOMAD, 1) if NOMAD in opponents else None
        fund(table, unit)
        table.to_phase(Phase.WEAPONS_FIRE)
        problem = table.why(f"aim #{target}")
        assert (problem is not None and "INDIRIGAN" in problem.rule) is refused
        if nomad is not None:
            table.act(f"aim #{nomad}")
            assert table.why(f"fire #{unit} phaser") is None  # the Indirigan ship itself may be fired at


# --- v2.1 TERRAIN CARDS: a comet stays as many turns as its strength --------------------------


def test_sochess_comet_produces_six_research_for_six_turns_then_is_discarded() -> None:
    comet = printed("T6_-_Sochess_Comet_PE")
    table = Table([comet], [])
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(comet, 0)
    table.act(f"play #{played}")
    seen = []
    for _ in range(7):
        table.fresh_turn(0)
        seen.append(table.player(0).pool.get(PointType.RESEARCH, 0))
    assert seen == [6] * 6 + [0]
    assert table.card(played).zone is Zone.DISCARD


# --- carriers: fighters and shuttles rearmed each Engagement Phase ----------------------------

SHUTTLE = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")


def _shuttle_fired(carrier: Card) -> tuple[Table, int, int]:
    table = Table([carrier, SHUTTLE, POWER], [TARGET])
    unit = table.put(carrier, 0)
    shuttle = table.put(SHUTTLE, 0, on=unit)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} phaser {weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER)}")
    assert table.card(shuttle).weapons_spent == 1
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, unit, shuttle


@pytest.mark.parametrize("image", ["B2_-_Fighter_Garrison_2-2_PE", "S6_-_Tufor_Fighter_Carrier_NE", "S7_-_Argonian_Ionstorm_Heavy_Carrier_PE"])
def test_carriers_rearm_the_shuttle_on_them_each_engagement_phase(image: str) -> None:
    table, _unit, shuttle = _shuttle_fired(printed(image))
    assert table.card(shuttle).weapons_spent == 0


def test_carriers_a_ship_that_is_no_carrier_leaves_its_shuttles_phaser_spent() -> None:
    table, _unit, shuttle = _shuttle_fired(printed("S6_-_Bolaar_Battlecruiser_PE"))
    assert table.card(shuttle).weapons_spent == 1


# --- scouts: a research point, or a look at a random card of an opponent's hand ----------------


@pytest.mark.parametrize(
    "image",
    ["S4_-_Mechad_Scout_Cruiser_2-2_PE", "S5_-_Scorpead_Scout_Cruiser_NE", "S2_-_Nagiridni_Pirate_Scout_NE", "S4_-_Argonian_Cumulonimbus_Scout_Cruiser_2-2_PE"],
)
def test_scout_cruisers_look_at_a_random_hand_card_instead_of_their_research_point(image: str) -> None:
    scout = printed(image)
    secret, other = card("T", 2, "Secret Rock"), card("T", 3, "Other Rock")
    table = Table([POWER, scout], [secret, other])
    table.put(POWER, 0)
    unit = table.put(scout, 0)
    table.hand(secret, 1)
    table.hand(other, 1)
    fund(table, unit)
    assert table.player(0).pool.get(PointType.RESEARCH) == 1
    events = table.act(f"use #{unit} 1")
    assert HandCardSeen(1, 0) in events and table.player(0).pool.get(PointType.RESEARCH, 0) == 0
    assert "at most once per turn" in table.why(f"use #{unit} 1").message


# --- v2.1 SPECIAL SHIP SYSTEMS printed on the community ships ---------------------------------


def test_scorpead_scout_cruiser_phaser_magnifier_takes_one_energy_for_double_phaser_damage() -> None:
    cruiser = printed("S5_-_Scorpead_Scout_Cruiser_NE")
    table = Table([cruiser, POWER], [TARGET])
    unit = table.put(cruiser, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    fund(table, unit, {"energy": 1})
    assert table.why(f"allocate energy #{unit}") is not None  # the card prints a maximum of 1
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} phaser 2")
    assert table.die(target, "structure") == 4


MINE = default_catalog().printing("E1_-_Explosive_Mine_NE")


@pytest.mark.parametrize("image", ["S4_-_Tufor_Light_Cruiser_NE", "S5_-_Tufor_Heavy_Cruiser_UE"])
def test_tufor_mine_deployment_system_keeps_a_used_mine_aboard_only_with_its_supply(image: str) -> None:
    cruiser = printed(image)
    for supply, kept in ((1, True), (0, False)):
        table = Table([cruiser, POWER, MINE], [TARGET])
        unit = table.put(cruiser, 0)
        table.put(POWER, 0)
        mine = table.put(MINE, 0, on=unit)
        target = table.put(TARGET, 1)
        fund(table, unit, {"supply": supply})
        table.to_phase(Phase.PLAY_A)
        table.act(f"use #{mine} 1 at #{target}")
        while table.state.window is not None:
            table.act("pass")
        assert table.die(target, "structure") == 1
        assert table.card(mine).in_play is kept


# --- terrain output modifiers ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("image", "supply", "economy", "energy"),
    [
        ("S2_-_Independent_Freighter_2-2_PE", 0, 3, 0),
        ("B1_-_Military_Outpost_UE", 1, 1, 0),
        ("B3_-_Power_Generation_Platform_PE", 0, 0, 2),
        ("S5_-_Fictitious_Ship_AF", 0, 1, 0),
    ],
)
def test_terrain_output_modifiers_a_unit_on_a_terrain_raises_its_output_while_it_operates(image: str, supply: int, economy: int, energy: int) -> None:
    subject = printed(image)
    rock = terrain(3, supply=2, energy=2, economy=1)
    table = Table([rock, subject], [])
    ground = table.put(rock, 0)
    placed = table.put(subject, 0, on=ground)
    table.fresh_turn(0)
    before = dict(table.player(0).generated)
    for point, need in subject.requirements.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{placed}")
    after = table.player(0).generated
    assert after.get(PointType.ECONOMY, 0) - before.get(PointType.ECONOMY, 0) == economy  # only once it operates
    assert after.get(PointType.SUPPLY, 0) - before.get(PointType.SUPPLY, 0) == supply
    assert after.get(PointType.ENERGY, 0) - before.get(PointType.ENERGY, 0) == energy


# --- immune to weapons fire -----------------------------------------------------------------


def test_crystal_planet_cannot_be_damaged_by_weapons_fire_and_another_planet_can() -> None:
    crystal, plain = printed("T3_-_Crystal_Planet_UE"), printed("T5_-_Planet_-_Jnaphahr_2-2_PE")
    table = Table([crystal, plain], [])
    first, second = table.put(crystal, 0), table.put(plain, 0)
    assert immune(table.state, table.card(first), "weapons fire")
    assert not immune(table.state, table.card(second), "weapons fire")


# --- refits and monsters --------------------------------------------------------------------


def test_heavy_phaser_refit_gives_two_phasers_and_a_ship_at_most_three_from_refits() -> None:
    refit = printed("E4_-_Heavy_Phaser_Refit_2-2_PE")
    gunboat = ship(4, shields=0)
    table = Table([gunboat, refit, refit], [TARGET])
    unit = table.put(gunboat, 0)
    table.put(refit, 0, on=unit)
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 2
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    second = table.hand(refit, 0)
    assert "at most 3" in table.why(f"play #{second} on #{unit}").message  # 2 + 2 would pass the cap


def test_planet_gouge_deals_three_card_damage_to_the_terrain_it_is_played_against() -> None:
    gouge = printed("M2_-_Planet_Gouge_2-2_PE")
    planet = terrain(6, supply=2)
    table = Table([gouge], [planet, TARGET])
    ground, unit = table.put(planet, 1), table.put(TARGET, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(gouge, 0)
    assert table.why(f"play #{played} against #{unit}") is not None  # terrain only
    table.act(f"play #{played} against #{ground}")
    while table.state.window is not None:
        table.act("pass")
    assert table.die(ground, "structure") == 3
    assert table.card(played).zone is Zone.DISCARD


# --- dragon abilities ------------------------------------------------------------------------

BREATHER = card("D", 6, "Breathing Dragon", weapons=guns(heavy=2, heavy_name="Breath Weapon"))


@pytest.mark.parametrize(("image", "more"), [("A1_-_Millennia_Molting_PE", 1), ("A3_-_Tri-Millennia_Molting_PE", 3), ("A5_-_Ancient_Molting_PE", 5)])
def test_moltings_raise_the_strength_of_the_dragon_they_are_played_on(image: str, more: int) -> None:
    molting = printed(image)
    table = Table([BREATHER, molting, molting, TARGET], [])
    dragon, unit = table.put(BREATHER, 0), table.put(TARGET, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(molting, 0)
    assert table.why(f"play #{played} on #{unit}") is not None  # a space dragon only
    table.act(f"play #{played} on #{dragon}")
    assert strength(table.state, table.card(dragon)) == 6 + more
    table.put(molting, 0, on=dragon)  # several on one dragon add up
    assert strength(table.state, table.card(dragon)) == 6 + 2 * more


def _breath_volley(nobelium: bool) -> int:
    table = Table([BREATHER, POWER, printed("A4_-_Hot_Nobelium_PE")], [TARGET])
    dragon = table.put(BREATHER, 0)
    table.put(POWER, 0)
    if nobelium:
        table.put(printed("A4_-_Hot_Nobelium_PE"), 0, on=dragon)
    target = table.put(TARGET, 1)
    fund(table, dragon, {"ammunition": 2})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{dragon} heavy 2")
    return table.die(target, "structure")


def test_hot_nobelium_makes_each_breath_weapon_point_deal_two_damage() -> None:
    assert (_breath_volley(False), _breath_volley(True)) == (2, 4)


def test_dragon_egg_dragons_of_its_fleet_take_one_less_damage_from_a_volley() -> None:
    egg = printed("T3_-_Dragon_Egg_UE")
    gunner = ship(6, shields=0, weapons=guns(phasers=6))
    hit = {}
    for with_egg in (False, True):
        table = Table([egg, BREATHER], [gunner])
        dragon = table.put(BREATHER, 0)
        if with_egg:
            table.put(egg, 0)
        gun = table.put(gunner, 1)
        table.fresh_turn(1)
        table.to_phase(Phase.WEAPONS_FIRE)
        table.volley(f"#{dragon}", f"#{gun} phaser 3")
        hit[with_egg] = table.die(dragon, "structure")
    assert hit == {False: 3, True: 2}


# --- crew on missions -------------------------------------------------------------------------


def _raid_scene(raider_card: Card, victim: Card) -> tuple[Table, int, int]:
    transporter = default_catalog().printing("E2_-_Transporter_PE")
    home_card, enemy_card = ship(6, shields=0), ship(6, shields=0)
    table = Table([home_card, raider_card, transporter, POWER], [enemy_card, victim])
    home = table.put(home_card, 0)
    raider = table.put(raider_card, 0, on=home)
    table.put(transporter, 0, on=home)
    table.put(POWER, 0)
    enemy = table.put(enemy_card, 1)
    target = table.put(victim, 1, on=enemy)
    table.fresh_turn(0)
    fund(table, raider)  # the Mercenary's economy
    table.to_phase(Phase.PLAY_A)
    return table, raider, target


def test_boarding_party_captures_a_crew_no_stronger_than_itself_by_transporter() -> None:
    party = printed("C4_-_Boarding_Party_PE")
    table, raider, weak = _raid_scene(party, card("C", 4, "Raided Crew"))
    table.act(f"use #{raider} 2 at #{weak}")
    settle(table)
    assert table.card(weak).controller == 0  # captured
    table2, raider2, strong = _raid_scene(party, card("C", 5, "Strong Crew"))
    assert table2.why(f"use #{raider2} 2 at #{strong}") is not None  # stronger than the party


def test_mercenary_kills_a_crew_no_stronger_than_itself_and_needs_no_economy_on_a_vektrean_ship() -> None:
    mercenary = printed("C6_-_Mercenary_2-2_PE")
    table, raider, weak = _raid_scene(mercenary, card("C", 6, "Raided Crew"))
    table.act(f"use #{raider} 2 at #{weak}")
    settle(table)
    assert not table.card(weak).in_play
    vektrean, plain = ship(5, shields=0, empire="Vektrean Mercenaries"), ship(5, shields=0)
    table2 = Table([vektrean, plain, mercenary, mercenary], [])
    on_vektrean = table2.put(mercenary, 0, on=table2.put(vektrean, 0))
    on_plain = table2.put(mercenary, 0, on=table2.put(plain, 0))
    assert stats.requirements(table2.state, table2.card(on_vektrean)).get(PointType.ECONOMY, 0) == 0
    assert stats.requirements(table2.state, table2.card(on_plain)).get(PointType.ECONOMY, 0) == 2


# --- monsters, occurrences and bases -----------------------------------------------------------


def test_invinco_guardian_goes_on_the_weakest_ship_and_takes_its_damage() -> None:
    guardian = printed("M6_-_Invinco_Guardian_PE")
    weak, strong = ship(3, shields=0), ship(6, shields=0)
    gunner = ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([weak, strong, guardian], [gunner])
    small, big = table.put(weak, 0), table.put(strong, 0)
    gun = table.put(gunner, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(guardian, 0)
    assert table.why(f"play #{played} on #{big}") is not None  # not the weakest ship of the fleet
    table.act(f"play #{played} on #{small}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{small}", f"#{gun} phaser 2")
    settle(table)
    assert (table.die(played, "structure"), table.die(small, "structure")) == (2, 0)


def test_breakdown_stops_the_units_weapons_until_five_repair_points_remove_it() -> None:
    breakdown = printed("O5_-_Breakdown_PE")
    target = ship(4, shields=0, weapons=guns(phasers=2))
    fixer = terrain(3, repair=5)
    table = Table([breakdown], [target, fixer])
    unit = table.put(target, 1)
    table.put(fixer, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(breakdown, 0)
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is not None
    table.fresh_turn(1)
    for _ in range(4):
        table.act(f"allocate repair #{played}")
    assert table.card(played).in_play  # four of its five repair points
    table.act(f"allocate repair #{played}")
    table.fresh_turn(0)
    table.fresh_turn(1)
    assert table.card(played).zone is Zone.DISCARD
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is None


def test_heavy_planetary_shield_goes_only_on_a_planet_moon_or_large_asteroid() -> None:
    shield = printed("B3_-_Heavy_Planetary_Shield_UE")
    planet, belt = card("T", 3, "Test Ocean Planet"), card("T", 3, "Test Asteroid Belt")
    table = Table([planet, belt, shield], [])
    world, rocks = table.put(planet, 0), table.put(belt, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(shield, 0)
    assert table.why(f"play #{played} on #{rocks}") is not None
    assert table.why(f"play #{played} on #{world}") is None


def test_tufor_mine_platform_is_a_tufor_card_with_a_mine_deployment_system() -> None:
    platform = printed("B3_-_Tufor_Mine_Platform_UE")
    assert default_catalog().empire(platform.empire).name == "Tufor Protectorate"  # only in a Tufor deck (v2.1 main empire)
    table = Table([platform, POWER, MINE], [TARGET])
    base = table.put(platform, 0, on=table.put(POWER, 0))
    mine = table.put(MINE, 0, on=base)
    target = table.put(TARGET, 1)
    fund(table, base, {"supply": 1})
    assert table.why(f"allocate supply #{base}") is not None  # one system: one supply
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{mine} 1 at #{target}")
    settle(table)
    assert table.card(mine).in_play


def test_ion_storm_deals_five_damage_to_a_ship_and_may_not_be_played_on_terrain() -> None:
    storm = printed("H5_-_Ion_Storm_PE")
    planet = terrain(4)
    table = Table([storm], [TARGET, planet])
    unit, ground = table.put(TARGET, 1), table.put(planet, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(storm, 0)
    assert table.why(f"play #{played} against #{ground}") is not None  # ships and bases only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 5 and table.card(played).zone is Zone.DISCARD


def test_illness_disables_a_crew_and_five_research_points_cancel_it() -> None:
    illness = printed("O5_-_Illness_2-2_PE")
    crew, home, lab = card("C", 3, "Sick Crew"), ship(5, shields=0), terrain(3, research=5)
    table = Table([illness], [home, crew, lab])
    patient = table.put(crew, 1, on=table.put(home, 1))
    table.put(lab, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(illness, 0)
    table.act(f"play #{played} against #{patient}")
    settle(table)
    assert stats.functions_suspended(table.state, table.card(patient))
    table.fresh_turn(1)
    for _ in range(4):
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play  # four of the five research points
    table.act(f"allocate research #{played}")
    assert not table.card(played).in_play and not stats.functions_suspended(table.state, table.card(patient))


def test_lucky_maneuver_voids_the_volley_aimed_at_the_ship_it_is_played_on() -> None:
    maneuver = printed("L6_-_Lucky_Maneuver_PE")
    mine, gunner = ship(5, shields=0), ship(6, shields=0, weapons=guns(phasers=4))
    table = Table([mine, maneuver], [gunner])
    unit = table.put(mine, 0)
    gun = table.put(gunner, 1)
    table.hand(maneuver, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    played = table.find(maneuver, 0, (Zone.HAND,)).id
    assert table.legal(f"play #{played} on #{unit}")
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 0


def test_quasar_makes_each_opponent_volley_at_its_unit_deal_three_less_for_three_turns() -> None:
    quasar = printed("H3_-_Quasar_UE")
    mine, gunner = ship(5, shields=0), ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([mine, quasar], [gunner])
    unit = table.put(mine, 0)
    table.put(quasar, 0, on=unit)
    gun = table.put(gunner, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 5")
    settle(table)
    assert table.die(unit, "structure") == 2  # 5 - 3
    assert stats.requirements(table.state, table.card(unit)) == {}  # and it asks nothing of the unit


def test_alien_artifact_draws_three_cards_and_goes_to_the_discard_pile() -> None:
    artifact = printed("L7_-_Alien_Artifact_PE")
    filler = card("T", 1, "Filler Rock")
    table = Table([artifact, filler, filler, filler, filler], [])
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(artifact, 0)
    before = len(table.player(0).hand)
    table.act(f"play #{played}")
    settle(table)
    assert len(table.player(0).hand) == before - 1 + 3
    assert table.card(played).zone is Zone.DISCARD


def test_planetary_revolt_stops_an_opponents_terrain_output_for_four_turns() -> None:
    revolt = printed("O8_-_Planetary_Revolt_PE")
    planet = terrain(4, supply=3)
    table = Table([revolt], [planet, TARGET])
    ground = table.put(planet, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(revolt, 0)
    assert table.why(f"play #{played} against #{table.put(TARGET, 1)}") is not None  # a terrain card only
    table.act(f"play #{played} against #{ground}")
    settle(table)
    supply = []
    for _ in range(5):
        table.fresh_turn(1)
        supply.append(table.player(1).pool.get(PointType.SUPPLY, 0))
        table.fresh_turn(0)
    assert supply == [0, 0, 0, 0, 3], supply


def test_captain_lowers_its_units_supply_need_and_each_volley_at_it_by_one() -> None:
    captain = printed("C5_-_Captain_UE")
    mine, gunner = ship(5, shields=0, requirements={"supply": 2}), ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([mine, captain], [gunner])
    unit = table.put(mine, 0)
    assert stats.requirements(table.state, table.card(unit)).get(PointType.SUPPLY) == 2
    table.put(captain, 0, on=unit)
    assert stats.requirements(table.state, table.card(unit)).get(PointType.SUPPLY) == 1
    gun = table.put(gunner, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 4")
    settle(table)
    assert table.die(unit, "structure") == 3
