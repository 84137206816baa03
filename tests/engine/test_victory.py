"""v2.1 *[Victory conditions]*, VICTORY CELEBRATION, DAMAGING THE SECTOR HQ and the
Everyone Plays To The End variation (card-facts §2.3 items 37-42)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Option, Phase, Zone
from ge_desktop.rulesets.galactic_empires.rules.victory import score_hq_damage
from ge_desktop.rulesets.galactic_empires.terms import EndReason
from tests.engine.builders import Table, card, catalog_card, ship, terrain

ROCK = terrain(3, supply=1)
HULL = ship(4)
EEL = card("M", 1, "Victory Eel")


def test_victory_conditions_25_hq_damage_eliminates_a_player() -> None:
    table = Table([], [], [])
    table.act("~hq-damage p1 24 by p0")
    assert not table.player(1).eliminated
    table.act("~hq-damage p1 1 by p0")  # the 25th damage point
    assert table.player(1).eliminated
    assert not table.game.is_terminal()  # two players remain


def test_victory_conditions_an_eliminated_players_cards_leave_play() -> None:
    table = Table([HULL, EEL], [ROCK, HULL], [EEL])
    mine = table.put(HULL, 0)
    their_rock = table.put(ROCK, 1)
    their_ship = table.put(HULL, 1, on=their_rock)
    my_eel = table.put(EEL, 0, on=their_ship)  # played against p1
    other_eel = table.put(EEL, 2, on=their_ship)
    table.act("~hq-damage p1 25 by p0")
    assert table.card(their_rock).zone is Zone.REMOVED and table.card(their_ship).zone is Zone.REMOVED
    assert table.card(my_eel).zone is Zone.DISCARD and table.card(my_eel).seat == 0
    assert table.card(other_eel).zone is Zone.DISCARD and table.card(other_eel).seat == 2
    assert table.card(mine).in_play


def test_victory_conditions_the_last_player_left_wins() -> None:
    table = Table([], [], [])
    table.act("~hq-damage p1 25 by p0")
    table.act("~hq-damage p2 30 by p0")
    outcome = table.game.outcome
    assert outcome.winner == 0 and outcome.reason == EndReason.HQ_DESTROYED
    assert table.game.phase is Phase.GAME_OVER and table.game.to_act is None


def test_victory_conditions_eliminating_the_active_player_passes_the_turn() -> None:
    table = Table([], [], [])
    assert table.state.active == 0
    table.act("~hq-damage p0 25 by p1")
    assert table.state.active == 1 and table.game.phase is Phase.ALLOCATION
    table.next_turn()
    table.next_turn()
    assert table.state.active == 1  # p0 is skipped from now on


def test_optional_victory_first_to_50_sector_hq_damage_wins() -> None:
    table = Table([], [], [], options=[Option.FIFTY_POINT_VICTORY])
    table.act("~hq-damage p1 24 by p0")
    table.act("~hq-damage p2 24 by p0")
    assert not table.game.is_terminal()
    table.act("~hq-damage p2 2 by p0")  # 50 in total, over two HQs
    assert table.game.outcome.winner == 0 and table.game.outcome.reason == EndReason.FIFTY_POINTS


def test_everyone_plays_to_the_end_nobody_is_eliminated_and_50_wins() -> None:
    table = Table(options=[Option.EVERYONE_PLAYS_TO_THE_END])
    table.act("~hq-damage p1 30 by p0")
    assert not table.player(1).eliminated and not table.game.is_terminal()
    table.act("~hq-damage p1 20 by p0")
    assert table.game.outcome.winner == 0


def test_everyone_plays_to_the_end_two_card_celebration_at_each_25th_point() -> None:
    table = Table(options=[Option.EVERYONE_PLAYS_TO_THE_END])
    before = len(table.player(0).hand)
    table.act("~hq-damage p1 24 by p0")
    assert len(table.player(0).hand) == before
    table.act("~hq-damage p1 2 by p0")  # crosses 25
    assert len(table.player(0).hand) == before + 2


def test_victory_celebration_six_or_more_weapons_damage_draws_one() -> None:
    table = Table()
    before = len(table.player(0).hand)
    score_hq_damage(table.state, 1, 5, 0, [], weapons_fire=True)
    assert len(table.player(0).hand) == before
    score_hq_damage(table.state, 1, 6, 0, [], weapons_fire=True)
    assert len(table.player(0).hand) == before + 1
    score_hq_damage(table.state, 1, 6, 0, [], weapons_fire=False)  # card damage: no celebration
    assert len(table.player(0).hand) == before + 1


def test_damaging_the_sector_hq_damage_only_grows() -> None:
    table = Table()
    table.act("~hq-damage p1 3 by p0")
    score_hq_damage(table.state, 1, -2, 0, [])
    score_hq_damage(table.state, 1, 0, 0, [])
    assert table.player(1).hq_damage == 3


def test_victory_conditions_elimination_removes_only_his_own_cards_controlled_ones_go_back() -> None:
    desire = catalog_card("wandering-desire-o5")  # "For 1 turn, you control it."
    theirs = ship(4, shields=0)
    table = Table([desire], [], [theirs])
    taken = table.put(theirs, 2)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(desire, 0)
    table.act(f"play #{played} against #{taken}")
    assert table.card(taken).controller == 0
    table.act("~hq-damage p0 25 by p1")  # p0 is eliminated while he controls p2's ship
    assert table.player(0).eliminated
    assert table.card(played).zone is Zone.REMOVED  # his own card leaves the game
    ship_now = table.card(taken)
    assert ship_now.in_play and ship_now.controller == 2 and ship_now.seat == 2  # back to its owner
    assert played not in table.state.control_links


def test_victory_conditions_elimination_his_ship_under_another_players_control_leaves() -> None:
    desire = catalog_card("wandering-desire-o5")
    his = ship(4, shields=0)
    table = Table([desire], [his], [])
    taken = table.put(his, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(desire, 0)
    table.act(f"play #{played} against #{taken}")
    table.act("~hq-damage p1 25 by p2")  # p1's own ship, controlled by p0, is still his card
    assert table.card(taken).zone is Zone.REMOVED
    assert table.card(played).zone is Zone.DISCARD and table.card(played).seat == 0
