"""RESEARCH PHASE and the TECHNOLOGY TABLE."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import CatchUp, Directed, PickTech, Research
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.rules import check, play
from ge_desktop.rulesets.galactic_supremacy.state import Phase, PickChoice

from .builders import game, give, rig


def research_phase(credits: int):
    state = game()
    state.phase = Phase.RESEARCH
    state.players[0].credits = credits
    return state, give(state, 0, CardKind.RESEARCH)


def test_research_phase_ten_credits_and_a_roll_on_the_table() -> None:
    state, card = research_phase(10)
    rig(state, 3)
    play(state, Research(card))
    assert state.players[0].techs[Tech.RANGE] == 2 and state.players[0].credits == 0 and card in state.discard


def test_research_phase_needs_ten_credits_and_a_research_card() -> None:
    state, card = research_phase(9)
    assert check(state, Research(card)) is not None
    state.players[0].credits = 10
    command = give(state, 0, CardKind.COMMAND)
    assert check(state, Research(command)) is not None


def test_technology_table_ten_pick_one() -> None:
    state, card = research_phase(10)
    rig(state, 10)
    play(state, Research(card))
    assert state.choices == [PickChoice(Seat(0))]
    play(state, PickTech(Tech.INDUSTRY))
    assert state.players[0].techs[Tech.INDUSTRY] == 2 and not state.choices


def test_research_phase_catchup_in_a_technology_an_opponent_leads() -> None:
    state, card = research_phase(15)
    assert "no opponent is ahead" in (check(state, CatchUp(card, Tech.FIREPOWER)) or "")
    state.players[1].techs[Tech.FIREPOWER] = 3
    play(state, CatchUp(card, Tech.FIREPOWER))
    assert state.players[0].techs[Tech.FIREPOWER] == 2 and state.players[0].credits == 0


def test_research_phase_directed_effort_any_technology_for_twenty() -> None:
    state, card = research_phase(19)
    assert check(state, Directed(card, Tech.ENERGY)) is not None
    state.players[0].credits = 20
    play(state, Directed(card, Tech.ENERGY))
    assert state.players[0].techs[Tech.ENERGY] == 2 and state.players[0].credits == 0
