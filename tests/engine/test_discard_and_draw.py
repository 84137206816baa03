"""v2.1 6 - DISCARD CARDS PHASE, 7 - DRAW CARDS PHASE, *[Removing cards from play]* and the
1994 Basic Game (card-facts §2.4 items 65-70, §2.8 items 85-93)."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_empires import Phase, Variant, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play
from tests.engine.builders import Table, card, ship, terrain

ROCK = terrain(3, supply=1)
HULL = ship(4)
OFFICER = card("C", 3, "Discard Officer")
REFIT = card("E", 2, "Discard Refit", passive=True)
EEL = card("M", 1, "Discard Eel")
WYRM = card("D", 3, "Discard Dragon")


def test_discard_cards_phase_unused_card_plays_discard_from_the_hand() -> None:
    rocks = [terrain(2) for _ in range(3)]
    table = Table(rocks)
    ids = [table.hand(r, 0) for r in rocks]
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{ids[0]}")
    table.act(f"play #{ids[1]}")
    table.to_phase(Phase.DISCARD)
    spare = [i for i in table.player(0).hand if i not in ids][:2]
    table.act(f"discard #{spare[0]}")  # the third Card Play
    assert table.card(spare[0]).zone is Zone.DISCARD
    assert "unused Card Play" in table.why(f"discard #{spare[1]}").message


def test_discard_cards_phase_any_number_of_fleet_cards_with_what_is_on_them() -> None:
    table = Table([ROCK, HULL, OFFICER, REFIT], [EEL])
    rock = table.put(ROCK, 0)
    unit = table.put(HULL, 0, on=rock)
    crew = table.put(OFFICER, 0, on=unit)
    gear = table.put(REFIT, 0, on=unit)
    monster = table.put(EEL, 1, on=unit)  # p1's monster against p0's ship
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{rock}")  # a discard, not a destruction: everything on it goes
    for instance in (rock, unit, crew, gear):
        assert table.card(instance).zone is Zone.DISCARD and table.card(instance).seat == 0
    assert table.card(monster).zone is Zone.DISCARD and table.card(monster).seat == 1


def test_discard_cards_phase_cards_under_another_players_control_cannot_be_discarded() -> None:
    table = Table([ROCK, HULL])
    rock = table.put(ROCK, 0)
    unit = table.put(HULL, 0, on=rock)
    table.card(unit).controller = 1  # what a take-control effect does (issue 4)
    table.to_phase(Phase.DISCARD)
    assert "under another player's control" in table.why(f"discard #{unit}").message
    table.act(f"discard #{rock}")  # the basis of its stack may still go, taking it along
    assert table.card(unit).zone is Zone.DISCARD


def test_discard_cards_phase_only_your_own_fleet() -> None:
    table = Table([], [HULL])
    theirs = table.put(HULL, 1)
    table.to_phase(Phase.DISCARD)
    assert table.why(f"discard #{theirs}") is not None
    assert table.why(f"discard #{table.player(1).hand[0]}") is not None


def test_removing_cards_from_play_ships_and_dragons_survive_destroyed_terrain() -> None:
    table = Table([ROCK, HULL, WYRM, OFFICER])
    rock = table.put(ROCK, 0)
    unit = table.put(HULL, 0, on=rock)
    dragon = table.put(WYRM, 0, on=rock)
    crew = table.put(OFFICER, 0, on=rock)
    leave_play(table.state, table.card(rock), LeaveReason.DESTROYED, [])
    assert table.card(rock).zone is Zone.DISCARD and table.card(crew).zone is Zone.DISCARD
    assert table.card(unit).in_play and table.card(unit).parent is None
    assert table.card(dragon).in_play and dragon in table.player(0).roots


def test_discard_pile_keeps_the_order_cards_arrive_in() -> None:
    table = Table([ROCK, HULL])
    first, second = table.put(ROCK, 0), table.put(HULL, 0)
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{second}")
    table.act(f"discard #{first}")
    assert table.player(0).discard[-2:] == [second, first]


@pytest.mark.parametrize("hand_size, allowed", [(8, 2), (9, 2), (10, 1), (11, 1), (12, 0), (14, 0)])
def test_draw_cards_phase_hand_size_limits(hand_size: int, allowed: int) -> None:
    table = Table(size=40)
    while len(table.player(0).hand) < hand_size:
        table.act("~draw p0 1")
    while len(table.player(0).hand) > hand_size:
        table.act(f"~move #{table.player(0).hand[-1]} discard p0 top")
    table.to_phase(Phase.DRAW)
    assert table.legal(f"draw {allowed}")
    assert "at most" in table.why(f"draw {allowed + 1}").message
    table.act(f"draw {allowed}")
    assert len(table.player(0).hand) == hand_size + allowed


def test_draw_cards_phase_ten_or_eleven_cards_draw_one() -> None:
    table = Table()
    table.act("~draw p0 1")
    table.to_phase(Phase.DRAW)
    assert [str(a) for a in table.game.legal_actions()] == ["draw 1", "draw 0"]


def test_draw_cards_phase_an_empty_deck_is_never_reshuffled() -> None:
    table = Table(size=12)  # ante + 9 in hand leaves 2
    table.act("~draw p0 2")
    table.act(f"~move #{table.player(0).hand[0]} discard p0 top")
    assert table.player(0).deck == []
    table.to_phase(Phase.DRAW)
    assert "not reshuffled" in table.why("draw 1").message
    table.act("draw 0")
    assert table.player(0).deck == [] and len(table.player(0).discard) == 2


def test_basic_game_one_shared_deck_and_discards_reshuffled_when_it_runs_out() -> None:
    table = Table([ROCK], variant=Variant.BASIC, players=3, size=30, first=None)
    everyone = table.state.players
    assert [len(p.hand) for p in everyone] == [9, 9, 9]
    assert len(everyone[0].deck) == 3 and everyone[1].deck == [] and everyone[2].deck == []
    assert table.state.active == 0  # the owner of the cards goes first
    table.act(f"~move #{everyone[0].hand[0]} discard p0 top")
    table.act(f"~move #{everyone[1].hand[0]} discard p0 top")
    table.act("~draw p1 4")  # 3 from the deck, then the 2 discards are reshuffled in
    assert len(everyone[1].hand) == 12 and len(everyone[0].deck) == 1 and everyone[0].discard == []
    table.to_phase(Phase.DRAW)
    assert "only 1 card" in table.why("draw 2").message
    table.act(f"~move #{everyone[2].hand[0]} discard p0 top")
    assert table.legal("draw 2")  # 1 in the deck + 1 discard to reshuffle


def test_basic_game_players_discard_to_the_shared_pile() -> None:
    table = Table([ROCK], variant=Variant.BASIC, players=2, first=None)
    table.next_turn()
    table.to_phase(Phase.DISCARD)
    mine = table.player(1).hand[0]
    table.act(f"discard #{mine}")
    assert table.player(0).discard == [mine] and table.player(1).discard == []
