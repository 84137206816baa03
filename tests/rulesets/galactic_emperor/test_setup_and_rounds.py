"""Setup, Game Rounds and End of the Round."""

from __future__ import annotations

import pytest

from ge_desktop.engine import IllegalActionError
from ge_desktop.engine.errors import GameSetupError
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_emperor.actions import ChooseRole, Done, SetDirection
from ge_desktop.rulesets.galactic_emperor.components import Role, ShipKind, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import Phase, Setup
from tests.rulesets.galactic_emperor.builders import P0, P1, P2, P3, home, new_game


@pytest.mark.parametrize(("players", "tokens", "pool"), [(3, 11, 115), (4, 10, 130), (5, 9, 145), (6, 8, 160)])
def test_setup_tokens_and_victory_points_by_player_count(players: int, tokens: int, pool: int) -> None:
    state = Game.new(Setup(players, 3), ruleset=GALACTIC_EMPEROR).state
    assert all(p.tokens == tokens for p in state.players)
    assert state.pool_vp == pool
    assert all((p.marks, p.metal, p.energy) == (5, 1, 1) for p in state.players)
    assert len(state.faceup) == players + 1
    assert state.components.tile(state.board[CENTER].tile).kind is TileKind.OMEGA_SUN
    assert sum(1 for s in state.board.values() if s.home_of is not None) == players


def test_setup_refuses_two_and_seven_players() -> None:
    for players in (2, 7):
        with pytest.raises(GameSetupError, match="3 to 6 players"):
            Game.new(Setup(players), ruleset=GALACTIC_EMPEROR)


def test_setup_stacks_plain_on_the_black_hole_on_the_atomic_tiles() -> None:
    state = Game.new(Setup(4, 9), ruleset=GALACTIC_EMPEROR).state
    backs = [state.components.tile(t) for t in state.stack]  # bottom first
    hole = next(i for i, t in enumerate(backs) if t.kind is TileKind.BLACK_HOLE)
    assert all(t.back.value == "atomic" for t in backs[:hole])
    assert all(t.back.value == "plain" for t in backs[hole + 1 :])
    assert sum(1 for t in backs[:hole] if t.kind is TileKind.HOME) == 2  # the unused home sectors


def test_setup_puts_a_fighter_on_each_home_sector() -> None:
    state = new_game().state
    for seat in (P0, P1, P2, P3):
        assert [s.kind for s in state.ships_at(home(state, seat))] == [ShipKind.FIGHTER]


def test_game_rounds_the_throne_holder_points_the_direction_then_chooses() -> None:
    game = new_game(throne=P2)
    assert game.to_act == P2
    with pytest.raises(IllegalActionError, match="Game Rounds"):
        game.play(ChooseRole(Role.WARLORD))
    game.play(SetDirection(False))
    assert game.state.choosers == [P2, P1, P0, P3]
    game.play(ChooseRole(Role.SCIENTIST))
    assert game.state.role is not None and game.state.role.order == [P2, P1, P0, P3]


def test_game_rounds_a_chosen_role_leaves_the_pool_until_the_round_ends() -> None:
    game = new_game()
    game.play(SetDirection(True))
    game.play(ChooseRole(Role.SCIENTIST))
    for _ in range(4):
        game.play(Done())
    assert game.to_act == P1 and game.state.phase is Phase.CHOOSE_ROLE
    with pytest.raises(IllegalActionError, match="not in the roles pool"):
        game.play(ChooseRole(Role.SCIENTIST))


def test_end_of_the_round_marks_a_tile_and_the_roles_return() -> None:
    game = new_game()
    game.play(SetDirection(True))
    faceup = len(game.state.faceup)
    marks = [p.marks for p in game.state.players]
    for role in (Role.SCIENTIST, Role.ENGINEER, Role.STEWARD, Role.SCIENTIST):
        if role not in game.state.roles_pool:
            role = Role.MERCHANT if Role.MERCHANT in game.state.roles_pool else game.state.roles_pool[-1]
        game.play(ChooseRole(role))
        while game.state.phase is not Phase.CHOOSE_ROLE and game.state.phase is not Phase.DIRECTION:
            legal = game.legal_actions()
            game.play(next((a for a in legal if isinstance(a, Done)), legal[0]))
    state = game.state
    assert state.phase is Phase.DIRECTION and state.round_number == 2
    assert len(state.faceup) == faceup + 1  # the Explorer was not chosen
    assert len(state.roles_pool) == 7 and not state.roles_chosen
    assert all(p.marks >= m + 2 for p, m in zip(state.players, marks, strict=True))
