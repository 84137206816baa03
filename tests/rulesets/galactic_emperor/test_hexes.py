"""Axial hex coordinates (Red Blob Games' conventions)."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, DIRECTIONS, Hex, distance, neighbors, parse_hex, ring, spiral


def test_cube_coordinates_sum_to_zero() -> None:
    h = Hex(2, -3)
    assert h.q + h.r + h.s == 0


def test_distance_is_the_cube_distance() -> None:
    assert distance(CENTER, Hex(3, -3)) == 3
    assert distance(Hex(-1, 2), Hex(2, -1)) == 3
    assert all(distance(CENTER, n) == 1 for n in neighbors(CENTER))


def test_rings_and_the_radius_three_board() -> None:
    assert [len(ring(CENTER, k)) for k in range(4)] == [1, 6, 12, 18]
    board = list(spiral(CENTER, 3))
    assert len(board) == len(set(board)) == 37
    assert ring(CENTER, 1)[0] == DIRECTIONS[4]


def test_hex_text_round_trips_and_bad_text_is_refused() -> None:
    assert parse_hex(Hex(-2, 3).text()) == Hex(-2, 3)
    with pytest.raises(ValueError, match="1,-2"):
        parse_hex("1;2")
