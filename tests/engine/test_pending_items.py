"""The reaction stack's items: one class per kind, each showing the text the state digests
of saved records were made of (one ``Pending`` class with every field, before the split)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.pending import (
    ActionItem,
    AllocationItem,
    DiscardItem,
    MissionLeg,
    Pending,
    PendingKind,
    PlayItem,
    ReactionItem,
    Volley,
    VolleyItem,
    answered_index,
    item_card,
)
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

_REST = "target=None, player=None, volley=None, answers=None, negated=False, in_reaction=False, leg=None, carrier=None, origin=None"
_VOLLEY = Volley(Seat(1), target=InstanceId(5), parts=((InstanceId(3), WeaponSymbol.DAMAGE, 2),))

CASES: list[tuple[Pending, str]] = [
    (PlayItem(Seat(0), InstanceId(4)), f"Pending(kind=<PendingKind.PLAY: 'play'>, seat=0, card=4, function=0, {_REST})"),
    (
        ReactionItem(Seat(1), InstanceId(4), answers=2),
        "Pending(kind=<PendingKind.REACTION: 'reaction'>, seat=1, card=4, function=0, target=None, player=None, volley=None, "
        "answers=2, negated=False, in_reaction=True, leg=None, carrier=None, origin=None)",
    ),
    (
        ActionItem(Seat(0), InstanceId(4), 2, InstanceId(7), Seat(1), leg=MissionLeg.THERE, carrier=InstanceId(3), origin=InstanceId(9), negated=True),
        "Pending(kind=<PendingKind.ACTION: 'action'>, seat=0, card=4, function=2, target=7, player=1, volley=None, "
        "answers=None, negated=True, in_reaction=False, leg=<MissionLeg.THERE: 'there'>, carrier=3, origin=9)",
    ),
    (
        VolleyItem(Seat(1), volley=_VOLLEY),
        f"Pending(kind=<PendingKind.VOLLEY: 'volley'>, seat=1, card=None, function=0, target=None, player=None, volley={_VOLLEY!r}, "
        "answers=None, negated=False, in_reaction=False, leg=None, carrier=None, origin=None)",
    ),
    (AllocationItem(Seat(0)), f"Pending(kind=<PendingKind.ALLOCATION: 'allocation'>, seat=0, card=None, function=0, {_REST})"),
    (DiscardItem(Seat(0), InstanceId(6)), f"Pending(kind=<PendingKind.DISCARD: 'discard'>, seat=0, card=6, function=0, {_REST})"),
]


@pytest.mark.parametrize(("item", "text"), CASES, ids=[type(item).__name__ for item, _ in CASES])
def test_items_keep_the_state_text_of_saved_records(item: Pending, text: str) -> None:
    assert repr(item) == text


def test_each_kind_has_its_class() -> None:
    assert [type(item).kind for item, _ in CASES] == list(PendingKind)


def test_card_and_answered_index_of_any_item() -> None:
    assert [item_card(item) for item, _ in CASES] == [4, 4, 4, None, None, 6]
    assert [answered_index(item) for item, _ in CASES] == [None, 2, None, None, None, None]
