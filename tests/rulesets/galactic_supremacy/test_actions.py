"""Action notation: every action prints one line that parses back; bad lines are refused."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_supremacy.actions import (
    Accept,
    Attack,
    Build,
    BuyDraw,
    CatchUp,
    Commit,
    Decline,
    Directed,
    Discard,
    Done,
    Exchange,
    Keep,
    Launch,
    Move,
    NotationError,
    Offer,
    Pass,
    PickTech,
    Refuse,
    Reinforce,
    Research,
    UseCommand,
    Withdraw,
    parse_action,
)
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, CommandUse, Seat, Tech

C = CardId
EXAMPLES = [
    Done(),
    Pass(),
    BuyDraw(),
    Keep(),
    Decline(),
    Launch(),
    Refuse(),
    Exchange(C(3)),
    Discard(C(4)),
    Build(C(5)),
    Build(C(5), C(50)),
    Research(C(1)),
    CatchUp(C(1), Tech.RANGE),
    Directed(C(2), Tech.ENERGY),
    PickTech(Tech.JUMP_SPEED),
    UseCommand(C(40), CommandUse.SPY, Seat(1)),
    UseCommand(C(40), CommandUse.EXCEED_QUOTAS),
    UseCommand(C(40), CommandUse.ASSASSINATION, None, C(45)),
    Attack(C(51)),
    Commit(C(12)),
    Reinforce(C(13)),
    Withdraw(C(13), C(30)),
    Move(C(12), C(50)),
    Offer(Seat(1), (C(3), C(4)), 5, 2, CardKind.RESEARCH, 1),
    Offer(Seat(2), (), 0, 5),
    Accept((C(7), C(9))),
    Accept(),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.notation())
def test_notation_round_trips(action) -> None:
    assert parse_action(action.notation()) == action
    assert eval(repr(action), {"parse_action": parse_action}) == action


@pytest.mark.parametrize("text", ["", "fly #3", "build 3", "pick warp", "command #1 teleport", "offer p1 give #2", "move #1 #2", "done now"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)
