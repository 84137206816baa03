"""Where the board's hexes go on screen: pure functions on plain numbers, no Qt.

Red Blob Games' hex guide, pointy-top layout (the engine's ``hexes.py`` lists its directions
east first): a hex's center is ``size * (sqrt(3) q + sqrt(3)/2 r, 3/2 r)``; a point goes back to
the hex under it by the inverse matrix and cube rounding. ``corners`` gives the six corners a
painter draws; ``board_rect`` the rectangle a board of ``radius`` fills (with a margin).
"""

from __future__ import annotations

import math

from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, distance, spiral

SQRT3 = math.sqrt(3.0)
HEX_SIZE = 60.0  # center to corner, scene units


def hex_center(h: Hex, size: float = HEX_SIZE) -> tuple[float, float]:
    """The center of ``h`` (the board's center hex at 0, 0)."""
    return size * (SQRT3 * h.q + SQRT3 / 2.0 * h.r), size * 1.5 * h.r


def _cube_round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def hex_at(x: float, y: float, size: float = HEX_SIZE) -> Hex:
    """The hex whose area holds the point ``x, y``."""
    q = (SQRT3 / 3.0 * x - y / 3.0) / size
    r = (2.0 / 3.0 * y) / size
    return _cube_round(q, r)


def board_hex_at(x: float, y: float, radius: int, size: float = HEX_SIZE) -> Hex | None:
    """The board's hex under ``x, y``, or None off the board."""
    h = hex_at(x, y, size)
    return h if distance(h, CENTER) <= radius else None


def corners(cx: float, cy: float, size: float = HEX_SIZE) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex centered on ``cx, cy`` (from the upper right, clockwise)."""
    points = []
    for k in range(6):
        angle = math.radians(60 * k - 30)
        points.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return points


def board_rect(radius: int, size: float = HEX_SIZE, margin: float = 0.0) -> tuple[float, float, float, float]:
    """``x, y, width, height`` of the smallest rectangle holding every hex of the board."""
    xs, ys = [], []
    for h in spiral(CENTER, radius):
        cx, cy = hex_center(h, size)
        xs += [cx - SQRT3 / 2 * size, cx + SQRT3 / 2 * size]
        ys += [cy - size, cy + size]
    left, top = min(xs) - margin, min(ys) - margin
    return left, top, max(xs) + margin - left, max(ys) + margin - top
