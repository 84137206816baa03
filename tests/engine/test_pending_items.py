"""The reaction stack's items: one class per kind. The converter of format-2 records writes each
as the text their state digests were made of (one ``Pending`` class with every field, before
the split), without asking the item for its ``repr``."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.format2 import item_text
from ge_desktop.rulesets.galactic_empires.pending import (
    ActionItem,
    AllocationItem,
    DiscardItem,
    DrawItem,
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

_OLD_VOLLEY = (
    f"Volley(seat=1, target=5, hq=None, fleet=None, parts=((3, <WeaponSymbol.DAMAGE: {WeaponSymbol.DAMAGE.value!r}>, 2),), "
    "reduction=0, voided=False, protector=None)"
)

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
        f"Pending(kind=<PendingKind.VOLLEY: 'volley'>, seat=1, card=None, function=0, target=None, player=None, volley={_OLD_VOLLEY}, "
        "answers=None, negated=False, in_reaction=False, leg=None, carrier=None, origin=None)",
    ),
    (AllocationItem(Seat(0)), f"Pending(kind=<PendingKind.ALLOCATION: 'allocation'>, seat=0, card=None, function=0, {_REST})"),
    (DiscardItem(Seat(0), InstanceId(6)), f"Pending(kind=<PendingKind.DISCARD: 'discard'>, seat=0, card=6, function=0, {_REST})"),
    (DrawItem(Seat(1)), f"Pending(kind=<PendingKind.DRAW: 'draw'>, seat=1, card=None, function=0, {_REST})"),  # h-time5: Cessation of Time
]


@pytest.mark.parametrize(("item", "text"), CASES, ids=[type(item).__name__ for item, _ in CASES])
def test_the_converter_writes_items_as_format_2_records_hashed_them(item: Pending, text: str) -> None:
    assert item_text(item) == text
    assert item_text(item) != repr(item)  # the class's own repr is free to change


def test_each_kind_has_its_class() -> None:
    assert [type(item).kind for item, _ in CASES] == list(PendingKind)


def test_card_and_answered_index_of_any_item() -> None:
    assert [item_card(item) for item, _ in CASES] == [4, 4, 4, None, None, 6, None]
    assert [answered_index(item) for item, _ in CASES] == [None, 2, None, None, None, None, None]
