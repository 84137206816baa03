"""Dice on a card: the fewest six-sided dice for a value, and where they sit.

v2.1 *Tracking damage*: "Use dice (6 sided and always the least number of dice
possible)". Each kind of die (structure, Shield, research, permanent, duration) gets
its own row, in the order given, centred on the card. The frame is the card as it is
seen (turned cards are wider than high), so the dice stay upright and readable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from ge_desktop.ui.layout.geometry import Point, Size

SIDES = 6
DIE_FRACTION = 0.24  # die edge as a fraction of the frame's shorter side
GAP_FRACTION = 0.12  # gap between dice as a fraction of the die edge

K = TypeVar("K")


@dataclass(frozen=True, slots=True)
class DieSpot(Generic[K]):
    """One die to draw: its kind, the face showing, its centre and edge length."""

    kind: K
    face: int
    center: Point
    size: float


def fewest_dice(value: int) -> list[int]:
    """Faces of the fewest dice showing ``value`` (8 -> [6, 2]; 0 or less -> [])."""
    if value <= 0:
        return []
    sixes, rest = divmod(value, SIDES)
    return [SIDES] * sixes + ([rest] if rest else [])


def dice_layout(dice: Sequence[tuple[K, int]], frame: Size) -> list[DieSpot[K]]:
    """Place the dice of each (kind, value) in rows centred in ``frame``; origin at its centre."""
    rows = [(kind, fewest_dice(value)) for kind, value in dice]
    rows = [(kind, faces) for kind, faces in rows if faces]
    if not rows:
        return []
    widest = max(len(faces) for _, faces in rows)
    edge = min(frame.width, frame.height) * DIE_FRACTION
    edge = min(edge, frame.width / (widest + (widest + 1) * GAP_FRACTION))
    edge = min(edge, frame.height / (len(rows) + (len(rows) + 1) * GAP_FRACTION))
    pitch = edge * (1 + GAP_FRACTION)
    spots = []
    for row, (kind, faces) in enumerate(rows):
        y = (row - (len(rows) - 1) / 2) * pitch
        for column, face in enumerate(faces):
            x = (column - (len(faces) - 1) / 2) * pitch
            spots.append(DieSpot(kind, face, Point(x, y), edge))
    return spots


def band_layout(dice: Sequence[tuple[K, int]], frame: Size, band: float) -> list[DieSpot[K]]:
    """Dice of a covered card: one row at the right end of the strip still showing.

    A card with cards on it shows only a strip along its top (``band`` high); its dice
    go there, right-aligned so the card's code and title stay readable on the left.
    Origin at the frame's centre, like ``dice_layout``.
    """
    faces = [(kind, face) for kind, value in dice for face in fewest_dice(value)]
    if not faces:
        return []
    edge = min(band * 0.8, frame.width * DIE_FRACTION)
    edge = min(edge, frame.width * 0.6 / (len(faces) + (len(faces) - 1) * GAP_FRACTION))
    pitch = edge * (1 + GAP_FRACTION)
    right = frame.width / 2 - edge * 0.25
    y = -frame.height / 2 + band / 2
    count = len(faces)
    return [DieSpot(kind, face, Point(right - edge / 2 - (count - 1 - i) * pitch, y), edge) for i, (kind, face) in enumerate(faces)]


def pips(face: int) -> list[tuple[float, float]]:
    """Pip centres of a die face on a unit square (0..1), as a real die shows them."""
    low, mid, high = 0.25, 0.5, 0.75
    corners = {
        1: [(mid, mid)],
        2: [(low, low), (high, high)],
        3: [(low, low), (mid, mid), (high, high)],
        4: [(low, low), (high, low), (low, high), (high, high)],
        5: [(low, low), (high, low), (mid, mid), (low, high), (high, high)],
        6: [(low, low), (high, low), (low, mid), (high, mid), (low, high), (high, high)],
    }
    return corners[face]
