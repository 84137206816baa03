"""COMMAND PHASE and COMMAND CARD USES, with Counter Espionage played out of turn."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_supremacy.actions import Attack, Commit, Done, Launch, Pass, UseCommand
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, CommandUse, Seat
from ge_desktop.rulesets.galactic_supremacy.rules import check, play
from ge_desktop.rulesets.galactic_supremacy.state import Phase

from .builders import game, give, home, put, rig

U = CommandUse


def use(state, card, what, seat=None, target=None, passes: int = 1) -> None:
    play(state, UseCommand(card, what, None if seat is None else Seat(seat), target))
    for _ in range(passes):
        play(state, Pass())


def test_command_phase_card_is_discarded_when_used() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    rig(state, 5)
    use(state, card, U.EXCEED_QUOTAS)
    assert card in state.discard and card not in state.players[0].hand


def test_command_phase_uses_only_in_the_command_phase() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    state.phase = Phase.BUILD
    assert "not possible now" in (check(state, UseCommand(card, U.EXCEED_QUOTAS)) or "")


def test_command_phase_only_command_cards() -> None:
    state = game()
    card = give(state, 0, CardKind.RESEARCH)
    assert check(state, UseCommand(card, U.EXCEED_QUOTAS)) is not None


def test_misinformation_opponent_discards_one_random_card() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    theirs = [give(state, 1, CardKind.FLEET), give(state, 1, CardKind.SECTOR)]
    assert check(state, UseCommand(card, U.MISINFORMATION)) is not None  # names an opponent
    use(state, card, U.MISINFORMATION, 1)
    assert len(state.players[1].hand) == 1 and state.discard[-1] in theirs


def test_spy_shows_the_opponents_hand_to_its_player() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    theirs = give(state, 1, CardKind.LEADER)
    use(state, card, U.SPY, 1)
    peek = state.players[0].peeks[-1]
    assert peek.use is U.SPY and peek.about == 1 and peek.cards == (theirs,)
    assert state.log[-1].for_viewer(Seat(1)) == "p0 looks at p1's hand"


def test_spy_names_an_opponent_not_yourself() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    assert check(state, UseCommand(card, U.SPY, Seat(0))) is not None


def test_strategic_planning_shows_the_next_d10_cards() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    rig(state, 4)
    use(state, card, U.STRATEGIC_PLANNING)
    assert state.players[0].peeks[-1].cards == tuple(reversed(state.deck[-4:]))


def test_exceed_quotas_gains_d10_minus_two() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    rig(state, 9)
    use(state, card, U.EXCEED_QUOTAS)
    assert state.players[0].credits == 7


def test_exceed_quotas_a_one_gains_nothing() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    rig(state, 1)
    use(state, card, U.EXCEED_QUOTAS)
    assert state.players[0].credits == 0


def test_industrial_sabotage_opponent_loses_d10_minus_two_not_below_zero() -> None:
    state = game()
    first, second = give(state, 0, CardKind.COMMAND), give(state, 0, CardKind.COMMAND)
    state.players[1].credits = 10
    rig(state, 6)
    use(state, first, U.INDUSTRIAL_SABOTAGE, 1)
    assert state.players[1].credits == 6
    rig(state, 10)
    use(state, second, U.INDUSTRIAL_SABOTAGE, 1)
    assert state.players[1].credits == 0


@pytest.mark.parametrize("roll, stolen", [(6, True), (7, False)])
def test_steal_secrets_on_one_to_six(roll: int, stolen: bool) -> None:
    state = game(3)
    card = give(state, 0, CardKind.COMMAND)
    theirs = give(state, 1, CardKind.FLEET)
    rig(state, roll)
    use(state, card, U.STEAL_SECRETS, 1, passes=2)
    assert (theirs in state.players[0].hand) is stolen
    line = state.log[-1]
    if stolen:
        assert line.for_viewer(Seat(2)) == "p0 steals a card from p1" and "#" in (line.for_viewer(Seat(1)) or "")


@pytest.mark.parametrize("roll, back", [(3, True), (4, False)])
def test_military_sabotage_target_fleet_back_to_hand_on_one_to_three(roll: int, back: bool) -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    fleet = put(state, 1, CardKind.FLEET, home(state, 1))
    leader = put(state, 1, CardKind.LEADER, fleet)
    assert check(state, UseCommand(card, U.MILITARY_SABOTAGE, None, home(state, 1))) is not None  # a fleet only
    rig(state, roll)
    use(state, card, U.MILITARY_SABOTAGE, target=fleet)
    assert (fleet in state.players[1].hand) is back and (leader in state.players[1].hand) is back
    assert (fleet in state.units) is not back


@pytest.mark.parametrize("roll, killed", [(1, True), (4, False)])
def test_assassination_kills_target_leader_on_one_to_three(roll: int, killed: bool) -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    leader = put(state, 1, CardKind.LEADER, home(state, 1))
    rig(state, roll)
    use(state, card, U.ASSASSINATION, target=leader)
    assert (leader in state.discard) is killed and (leader in state.units) is not killed


def test_assassination_not_of_your_own_leader() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    mine = put(state, 0, CardKind.LEADER, home(state, 0))
    assert check(state, UseCommand(card, U.ASSASSINATION, None, mine)) is not None


def test_strategic_initiative_a_second_attack_phase() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    use(state, card, U.STRATEGIC_INITIATIVE)
    play(state, Done())  # command -> build
    play(state, Done())  # build -> attack
    play(state, Done())  # the first attack phase ends: the second begins
    assert state.phase is Phase.ATTACK and state.turn.second_attack_taken
    play(state, Done())
    assert state.phase is Phase.MOVE


def test_strategic_initiative_once_a_turn() -> None:
    state = game()
    first, second = give(state, 0, CardKind.COMMAND), give(state, 0, CardKind.COMMAND)
    use(state, first, U.STRATEGIC_INITIATIVE)
    assert check(state, UseCommand(second, U.STRATEGIC_INITIATIVE)) is not None


def _attack_on(state, sector):
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    state.phase = Phase.ATTACK
    play(state, Attack(sector))
    play(state, Commit(fleet))
    play(state, Launch())
    return fleet


def test_tactical_superiority_one_extra_die_for_a_unit_in_the_combat() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    fleet = _attack_on(state, home(state, 1))
    assert check(state, UseCommand(card, U.TACTICAL_SUPERIORITY, None, home(state, 1))) is not None  # not the enemy's
    use(state, card, U.TACTICAL_SUPERIORITY, target=fleet)
    assert state.turn.bonus == {fleet: 1}


def test_peace_talks_the_attacker_may_not_attack_you_this_turn() -> None:
    state = game()
    card = give(state, 1, CardKind.COMMAND)
    fleet = _attack_on(state, home(state, 1))
    play(state, Done())  # no tactics: the defender answers
    use(state, card, U.PEACE_TALKS)
    assert state.attack is None and fleet in state.units
    assert "Peace Talks" in (check(state, Attack(home(state, 1))) or "")


def test_peace_talks_not_in_the_command_phase() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    assert check(state, UseCommand(card, U.PEACE_TALKS)) is not None


def test_counter_espionage_negates_a_use_on_one_to_eight() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    counter = give(state, 1, CardKind.COMMAND)
    state.players[1].credits = 10
    play(state, UseCommand(card, U.INDUSTRIAL_SABOTAGE, Seat(1)))
    assert state.to_act() == 1  # asked out of turn
    play(state, UseCommand(counter, U.COUNTER_ESPIONAGE))
    rig(state, 8)
    play(state, Pass())  # p0 does not counter the counter
    assert state.players[1].credits == 10 and not state.stack and state.to_act() == 0
    assert counter in state.discard and card in state.discard


def test_counter_espionage_fails_on_nine_or_ten() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    counter = give(state, 1, CardKind.COMMAND)
    state.players[1].credits = 10
    play(state, UseCommand(card, U.INDUSTRIAL_SABOTAGE, Seat(1)))
    play(state, UseCommand(counter, U.COUNTER_ESPIONAGE))
    rig(state, 9, 10)  # the counter fails; then the sabotage takes 8
    play(state, Pass())
    assert state.players[1].credits == 2


def test_counter_espionage_can_be_countered() -> None:
    state = game()
    card, recounter = give(state, 0, CardKind.COMMAND), give(state, 0, CardKind.COMMAND)
    counter = give(state, 1, CardKind.COMMAND)
    play(state, UseCommand(card, U.EXCEED_QUOTAS))
    play(state, UseCommand(counter, U.COUNTER_ESPIONAGE))
    play(state, UseCommand(recounter, U.COUNTER_ESPIONAGE))
    rig(state, 1, 10)  # p0's counter negates p1's; the quotas gain 8
    play(state, Pass())
    assert state.players[0].credits == 8


def test_counter_espionage_only_when_asked() -> None:
    state = game()
    card = give(state, 0, CardKind.COMMAND)
    assert check(state, UseCommand(card, U.COUNTER_ESPIONAGE)) is not None


def test_counter_espionage_every_other_player_is_asked_in_turn_order() -> None:
    state = game(4)
    card = give(state, 0, CardKind.COMMAND)
    play(state, UseCommand(card, U.STRATEGIC_INITIATIVE))
    asked = []
    while state.asked:
        asked.append(state.to_act())
        play(state, Pass())
    assert asked == [1, 2, 3] and state.turn.second_attack
