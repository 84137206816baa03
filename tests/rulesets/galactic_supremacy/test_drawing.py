"""DRAW PHASE: the extra card, the four exchanges, the maximum hand size, an empty deck."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_supremacy.actions import BuyDraw, Decline, Discard, Done, Exchange, Keep
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.rules import check, play
from ge_desktop.rulesets.galactic_supremacy.state import HandLimitChoice, KeepChoice, Phase
from ge_desktop.rulesets.galactic_supremacy.zones import draw_card

from .builders import game, give, take


def draw_phase(**setup):
    state = game(**setup)
    state.phase = Phase.DRAW
    return state


def test_draw_phase_extra_card_for_five_credits_once() -> None:
    state = draw_phase()
    state.players[0].credits = 12
    play(state, BuyDraw())
    assert len(state.players[0].hand) == 1 and state.players[0].credits == 7
    assert "bought" in (check(state, BuyDraw()) or "")


def test_draw_phase_extra_card_needs_five_credits() -> None:
    state = draw_phase()
    state.players[0].credits = 4
    assert "5 credits" in (check(state, BuyDraw()) or "")


@pytest.mark.parametrize(
    "given, wanted",
    [(CardKind.FLEET, CardKind.SECTOR), (CardKind.SECTOR, CardKind.FLEET), (CardKind.RESEARCH, CardKind.COMMAND), (CardKind.COMMAND, CardKind.RESEARCH)],
    ids=["exploration", "the_draft", "military_intelligence", "military_r_and_d"],
)
def test_draw_phase_exchange_keeps_the_wanted_kind(given: CardKind, wanted: CardKind) -> None:
    state = draw_phase()
    card = give(state, 0, given)
    drawn = take(state, wanted)
    state.deck.append(drawn)  # the top of the deck
    play(state, Exchange(card))
    assert card in state.discard and state.choices == [KeepChoice(Seat(0), drawn)]
    play(state, Keep())
    assert state.players[0].hand == [drawn]


def test_draw_phase_exchange_of_another_kind_is_discarded() -> None:
    state = draw_phase()
    card = give(state, 0, CardKind.FLEET)
    drawn = take(state, CardKind.LEADER)
    state.deck.append(drawn)
    play(state, Exchange(card))
    assert state.players[0].hand == [] and state.discard[-2:] == [card, drawn] and not state.choices


def test_draw_phase_exchange_the_kept_card_may_be_declined() -> None:
    state = draw_phase()
    card = give(state, 0, CardKind.SECTOR)
    drawn = take(state, CardKind.FLEET)
    state.deck.append(drawn)
    play(state, Exchange(card))
    play(state, Decline())
    assert state.players[0].hand == [] and state.discard[-1] == drawn


def test_draw_phase_a_leader_cannot_be_exchanged_and_only_in_the_draw_phase() -> None:
    state = draw_phase()
    leader = give(state, 0, CardKind.LEADER)
    assert check(state, Exchange(leader)) is not None
    fleet = give(state, 0, CardKind.FLEET)
    state.phase = Phase.BUILD
    assert check(state, Exchange(fleet)) is not None


def test_draw_phase_maximum_hand_size_five_discard_excess() -> None:
    state = draw_phase()
    for _ in range(7):
        give(state, 0, CardKind.RESEARCH)
    play(state, Done())
    assert state.choices == [HandLimitChoice(Seat(0))] and state.phase is Phase.DRAW
    assert check(state, Done()) is not None
    play(state, Discard(state.players[0].hand[0]))
    assert state.phase is Phase.DRAW
    play(state, Discard(state.players[0].hand[0]))
    assert len(state.players[0].hand) == 5 and state.phase is Phase.COMMAND


def test_draw_phase_hand_size_rises_with_technology() -> None:
    state = draw_phase()
    for tech in (Tech.TERRAFORMING, Tech.INDUSTRY, Tech.ENERGY):
        state.players[0].techs[tech] = 2
    for _ in range(6):
        give(state, 0, CardKind.RESEARCH)
    play(state, Done())
    assert not state.choices and state.phase is Phase.COMMAND


def test_draw_phase_empty_deck_shuffles_the_discard_pile() -> None:
    state = draw_phase()
    state.discard.extend(state.deck)
    state.deck.clear()
    before = sorted(state.discard)
    card = draw_card(state, Seat(0))
    assert card is not None and state.discard == []
    assert sorted([*state.deck, card]) == before


def test_draw_phase_nothing_to_draw_when_deck_and_pile_are_empty() -> None:
    state = draw_phase()
    state.deck.clear()
    assert draw_card(state, Seat(0)) is None


def test_the_deck_one_deck_each_discards_go_to_the_owner() -> None:
    state = draw_phase(individual_decks=True)
    theirs = take(state, CardKind.FLEET, Seat(1))
    state.players[0].hand.append(theirs)  # say, stolen
    state.players[0].credits = 0
    play(state, Exchange(theirs))
    assert theirs in state.players[1].discard and theirs not in state.players[0].discard
