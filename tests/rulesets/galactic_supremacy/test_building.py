"""BUILD PHASE and MOVE PHASE."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Build, Move
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind
from ge_desktop.rulesets.galactic_supremacy.rules import check, play
from ge_desktop.rulesets.galactic_supremacy.state import Phase

from .builders import game, give, home, put


def build_phase(credits: int = 30):
    state = game()
    state.phase = Phase.BUILD
    state.players[0].credits = credits
    return state


def test_build_phase_sector_for_ten_credits() -> None:
    state = build_phase(10)
    sector = give(state, 0, CardKind.SECTOR)
    play(state, Build(sector))
    assert state.units[sector].controller == 0 and state.players[0].credits == 0


def test_build_phase_sector_needs_ten_credits() -> None:
    state = build_phase(9)
    sector = give(state, 0, CardKind.SECTOR)
    assert "10 credits" in (check(state, Build(sector)) or "")


def test_build_phase_fleet_attached_to_one_of_your_sectors() -> None:
    state = build_phase(20)
    fleet = give(state, 0, CardKind.FLEET)
    assert check(state, Build(fleet)) is not None  # must be attached
    assert check(state, Build(fleet, home(state, 1))) is not None  # not to an opponent's
    play(state, Build(fleet, home(state, 0)))
    assert state.units[fleet].attached == home(state, 0) and state.players[0].credits == 10


def test_build_phase_leader_for_five_on_a_unit_one_leader_each() -> None:
    state = build_phase(10)
    first, second = give(state, 0, CardKind.LEADER), give(state, 0, CardKind.LEADER)
    play(state, Build(first, home(state, 0)))
    assert state.players[0].credits == 5
    assert "already has a Leader" in (check(state, Build(second, home(state, 0))) or "")
    assert check(state, Build(second, first)) is not None  # not on a leader


def test_build_phase_only_in_the_build_phase() -> None:
    state = build_phase()
    sector = give(state, 0, CardKind.SECTOR)
    state.phase = Phase.RESEARCH
    assert check(state, Build(sector)) is not None


def test_move_phase_fleet_to_any_of_your_sectors_once() -> None:
    state = game()
    state.phase = Phase.MOVE
    sector = put(state, 0, CardKind.SECTOR)
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    play(state, Move(fleet, sector))
    assert state.units[fleet].attached == sector
    assert "has moved" in (check(state, Move(fleet, home(state, 0))) or "")


def test_move_phase_fleet_not_to_an_opponent_nor_a_fleet() -> None:
    state = game()
    state.phase = Phase.MOVE
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    other = put(state, 0, CardKind.FLEET, home(state, 0))
    assert check(state, Move(fleet, home(state, 1))) is not None
    assert check(state, Move(fleet, other)) is not None


def test_move_phase_leader_to_a_unit_with_no_leader() -> None:
    state = game()
    state.phase = Phase.MOVE
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    leader = put(state, 0, CardKind.LEADER, home(state, 0))
    taken = put(state, 0, CardKind.FLEET, home(state, 0))
    put(state, 0, CardKind.LEADER, taken)
    assert "already has a Leader" in (check(state, Move(leader, taken)) or "")
    play(state, Move(leader, fleet))
    assert state.units[leader].attached == fleet
