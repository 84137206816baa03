"""Explorer and The Black Hole."""

from __future__ import annotations

import pytest

from ge_desktop.engine import IllegalActionError
from ge_desktop.rulesets.galactic_emperor.actions import Explore
from ge_desktop.rulesets.galactic_emperor.components import Role, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex
from ge_desktop.rulesets.galactic_emperor.legal import empty_spaces
from ge_desktop.rulesets.galactic_emperor.state import GameState, Phase
from tests.rulesets.galactic_emperor.builders import P0, P1, in_role, ships


def _planet_first(state: GameState) -> None:
    """Put a planet tile first in the turned-up row (and no Black Hole in it)."""
    state.faceup.sort(key=lambda t: -state.components.tile(t).planets)


def test_explorer_each_player_places_a_turned_up_tile_on_an_empty_space() -> None:
    game = in_role(Role.EXPLORER, prepare=_planet_first)
    tile = game.state.faceup[0]
    game.play(Explore(tile, Hex(1, 0)))
    assert game.state.board[Hex(1, 0)].tile == tile and game.to_act == P1
    with pytest.raises(IllegalActionError, match="empty space"):
        game.play(Explore(game.state.faceup[0], Hex(1, 0)))


def test_explorer_special_ability_the_chooser_claims_his_sector_the_others_do_not() -> None:
    game = in_role(Role.EXPLORER, prepare=_planet_first)
    state = game.state
    tokens = state.players[P0].tokens
    game.play(Explore(state.faceup[0], Hex(1, 0)))
    assert state.board[Hex(1, 0)].owner == P0 and state.players[P0].tokens == tokens - 1
    state.faceup.sort(key=lambda t: -state.components.tile(t).planets)
    game.play(Explore(state.faceup[0], Hex(-1, 0)))
    assert state.board[Hex(-1, 0)].owner is None


def test_explorer_special_ability_no_claim_under_enemy_ships() -> None:
    game = in_role(Role.EXPLORER, prepare=lambda s: (_planet_first(s), ships(s, P1, Hex(1, 0), fighters=1)))
    game.play(Explore(game.state.faceup[0], Hex(1, 0)))
    assert game.state.board[Hex(1, 0)].owner is None


def _no_black_hole(state: GameState) -> None:
    hole = next(t for t in state.components.tiles.values() if t.kind is TileKind.BLACK_HOLE).id
    if hole in state.faceup:
        state.faceup.remove(hole)
        state.faceup.append(state.stack.pop())


def test_explorer_the_chooser_places_the_leftovers_then_tiles_are_turned_up() -> None:
    game = in_role(Role.EXPLORER, prepare=_no_black_hole)
    state = game.state
    for _ in range(4):
        game.play(Explore(state.faceup[0], empty_spaces(state)[1]))
    role = state.role
    assert role is not None and role.leftovers and game.to_act == P0 and len(state.faceup) == 1
    game.play(Explore(state.faceup[0], empty_spaces(state)[1]))
    assert state.role is None and state.phase is Phase.CHOOSE_ROLE and len(state.faceup) == 5


def test_the_black_hole_swaps_with_the_omega_sun_and_removes_the_scientist() -> None:
    def hole_up(state: GameState) -> None:
        hole = next(t for t in state.stack if state.components.tile(t).kind is TileKind.BLACK_HOLE)
        state.stack.remove(hole)
        state.faceup.insert(0, hole)

    game = in_role(Role.EXPLORER, prepare=hole_up)
    hole = game.state.faceup[0]
    with pytest.raises(IllegalActionError, match="Omega Sun"):
        game.play(Explore(hole, Hex(1, 0)))
    game.play(Explore(hole, CENTER))
    state = game.state
    assert state.components.tile(state.board[CENTER].tile).kind is TileKind.BLACK_HOLE
    assert state.scientist_removed and Role.SCIENTIST not in state.roles_pool


def test_explorer_flips_to_a_second_warlord_when_every_tile_is_on_the_board() -> None:
    def last_tiles(state: GameState) -> None:
        _no_black_hole(state)
        state.stack.clear()
        del state.faceup[2:]

    game = in_role(Role.EXPLORER, prepare=last_tiles)
    state = game.state
    game.play(Explore(state.faceup[0], Hex(1, 0)))
    game.play(Explore(state.faceup[0], Hex(-1, 0)))
    assert state.explorer_flipped
    for _ in range(3):  # finish the round with roles that need no action
        game.play(next(a for a in game.legal_actions() if a.notation() in ("role scientist", "role merchant", "role steward")))
        while state.role is not None:
            game.play(game.legal_actions()[-1] if state.role.dice_pending is False else game.legal_actions()[0])
    assert Role.WARLORD_2 in state.roles_pool and Role.EXPLORER not in state.roles_pool
