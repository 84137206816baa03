"""Community hazards and monsters scripted on the engine's effect kinds (issue 38, h-hazards'
share; ``resources/cards/community-hazards.json``). Each test plays the printing the decks hold
and checks the change its text causes, with a case its text rules out."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, card, ship, terrain
from tests.engine.community_helpers import printed, settle

TARGET = ship(9, shields=0)
SHIELDED = ship(9, shields=2)
BASE = card("B", 6, shields=0)
GROUND = terrain(4)


def _play_phase(table: Table, seat: int = 0) -> None:
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)


def _play(table: Table, hazard_image: str) -> int:
    played = table.hand(printed(hazard_image), 0)
    _play_phase(table)
    table.act(f"play #{played}")
    settle(table)
    return played


# --- spread_damage: a minefield's points placed one at a time on any opponents' ships -------


def test_small_minefield_places_its_three_points_one_by_one_on_opponent_ships_only() -> None:
    table = Table([printed("H3_-_Small_Minefield_UE"), TARGET], [TARGET, SHIELDED, GROUND])
    own = table.put(TARGET, 0)
    first, second, ground = table.put(TARGET, 1), table.put(SHIELDED, 1), table.put(GROUND, 1)
    mines = _play(table, "H3_-_Small_Minefield_UE")
    assert table.state.choice is not None
    assert not table.legal(f"choose #{own}")  # your own ships are safe
    assert not table.legal(f"choose #{ground}")  # ships only
    assert not table.legal("choose skip")  # the damage must all be placed
    table.act(f"choose #{first}")
    table.act(f"choose #{second}")
    assert table.die(first, "structure") == 0  # nothing lands until every point is placed
    table.act(f"choose #{second}")
    assert table.state.choice is None
    assert table.die(first, "structure") == 1
    assert table.die(second, "shield") == 2 and table.die(second, "structure") == 0  # the two points land as one hit: Shields first
    assert table.die(own, "structure") == 0
    assert table.card(mines).zone is Zone.DISCARD and table.card(mines).spread == []


def test_large_minefield_spreads_six_points_over_the_ships_of_several_opponents() -> None:
    table = Table([printed("H6_-_Large_Minefield_UE")], [TARGET], [TARGET])
    east, west = table.put(TARGET, 1), table.put(TARGET, 2)
    mines = _play(table, "H6_-_Large_Minefield_UE")
    for pick in (east, east, east, east, west, west):
        table.act(f"choose #{pick}")
    assert table.die(east, "structure") == 4 and table.die(west, "structure") == 2
    assert table.card(mines).zone is Zone.DISCARD


def test_minefield_with_no_opponent_ship_does_nothing_and_is_discarded() -> None:
    table = Table([printed("H3_-_Small_Minefield_UE")], [BASE])
    base = table.put(BASE, 1)
    mines = _play(table, "H3_-_Small_Minefield_UE")
    assert table.state.choice is None
    assert table.die(base, "structure") == 0
    assert table.card(mines).zone is Zone.DISCARD


def test_nova_does_one_damage_to_each_of_four_different_opposing_bases_or_ships() -> None:
    table = Table([printed("H4_-_Nova_Left_PE")], [TARGET, TARGET, TARGET, BASE, TARGET, GROUND])
    units = [table.put(TARGET, 1), table.put(TARGET, 1), table.put(TARGET, 1), table.put(BASE, 1), table.put(TARGET, 1)]
    ground = table.put(GROUND, 1)
    nova = _play(table, "H4_-_Nova_Left_PE")
    assert not table.legal(f"choose #{ground}")  # never terrain
    table.act(f"choose #{units[3]}")
    assert not table.legal(f"choose #{units[3]}")  # each card once
    for pick in units[:3]:
        table.act(f"choose #{pick}")
    assert [table.die(u, "structure") for u in units] == [1, 1, 1, 1, 0]
    assert table.card(nova).zone is Zone.DISCARD


def test_nova_with_fewer_targets_than_its_strength_damages_each_once() -> None:
    table = Table([printed("H4_-_Nova_Right_PE")], [TARGET, TARGET])
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    _play(table, "H4_-_Nova_Right_PE")
    table.act(f"choose #{first}")
    table.act(f"choose #{second}")
    assert table.state.choice is None
    assert table.die(first, "structure") == 1 and table.die(second, "structure") == 1
