"""Point and weapon symbols drawn as vector shapes (v2.1 *Points* section).

Each symbol of the rulebook's list is a ``Glyph`` drawn with Pillow primitives in a
square cell, so no font can ever show a missing-glyph box for it:

    economy ❍ ring            supply ⚫ dot             energy ✸ eight-point star
    ammunition ◼ square       research ❏ shadowed box  repair ♦ diamond
    healing  heart            command ✪ starred disc   lobster ❧ floral heart
    damage ✖ heavy cross      Shield ✧ open star       Node ✦ solid star
    Armor ➊ numbered disc     Phaser ✜ open cross      heavy weapon ◼ square

A *symbol run* is a row of groups (``Shield x3``, ``+ economy x1``...). ``layout_run``
measures it at a size, writing a group as repeated symbols when there are few and as
``n×symbol`` when there are many or space is short, and ``draw_run`` paints it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import ImageDraw

from ge_desktop.render.fonts import FontStyle, font, text_width
from ge_desktop.render.glyphs import GLYPH_INK, POINT_GLYPHS, WEAPON_GLYPHS, Color, Glyph

__all__ = ["GLYPH_INK", "POINT_GLYPHS", "WEAPON_GLYPHS", "Color", "Glyph"]  # + the drawing below; the names are defined in glyphs.py


def _star(cx: float, cy: float, r_out: float, r_in: float, points: int, turn: float = -math.pi / 2) -> list[tuple[float, float]]:
    coords = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        angle = turn + i * math.pi / points
        coords.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return coords


def _heart(cx: float, cy: float, r: float, rotate: float = 0.0) -> list[tuple[float, float]]:
    coords = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        x, y = x / 17 * r, (y + 2.5) / 17 * r
        rx = x * math.cos(rotate) - y * math.sin(rotate)
        ry = x * math.sin(rotate) + y * math.cos(rotate)
        coords.append((cx + rx, cy + ry))
    return coords


def _bar(cx: float, cy: float, length: float, thick: float, angle: float) -> list[tuple[float, float]]:
    dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
    nx, ny = -math.sin(angle) * thick / 2, math.cos(angle) * thick / 2
    return [(cx - dx + nx, cy - dy + ny), (cx + dx + nx, cy + dy + ny), (cx + dx - nx, cy + dy - ny), (cx - dx - nx, cy - dy - ny)]


def draw_glyph(draw: ImageDraw.ImageDraw, glyph: Glyph, x: float, y: float, s: float, paper: Color, number: int = 0) -> None:
    """Draw ``glyph`` in the ``s``-pixel square cell whose top left is (x, y)."""
    ink = GLYPH_INK[glyph]
    cx, cy, r = x + s / 2, y + s / 2, s / 2
    line = max(1, round(s * 0.13))
    if glyph is Glyph.ECONOMY:
        draw.ellipse((x + s * 0.1, y + s * 0.1, x + s * 0.9, y + s * 0.9), outline=ink, width=line)
    elif glyph is Glyph.SUPPLY:
        draw.ellipse((x + s * 0.1, y + s * 0.1, x + s * 0.9, y + s * 0.9), fill=ink)
    elif glyph is Glyph.ENERGY:
        draw.polygon(_star(cx, cy, r * 0.98, r * 0.42, 8, -math.pi / 2), fill=ink)
    elif glyph in (Glyph.AMMUNITION, Glyph.HEAVY):
        draw.rectangle((x + s * 0.14, y + s * 0.14, x + s * 0.86, y + s * 0.86), fill=ink)
    elif glyph is Glyph.RESEARCH:
        draw.rectangle((x + s * 0.24, y + s * 0.24, x + s * 0.92, y + s * 0.92), fill=ink)
        draw.rectangle((x + s * 0.08, y + s * 0.08, x + s * 0.76, y + s * 0.76), fill=paper, outline=ink, width=line)
    elif glyph is Glyph.REPAIR:
        draw.polygon([(cx, y + s * 0.02), (x + s * 0.86, cy), (cx, y + s * 0.98), (x + s * 0.14, cy)], fill=ink)
    elif glyph is Glyph.HEALING:
        draw.polygon(_heart(cx, cy, r * 0.95), fill=ink)
    elif glyph is Glyph.COMMAND:
        draw.ellipse((x + s * 0.04, y + s * 0.04, x + s * 0.96, y + s * 0.96), fill=ink)
        draw.polygon(_star(cx, cy + s * 0.03, r * 0.72, r * 0.29, 5), fill=paper)
    elif glyph is Glyph.LOBSTER:
        _draw_lobster(draw, x, y, s, ink)
    elif glyph is Glyph.DAMAGE:
        for angle in (math.pi / 4, -math.pi / 4):
            draw.polygon(_bar(cx, cy, s * 1.0, s * 0.27, angle), fill=ink)
    elif glyph is Glyph.SHIELD:
        draw.polygon(_star(cx, cy, r * 1.0, r * 0.36, 4), fill=paper, outline=ink, width=line)
    elif glyph is Glyph.NODE:
        draw.polygon(_star(cx, cy, r * 1.0, r * 0.34, 4), fill=ink)
    elif glyph is Glyph.ARMOR:
        draw.ellipse((x + s * 0.02, y + s * 0.02, x + s * 0.98, y + s * 0.98), fill=ink)
        face = font(FontStyle.BOLD, max(4, round(s * 0.74)))
        draw.text((cx, cy + s * 0.02), str(number), font=face, fill=paper, anchor="mm")
    elif glyph is Glyph.PHASER:
        draw.polygon(_bar(cx, cy, s * 0.9, s * 0.32, 0), fill=ink)
        draw.polygon(_bar(cx, cy, s * 0.9, s * 0.32, math.pi / 2), fill=ink)
        draw.ellipse((cx - s * 0.09, cy - s * 0.09, cx + s * 0.09, cy + s * 0.09), fill=paper)


def _draw_lobster(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, ink: Color) -> None:
    """❧ the rotated floral heart: a heart lying on its side with a curled stem."""
    draw.polygon(_heart(x + s * 0.62, y + s * 0.5, s * 0.42, rotate=-math.pi / 2), fill=ink)
    width = max(1, round(s * 0.1))
    draw.arc((x + s * 0.02, y + s * 0.18, x + s * 0.5, y + s * 0.66), 120, 360, fill=ink, width=width)


# --- symbol runs ---------------------------------------------------------------------


@dataclass(frozen=True)
class SymbolGroup:
    """``count`` copies of a glyph, optionally led by text such as ``+`` or ``×2``."""

    glyph: Glyph
    count: int = 1
    prefix: str = ""
    number: int = 0  # the digit inside an Armor symbol
    suffix: str = ""  # a label after the symbols, such as a weapon's name


@dataclass(frozen=True)
class RunItem:
    """One placed element of a run: a glyph or a piece of text, at an x offset."""

    x: float
    glyph: Glyph | None = None
    text: str = ""
    number: int = 0


@dataclass(frozen=True)
class RunLayout:
    items: tuple[RunItem, ...]
    width: float
    size: float  # glyph cell size in pixels

    @property
    def text_size(self) -> int:
        return max(4, round(self.size * 0.85))


REPEAT_LIMIT = 4  # up to this many of one symbol are drawn one by one


def layout_run(groups: list[SymbolGroup], size: float, compact: bool = False, separator: str = "") -> RunLayout:
    """Measure a run; ``compact`` writes every repeated group as ``n×glyph``."""
    items: list[RunItem] = []
    x = 0.0
    gap = size * 0.2
    text_px = max(4, round(size * 0.85))
    for index, group in enumerate(groups):
        if index:
            x += gap * 2.5
            if separator:
                items.append(RunItem(x, text=separator))
                x += text_width(separator, FontStyle.BOLD, text_px) + gap * 2
        if group.prefix:
            items.append(RunItem(x, text=group.prefix))
            x += text_width(group.prefix, FontStyle.BOLD, text_px) + gap
        repeat = group.count if (group.count <= REPEAT_LIMIT and not compact) or group.count == 1 else 1
        if repeat == 1 and group.count > 1:
            label = f"{group.count}"
            items.append(RunItem(x, text=label))
            x += text_width(label, FontStyle.BOLD, text_px) + gap * 0.6
        for _ in range(repeat):
            items.append(RunItem(x, glyph=group.glyph, number=group.number))
            x += size + gap
        if group.suffix:
            items.append(RunItem(x, text=group.suffix))
            x += text_width(group.suffix, FontStyle.BOLD, text_px) + gap
        x -= gap
    return RunLayout(tuple(items), max(0.0, x), size)


def fit_run(groups: list[SymbolGroup], max_width: float, size: float, min_size: float, separator: str = "") -> RunLayout:
    """The largest layout of ``groups`` no wider than ``max_width`` (expanded before compact)."""
    current = size
    while True:
        for compact in (False, True):
            layout = layout_run(groups, current, compact, separator)
            if layout.width <= max_width:
                return layout
        if current <= min_size:
            return layout
        current = max(min_size, current * 0.9)


def draw_run(draw: ImageDraw.ImageDraw, layout: RunLayout, x: float, y: float, paper: Color, text_fill: Color) -> None:
    """Paint a run with its top left at (x, y); text is centred on the glyph row."""
    face = font(FontStyle.BOLD, layout.text_size)
    for item in layout.items:
        if item.glyph is not None:
            draw_glyph(draw, item.glyph, x + item.x, y, layout.size, paper, item.number)
        else:
            draw.text((x + item.x, y + layout.size / 2), item.text, font=face, fill=text_fill, anchor="lm")
