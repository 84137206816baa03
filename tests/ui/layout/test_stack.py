"""Stack offsets (v2.1 CARD PLAY TERMS, ENGAGEMENT PHASE): pure maths."""

from __future__ import annotations

import pytest

from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.layout.stack import PEEK, StackEntry, card_rotation, stack_layout

CARD = Size(100, 140)


def test_engagement_phase_disengaged_card_lies_horizontal() -> None:
    assert card_rotation(engaged=True, against=False) == 0
    assert card_rotation(engaged=False, against=False) == 90


def test_played_against_card_lies_upside_down_toward_its_owner() -> None:
    assert card_rotation(engaged=True, against=True) == 180
    assert card_rotation(engaged=False, against=True) == 270


def test_basis_of_a_stack_is_top_left_and_each_card_peeks_out_below() -> None:
    layout = stack_layout([StackEntry(0), StackEntry(1), StackEntry(2)], CARD)
    basis, on, on_on = layout.placements
    assert basis.center.y < on.center.y < on_on.center.y
    assert on.center.y - basis.center.y == pytest.approx(CARD.height * PEEK)
    assert basis.center.x < on.center.x < on_on.center.x
    assert basis.footprint(CARD).x == 0 and basis.footprint(CARD).y == 0


def test_stack_size_covers_every_card() -> None:
    layout = stack_layout([StackEntry(0), StackEntry(1, engaged=False), StackEntry(1, against=True)], CARD)
    for placement in layout.placements:
        box = placement.footprint(CARD)
        assert box.right <= layout.size.width + 1e-9 and box.bottom <= layout.size.height + 1e-9
    assert layout.size.width >= CARD.height  # the sideways card is wider than a card


def test_hover_fans_the_stack_out() -> None:
    entries = [StackEntry(0), StackEntry(1), StackEntry(1)]
    assert stack_layout(entries, CARD, fanned=True).size.height > stack_layout(entries, CARD).size.height


def test_single_card_stack_is_just_the_card() -> None:
    assert stack_layout([StackEntry(0)], CARD).size == CARD
    assert stack_layout([StackEntry(0, engaged=False)], CARD).size == CARD.turned()
