"""Plain geometric values for the layout maths: sizes, points, rectangles, placements."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Size:
    width: float
    height: float

    def turned(self) -> Size:
        """The footprint of the same rectangle turned a quarter."""
        return Size(self.height, self.width)

    def scaled(self, factor: float) -> Size:
        return Size(self.width * factor, self.height * factor)


@dataclass(frozen=True, slots=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle: left, top, width, height."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def center(self) -> Point:
        return Point(self.x + self.width / 2, self.y + self.height / 2)

    @property
    def size(self) -> Size:
        return Size(self.width, self.height)

    def contains(self, point: Point) -> bool:
        return self.x <= point.x < self.right and self.y <= point.y < self.bottom

    def intersects(self, other: Rect) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def moved(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.width, self.height)

    def united(self, other: Rect) -> Rect:
        left, top = min(self.x, other.x), min(self.y, other.y)
        return Rect(left, top, max(self.right, other.right) - left, max(self.bottom, other.bottom) - top)

    @staticmethod
    def around(center: Point, size: Size) -> Rect:
        return Rect(center.x - size.width / 2, center.y - size.height / 2, size.width, size.height)


@dataclass(frozen=True, slots=True)
class Placement:
    """Where a card lies: its centre and its rotation in degrees (clockwise, 0 = upright)."""

    center: Point
    rotation: float = 0.0

    @property
    def sideways(self) -> bool:
        return round(self.rotation) % 180 == 90

    def footprint(self, card: Size) -> Rect:
        """The axis-aligned box a card of ``card`` size covers here (quarter turns only)."""
        return Rect.around(self.center, card.turned() if self.sideways else card)
