"""v2.1 THERE-AND-BACK MISSIONS L400 (card-facts 82): in reaction mode a shuttle or
transporter is played from the hand; the Basic Set's Transporter, Civilian Transporter and
Shuttlecraft (Left/Right) then take crew off a unit being destroyed, which they can do only
when played in reaction mode (their printed lines)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, card, ship

TRANSPORTER = default_catalog().printing("E2_-_Transporter_PE")
CIVILIAN_TRANSPORTER = default_catalog().printing("E1_-_Civilian_Transporter_NE")
SHUTTLECRAFT_LEFT = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")
SHUTTLECRAFT_RIGHT = default_catalog().printing("E3_-_Shuttlecraft_Right_PE")

HOME = ship(5, shields=0, name="Rescue Test Doomed Ship")
HAVEN = ship(4, shields=0, name="Rescue Test Haven")
GUNBOAT = ship(6, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": 6}], name="Rescue Test Gunboat")
CREW = [card("C", n, f"Rescue Test Crewman {n}") for n in (1, 2, 3, 4)]


def _doomed_table(carrier, worn=True):
    """Seat 0's ship with four crew, a haven ship and the carrier in hand; seat 1 fires 6
    Phasers at the ship with no structure left to spare (a volley that destroys it)."""
    table = Table([HOME, HAVEN, carrier, *CREW], [GUNBOAT])
    home, haven = table.put(HOME, 0), table.put(HAVEN, 0)
    crew = [table.put(c, 0, on=home) for c in CREW]
    gun = table.put(GUNBOAT, 1)
    held = table.hand(carrier, 0)
    table.fresh_turn(1)
    table.fresh_turn(1)
    if worn:
        table.act(f"~die #{home} structure 0")
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    return table, home, haven, crew, gun, held


def _fire(table, home, gun, count=6):
    table.act(f"aim #{home}")
    table.act(f"fire #{gun} phaser {count}")
    table.act("done")


def _settle(table):
    """Everyone passes; a Shuttlecraft's optional reaction fire (its Phaser) is skipped."""
    while table.state.window is not None or (table.state.choice is not None and table.state.choice.may_skip):
        table.act("pass" if table.state.window is not None else "choose skip")


def test_there_and_back_missions_transporter_in_reaction_mode_takes_every_crew_off_a_unit_being_destroyed() -> None:
    table, home, haven, crew, gun, beamer = _doomed_table(TRANSPORTER)
    _fire(table, home, gun)
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{beamer} on #{home}")
    _settle(table)
    table.act(f"choose #{haven}")
    _settle(table)
    assert [table.card(c).parent for c in crew] == [haven] * 4  # no limit on the number
    assert table.card(home).zone is Zone.DISCARD
    assert table.card(beamer).zone is Zone.DISCARD  # a transporter stays where it is: gone with the ship


def test_there_and_back_missions_transporter_may_be_played_at_the_crews_destination() -> None:
    table, home, haven, crew, gun, beamer = _doomed_table(TRANSPORTER)
    _fire(table, home, gun)
    table.act(f"play #{beamer} on #{haven}")
    _settle(table)
    assert table.state.choice is None  # the destination is where the transporter is
    assert [table.card(c).parent for c in crew] == [haven] * 4
    assert table.card(beamer).parent == haven and table.card(beamer).in_play


def test_there_and_back_missions_civilian_transporter_takes_at_most_two_crew_off() -> None:
    table, home, haven, crew, gun, beamer = _doomed_table(CIVILIAN_TRANSPORTER)
    _fire(table, home, gun)
    table.act(f"play #{beamer} on #{haven}")
    _settle(table)
    assert [table.card(c).zone for c in crew] == [Zone.DISCARD, Zone.DISCARD, Zone.PLAY, Zone.PLAY]
    assert [table.card(c).parent for c in crew[2:]] == [haven, haven]  # the two strongest


def test_there_and_back_missions_shuttlecraft_takes_three_crew_off_and_travels_with_them() -> None:
    for printing in (SHUTTLECRAFT_LEFT, SHUTTLECRAFT_RIGHT):
        table, home, haven, crew, gun, shuttle = _doomed_table(printing)
        _fire(table, home, gun)
        table.act(f"play #{shuttle} on #{home}")
        _settle(table)
        table.act(f"choose #{haven}")
        _settle(table)
        assert [table.card(c).parent for c in crew[1:]] == [haven] * 3
        assert table.card(crew[0]).zone is Zone.DISCARD
        assert table.card(shuttle).parent == haven  # it went along


def test_there_and_back_missions_no_rescue_reaction_when_the_unit_is_not_being_destroyed() -> None:
    table, home, haven, crew, gun, beamer = _doomed_table(TRANSPORTER, worn=False)
    _fire(table, home, gun, count=2)  # 2 damage does not destroy a strength-5 ship
    assert table.state.window is None  # nothing to react with: the transporter would rescue nobody
    assert table.card(home).in_play and table.die(home, "structure") == 2
    _settle(table)
    assert [table.card(c).parent for c in crew] == [home] * 4


def test_there_and_back_missions_played_normally_a_transporter_moves_no_crew_off_by_itself() -> None:
    table = Table([HOME, HAVEN, TRANSPORTER, *CREW], [])
    home = table.put(HOME, 0)
    table.put(HAVEN, 0)
    crew = [table.put(c, 0, on=home) for c in CREW]
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    beamer = table.hand(TRANSPORTER, 0)
    table.act(f"play #{beamer} on #{home}")
    _settle(table)
    assert table.state.choice is None
    assert [table.card(c).parent for c in crew] == [home] * 4


def test_there_and_back_missions_a_shuttlecraft_at_another_location_takes_no_crew_off() -> None:
    table, home, haven, crew, gun, shuttle = _doomed_table(SHUTTLECRAFT_LEFT)
    _fire(table, home, gun)
    table.act(f"play #{shuttle} on #{haven}")  # legal (it may fire its Phaser in reaction), but no rescue
    _settle(table)
    assert all(table.card(c).zone is Zone.DISCARD for c in crew)  # a shuttle travels with the crew: it must be on the unit
