"""v2.1 ARMOR SYSTEM (card-facts §2.15 items 204-206): Leopan units cut structural damage
by their Armor System's current strength, once per hit, and the armor then loses 1."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.damage import armor_left
from ge_desktop.rulesets.galactic_empires.events import ArmorUsed
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship, terrain

GUNSHIP = ship(6, shields=0, weapons=guns(phasers=6))
ARMORED = ship(6, shields=0, armor=2, name="Armored Test Cruiser")


def test_armor_system_its_strength_is_also_its_number_of_uses() -> None:
    table = Table([GUNSHIP], [ARMORED])
    gun, target = table.put(GUNSHIP, 0), table.put(ARMORED, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{target}", f"#{gun} phaser 3")  # 3 structural, cut by 2: 1 reaches it
    assert table.die(target, "structure") == 1 and armor_left(table.card(target)) == 1
    assert [(e.cut, e.left) for e in events if isinstance(e, ArmorUsed)] == [(2, 1)]
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 3")  # cut by 1: 2 more
    assert table.die(target, "structure") == 3 and armor_left(table.card(target)) == 0
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{target}", f"#{gun} phaser 2")  # used up: nothing is cut
    assert table.die(target, "structure") == 5
    assert not [e for e in events if isinstance(e, ArmorUsed)]


def test_armor_system_cuts_structural_damage_by_its_current_strength_then_loses_one() -> None:
    heavy = ship(6, shields=0, armor=4)
    table = Table([GUNSHIP], [heavy])
    gun, target = table.put(GUNSHIP, 0), table.put(heavy, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 3")  # 3 against armor 4: nothing reaches the structure
    assert table.die(target, "structure") == 0 and armor_left(table.card(target)) == 3
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 3")  # the next hit: armor 3 cuts all 3
    assert table.die(target, "structure") == 0 and armor_left(table.card(target)) == 2


def test_armor_system_damage_structural_by_definition_ignores_armor() -> None:
    boarders = card(
        "C", 3, "Armor Test Boarders",
        effects=[effect("damage", "card_action", "chosen_card", target_types=["S", "B"], amount=2, params={"structural": True})],
    )
    base = terrain(3)
    table = Table([base, boarders], [ARMORED])
    rock = table.put(base, 0)
    crew = table.put(boarders, 0, on=rock)
    target = table.put(ARMORED, 1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{crew} 1 at #{target}")
    assert table.die(target, "structure") == 2  # boarding parties: structural damage, armor not used
    assert armor_left(table.card(target)) == 2


def test_armor_system_is_passive_works_disengaged_and_shields_are_hit_first() -> None:
    shielded = ship(6, shields=2, armor=3, name="Shielded Armored Test Ship")
    table = Table([GUNSHIP], [shielded])
    gun, target = table.put(GUNSHIP, 0), table.put(shielded, 1, engaged=False)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 2")  # the Shields take it all: armor not used
    assert table.die(target, "shield") == 2 and armor_left(table.card(target)) == 3
    table.fresh_turn(0)  # p1's Record Keeping gives back 1 Shield point (and engages nothing: no points)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 5")  # 1 to the Shields, 4 cut by 3
    assert table.die(target, "structure") == 1 and armor_left(table.card(target)) == 2


def test_armor_system_cannot_be_repaired() -> None:
    rock = terrain(4, repair=3)
    table = Table([rock, ARMORED], [])
    table.put(rock, 0)
    hull = table.put(ARMORED, 0)
    table.act(f"~die #{hull} armor 1")
    table.act(f"~die #{hull} structure 1")
    table.fresh_turn(0)
    table.act(f"allocate repair #{hull}")  # repairs the structure
    assert table.die(hull, "structure") == 0
    assert "no Shield or structure damage" in table.why(f"allocate repair #{hull}").message
    assert armor_left(table.card(hull)) == 1


def test_armor_system_leopan_battlecruiser_as_printed() -> None:
    cruiser = catalog_card("leopan-battlecruiser")
    assert (cruiser.armor, cruiser.shields, cruiser.strength) == (5, 0, 6)
    big_gun = ship(8, shields=0, weapons=guns(phasers=8))
    table = Table([big_gun], [cruiser])
    gun, target = table.put(big_gun, 0), table.put(cruiser, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 8")  # 8 cut by 5: 3 reach the hull
    assert table.die(target, "structure") == 3 and table.card(target).zone is Zone.PLAY
