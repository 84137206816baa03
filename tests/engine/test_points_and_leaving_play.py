"""More of v2.1 *Points* (fleet modifiers, research, repair, healing, command slots) and
*[Removing cards from play]* (discard after use, General Errata), and reserve plays
(card-facts items 8, 28, 85, 90, 91, 99, 100, 103, 151)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone
from tests.engine.builders import Table, card, ship, terrain

HULL = ship(4)
ACTION = {"kind": "draw_cards", "trigger": "card_action", "target": "controller", "amount": 1}


def test_fleet_modifier_points_change_every_matching_card_of_the_fleet() -> None:
    world_a, world_b = terrain(3, supply=1), terrain(4, supply=2)
    governor = card("I", 3, "Supply Governor", modifiers=[{"scope": "fleet", "op": "add", "point": "supply", "amount": 1}])
    table = Table([world_a, world_b, governor], [world_a])
    table.put(world_a, 0)
    table.put(world_b, 0)
    table.put(world_a, 1)
    table.put(governor, 0)
    table.fresh_turn(0)
    assert table.player(0).pool == {PointType.SUPPLY: 5}  # (1 + 1) + (2 + 1)
    table.fresh_turn(1)
    assert table.player(1).pool == {PointType.SUPPLY: 1}  # not another fleet's terrain


def test_using_the_reserve_fleet_playing_the_swapped_card_is_a_second_card_play() -> None:
    strong = ship(6)
    table = Table([strong])
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    out = next(i for i in table.player(0).hand if table.card(i).info.strength == 1)  # a filler
    table.act(f"~move #{out} reserve p0 top")
    big = table.hand(strong, 0)
    table.act(f"swap #{big} for #{out}")
    table.act(f"play #{out}")
    assert table.player(0).plays_used == 2


def test_discard_after_use_an_instant_card_leaves_play_as_its_play_completes() -> None:
    flash = card("O", 2, "Instant Flash")  # General Errata: says nothing, so discarded after use
    lasting = card("O", 3, "Lasting Flash", duration=2)
    table = Table([flash, lasting])
    first, second = table.hand(flash, 0), table.hand(lasting, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{first}")
    table.act(f"play #{second}")
    assert table.card(first).zone is Zone.DISCARD
    assert table.card(second).in_play  # a card with a duration stays for it


def test_discard_after_use_only_after_all_of_its_functions() -> None:
    mine = card("E", 2, "Two Shot Mine", passive=True, discard_after_use=True, effects=[ACTION, ACTION])
    table = Table([mine, HULL])
    unit = table.put(HULL, 0)
    gear = table.put(mine, 0, on=unit)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{gear} 1")
    assert table.card(gear).in_play
    table.act(f"use #{gear} 2")
    assert table.card(gear).zone is Zone.DISCARD


def test_research_points_are_tracked_on_monsters_with_a_die() -> None:
    lab = terrain(3, research=2)
    eel = card("M", 2, "Research Eel")
    table = Table([lab, HULL], [eel])
    table.put(lab, 0)
    unit = table.put(HULL, 0)
    monster = table.put(eel, 1, on=unit)
    table.fresh_turn(0)
    table.act(f"allocate research #{monster}")
    assert table.card(monster).die(DieKind.RESEARCH) == 1
    assert table.why(f"allocate research #{unit}") is not None  # a ship has no use for research


def test_repair_points_only_on_cards_of_your_own_active_fleet() -> None:
    dock = terrain(3, repair=1)
    table = Table([dock], [HULL])
    table.put(dock, 0)
    theirs = table.put(HULL, 1)
    table.act(f"~die #{theirs} shield 2")
    table.fresh_turn(0)
    assert table.why(f"allocate repair #{theirs}").rule == "v2.1 THE FLEET"


def test_economy_used_as_healing_cures_beings_but_never_monsters() -> None:
    farm = terrain(3, economy=2)
    wyrm = card("D", 4, "Healing Dragon")
    eel = card("M", 2, "Unhealable Eel")
    table = Table([farm, wyrm, eel, HULL])
    table.put(farm, 0)
    dragon = table.put(wyrm, 0)
    monster = table.put(eel, 0, on=table.put(HULL, 0))
    table.act(f"~die #{dragon} structure 2")
    table.act(f"~die #{monster} structure 1")
    table.fresh_turn(0)
    table.act("declare healing")
    table.act("declare healing")
    table.act(f"allocate healing #{dragon}")
    assert table.card(dragon).die(DieKind.STRUCTURE) == 1
    assert "economy healing" in table.why(f"allocate healing #{monster}").message


def test_unused_command_points_always_create_empty_command_slots() -> None:
    table = Table([HULL, HULL, HULL], [], [])  # three players: three command points
    table.put(HULL, 0)
    table.put(HULL, 0)
    third = table.hand(HULL, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.legal(f"play #{third}")


def test_lobster_points_equal_to_strength_disengage_a_monster_for_one_complete_turn() -> None:
    club = terrain(3, lobster=3)
    crab_bait = card("M", 2, "Lobster Bait Monster")
    table = Table([club, HULL], [crab_bait])
    table.put(club, 0)
    unit = table.put(HULL, 0)
    monster = table.put(crab_bait, 1, on=unit)
    table.fresh_turn(0)
    table.act(f"allocate lobster #{monster}")
    assert table.card(monster).engaged  # 1 of 2
    table.act(f"allocate lobster #{monster}")
    assert not table.card(monster).engaged
    assert table.why(f"allocate lobster #{unit}") is not None  # only monsters take lobster points
    table.fresh_turn(1)
    table.act("done")
    assert not table.card(monster).engaged  # still out during its owner's turn
    table.fresh_turn(0)
    table.fresh_turn(1)
    table.act("done")
    assert table.card(monster).engaged  # the complete turn is over
