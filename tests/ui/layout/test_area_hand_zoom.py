"""Player area zones, the hand fan, zoom steps and hit tests: pure maths."""

from __future__ import annotations

import pytest

from ge_desktop.ui.layout.area import AreaContents, area_height, area_width, flow, layout_area
from ge_desktop.ui.layout.geometry import Point, Rect, Size
from ge_desktop.ui.layout.hand import hand_fan, hand_index_at
from ge_desktop.ui.layout.hits import Target, pick
from ge_desktop.ui.layout.zoom import MAX_ZOOM, MIN_ZOOM, fit_zoom, wheel_zoom

CARD = Size(100, 140)


def _area(contents: AreaContents, mirrored: bool = False):
    rect = Rect(0, 0, area_width(CARD), area_height(contents, CARD))
    return layout_area(rect, contents, CARD, mirrored)


def test_area_zones_lie_inside_the_area_and_apart() -> None:
    contents = AreaContents(stacks=(Size(100, 200), Size(140, 100)), reserve=3, hidden_hand=7)
    area = _area(contents)
    zones = [area.hq, area.deck, area.discard, area.reserve_zone, area.hand_zone]
    for i, zone in enumerate(zones):
        assert area.rect.contains(zone.center) and zone.right <= area.rect.right + 1e-9
        for other in zones[i + 1 :]:
            assert not zone.intersects(other)
    for stack in area.stacks:
        assert not any(stack.intersects(zone) for zone in zones)
        assert stack.right <= area.rect.right


def test_fleet_faces_the_middle_in_both_rows() -> None:
    contents = AreaContents(stacks=(Size(100, 140),))
    bottom, top = _area(contents), _area(contents, mirrored=True)
    assert bottom.fleet.y < bottom.hq.y  # bottom row: fleet above the piles
    assert top.fleet.y > top.hq.y  # top row: fleet below the piles


def test_many_stacks_wrap_into_more_rows_and_grow_the_area() -> None:
    few = AreaContents(stacks=(Size(100, 140),) * 3)
    many = AreaContents(stacks=(Size(100, 140),) * 20)
    assert area_height(many, CARD) > area_height(few, CARD)
    corners, _ = flow(many.stacks, 700, 10)
    assert len({c.y for c in corners}) > 1


def test_reserve_and_hidden_hand_overlap_to_fit_their_zones() -> None:
    area = _area(AreaContents(reserve=6, hidden_hand=12))
    for placements, zone in ((area.reserve, area.reserve_zone), (area.hand, area.hand_zone)):
        assert placements[0].footprint(CARD).x >= zone.x - 1e-9
        assert placements[-1].footprint(CARD).right <= zone.right + 1e-9


@pytest.mark.parametrize("count", [1, 2, 9, 30])
def test_hand_fan_stays_in_its_strip_and_goes_left_to_right(count: int) -> None:
    strip = Rect(0, 0, 1200, 200)
    fan = hand_fan(count, CARD, strip)
    xs = [p.center.x for p in fan]
    assert xs == sorted(xs)
    assert xs[0] - CARD.width / 2 >= -1e-9 and xs[-1] + CARD.width / 2 <= strip.right + 1e-9
    assert fan[0].rotation <= 0 <= fan[-1].rotation
    assert sum(xs) / count == pytest.approx(strip.center.x)


def test_hovered_hand_card_rises_and_straightens() -> None:
    strip = Rect(0, 0, 1200, 200)
    plain, hovered = hand_fan(5, CARD, strip), hand_fan(5, CARD, strip, hovered=0)
    assert hovered[0].center.y < plain[0].center.y and hovered[0].rotation == 0


def test_drop_into_hand_lands_between_neighbours() -> None:
    strip = Rect(0, 0, 1200, 200)
    fan = hand_fan(4, CARD, strip)
    between = (fan[1].center.x + fan[2].center.x) / 2
    assert hand_index_at(between, 4, CARD, strip) == 2
    assert hand_index_at(-50, 4, CARD, strip) == 0 and hand_index_at(5000, 4, CARD, strip) == 4


def test_wheel_zoom_steps_and_clamps() -> None:
    assert wheel_zoom(1.0, 15) > 1.0 > wheel_zoom(1.0, -15)
    assert wheel_zoom(1.0, 15 * 100) == MAX_ZOOM and wheel_zoom(1.0, -15 * 100) == MIN_ZOOM


def test_fit_zoom_shows_all_the_content() -> None:
    zoom = fit_zoom(Size(4000, 2000), Size(1000, 800), margin=0)
    assert zoom == pytest.approx(0.25)


def test_pick_returns_the_topmost_target() -> None:
    targets = [Target("under", Rect(0, 0, 100, 100), 1), Target("over", Rect(50, 50, 100, 100), 2)]
    assert pick(Point(75, 75), targets) == "over"
    assert pick(Point(75, 75), targets, exclude=frozenset({"over"})) == "under"
    assert pick(Point(500, 500), targets) is None
