"""The 1994 Basic Set's Green Fighter Pilot (C3): it lets a shuttle or fighter be played
independently (a free-flying shuttle: a standard target that fires its own weapons) and one
Phaser of that shuttle fire one extra time on a later turn (v2.1 EQUIPMENT CARDS, STANDARD
TARGETS, WEAPONS FIRE, [Glossary] Shuttle, CARDS HAVE RULES)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import free_flying
from tests.engine.builders import Table, card, guns, ship

PILOT = default_catalog().printing("C3_-_Green_Fighter_Pilot_NE")
SHUTTLECRAFT = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")
SCANNER = card("E", 2, "Pilot Test Scanner")
COOK = card("C", 2, "Pilot Test Cook")
HOME = ship(5, shields=0)
TARGET = ship(6, shields=0)
GUNBOAT = ship(6, shields=0, weapons=guns(phasers=3))


def _scene(pilot: bool = True):
    """p0: a ship (with the pilot aboard it when ``pilot``) and a Shuttlecraft in hand; p1:
    a ship. p0's Play Cards Phase A of a later turn."""
    table = Table([HOME, PILOT, SHUTTLECRAFT, SHUTTLECRAFT, SCANNER, COOK], [TARGET, GUNBOAT])
    home = table.put(HOME, 0)
    pilot_id = table.put(PILOT, 0, on=home) if pilot else None
    enemy = table.put(TARGET, 1)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    return table, home, pilot_id, enemy, table.hand(SHUTTLECRAFT, 0)


def _resolve(table: Table) -> None:
    while table.state.window is not None:
        table.act("pass")


def test_equipment_cards_a_shuttle_is_played_independently_only_with_a_free_pilot() -> None:
    table, home, _, enemy, shuttle = _scene(pilot=False)
    problem = table.why(f"play #{shuttle}")
    assert problem is not None and "pilot" in problem.message  # v2.1: equipment only on a ship or base
    table, home, pilot, enemy, shuttle = _scene()
    table.act(f"play #{shuttle}")
    _resolve(table)
    assert table.card(shuttle).parent is None and free_flying(table.card(shuttle))
    assert table.card(pilot).parent == shuttle  # the pilot went aboard to fly it
    second = table.hand(SHUTTLECRAFT, 0)
    problem = table.why(f"play #{second}")  # the only pilot is flying the first one
    assert problem is not None and "pilot" in problem.message


def test_crew_cards_only_a_pilot_goes_aboard_a_shuttle_and_only_a_shuttle() -> None:
    table, home, pilot, enemy, shuttle = _scene()
    table.act(f"play #{shuttle} on #{home}")
    _resolve(table)
    scanner = table.put(SCANNER, 0, on=home)
    cook = table.hand(COOK, 0)
    assert table.why(f"play #{cook} on #{shuttle}") is not None  # a crew card is no pilot
    table.act(f"~move #{pilot} hand p0 top")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    assert table.why(f"play #{pilot} on #{scanner}") is not None  # not a shuttle or fighter
    table.act(f"play #{pilot} on #{shuttle}")
    _resolve(table)
    assert table.card(pilot).parent == shuttle


def test_standard_targets_a_free_flying_shuttle_fires_its_own_phaser_and_may_be_fired_at() -> None:
    table, home, pilot, enemy, shuttle = _scene()
    table.act(f"play #{shuttle}")
    _resolve(table)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    table.volley(f"#{enemy}", f"#{shuttle} phaser 1")
    _resolve(table)
    assert table.die(enemy, "structure") == 1
    table.fresh_turn(1)
    gunboat = table.put(GUNBOAT, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{shuttle}", f"#{gunboat} phaser 3")
    _resolve(table)
    assert table.card(shuttle).zone is Zone.DISCARD  # strength 3: destroyed with its pilot
    assert table.card(pilot).zone is Zone.DISCARD


def test_weapons_fire_a_piloted_shuttles_phaser_fires_one_extra_time_on_a_later_turn() -> None:
    table, home, pilot, enemy, shuttle = _scene()
    table.act(f"play #{shuttle}")
    _resolve(table)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    table.volley(f"#{enemy}", f"#{shuttle} phaser 1")
    _resolve(table)
    assert table.why(f"aim #{enemy}") is not None  # spent: nothing of p0 can fire again this turn
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    table.volley(f"#{enemy}", f"#{shuttle} phaser 1")  # the pilot's extra shot
    _resolve(table)
    assert table.die(enemy, "structure") == 2
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    assert table.why(f"aim #{enemy}") is not None  # spent for good until a carrier rearms it


def test_weapons_fire_without_a_pilot_a_shuttles_phaser_fires_a_single_time() -> None:
    table, home, _, enemy, shuttle = _scene(pilot=False)
    table.act(f"play #{shuttle} on #{home}")
    _resolve(table)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    table.volley(f"#{enemy}", f"#{home} phaser 1")  # it fires with its ship
    _resolve(table)
    assert table.die(enemy, "structure") == 1
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE, 0)
    assert table.why(f"aim #{enemy}") is not None  # no extra shot without a pilot
