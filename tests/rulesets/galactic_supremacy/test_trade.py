"""TRADE & NEGOTIATIONS: offers another player accepts or refuses."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Accept, Done, Offer, Refuse
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.legal import legal_actions
from ge_desktop.rulesets.galactic_supremacy.rules import check, play

from .builders import game, give


def test_trade_offer_accepted_cards_and_credits_change_hands() -> None:
    state = game()
    mine = give(state, 0, CardKind.FLEET)
    theirs = give(state, 1, CardKind.RESEARCH)
    state.players[0].credits = 3
    state.players[1].credits = 4
    play(state, Offer(Seat(1), (mine,), 3, 4, CardKind.RESEARCH, 1))
    assert state.to_act() == 1
    assert set(legal_actions(state)) == {Accept((theirs,)), Refuse()}
    play(state, Accept((theirs,)))
    assert state.players[0].hand == [theirs] and state.players[1].hand == [mine]
    assert state.players[0].credits == 4 and state.players[1].credits == 3 and state.to_act() == 0


def test_trade_offer_refused_nothing_changes() -> None:
    state = game()
    mine = give(state, 0, CardKind.FLEET)
    play(state, Offer(Seat(1), (mine,), 0, 5))
    play(state, Refuse())
    assert state.players[0].hand == [mine] and state.offer is None and state.to_act() == 0


def test_trade_accept_must_hand_over_the_kind_asked_for() -> None:
    state = game()
    wrong = give(state, 1, CardKind.SECTOR)
    play(state, Offer(Seat(1), (), 0, 0, CardKind.FLEET, 1))
    assert check(state, Accept((wrong,))) is not None
    assert check(state, Accept()) is not None
    state.players[1].credits = 0
    assert legal_actions(state) == [Refuse()]


def test_trade_offer_only_what_you_have_once_per_player_a_turn() -> None:
    state = game()
    theirs = give(state, 1, CardKind.FLEET)
    assert check(state, Offer(Seat(1), (theirs,), 0, 1)) is not None  # not your card
    assert check(state, Offer(Seat(1), (), 5, 0)) is not None  # not your credits
    assert check(state, Offer(Seat(0), (), 0, 1)) is not None  # not yourself
    assert check(state, Offer(Seat(1), (), 0, 0)) is not None  # nothing at all
    play(state, Offer(Seat(1), (), 0, 1))
    play(state, Refuse())
    assert "had an offer" in (check(state, Offer(Seat(1), (), 0, 2)) or "")


def test_trade_the_player_offered_answers_before_anything_else() -> None:
    state = game()
    play(state, Offer(Seat(1), (), 0, 1))
    assert check(state, Done()) is not None
