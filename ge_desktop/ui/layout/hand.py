"""The hand fan: cards spread along a shallow arc, overlapping when the hand is large."""

from __future__ import annotations

import math

from ge_desktop.ui.layout.geometry import Placement, Point, Rect, Size

MAX_SPREAD = 1.05  # at most this many card widths from one card's centre to the next
MAX_TILT = 3.0  # degrees between neighbouring cards
TOTAL_TILT = 24.0  # the fan never turns more than this from end to end
LIFT = 0.28  # a hovered card rises by this fraction of its height


def hand_fan(count: int, card: Size, area: Rect, hovered: int | None = None) -> list[Placement]:
    """Placements of ``count`` cards fanned across ``area``, centred both ways."""
    if count <= 0:
        return []
    usable = max(area.width - card.width, 0.0)
    pitch = min(card.width * MAX_SPREAD, usable / (count - 1)) if count > 1 else 0.0
    tilt = min(MAX_TILT, TOTAL_TILT / max(count - 1, 1))
    middle = (count - 1) / 2
    radius = card.width / math.radians(max(tilt, 0.1)) if pitch else 0.0

    def drop(angle: float) -> float:  # how far the arc lowers a card turned ``angle``
        return min(radius * (1 - math.cos(math.radians(angle))), card.height * 0.25) if radius else 0.0

    base_y = area.center.y - drop(middle * tilt) / 2
    placements = []
    for index in range(count):
        offset = index - middle
        angle = offset * tilt
        y = base_y + drop(angle)
        if hovered == index:
            y -= card.height * LIFT
            angle = 0.0
        placements.append(Placement(Point(area.center.x + offset * pitch, y), angle))
    return placements


def hand_index_at(x: float, count: int, card: Size, area: Rect) -> int:
    """Where a card dropped at ``x`` joins the fan: 0..count (insertion index)."""
    if count <= 0:
        return 0
    centers = [p.center.x for p in hand_fan(count, card, area)]
    return sum(1 for center in centers if center < x)
