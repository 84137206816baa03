"""Community cards (issue 38) that needed a dragon rule or damage scaled by weapon kind or by
target: each test plays the printing the decks hold in a real game and checks the change its
text causes, with the case its text leaves unchanged (``resources/cards/community-dragon.json``;
the numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(9, supply=9, energy=6, ammunition=6, economy=2)
DRAGONS = "Space Dragons"


def _fire_at(target_card: Card, firer: Card, fire: str, ammunition: int = 0) -> int:
    """Structure damage ``firer``'s declared ``fire`` ("phaser 2") deals to ``target_card``."""
    table = Table([firer, POWER], [target_card])
    unit = table.put(firer, 0)
    table.put(POWER, 0)
    target = table.put(target_card, 1)
    fund(table, unit, {"ammunition": ammunition} if ammunition else None)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} {fire}")
    return table.die(target, "structure")


# --- scale_damage_taken with none and named: dragons some weapons cannot hurt ------------------------


def test_ether_dragoness_takes_no_damage_from_phasers() -> None:
    assert _fire_at(printed("D9_-_Ether_Dragoness_PE"), ship(6, weapons=guns(phasers=3)), "phaser 3") == 0
    assert _fire_at(ship(9, shields=0), ship(6, weapons=guns(phasers=3)), "phaser 3") == 3  # the same fire hurts a ship


def test_ether_dragoness_takes_physical_damage_and_other_phaser_symbol_weapons() -> None:
    """Only Phasers: Physical Damage and a Mechad Subspace Whip (printed with the phaser symbol,
    a distinct weapon by v2.1 WEAPONS) still damage it."""
    ether = printed("D9_-_Ether_Dragoness_UE")
    assert _fire_at(ether, card("D", 5, weapons=guns(damage=2)), "damage 2") == 2
    whips = ship(6, weapons=[{"symbol": "phaser", "name": "Subspace Whip", "count": 3}])
    assert _fire_at(ether, whips, "phaser 3") == 3


def test_neutron_dragoness_takes_no_damage_from_heavy_weapons_but_phasers_hurt_it() -> None:
    neutron = printed("D7_-_Neutron_Dragoness_UE")
    assert _fire_at(neutron, ship(6, weapons=guns(heavy=3)), "heavy 3", ammunition=3) == 0
    assert _fire_at(neutron, ship(6, weapons=guns(phasers=2)), "phaser 2") == 2


# --- produce with own_empire_only: a dragon's command points count only in the Dragon Empire ---------


def _command_total(dragon: Card, empire: str | None) -> int:
    table = Table([dragon, POWER], [], empires=[empire])
    unit = table.put(dragon, 0)
    table.put(POWER, 0)
    fund(table, unit)  # a unit generates once its requirements are met this turn
    return table.player(0).command_total


@pytest.mark.parametrize(
    ("image", "command"),
    [("D6_-_Astral_Dragoness_UE", 2), ("D7_-_Neutron_Dragoness_UE", 1), ("D9_-_Ether_Dragoness_PE", 1)],
)
def test_dragon_command_points_count_only_when_the_deck_plays_the_dragon_empire(image: str, command: int) -> None:
    dragon = printed(image)
    players = 2  # v2.1 L480: command points = players at the start, plus generated command
    assert _command_total(dragon, DRAGONS) == players + command
    assert _command_total(dragon, "Krebiz Capitalist Alliance") == players
    assert _command_total(dragon, None) == players


# --- scale_damage_dealt: breath doubled against terrain ----------------------------------------------


def test_hydrogen_dragoness_breath_deals_double_damage_to_terrain() -> None:
    hydrogen = printed("D5_-_Hydrogen_Dragoness_2-2_PE")
    assert _fire_at(terrain(9, supply=2), hydrogen, "heavy 3", ammunition=3) == 6


def test_hydrogen_dragoness_breath_is_not_doubled_against_ships_or_dragons() -> None:
    hydrogen = printed("D5_-_Hydrogen_Dragoness_2-2_PE")
    assert _fire_at(ship(9, shields=0), hydrogen, "heavy 3", ammunition=3) == 3
    assert _fire_at(card("D", 9), hydrogen, "heavy 3", ammunition=3) == 3


# --- Scorpead Minesweeper: the mine-cancelling reaction and its Phaser Magnifier ----------------------


def test_scorpead_minesweeper_as_a_reaction_cancels_an_enemy_mine_explosion() -> None:
    sweeper, mine = printed("S4_-_Scorpead_Minesweeper_NE"), default_catalog()["nuclear-mine"]
    carrier, target = ship(6, shields=0), ship(6, shields=2)
    table = Table([carrier, mine, POWER], [sweeper, target, POWER])
    own = table.put(carrier, 0)
    bomb = table.put(mine, 0, on=own)
    sweep, enemy = table.put(sweeper, 1), table.put(target, 1)
    table.put(POWER, 1)
    fund(table, sweep, seat=1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert not table.legal(f"use #{sweep} 1")  # nothing to answer yet
    table.act(f"use #{bomb} 1 at #{enemy}")
    table.act(f"use #{sweep} 1")
    settle(table)
    assert table.die(enemy, "shield") == 0 and table.card(bomb).zone is Zone.DISCARD  # the mine did nothing


def test_scorpead_minesweeper_phaser_magnifier_takes_one_energy_for_double_phaser_damage() -> None:
    sweeper = printed("S4_-_Scorpead_Minesweeper_UE")
    hull = ship(9, shields=0)
    table = Table([sweeper, POWER], [hull])
    unit = table.put(sweeper, 0)
    table.put(POWER, 0)
    target = table.put(hull, 1)
    fund(table, unit, {"energy": 1})
    assert table.why(f"allocate energy #{unit}") is not None  # the card prints a maximum of 1
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} phaser 2")
    assert table.die(target, "structure") == 4


# --- Fuser: scale_damage_dealt with a named weapon, from the equipment on the ship -------------------

INDIRIGANS = "Indirigan Nomad Tribes"


def _boomerang_ship(heavy_name: str) -> Card:
    return ship(4, shields=0, empire=INDIRIGANS, weapons=[*guns(phasers=1), {"symbol": "heavy", "name": heavy_name, "count": 2}])


def _fused_fire(heavy_name: str) -> list[int]:
    """Structure damage of two turns' fire (2 heavy + 1 Phaser) by a ship the Fuser equips."""
    fuser, boomer, hull = printed("E8_-_Fuser_AT"), _boomerang_ship(heavy_name), ship(9, shields=0)
    table = Table([boomer, fuser, POWER], [hull, hull], empires=[INDIRIGANS])
    unit = table.put(boomer, 0)
    table.put(POWER, 0)
    table.put(fuser, 0, on=unit)
    dealt = []
    for target in (table.put(hull, 1), table.put(hull, 1)):  # a fresh target each turn
        fund(table, unit, {"ammunition": 2})
        table.to_phase(Phase.WEAPONS_FIRE)
        table.volley(f"#{target}", f"#{unit} heavy 2", f"#{unit} phaser 1")
        dealt.append(table.die(target, "structure"))
    return dealt


def test_fuser_doubles_the_bi_tritium_boomerang_damage_of_the_ship_it_equips_every_turn() -> None:
    assert _fused_fire("Bi-tritium Boomerang") == [5, 5]  # boomerangs 2 x 2, the Phaser 1; it stays


def test_fuser_leaves_other_heavy_weapons_single() -> None:
    assert _fused_fire("Energy Flux") == [3, 3]


# --- Monster Healing: heal on a monster or a dragon ---------------------------------------------------


def test_monster_healing_heals_up_to_four_damage_of_the_dragon_it_is_played_on_then_goes() -> None:
    healing, dragon, other = printed("L4_-_Monster_Healing_PE"), card("D", 9), ship(5)
    table = Table([healing, dragon, other, POWER], [])
    unit = table.put(dragon, 0)
    table.put(POWER, 0)
    table.act(f"~die #{unit} structure 6")
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(healing, 0)
    assert table.why(f"play #{played} on #{table.put(other, 0)}") is not None  # a monster or a dragon only
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 2 and table.card(played).zone is Zone.DISCARD


def test_monster_healing_removes_applied_research_points_from_a_monster() -> None:
    healing, beast = printed("L4_-_Monster_Healing_PE"), card("M", 6)
    table = Table([healing, POWER], [beast])
    monster = table.put(beast, 1)
    table.put(POWER, 0)
    table.act(f"~die #{monster} research 5")
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(healing, 0)
    table.act(f"play #{played} against #{monster}")
    settle(table)
    assert table.die(monster, "research") == 1 and table.card(played).zone is Zone.DISCARD


# --- healing_only_for: healing points only dragons (and monsters) may take ----------------------------


def _healing_scene(source: Card, beast: Card, power: Card = POWER) -> tuple[Table, int, int, int]:
    """Seat 0's ``source`` in play with a damaged dragon, a damaged crew and ``beast`` (damaged
    or researched) in its fleet, in a fresh Allocation Phase: (table, dragon, crew, beast)."""
    dragon, crewman, host = card("D", 9), card("C", 3), ship(6)
    table = Table([source, dragon, crewman, host, beast, power], [])
    placed = table.put(source, 0)
    table.put(power, 0)
    wyrm, boat, other = table.put(dragon, 0), table.put(host, 0), table.put(beast, 0)
    person = table.put(crewman, 0, on=boat)
    for unit in (wyrm, person):
        table.act(f"~die #{unit} structure 2")
    table.act(f"~die #{other} {'research' if beast.types[0].value == 'M' else 'structure'} 2")
    table.fresh_turn(0)
    if table.card(placed).info.requires:
        fund(table, placed)
    return table, wyrm, person, other


def test_dragon_cave_healing_points_heal_only_dragons() -> None:
    table, dragon, crew, monster = _healing_scene(printed("T5_-_Dragon_Cave_PE"), card("M", 5))
    assert table.player(0).pool.get(PointType.HEALING) == 3 and PointType.REPAIR not in table.player(0).pool  # its diamonds heal
    assert table.why(f"allocate healing #{crew}") is not None
    assert table.why(f"allocate healing #{monster}") is not None  # dragons only
    table.act(f"allocate healing #{dragon}")
    assert table.die(dragon, "structure") == 1


def test_dragon_cave_leaves_other_healing_to_other_beings() -> None:
    table, dragon, crew, _ = _healing_scene(printed("T5_-_Dragon_Cave_UE"), card("M", 5), terrain(9, supply=9, healing=1))
    assert table.player(0).pool.get(PointType.HEALING) == 4  # one healing point from elsewhere joins the Cave's 3
    table.act(f"allocate healing #{crew}")
    assert table.die(crew, "structure") == 1
    assert table.why(f"allocate healing #{crew}") is not None  # the other 3 are the Cave's
    for _ in range(2):
        table.act(f"allocate healing #{dragon}")
    assert table.die(dragon, "structure") == 0


def test_quark_dragoness_healing_points_heal_dragons_and_monsters_only() -> None:
    table, dragon, crew, monster = _healing_scene(printed("D3_-_Quark_Dragoness_PE"), card("M", 5))
    assert table.player(0).pool.get(PointType.HEALING) == 4
    assert table.why(f"allocate healing #{crew}") is not None
    table.act(f"allocate healing #{monster}")
    table.act(f"allocate healing #{dragon}")
    assert table.die(monster, "research") == 1 and table.die(dragon, "structure") == 1


def test_quark_dragoness_takes_half_damage_from_heavy_weapons_fractions_dropped() -> None:
    assert _fire_at(printed("D3_-_Quark_Dragoness_PE"), ship(6, weapons=guns(heavy=3)), "heavy 3", ammunition=3) == 1
