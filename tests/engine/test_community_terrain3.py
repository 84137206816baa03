"""Community cards (issue 38) of h-terrain3's set: a dragon's artifact, floods and terrain.
Each test plays the printing the decks hold in a real game and checks the change its text
causes, with the case its text refuses (``resources/cards/community-terrain3.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(9, supply=9, energy=9, ammunition=9, repair=3, healing=3)
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
