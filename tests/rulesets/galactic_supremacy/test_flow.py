"""SETUP, TURN SEQUENCE, PRODUCTION PHASE, OBJECT and the OPTIONAL ADVANCED SETUP RULE."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_supremacy.actions import Done, PickTech
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.economy import hand_size, production
from ge_desktop.rulesets.galactic_supremacy.flow import eliminate, new_state
from ge_desktop.rulesets.galactic_supremacy.rules import IllegalActionError, check, play
from ge_desktop.rulesets.galactic_supremacy.state import Phase, PickChoice, Setup

from .builders import game, give, home, put


@pytest.mark.parametrize("players", [2, 3, 6])
def test_setup_homeworld_in_play_two_cards_level_one_everywhere(players: int) -> None:
    state = new_state(Setup(players), 7)
    for p in state.players:
        assert state.units[p.homeworld].kind is CardKind.HOMEWORLD and state.units[p.homeworld].controller == p.seat
        assert set(p.techs.values()) == {1} and len(p.techs) == 9
    first = state.active
    assert state.phase is Phase.DRAW and len(state.players[first].hand) == 3  # 2 dealt + the turn's draw
    assert all(len(p.hand) == 2 for p in state.players if p.seat != first)
    assert len(state.deck) == 50 - 2 * players - 1


@pytest.mark.parametrize("players", [1, 7])
def test_setup_two_to_six_players_only(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_state(Setup(players), 1)


def test_setup_high_roll_goes_first_and_order_follows_the_seats() -> None:
    state = new_state(Setup(4), 3)
    rolls = state.log[0].text
    assert rolls.startswith("turn order rolls")
    first = state.turn_order[0]
    assert state.turn_order == [Seat((first + k) % 4) for k in range(4)]
    assert state.active == first


def test_setup_one_deck_each_gives_every_player_fifty_cards() -> None:
    state = new_state(Setup(3, individual_decks=True), 2)
    assert len(state.cards) == 3 * 50 + 3
    for p in state.players:
        assert all(state.owners[c] == p.seat for c in p.deck + p.hand)
        assert len(p.deck) + len(p.hand) == 50
    assert state.deck == []


def test_turn_sequence_runs_the_seven_phases_in_order() -> None:
    state = new_state(Setup(2), 5)
    seen = [state.phase]
    first = state.active
    while state.active == first:
        play(state, Done())
        seen.append(state.phase)
    assert seen[:6] == [Phase.DRAW, Phase.COMMAND, Phase.BUILD, Phase.ATTACK, Phase.MOVE, Phase.RESEARCH]
    assert state.phase is Phase.DRAW and state.active != first  # the Production Phase ran by itself
    assert any("production phase" in e.text for e in state.log)


def test_production_phase_homeworld_five_sector_one_leader_two() -> None:
    state = game()
    assert production(state, Seat(0)) == 5
    sector = put(state, 0, CardKind.SECTOR)
    assert production(state, Seat(0)) == 6
    put(state, 0, CardKind.LEADER, onto=sector)
    assert production(state, Seat(0)) == 8
    put(state, 0, CardKind.LEADER, onto=home(state, 0))
    assert production(state, Seat(0)) == 10


def test_production_phase_technology_counts_the_lowest_of_terraforming_industry_energy() -> None:
    # the rules' example: Terraforming 3, Industry 5, Energy 4 -> +2 per world, hand size 7
    state = game()
    put(state, 0, CardKind.SECTOR)
    techs = state.players[0].techs
    techs[Tech.TERRAFORMING], techs[Tech.INDUSTRY], techs[Tech.ENERGY] = 3, 5, 4
    assert production(state, Seat(0)) == 5 + 1 + 2 * 2
    assert hand_size(state, Seat(0)) == 7
    techs[Tech.TERRAFORMING] = 1
    assert production(state, Seat(0)) == 6 and hand_size(state, Seat(0)) == 5


def test_production_phase_credits_are_saved_from_turn_to_turn() -> None:
    state = new_state(Setup(2), 5)
    seat = state.active
    state.players[seat].credits = 7
    play(state, Done())  # end the Draw Phase: production follows
    assert state.players[seat].credits == 12 and state.phase is Phase.COMMAND


def test_object_last_homeworld_standing_wins_by_conquest() -> None:
    state = game(3)
    give(state, 1, CardKind.FLEET)
    eliminate(state, Seat(1))
    assert state.outcome is None and state.players[1].eliminated and not state.players[1].hand
    eliminate(state, Seat(2))
    assert state.outcome is not None and state.outcome.winner == 0 and state.outcome.reason == "conquest"


def test_optional_advanced_setup_five_advances_each() -> None:
    for seed in range(1, 30):
        state = new_state(Setup(2, advanced=True), seed)
        if state.phase is Phase.DRAW:  # no 10 rolled: all ten advances applied
            assert all(sum(p.techs.values()) == 9 + 5 for p in state.players)
            return
    raise AssertionError("no seed without a pick")


def test_optional_advanced_setup_a_ten_is_picked_before_the_first_turn() -> None:
    for seed in range(1, 60):
        state = new_state(Setup(2, advanced=True), seed)
        if state.choices:
            break
    choice = state.choices[0]
    assert isinstance(choice, PickChoice) and state.phase is Phase.SETUP
    assert check(state, Done()) is not None
    before = state.players[choice.seat].techs[Tech.ENERGY]
    play(state, PickTech(Tech.ENERGY))
    assert state.players[choice.seat].techs[Tech.ENERGY] == before + 1
    while state.choices:
        play(state, PickTech(Tech.JUMP_SPEED))
    assert state.phase is Phase.DRAW
    assert all(sum(p.techs.values()) == 9 + 5 for p in state.players)


def test_an_action_the_game_does_not_wait_for_is_refused_with_a_reason() -> None:
    state = game()
    assert check(state, Done()) is None
    assert "not possible now" in (check(state, PickTech(Tech.ENERGY)) or "")
    with pytest.raises(IllegalActionError, match="pick energy"):
        play(state, PickTech(Tech.ENERGY))
