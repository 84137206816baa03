"""v2.1 *Variations* that change weapons fire, each a ``GameConfig`` option: Disengaged
Ships are Out of Play, Restricted Bases, One Target Only, Border Defense, Defenders Shoot
Back and Bases Defend Ships (accepted and rejected cases for each)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Option, Phase, Zone
from ge_desktop.rulesets.galactic_empires.config import GameConfig
from tests.engine.builders import Table, card, guns, ship, terrain

GUNSHIP = ship(4, shields=0, weapons=guns(phasers=3))
TARGET = ship(5, shields=0)
BASE = card("B", 3, "Variation Base", shields=0, weapons=guns(phasers=2))
ROCK = terrain(4)


def _armed_rock() -> object:
    return terrain(4, ammunition=2)


# --- Disengaged Ships are Out of Play -----------------------------------------------------


def test_disengaged_ships_are_out_of_play_a_disengaged_ship_does_not_protect_the_hq() -> None:
    table = Table([GUNSHIP], [TARGET], options=[Option.DISENGAGED_OUT_OF_PLAY])
    table.put(GUNSHIP, 0)
    table.put(TARGET, 1, engaged=False)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.legal("aim hq p1")


def test_disengaged_ships_are_out_of_play_off_a_disengaged_ship_still_protects() -> None:
    table = Table([GUNSHIP], [TARGET])
    table.put(GUNSHIP, 0)
    table.put(TARGET, 1, engaged=False)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1").rule == "v2.1 DAMAGING THE SECTOR HQ"
    engaged = Table([GUNSHIP], [TARGET], options=[Option.DISENGAGED_OUT_OF_PLAY])
    engaged.put(GUNSHIP, 0)
    engaged.put(TARGET, 1)  # an engaged ship protects in any case
    engaged.to_phase(Phase.WEAPONS_FIRE)
    assert engaged.why("aim hq p1").rule == "v2.1 DAMAGING THE SECTOR HQ"


# --- Restricted Bases ---------------------------------------------------------------------


def test_restricted_bases_a_base_may_not_fire_at_a_base() -> None:
    table = Table([ROCK, BASE], [ROCK, BASE, TARGET], options=[Option.RESTRICTED_BASES])
    mine = table.put(BASE, 0, on=table.put(ROCK, 0))
    theirs = table.put(BASE, 1, on=table.put(ROCK, 1))
    ship_target = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{theirs}").rule == "v2.1 Variations: Restricted Bases"
    table.act(f"aim #{ship_target}")
    assert table.why(f"fire #{mine} phaser 2") is None  # ships are still fair game


def test_restricted_bases_off_a_base_fires_at_a_base() -> None:
    table = Table([ROCK, BASE], [ROCK, BASE])
    table.put(BASE, 0, on=table.put(ROCK, 0))
    theirs = table.put(BASE, 1, on=table.put(ROCK, 1))
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.legal(f"aim #{theirs}")


# --- One Target Only ----------------------------------------------------------------------


def test_one_target_only_a_unit_fires_at_one_target_each_turn() -> None:
    table = Table([GUNSHIP, GUNSHIP, GUNSHIP], [TARGET, TARGET], options=[Option.ONE_TARGET_ONLY])
    gun, partner = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    third = table.put(GUNSHIP, 0)  # a third ship, still free to aim anywhere
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{first}")
    table.act(f"fire #{gun} phaser 1")
    table.act(f"fire #{partner} phaser 1")  # several units may combine on one target
    table.act("done")
    table.act(f"aim #{second}")
    assert table.why(f"fire #{gun} phaser 1").rule == "v2.1 Variations: One Target Only"
    table.act(f"fire #{third} phaser 1")
    table.act("done")
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{second}")
    assert table.why(f"fire #{gun} phaser 1") is None  # a new turn, a new target


def test_one_target_only_off_a_unit_splits_its_fire() -> None:
    table = Table([GUNSHIP], [TARGET, TARGET])
    gun = table.put(GUNSHIP, 0)
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{first}", f"#{gun} phaser 1")
    table.act(f"aim #{second}")
    assert table.why(f"fire #{gun} phaser 1") is None


# --- Border Defense -----------------------------------------------------------------------


def test_border_defense_fire_only_at_neighbours() -> None:
    table = Table([GUNSHIP], [TARGET], [TARGET], [TARGET], options=[Option.BORDER_DEFENSE])
    order = table.state.turn_order  # the seating: p0 first, the others by their antes
    assert order[0] == 0
    table.put(GUNSHIP, 0)
    across = table.put(TARGET, order[2])  # across the table from p0
    beside = table.put(TARGET, order[3])  # next to p0, as is order[1]
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{across}").rule == "v2.1 Variations: Border Defense"
    assert table.legal(f"aim #{beside}") and table.legal(f"aim #{table.put(TARGET, order[1])}")


def test_border_defense_an_eliminated_neighbours_seat_closes_up() -> None:
    table = Table([GUNSHIP], [TARGET], [TARGET], [TARGET], options=[Option.BORDER_DEFENSE])
    order = table.state.turn_order
    table.put(GUNSHIP, 0)
    across = table.put(TARGET, order[2])
    table.act(f"~hq-damage p{order[1]} 25 by p{order[3]}")  # order[1] leaves: order[2] is now next to p0
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    assert table.legal(f"aim #{across}")


def test_border_defense_needs_three_players() -> None:
    config = Table([], [], []).config
    assert GameConfig(config.decks[:2], 1, options=frozenset({Option.BORDER_DEFENSE})).problems() == [
        "Border Defense needs 3 or more players, not 2"
    ]
    assert GameConfig(config.decks, 1, options=frozenset({Option.BORDER_DEFENSE})).problems() == []


# --- Defenders Shoot Back -----------------------------------------------------------------


def test_defenders_shoot_back_a_disengaged_unit_fires_back_at_the_first_attacker() -> None:
    defender = ship(5, shields=0, weapons=guns(phasers=2))
    table = Table([GUNSHIP], [defender], options=[Option.DEFENDERS_SHOOT_BACK])
    gun = table.put(GUNSHIP, 0)
    aimed = table.put(defender, 1, engaged=False)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{aimed}", f"#{gun} phaser 1")
    assert table.die(aimed, "structure") == 1 and table.die(gun, "structure") == 2  # 2 Phasers back


def test_defenders_shoot_back_an_engaged_unit_does_not() -> None:
    defender = ship(5, shields=0, weapons=guns(phasers=2))
    table = Table([GUNSHIP], [defender], options=[Option.DEFENDERS_SHOOT_BACK])
    gun = table.put(GUNSHIP, 0)
    aimed = table.put(defender, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{aimed}", f"#{gun} phaser 1")
    assert table.die(gun, "structure") == 0  # untouched
    off = Table([GUNSHIP], [defender])
    gun = off.put(GUNSHIP, 0)
    aimed = off.put(defender, 1, engaged=False)
    off.to_phase(Phase.WEAPONS_FIRE)
    off.volley(f"#{aimed}", f"#{gun} phaser 1")
    assert off.die(gun, "structure") == 0  # the option is off


# --- Bases Defend Ships -------------------------------------------------------------------


def test_bases_defend_ships_a_ship_on_a_base_and_the_base_fires_back() -> None:
    escort = ship(3, shields=0)
    table = Table([GUNSHIP], [ROCK, BASE, escort], options=[Option.BASES_DEFEND_SHIPS])
    gun = table.put(GUNSHIP, 0)
    base = table.put(BASE, 1, on=table.put(ROCK, 1))
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    guarded = table.hand(escort, 1)
    table.act(f"play #{guarded} on #{base}")  # "Ships may be stacked with a base"
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    table.volley(f"#{guarded}", f"#{gun} phaser 1")
    assert table.die(gun, "structure") == 2  # the base's 2 Phasers, engaged or not
    table.volley(f"#{base}", f"#{gun} phaser 2")  # the base attacked: no fire back
    assert table.die(gun, "structure") == 2


def test_bases_defend_ships_the_ship_survives_its_base() -> None:
    escort = ship(3, shields=0)
    table = Table([GUNSHIP], [ROCK, BASE, escort], options=[Option.BASES_DEFEND_SHIPS])
    gun = table.put(GUNSHIP, 0)
    base = table.put(BASE, 1, on=table.put(ROCK, 1))
    guarded = table.put(escort, 1, on=base)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    table.volley(f"#{base}", f"#{gun} phaser 3")
    assert table.card(base).zone is Zone.DISCARD and table.card(guarded).in_play


def test_bases_defend_ships_off_no_ship_on_a_base() -> None:
    escort = ship(3, shields=0)
    table = Table([], [ROCK, BASE, escort])
    base = table.put(BASE, 1, on=table.put(ROCK, 1))
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    assert table.why(f"play #{table.hand(escort, 1)} on #{base}") is not None
