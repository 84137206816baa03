"""From the engine's observation to the board, and the board to positions: no QApplication.

v2.1 CARD PLAY TERMS (against, basis of a stack), Reserve fleet and ante (reserves face
down until the ante), and the table layout for every seat count.
"""

from __future__ import annotations

import pytest

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import ChooseReserve, Flip, MoveCard, Rotate, observe
from ge_desktop.rulesets.galactic_empires.rules.observe import hidden_slots
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.arrangement import SpotKind, arrange
from ge_desktop.ui.board import known_key
from ge_desktop.ui.game_setup import ready_game, spread_table, starter_config
from ge_desktop.ui.observed import board_from_observation


def test_reserve_fleets_are_face_down_to_others_before_the_ante(catalog) -> None:
    from ge_desktop.engine import Game

    game = Game.new(starter_config(catalog, 2, seed=3), catalog)
    card = game.state.players[0].deck[-1]
    game.play(ChooseReserve(card))
    mine, _ = board_from_observation(observe(game.state, Seat(0)), catalog.get)
    theirs, _ = board_from_observation(observe(game.state, Seat(1)), catalog.get)
    assert mine.seats[0].reserve[0].instance == card and mine.seats[0].reserve[0].card is not None
    hidden = theirs.seats[0].reserve[0]
    assert hidden.instance is None and hidden.card is None and hidden.key == "p0.reserve.0"


def test_a_face_down_card_in_play_is_a_numbered_slot_for_opponents(catalog, two_player_game) -> None:
    game = two_player_game
    me = game.state.active
    card = game.state.players[me].hand[0]
    game.play(MoveCard(card, Zone.PLAY, me))
    game.play(Flip(card, False))
    theirs, unseen = board_from_observation(observe(game.state, Seat(1 - me)), catalog.get)
    view = theirs.seats[me].stacks[0][0]
    slot = hidden_slots(game.state, Seat(1 - me))[card]  # the observation names a table slot, not the card
    assert view.instance is None and view.card is None and unseen == {view.key: slot} and slot < 0
    assert str(card) not in view.key
    mine, _ = board_from_observation(observe(game.state, me), catalog.get)
    own = mine.seats[me].stacks[0][0]
    assert own.card is not None and own.face_down and not own.face_up


def test_card_played_on_an_opponents_card_is_against_it(catalog, two_player_game) -> None:
    game = two_player_game
    me, other = game.state.active, Seat(1 - game.state.active)
    theirs = game.state.players[other].hand[0]
    game.play(MoveCard(theirs, Zone.PLAY, other))
    mine = game.state.players[me].hand[0]
    game.play(MoveCard(mine, Zone.PLAY, parent=theirs))
    game.play(Rotate(mine, False))
    board, _ = board_from_observation(observe(game.state, me), catalog.get)
    basis, on_it = board.seats[other].stacks[0]
    assert (basis.against, on_it.against, on_it.depth, on_it.engaged) == (False, True, 1, False)
    spot = arrange(board).spots[on_it.key]
    assert spot.placement.rotation == 270 and spot.stack == basis.key  # sideways and upside down


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_card_gets_a_spot_inside_the_table(catalog, players: int) -> None:
    game = ready_game(starter_config(catalog, players, seed=players), catalog)
    spread_table(game, 5)
    board, _ = board_from_observation(observe(game.state, game.state.active), catalog.get)
    arrangement = arrange(board)
    expected = {v.key for s in board.seats for v in (*s.hand, *s.reserve, *s.hq, *(c for st in s.stacks for c in st))}
    expected |= {s.discard[-1].key for s in board.seats if s.discard}
    assert set(arrangement.spots) == expected
    for key in arrangement.spots:
        box = arrangement.scene_footprint(key)
        assert arrangement.bounds.contains(box.center)
    hand = [s for s in arrangement.spots.values() if s.kind is SpotKind.HAND]
    assert len(hand) == len(board.seats[board.viewer].hand)
    assert all(arrangement.hand.contains(s.placement.center) for s in hand)


def test_only_covered_cards_move_their_dice_to_the_strip(catalog, two_player_game) -> None:
    game = two_player_game
    me = game.state.active
    basis, on_it = game.state.players[me].hand[:2]
    game.play(MoveCard(basis, Zone.PLAY, me))
    game.play(MoveCard(on_it, Zone.PLAY, parent=basis))
    board, _ = board_from_observation(observe(game.state, me), catalog.get)
    spots = arrange(board).spots
    assert spots[known_key(basis)].band is not None and spots[known_key(on_it)].band is None


def test_basic_game_areas_say_the_deck_is_shared_not_that_a_player_has_none(qtbot, catalog) -> None:
    """1994 Basic Game: every player draws from Player 1's deck. The other areas' labels
    must not read "deck 0" (as if that player had run out of cards)."""
    from ge_desktop.rulesets.galactic_empires import GameMode, Variant
    from ge_desktop.ui.game_setup import ready_game, starter_config
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import AnimationSpeed, Preferences

    game = ready_game(starter_config(catalog, 3, mode=GameMode.RULES, seed=5, variant=Variant.BASIC), catalog)
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(game))
    labels = {seat: area.label_text() for seat, area in win.page.scene.areas.items()}
    deck = len(game.state.players[0].deck)
    assert f"shared deck {deck}" in labels[0]
    for seat in (1, 2):
        assert "deck 0" not in labels[seat] and "Player 1's shared deck" in labels[seat]
