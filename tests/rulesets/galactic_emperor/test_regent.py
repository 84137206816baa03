"""Regent: Gain Influence, Exert Influence, Resolve Conflicts, Claim Sectors, Claim the Throne, Victory Count."""

from __future__ import annotations

import pytest

from ge_desktop.engine import IllegalActionError
from ge_desktop.rulesets.galactic_emperor.actions import BuyInfluence, Done, Influence
from ge_desktop.rulesets.galactic_emperor.components import Role
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.state import GameState
from tests.rulesets.galactic_emperor.builders import P0, P1, P2, P3, clear_ships, home, in_role, place, ships

A, B = Hex(1, 0), Hex(-1, 0)


def test_gain_influence_two_tokens_and_one_extra_at_a_rising_price() -> None:
    game = in_role(Role.REGENT)
    state = game.state
    assert state.throne is None
    assert all((p.influence, p.tokens) == (2, 8) for p in state.players)
    game.play(BuyInfluence())
    with pytest.raises(IllegalActionError, match="only 1"):
        game.play(BuyInfluence())
    game.play(Done())
    game.play(BuyInfluence())
    assert [p.marks for p in state.players[:2]] == [3, 2]  # 2 marks, then 3


def _to_exert(game_role: object) -> None:
    game = game_role
    for _ in range(4):
        game.play(Done())  # type: ignore[attr-defined]


def test_exert_influence_the_chooser_goes_last_and_never_on_a_home_sector() -> None:
    game = in_role(Role.REGENT, prepare=lambda s: place(s, A))
    _to_exert(game)
    assert game.to_act == P1 and game.state.role is not None and game.state.role.order[-1] == P0
    with pytest.raises(IllegalActionError, match="home sector"):
        game.play(Influence(home(game.state, P2)))
    game.play(Influence(A))


def _resolve(game: object, plays: dict[int, list[Influence]]) -> None:
    g = game
    for seat in (P1, P2, P3, P0):
        assert g.to_act == seat  # type: ignore[attr-defined]
        for action in plays.get(seat, []):
            g.play(action)  # type: ignore[attr-defined]
        if g.to_act == seat:  # type: ignore[attr-defined]
            g.play(Done())  # type: ignore[attr-defined]


def test_resolve_conflicts_influence_is_removed_evenly_and_a_tie_leaves_it_empty() -> None:
    game = in_role(Role.REGENT, prepare=lambda s: (place(s, A), place(s, B)))
    _to_exert(game)
    _resolve(game, {P1: [Influence(A), Influence(A)], P2: [Influence(A)], P3: [Influence(B)], P0: [Influence(B)]})
    state = game.state
    assert state.board[A].owner == P1 and not state.board[A].starbase  # 2 against 1: one left, an Empire
    assert state.board[B].owner is None  # 1 against 1
    assert state.players[P2].tokens == 10 and state.players[P1].tokens == 9  # every other token went back


def test_claim_sectors_an_enemy_starbase_downgrades_and_two_left_is_a_starbase() -> None:
    def position(state: GameState) -> None:
        place(state, A, owner=P2, starbase=True)
        place(state, B, owner=P3)

    game = in_role(Role.REGENT, prepare=position)
    _to_exert(game)
    _resolve(game, {P1: [Influence(A)], P3: [Influence(B)]})
    state = game.state
    assert state.board[A].owner == P2 and not state.board[A].starbase
    assert state.board[B].owner == P3 and state.board[B].starbase


def test_claim_sectors_ships_of_a_lost_sector_go_to_the_nearest_starbase() -> None:
    def position(state: GameState) -> None:
        clear_ships(state)
        place(state, Hex(2, 0), owner=P2)
        ships(state, P2, Hex(2, 0), fighters=1)

    game = in_role(Role.REGENT, prepare=position)
    _to_exert(game)
    _resolve(game, {P1: [Influence(Hex(2, 0)), Influence(Hex(2, 0))]})
    state = game.state
    assert state.board[Hex(2, 0)].owner == P1
    assert state.ship(P2, "f0").at == home(state, P2)  # type: ignore[union-attr]


def test_claim_the_throne_influence_wins_it_else_the_regent_takes_it() -> None:
    game = in_role(Role.REGENT, chooser=P0)
    _to_exert(game)
    _resolve(game, {P2: [Influence(None)]})
    assert game.state.throne == P2 and game.state.players[P2].tokens == 10
    game = in_role(Role.REGENT, chooser=P0)
    _to_exert(game)
    _resolve(game, {P1: [Influence(None)], P2: [Influence(None)]})
    assert game.state.throne == P0


def test_victory_count_one_vp_per_controlled_planet() -> None:
    game = in_role(Role.REGENT, prepare=lambda s: place(s, A, planets=2, owner=P1))
    _to_exert(game)
    _resolve(game, {})
    state = game.state
    assert [p.vp for p in state.players] == [1, 3, 1, 1]
    assert state.pool_vp == 130 - 6


def test_end_of_the_round_the_direction_marker_passes_to_the_new_throne_holder() -> None:
    game = in_role(Role.REGENT, chooser=P0)
    _to_exert(game)
    _resolve(game, {P2: [Influence(None)]})
    while game.state.phase.value != "direction":
        legal = game.legal_actions()
        game.play(next((a for a in legal if isinstance(a, Done)), legal[0]))
    assert game.state.throne == P2 and game.to_act == P2
