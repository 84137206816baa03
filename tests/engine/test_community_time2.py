"""Cards set aside out of play for a time (issue 38, h-time2; ``rules/set_aside.py``,
``resources/cards/community-time2.json``): each test plays the printing the decks hold in a real
game and checks where the cards go, that nothing in play sees them, that everyone sees them face
up, and when they come back; with the case the card's text limits."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_empires import DieKind, Phase, SetDie, Zone
from ge_desktop.rulesets.galactic_empires.rules.observe import observe
from ge_desktop.rulesets.galactic_empires.state import GameState
from tests.engine.builders import Table, card, guns, ship
from tests.engine.community_helpers import printed, settle

TIME_SKIP = "O1_-_Time_Skip_TG"
TIME_WARP = "H1_-_Time_Warp_BE"
TIME_GAP = "E7_-_Time_Gap_Generator_TG"
TIME_GATE = "O6_-_Time_Gate_TG"
STASIS_MINES = ("E6_-_Stasis_Mine_NE", "E6_-_Stasis_Mine_UE")
TARGET = ship(4, shields=0)
CREW = card("C", 1, "Aside Crew")


def _ready(table: Table, seat: int = 0) -> None:
    """Seat ``seat`` in its Play Cards A phase, past its first two turns."""
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)


def _in_play_ids(state: GameState) -> set[int]:
    return {c.id for c in state.in_play()}


def test_time_skip_sets_an_opponents_stack_aside_until_the_next_player_turn_begins() -> None:
    skip = printed(TIME_SKIP)
    table = Table([skip], [TARGET, CREW])
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    played = table.hand(skip, 0)
    _ready(table)
    table.act(f"play #{played}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and set(choice.cards) == {target, crew}  # an opponent's card or stack; none of its own
    table.act(f"choose #{target}")
    settle(table)
    aside = table.card(target)
    assert aside.zone is Zone.SET_ASIDE and table.card(crew).zone is Zone.SET_ASIDE and table.card(crew).parent == target  # the stack as it was
    assert table.player(1).set_aside == [target] and target not in table.player(1).roots
    assert not {target, crew} & _in_play_ids(table.state)  # treated as if it were not there
    assert table.card(played).zone is Zone.DISCARD  # discarded after use
    for viewer in (0, 1, None):  # seen face up by every player and a spectator
        seen = observe(table.state, viewer)
        assert seen.players[1].set_aside == (target,) and seen.cards[target].zone is Zone.SET_ASIDE
    table.fresh_turn(1)  # one player turn: it is back as the next one begins
    assert table.card(target).in_play and table.player(1).roots == [target] and table.card(crew).parent == target
    assert table.player(1).set_aside == []


def test_time_skip_on_a_card_on_a_stack_puts_it_back_on_that_stack() -> None:
    skip = printed(TIME_SKIP)
    table = Table([skip], [TARGET, CREW])
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    played = table.hand(skip, 0)
    _ready(table)
    table.act(f"play #{played}")
    settle(table)
    table.act(f"choose #{crew}")
    settle(table)
    assert table.card(crew).zone is Zone.SET_ASIDE and table.card(target).in_play and table.card(target).children == []
    table.fresh_turn(1)
    assert table.card(crew).in_play and table.card(crew).parent == target


def test_time_warp_lasts_until_its_players_next_turn_and_may_take_his_own_card() -> None:
    warp = printed(TIME_WARP)
    table = Table([warp, TARGET], [TARGET])
    own = table.put(TARGET, 0)
    enemy = table.put(TARGET, 1)
    played = table.hand(warp, 0)
    _ready(table)
    table.act(f"play #{played}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and {own, enemy} <= set(choice.cards)  # friendly or enemy
    table.act(f"choose #{own}")
    settle(table)
    assert table.card(own).zone is Zone.SET_ASIDE
    turn = table.player(0).turns_taken
    table.fresh_turn(1)  # the opponent's turn passes: still not there (1 turn = a complete turn)
    assert table.card(own).zone is Zone.SET_ASIDE
    table.fresh_turn(0)
    assert table.player(0).turns_taken == turn + 1 and table.card(own).in_play


def test_a_set_aside_ship_cannot_be_fired_at() -> None:
    warp = printed(TIME_WARP)
    gunner = ship(6, shields=0, weapons=guns(phasers=3))
    table = Table([warp, TARGET, TARGET], [gunner])
    own = table.put(TARGET, 0)
    other = table.put(TARGET, 0)
    gun = table.put(gunner, 1)
    played = table.hand(warp, 0)
    _ready(table)
    table.act(f"play #{played}")
    settle(table)
    table.act(f"choose #{own}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{other}") is None and gun in _in_play_ids(table.state)
    assert table.why(f"aim #{own}") is not None  # cannot be damaged: it is not there


def _volley_at(phasers: int) -> tuple[Table, int, int, int]:
    """p0: a ship with a crew and the Time Gap Generator in hand; p1 fires ``phasers`` Phasers at
    the ship (4 strength, no Shields), the volley waiting for answers."""
    gap = printed(TIME_GAP)
    gunner = ship(9, shields=0, weapons=guns(phasers=12))
    table = Table([TARGET, CREW, gap], [gunner])
    target = table.put(TARGET, 0)
    table.put(CREW, 0, on=target)
    gun = table.put(gunner, 1)
    played = table.hand(gap, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, target, played, gun


def test_time_gap_generator_takes_a_doomed_unit_out_of_play_for_the_opponents_turn_undamaged() -> None:
    table, target, played, _ = _volley_at(5)
    table.act(f"play #{played} on #{target}")
    settle(table)
    assert table.card(target).zone is Zone.SET_ASIDE and table.card(played).zone is Zone.DISCARD  # discarded after use
    assert all(table.card(c).zone is Zone.SET_ASIDE for c in table.card(target).children)  # its crew goes along
    table.fresh_turn(0)  # back to the fleet as the opponent's turn ends
    assert table.card(target).in_play and table.player(0).set_aside == []
    assert table.die(target, "structure") == 0  # undamaged by the volley that was about to destroy it


def test_time_gap_generator_only_on_a_unit_about_to_be_destroyed() -> None:
    table, target, played, _ = _volley_at(2)  # 2 damage: the 4-strength ship survives
    assert table.why(f"play #{played} on #{target}") is not None


@pytest.mark.parametrize("image", STASIS_MINES)
def test_stasis_mine_puts_an_opponents_ship_stack_out_of_play_for_one_complete_turn(image: str) -> None:
    mine_card = printed(image)
    carrier = ship(5, shields=0)
    table = Table([carrier, mine_card], [TARGET, CREW])
    home = table.put(carrier, 0)
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    _ready(table)
    mine = table.put(mine_card, 0, on=home)
    assert table.why(f"use #{mine} 1 at #{home}") is not None  # a target opponent's ship
    table.act(f"use #{mine} 1 at #{target}")
    settle(table)
    assert table.card(target).zone is Zone.SET_ASIDE and table.card(crew).zone is Zone.SET_ASIDE
    assert table.card(mine).zone is Zone.DISCARD  # discarded after use
    table.fresh_turn(1)  # the opponent's whole turn without it
    assert table.card(target).zone is Zone.SET_ASIDE
    table.fresh_turn(0)  # one complete turn later
    assert table.card(target).in_play and table.card(crew).parent == target


def _volley_at_opponent_of(gate_seat: int, phasers: int) -> tuple[Table, int, int, int]:
    """p0 fires ``phasers`` Phasers at p1's damaged ship (4 strength, no Shields, 1 damage on it,
    a crew aboard); Time Gate in ``gate_seat``'s hand. The volley waits for answers."""
    gate = printed(TIME_GATE)
    gunner = ship(9, shields=0, weapons=guns(phasers=12))
    table = Table([gunner, gate], [TARGET, CREW, gate])
    gun = table.put(gunner, 0)
    target = table.put(TARGET, 1)
    table.put(CREW, 1, on=target)
    table.game.apply(SetDie(target, DieKind.STRUCTURE, 1))
    played = table.hand(gate, gate_seat)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, target, played, gun


def test_time_gate_sets_a_doomed_ship_aside_and_brings_it_back_repaired_two_turns_later() -> None:
    table, target, played, _ = _volley_at_opponent_of(1, 5)
    table.act(f"play #{played}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and set(choice.cards) == {target}  # only the unit the volley is about to destroy
    table.act(f"choose #{target}")
    settle(table)
    assert table.card(target).zone is Zone.SET_ASIDE and table.card(played).zone is Zone.DISCARD
    assert table.die(target, "structure") == 0  # fully repaired
    turn = table.player(1).turns_taken
    table.fresh_turn(1)  # its player's next turn: still out of play
    assert table.card(target).zone is Zone.SET_ASIDE
    table.fresh_turn(1)  # 2 turns later, as his Allocation Phase begins
    assert table.player(1).turns_taken == turn + 2 and table.card(target).in_play
    assert table.state.phase is Phase.ALLOCATION and table.die(target, "structure") == 0


def test_time_gate_only_for_a_ship_or_base_about_to_be_discarded() -> None:
    table, target, played, _ = _volley_at_opponent_of(1, 2)  # 2 damage on 3 structure left: it survives
    assert table.why(f"play #{played}") is not None


def test_time_gate_answers_a_ship_discarded_in_the_discard_cards_phase() -> None:
    gate = printed(TIME_GATE)
    table = Table([TARGET], [gate])
    target = table.put(TARGET, 0)
    table.game.apply(SetDie(target, DieKind.STRUCTURE, 2))
    played = table.hand(gate, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{target}")
    assert table.state.window is not None and table.state.window.asked == 1
    table.act(f"play #{played}")
    settle(table)
    table.act(f"choose #{target}")
    settle(table)
    assert table.card(target).zone is Zone.SET_ASIDE and table.die(target, "structure") == 0  # set aside instead, repaired
    turn = table.player(0).turns_taken
    table.fresh_turn(0)
    assert table.card(target).zone is Zone.SET_ASIDE
    table.fresh_turn(0)
    assert table.player(0).turns_taken == turn + 2 and table.card(target).in_play


def test_time_skip_in_reaction_to_a_volley_takes_the_firing_ship_away_and_its_volley_with_it() -> None:
    skip = printed(TIME_SKIP)
    gunner = ship(9, shields=0, weapons=guns(phasers=3))
    table = Table([TARGET, skip], [gunner])
    target = table.put(TARGET, 0)
    gun = table.put(gunner, 1)
    played = table.hand(skip, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    table.act(f"play #{played}")  # in reaction to the volley
    settle(table)
    table.act(f"choose #{gun}")
    settle(table)
    assert table.card(gun).zone is Zone.SET_ASIDE
    assert table.die(target, "structure") == 0  # a ship that is not there deals no damage
