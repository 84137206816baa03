"""The Galactic Supremacy table's words, read from one player's observation."""

from __future__ import annotations

from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.cards import CardId
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.ui.gs.words import actions_about, describe_action, drop_actions, log_line


def test_log_lines_name_seats_and_visible_cards_and_never_a_hidden_one():
    game = Game.new(Setup(players=2, seed=1))
    state = game.state
    mine = state.players[0].hand[0]
    theirs = state.players[1].hand[0]
    obs = game.observe(0)
    name = state.cards[mine].name
    assert log_line(f"p0 builds #{mine} {name} on #{mine} for 10 credits", obs) == f"Player 1 builds {name} on {name} for 10 credits"
    assert log_line(f"p1 plays on #{theirs}", obs) == "Player 2 plays on a card"


def test_moves_in_words_and_the_moves_of_one_card():
    game = Game.new(Setup(players=2, seed=1))
    seat = game.to_act
    obs = game.observe(seat)
    card = game.state.players[seat].hand[0]
    name = game.state.cards[card].name
    assert describe_action(A.Exchange(card), obs) == f"Exchange {name} for a card"
    assert describe_action(A.Done(), obs) == "End the Draw Phase"
    legal = [a for a in game.legal_actions() if not isinstance(a, A.Offer)]  # the panel lists offers through its dialog
    assert actions_about(card, legal) == [a for a in legal if a == A.Exchange(card)]


def test_a_drop_means_the_build_or_move_that_names_both_cards():
    actions = [A.Build(CardId(3), CardId(50)), A.Build(CardId(3)), A.Move(CardId(4), CardId(51)), A.Commit(CardId(4))]
    assert drop_actions(CardId(3), CardId(50), actions) == [A.Build(CardId(3), CardId(50))]
    assert drop_actions(CardId(3), None, actions) == [A.Build(CardId(3))]
    assert drop_actions(CardId(4), CardId(51), actions) == [A.Move(CardId(4), CardId(51))]
    assert drop_actions(CardId(4), CardId(60), actions, attacked=CardId(60)) == [A.Commit(CardId(4))]
    assert drop_actions(CardId(4), CardId(61), actions) == []


def test_a_card_once_public_keeps_its_name_in_the_log_after_it_is_hidden_again():
    game = Game.new(Setup(players=2, seed=1))
    state = game.state
    card = state.players[1].hand[0]
    obs = game.observe(0)  # player 1 does not see player 2's hand
    line = f"p0 launches 2 fleet(s) at #{card}"
    assert log_line(line, obs) == "Player 1 launches 2 fleet(s) at a card"
    assert log_line(line, obs, {card: state.cards[card]}) == f"Player 1 launches 2 fleet(s) at {state.cards[card].name}"
