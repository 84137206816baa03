"""Community cards (issue 38) of h-terrain3's set: a dragon's artifact, floods and terrain.
Each test plays the printing the decks hold in a real game and checks the change its text
causes, with the case its text refuses (``resources/cards/community-terrain3.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.bots.standard import StandardBot
from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.actions import Allocate, PlayCard
from ge_desktop.rulesets.galactic_empires.rules.weapons import armed
from ge_desktop.rulesets.galactic_empires.stats import requirements_met
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(9, supply=9, energy=9, ammunition=9, repair=3, healing=3)
FLOOD_PLAYER_POWER = terrain(3, supply=3)
GEM = "L6_-_Artifact_-_Dragon_Gem_of_Protection_NE"
ETHER = "D9_-_Ether_Dragoness_PE"  # Phasers deal it no damage
SCINTILLATING = "D1_-_Scintillating_Dragoness_UE"  # immune to weapons fire
DRAGON = card("D", 8, "Plain Test Dragon", weapons=guns(damage=2))
GUNSHIP = ship(9, shields=0, weapons=guns(phasers=4, heavy=4))
SNIPER = ship(9, shields=0, weapons=guns(phasers=9))


# --- L6 Artifact - Dragon Gem of Protection: 6 Shields on a dragon ------------------------------


def _gem_scene(dragon_card=DRAGON, shooter=GUNSHIP, on_dragon: bool = True) -> tuple[Table, int, int, int]:
    """A dragon of p0 (with the gem on it when ``on_dragon``), p1's funded ``shooter`` in its
    Weapons Fire Phase. Returns (table, dragon, gem, shooter)."""
    gem_card = printed(GEM)
    table = Table([dragon_card, gem_card, POWER], [shooter, POWER])
    dragon = table.put(dragon_card, 0)
    table.put(POWER, 0)
    gem = table.put(gem_card, 0, on=dragon) if on_dragon else table.hand(gem_card, 0)
    unit = table.put(shooter, 1)
    table.put(POWER, 1)
    fund(table, unit, {"ammunition": 4} if shooter is GUNSHIP else {}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, dragon, gem, unit


def test_dragon_gem_is_played_on_a_dragon_and_nothing_else() -> None:
    gem_card = printed(GEM)
    table = Table([DRAGON, gem_card, GUNSHIP, POWER], [])
    dragon, other = table.put(DRAGON, 0), table.put(GUNSHIP, 0)
    table.put(POWER, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    gem = table.hand(gem_card, 0)
    assert table.why(f"play #{gem} on #{other}") is not None  # a ship is no dragon
    table.act(f"play #{gem} on #{dragon}")
    settle(table)
    assert table.card(gem).parent == dragon and table.card(gem).in_play


def test_dragon_gem_shields_take_the_volley_before_the_dragon() -> None:
    table, dragon, gem, unit = _gem_scene()
    table.volley(f"#{dragon}", f"#{unit} phaser 4")
    assert table.die(gem, "shield") == 4
    assert table.die(dragon, "structure") == 0
    assert table.card(gem).in_play


def test_dragon_gem_is_discarded_at_its_sixth_damage_point_and_the_rest_reaches_the_dragon() -> None:
    table, dragon, gem, unit = _gem_scene()
    table.volley(f"#{dragon}", f"#{unit} phaser 4", f"#{unit} heavy 4")  # 4 + 4 = 8: 6 to the gem, 2 to the dragon
    assert table.card(gem).zone is Zone.DISCARD
    assert table.die(dragon, "structure") == 2


def test_without_the_gem_the_dragon_takes_the_whole_volley() -> None:
    table, dragon, _, unit = _gem_scene(on_dragon=False)
    table.volley(f"#{dragon}", f"#{unit} phaser 4")
    assert table.die(dragon, "structure") == 4


def test_dragon_gem_takes_phaser_damage_the_ether_dragoness_ignores() -> None:
    table, dragon, gem, unit = _gem_scene(printed(ETHER))
    table.volley(f"#{dragon}", f"#{unit} phaser 4")
    assert table.die(gem, "shield") == 4  # any type of damage, whatever the dragon's abilities
    assert table.die(dragon, "structure") == 0


def test_the_ether_dragoness_still_ignores_the_phasers_past_a_spent_gem() -> None:
    table, dragon, gem, unit = _gem_scene(printed(ETHER), shooter=SNIPER)
    table.volley(f"#{dragon}", f"#{unit} phaser 9")
    assert table.card(gem).zone is Zone.DISCARD
    assert table.die(dragon, "structure") == 0  # the 3 points past the gem are Phasers: none reach her


def test_a_dragon_immune_to_weapons_fire_may_be_fired_at_while_its_gem_has_shields() -> None:
    table, dragon, gem, unit = _gem_scene(printed(SCINTILLATING))
    table.volley(f"#{dragon}", f"#{unit} phaser 4")
    assert table.die(gem, "shield") == 4
    assert table.die(dragon, "structure") == 0
    table2, dragon2, _, unit2 = _gem_scene(printed(SCINTILLATING), on_dragon=False)
    assert table2.why(f"aim #{dragon2}") is not None  # no gem: immune to weapons fire


def test_dragon_gem_shields_are_mended_by_repair_and_by_healing_points() -> None:
    table, dragon, gem, unit = _gem_scene()
    table.volley(f"#{dragon}", f"#{unit} phaser 4")
    table.fresh_turn(0)  # the Record Keeping Step regenerates 1 Shield point (every Shield)
    assert table.die(gem, "shield") == 3
    table.act(f"allocate repair #{gem}")
    assert table.die(gem, "shield") == 2
    table.act(f"allocate healing #{gem}")
    assert table.die(gem, "shield") == 1


def test_healing_points_do_not_mend_the_shields_of_an_ordinary_ship() -> None:
    table = Table([GUNSHIP, POWER], [])
    unit = table.put(GUNSHIP, 0)
    table.put(POWER, 0)
    table.card(unit).dice[DieKind.SHIELD] = 2
    table.fresh_turn(0)
    assert table.why(f"allocate healing #{unit}") is not None


# --- O4 Flood: no points from the terrain until points like its output are applied --------------

FLOODED = terrain(5, supply=2, energy=1)
SPARE = terrain(6, supply=3, energy=2, research=2)
MARKET = terrain(4, economy=2)
BANK = terrain(6, economy=3)


def _flood_scene(flooded: Card = FLOODED, spare: Card = SPARE) -> tuple[Table, int, int]:
    """p0 floods p1's ``flooded`` terrain; p1's next Allocation Phase is reached (its other
    terrain: ``spare``). Returns (table, flood, terrain)."""
    flood_card = printed("O4_-_Flood_UE")
    table = Table([flood_card, FLOOD_PLAYER_POWER], [flooded, spare])
    table.put(FLOOD_PLAYER_POWER, 0)
    ground = table.put(flooded, 1)
    table.put(spare, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    flood = table.hand(flood_card, 0)
    table.act(f"play #{flood} against #{ground}")
    settle(table)
    table.fresh_turn(1)
    return table, flood, ground


def test_flood_stops_the_terrains_points() -> None:
    table, flood, ground = _flood_scene()
    assert table.card(flood).parent == ground and table.card(flood).in_play
    pool = table.player(1).pool
    assert pool.get(PointType.SUPPLY, 0) == 3 and pool.get(PointType.ENERGY, 0) == 2  # SPARE's only


def test_flood_is_negated_by_points_identical_to_the_terrains_output() -> None:
    table, flood, _ = _flood_scene()
    for point in ("supply", "supply", "energy"):
        assert table.card(flood).in_play
        table.act(f"allocate {point} #{flood}")
    assert table.card(flood).zone is Zone.DISCARD
    pool = table.player(1).pool  # 3 supply + 2 energy, 2 supply + 1 energy applied, the flooded terrain's 2 + 1 back
    assert pool.get(PointType.SUPPLY, 0) == 3 and pool.get(PointType.ENERGY, 0) == 2


def test_flood_takes_only_the_types_and_amounts_of_the_terrains_output() -> None:
    table, flood, _ = _flood_scene()
    assert table.why(f"allocate research #{flood}") is not None  # the terrain produces no research
    table.act(f"allocate energy #{flood}")
    assert table.why(f"allocate energy #{flood}") is not None  # it produces 1 energy: 1 is enough
    assert table.card(flood).in_play  # the supply is still owed
    assert table.legal(f"allocate supply #{flood}")


def test_flood_on_an_economy_terrain_is_negated_by_economy_points() -> None:
    table, flood, _ = _flood_scene(MARKET, BANK)
    assert table.player(1).pool.get(PointType.ECONOMY, 0) == 3  # the bank's; the market is flooded
    assert table.why(f"allocate supply #{flood}") is not None
    table.act(f"allocate economy #{flood}")
    table.act(f"allocate economy #{flood}")
    assert table.card(flood).zone is Zone.DISCARD
    assert table.player(1).pool.get(PointType.ECONOMY, 0) == 3  # 3 - 2 applied + the market's 2


def test_the_player_of_the_flood_cannot_negate_it() -> None:
    table, flood, _ = _flood_scene()
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.SUPPLY, 0) == 3
    problem = table.why(f"allocate supply #{flood}")
    assert problem is not None and "no use" in problem.message


def _standard_choice(table: Table, seat: int):
    return StandardBot(None).decide(table.game.observe(seat), table.game.legal_actions())  # type: ignore[arg-type]  # deterministic: no rng used


def test_the_standard_bot_applies_its_points_to_negate_a_flood() -> None:
    table, flood, _ = _flood_scene()
    choice = _standard_choice(table, 1)
    assert isinstance(choice, Allocate) and choice.card == flood and choice.point in (PointType.SUPPLY, PointType.ENERGY)


def test_the_standard_bot_mends_a_dragon_gems_shields() -> None:
    table, dragon, gem, unit = _gem_scene()
    table.volley(f"#{dragon}", f"#{unit} phaser 4")
    table.fresh_turn(0)
    for _ in range(len(table.card(dragon).info.requires) + 9):  # the dragon's requirements, then the gem
        choice = _standard_choice(table, 0)
        if isinstance(choice, Allocate) and choice.card == gem:
            break
        table.game.play(choice)
    assert isinstance(choice, Allocate) and choice.card == gem and choice.point in (PointType.REPAIR, PointType.HEALING)


# --- H4 Temporal Repetition: output times its strength, one strength less a turn -----------------

REPETITION = "H4_-_Temporal_Repetition_Pir"
FIELDS = terrain(5, supply=2, energy=1)


def _repetition_scene() -> tuple[Table, int, int]:
    """p0's second turn begins: FIELDS and the hazard in hand. Returns (table, hazard, terrain)."""
    hazard_card = printed(REPETITION)
    table = Table([FIELDS, hazard_card], [])
    ground = table.put(FIELDS, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    return table, table.hand(hazard_card, 0), ground


def _pool(table: Table, seat: int = 0) -> tuple[int, int]:
    pool = table.player(seat).pool
    return pool.get(PointType.SUPPLY, 0), pool.get(PointType.ENERGY, 0)


def test_temporal_repetition_multiplies_the_terrains_output_at_once_in_the_allocation_phase() -> None:
    table, hazard, ground = _repetition_scene()
    assert table.game.phase is Phase.ALLOCATION and _pool(table) == (2, 1)
    plays = table.player(0).plays_used
    table.act(f"play #{hazard} on #{ground}")
    settle(table)
    assert table.card(hazard).parent == ground
    assert _pool(table) == (8, 4)  # 2 supply and 1 energy, times 4
    assert table.player(0).plays_used == plays + 1  # one of the Card Plays (the card does not say otherwise)


def test_temporal_repetition_loses_a_strength_a_turn_and_is_discarded_at_zero() -> None:
    table, hazard, ground = _repetition_scene()
    table.act(f"play #{hazard} on #{ground}")
    settle(table)
    seen = []
    for _ in range(4):
        table.fresh_turn(0)
        seen.append(_pool(table))
    assert seen == [(6, 3), (4, 2), (2, 1), (2, 1)]  # times 3, 2, 1; then strength 0: discarded
    assert table.card(hazard).zone is Zone.DISCARD


def test_temporal_repetition_is_played_only_in_the_allocation_phase() -> None:
    table, hazard, ground = _repetition_scene()
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{hazard} on #{ground}") is not None
    assert not any(a.notation().startswith(f"play #{hazard}") for a in table.game.legal_actions())


def test_temporal_repetition_on_an_opponents_terrain_multiplies_that_players_next_output() -> None:
    hazard_card = printed(REPETITION)
    table = Table([hazard_card], [FIELDS])
    theirs = table.put(FIELDS, 1)
    table.fresh_turn(0)
    table.fresh_turn(0)
    hazard = table.hand(hazard_card, 0)
    table.act(f"play #{hazard} against #{theirs}")
    settle(table)
    table.fresh_turn(1)
    assert _pool(table, 1) == (8, 4)


def test_the_standard_bot_plays_temporal_repetition_on_its_terrain_in_its_allocation_phase() -> None:
    table, hazard, ground = _repetition_scene()
    choice = _standard_choice(table, 0)
    assert isinstance(choice, PlayCard) and choice.card == hazard and choice.target == ground


# --- R/L4 Scientifically Enhance Tectonic Plate Structure: half damage of the answered attack ----

TECTONIC = "L4_-_Scientifically_Enhance_Tectonic_Plate_Structure_UE"
GROUND = terrain(9, supply=1)
BOMBER = ship(9, shields=0, weapons=guns(heavy=6))
QUAKE = card(
    "H", 3, "Test Quake",
    placement={"mode": "on_or_against", "target_types": ["T"]},
    discard_after_use=True,
    effects=[{"kind": "damage", "trigger": "on_play", "target": "location", "target_types": ["T"], "amount": 5, "params": {"can_damage_terrain": True}}],
)


def _bombed(heavy: int) -> tuple[Table, int, int, int]:
    """p1 fires ``heavy`` heavy weapons at p0's terrain; the volley waits for reactions, the card
    in p0's hand. Returns (table, terrain, card, bomber)."""
    tectonic = printed(TECTONIC)
    table = Table([GROUND, tectonic, BOMBER], [BOMBER, POWER])
    ground = table.put(GROUND, 0)
    mine = table.put(BOMBER, 0)
    bomber = table.put(BOMBER, 1)
    table.put(POWER, 1)
    played = table.hand(tectonic, 0)
    fund(table, bomber, {"ammunition": 6}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{ground}", f"#{bomber} heavy {heavy}")
    assert table.card(mine).in_play  # a ship of p0's fleet beside the terrain: not what is fired at
    return table, ground, played, bomber


def test_tectonic_plate_structure_halves_the_volley_at_its_terrain() -> None:
    table, ground, played, _ = _bombed(5)
    table.act(f"play #{played} on #{ground}")
    settle(table)
    assert table.die(ground, "structure") == 2  # 5 halved, fractions dropped
    assert table.card(played).zone is Zone.DISCARD  # discarded after use
    assert table.state.halved_for == []


def test_tectonic_plate_structure_halves_only_the_volley_it_answered() -> None:
    table, ground, played, bomber = _bombed(4)
    table.act(f"play #{played} on #{ground}")
    settle(table)
    assert table.die(ground, "structure") == 2
    fund(table, bomber, {"ammunition": 2}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{ground}", f"#{bomber} heavy 2")
    settle(table)
    assert table.die(ground, "structure") == 4  # the next volley deals its whole damage


def test_without_it_the_terrain_takes_the_whole_volley() -> None:
    table, ground, _, _ = _bombed(5)
    settle(table)
    assert table.die(ground, "structure") == 5


def test_tectonic_plate_structure_does_not_answer_a_volley_at_a_ship() -> None:
    tectonic = printed(TECTONIC)
    table = Table([GROUND, tectonic, BOMBER], [BOMBER, POWER])
    table.put(GROUND, 0)
    mine = table.put(BOMBER, 0)
    bomber = table.put(BOMBER, 1)
    table.put(POWER, 1)
    played = table.hand(tectonic, 0)
    fund(table, bomber, {"ammunition": 6}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{mine}", f"#{bomber} heavy 3")
    assert table.state.window is None  # the card in p0's hand answers no volley at a ship: no window for it
    assert table.die(mine, "structure") == 3 and table.card(played).zone is Zone.HAND


def test_tectonic_plate_structure_halves_a_card_play_against_its_terrain() -> None:
    tectonic = printed(TECTONIC)
    table = Table([GROUND, tectonic], [QUAKE])
    ground = table.put(GROUND, 0)
    played = table.hand(tectonic, 0)
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    quake = table.hand(QUAKE, 1)
    table.act(f"play #{quake} against #{ground}")
    table.act(f"play #{played} on #{ground}")
    settle(table)
    assert table.die(ground, "structure") == 2  # the quake's 5, halved


def test_the_standard_bot_saves_its_terrain_with_tectonic_plate_structure() -> None:
    table, ground, played, _ = _bombed(5)
    table.card(ground).dice[DieKind.STRUCTURE] = 5  # 4 points left: the volley's 5 would destroy it, its half (2) would not
    choice = _standard_choice(table, 0)
    assert isinstance(choice, PlayCard) and choice.card == played and choice.target == ground


# --- R/O6 Resource Theft: a ship engaged with an opponent's terrain points ----------------------

THEFT = "O6_-_Resource_Theft_TG"
HUNGRY = ship(6, shields=0, requirements={"supply": 2, "energy": 1})
RICH = terrain(7, supply=3, energy=2)
POOR = terrain(7, supply=1, energy=2)


def _theft_scene(theirs: Card = RICH) -> tuple[Table, int, int]:
    """p0's Play Cards Phase, its ship disengaged (unfunded), the card in hand; p1 has ``theirs``.
    Returns (table, card, ship)."""
    theft = printed(THEFT)
    table = Table([HUNGRY, theft], [theirs])
    unit = table.put(HUNGRY, 0)
    table.put(theirs, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(theft, 0), unit


def test_resource_theft_engages_the_ship_and_takes_the_points_from_the_opponents_next_allocation() -> None:
    table, played, unit = _theft_scene()
    assert not table.card(unit).engaged
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.card(unit).engaged
    assert table.card(played).zone is Zone.DISCARD
    table.fresh_turn(1)
    pool = table.player(1).pool
    assert (pool.get(PointType.SUPPLY, 0), pool.get(PointType.ENERGY, 0)) == (1, 1)  # 3 and 2, less the ship's 2 and 1


def test_resource_theft_is_refused_when_no_opponents_terrain_produces_the_points() -> None:
    table, played, unit = _theft_scene(POOR)  # 1 supply: the ship needs 2
    problem = table.why(f"play #{played} on #{unit}")
    assert problem is not None and "produces" in problem.message


def test_resource_theft_is_refused_on_an_engaged_ship() -> None:
    table, played, unit = _theft_scene()
    table.card(unit).engaged = True
    assert table.why(f"play #{played} on #{unit}") is not None


def test_resource_theft_in_reaction_as_an_opponents_allocation_begins_takes_that_turns_points() -> None:
    theft = printed(THEFT)
    table = Table([HUNGRY, theft], [RICH])
    unit = table.put(HUNGRY, 0)
    table.put(RICH, 1)
    played = table.hand(theft, 0)
    table.fresh_turn(0)
    table.next_turn()  # p1's Allocation Phase begins: the window asks p0
    assert table.state.window is not None
    table.act(f"play #{played} on #{unit}")
    settle(table)
    pool = table.player(1).pool
    assert (pool.get(PointType.SUPPLY, 0), pool.get(PointType.ENERGY, 0)) == (1, 1)
    assert table.card(unit).engaged


def test_the_standard_bot_plays_resource_theft_as_an_opponents_allocation_begins() -> None:
    theft = printed(THEFT)
    table = Table([HUNGRY, theft], [RICH])
    unit = table.put(HUNGRY, 0)
    table.put(RICH, 1)
    played = table.hand(theft, 0)
    table.fresh_turn(0)
    table.next_turn()
    choice = _standard_choice(table, 0)
    assert isinstance(choice, PlayCard) and choice.card == played and choice.target == unit


# --- S7 Nagiridni Pirate Cruiser - Aggressor Cruiser: against terrain, its cost and ammunition stolen


AGGRESSOR = "S7_-_Nagiridni_Pirate_Cruiser_-_Aggressor_Cruiser_Pro5"  # economy 2, supply 1, energy 1; 6 heavy weapons
ARSENAL = terrain(6, economy=3, supply=2, energy=1, ammunition=4)


def _raid() -> tuple[Table, int, int]:
    """p0's Allocation Phase: the cruiser moved against p1's ARSENAL. Returns (table, cruiser, terrain)."""
    cruiser_card = printed(AGGRESSOR)
    table = Table([cruiser_card], [ARSENAL])
    world = table.put(ARSENAL, 1)
    cruiser = table.put(cruiser_card, 0)
    table.fresh_turn(0)
    table.act(f"move #{cruiser} against #{world}")
    return table, cruiser, world


def test_aggressor_cruiser_takes_its_engagement_cost_from_the_terrain_it_moves_against() -> None:
    table, cruiser, _ = _raid()
    assert requirements_met(table.card(cruiser), table.state)  # economy 2, supply 1, energy 1: all from the terrain
    table.fresh_turn(1)
    pool = table.player(1).pool  # 3 economy, 2 supply, 1 energy, 4 ammunition less what the raider took
    assert (pool.get(PointType.ECONOMY, 0), pool.get(PointType.SUPPLY, 0), pool.get(PointType.ENERGY, 0)) == (1, 1, 0)


def test_aggressor_cruiser_steals_ammunition_for_its_heavy_weapons_too() -> None:
    table, cruiser, _ = _raid()
    assert armed(table.state, table.card(cruiser)) == 4  # the terrain's 4 ammunition, for 4 of its 6 heavy weapons
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.AMMUNITION, 0) == 0


def test_aggressor_cruiser_at_home_steals_nothing() -> None:
    cruiser_card = printed(AGGRESSOR)
    table = Table([cruiser_card], [ARSENAL])
    table.put(ARSENAL, 1)
    cruiser = table.put(cruiser_card, 0)
    table.fresh_turn(0)
    assert armed(table.state, table.card(cruiser)) == 0
    assert not requirements_met(table.card(cruiser), table.state)
