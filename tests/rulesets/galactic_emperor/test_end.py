"""Game End and Victory: the two end conditions, the final count, the bonuses and the tie-break."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.actions import Done, Move
from ge_desktop.rulesets.galactic_emperor.components import Role
from ge_desktop.rulesets.galactic_emperor.flow import finish_game
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import GameState, Phase
from tests.rulesets.galactic_emperor.builders import P0, P1, P2, P3, clear_ships, fix_dice, home, in_role, new_game, place, ships


def test_placing_the_last_empire_token_ends_the_game_after_the_role_with_a_final_count() -> None:
    def position(state: GameState) -> None:
        clear_ships(state)
        ships(state, P0, home(state, P0), fighters=1)
        place(state, Hex(2, 0))
        state.players[P0].tokens = 1

    game = in_role(Role.WARLORD, chooser=P3, prepare=position)
    game.play(Done())
    game.play(Move(("f0",), Hex(2, 0)))
    state = game.state
    assert state.ending == "last_token" and state.outcome is None  # every player finishes the role
    game.play(Done())
    game.play(Done())
    game.play(Done())
    assert state.phase is Phase.GAME_OVER and state.outcome is not None and state.outcome.reason == "last_token"
    assert state.players[P0].vp >= 2  # the final victory count: his home and the sector just claimed


def test_taking_the_last_victory_point_ends_the_game_without_a_second_count_after_regent() -> None:
    def position(state: GameState) -> None:
        state.pool_vp = 2
        state.players[P2].marks = 9  # the most marks: 2 VP

    game = in_role(Role.REGENT, prepare=position)
    for _ in range(8):
        game.play(Done())
    state = game.state
    assert state.outcome is not None and state.outcome.reason == "vp_pool"
    assert [p.vp for p in state.players] == [1, 1, 3, 1]  # one count only; VPs received though the pool ran out
    assert state.outcome.winner == P2 and state.pool_vp == 0


def test_full_storage_facilities_and_shared_most_marks() -> None:
    state = new_game().state
    state.players[P1].metal, state.players[P1].energy = 6, 3
    for p in state.players:
        p.marks = 4
    state.players[P0].marks = state.players[P3].marks = 7
    state.ending = "vp_pool"
    finish_game(state, Role.MERCHANT)
    assert [p.vp for p in state.players] == [1, 1, 0, 1]


def test_a_tie_is_fought_out_by_the_two_tied_players_with_the_most_sectors() -> None:
    state = new_game().state
    place(state, Hex(2, 0), owner=P1)
    place(state, Hex(-2, 0), owner=P2)
    for p in state.players:
        p.vp = 10
    fix_dice(state, [1, 6])  # p1's fighter misses, p2's hits
    state.ending = "vp_pool"
    state.players[P0].marks = state.players[P3].marks = 1  # the tied two share the marks bonus with nobody else
    for seat in (P1, P2):
        state.players[seat].marks = 8
    finish_game(state, Role.MERCHANT)
    assert state.outcome is not None and state.outcome.winner == P2
    assert state.outcome.tie_break is not None and "p2's fleet won" in state.outcome.tie_break


def test_a_tie_with_no_fleets_goes_to_more_sectors_or_is_shared() -> None:
    state = new_game().state
    clear_ships(state)
    for p in state.players:
        p.vp = 10
    state.ending = "vp_pool"
    finish_game(state, Role.MERCHANT)
    assert state.outcome is not None and state.outcome.winner is None and "shared" in str(state.outcome.tie_break)


def test_the_outcome_names_both_players_of_a_shared_victory_and_ranks_the_rest_by_victory_points() -> None:
    state = new_game().state
    clear_ships(state)
    for p in state.players:
        p.vp = 10
    state.players[P3].vp = 4
    state.ending = "vp_pool"
    finish_game(state, Role.MERCHANT)
    outcome = GALACTIC_EMPEROR.outcome(state)
    assert outcome is not None and outcome.winner is None and len(outcome.winners) == 2
    assert set(outcome.winners) <= {P0, P1, P2} and outcome.ranking[0] == outcome.winners
    assert outcome.ranking[1:] == (tuple(s for s in (P0, P1, P2) if s not in outcome.winners), (P3,))
    assert outcome.reason == "vp_pool" and "shared victory" in outcome.text and outcome.text.startswith("The last Victory Point")


def test_the_outcome_puts_the_tie_breaks_winner_first() -> None:
    state = new_game().state
    place(state, Hex(2, 0), owner=P1)
    place(state, Hex(-2, 0), owner=P2)
    for p in state.players:
        p.vp = 10
    fix_dice(state, [1, 6])
    state.ending = "vp_pool"
    finish_game(state, Role.MERCHANT)
    outcome = GALACTIC_EMPEROR.outcome(state)
    assert outcome is not None and outcome.winners == (P2,) and outcome.ranking[0] == (P2,)
    assert "p2's fleet won" in outcome.text and sorted(s for place in outcome.ranking for s in place) == [P0, P1, P2, P3]
