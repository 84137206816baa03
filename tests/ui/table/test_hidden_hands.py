"""Hot-seat hidden hands: no hidden card's identity ever reaches the table scene.

The scene is built from ``observe(state, seat)`` for the seat at the screen. These tests
record every board the scene is given and look at every item in it: a card of another
player's hand or of any deck never appears with its instance id or its face, and when
play passes, the next player's hand appears only after he takes the screen.
"""

from __future__ import annotations

import pytest

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.ui.arrangement import SpotKind
from ge_desktop.ui.board import Board
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.table.card_item import CardItem


def hidden_from(window: MainWindow, seat: Seat) -> set[InstanceId]:
    """Every card ``seat`` may not know: other hands, every deck, other face-down reserves."""
    state = window.session.game.state
    hidden: set[InstanceId] = set()
    for player in state.players:
        hidden |= set(player.deck)
        if player.seat != seat:
            hidden |= set(player.hand)
            hidden |= {i for i in player.reserve if not state.cards[i].face_up}
    return hidden


@pytest.fixture
def boards(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[Board]:
    """Every board the scene is shown from now on."""
    seen: list[Board] = []
    original = window.page.scene.show_board

    def spy(board: Board, animate: bool = True) -> None:
        seen.append(board)
        original(board, animate)

    monkeypatch.setattr(window.page.scene, "show_board", spy)
    return seen


def assert_scene_knows_none_of(window: MainWindow, hidden: set[InstanceId]) -> None:
    items = [item for item in window.page.scene.items() if isinstance(item, CardItem)]
    assert items, "the table shows cards"
    for item in items:
        assert item.view.instance not in hidden, f"{item.key} carries a hidden id"
        assert not (item.key.startswith("#") and InstanceId(int(item.key[1:])) in hidden), f"{item.key} names a hidden card"


def test_other_hand_and_decks_never_reach_the_scene(window: MainWindow) -> None:
    viewer = window.session.viewer
    other = Seat(1 - viewer)
    hidden = hidden_from(window, viewer)
    assert_scene_knows_none_of(window, hidden)
    spots = window.page.scene.arrangement.spots
    backs = [window.page.scene.cards[key] for key, spot in spots.items() if spot.kind is SpotKind.HIDDEN_HAND]
    assert len(backs) == len(window.session.game.state.players[other].hand)
    assert all(item.view.card is None and item.view.instance is None for item in backs)
    mine = [window.page.scene.cards[key] for key, spot in spots.items() if spot.kind is SpotKind.HAND]
    assert {item.view.instance for item in mine} == set(window.session.game.state.players[viewer].hand)


def test_no_board_ever_carries_a_hidden_card(window: MainWindow, boards: list[Board]) -> None:
    session = window.session
    viewer = session.viewer
    # Play a few things that move hidden cards about: draws, a shuffle, an end of turn.
    window.page.act_draw.trigger()
    window.page.act_shuffle.trigger()
    hidden = hidden_from(window, viewer)
    for board in boards:
        for view in board.cards():
            assert view.instance not in hidden


def test_passing_the_screen_shows_no_hand_until_the_next_player_takes_it(window: MainWindow, boards: list[Board]) -> None:
    session = window.session
    first = session.viewer
    second = Seat(1 - first)
    hand_of = {s: set(session.game.state.players[s].hand) for s in (first, second)}
    assert window.act_end_turn.isEnabled()
    window.act_end_turn.trigger()
    assert session.game.state.active == second
    # The pass page covers the table, and the table behind it shows no hand at all.
    assert window.pages.currentWidget() is window.pass_screen
    assert window.pass_screen.title.text() == f"Pass the screen to {player_name(second)}"
    waiting = boards[-1]
    assert all(view.card is None for seat in waiting.seats for view in seat.hand)
    everyone = hand_of[first] | set(session.game.state.players[second].hand)
    assert_scene_knows_none_of(window, everyone)
    assert window.page.inspector.shown is None
    # The next player takes the screen: his hand face up, the first player's hidden.
    window.pass_screen.button.click()
    assert window.pages.currentWidget() is window.page.view
    shown = boards[-1]
    assert shown.viewer == second
    assert {v.instance for v in shown.seats[second].hand} == set(session.game.state.players[second].hand)
    assert all(v.card is None and v.instance is None for v in shown.seats[first].hand)
    assert_scene_knows_none_of(window, hidden_from(window, second))


def test_search_is_only_for_your_own_deck(window: MainWindow) -> None:
    session = window.session
    other = Seat(1 - session.viewer)
    assert session.pile_cards(other, Zone.DECK) is None
    mine = session.pile_cards(session.viewer, Zone.DECK)
    assert [v.instance for v in mine] == list(reversed(session.game.state.players[session.viewer].deck))


def test_a_rules_game_never_shows_a_deck_in_order(qtbot, catalog, rules_table, monkeypatch) -> None:
    """v2.1: a deck is shuffled and face down, its order unknown to its owner too. With the
    rules enforced, Search My Deck (menu or the deck's context menu) showed every card in
    draw order; it is off, and a request for it is refused in words."""
    from ge_desktop.ui.sample_games import rules_game
    from ge_desktop.ui.table import page as table_page_module

    shown: list[str] = []
    monkeypatch.setattr(table_page_module.PileDialog, "exec", lambda self: shown.append(self.windowTitle()))
    win = rules_table(rules_game(catalog, 4))
    assert not win.page.act_search.isEnabled()
    win.page.browse_pile(win.session.viewer, Zone.DECK)
    assert shown == []
    assert "sandbox" in win.status.text()
    win.page.browse_pile(win.session.viewer, Zone.DISCARD)  # a Discard Pile is public: still browsable
    assert len(shown) == 1
