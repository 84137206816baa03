"""Community cards (issue 38) of h-terrain2's set: terrain that changes what a weapon costs to
fire. Each test plays the printing the decks hold in a real game and checks the change its text
causes, with the case its text leaves unchanged (``resources/cards/community-terrain2.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.events import VolleyResolved
from ge_desktop.rulesets.galactic_empires.stats import requirements, strength, unit_of, weapon_count
from ge_desktop.rulesets.galactic_empires.systems import system_lines
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(9, supply=6, energy=6, ammunition=6)
TARGET = ship(9, shields=0)
HOMEWORLD_PE, HOMEWORLD_UE = "T9_-_Planet_-_Corporate_Homeworld_PE", "T9_-_Planet_-_Corporate_Homeworld_UE"
NEBULA = "T8_-_Plasmatic_Nebula_UE"
CRUISER = "S4_-_Corporate_Light_Cruiser_PE"  # Variable Plasma (1-3)
DESTROYER = "S4_-_P.O.T._Destroyer_NE"  # 2 Plasma Streams
# another empire's ship with a Plasma Stream and a P.O.T. ship whose heavy weapons are not all Plasma Streams
FOREIGN = ship(3, empire="Krebiz", shields=0, weapons=guns(phasers=1, heavy=1, heavy_name="Plasma Stream"))
SPD = guns(heavy=1, heavy_name="Shield Penetration Device")
MIXED = ship(3, empire="Plasma Occupied Territory", shields=0, weapons=[*guns(phasers=1, heavy=1, heavy_name="Plasma Stream"), *SPD])


def _scene(unit_image: str | Card, terrain_image: str | None, terrain_seat: int = 0, unit_seat: int = 0) -> tuple[Table, int, int]:
    """``unit_image`` in play for ``unit_seat`` with power, the terrain (if any) in ``terrain_seat``'s
    fleet, a Shield-less target for the other seat. Returns (table, unit, target)."""
    unit_card = printed(unit_image) if isinstance(unit_image, str) else unit_image
    extra: list[Card] = [printed(terrain_image)] if terrain_image else []
    mine = [unit_card, POWER] + (extra if terrain_seat == unit_seat else [])
    theirs = [TARGET, POWER] + (extra if terrain_seat != unit_seat else [])
    decks = [mine, theirs] if unit_seat == 0 else [theirs, mine]
    table = Table(*decks)
    unit = table.put(unit_card, unit_seat)
    table.put(POWER, unit_seat)
    target = table.put(TARGET, 1 - unit_seat)
    if terrain_image:
        table.put(extra[0], terrain_seat)
    return table, unit, target


def _damage(events: list) -> list[int]:
    return [e.damage for e in events if isinstance(e, VolleyResolved)]


# --- T9 Planet - Corporate Homeworld: Variable Plasma needs 1 energy less ----------------------


def test_corporate_homeworld_variable_plasma_fires_for_one_energy_less() -> None:
    table, unit, target = _scene(CRUISER, HOMEWORLD_PE)
    fund(table, unit, {"ammunition": 1, "energy": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} heavy")) == [2]  # 1 energy deals as 2
    assert table.die(target, "structure") == 2


def test_corporate_homeworld_variable_plasma_fires_with_no_energy_at_all() -> None:
    table, unit, target = _scene(CRUISER, HOMEWORLD_PE)
    fund(table, unit, {"ammunition": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} heavy")) == [1]


def test_corporate_homeworld_the_printed_range_still_caps_the_plasma_and_its_energy() -> None:
    table, unit, _ = _scene(CRUISER, HOMEWORLD_PE)
    fund(table, unit, {"ammunition": 1, "energy": 2})  # 2 energy now deal the top of the 1-3 range
    problem = table.why(f"allocate energy #{unit}")
    assert problem is not None and "energy systems are full" in problem.message
    assert "Variable Plasma: 3 energy (takes 1-3)" in system_lines(table.state, table.card(unit))


def test_corporate_homeworld_serves_an_opponents_corporate_ships_too() -> None:
    table, unit, target = _scene(CRUISER, HOMEWORLD_UE, terrain_seat=1)  # the UE printing, in the other fleet
    fund(table, unit, {"ammunition": 1, "energy": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} heavy")) == [2]


def test_without_a_corporate_homeworld_variable_plasma_without_energy_cannot_fire() -> None:
    table, unit, target = _scene(CRUISER, None)
    fund(table, unit, {"ammunition": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy") is not None


def test_corporate_homeworld_still_needs_the_plasmas_ammunition() -> None:
    table, unit, target = _scene(CRUISER, HOMEWORLD_PE)
    fund(table, unit, {"energy": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy").rule == "v2.1 AMMUNITION"


def test_corporate_homeworld_played_from_the_hand_lowers_the_cost_at_once() -> None:
    homeworld = printed(HOMEWORLD_PE)
    unit_card = printed(CRUISER)
    table = Table([unit_card, POWER, homeworld], [TARGET])
    unit = table.put(unit_card, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    fund(table, unit, {"ammunition": 1})
    table.to_phase(Phase.PLAY_A)
    planet = table.hand(homeworld, 0)
    table.act(f"play #{planet}")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} heavy")) == [1]


# --- T8 Plasmatic Nebula: one Plasma Stream a turn needs no ammunition ----------------------------


def test_plasmatic_nebula_one_plasma_stream_fires_without_ammunition() -> None:
    table, unit, target = _scene(DESTROYER, NEBULA)
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy 2") is not None  # only one is free
    table.act(f"fire #{unit} heavy")
    assert table.why(f"fire #{unit} heavy").rule == "v2.1 AMMUNITION"  # the free point is spent
    table.act("done")
    assert table.die(target, "structure") == 1


def test_plasmatic_nebula_the_free_point_adds_to_the_ammunition_allocated() -> None:
    table, unit, target = _scene(DESTROYER, NEBULA, terrain_seat=1)  # the nebula in an opponent's fleet
    fund(table, unit, {"ammunition": 1})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy 2")
    assert table.die(target, "structure") == 2


def test_plasmatic_nebula_the_free_plasma_stream_comes_back_each_turn() -> None:
    table, unit, target = _scene(DESTROYER, NEBULA)
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy")
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy")
    assert table.die(target, "structure") == 2


def test_without_a_plasmatic_nebula_plasma_streams_need_their_ammunition() -> None:
    table, unit, target = _scene(DESTROYER, None)
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy").rule == "v2.1 AMMUNITION"


def test_plasmatic_nebula_gives_no_free_ammunition_to_another_empires_ships() -> None:
    table, unit, target = _scene(FOREIGN, NEBULA)
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy").rule == "v2.1 AMMUNITION"


def test_plasmatic_nebula_no_free_shot_where_it_could_be_another_heavy_weapon() -> None:
    table, unit, target = _scene(MIXED, NEBULA)  # the free shot might be the Shield Penetration Device
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} heavy").rule == "v2.1 AMMUNITION"


# --- A7 Urbanization: a terrain's supply or energy output turned into economy -------------------

URBANIZATION = "A7_-_Urbanization_Pir"
FARM = terrain(6, supply=3, energy=2)
NEEDY = ship(2, requirements={"supply": 1})


def _urban(played_on_seat: int = 0) -> tuple[Table, int, int]:
    """Seat 0's farm terrain with Urbanization played on it from the hand in Play Cards Phase A.
    Returns (table, urbanization, farm)."""
    city = printed(URBANIZATION)
    table = Table([FARM, city, NEEDY], [FARM, TARGET])
    farm = table.put(FARM, played_on_seat)
    table.fresh_turn(0)  # past the first turn's terrain-only plays
    table.to_phase(Phase.PLAY_A, 0)
    urbanization = table.hand(city, 0)
    table.act(f"play #{urbanization} on #{farm}")
    return table, urbanization, farm


def test_urbanization_turns_the_terrains_supply_output_into_economy() -> None:
    table, city, _ = _urban()
    table.fresh_turn(0)
    pool = table.player(0).pool
    supply, economy = pool.get(PointType.SUPPLY, 0), pool.get(PointType.ECONOMY, 0)
    table.act(f"use #{city} 1")
    assert pool.get(PointType.SUPPLY, 0) == supply - 3 and pool.get(PointType.ECONOMY, 0) == economy + 3
    assert pool.get(PointType.ENERGY, 0) == 2  # the energy output stays energy


def test_urbanization_or_the_energy_output_but_not_both_in_one_turn() -> None:
    table, city, _ = _urban()
    table.fresh_turn(0)
    table.act(f"use #{city} 2")
    assert table.player(0).pool.get(PointType.ENERGY, 0) == 0 and table.player(0).pool.get(PointType.ECONOMY, 0) == 2
    assert table.why(f"use #{city} 1").rule == "Urbanization"  # either supply or energy
    table.fresh_turn(0)
    assert table.legal(f"use #{city} 1")  # a new turn, a new choice


def test_urbanization_converts_only_in_the_allocation_phase_and_only_what_is_still_in_the_pool() -> None:
    table, city, _ = _urban()
    assert table.why(f"use #{city} 1") is not None  # Play Cards Phase: no points to convert
    boat = table.put(NEEDY, 0)
    table.fresh_turn(0)
    table.act(f"allocate supply #{boat}")
    problem = table.why(f"use #{city} 1")
    assert problem is not None and problem.rule == "Urbanization"  # part of the supply is already spent


def test_urbanization_goes_only_on_a_terrain_of_your_own() -> None:
    city = printed(URBANIZATION)
    table = Table([FARM, city, TARGET], [FARM])
    rock, boat, theirs = table.put(FARM, 0), table.put(TARGET, 0), table.put(FARM, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    card_id = table.hand(city, 0)
    assert table.why(f"play #{card_id} on #{boat}") is not None
    assert table.why(f"play #{card_id} on #{theirs}") is not None
    assert table.legal(f"play #{card_id} on #{rock}")


# --- A6 Gaia Separation: the terrain's output doubled, no negative modifier on it -----------------

GAIA = "A6_-_Gaia_Separation_Pir"
BLIGHT = card("O", 2, modifiers=[{"scope": "card", "op": "add", "point": "supply", "amount": -2}])  # a printed -2 supply on its location
FREIGHTER = ship(2, shields=0, modifiers=[{"scope": "card", "op": "add", "point": "energy", "amount": 2}])  # +2 energy on its terrain


def _gaia(*on_farm: Card, farm: Card = FARM) -> tuple[Table, int, dict]:
    """Seat 0's terrain ``farm`` with ``on_farm`` cards on it and Gaia Separation played on it
    from the hand; returns (table, farm, seat 0's pool in its next Allocation Phase)."""
    gaia = printed(GAIA)
    table = Table([farm, gaia, *on_farm], [FARM, TARGET])
    rock = table.put(farm, 0)
    for extra in on_farm:
        table.put(extra, 0, on=rock)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"play #{table.hand(gaia, 0)} on #{rock}")
    table.fresh_turn(0)
    return table, rock, table.player(0).pool


def test_gaia_separation_doubles_the_terrains_point_output() -> None:
    _, _, pool = _gaia()
    assert (pool.get(PointType.SUPPLY, 0), pool.get(PointType.ENERGY, 0)) == (6, 4)  # printed 3 supply, 2 energy


def test_gaia_separation_no_negative_point_modifier_reaches_the_terrain() -> None:
    table = Table([FARM, BLIGHT], [FARM])
    rock = table.put(FARM, 0)
    table.put(BLIGHT, 0, on=rock)
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.SUPPLY, 0) == 1  # without Gaia Separation: 3 - 2
    _, _, pool = _gaia(BLIGHT)
    assert pool.get(PointType.SUPPLY, 0) == 6  # the -2 is ignored, then doubled


def test_gaia_separation_doubles_after_the_positive_modifiers() -> None:
    _, _, pool = _gaia(FREIGHTER)
    assert pool.get(PointType.ENERGY, 0) == 8  # (2 + 2) x 2


def test_gaia_separation_goes_only_on_a_terrain_no_stronger_than_itself() -> None:
    gaia, big = printed(GAIA), terrain(7, supply=3)
    table = Table([big, FARM, gaia], [FARM])
    strong, weak = table.put(big, 0), table.put(FARM, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    card_id = table.hand(gaia, 0)
    assert table.why(f"play #{card_id} on #{strong}") is not None
    assert table.legal(f"play #{card_id} on #{weak}")


# --- O5 Political Upheaval: a terrain unusable until 5 + its strength in research ------------------

UPHEAVAL = "O5_-_Political_Upheaval_PE"
COLONY = card("T", 3, generates={"supply": 2, "economy": 2})
LAB = terrain(5, research=9)
DEPOT = card(
    "T", 4, generates={"energy": 1},
    effects=[{"kind": "generate_points", "trigger": "card_action", "target": "self", "amount": 1, "point": "supply", "params": {"in_allocation": True}}],
)


def _upheaval(victim: Card = COLONY) -> tuple[Table, int, int]:
    """Seat 0 plays Political Upheaval against seat 1's terrain ``victim`` (seat 1 also has a
    research lab); returns (table, the upheaval, the terrain)."""
    upheaval = printed(UPHEAVAL)
    table = Table([FARM, upheaval], [victim, LAB])
    table.put(FARM, 0)
    colony = table.put(victim, 1)
    table.put(LAB, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    played = table.hand(upheaval, 0)
    table.act(f"play #{played} against #{colony}")
    settle(table)
    return table, played, colony


def test_political_upheaval_the_terrain_produces_nothing_for_its_owner() -> None:
    table, _, _ = _upheaval()
    table.fresh_turn(1)
    pool = table.player(1).pool
    assert pool.get(PointType.SUPPLY, 0) == 0 and pool.get(PointType.ECONOMY, 0) == 0  # the lab's research only
    assert pool.get(PointType.RESEARCH, 0) == 9


def test_political_upheaval_research_of_its_strength_plus_the_terrains_removes_it() -> None:
    table, played, colony = _upheaval()
    table.fresh_turn(1)
    for _ in range(7):  # 5 + 3 = 8 research needed
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play
    table.act(f"allocate research #{played}")
    assert not table.card(played).in_play and table.card(colony).in_play
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.SUPPLY, 0) == 2  # the terrain is used again


def test_political_upheaval_the_terrains_card_actions_cannot_be_used() -> None:
    table, _, depot = _upheaval(DEPOT)
    table.fresh_turn(1)
    problem = table.why(f"use #{depot} 1")
    assert problem is not None and "performs no functions" in problem.message


def test_political_upheaval_only_on_a_terrain_no_stronger_than_itself() -> None:
    upheaval, big = printed(UPHEAVAL), terrain(6, supply=2)
    table = Table([FARM, upheaval], [big, COLONY])
    table.put(FARM, 0)
    strong, weak = table.put(big, 1), table.put(COLONY, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    played = table.hand(upheaval, 0)
    assert table.why(f"play #{played} against #{strong}") is not None
    assert table.legal(f"play #{played} against #{weak}")


# --- T4 Planet - Visonic Homeworld: Visonics of its fleet ignore 2 damage of each volley ------------

VISONIC_HOMEWORLD = "T4_-_Planet_-_Visonic_Homeworld_PoM"
PRACTITIONER = "P4_-_Visonic_Practitioner_PoM"
GUNNER = ship(6, shields=0, weapons=guns(phasers=3))


def _visonic_volley(unit: Card, homeworld_seat: int = 0) -> int:
    """Seat 0's ``unit`` on a terrain of its fleet, the Visonic Homeworld in ``homeworld_seat``'s
    fleet; seat 1 fires 3 Phasers at the unit. Returns the damage it took."""
    homeworld = printed(VISONIC_HOMEWORLD)
    table = Table([unit, FARM, homeworld], [GUNNER, homeworld])
    rock = table.put(FARM, 0)
    target = table.put(unit, 0, on=rock)
    table.put(homeworld, homeworld_seat)
    gun = table.put(GUNNER, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 3")
    settle(table)
    return table.die(target, "structure")


def test_visonic_homeworld_a_visonic_of_its_fleet_ignores_the_first_two_damage_of_a_volley() -> None:
    assert _visonic_volley(printed(PRACTITIONER)) == 1  # 3 Phaser damage less 2


def test_visonic_homeworld_other_empires_and_other_fleets_take_the_whole_volley() -> None:
    assert _visonic_volley(ship(6, shields=0)) == 3  # not a Visonic
    assert _visonic_volley(printed(PRACTITIONER), homeworld_seat=1) == 3  # the homeworld of another fleet


# --- T8 Planet - Council of Six Homeworld: structure damage halved; no monster or occurrence --------

SIX_HOMEWORLD = "T8_-_Planet_-_Council_of_Six_Homeworld_Pro6"
HEAVY_GUN = ship(6, shields=0, requirements={"supply": 1}, weapons=guns(phasers=1, heavy=3))
PLAIN = terrain(8, supply=4)
BEAST = card("M", 3, placement={"mode": "against", "target_types": ["T", "S"]}, weapons=guns(damage=2))
MISHAP = card("O", 2, placement={"mode": "on_or_against", "target_types": ["T", "S"]})


def _shell(world: Card) -> int:
    """Seat 1 fires 3 heavy weapons at seat 0's terrain ``world``, its Shields already spent;
    returns the structure damage it took."""
    table = Table([world], [HEAVY_GUN, POWER])
    rock = table.put(world, 0)
    gun = table.put(HEAVY_GUN, 1)
    table.put(POWER, 1)
    fund(table, gun, {"ammunition": 3}, seat=1)
    table.act(f"~die #{rock} shield {table.card(rock).info.shields}")  # the Shields took an earlier volley
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{rock}", f"#{gun} heavy 3")
    settle(table)
    return table.die(rock, "structure")


def test_council_of_six_homeworld_weapons_damage_reaching_its_structure_is_halved() -> None:
    assert _shell(printed(SIX_HOMEWORLD)) == 1  # 3 heavy damage halved, the fraction dropped
    assert _shell(PLAIN) == 3  # another terrain takes it all


def test_council_of_six_homeworld_no_monster_may_be_played_against_it() -> None:
    homeworld = printed(SIX_HOMEWORLD)
    table = Table([FARM, BEAST, MISHAP], [homeworld, PLAIN, TARGET])
    table.put(FARM, 0)
    world, other = table.put(homeworld, 1), table.put(PLAIN, 1)
    boat = table.put(TARGET, 1, on=world)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    beast, mishap = table.hand(BEAST, 0), table.hand(MISHAP, 0)
    assert "monsters may not affect" in table.why(f"play #{beast} against #{world}").message
    assert table.legal(f"play #{beast} against #{other}")
    assert "no effect" in table.why(f"play #{mishap} against #{world}").message
    assert table.legal(f"play #{mishap} against #{boat}")  # the terrain only, not the ship on it


def test_council_of_six_homeworld_an_occurrences_damage_cannot_choose_it() -> None:
    blast = {"kind": "damage", "trigger": "on_play", "target": "chosen_card", "target_types": ["T"], "amount": 2, "params": {"can_damage_terrain": True}}
    quake = card("O", 2, effects=[blast])
    homeworld = printed(SIX_HOMEWORLD)
    table = Table([FARM, quake], [homeworld, PLAIN])
    table.put(FARM, 0)
    world, other = table.put(homeworld, 1), table.put(PLAIN, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"play #{table.hand(quake, 0)}")
    settle(table)
    assert table.state.choice is not None and world not in table.state.choice.cards and other in table.state.choice.cards
    table.act(f"choose #{other}")
    assert table.die(other, "structure") == 2 and table.die(world, "structure") == 0


# --- D2 Dragon Hatchling: merged into a dragon (+strength, +2 Physical Damage) or on its own -------

HATCHLING = "D2_-_Dragon_Hatchling_2-2_PE"
WYRM = card("D", 5, requirements={"supply": 1}, weapons=guns(damage=2))


def _hatch(onto_dragon: bool) -> tuple[Table, int, int]:
    """Seat 0 plays the hatchling from the hand onto its dragon (or on its own); returns (table,
    the dragon, the hatchling)."""
    hatchling = printed(HATCHLING)
    table = Table([WYRM, POWER, hatchling], [TARGET])
    wyrm = table.put(WYRM, 0)
    table.put(POWER, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    young = table.hand(hatchling, 0)
    table.act(f"play #{young} on #{wyrm}" if onto_dragon else f"play #{young}")
    settle(table)
    return table, wyrm, young


def test_dragon_hatchling_on_a_dragon_adds_its_strength_and_two_physical_damage() -> None:
    table, wyrm, young = _hatch(onto_dragon=True)
    state = table.state
    assert unit_of(state, table.card(young)) is table.card(wyrm)  # one dragon
    assert strength(state, table.card(wyrm)) == 7
    assert weapon_count(state, table.card(wyrm), WeaponSymbol.DAMAGE) == 2  # the hatchling is not working yet
    fund(table, wyrm)  # next turn, the dragon's supply point and then the hatchling's: it works
    table.act(f"allocate supply #{young}")
    assert weapon_count(table.state, table.card(wyrm), WeaponSymbol.DAMAGE) == 4  # its 2 and the hatchling's +2


def test_dragon_hatchling_played_on_its_own_is_a_dragon_without_the_bonus() -> None:
    table, wyrm, young = _hatch(onto_dragon=False)
    fund(table, young)
    state = table.state
    assert unit_of(state, table.card(young)) is table.card(young) and strength(state, table.card(wyrm)) == 5
    assert weapon_count(state, table.card(young), WeaponSymbol.DAMAGE) == 0  # +2 Physical Damage is for the dragon it is on
    assert weapon_count(state, table.card(young), WeaponSymbol.HEAVY) == 2
    assert weapon_count(state, table.card(wyrm), WeaponSymbol.DAMAGE) == 2


def test_dragon_hatchling_goes_only_onto_a_dragon_or_terrain_of_your_own() -> None:
    hatchling = printed(HATCHLING)
    table = Table([hatchling, TARGET], [WYRM])
    boat, theirs = table.put(TARGET, 0), table.put(WYRM, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    young = table.hand(hatchling, 0)
    assert table.why(f"play #{young} on #{boat}") is not None
    assert table.why(f"play #{young} on #{theirs}") is not None


# --- D3 Dark Dragoness: 3 research applied to a unit each turn before it may fire at her ------------

DARK = "D3_-_Dark_Dragoness_2-2_PE"
HUNTER = ship(5, shields=0, requirements={"supply": 1}, weapons=guns(phasers=2))
STUDY = terrain(6, supply=3, research=4)


def _hunt(research: int) -> tuple[Table, int, int]:
    """Seat 0's hunter gets ``research`` research points this turn; seat 1 has the Dark
    Dragoness. Returns (table, hunter, dragoness) in seat 0's Weapons Fire Phase."""
    dark = printed(DARK)
    table = Table([HUNTER, STUDY], [dark])
    hunter = table.put(HUNTER, 0)
    table.put(STUDY, 0)
    dragoness = table.put(dark, 1)
    fund(table, hunter, {"research": research})
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, hunter, dragoness


def test_dark_dragoness_a_unit_with_three_research_applied_may_fire_at_her() -> None:
    table, hunter, dragoness = _hunt(3)
    table.volley(f"#{dragoness}", f"#{hunter} phaser 2")
    assert table.die(dragoness, "structure") == 2


def test_dark_dragoness_a_unit_without_its_research_may_not_fire_at_her() -> None:
    table, hunter, dragoness = _hunt(2)
    table.act(f"aim #{dragoness}")
    problem = table.why(f"fire #{hunter} phaser 2")
    assert problem is not None and problem.rule == "Dark Dragoness"


def test_dark_dragoness_the_research_is_applied_anew_each_turn_and_at_most_three() -> None:
    dark = printed(DARK)
    table = Table([HUNTER, STUDY], [dark])
    hunter = table.put(HUNTER, 0)
    table.put(STUDY, 0)
    table.put(dark, 1)
    fund(table, hunter, {"research": 3})
    assert table.why(f"allocate research #{hunter}") is not None  # a fourth point has no use
    fund(table, hunter)
    assert table.legal(f"allocate research #{hunter}")  # a new turn: the research is applied again


# --- L5 Ice Age: energy output halved, the stack's energy needs doubled, phasers discard it ---------

ICE_AGE = "L5_-_Ice_Age_Pir"
ICEFIELD = terrain(6, supply=3, energy=5)
SKIFF = ship(2, shields=0, requirements={"energy": 1})
PHASERS = ship(6, shields=0, weapons=guns(phasers=8, heavy=1))


def _ice() -> tuple[Table, int, int, int]:
    """Seat 0 plays Ice Age against seat 1's terrain (with a ship on it); returns (table, ice
    age, terrain, ship)."""
    ice = printed(ICE_AGE)
    table = Table([FARM, ice], [ICEFIELD, SKIFF, PHASERS, POWER])
    table.put(FARM, 0)
    field = table.put(ICEFIELD, 1)
    skiff = table.put(SKIFF, 1, on=field)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    played = table.hand(ice, 0)
    table.act(f"play #{played} against #{field}")
    settle(table)
    return table, played, field, skiff


def test_ice_age_halves_the_terrains_energy_and_doubles_its_stacks_energy_needs() -> None:
    table, _, field, skiff = _ice()
    assert requirements(table.state, table.card(skiff))[PointType.ENERGY] == 2  # printed 1
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.ENERGY, 0) == 2  # 5 halved, the fraction dropped
    assert table.player(1).pool.get(PointType.SUPPLY, 0) == 3  # the other points stay


def _fire_at_ice(count: int) -> tuple[Table, int]:
    """The terrain's owner (seat 1) fires ``count`` Phasers at the Ice Age on it."""
    table, played, _, _ = _ice()
    gun = table.put(PHASERS, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{played}", f"#{gun} phaser {count}")
    settle(table)
    return table, played


def test_ice_age_phaser_damage_equal_to_the_stacks_strength_discards_it() -> None:
    table, played = _fire_at_ice(7)  # the stack: terrain 6 + ship 2 = 8
    assert table.card(played).in_play
    table, played = _fire_at_ice(8)
    assert not table.card(played).in_play


def test_ice_age_only_phasers_damage_it() -> None:
    table, played, _, _ = _ice()
    gun = table.put(PHASERS, 1)
    table.put(POWER, 1)
    fund(table, gun, {"ammunition": 1}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.act(f"aim #{played}")
    assert table.why(f"fire #{gun} heavy") is not None


def test_the_standard_bot_turns_an_urbanized_terrains_unneeded_output_into_economy() -> None:
    from ge_desktop.bots import BotKind, make_bot
    from ge_desktop.rulesets.galactic_empires.actions import UseFunction

    table, city, _ = _urban()
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 5, 0)
    taken = []
    for _ in range(40):
        if table.game.phase is not Phase.ALLOCATION or table.state.active != 0:
            break
        action = bot.decide(table.game.observe(0), table.game.legal_actions())
        taken.append(action)
        table.game.play(action)
    assert UseFunction(city, 1) in taken and UseFunction(city, 2) not in taken  # the 3 supply nothing needs, not the 2 energy
