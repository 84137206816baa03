"""Seating of 2-6 player areas: pure maths, no QApplication."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.layout.seats import MAX_SEATS, MIN_SEATS, Row, seat_offset, seat_slots, table_geometry

AREA = Size(1000, 600)


@pytest.mark.parametrize("count", range(MIN_SEATS, MAX_SEATS + 1))
def test_every_seat_gets_one_area_and_areas_never_overlap(count: int) -> None:
    geometry = table_geometry(count, AREA, hand_height=250, gap=40)
    assert len(geometry.areas) == count
    for i, a in enumerate(geometry.areas):
        assert a.size == AREA
        assert geometry.bounds.contains(a.center)
        for b in geometry.areas[i + 1 :]:
            assert not a.intersects(b)
        assert not a.intersects(geometry.hand)


@pytest.mark.parametrize("count", range(MIN_SEATS, MAX_SEATS + 1))
def test_viewer_sits_bottom_centre_above_his_hand(count: int) -> None:
    geometry = table_geometry(count, AREA, hand_height=250, gap=40)
    viewer = geometry.areas[0]
    assert geometry.slots[0].row is Row.BOTTOM and not geometry.slots[0].mirrored
    assert viewer.center.x == pytest.approx(geometry.bounds.center.x)
    assert geometry.hand.y > viewer.bottom
    assert all(viewer.y >= other.y for other in geometry.areas)


@pytest.mark.parametrize("count", range(MIN_SEATS, MAX_SEATS + 1))
def test_seats_go_clockwise_left_side_then_top_then_right(count: int) -> None:
    geometry = table_geometry(count, AREA, hand_height=250, gap=40)
    # Walk the table's rim clockwise seen from above: bottom row right-to-left from the
    # viewer, the top row left to right, then the bottom row's right side.
    angles = []
    centre = geometry.bounds.center
    import math

    for rect in geometry.areas:
        dx, dy = rect.center.x - centre.x, rect.center.y - centre.y
        angles.append(math.atan2(-dx, dy) % (2 * math.pi))  # 0 at the bottom, growing clockwise
    assert angles == sorted(angles)


def test_top_row_areas_are_mirrored_and_face_the_middle() -> None:
    slots = seat_slots(6)
    assert [s.mirrored for s in slots] == [False, False, True, True, True, False]


def test_seat_offset_counts_clockwise_from_the_viewer() -> None:
    assert [seat_offset(seat, viewer=2, count=4) for seat in range(4)] == [2, 3, 0, 1]


@pytest.mark.parametrize("count", [1, 7])
def test_counts_outside_two_to_six_are_refused(count: int) -> None:
    with pytest.raises(ValueError, match="2 to 6"):
        seat_slots(count)


def test_layout_modules_load_without_qt() -> None:
    code = (
        "import sys\n"
        "import ge_desktop.ui.layout.seats, ge_desktop.ui.layout.area, ge_desktop.ui.layout.stack\n"
        "import ge_desktop.ui.layout.hand, ge_desktop.ui.layout.dice, ge_desktop.ui.layout.zoom\n"
        "import ge_desktop.ui.layout.hits\n"
        "print(any(m.startswith('PySide6') for m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
