"""Warlord: Moving, The Black Hole, Firing, Removing Casualties, Ending Combat."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ge_desktop.engine import IllegalActionError
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_emperor.actions import Assign, Continue, Done, ExtraDie, Fight, Move, Warp
from ge_desktop.rulesets.galactic_emperor.components import Role, ShipKind, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.state import GameState, Sector
from tests.rulesets.galactic_emperor.builders import P0, P1, P3, clear_ships, fix_dice, home, in_role, place, ships

A, B, C = Hex(2, 0), Hex(1, 0), Hex(2, -1)  # next to P0's home at 3,0


def warlord(prepare: Callable[[GameState], object]) -> Game:
    """P3 chose the Warlord and passed; it is P0's turn (no Warlord die for him)."""

    def setup(state: GameState) -> None:
        clear_ships(state)
        prepare(state)

    game = in_role(Role.WARLORD, chooser=P3, prepare=setup)
    game.play(Done())
    assert game.to_act == P0
    return game


def test_moving_fighters_two_spaces_dreadnoughts_one() -> None:
    game = warlord(lambda s: (ships(s, P0, Hex(3, 0), fighters=1, dreadnoughts=1)))
    game.play(Move(("f0",), A))
    game.play(Move(("f0",), B))
    with pytest.raises(IllegalActionError, match="used its movement"):
        game.play(Move(("f0",), Hex(1, 1)))
    game.play(Move(("d0",), A))
    with pytest.raises(IllegalActionError, match="used its movement"):
        game.play(Move(("d0",), B))


def test_moving_sun_tiles_are_skipped() -> None:
    game = warlord(lambda s: ships(s, P0, B, dreadnoughts=1))
    game.play(Move(("d0",), Hex(-1, 0)))  # across the Omega Sun in one space
    assert game.state.ship(P0, "d0").at == Hex(-1, 0)  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError, match="one space at a time"):
        warlord(lambda s: ships(s, P0, B, dreadnoughts=1)).play(Move(("d0",), Hex(-2, 0)))


def test_moving_into_an_unprotected_planet_sector_claims_it() -> None:
    game = warlord(lambda s: (ships(s, P0, Hex(3, 0), fighters=1), place(s, A)))
    game.play(Move(("f0",), A))
    assert game.state.board[A].owner == P0


def test_moving_never_into_an_enemy_home_sector() -> None:
    game = warlord(lambda s: ships(s, P0, Hex(2, -2), fighters=1))
    with pytest.raises(IllegalActionError, match="enemy home sector"):
        game.play(Move(("f0",), home(game.state, P1)))


def test_moving_ships_stop_at_enemy_forces_and_combat_comes_before_the_turn_ends() -> None:
    game = warlord(lambda s: (ships(s, P0, Hex(3, 0), fighters=2), place(s, A, owner=P1)))
    game.play(Move(("f0",), A))
    with pytest.raises(IllegalActionError, match="stopped at enemy forces"):
        game.play(Move(("f0",), B))
    with pytest.raises(IllegalActionError, match="combat must be resolved"):
        game.play(Done())
    game.play(Fight(A))
    assert game.state.battle is not None and game.state.battle.defender == P1


def test_firing_hit_numbers_and_ending_combat_claim_and_victory_point() -> None:
    game = warlord(lambda s: (ships(s, P0, Hex(3, 0), fighters=2), place(s, A, owner=P1)))
    state = game.state
    game.play(Move(("f0", "f1"), A))
    fix_dice(state, [3, 4, 4, 1, 1, 5])  # Empire 3,4: one hit; the last fighter's 4 misses; Empire 1,1; fighter 5 hits
    game.play(Fight(A))
    assert len(state.ships_at(A, P0)) == 1 and state.battle is not None and state.battle.step == "decide"
    game.play(Continue())
    assert state.battle is None and state.board[A].owner == P0
    assert state.players[P0].vp == 1 and state.players[P1].tokens == 10


def test_removing_casualties_an_empire_is_hit_only_after_the_defending_ships() -> None:
    def position(state: GameState) -> None:
        ships(state, P0, Hex(3, 0), dreadnoughts=1)
        place(state, A, owner=P1)
        ships(state, P1, A, fighters=1, cruisers=1)

    game = warlord(position)
    game.play(Move(("d0",), A))
    fix_dice(game.state, [6, 1, 1])
    game.play(Fight(A))
    with pytest.raises(IllegalActionError, match="every defending ship"):
        game.play(Assign(empire=1))
    game.play(Assign(fighters=1))
    assert [s.kind.value for s in game.state.ships_at(A, P1)] == ["cruiser"]


def test_removing_casualties_dreadnoughts_flip_and_repair_starbases_flip_for_good() -> None:
    def position(state: GameState) -> None:
        ships(state, P0, Hex(3, 0), dreadnoughts=1)
        place(state, A, owner=P1, starbase=True)

    game = warlord(position)
    state = game.state
    game.play(Move(("d0",), A))
    # phase 1: dreadnought 6,1,1 flips the Starbase; phase 2: the Empire rolls 5,1 and flips the dreadnought
    fix_dice(state, [6, 1, 1, 5, 1])
    game.play(Fight(A))
    assert state.board[A].starbase is False and state.ship(P0, "d0").damaged  # type: ignore[union-attr]
    fix_dice(state, [6, 1, 1])
    game.play(Continue())
    assert state.board[A].owner == P0 and not state.ship(P0, "d0").damaged  # type: ignore[union-attr]


def test_ending_combat_nothing_is_won_when_both_sides_are_destroyed() -> None:
    def position(state: GameState) -> None:
        ships(state, P0, Hex(3, 0), fighters=1)
        ships(state, P1, A, fighters=1)

    game = warlord(position)
    state = game.state
    state.board[A] = Sector(next(t for t in state.stack if state.components.tile(t).planets))
    state.stack.remove(state.board[A].tile)
    game.play(Move(("f0",), A))
    fix_dice(state, [6, 6])
    game.play(Fight(A))
    assert state.battle is None and not state.ships_at(A) and state.board[A].owner is None and state.players[P0].vp == 0


def test_firing_the_attacker_may_retreat_to_his_previous_sector() -> None:
    game = warlord(lambda s: (ships(s, P0, Hex(3, 0), fighters=1), ships(s, P1, A, cruisers=1)))
    game.play(Move(("f0",), A))
    fix_dice(game.state, [1, 1, 1])
    game.play(Fight(A))
    game.play(Continue(retreat=True))
    assert game.state.ship(P0, "f0").at == Hex(3, 0) and game.state.battle is None  # type: ignore[union-attr]


def _black_hole_at(state: GameState, at: Hex) -> None:
    hole = next(t for t in state.stack if state.components.tile(t).kind is TileKind.BLACK_HOLE)
    state.stack.remove(hole)
    state.board[at] = Sector(hole)


def test_the_black_hole_ships_warp_but_not_to_a_home_or_sun_sector() -> None:
    def position(state: GameState) -> None:
        _black_hole_at(state, B)
        for ship in ships(state, P0, B, fighters=2):
            ship.warp_ready = True

    game = warlord(position)
    with pytest.raises(IllegalActionError, match="except Home or Sun"):
        game.play(Warp(home(game.state, P1)))
    game.play(Warp(Hex(-2, 1)))
    assert [s.at for s in game.state.ships_at(Hex(-2, 1), P0)] == [Hex(-2, 1)] * 2
    with pytest.raises(IllegalActionError, match="warped"):
        game.play(Move(("f0",), Hex(-2, 2)))


def test_the_black_hole_warping_into_combat_a_free_attack_and_no_retreat() -> None:
    def position(state: GameState) -> None:
        _black_hole_at(state, B)
        for ship in ships(state, P0, B, cruisers=1):
            ship.warp_ready = True
        ships(state, P1, C, cruisers=2)

    game = warlord(position)
    state = game.state
    fix_dice(state, [6, 1])  # the free attack: 6,1 and P1 does not fire; then the battle goes on to its end
    game.play(Warp(C))
    phases = [e.text for e in state.log if e.text.startswith("phase 2 at 2,-1")]
    assert phases[0] == "phase 2 at 2,-1: p0:6, p0:1" and "p1:" in phases[1]
    assert state.battle is None  # never asked to continue or retreat
    assert "retreats" not in " ".join(e.text for e in state.log)


def test_warlord_special_ability_an_extra_die_for_one_attacking_ship() -> None:
    def position(state: GameState) -> None:
        clear_ships(state)
        ships(state, P0, Hex(3, 0), fighters=1)
        place(state, A, owner=P1)

    game = in_role(Role.WARLORD, chooser=P0, prepare=position)
    game.play(Move(("f0",), A))
    game.play(Fight(A))
    assert game.state.battle is not None and game.state.battle.step == "extra" and game.to_act == P0
    with pytest.raises(IllegalActionError, match="no dreadnought in this battle"):
        game.play(ExtraDie(ShipKind.DREADNOUGHT))
    fix_dice(game.state, [1, 1, 1, 6])  # the Empire misses twice; the fighter rolls two dice
    game.play(ExtraDie(ShipKind.FIGHTER))
    assert "phase 3 at 2,0: p0:1, p0:6" in [e.text for e in game.state.log]
    assert game.state.board[A].owner == P0
