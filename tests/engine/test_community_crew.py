"""Community crew, equipment and events (issue 38, h-crew): each test plays the printing the
decks hold and checks the change its text causes, with a case the rules must refuse or leave
unchanged (``resources/cards/community-crew.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone, stats
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle, settle_choices

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)


# --- R/C1 Science Officer: hostile monsters at its location suspended (v2.1 MONSTER CARDS) -------


@pytest.mark.parametrize("with_officer", [True, False])
def test_science_officer_r_c1_suspends_the_monster_at_its_location(with_officer: bool) -> None:
    officer, eel = printed("C1_-_Science_Officer_BE"), default_catalog()["small-phaser-eel"]
    gunship, target = ship(4, shields=0, weapons=guns(phasers=2)), ship(3, shields=0)
    table = Table([gunship, officer], [eel, target])
    unit = table.put(gunship, 0)
    if with_officer:
        table.put(officer, 0, on=unit)
    table.put(eel, 1, on=unit)
    enemy = table.put(target, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    if with_officer:  # the eel's Phaser block is suspended: the unit fires
        table.act(f"aim #{enemy}")
        assert table.why(f"fire #{unit} phaser") is None
    else:
        assert "WEAPONS VOLLEY" in table.why(f"aim #{enemy}").rule
    assert officer.reaction and officer.generates.research == 1


# --- E9 Shroud: phasers fired at its ship deal no damage; Corporate foreign technology ----------


def _fire_at_shrouded(hull: Card, weapons: list[dict[str, object]]) -> tuple[Table, int, int]:
    """Seat 1's ``hull`` carries a Shroud given its 4 energy; seat 0 fires ``weapons`` at it.
    Returns the table, the hull and the shroud."""
    shroud = printed("E9_-_Shroud_PE")
    gunship = ship(6, weapons=weapons)
    table = Table([gunship, POWER], [hull, POWER, shroud])
    unit = table.put(gunship, 0)
    table.put(POWER, 0)
    target = table.put(hull, 1)
    table.put(POWER, 1)
    gear = table.put(shroud, 1, on=target, engaged=False)
    fund(table, gear, seat=1)
    symbol, count = ("phaser", 4) if weapons[0]["symbol"] == "phaser" else ("heavy", 3)
    fund(table, unit, {"ammunition": count} if symbol == "heavy" else {})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} {symbol} {count}")
    return table, target, gear


CORPORATE_HULL = ship(5, shields=0, empire="Corporate Aggressors")


def test_shroud_lets_phasers_fired_at_its_ship_do_no_damage() -> None:
    table, target, gear = _fire_at_shrouded(CORPORATE_HULL, guns(phasers=4))
    assert table.card(gear).engaged and table.die(target, "structure") == 0


def test_shroud_leaves_heavy_weapons_damage_whole() -> None:
    table, target, _ = _fire_at_shrouded(CORPORATE_HULL, guns(heavy=3))
    assert table.die(target, "structure") == 3


def test_shroud_is_foreign_technology_that_another_empires_ship_cannot_engage() -> None:
    table, target, gear = _fire_at_shrouded(ship(5, shields=0, empire="Tufor Protectorate"), guns(phasers=4))
    assert not table.card(gear).engaged and table.die(target, "structure") == 4


# --- C5 Weapons Officer: its unit's fire x1.5 (fractions dropped); electronic warfare ignored ---

WEAPONS_OFFICER = "C5_-_Weapons_Officer_UE"


def _officer_volley(officer_on_firer: bool, phasers: int = 5) -> int:
    """Seat 0's gunship fires ``phasers`` Phasers at a shieldless ship; the Weapons Officer is
    on the gunship or on another ship of seat 0. Returns the structure damage dealt."""
    officer, gunship, other, target = printed(WEAPONS_OFFICER), ship(6, weapons=guns(phasers=phasers)), ship(3), ship(10, shields=0)
    table = Table([gunship, other, officer], [target])
    unit, spare = table.put(gunship, 0), table.put(other, 0)
    table.put(officer, 0, on=unit if officer_on_firer else spare)
    enemy = table.put(target, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{enemy}", f"#{unit} phaser {phasers}")
    return table.die(enemy, "structure")


def test_weapons_officer_multiplies_its_units_volley_by_one_and_a_half_fractions_dropped() -> None:
    assert _officer_volley(officer_on_firer=True) == 7  # 5 x 1.5 = 7.5: 7
    assert printed("C5_-_Weapons_Officer_2-2_PE") is printed(WEAPONS_OFFICER)  # both printings: one rule


def test_weapons_officer_leaves_another_units_fire_alone() -> None:
    assert _officer_volley(officer_on_firer=False) == 5


@pytest.mark.parametrize(("with_officer", "expected"), [(True, 4), (False, 2)])
def test_weapons_officer_ignores_an_opponents_defensive_electronic_warfare(with_officer: bool, expected: int) -> None:
    """Seat 1 answers seat 0's 4-Phaser volley with Defensive Electronic Warfare (2 less)."""
    answer, gunship, target = printed("O3_-_Defensive_Electronic_Warfare_PE"), ship(6, weapons=guns(phasers=4)), ship(10, shields=0)
    crew = [printed(WEAPONS_OFFICER)] if with_officer else []
    table = Table([gunship, *crew], [target, answer])
    unit = table.put(gunship, 0)
    for member in crew:
        table.put(member, 0, on=unit)
    enemy = table.put(target, 1)
    played = table.hand(answer, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{enemy}")
    table.act(f"fire #{unit} phaser 4")
    table.act("done")
    table.act(f"play #{played}")
    settle_choices(table)
    assert table.card(played).zone is Zone.DISCARD  # played and used up either way
    assert table.die(enemy, "structure") == (6 if with_officer else expected)  # 4 x 1.5, no reduction


@pytest.mark.parametrize("with_officer", [True, False])
def test_weapons_officer_ignores_offensive_electronic_warfare_aimed_at_its_unit(with_officer: bool) -> None:
    booster, gunboat, target = printed("O3_-_Offensive_Electronic_Warfare_PE"), ship(4, weapons=guns(phasers=2)), ship(10, shields=0)
    crew = [printed(WEAPONS_OFFICER)] if with_officer else []
    table = Table([gunboat, booster], [target, *crew])
    unit, enemy = table.put(gunboat, 0), table.put(target, 1)
    for member in crew:
        table.put(member, 1, on=enemy)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(booster, 0)
    table.act(f"play #{played} on #{unit}")
    settle_choices(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{enemy}", f"#{unit} phaser 2")
    assert not table.card(played).in_play  # used up either way
    assert table.die(enemy, "structure") == (2 if with_officer else 4)


# --- C4 Corrupt Politician: a terrain's economy output stops; a unit needs 1 more economy --------


def _politician_against(target_card: Card) -> tuple[Table, int]:
    """Seat 0 plays the Corrupt Politician against seat 1's ``target_card``."""
    politician = printed("C4_-_Corrupt_Politician_PE")
    table = Table([politician], [target_card])
    target = table.put(target_card, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(politician, 0)} against #{target}")
    settle_choices(table)
    return table, target


def test_corrupt_politician_on_a_terrain_stops_its_economy_output_only() -> None:
    table, _ = _politician_against(terrain(5, economy=3, supply=2))
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.ECONOMY, 0) == 0 and table.player(1).pool.get(PointType.SUPPLY, 0) == 2


def test_corrupt_politician_on_a_ship_raises_its_economy_requirement_by_one() -> None:
    table, target = _politician_against(ship(5, requirements={"economy": 1, "supply": 1}))
    assert stats.requirements(table.state, table.card(target)) == {PointType.ECONOMY: 2, PointType.SUPPLY: 1}


def test_corrupt_politician_cannot_be_played_against_a_crew_card() -> None:
    politician, hull, sailor = printed("C4_-_Corrupt_Politician_PE"), ship(5), card("C", 2, "Politics Test Sailor")
    table = Table([politician], [hull, sailor])
    crew = table.put(sailor, 1, on=table.put(hull, 1))
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{table.hand(politician, 0)} against #{crew}") is not None


# --- E7 Phaser Magnifier Refit: one more magnifier point on a Scorpead ship (v2.1 PHASER MAGNIFIER)


def _refitted(hull: Card) -> tuple[Table, int, int, int]:
    """Seat 0's ``hull`` (2 Phasers, a Phaser Magnifier of 1) with a Phaser Magnifier Refit on it,
    in a fresh turn with its requirements allocated. Returns the table, unit, refit and target."""
    refit, target_card = printed("E7_-_Phaser_Magnifier_Refit_NE"), ship(10, shields=0)
    table = Table([hull, POWER, refit], [target_card])
    unit = table.put(hull, 0)
    table.put(POWER, 0)
    gear = table.put(refit, 0, on=unit, engaged=False)
    target = table.put(target_card, 1)
    fund(table, unit)
    return table, unit, gear, target


def test_phaser_magnifier_refit_lets_a_scorpead_ships_magnifier_take_one_more_energy() -> None:
    table, unit, gear, target = _refitted(printed("S3_-_Scorpead_Destroyer_NE"))
    for _ in range(2):  # the printed magnifier takes 1, the refit's point 1 more
        table.act(f"allocate energy #{unit}")
    assert "energy systems are full" in table.why(f"allocate energy #{unit}").message
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.card(gear).engaged
    table.volley(f"#{target}", f"#{unit} phaser 2")
    assert table.die(target, "structure") == 6  # each Phaser x3


def test_phaser_magnifier_refit_is_scorpead_technology_only() -> None:
    magnified = ship(3, empire="Tufor Protectorate", weapons=guns(phasers=2), systems=[{"kind": "phaser magnifier", "energy": 1}])
    table, unit, gear, _ = _refitted(magnified)
    table.act(f"allocate energy #{unit}")
    assert table.why(f"allocate energy #{unit}") is not None and not table.card(gear).engaged


def test_phaser_magnifier_refit_at_most_one_per_ship() -> None:
    refit, hull = printed("E7_-_Phaser_Magnifier_Refit_NE"), printed("S3_-_Scorpead_Destroyer_NE")
    table = Table([hull, refit, refit], [])
    unit = table.put(hull, 0)
    table.put(refit, 0, on=unit)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{table.hand(refit, 0)} on #{unit}") is not None


# --- C9 Indirigan Chieftain (Nohs): on a Council of Six ship, 4 less per volley, engaged free -----

NOHS = "C9_-_Indirigan_Chieftain_-_Council_of_Six_Chieftian_Nohs_Pro6"
COUNCIL_CRUISER = "S6_-_Medium_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6"


def _nohs_aboard(hull: Card) -> tuple[Table, int]:
    """Seat 1's ``hull`` with Nohs aboard, through its Engagement Phase with no point allocated;
    then seat 0 fires 6 Phasers at it. Returns the table and the hull."""
    gunship = ship(6, weapons=guns(phasers=6))
    table = Table([gunship], [hull, printed(NOHS)])
    unit = table.put(gunship, 0)
    target = table.put(hull, 1, engaged=False)
    table.put(printed(NOHS), 1, on=target)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} phaser 6")
    return table, target


def test_nohs_on_a_council_of_six_ship_engages_it_free_and_takes_4_off_each_volley() -> None:
    cruiser = printed(COUNCIL_CRUISER)
    table, target = _nohs_aboard(cruiser)
    assert table.card(target).engaged  # 2 supply, 1 energy printed, none allocated
    assert cruiser.shields == 6 and table.die(target, "shield") + table.die(target, "structure") == 6 - 4


def test_nohs_on_another_ship_does_neither() -> None:
    table, target = _nohs_aboard(ship(9, shields=0, requirements={"supply": 2}))
    assert not table.card(target).engaged and table.die(target, "structure") == 6


# --- C9 Indirigan Chieftain (Neah): on a Council of Six ship, cancels a card played at its stack --

NEAH = "C9_-_Indirigan_Chieftain_-_Council_of_Six_Prophet_-_Neah_Pro6"


def _against_neahs_stack(hull: Card, at_other_ship: bool = False) -> tuple[Table, int, int]:
    """Seat 1's ``hull`` carries Neah; seat 0 plays hostile boarders (a crew card played against
    a ship) against it (or against another ship of seat 1). Returns the table, Neah and the boarders."""
    boarders, other = card("C", 3, "Prophecy Test Boarders", placement={"mode": "against", "target_types": ["S"]}), ship(4)
    table = Table([boarders], [hull, printed(NEAH), other])
    unit = table.put(hull, 1)
    prophet = table.put(printed(NEAH), 1, on=unit)
    elsewhere = table.put(other, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(boarders, 0)
    table.act(f"play #{played} against #{elsewhere if at_other_ship else unit}")
    return table, prophet, played


def test_neah_on_a_council_of_six_ship_cancels_a_card_played_against_its_stack() -> None:
    table, prophet, played = _against_neahs_stack(printed("S7_-_Command_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6"))
    table.act(f"use #{prophet} 1")
    assert table.card(played).zone is Zone.DISCARD


@pytest.mark.parametrize("at_other_ship", [True, False])
def test_neah_cannot_cancel_off_its_stack_or_off_a_council_of_six_ship(at_other_ship: bool) -> None:
    hull = printed(COUNCIL_CRUISER) if at_other_ship else ship(6)
    table, prophet, _ = _against_neahs_stack(hull, at_other_ship=at_other_ship)
    assert not table.legal(f"use #{prophet} 1")


# --- C6 Captain: 1 less supply to operate; the first damage point of each opposing volley ignored --


@pytest.mark.parametrize(("with_captain", "supply", "damage"), [(True, 1, 3), (False, 2, 4)])
def test_c6_captain_lowers_its_units_supply_need_and_each_opposing_volley_by_one(with_captain: bool, supply: int, damage: int) -> None:
    captain, mine, gunner = printed("C6_-_Captain_2-2_PE"), ship(8, shields=0, requirements={"supply": 2}), ship(6, weapons=guns(phasers=4))
    table = Table([mine, captain], [gunner])
    unit = table.put(mine, 0)
    if with_captain:
        table.put(captain, 0, on=unit)
    gun = table.put(gunner, 1)
    assert stats.requirements(table.state, table.card(unit)).get(PointType.SUPPLY) == supply
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 4")
    assert table.die(unit, "structure") == damage


# --- R/E4 Argonian Hull Rotation: one volley loses as many points as the ship has Shields left ----

HULL_ROTATION = "E4_-_Argonian_Hull_Rotation_PE"


def _rotation_window(hull: Card, shield_damage: int = 0) -> tuple[Table, int, int]:
    """Seat 0 fires 6 Phasers at seat 1's ``hull`` (with ``shield_damage`` taken before); seat 1
    holds a Hull Rotation in the volley's reaction window. Returns the table, the hull and the card."""
    gunship, rotation = ship(6, weapons=guns(phasers=6)), printed(HULL_ROTATION)
    table = Table([gunship], [hull, rotation])
    unit, target = table.put(gunship, 0), table.put(hull, 1)
    played = table.hand(rotation, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    if shield_damage:
        table.act(f"~die #{target} shield {shield_damage}")
    table.act(f"aim #{target}")
    table.act(f"fire #{unit} phaser 6")
    table.act("done")
    return table, target, played


ARGONIAN_HULL = ship(9, shields=4, empire="Argonian First Republic")


@pytest.mark.parametrize(("shield_damage", "shield", "structure"), [(0, 2, 0), (3, 4, 4)])
def test_hull_rotation_takes_the_ships_shields_left_off_one_volley(shield_damage: int, shield: int, structure: int) -> None:
    table, target, played = _rotation_window(ARGONIAN_HULL, shield_damage)
    table.act(f"play #{played} on #{target}")
    settle_choices(table)
    # 6 Phaser points less the Shields left (4: 2 land on the Shields; or 1 after 3 Shield damage: 5 land)
    assert (table.die(target, "shield"), table.die(target, "structure")) == (shield, structure)
    assert table.card(played).zone is Zone.DISCARD  # discarded after one use


def test_hull_rotation_cannot_be_played_on_a_generic_ship() -> None:
    table, target, played = _rotation_window(ship(9, shields=4))
    assert table.why(f"play #{played} on #{target}") is not None


# --- O9 Discovery of Discoveries: draw, then discard-and-draw, no more draws than the weakest crew --

DISCOVERY = "O9_-_Discovery_of_Discoveries_UE"


def _discovery_table(*crew_strengths: int) -> tuple[Table, int]:
    """Seat 0 has crew of these strengths on a ship and the Discovery in hand, in its Play Phase."""
    sailors = [card("C", n, f"Discovery Test Sailor {n}") for n in crew_strengths]
    hull = ship(9)
    table = Table([printed(DISCOVERY), hull, *sailors], [])
    unit = table.put(hull, 0)
    for sailor in sailors:
        table.put(sailor, 0, on=unit)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(printed(DISCOVERY), 0)


def test_discovery_of_discoveries_draws_until_the_weakest_crews_strength() -> None:
    table, played = _discovery_table(3, 5)
    hand_before = len(table.player(0).hand) - 1
    discards_before = len(table.player(0).discard)
    table.act(f"play #{played}")
    settle(table)
    for _ in range(2):  # the first draw is free; each later one costs a card discarded from the hand
        assert table.state.choice is not None and table.state.choice.may_skip
        table.act(f"choose #{table.state.choice.cards[0]}")
        while table.state.window is not None:
            table.act("pass")
    assert table.state.choice is None  # 3 drawn: the weakest crew's strength
    assert len(table.player(0).hand) == hand_before + 1
    assert len(table.player(0).discard) == discards_before + 2 + 1  # two from the hand, then the card itself


def test_discovery_of_discoveries_stops_when_its_player_discards_no_more() -> None:
    table, played = _discovery_table(4)
    hand_before = len(table.player(0).hand) - 1
    table.act(f"play #{played}")
    settle(table)
    table.act("choose skip")
    assert table.state.choice is None and len(table.player(0).hand) == hand_before + 1


def test_discovery_of_discoveries_is_not_played_without_a_crew_in_play() -> None:
    table, played = _discovery_table()
    assert "no crew card" in table.why(f"play #{played}").message


# --- A5 Filarian Mind Lord: Infesters seize ships 2 stronger; 2 applied research taken off one ---

MIND_LORD = "A5_-_Filarian_Mind_Lord_PoM"
INFESTER = "A4_-_Filarian_Infester_PoM"


def _infestation(hull: int, with_lord: bool = True) -> tuple[Table, int, int, int | None]:
    """Seat 0's crew with an A4 Infester aboard seat 1's ship of strength ``hull``; the Mind Lord
    on another crew of seat 0 at home. Returns the table, the Infester, the ship and the Lord."""
    raider, officer, home = card("C", 1, "Mind Test Raider"), card("C", 2, "Mind Test Officer"), ship(4)
    enemy, lab = ship(hull, shields=0), terrain(3, research=3)
    lord_card = [printed(MIND_LORD)] if with_lord else []
    table = Table([raider, officer, home, printed(INFESTER), *lord_card], [enemy, lab])
    target = table.put(enemy, 1)
    table.put(lab, 1)
    crew = table.put(raider, 0, on=target)  # aboard by standard means
    infester = table.put(printed(INFESTER), 0, on=crew)
    lord = table.put(printed(MIND_LORD), 0, on=table.put(officer, 0, on=table.put(home, 0))) if with_lord else None
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, infester, target, lord


def test_filarian_mind_lord_lets_infesters_seize_ships_two_stronger() -> None:
    table, infester, target, _ = _infestation(hull=6)
    table.act(f"use #{infester} 1 at #{target}")  # 4 + 2
    assert table.card(target).controller == 0


@pytest.mark.parametrize(("hull", "with_lord"), [(7, True), (6, False)])
def test_filarian_mind_lord_raises_the_limit_by_two_only(hull: int, with_lord: bool) -> None:
    table, infester, target, _ = _infestation(hull=hull, with_lord=with_lord)
    assert table.why(f"use #{infester} 1 at #{target}") is not None


def test_filarian_mind_lord_takes_two_applied_research_off_an_infester() -> None:
    table, infester, target, lord = _infestation(hull=4)
    table.act(f"use #{infester} 1 at #{target}")
    table.fresh_turn(1)
    for _ in range(3):  # crew 1 + Infester 4 = 5 needed: not yet
        table.act(f"allocate research #{infester}")
    assert table.die(infester, "research") == 3
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{lord} 1 at #{target}") is not None  # an Infester only
    table.act(f"use #{lord} 1 at #{infester}")
    settle_choices(table)
    assert table.die(infester, "research") == 1
