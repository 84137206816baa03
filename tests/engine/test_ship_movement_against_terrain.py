"""v2.1 SHIP MOVEMENT against an opponent's terrain (card-facts §2 items 284-286) and the
VICIOUS SIX tribe rule (item 266): moving against terrain, blocking, pushing off, the Sector
HQ protection lost while against a terrain, requirements taken from the terrain."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Seat
from ge_desktop.rulesets.galactic_empires.actions import MoveShip
from ge_desktop.rulesets.galactic_empires.notation import parse_action
from ge_desktop.rulesets.galactic_empires.rules.empire_lines import empire_lines
from ge_desktop.rulesets.galactic_empires.rules.weapons import hq_protected
from ge_desktop.rulesets.galactic_empires.stats import requirements, requirements_met
from tests.engine.builders import Table, effect, ship, terrain

RAIDS = [effect("move_against_terrain", trigger="continuous", target="self")]
RAIDER = ship(5, effects=RAIDS)
BIG_RAIDER = ship(7, effects=RAIDS)
PLAIN = ship(5)
WEAK, EVEN, STRONG = ship(4), ship(5), ship(6)
ROCK = terrain(3, supply=2)


def _raid_table(mine: list, theirs: list) -> tuple[Table, int]:
    """Seat 0 holds ``mine``, seat 1 a terrain (returned) and ``theirs``."""
    table = Table(mine, [ROCK, *theirs])
    return table, table.put(ROCK, 1)


def test_ship_movement_against_an_opponents_terrain_only_when_a_card_allows_it() -> None:
    table, rock = _raid_table([RAIDER, PLAIN, ROCK], [])
    raider, plain, own = table.put(RAIDER, 0), table.put(PLAIN, 0), table.put(ROCK, 0)
    table.fresh_turn(0)
    assert "no card allows it" in table.why(f"move #{plain} against #{rock}").message
    assert "not a terrain of an opponent" in table.why(f"move #{raider} against #{own}").message
    assert "not a terrain of your fleet" in table.why(f"move #{raider} to #{rock}").message
    assert table.legal(f"move #{raider} against #{rock}")
    table.act(f"move #{raider} against #{rock}")
    moved = table.card(raider)
    assert moved.parent == rock and moved.controller == Seat(0) and moved.seat == Seat(1)
    assert "already moved" in table.why(f"move #{raider} to space").message  # once a turn
    table.fresh_turn(0)
    table.act(f"move #{raider} to space")  # back by ship movement
    assert table.card(raider).parent is None and raider in table.player(0).roots


def test_ship_movement_notation_against_and_old_records() -> None:
    assert parse_action("move #3 against #9") == MoveShip(3, 9, against=True)
    assert MoveShip(3, 9, against=True).notation() == "move #3 against #9"
    assert parse_action("move #3 to #9") == MoveShip(3, 9) and MoveShip(3, 9).notation() == "move #3 to #9"
    assert parse_action("move #3 to space") == MoveShip(3, None)


def test_ship_movement_a_ship_against_an_opponents_terrain_does_not_protect_its_sector_hq() -> None:
    table, rock = _raid_table([RAIDER], [])
    raider = table.put(RAIDER, 0)
    table.fresh_turn(0)
    assert hq_protected(table.state, Seat(0))  # in its own space it protects
    table.act(f"move #{raider} against #{rock}")
    assert not hq_protected(table.state, Seat(0))
    assert not hq_protected(table.state, Seat(1))  # nor the terrain's owner: it is not his ship


def test_ship_movement_a_defender_keeps_attackers_of_equal_or_lower_strength_away() -> None:
    table, rock = _raid_table([RAIDER, BIG_RAIDER], [EVEN])
    raider, big = table.put(RAIDER, 0), table.put(BIG_RAIDER, 0)
    table.put(EVEN, 1, on=rock)
    table.fresh_turn(0)
    assert "keeps it off" in table.why(f"move #{raider} against #{rock}").message  # 5 against 5
    assert not table.legal(f"move #{raider} against #{rock}")
    assert table.why(f"move #{big} against #{rock}") is None  # 7 against 5


def test_ship_movement_an_attacker_keeps_defenders_of_lower_strength_off() -> None:
    table, rock = _raid_table([RAIDER], [WEAK, EVEN])
    raider = table.put(RAIDER, 0)
    weak, even = table.put(WEAK, 1), table.put(EVEN, 1)
    table.fresh_turn(0)
    table.act(f"move #{raider} against #{rock}")
    table.fresh_turn(1)
    assert "keeps it off" in table.why(f"move #{weak} to #{rock}").message  # 4 under 5
    assert table.why(f"move #{even} to #{rock}") is None  # 5: equal may move on


def test_ship_movement_a_defender_moved_on_pushes_off_an_attacker_which_loses_hq_protection() -> None:
    table, rock = _raid_table([RAIDER], [EVEN])
    raider = table.put(RAIDER, 0)
    even = table.put(EVEN, 1)
    table.fresh_turn(0)
    table.act(f"move #{raider} against #{rock}")
    table.fresh_turn(1)
    table.act(f"move #{even} to #{rock}")
    pushed = table.card(raider)
    assert table.card(even).parent == rock
    assert pushed.parent is None and raider in table.player(0).roots and pushed.pushed_off
    assert not hq_protected(table.state, Seat(0))  # until moved back where it can protect
    table.fresh_turn(0)
    assert "keeps it off" in table.why(f"move #{raider} against #{rock}").message
    table.act(f"move #{raider} to space")  # a pushed ship may move back into place
    assert not table.card(raider).pushed_off and hq_protected(table.state, Seat(0))


def test_ship_movement_an_attacker_moved_against_pushes_off_a_weaker_defender_which_still_protects() -> None:
    table, rock = _raid_table([RAIDER], [WEAK])
    raider = table.put(RAIDER, 0)
    weak = table.put(WEAK, 1, on=rock)
    table.fresh_turn(0)
    table.act(f"move #{raider} against #{rock}")
    pushed = table.card(weak)
    assert table.card(raider).parent == rock
    assert pushed.parent is None and weak in table.player(1).roots and not pushed.pushed_off
    assert hq_protected(table.state, Seat(1))  # the pushed defender still protects its HQ


def test_ship_movement_a_stronger_attacker_keeps_a_defender_off_and_is_not_pushed() -> None:
    table, rock = _raid_table([BIG_RAIDER], [STRONG])
    big = table.put(BIG_RAIDER, 0)
    strong = table.put(STRONG, 1)
    table.fresh_turn(0)
    table.act(f"move #{big} against #{rock}")
    table.fresh_turn(1)
    assert "stronger" in table.why(f"move #{strong} to #{rock}").message  # 6 under 7
    assert table.card(big).parent == rock


def _vicious(title: str):
    return next(c for c in default_catalog() if c.title == title)


def test_vicious_six_ships_move_against_terrain_taking_their_requirements_from_it() -> None:
    cruiser = _vicious("Vicious Six Fleet Survey Cruiser")  # economy 2, energy 1
    world = terrain(3, economy=3)
    table = Table([cruiser], [world])
    rock = table.put(world, 1)
    unit = table.put(cruiser, 0)
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.ECONOMY) == 3
    table.fresh_turn(0)
    assert requirements(table.state, table.card(unit)) == {PointType.ECONOMY: 2, PointType.ENERGY: 1}
    table.act(f"move #{unit} against #{rock}")
    assert requirements(table.state, table.card(unit)) == {PointType.ENERGY: 1}  # economy from the terrain
    table.card(unit).received = {PointType.ENERGY: 1}
    assert requirements_met(table.card(unit), table.state)
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.ECONOMY) == 1  # 3 less the 2 the raider takes


def test_vicious_six_only_the_tribes_ships_may_move_against_terrain() -> None:
    tribe = [c for c in default_catalog() if c.tribe == "Vicious Six"]
    assert len(tribe) == 5 and sum(len(c.printings) for c in tribe) == 6  # the Destroyer: [Left], [Right]
    other = next(c for c in default_catalog() if c.tribe == "Andromeda Bound" and c.primary_type.value == "S")
    table = Table([tribe[0], other], [ROCK])
    rock = table.put(ROCK, 1)
    vicious, bound = table.put(tribe[0], 0), table.put(other, 0)
    table.fresh_turn(0)
    assert table.legal(f"move #{vicious} against #{rock}")
    assert "no card allows it" in table.why(f"move #{bound} against #{rock}").message
    assert requirements(table.state, table.card(bound)) == table.card(bound).info.requires  # no terrain pays for it


def test_ship_movement_the_table_says_a_raider_and_a_pushed_ship_do_not_protect_their_hq() -> None:
    cruiser = _vicious("Vicious Six Fleet Survey Cruiser")  # economy 2, energy 1
    world, guard = terrain(3, economy=1), ship(6)
    table = Table([cruiser], [world, guard])
    rock, unit, home = table.put(world, 1), table.put(cruiser, 0), table.put(guard, 1)
    table.fresh_turn(0)
    assert empire_lines(table.state, table.card(unit)) == ["May move against an opponent's terrain by ship movement (Allocation Phase)"]
    table.act(f"move #{unit} against #{rock}")
    assert empire_lines(table.state, table.card(unit)) == [
        "Against an opponent's terrain: does not protect its Sector HQ",
        "Requirements met by the terrain: 1 economy",  # the world makes 1 of the 2
    ]
    table.fresh_turn(1)
    table.act(f"move #{home} to #{rock}")
    assert empire_lines(table.state, table.card(unit)) == [
        "Pushed off an opponent's terrain: does not protect its Sector HQ until moved by ship movement"
    ]
    assert empire_lines(table.state, table.card(home)) == []  # a plain ship on its own terrain


def test_ship_movement_never_against_a_terrain_in_the_ships_own_stack() -> None:
    # Sandbox play can put an opponent's terrain on a ship; moving against it would make a loop.
    table, rock = _raid_table([RAIDER], [ROCK])
    raider = table.put(RAIDER, 0)
    carried = table.put(ROCK, 1, on=raider)
    table.fresh_turn(0)
    assert "own stack" in table.why(f"move #{raider} against #{carried}").message
    assert table.why(f"move #{raider} against #{rock}") is None
