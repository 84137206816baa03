"""The art window's drawing surface: a seeded canvas measured in art units.

The window's height is one art unit and its width is its aspect ratio, so a picture
drawn in art units looks the same at every pixel size. ``seed_for`` turns a card id
into a stable seed (Python's own ``hash`` is salted per process).
"""

from __future__ import annotations

import colorsys
import hashlib
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from ge_desktop.cards.model import Card

Color = tuple[int, int, int]


def seed_for(card_id: str) -> int:
    """A stable 64-bit seed from a card id (not Python's salted ``hash``)."""
    return int.from_bytes(hashlib.sha256(card_id.encode("utf-8")).digest()[:8], "big")


def hsl(hue: float, light: float, sat: float) -> Color:
    r, g, b = colorsys.hls_to_rgb(hue % 1.0, light, sat)
    return round(r * 255), round(g * 255), round(b * 255)


@lru_cache(maxsize=1)
def _glow_mask() -> Image.Image:
    """256 x 256 round falloff: 255 at the centre, 0 from the inscribed circle outwards."""
    # radial_gradient grows as distance * 255 / 181 (181 = the corner distance), so the
    # inscribed circle (radius 128) is at about 180.
    def falloff(value: int) -> int:
        t = min(1.0, value * 181 / 255 / 128)
        return round(255 * (1 - t) ** 2)

    return Image.radial_gradient("L").point(falloff)


@lru_cache(maxsize=128)
def _sized_glow(size: int, strength: float) -> Image.Image:
    """The glow mask at ``size`` pixels, weakened to ``strength`` (shared: glows repeat)."""
    mask = _glow_mask().resize((size, size), Image.Resampling.BILINEAR)
    if strength < 1.0:
        mask = mask.point(lambda value: round(value * strength))
    return mask


@dataclass
class Canvas:
    """An art window being painted: the image, its drawer and the unit conversion."""

    image: Image.Image
    rng: random.Random
    card: Card | None = None  # None for the card back

    def __post_init__(self) -> None:
        self.draw = ImageDraw.Draw(self.image)

    @property
    def subject(self) -> Card:
        """The card whose art is painted (a subject is painted only for a card, never the back)."""
        if self.card is None:
            raise ValueError("the card back has no subject to paint")
        return self.card

    @property
    def unit(self) -> float:
        """Pixels per art unit (the window height)."""
        return float(self.image.height)

    @property
    def aspect(self) -> float:
        return self.image.width / self.image.height

    def pt(self, u: float, v: float) -> tuple[float, float]:
        return u * self.unit, v * self.unit

    def pts(self, points: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.pt(u, v) for u, v in points]

    def box(self, u0: float, v0: float, u1: float, v1: float) -> tuple[float, float, float, float]:
        return u0 * self.unit, v0 * self.unit, u1 * self.unit, v1 * self.unit

    def px(self, length: float) -> int:
        return max(1, round(length * self.unit))

    def glow(self, u: float, v: float, radius: float, color: Color, strength: float = 1.0) -> None:
        """A soft radial glow of ``color`` centred at (u, v)."""
        size = max(2, round(radius * 2 * self.unit))
        mask = _sized_glow(size, strength)
        x, y = round((u - radius) * self.unit), round((v - radius) * self.unit)
        self.image.paste(Image.new("RGB", (size, size), color), (x, y), mask)

    def layer_paste(self, layer: Image.Image, mask: Image.Image) -> None:
        self.image.paste(layer, (0, 0), mask)
        self.draw = ImageDraw.Draw(self.image)


def rotate(points: Iterable[tuple[float, float]], cx: float, cy: float, angle: float) -> list[tuple[float, float]]:
    """Points turned by ``angle`` (radians) about the origin, then moved to (cx, cy)."""
    c, s = math.cos(angle), math.sin(angle)
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in points]


def oval(cx: float, cy: float, rx: float, ry: float, n: int = 36) -> list[tuple[float, float]]:
    """An ellipse as a polygon, so it can be rotated with the rest of a shape."""
    return [(cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n)) for i in range(n)]
