"""Community crew, equipment and events (issue 38, h-crew2): each test plays the printing the
decks hold and checks the change its text causes, with a case the rules must refuse or leave
unchanged (``resources/cards/community-crew2.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)
SHUTTLE = default_catalog()["transport-shuttle"]  # carries any crew, goes along
SHUTTLECRAFT = default_catalog()["shuttlecraft"]  # carries a marine or a boarding party


def _strike_scene(
    crew: Card, enemy_card: Card, carrier: Card = SHUTTLE, victim: Card | None = None, aboard: Card | None = None
) -> tuple[Table, int, int, int]:
    """Seat 0's ``crew`` and ``carrier`` on a home ship; seat 1's ``enemy_card`` (with ``victim``
    and ``aboard`` on it). Returns the table, the crew, the enemy unit and the victim (or the enemy unit)."""
    home_card = ship(6, shields=0)
    table = Table([home_card, crew, carrier, POWER], [enemy_card, *[c for c in (victim, aboard) if c]])
    home = table.put(home_card, 0)
    raider = table.put(crew, 0, on=home)
    table.put(carrier, 0, on=home)
    table.put(POWER, 0)
    enemy = table.put(enemy_card, 1)
    target = table.put(victim, 1, on=enemy) if victim else enemy
    if aboard is not None:
        table.put(aboard, 1, on=enemy)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, raider, enemy, target


# --- C5 Suicide Squad: structural damage equal to its strength to a ship or base, then discarded -


@pytest.mark.parametrize("image", ["C5_-_Suicide_Squad_UE", "C5_-_Suicide_Squad_PE"])
def test_suicide_squad_strikes_a_ship_for_its_strength_past_the_shields_and_is_discarded(image: str) -> None:
    """Both printings play as the UE one (v2.1: exactly identical cards play as the most recent printing)."""
    squad = printed(image)
    table, raider, enemy, _ = _strike_scene(squad, ship(9, shields=2))
    table.act(f"use #{raider} 1 at #{enemy}")
    settle(table)
    assert (table.die(enemy, "shield"), table.die(enemy, "structure")) == (0, 5)  # structural
    assert table.card(raider).zone is Zone.DISCARD  # it does not come back


def test_suicide_squad_scores_only_on_ships_and_bases() -> None:
    squad = printed("C5_-_Suicide_Squad_UE")
    table, raider, enemy, crew = _strike_scene(squad, ship(9, shields=0), victim=card("C", 2, "Enemy Crew"))
    assert table.why(f"use #{raider} 1 at #{crew}") is not None  # a crew is no ship or base
    assert table.why(f"use #{raider} 1 at #{enemy}") is None


def test_suicide_squad_needs_transportation() -> None:
    squad = printed("C5_-_Suicide_Squad_PE")
    home_card, enemy_card = ship(6), ship(9, shields=0)
    lone = Table([home_card, squad], [enemy_card])
    home = lone.put(home_card, 0)
    alone = lone.put(squad, 0, on=home)
    enemy = lone.put(enemy_card, 1)
    lone.fresh_turn(0)
    lone.to_phase(Phase.PLAY_A)
    assert "shuttle" in lone.why(f"use #{alone} 1 at #{enemy}").message  # no carrier: no strike
    aboard = Table([squad], [enemy_card])
    intruder = aboard.put(enemy_card, 1)
    inside = aboard.put(squad, 0, on=intruder)  # already aboard the enemy ship
    aboard.fresh_turn(0)
    aboard.to_phase(Phase.PLAY_A)
    assert "there-and-back" in aboard.why(f"use #{inside} 1 at #{intruder}").message


# --- R/C4 Marine: discards a crew or equipment, not where opposing marines are; dies if weaker --


@pytest.mark.parametrize("image", ["C4_-_Marine_UE", "C4_-_Marine_PE"])
def test_marine_discards_a_weaker_crew_on_a_mission_and_comes_back(image: str) -> None:
    marine = printed(image)
    table, raider, _, victim = _strike_scene(marine, ship(6, shields=0), SHUTTLECRAFT, card("C", 3, "Enemy Crew"))
    table.act(f"use #{raider} 1 at #{victim}")
    settle(table)
    assert table.card(victim).zone is Zone.DISCARD
    home = table.card(raider).parent
    assert home is not None and table.card(home).controller == 0  # back home, alive


def test_marine_is_killed_too_when_the_card_it_discards_is_stronger() -> None:
    marine = printed("C4_-_Marine_UE")
    table, raider, _, victim = _strike_scene(marine, ship(6, shields=0), SHUTTLECRAFT, card("E", 6, "Heavy Gear"))
    table.act(f"use #{raider} 1 at #{victim}")
    settle(table)
    assert table.card(victim).zone is Zone.DISCARD and table.card(raider).zone is Zone.DISCARD


def test_marine_cannot_act_where_an_opponent_has_marines() -> None:
    marine = printed("C4_-_Marine_UE")
    for guard, barred in ((marine, True), (card("C", 4, "Marine Biologist"), False), (card("C", 4, "Ensign"), False)):
        table, raider, _, victim = _strike_scene(marine, ship(6, shields=0), SHUTTLECRAFT, card("C", 3, "Enemy Crew"), aboard=guard)
        assert (table.why(f"use #{raider} 1 at #{victim}") is not None) is barred, guard.name


def test_marine_acts_at_its_own_location_without_a_carrier() -> None:
    marine = printed("C4_-_Marine_UE")
    home_card, stowaway = ship(6, shields=0), card("C", 2, "Stowaway")
    table = Table([home_card, marine], [stowaway])
    home = table.put(home_card, 0)
    raider = table.put(marine, 0, on=home)
    intruder = table.put(stowaway, 1, on=home)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{raider} 1 at #{intruder}")
    settle(table)
    assert table.card(intruder).zone is Zone.DISCARD and table.card(raider).parent == home


# --- R/C6 Damage Control Team: in reaction, damage leaves the unit 1 point; repair only at its location


def _under_fire(phasers: int, structure: int = 5) -> tuple[Table, int, int, int]:
    """Seat 1 fires ``phasers`` Phasers at seat 0's unshielded ship of strength ``structure``
    (seat 0 has a second ship, returned too); the volley waits for reactions, a Damage Control
    Team in seat 0's hand. Returns the table, the ship fired at, the other ship and the team."""
    team = printed("C6_-_Damage_Control_Team_PE")
    mine, spare, gunner = ship(structure, shields=0), ship(4, shields=0), ship(8, shields=0, weapons=guns(phasers=phasers))
    table = Table([mine, spare, team], [gunner])
    unit, other, gun = table.put(mine, 0), table.put(spare, 0), table.put(gunner, 1)
    crew = table.hand(team, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser {phasers}")
    return table, unit, other, crew


def test_damage_control_team_in_reaction_leaves_the_ship_one_point() -> None:
    table, unit, _, crew = _under_fire(8)
    table.act(f"play #{crew} on #{unit}")
    settle(table)
    assert table.card(unit).in_play and table.die(unit, "structure") == 4  # 5 strength, 1 point left
    assert table.card(crew).parent == unit and table.state.spared == []


def test_damage_control_team_spares_only_the_volley_it_answered() -> None:
    table, unit, _, crew = _under_fire(8)
    table.act(f"play #{crew} on #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 4
    gun = next(c.id for c in table.state.fleet(1))
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 2")
    settle(table)
    assert not table.card(unit).in_play  # the next volley destroys it


def test_without_damage_control_team_the_volley_destroys_the_ship() -> None:
    table, unit, _, _ = _under_fire(8)
    settle(table)
    assert not table.card(unit).in_play


def test_damage_control_team_answers_only_damage_at_the_unit_it_is_played_on() -> None:
    table, unit, other, crew = _under_fire(3)
    assert table.why(f"play #{crew} on #{other}") is not None  # that ship is not under fire
    table.act(f"play #{crew} on #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 3  # damage short of destroying it is not lessened


@pytest.mark.parametrize("image", ["C6_-_Damage_Control_Team_UE", "C6_-_Damage_Control_Team_PE"])
def test_damage_control_teams_repair_points_go_only_to_its_location(image: str) -> None:
    team = printed(image)
    first, second = ship(6, shields=0), ship(6, shields=0)
    table = Table([first, second, team], [])
    here, there = table.put(first, 0), table.put(second, 0)
    table.put(team, 0, on=here)
    for unit in (here, there):
        table.card(unit).dice[DieKind.STRUCTURE] = 3
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.REPAIR, 0) == 2
    assert "own location" in table.why(f"allocate repair #{there}").message
    table.act(f"allocate repair #{here}")
    table.act(f"allocate repair #{here}")
    assert table.die(here, "structure") == 1 and table.die(there, "structure") == 3


def test_other_repair_points_still_go_anywhere_beside_the_teams() -> None:
    team = printed("C6_-_Damage_Control_Team_UE")
    first, second, dock = ship(6, shields=0), ship(6, shields=0), terrain(3, repair=1)
    table = Table([first, second, team, dock], [])
    here, there = table.put(first, 0), table.put(second, 0)
    table.put(team, 0, on=here)
    table.put(dock, 0)
    for unit in (here, there):
        table.card(unit).dice[DieKind.STRUCTURE] = 3
    table.fresh_turn(0)
    table.act(f"allocate repair #{there}")  # the dock's point
    assert table.why(f"allocate repair #{there}") is not None  # the rest are the team's
    table.act(f"allocate repair #{here}")
    table.act(f"allocate repair #{here}")
    assert table.die(here, "structure") == 1 and table.die(there, "structure") == 2


# --- R/E3 Shroud Web Device: Phasers fired at its ship cause no structural damage; used once --


PIRATE_HULL = ship(9, shields=2, empire="Corporate Pirates")


def _fire_at_webbed(hull: Card, phasers: int, heavy: int) -> tuple[Table, int, int]:
    """Seat 1's ``hull`` carries a Shroud Web Device; seat 0 fires ``phasers`` Phasers and
    ``heavy`` heavy weapons at it in one volley. Returns the table, the hull and the device."""
    web = printed("E3_-_Shroud_Web_Device_Pir")
    gunship = ship(8, weapons=guns(phasers=max(phasers, 1), heavy=max(heavy, 1)))
    table = Table([gunship, POWER], [hull, web])
    unit = table.put(gunship, 0)
    table.put(POWER, 0)
    target = table.put(hull, 1)
    gear = table.put(web, 1, on=target)
    fund(table, unit, {"ammunition": heavy})
    table.to_phase(Phase.WEAPONS_FIRE)
    parts = [f"#{unit} phaser {phasers}"] * bool(phasers) + [f"#{unit} heavy {heavy}"] * bool(heavy)
    table.volley(f"#{target}", *parts)
    settle(table)
    return table, target, gear


def test_shroud_web_device_keeps_the_phasers_part_off_the_structure_and_is_discarded() -> None:
    table, target, gear = _fire_at_webbed(PIRATE_HULL, phasers=4, heavy=2)
    assert (table.die(target, "shield"), table.die(target, "structure")) == (2, 2)  # 6 damage: 2 Shields, only the heavy 2 structural
    assert table.card(gear).zone is Zone.DISCARD
    table2, target2, _ = _fire_at_webbed(PIRATE_HULL, phasers=4, heavy=0)
    assert (table2.die(target2, "shield"), table2.die(target2, "structure")) == (2, 0)


def test_shroud_web_device_stays_through_a_volley_without_phasers() -> None:
    table, target, gear = _fire_at_webbed(PIRATE_HULL, phasers=0, heavy=3)
    assert table.die(target, "structure") == 1 and table.card(gear).in_play


def test_shroud_web_device_is_foreign_technology_for_another_empires_ship() -> None:
    table, target, gear = _fire_at_webbed(ship(9, shields=2, empire="Tufor Protectorate"), phasers=4, heavy=2)
    assert not table.card(gear).engaged and table.die(target, "structure") == 4 and table.card(gear).in_play


def test_shroud_web_device_played_in_reaction_to_a_phaser_volley_at_its_ship() -> None:
    web = printed("E3_-_Shroud_Web_Device_Pir")
    gunship, other_hull = ship(8, weapons=guns(phasers=4, heavy=4)), ship(9, shields=2, empire="Corporate Pirates")
    table = Table([gunship, POWER], [PIRATE_HULL, other_hull, web])
    unit = table.put(gunship, 0)
    table.put(POWER, 0)
    target, other = table.put(PIRATE_HULL, 1), table.put(other_hull, 1)
    device = table.hand(web, 1)
    fund(table, unit, {"ammunition": 4})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{other}", f"#{unit} heavy 2")
    assert table.why(f"play #{device} on #{other}") is not None  # no Phasers in this volley
    settle(table)
    table.volley(f"#{target}", f"#{unit} phaser 4", f"#{unit} heavy 2")
    table.act(f"play #{device} on #{target}")
    settle(table)
    assert (table.die(target, "shield"), table.die(target, "structure")) == (2, 2)  # 6 damage: only the heavy 2 structural
    assert table.card(device).zone is Zone.DISCARD


# --- R/O4 Early Warning: the unit fires up to 4 Phasers back at a unit firing at it ------------


def _warned(in_hand: bool) -> tuple[Table, int, int, int, int]:
    """Seat 0's 6-Phaser ship (and a second ship) with an Early Warning on it (or in hand); seat 1
    fires at that ship. Returns the table, the ship, the other ship, the shooter and the card."""
    warning = printed("O4_-_Early_Warning_Pir")
    mine, spare, gunner = ship(8, shields=0, weapons=guns(phasers=6)), ship(4, shields=0), ship(9, shields=0, weapons=guns(phasers=2))
    table = Table([mine, spare, warning], [gunner])
    unit, other, gun = table.put(mine, 0), table.put(spare, 0), table.put(gunner, 1)
    card_id = table.hand(warning, 0) if in_hand else table.put(warning, 0, on=unit)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 2")
    return table, unit, other, gun, card_id


def test_early_warning_lets_its_unit_fire_four_phasers_at_the_unit_firing_at_it() -> None:
    table, unit, _, gun, warning = _warned(in_hand=False)
    table.act(f"use #{warning} 1")
    settle(table)
    assert table.die(gun, "structure") == 4  # 4 of its 6 Phasers
    assert table.die(unit, "structure") == 2 and table.card(warning).zone is Zone.DISCARD


def test_early_warning_played_in_reaction_onto_the_unit_under_fire_fires_at_once() -> None:
    table, unit, other, gun, warning = _warned(in_hand=True)
    assert table.why(f"play #{warning} on #{other}") is not None  # that unit is not under fire
    table.act(f"play #{warning} on #{unit}")
    settle(table)
    assert table.die(gun, "structure") == 4 and table.card(warning).zone is Zone.DISCARD


def test_early_warning_goes_only_on_an_engaged_unit() -> None:
    warning = printed("O4_-_Early_Warning_Pir")
    mine = ship(5, shields=0)
    table = Table([mine, warning], [])
    unit = table.put(mine, 0, engaged=False)
    played = table.hand(warning, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.card(unit).engaged = False
    assert "engaged" in table.why(f"play #{played} on #{unit}").message
    table.card(unit).engaged = True
    assert table.why(f"play #{played} on #{unit}") is None


# --- E8 Energy Flux Mode Enhancement: each energy point on it triples one Energy Flux ----------


ARGONIAN_HULL = ship(7, shields=0, empire="Argonian First Republic", weapons=guns(heavy=2))


def _flux_volley(hull: Card, energy: int) -> tuple[Table, int, int, int]:
    """Seat 0's ``hull`` (2 Energy Fluxes) carries the enhancement given ``energy`` energy points,
    its fluxes armed; it fires both at an unshielded ship. Returns the table, the ship, the gear
    and the target."""
    gear_card = printed("E8_-_Argonian_Energy_Flux_Mode_Enhancement_PE")
    target_card = ship(9, shields=0)
    table = Table([hull, gear_card, POWER], [target_card])
    unit = table.put(hull, 0)
    gear = table.put(gear_card, 0, on=unit)
    table.put(POWER, 0)
    target = table.put(target_card, 1)
    table.fresh_turn(0)
    for _ in range(energy):
        table.act(f"allocate energy #{gear}")
    for _ in range(2):
        table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy 2")
    settle(table)
    return table, unit, gear, target


@pytest.mark.parametrize(("energy", "damage"), [(2, 6), (1, 4)])
def test_energy_flux_mode_enhancement_triples_one_energy_flux_per_energy_point(energy: int, damage: int) -> None:
    table, _, gear, target = _flux_volley(ARGONIAN_HULL, energy)
    assert table.card(gear).engaged and table.die(target, "structure") == damage


def test_energy_flux_mode_enhancement_takes_no_more_energy_than_the_ship_has_fluxes() -> None:
    gear_card = printed("E8_-_Argonian_Energy_Flux_Mode_Enhancement_PE")
    table = Table([ARGONIAN_HULL, gear_card, POWER], [])
    unit = table.put(ARGONIAN_HULL, 0)
    gear = table.put(gear_card, 0, on=unit)
    table.put(POWER, 0)
    table.fresh_turn(0)
    table.act(f"allocate energy #{gear}")
    table.act(f"allocate energy #{gear}")
    assert table.why(f"allocate energy #{gear}") is not None  # two Energy Fluxes: two points


def test_energy_flux_mode_enhancement_is_exclusive_argonian_technology() -> None:
    table, _, gear, target = _flux_volley(ship(7, shields=0, empire="Tufor Protectorate", weapons=guns(heavy=2)), 1)
    assert not table.card(gear).engaged and table.die(target, "structure") == 2


# --- A5 Anarchist: the crew turns volatile (no abilities, 2 sabotage damage a turn) -------------


def _anarchy(victim_strength: int) -> tuple[Table, int, int, int]:
    """p1 holds the Anarchist; p0's crew of ``victim_strength`` is on p0's ship. Returns the
    table, the ship, the crew and the Anarchist (p1's Play Cards Phase A)."""
    anarchist = printed("A5_-_Anarchist_UE")
    home_card, crew_card = ship(6, shields=2), card("C", victim_strength, "Target Crew")
    table = Table([home_card, crew_card], [anarchist])
    home = table.put(home_card, 0)
    crew = table.put(crew_card, 0, on=home)
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    return table, home, crew, table.hand(anarchist, 1)


def test_anarchist_suspends_the_crew_and_sabotages_its_location_each_turn() -> None:
    table, home, crew, anarchist = _anarchy(5)
    table.act(f"play #{anarchist} against #{crew}")
    settle(table)
    assert functions_suspended(table.state, table.card(crew))
    table.fresh_turn(1)  # p1's next Allocation Phase
    settle(table)
    assert (table.die(home, "shield"), table.die(home, "structure")) == (0, 2)  # structural: past the Shields


def test_anarchist_goes_only_against_a_crew_no_stronger_than_itself() -> None:
    table, _, crew, anarchist = _anarchy(6)
    assert table.why(f"play #{anarchist} against #{crew}") is not None


def test_anarchist_is_discarded_by_a_bar_tender_played_in_reaction_at_its_location() -> None:
    anarchist, tender_card = printed("A5_-_Anarchist_UE"), card("R/C", 2, "Crew2 Test Bar Tender")
    home_card, crew_card = ship(6, shields=2), card("C", 3, "Target Crew")
    table = Table([home_card, crew_card, tender_card], [anarchist])
    home = table.put(home_card, 0)
    crew = table.put(crew_card, 0, on=home)
    tender = table.hand(tender_card, 0)
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    played = table.hand(anarchist, 1)
    table.act(f"play #{played} against #{crew}")
    table.act(f"play #{tender} on #{home}")
    settle(table)
    assert table.card(played).zone is Zone.DISCARD and not functions_suspended(table.state, table.card(crew))


# --- R/E6 Distortion Generator: the weakest ship takes no damage for a turn while engaged ------


ANOMALY = default_catalog()["divergent-anomaly"]


def _distorted(engaged: bool = True) -> tuple[Table, int, int, int, int]:
    """p0 plays the Distortion Generator on the weaker of two ships; p1 then fires 3 Phasers at
    it. Returns the table, the weak ship, the strong ship, the generator and the gunship."""
    generator = printed("E6_-_Distortion_Generator_TG")
    weak_card, strong_card, gun_card = ship(3, shields=0), ship(6, shields=0), ship(8, shields=0, weapons=guns(phasers=3))
    table = Table([weak_card, strong_card, generator], [gun_card])
    weak, strong, gun = table.put(weak_card, 0), table.put(strong_card, 0), table.put(gun_card, 1)
    held = table.hand(generator, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{held} on #{strong}") is not None  # not the lowest-strength ship
    table.act(f"play #{held} on #{weak}")
    settle(table)
    table.fresh_turn(1)
    table.card(weak).engaged = engaged
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{weak}", f"#{gun} phaser 3")
    settle(table)
    return table, weak, strong, held, gun


def test_distortion_generator_keeps_all_damage_off_its_engaged_ship() -> None:
    table, weak, _, generator, _ = _distorted()
    assert table.card(weak).in_play and table.die(weak, "structure") == 0
    table.fresh_turn(0)
    table.fresh_turn(1)
    assert table.card(generator).zone is Zone.DISCARD  # one turn, then discarded


def test_distortion_generator_does_not_shield_a_disengaged_ship() -> None:
    table, weak, _, _, _ = _distorted(engaged=False)
    assert not table.card(weak).in_play  # 3 damage on strength 3


def test_distortion_generator_discards_and_keeps_off_a_divergent_anomaly() -> None:
    generator = printed("E6_-_Distortion_Generator_TG")
    weak_card = ship(3, shields=0)
    table = Table([weak_card, generator], [ANOMALY, ANOMALY])
    weak = table.put(weak_card, 0)
    first = table.put(ANOMALY, 1, on=weak)
    for seat in (1, 1, 0):  # p1's first turn (terrain only) passes
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(generator, 0)} on #{weak}")
    settle(table)
    assert table.card(first).zone is Zone.DISCARD
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    assert "cannot be played where" in table.why(f"play #{table.hand(ANOMALY, 1)} against #{weak}").message


def test_distortion_generator_played_in_reaction_cancels_a_divergent_anomaly() -> None:
    generator = printed("E6_-_Distortion_Generator_TG")
    weak_card = ship(3, shields=0)
    table = Table([weak_card, generator], [ANOMALY])
    weak = table.put(weak_card, 0)
    held = table.hand(generator, 0)
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    anomaly = table.hand(ANOMALY, 1)
    table.act(f"play #{anomaly} against #{weak}")
    table.act(f"play #{held} on #{weak}")
    settle(table)
    assert table.card(anomaly).zone is Zone.DISCARD and table.card(held).parent == weak
