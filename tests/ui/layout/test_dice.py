"""Dice overlays (v2.1 Tracking damage): fewest dice, rows per kind, inside the card."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ge_desktop.ui.layout.dice import dice_layout, fewest_dice, pips
from ge_desktop.ui.layout.geometry import Size


def test_tracking_damage_eight_is_a_six_and_a_two() -> None:
    assert fewest_dice(8) == [6, 2]


@pytest.mark.parametrize(("value", "faces"), [(0, []), (-3, []), (1, [1]), (6, [6]), (12, [6, 6]), (25, [6, 6, 6, 6, 1])])
def test_tracking_damage_fewest_dice(value: int, faces: list[int]) -> None:
    assert fewest_dice(value) == faces


@given(st.integers(min_value=1, max_value=200))
def test_fewest_dice_sum_to_the_value_and_no_fewer_would_do(value: int) -> None:
    faces = fewest_dice(value)
    assert sum(faces) == value
    assert all(1 <= f <= 6 for f in faces)
    assert len(faces) == -(-value // 6)


@given(
    st.lists(st.integers(min_value=0, max_value=40), min_size=1, max_size=5),
    st.sampled_from([Size(100, 140), Size(140, 100)]),
)
def test_dice_stay_inside_the_card_whichever_way_it_lies(values: list[int], frame: Size) -> None:
    spots = dice_layout(list(enumerate(values)), frame)
    assert len(spots) == sum(len(fewest_dice(v)) for v in values)
    for spot in spots:
        assert abs(spot.center.x) + spot.size / 2 <= frame.width / 2 + 1e-6
        assert abs(spot.center.y) + spot.size / 2 <= frame.height / 2 + 1e-6


def test_each_die_kind_gets_its_own_row() -> None:
    spots = dice_layout([("structure", 8), ("shield", 3)], Size(100, 140))
    rows = {spot.kind: {spot.center.y} for spot in spots}
    assert len({y for ys in rows.values() for y in ys}) == 2
    assert [s.face for s in spots if s.kind == "structure"] == [6, 2]


@pytest.mark.parametrize("face", range(1, 7))
def test_a_die_face_shows_its_number_of_pips(face: int) -> None:
    assert len(pips(face)) == face == len(set(pips(face)))
