"""The board's hex layout (pointy-top, Red Blob Games' conventions): pure numbers, no screen."""

from __future__ import annotations

import math

from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, neighbors, spiral
from ge_desktop.ui.emperor.hex_layout import HEX_SIZE, board_hex_at, board_rect, corners, hex_at, hex_center


def test_every_hex_center_maps_back_to_its_hex() -> None:
    for h in spiral(CENTER, 5):
        assert hex_at(*hex_center(h)) == h


def test_a_point_near_a_corner_belongs_to_the_nearest_center() -> None:
    for h in spiral(CENTER, 3):
        cx, cy = hex_center(h)
        for x, y in corners(cx, cy, HEX_SIZE * 0.9):
            assert hex_at(x, y) == h


def test_neighbors_are_one_hex_width_apart() -> None:
    width = math.sqrt(3) * HEX_SIZE
    for n in neighbors(Hex(1, -1)):
        (ax, ay), (bx, by) = hex_center(Hex(1, -1)), hex_center(n)
        assert math.isclose(math.hypot(ax - bx, ay - by), width)


def test_east_is_to_the_right_and_positive_r_is_down() -> None:
    assert hex_center(Hex(1, 0))[0] > 0 and hex_center(Hex(1, 0))[1] == 0
    assert hex_center(Hex(0, 1))[1] > 0


def test_off_the_board_is_no_hex() -> None:
    x, y = hex_center(Hex(4, 0))
    assert board_hex_at(x, y, 3) is None
    assert board_hex_at(*hex_center(Hex(3, 0)), 3) == Hex(3, 0)


def test_the_board_rectangle_holds_every_corner() -> None:
    left, top, width, height = board_rect(3)
    for h in spiral(CENTER, 3):
        for x, y in corners(*hex_center(h)):
            assert left - 1e-6 <= x <= left + width + 1e-6 and top - 1e-6 <= y <= top + height + 1e-6
