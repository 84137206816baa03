"""Colours and background textures by card type and empire.

v2.1 *Using Major Empire Cards*: empire cards carry the empire's "color texture (the art
pattern behind the text)". So a card of an empire is painted in that empire's colour
and pattern, and a generic card in its type's colour with a plain brushed texture; the
type letter box keeps the type colour on every card. An Argonian ship and a generic ship
therefore differ at a glance.

Empires without an entry in ``EMPIRE_STYLES`` get a colour and pattern derived from a
hash of their name, so a new empire in ``resources/empires.json`` still looks its own.
"""

from __future__ import annotations

import colorsys
import hashlib
import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from PIL import Image, ImageDraw

from ge_desktop import paths
from ge_desktop.cards.catalog import read_empires
from ge_desktop.cards.model import Card, CardType

Color = tuple[int, int, int]

INK: Color = (24, 22, 20)
PAPER: Color = (244, 238, 222)
FRAME: Color = (18, 18, 20)
FOOTER_INK: Color = (170, 170, 176)


class Pattern(str, Enum):
    BRUSHED = "brushed"  # generic cards: fine horizontal grain
    STRIPES = "stripes"
    HEXES = "hexes"
    DOTS = "dots"
    WAVES = "waves"
    GRID = "grid"
    CHEVRONS = "chevrons"
    RINGS = "rings"


@dataclass(frozen=True)
class Style:
    base: Color
    pattern: Pattern


# Type colours (generic cards and the type letter box of every card).
TYPE_COLORS: dict[CardType, Color] = {
    CardType.TERRAIN: (70, 120, 64),
    CardType.SHIP: (92, 104, 120),
    CardType.BASE: (120, 100, 76),
    CardType.CREW: (150, 110, 60),
    CardType.EQUIPMENT: (110, 110, 100),
    CardType.HAZARD: (170, 120, 20),
    CardType.LUCK: (40, 130, 120),
    CardType.MONSTER: (130, 40, 40),
    CardType.OCCURRENCE: (96, 70, 140),
    CardType.ABILITY: (60, 90, 150),
    CardType.DRAGON: (150, 60, 20),
    CardType.AGENDA: (90, 90, 60),
    CardType.INSTALLATION: (80, 90, 100),
    CardType.PSY: (140, 60, 140),
    CardType.FIELD: (50, 110, 150),
    CardType.HEADQUARTERS: (100, 30, 60),
    CardType.ANCIENT: (120, 110, 80),
}

EMPIRE_STYLES: dict[str, Style] = {
    "Argonian First Republic": Style((36, 84, 168), Pattern.STRIPES),
    "Krebiz Capitalist Alliance": Style((176, 130, 24), Pattern.HEXES),
    "Aqaaran": Style((20, 140, 150), Pattern.WAVES),
    "Clydon Empire": Style((150, 30, 36), Pattern.CHEVRONS),
    "Comedy Club Network": Style((200, 80, 150), Pattern.DOTS),
    "Corporate Aggressors": Style((70, 70, 80), Pattern.GRID),
    "Filarian Infesters": Style((90, 130, 30), Pattern.DOTS),
    "Gekonauak": Style((120, 70, 40), Pattern.RINGS),
    "J'xar": Style((110, 40, 150), Pattern.WAVES),
    "Leopan Conquistadors": Style((190, 110, 30), Pattern.CHEVRONS),
    "Mechad Holdfast": Style((100, 110, 120), Pattern.GRID),
    "Space Dragons": Style((160, 50, 20), Pattern.HEXES),
    "Time Knights": Style((60, 60, 130), Pattern.RINGS),
}


def _hashed(name: str) -> Style:
    digest = hashlib.sha256(name.encode("utf-8")).digest()
    hue = digest[0] / 255
    r, g, b = colorsys.hls_to_rgb(hue, 0.38, 0.55)
    patterns = [p for p in Pattern if p is not Pattern.BRUSHED]
    return Style((round(r * 255), round(g * 255), round(b * 255)), patterns[digest[1] % len(patterns)])


@lru_cache(maxsize=1)
def _empire_names() -> dict[str, str]:
    """Lower-case name or alias -> canonical empire name, from ``resources/empires.json``."""
    empires, _problems = read_empires(paths.resources_dir() / "empires.json")
    return {key.lower(): e.name for e in empires for key in (e.name, *e.aliases)}


def canonical_empire(name: str | None) -> str | None:
    """The empire's full name for an alias such as ``Argonian`` (unknown names unchanged)."""
    if not name:
        return None
    return _empire_names().get(name.lower(), name)


def card_style(card: Card) -> Style:
    """The background colour and pattern of a card."""
    name = canonical_empire(card.empire)
    if name:
        return EMPIRE_STYLES.get(name) or _hashed(name)
    return Style(TYPE_COLORS[card.primary_type], Pattern.BRUSHED)


def type_color(card_type: CardType) -> Color:
    return TYPE_COLORS[card_type]


def shade(color: Color, factor: float) -> Color:
    """Lighter (factor > 1) or darker (factor < 1) version of a colour."""
    r, g, b = color
    if factor >= 1:
        return round(r + (255 - r) * (factor - 1)), round(g + (255 - g) * (factor - 1)), round(b + (255 - b) * (factor - 1))
    return round(r * factor), round(g * factor), round(b * factor)


def lifted(color: Color, amount: int) -> Color:
    """``color`` with ``amount`` added to each channel (up to 255)."""
    r, g, b = color
    return min(255, r + amount), min(255, g + amount), min(255, b + amount)


def paint_texture(image: Image.Image, box: tuple[int, int, int, int], style: Style, unit: float) -> None:
    """Fill ``box`` of ``image`` with the style's colour and pattern (``unit`` = pixels per mm)."""
    draw = ImageDraw.Draw(image)
    draw.rectangle(box, fill=style.base)
    line = shade(style.base, 0.82)
    light = shade(style.base, 1.12)
    painter = _PAINTERS[style.pattern]
    painter(draw, box, unit, line, light)


def _brushed(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    step = max(2, round(unit * 0.7))
    for i, y in enumerate(range(y0, y1, step)):
        draw.line((x0, y, x1, y), fill=line if i % 3 else light, width=1)


def _stripes(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    step = unit * 3.2
    width = max(1, round(unit * 1.1))
    k: float = -(y1 - y0)
    while k < x1 - x0:
        draw.line((x0 + k, y1, x0 + k + (y1 - y0), y0), fill=line, width=width)
        k += step


def _hexes(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    r = unit * 2.4
    w = max(1, round(unit * 0.35))
    dx, dy = r * math.sqrt(3), r * 1.5
    row = 0
    y: float = y0
    while y < y1 + r:
        x = x0 + (dx / 2 if row % 2 else 0)
        while x < x1 + r:
            pts = [(x + r * math.cos(math.pi / 6 + k * math.pi / 3), y + r * math.sin(math.pi / 6 + k * math.pi / 3)) for k in range(7)]
            draw.line(pts, fill=line, width=w)
            x += dx
        y += dy
        row += 1


def _dots(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    step, r = unit * 2.6, unit * 0.55
    for j, y in enumerate(_frange(y0, y1, step)):
        for x in _frange(x0 + (step / 2 if j % 2 else 0), x1, step):
            draw.ellipse((x - r, y - r, x + r, y + r), fill=line)


def _waves(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    w = max(1, round(unit * 0.4))
    for y in _frange(y0, y1 + unit * 3, unit * 2.4):
        pts = [(x, y + math.sin((x - x0) / (unit * 3.0)) * unit * 0.9) for x in _frange(x0, x1 + unit, unit * 0.8)]
        draw.line(pts, fill=line, width=w)


def _grid(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    w = max(1, round(unit * 0.3))
    for x in _frange(x0, x1, unit * 3):
        draw.line((x, y0, x, y1), fill=line, width=w)
    for y in _frange(y0, y1, unit * 3):
        draw.line((x0, y, x1, y), fill=line, width=w)


def _chevrons(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    w = max(1, round(unit * 0.6))
    half = unit * 2.2
    for y in _frange(y0 - half, y1 + half, unit * 3):
        pts = []
        for i, x in enumerate(_frange(x0, x1 + half * 2, half)):
            pts.append((x, y + (half if i % 2 else 0)))
        draw.line(pts, fill=line, width=w)


def _rings(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], unit: float, line: Color, light: Color) -> None:
    x0, y0, x1, y1 = box
    w = max(1, round(unit * 0.35))
    cx, cy = (x0 + x1) / 2, y0 + (y1 - y0) * 0.4
    radius = unit * 2.5
    limit = math.hypot(x1 - x0, y1 - y0)
    while radius < limit:
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=line, width=w)
        radius += unit * 2.5


def _frange(start: float, stop: float, step: float) -> Iterator[float]:
    value = start
    while value < stop:
        yield value
        value += step


_PAINTERS = {
    Pattern.BRUSHED: _brushed,
    Pattern.STRIPES: _stripes,
    Pattern.HEXES: _hexes,
    Pattern.DOTS: _dots,
    Pattern.WAVES: _waves,
    Pattern.GRID: _grid,
    Pattern.CHEVRONS: _chevrons,
    Pattern.RINGS: _rings,
}
