"""v2.1 REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY, "escorts intercepting damage": the
printed Escorts of the 1994 Basic Sets take over damage being applied to a ship of
strength 7 or more of their fleet, suffering 2 damage for each point taken over."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.events import CardDestroyed, EffectResolved
from tests.engine.builders import Table, guns, ship

ESCORTS = [
    "S2_-_Argonian_Warm_Front_Escort_PE",
    "S2_-_Corporate_Escort_PE",
    "S2_-_Mechad_Escort_PE",
    "S2_-_P.O.T._Escort_NE",
    "S2_-_Scorpead_Escort_NE",
    "S2_-_Tufor_Escort_NE",
    "S3_-_Indirigan_Nomads_Escort_PE",
]
BIG = ship(8, shields=0)
SMALL = ship(6, shields=0)


def _fired_at(image: str, phasers: int, target_card=BIG, engaged: bool = True) -> tuple[Table, int, int, int]:
    """p0's gunship declares a volley of ``phasers`` at p1's ``target_card``, which p1's escort may cover."""
    escort_card = default_catalog().printing(image)
    gunship = ship(4, shields=0, weapons=guns(phasers=phasers))
    table = Table([gunship], [target_card, escort_card])
    gun = table.put(gunship, 0)
    target = table.put(target_card, 1)
    escort = table.put(escort_card, 1, engaged=engaged)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, gun, target, escort


def _resolve(table: Table) -> None:
    while table.state.window is not None:
        table.act("pass")


def _bearable(escort) -> int:
    return escort.info.shields + escort.info.strength


@pytest.mark.parametrize("image", ESCORTS)
def test_escorts_intercepting_damage_the_escort_takes_two_for_each_point_it_takes_over(image: str) -> None:
    table, _, target, escort = _fired_at(image, 6)
    assert table.state.window is not None and table.state.window.asked == 1
    table.act(f"use #{escort} 1")
    _resolve(table)
    bearable = _bearable(table.card(escort))
    taken = -(-bearable // 2)  # all it can bear: half its Shields and structure, rounded up
    assert any(isinstance(e, EffectResolved) and e.kind == "intercept_damage" for e in table.events)
    assert any(isinstance(e, CardDestroyed) and e.card == escort for e in table.events)  # 2 x taken >= all it had
    assert table.die(target, "structure") == 6 - taken
    assert table.card(target).in_play


def test_escorts_intercepting_damage_a_small_volley_is_taken_over_whole() -> None:
    table, _, target, escort = _fired_at("S2_-_Argonian_Warm_Front_Escort_PE", 2)
    table.act(f"use #{escort} 1")
    _resolve(table)
    assert table.die(target, "structure") == 0  # the ship takes nothing
    assert table.die(escort, "shield") == 4 and table.card(escort).in_play  # 2 points taken over: 4 damage, on its 4 Shields


def test_escorts_intercepting_damage_only_for_a_ship_of_strength_seven_or_more() -> None:
    table, _, target, escort = _fired_at("S2_-_Tufor_Escort_NE", 2, target_card=SMALL)
    assert table.why(f"use #{escort} 1") is not None  # a strength-6 ship is not covered
    _resolve(table)
    assert table.die(target, "structure") == 2


def test_escorts_intercepting_damage_a_disengaged_escort_cannot_react() -> None:
    table, _, target, escort = _fired_at("S2_-_Mechad_Escort_PE", 2, engaged=False)
    assert table.state.window is None  # p1 has no reaction, so is not even asked
    _resolve(table)
    assert table.die(target, "structure") == 2


def test_escorts_intercepting_damage_never_for_the_escort_itself() -> None:
    escort_card = default_catalog().printing("S2_-_Corporate_Escort_PE")
    gunship = ship(4, shields=0, weapons=guns(phasers=2))
    table = Table([gunship], [escort_card])
    gun, escort = table.put(gunship, 0), table.put(escort_card, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{escort}")
    table.act(f"fire #{gun} phaser 2")
    table.act("done")
    assert table.state.window is None  # nothing to intercept: p1 is not asked
    assert table.die(escort, "shield") == 2
