"""Action notation: every action prints as one line that parses back to the same action."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine import NotationError
from ge_desktop.rulesets.galactic_empires import (
    BOTTOM,
    TOP,
    Aim,
    Allocate,
    Choose,
    ChooseReserve,
    DamageHq,
    DeclareEconomy,
    DieKind,
    Discard,
    Done,
    Draw,
    DrawCards,
    Fire,
    FleetFire,
    Flip,
    MoveCard,
    MoveShip,
    Pass,
    PlayCard,
    Reveal,
    RollDie,
    Rotate,
    SetDie,
    SetPoints,
    Shuffle,
    SwapReserve,
    UseFunction,
    Zone,
    parse_action,
)

ids = st.integers(min_value=0, max_value=9999)
seats = st.integers(min_value=0, max_value=11)
small = st.integers(min_value=0, max_value=99)
piles = st.sampled_from([z for z in Zone if z is not Zone.PLAY])

ACTIONS = st.one_of(
    st.just(Done()),
    ids.map(ChooseReserve),
    st.sampled_from(PointType).map(DeclareEconomy),
    st.builds(Allocate, st.sampled_from(PointType), ids),
    st.builds(MoveShip, ids, st.one_of(st.none(), ids)),
    st.builds(PlayCard, ids),
    st.builds(PlayCard, ids, ids, st.booleans()),
    ids.map(lambda i: PlayCard(i, to_hq=True)),
    st.builds(SwapReserve, ids, ids),
    st.builds(UseFunction, ids, st.integers(min_value=1, max_value=9)),
    st.builds(lambda c, f, t: UseFunction(c, f, target=t), ids, st.integers(min_value=1, max_value=9), ids),
    st.builds(lambda c, f, p: UseFunction(c, f, player=p), ids, st.integers(min_value=1, max_value=9), seats),
    ids.map(Aim),
    seats.map(lambda s: Aim(None, s)),
    st.builds(Fire, ids, st.sampled_from(WeaponSymbol), st.integers(min_value=1, max_value=12)),
    st.builds(FleetFire, ids, seats),
    st.just(Pass()),
    ids.map(Choose),
    seats.map(lambda s: Choose(player=s)),
    st.just(Choose()),
    ids.map(Discard),
    small.map(Draw),
    st.builds(MoveCard, ids, piles, seats, st.none(), st.sampled_from([TOP, BOTTOM, 1, 5])),
    st.builds(lambda c, s: MoveCard(c, Zone.PLAY, s), ids, seats),
    st.builds(lambda c, p: MoveCard(c, Zone.PLAY, parent=p), ids, ids),
    st.builds(Rotate, ids, st.booleans()),
    st.builds(SetDie, ids, st.sampled_from(DieKind), small),
    st.builds(SetPoints, ids, st.sampled_from(PointType), small),
    st.builds(DrawCards, seats, small),
    seats.map(Shuffle),
    ids.map(Reveal),
    st.builds(Flip, ids, st.booleans()),
    st.integers(min_value=2, max_value=20).map(RollDie),
    st.builds(DamageHq, seats, small, st.one_of(st.none(), seats)),
)


@given(ACTIONS)
def test_notation_round_trips_every_action(action) -> None:
    text = action.notation()
    assert "\n" not in text
    assert parse_action(text) == action
    assert eval(repr(action), {"parse_action": parse_action}) == action


def test_notation_marks_sandbox_actions_free_form() -> None:
    assert parse_action("~engage #3").free_form
    assert parse_action("~hq-damage p1 3 by p0").free_form
    assert not parse_action("play #3 on #4").free_form
    assert not parse_action("done").free_form


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "empty"),
        ("fly #3", "not an action"),
        ("play 3", "not a card"),
        ("play #3 under #4", "'on' or 'against'"),
        ("declare gold", "not a point type"),
        ("draw two", "whole number"),
        ("use #3 0", "1 or more"),
        ("~move #3 attic p0", "not a zone"),
        ("~move #3 deck q0", "not a seat"),
        ("~die #3 blue 2", "not a die kind"),
        ("~roll 6", "not a die"),
        ("swap #1 with #2", "swap #N for #M"),
        ("done now", "expected 'done'"),
        ("aim", "aim #N"),
        ("aim hq 1", "not a seat"),
        ("fire #3 laser", "not a weapon kind"),
        ("fire #3 phaser 0", "1 or more"),
        ("fire #3 by p1", "not a weapon kind"),
        ("fire #3 phaser 2 3", "fire #N"),
        ("use #3 1 on #4", "'at'"),
        ("pass now", "expected 'pass'"),
        ("choose", "choose #N"),
        ("choose me", "not a card"),
    ],
)
def test_notation_rejects_malformed_text_with_a_reason(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        parse_action(text)
