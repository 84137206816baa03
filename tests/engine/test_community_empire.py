"""Community cards (issue 38) of h-empire's set: empire ships, systems and equipment (Mechad,
Argonian, Council of Six, Tufor). Each test plays the printing the decks hold in a real game and
checks the change its text causes, with the case its text refuses or leaves unchanged
(``resources/cards/community-empire.json``; numbers pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import VolleyResolved
from ge_desktop.rulesets.galactic_empires.raids import stolen
from ge_desktop.rulesets.galactic_empires.stats import blocked_by, immune, requirements, requirements_met, shields, weapon_count
from ge_desktop.rulesets.galactic_empires.systems import system_lines
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle, settle_choices

POWER = terrain(9, supply=6, energy=6, ammunition=6)
TARGET = ship(9, shields=0)


def _damage(events: list) -> list[int]:
    return [e.damage for e in events if isinstance(e, VolleyResolved)]


# --- T8 System - Mechad System: engaged Mechad ships deal 1 more subspace whip damage a turn ---------

MECHAD_SYSTEM = "T8_-_Mechad_System_PE"
MECHAD_DESTROYER = catalog_card("mechad-destroyer")  # 2 Subspace Whips, 2 Trams
OTHER_SHIP = ship(3, empire="Krebiz Capitalist Alliance", shields=0, weapons=guns(phasers=2))


def _mechad_scene(system_seat: int | None) -> tuple[Table, int, int, int]:
    """A Mechad Destroyer and a Krebiz ship for p0, a target for p1, the Mechad System in
    ``system_seat``'s fleet (None: not in play)."""
    system = printed(MECHAD_SYSTEM)
    mine = [MECHAD_DESTROYER, OTHER_SHIP, POWER] + ([system] if system_seat == 0 else [])
    theirs = [TARGET, POWER] + ([system] if system_seat == 1 else [])
    table = Table(mine, theirs)
    unit, other = table.put(MECHAD_DESTROYER, 0), table.put(OTHER_SHIP, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    if system_seat is not None:
        table.put(system, system_seat)
    return table, unit, other, target


def test_mechad_system_an_engaged_mechad_ship_fires_one_more_subspace_whip_point() -> None:
    table, unit, _, target = _mechad_scene(system_seat=0)
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 3
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 3")) == [3]
    assert table.die(target, "structure") == 3


def test_mechad_system_works_for_a_mechad_ship_of_another_fleet() -> None:
    table, unit, _, _ = _mechad_scene(system_seat=1)  # "all Mechad ships": the system is the opponent's
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 3


def test_mechad_system_gives_nothing_to_other_empires_ships_nor_without_it() -> None:
    table, unit, other, target = _mechad_scene(system_seat=0)
    assert weapon_count(table.state, table.card(other), WeaponSymbol.PHASER) == 2
    plain, plain_unit, _, plain_target = _mechad_scene(system_seat=None)
    assert weapon_count(plain.state, plain.card(plain_unit), WeaponSymbol.PHASER) == 2
    fund(plain, plain_unit)
    plain.to_phase(Phase.WEAPONS_FIRE)
    plain.act(f"aim #{plain_target}")
    assert plain.why(f"fire #{plain_unit} phaser 3") is not None  # only its 2 printed whips


# --- T6 System - Femerazi System: every Tufor ship in play is immune to hazard cards --------------

FEMERAZI = "T6_-_Femerazi_System_NE"
TUFOR_SHIP = catalog_card("tufor-destroyer")
PLAIN_SHIP = ship(4, shields=0)
ION_STORM, GRAVITY_WAVE, MAGNETIC_CLOUD = catalog_card("ion-storm-pe"), catalog_card("gravity-wave"), catalog_card("magnetic-cloud")
SMALL_MINEFIELD = "H3_-_Small_Minefield_UE"


def _tufor_scene(hazard: Card, system_seat: int = 1, in_play: bool = True) -> tuple[Table, int, int, int]:
    """p0 holds ``hazard``; p1 has a Tufor ship and a plain ship, the Femerazi System in
    ``system_seat``'s deck and (``in_play``) fleet. Returns (table, hazard, tufor ship, plain ship)."""
    system = printed(FEMERAZI)
    table = Table([hazard] + ([system] if system_seat == 0 else []), [TUFOR_SHIP, PLAIN_SHIP] + ([system] if system_seat == 1 else []))
    tufor, plain = table.put(TUFOR_SHIP, 1), table.put(PLAIN_SHIP, 1)
    if in_play:
        table.put(system, system_seat)
    played = table.hand(hazard, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, played, tufor, plain


def test_femerazi_system_no_hazard_is_played_against_a_tufor_ship() -> None:
    table, storm, tufor, plain = _tufor_scene(ION_STORM)
    problem = table.why(f"play #{storm} against #{tufor}")
    assert problem is not None and "immune to the effects of hazard cards" in problem.message
    table.act(f"play #{storm} against #{plain}")  # any other ship still takes it
    settle(table)
    assert table.die(plain, "structure") == 2


def test_femerazi_system_shelters_tufor_ships_of_every_fleet_and_only_while_in_play() -> None:
    table, storm, tufor, _ = _tufor_scene(ION_STORM, system_seat=0)  # the system is the hazard player's own
    assert table.why(f"play #{storm} against #{tufor}") is not None
    bare, bare_storm, bare_tufor, _ = _tufor_scene(ION_STORM, in_play=False)
    bare.act(f"play #{bare_storm} against #{bare_tufor}")
    settle(bare)
    assert bare.die(bare_tufor, "shield") + bare.die(bare_tufor, "structure") == 2


def test_femerazi_system_a_hazard_against_the_whole_fleet_spares_the_tufor_ship() -> None:
    table, wave, tufor, plain = _tufor_scene(GRAVITY_WAVE)
    table.act(f"play #{wave}")
    settle_choices(table)
    assert table.die(plain, "structure") == 1
    assert table.die(tufor, "shield") == 0 and table.die(tufor, "structure") == 0


def test_femerazi_system_minefield_points_cannot_be_placed_on_a_tufor_ship() -> None:
    table, mines, tufor, plain = _tufor_scene(printed(SMALL_MINEFIELD))
    table.act(f"play #{mines}")
    settle(table)
    assert table.state.choice is not None
    assert not table.legal(f"choose #{tufor}")
    assert table.legal(f"choose #{plain}")


def test_femerazi_system_ends_a_hazard_already_on_a_tufor_ship() -> None:
    table, cloud, tufor, _ = _tufor_scene(MAGNETIC_CLOUD, in_play=False)
    table.act(f"play #{cloud} against #{tufor}")
    settle(table)
    assert blocked_by(table.state, table.card(tufor), WeaponSymbol.HEAVY) is not None
    assert shields(table.state, table.card(tufor)) == 0
    table.put(printed(FEMERAZI), 1)
    assert blocked_by(table.state, table.card(tufor), WeaponSymbol.HEAVY) is None  # its heavy weapons fire again
    assert shields(table.state, table.card(tufor)) == TUFOR_SHIP.shields  # and its Shields work


# --- S7 Heavy War Cruiser - Council of Six Tribe Cruiser: Phaser Overload, never a stack's basis ------

HEAVY_WAR_CRUISER = "S7_-_Heavy_War_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6"
CREW = card("C", 2)
ESCORT = ship(4)
PHASER_BONUS = effect("weapon_damage_bonus", "continuous", "own_fleet", target_types=["S"], amount=1, weapon="Phaser")
SHARP_PHASERS = card("T", 3, "Phaser Focus Rock", effects=[PHASER_BONUS])


def _cruiser_scene(*extra: Card) -> tuple[Table, int, int]:
    cruiser = printed(HEAVY_WAR_CRUISER)
    table = Table([cruiser, POWER, CREW, ESCORT, *extra], [TARGET, POWER, ION_STORM])
    unit = table.put(cruiser, 0)
    table.put(POWER, 0)
    table.put(ESCORT, 0)  # another ship of the fleet
    for card_ in extra:
        table.put(card_, 0)
    target = table.put(TARGET, 1)
    return table, unit, target


def test_heavy_war_cruiser_phaser_overload_with_two_energy_doubles_its_phasers() -> None:
    table, unit, target = _cruiser_scene()
    fund(table, unit, {"energy": 2})
    assert "Phaser Overload: 2 of 2 energy (unmodified Phasers x2)" in system_lines(table.state, table.card(unit))
    problem = table.why(f"allocate energy #{unit}")
    assert problem is not None and "energy systems are full" in problem.message  # it takes 2, no more
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 5")) == [10]


def test_heavy_war_cruiser_phaser_overload_short_of_energy_does_nothing() -> None:
    table, unit, target = _cruiser_scene()
    fund(table, unit, {"energy": 1})
    assert "Phaser Overload: 1 of 2 energy (off)" in system_lines(table.state, table.card(unit))
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 5")) == [5]


def test_heavy_war_cruiser_phaser_overload_is_not_cumulative_with_a_phaser_damage_bonus() -> None:
    table, unit, target = _cruiser_scene(SHARP_PHASERS)
    fund(table, unit, {"energy": 2})
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 5")) == [10]  # 2 each from the bonus, not doubled again to 4


def test_heavy_war_cruiser_may_not_be_the_basis_of_a_stack() -> None:
    table, unit, _ = _cruiser_scene()
    crew = table.hand(CREW, 0)
    storm = table.hand(ION_STORM, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    problem = table.why(f"play #{crew} on #{unit}")
    assert problem is not None and "may not be the basis of a stack" in problem.message
    other = next(c.id for c in table.state.fleet(0) if c.info.kind.value == "S" and c.id != unit)
    assert table.legal(f"play #{crew} on #{other}")  # another ship takes it as usual
    table.to_phase(Phase.PLAY_A, 1)
    problem = table.why(f"play #{storm} against #{unit}")
    assert problem is not None and "may not be the basis of a stack" in problem.message


# --- S7 Super Heavy Cruiser - Council of Six Tribe Cruiser: moves against terrain, double heavy damage there ---

SUPER_HEAVY_CRUISER = "S7_-_Super_Heavy_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6"
PLANET, MOON = terrain(8, supply=3, energy=1), terrain(7, supply=1)


def _raid_scene() -> tuple[Table, int, int, int, int]:
    """p0: the cruiser, power and a plain ship; p1: two terrains. Returns (table, cruiser, plain, planet, moon)."""
    cruiser = printed(SUPER_HEAVY_CRUISER)
    table = Table([cruiser, POWER, ESCORT], [PLANET, MOON])
    unit, plain = table.put(cruiser, 0), table.put(ESCORT, 0)
    table.put(POWER, 0)
    planet, moon = table.put(PLANET, 1), table.put(MOON, 1)
    table.fresh_turn(0)
    return table, unit, plain, planet, moon


def _arm(table: Table, unit: int, ammunition: int) -> None:
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    for _ in range(ammunition):
        table.act(f"allocate ammunition #{unit}")


def test_super_heavy_cruiser_moves_against_an_opponents_terrain_on_its_own_points() -> None:
    table, unit, plain, planet, _ = _raid_scene()
    problem = table.why(f"move #{plain} against #{planet}")
    assert problem is not None and "may not move against a terrain" in problem.message  # an ordinary ship may not
    table.act(f"move #{unit} against #{planet}")
    assert table.card(unit).parent == planet
    assert stolen(table.state, table.card(unit)) == {}  # it takes nothing of the planet's output
    assert requirements(table.state, table.card(unit)) == {PointType.SUPPLY: 3, PointType.ENERGY: 1}
    assert not requirements_met(table.card(unit), table.state)  # its controller still allocates them


def test_super_heavy_cruiser_heavy_weapons_deal_double_damage_to_its_location_only() -> None:
    table, unit, _, planet, moon = _raid_scene()
    table.act(f"move #{unit} against #{planet}")
    _arm(table, unit, 4)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{planet}", f"#{unit} heavy 2")) == [4]  # 2 Boomerangs at its location: double
    assert _damage(table.volley(f"#{moon}", f"#{unit} heavy 2")) == [2]  # elsewhere: as printed


def test_super_heavy_cruiser_stack_is_proof_against_occurrences() -> None:
    table, unit, plain, _, _ = _raid_scene()
    assert immune(table.state, table.card(unit), "occurrences")
    assert not immune(table.state, table.card(plain), "occurrences")


def test_super_heavy_cruiser_the_standard_bot_takes_it_against_a_terrain_while_a_guard_stays_home() -> None:
    cruiser, barren = printed(SUPER_HEAVY_CRUISER), terrain(5, research=2)  # a terrain that pays for nothing: it goes for its guns
    table = Table([cruiser, POWER, ESCORT], [barren])
    unit = table.put(cruiser, 0)
    table.put(ESCORT, 0)  # the guard that stays home
    table.put(POWER, 0)
    ground = table.put(barren, 1)
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 5, 0)
    for _ in range(40):
        if table.game.phase is not Phase.ALLOCATION or table.state.active != 0:
            break
        table.game.play(bot.decide(table.game.observe(0), table.game.legal_actions()))
    assert table.card(unit).parent == ground


# --- E7 Argonian Strobe: up to 3 of one opponent's units, his choice, may not fire in his next turn ---------

STROBE = "E7_-_Argonian_Strobe_PE"
ARGONIAN_SHIP = catalog_card("argonian-destroyer")
GUNBOAT = ship(3, shields=0, weapons=guns(phasers=1))
BATTLESHIP = ship(9, shields=6, weapons=guns(phasers=6, heavy=2))


def _strobe_scene(energy: int, units: tuple[Card, ...] = (GUNBOAT,) * 4) -> tuple[Table, int, int, list[int]]:
    """p0: an Argonian ship with the Strobe (given ``energy`` points) and power; p1: ``units``.
    Returns (table, strobe, p0's target for p1's fire, p1's units)."""
    strobe_card = printed(STROBE)
    table = Table([ARGONIAN_SHIP, strobe_card, POWER, TARGET], [*units, POWER])
    host = table.put(ARGONIAN_SHIP, 0)
    strobe = table.put(strobe_card, 0, on=host)
    table.put(POWER, 0)
    mark = table.put(TARGET, 0)
    boats = [table.put(unit, 1) for unit in units]
    table.put(POWER, 1)
    fund(table, host)
    for _ in range(energy):
        table.act(f"allocate energy #{strobe}")
    table.to_phase(Phase.PLAY_A)
    return table, strobe, mark, boats


def test_argonian_strobe_the_defender_picks_three_units_that_may_not_fire_in_his_next_turn() -> None:
    table, strobe, mark, boats = _strobe_scene(energy=3)
    problem = table.why(f"allocate energy #{strobe}")
    assert problem is not None  # 3 energy at most: 1 per unit, 3 units
    table.act(f"use #{strobe} 1")
    settle(table)
    choice = table.state.choice
    assert choice is not None and choice.seat == 1  # the defending player chooses
    for boat in boats[1:]:
        table.act(f"choose #{boat}")
        settle(table)
    assert table.state.choice is None
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{mark}")
    for boat in boats[1:]:
        problem = table.why(f"fire #{boat} phaser 1")
        assert problem is not None and "blinded" in problem.message
    table.act(f"fire #{boats[0]} phaser 1")  # the one he kept free fires
    table.act("done")
    settle(table)
    table.fresh_turn(1)  # the turn after: they fire again
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{mark}")
    assert table.why(f"fire #{boats[1]} phaser 1") is None


def test_argonian_strobe_blinds_one_unit_per_energy_point() -> None:
    table, strobe, _, boats = _strobe_scene(energy=1)
    table.act(f"use #{strobe} 1")
    settle(table)
    table.act(f"choose #{boats[2]}")
    settle(table)
    assert table.state.choice is None
    assert [table.card(b).blinded_turn > 0 for b in boats] == [False, False, True, False]


def test_argonian_strobe_is_not_used_on_the_same_opponent_two_turns_running() -> None:
    table, strobe, _, boats = _strobe_scene(energy=1)
    table.act(f"use #{strobe} 1")
    settle(table)
    table.act(f"choose #{boats[0]}")
    settle(table)
    host = table.card(strobe).parent
    fund(table, host)
    table.act(f"allocate energy #{strobe}")
    table.to_phase(Phase.PLAY_A)
    problem = table.why(f"use #{strobe} 1")
    assert problem is not None and "two turns running" in problem.message
    fund(table, host)  # a turn later it may again
    table.act(f"allocate energy #{strobe}")
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{strobe} 1") is None


def test_argonian_strobe_the_standard_bots_use_it_and_the_defender_gives_up_its_least_unit() -> None:
    table, strobe, _, boats = _strobe_scene(energy=1, units=(BATTLESHIP, GUNBOAT))
    assert any(a.notation().startswith(f"use #{strobe} 1") for a in table.game.legal_actions())
    bots = [make_bot(BotKind.STANDARD, 5, seat) for seat in range(2)]
    for _ in range(40):
        if table.card(strobe).blinding_seat == 1 or table.game.phase is not Phase.PLAY_A:
            break
        seat = table.game.to_act
        table.game.play(bots[seat].decide(table.game.observe(seat), table.game.legal_actions()))
    assert table.card(strobe).blinding_seat == 1
    assert [table.card(b).blinded_turn > 0 for b in boats] == [False, True]  # the gunboat, not the battleship


# --- C8 Mechad Overlord: opposing weaker crew at its location die before they act -------------------------

OVERLORD = "C8_-_Mechad_Overlord_PE"
SHUTTLE = default_catalog().printing("E2_-_Transport_Shuttle_NE")
SABOTAGE = [effect("damage", "card_action", "chosen_card", amount=1, target_types=["T"], params={"can_damage_terrain": True, "mission": True})]
SABOTEUR, VETERAN = card("C", 3, "Empire Test Saboteur", effects=SABOTAGE), card("C", 9, "Empire Test Veteran Saboteur", effects=SABOTAGE)
AUTOMATON = card("C", 2, "Empire Test Sabotage Automaton", effects=SABOTAGE)
MECHAD_WORLD, RAIDER_HOME = terrain(6, energy=3), ship(5, shields=0)


def _overlord_scene(crew: Card) -> tuple[Table, int, int, int]:
    """p0: ``crew`` and a Transport Shuttle on a ship; p1: the Overlord on its terrain.
    Returns (table, crew, the terrain, the Overlord)."""
    overlord_card = printed(OVERLORD)
    table = Table([RAIDER_HOME, crew, SHUTTLE], [MECHAD_WORLD, overlord_card])
    home = table.put(RAIDER_HOME, 0)
    raider = table.put(crew, 0, on=home)
    table.put(SHUTTLE, 0, on=home)
    world = table.put(MECHAD_WORLD, 1)
    overlord = table.put(overlord_card, 1, on=world)
    table.fresh_turn(1)
    for _ in range(2):  # its 2 energy from the Mechad world: it stays engaged
        table.act(f"allocate energy #{overlord}")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.card(overlord).engaged
    return table, raider, world, overlord


def test_mechad_overlord_kills_a_weaker_crew_arriving_at_its_location_before_it_acts() -> None:
    table, raider, world, _ = _overlord_scene(SABOTEUR)
    table.act(f"use #{raider} 1 at #{world}")
    settle(table)
    assert table.card(raider).zone is Zone.DISCARD
    assert table.die(world, "structure") == 0  # its sabotage never happened


def test_mechad_overlord_spares_stronger_crew_and_automatons() -> None:
    for crew in (VETERAN, AUTOMATON):
        table, raider, world, _ = _overlord_scene(crew)
        table.act(f"use #{raider} 1 at #{world}")
        settle(table)
        assert table.card(raider).in_play and table.die(world, "structure") == 1


def test_mechad_overlord_kills_a_weaker_crew_already_there_as_it_arrives_but_not_while_disengaged() -> None:
    overlord_card = printed(OVERLORD)
    table = Table([MECHAD_WORLD, overlord_card, POWER], [SABOTEUR])
    world = table.put(MECHAD_WORLD, 0)
    table.put(POWER, 0)
    spy = table.put(SABOTEUR, 1, on=world)  # an opposing crew at the terrain
    overlord = table.hand(overlord_card, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    problem = table.why(f"play #{overlord} on #{spy}")
    assert problem is not None  # played only to a terrain card
    table.act(f"play #{overlord} on #{world}")
    settle(table)
    assert table.card(overlord).in_play and not table.card(overlord).engaged  # it needs its 2 energy first
    assert table.card(spy).in_play
    table.fresh_turn(0)
    table.act(f"allocate energy #{overlord}")
    table.act(f"allocate energy #{overlord}")
    table.to_phase(Phase.PLAY_A)
    assert table.card(overlord).engaged and table.card(spy).zone is Zone.DISCARD


# --- R/E2 Tractor Beam: the held ship fires only at its holder, at half damage ------------------------------

TRACTOR_BEAM = "E2_-_Tractor_Beam_BE"
HOLDER, OTHER_MINE = ship(6, shields=0), ship(5, shields=0)
HELD = ship(5, shields=0, weapons=guns(phasers=3))
CAPTAIN = default_catalog().printing("C6_-_Captain_2-2_PE")


def _tractor_scene(captain: bool = False) -> tuple[Table, int, int, int, int]:
    """p0: the holder, another ship and the beam in hand; p1: a three-Phaser ship (with a C6
    Captain aboard if ``captain``). Returns (table, beam, holder, other, held)."""
    beam_card = printed(TRACTOR_BEAM)
    table = Table([HOLDER, OTHER_MINE, beam_card], [HELD, CAPTAIN])
    holder, other = table.put(HOLDER, 0), table.put(OTHER_MINE, 0)
    held = table.put(HELD, 1)
    if captain:
        table.put(CAPTAIN, 1, on=held)
    beam = table.hand(beam_card, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, beam, holder, other, held


def test_tractor_beam_the_held_ship_fires_only_at_the_holder_for_half_damage_until_its_owners_next_turn() -> None:
    table, beam, holder, other, held = _tractor_scene()
    table.act(f"play #{beam} on #{holder}")
    settle(table)
    assert table.state.choice is not None and not table.legal(f"choose #{other}")  # only an opposing ship
    table.act(f"choose #{held}")
    settle(table)
    assert table.card(beam).tractors == held
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    problem = table.why(f"aim #{other}")  # its only gun may not fire there
    assert problem is not None and "tractored" in problem.message
    assert _damage(table.volley(f"#{holder}", f"#{held} phaser 3")) == [1]  # 3 halved, fractions dropped
    table.fresh_turn(0)
    assert table.card(beam).zone is Zone.DISCARD  # gone as its owner's next turn begins
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{other}") is None


def test_tractor_beam_in_reaction_voids_a_volley_the_ship_declared_at_another_unit() -> None:
    table, beam, holder, other, held = _tractor_scene()
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{other}")
    table.act(f"fire #{held} phaser 3")
    table.act("done")
    assert table.state.window is not None and table.game.to_act == 0  # p0 may answer the volley
    table.act(f"play #{beam} on #{holder}")
    while table.state.choice is None:
        table.act("pass")
    table.act(f"choose #{held}")
    settle(table)
    assert table.die(other, "structure") == 0  # its fire is held to the tractoring unit: none reaches the other


def test_tractor_beam_cannot_hold_a_ship_whose_captain_ignores_tractor_beams() -> None:
    table, beam, holder, _, held = _tractor_scene(captain=True)
    table.act(f"play #{beam} on #{holder}")
    settle(table)
    assert table.state.choice is None or not table.legal(f"choose #{held}")
    assert table.card(beam).tractors is None
