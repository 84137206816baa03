"""ATTACK PHASE: declaring, Jump Speed, withdrawing, combined combat rolls, conquest."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Attack, Commit, Decline, Done, Keep, Launch, Pass, Reinforce, UseCommand, Withdraw
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, CommandUse, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.combat import destroyed
from ge_desktop.rulesets.galactic_supremacy.economy import combat_dice
from ge_desktop.rulesets.galactic_supremacy.rules import check, play
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, KeepChoice, Phase

from .builders import game, give, home, put, rig

C = CardId


def attack_phase(players: int = 2):
    state = game(players)
    state.phase = Phase.ATTACK
    return state


def launch(state, target, fleets) -> None:
    play(state, Attack(target))
    for fleet in fleets:
        play(state, Commit(fleet))
    play(state, Launch())
    play(state, Done())  # no tactics


def test_attack_phase_combined_rolls_the_rules_example() -> None:
    # 6 fleets attack a Homeworld rolling 30; the fleets roll 40 together:
    # one fleet is destroyed and the Homeworld is destroyed
    fleets = [5, 6, 7, 7, 7, 8]
    homeworld = (C(99), 30, True)
    assert destroyed(fleets, [homeworld]) == {C(99)}
    assert len(destroyed([30], [(C(k), r, False) for k, r in enumerate(fleets)])) == 1


def test_attack_phase_sectors_win_tied_combat_rolls() -> None:
    assert destroyed([12], [(C(1), 12, True)]) == set()
    assert destroyed([13], [(C(1), 12, True)]) == {C(1)}
    assert destroyed([6, 6], [(C(1), 12, True)]) == set()  # combined, a tie still fails
    assert destroyed([6], [(C(2), 6, False)]) == {C(2)}  # a fleet falls to an equal roll


def test_attack_phase_fleets_must_fall_before_the_sector() -> None:
    targets = [(C(1), 9, False), (C(2), 3, True)]
    assert destroyed([5], targets) == set()  # cannot reach the sector past a fleet it cannot beat
    assert destroyed([9, 4], targets) == {C(1), C(2)}  # the fleet and the sector in one round
    assert destroyed([9, 2], targets) == {C(1)}


def test_attack_phase_each_unit_destroys_one_unit() -> None:
    assert destroyed([10], [(C(1), 1, False), (C(2), 1, False)]) == {C(1)}


def test_attack_phase_dice_homeworld_five_advantages_and_leader() -> None:
    state = attack_phase()
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    assert combat_dice(state, home(state, 1), Seat(0)) == 5 and combat_dice(state, fleet, Seat(1)) == 1
    state.players[0].techs[Tech.FIREPOWER] = 2
    state.players[0].techs[Tech.RANGE] = 3
    state.players[0].techs[Tech.JUMP_SPEED] = 4  # not a combat technology
    state.players[1].techs[Tech.DEFENSES] = 2
    put(state, 0, CardKind.LEADER, fleet)
    assert combat_dice(state, fleet, Seat(1)) == 1 + 2 + 1
    assert combat_dice(state, home(state, 1), Seat(0)) == 5 + 1


def test_attack_phase_declare_with_fleets_then_the_defender_answers() -> None:
    state = attack_phase()
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    assert check(state, Attack(home(state, 0))) is not None  # not your own
    play(state, Attack(home(state, 1)))
    assert check(state, Launch()) is not None  # no fleet committed yet
    play(state, Commit(fleet))
    play(state, Launch())
    assert state.attack is not None and state.attack.step is AttackStep.TACTICS and state.to_act() == 0
    play(state, Done())
    assert state.to_act() == 1


def test_attack_phase_no_fleet_no_attack() -> None:
    state = attack_phase()
    assert "no fleet" in (check(state, Attack(home(state, 1))) or "")


def test_attack_phase_same_jump_speed_defends_only_with_fleets_present() -> None:
    state = attack_phase()
    attacker = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    away = put(state, 1, CardKind.FLEET, home(state, 1))
    launch(state, sector, [attacker])
    assert "Jump Speed" in (check(state, Reinforce(away)) or "")


def test_attack_phase_faster_defender_brings_his_fleets() -> None:
    state = attack_phase()
    attacker = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    away = put(state, 1, CardKind.FLEET, home(state, 1))
    state.players[1].techs[Tech.JUMP_SPEED] = 2
    launch(state, sector, [attacker])
    play(state, Reinforce(away))
    assert state.units[away].attached == sector


def test_attack_phase_defender_may_withdraw_a_fleet_to_another_sector() -> None:
    state = attack_phase()
    attacker = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    guard = put(state, 1, CardKind.FLEET, sector)
    launch(state, sector, [attacker])
    assert check(state, Withdraw(guard, sector)) is not None
    play(state, Withdraw(guard, home(state, 1)))
    assert state.units[guard].attached == home(state, 1)


def test_attack_phase_conquered_colony_may_go_to_the_attackers_hand() -> None:
    state = attack_phase()
    fleets = [put(state, 0, CardKind.FLEET, home(state, 0)) for _ in range(2)]
    sector = put(state, 1, CardKind.SECTOR)
    leader = put(state, 1, CardKind.LEADER, sector)
    launch(state, sector, fleets)
    rig(state, 9, 9, 1, 1)  # fleets 9 and 9, the sector 1+1 (its leader's die)
    play(state, Done())
    assert sector not in state.units and leader not in state.units and leader in state.discard
    assert state.choices == [KeepChoice(Seat(0), sector, conquest=True)]
    play(state, Keep())
    assert sector in state.players[0].hand


def test_attack_phase_conquered_colony_may_be_declined() -> None:
    state = attack_phase()
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    launch(state, sector, [fleet])
    rig(state, 9, 1)
    play(state, Done())
    play(state, Decline())
    assert sector in state.discard


def test_attack_phase_homeworld_destroyed_its_player_loses() -> None:
    state = attack_phase()
    fleets = [put(state, 0, CardKind.FLEET, home(state, 0)) for _ in range(3)]
    launch(state, home(state, 1), fleets)
    rig(state, 10, 10, 4, 1, 1, 1, 1, 1)  # fleets 10, 10, 4 against 5
    play(state, Done())
    assert home(state, 1) not in state.units and home(state, 1) not in state.discard
    assert state.outcome is not None and state.outcome.winner == 0 and state.phase is Phase.GAME_OVER
    assert sum(1 for f in fleets if f in state.units) == 2  # the homeworld destroyed one fleet


def test_attack_phase_each_fleet_attacks_once_per_attack_phase() -> None:
    state = attack_phase(3)
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    put(state, 1, CardKind.FLEET, sector)
    put(state, 1, CardKind.FLEET, sector)
    launch(state, sector, [fleet])
    play(state, Done())
    if fleet in state.units:
        assert check(state, Attack(home(state, 2))) is not None


def test_attack_phase_surprise_stops_a_faster_defender() -> None:
    state = attack_phase()
    attacker = put(state, 0, CardKind.FLEET, home(state, 0))
    card = give(state, 0, CardKind.COMMAND)
    sector = put(state, 1, CardKind.SECTOR)
    away = put(state, 1, CardKind.FLEET, home(state, 1))
    state.players[1].techs[Tech.JUMP_SPEED] = 2
    play(state, Attack(sector))
    play(state, Commit(attacker))
    play(state, Launch())
    play(state, UseCommand(card, CommandUse.SURPRISE))
    play(state, Pass())  # the defender does not counter
    play(state, Done())
    assert state.attack is not None and state.attack.surprise
    assert check(state, Reinforce(away)) is not None


def test_attack_phase_ambush_lets_a_slower_defender_bring_fleets() -> None:
    state = attack_phase()
    attacker = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    away = put(state, 1, CardKind.FLEET, home(state, 1))
    card = give(state, 1, CardKind.COMMAND)
    launch(state, sector, [attacker])
    play(state, UseCommand(card, CommandUse.AMBUSH))
    play(state, Pass())  # the attacker does not counter
    play(state, Reinforce(away))
    assert state.units[away].attached == sector


def test_attack_phase_a_declared_attack_is_launched_not_called_off() -> None:
    state = attack_phase()
    fleet = put(state, 0, CardKind.FLEET, home(state, 0))
    play(state, Attack(home(state, 1)))
    assert check(state, Done()) is not None
    play(state, Commit(fleet))
    assert check(state, Launch()) is None


def test_attack_phase_a_withdrawn_fleet_is_not_brought_back() -> None:
    state = attack_phase()
    attacker = put(state, 0, CardKind.FLEET, home(state, 0))
    sector = put(state, 1, CardKind.SECTOR)
    guard = put(state, 1, CardKind.FLEET, sector)
    state.players[1].techs[Tech.JUMP_SPEED] = 2
    launch(state, sector, [attacker])
    play(state, Withdraw(guard, home(state, 1)))
    assert "withdrawn" in (check(state, Reinforce(guard)) or "")
    other = put(state, 1, CardKind.FLEET, home(state, 1))
    play(state, Reinforce(other))
    assert "stays" in (check(state, Withdraw(other, home(state, 1))) or "")
