"""Bundled fonts and fitting text into a box: wrap, then shrink until it fits.

The faces use DejaVu Sans Condensed (regular, bold, oblique) shipped in
``resources/fonts/`` under its Bitstream Vera / public-domain licence, loaded with
Pillow's basic layout engine so a render does not depend on which shaping library
the machine has. Point and weapon symbols are not font glyphs: see ``symbols.py``.

``fit_text`` is the one routine that places text: it wraps paragraphs greedily at
word boundaries, tries sizes from the largest allowed down to the smallest, and if the
text still does not fit at the smallest size it drops whole lines and ends the last
kept one with an ellipsis, marking the result ``truncated`` (a test makes sure no
catalog card ever needs that).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from pathlib import Path

from PIL import ImageDraw, ImageFont

from ge_desktop import paths
from ge_desktop.render.geometry import Box


class FontStyle(str, Enum):
    REGULAR = "DejaVuSansCondensed.ttf"
    BOLD = "DejaVuSansCondensed-Bold.ttf"
    ITALIC = "DejaVuSansCondensed-Oblique.ttf"


def fonts_dir() -> Path:
    """Folder of the bundled fonts."""
    return paths.resources_dir() / "fonts"


@lru_cache(maxsize=512)
def font(style: FontStyle, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font in ``style`` at ``size`` pixels (cached)."""
    path = fonts_dir() / style.value
    return ImageFont.truetype(str(path), max(1, int(size)), layout_engine=ImageFont.Layout.BASIC)


def text_width(text: str, style: FontStyle, size: int) -> float:
    return font(style, size).getlength(text)


def line_height(size: int) -> int:
    """Baseline-to-baseline distance for a size (a little more than the size)."""
    return round(size * 1.18)


@dataclass(frozen=True)
class Paragraph:
    """A run of text in one style; ``bullet`` is drawn in a hanging indent."""

    text: str
    style: FontStyle = FontStyle.REGULAR
    bullet: str = ""
    space_before: float = 0.0  # extra gap, in lines, before this paragraph


@dataclass(frozen=True)
class PlacedLine:
    text: str
    style: FontStyle
    x: float
    y: float  # top of the line box
    bullet: str = ""


@dataclass(frozen=True)
class FittedText:
    """Where each line goes, the font size chosen and the box the ink occupies."""

    lines: tuple[PlacedLine, ...]
    size: int
    bounds: Box
    truncated: bool = False


def _break_word(word: str, style: FontStyle, size: int, width: float) -> list[str]:
    """Split a word too long for one line into pieces that fit."""
    pieces, current = [], ""
    for char in word:
        if current and text_width(current + char, style, size) > width:
            pieces.append(current)
            current = char
        else:
            current += char
    return pieces + ([current] if current else [])


def wrap(text: str, style: FontStyle, size: int, width: float) -> list[str]:
    """Greedy word wrap of ``text`` to ``width`` pixels."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if text_width(candidate, style, size) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        if text_width(word, style, size) <= width:
            current = word
        else:
            *full, current = _break_word(word, style, size, width)
            lines += full
    if current:
        lines.append(current)
    return lines


def _layout(paragraphs: list[Paragraph], box: Box, size: int) -> list[PlacedLine]:
    """Place wrapped lines top-down from the box's top left at one size."""
    placed: list[PlacedLine] = []
    y = box.top
    step = line_height(size)
    for index, para in enumerate(paragraphs):
        indent = text_width(para.bullet + " ", para.style, size) if para.bullet else 0.0
        if index:
            y += round(step * para.space_before)
        for number, line in enumerate(wrap(para.text, para.style, size, box.width - indent)):
            bullet = para.bullet if number == 0 else ""
            placed.append(PlacedLine(line, para.style, box.left + indent, y, bullet))
            y += step
    return placed


def _bounds(lines: list[PlacedLine], size: int, box: Box) -> Box:
    if not lines:
        return Box(box.left, box.top, box.left, box.top)
    right = max(line.x + text_width(line.text, line.style, size) for line in lines)
    left = min(box.left, *(line.x for line in lines))
    return Box(left, lines[0].y, right, lines[-1].y + line_height(size))


def _truncate(lines: list[PlacedLine], box: Box, size: int) -> list[PlacedLine]:
    """Keep the lines that fit and end the last with an ellipsis."""
    kept = [line for line in lines if line.y + line_height(size) <= box.bottom]
    if not kept:
        return []
    last = kept[-1]
    text = last.text
    while text and last.x + text_width(text + "…", last.style, size) > box.right:
        text = text[:-1]
    kept[-1] = PlacedLine(text.rstrip() + "…", last.style, last.x, last.y, last.bullet)
    return kept


def fit_text(paragraphs: list[Paragraph], box: Box, max_size: int, min_size: int) -> FittedText:
    """Wrap and shrink ``paragraphs`` until they fit ``box``; truncate only as a last resort."""
    size = max(max_size, min_size)
    while True:
        lines = _layout(paragraphs, box, size)
        bounds = _bounds(lines, size, box)
        if box.contains(bounds, tolerance=0.5):
            return FittedText(tuple(lines), size, bounds)
        if size <= min_size:
            break
        size = max(min_size, min(size - 1, int(size * 0.94)))
    lines = _truncate(lines, box, size)
    return FittedText(tuple(lines), size, _bounds(lines, size, box), truncated=True)


def fit_line(text: str, style: FontStyle, box: Box, max_size: int, min_size: int) -> FittedText:
    """One line of text, shrunk to fit ``box`` and centred vertically (left aligned)."""
    size = max(max_size, min_size)
    while size > min_size and (text_width(text, style, size) > box.width or line_height(size) > box.height):
        size = max(min_size, min(size - 1, int(size * 0.94)))
    line = PlacedLine(text, style, box.left, box.top + (box.height - line_height(size)) / 2)
    lines = [line]
    if text_width(text, style, size) > box.width:
        lines = _truncate([PlacedLine(text, style, box.left, box.top)], box, size)
        return FittedText(tuple(lines), size, _bounds(lines, size, box), truncated=True)
    return FittedText((line,), size, _bounds(lines, size, box))


def shift(fitted: FittedText, dx: float, dy: float) -> FittedText:
    """The same text moved by (dx, dy): for centring after measuring."""
    lines = tuple(PlacedLine(line.text, line.style, line.x + dx, line.y + dy, line.bullet) for line in fitted.lines)
    b = fitted.bounds
    return FittedText(lines, fitted.size, Box(b.left + dx, b.top + dy, b.right + dx, b.bottom + dy), fitted.truncated)


def draw_text(draw: ImageDraw.ImageDraw, fitted: FittedText, fill: tuple[int, ...], bullet_fill: tuple[int, ...] | None = None) -> None:
    """Draw placed lines; bullets hang to the left of their line."""
    for line in fitted.lines:
        face = font(line.style, fitted.size)
        y = line.y  # anchor "la": the ascender line; the descender ends inside the line box
        if line.bullet:
            indent = text_width(line.bullet + " ", line.style, fitted.size)
            draw.text((line.x - indent, y), line.bullet, font=face, fill=bullet_fill or fill)
        draw.text((line.x, y), line.text, font=face, fill=fill)


def center(fitted: FittedText, box: Box) -> FittedText:
    """Centre every line horizontally and the block vertically within ``box``."""
    if not fitted.lines:
        return fitted
    step = line_height(fitted.size)
    top = box.top + (box.height - step * len(fitted.lines)) / 2
    lines = []
    for index, line in enumerate(fitted.lines):
        width = text_width(line.text, line.style, fitted.size)
        lines.append(PlacedLine(line.text, line.style, box.left + (box.width - width) / 2, top + index * step, line.bullet))
    return FittedText(tuple(lines), fitted.size, _bounds(lines, fitted.size, box), fitted.truncated)


def fit_title(text: str, style: FontStyle, box: Box, max_size: int, min_size: int) -> FittedText:
    """A centred title: one line if it fits near full size, else wrapped onto more lines."""
    single = fit_line(text, style, box, max_size, min_size)
    wrapped = fit_text([Paragraph(text, style)], box, max_size, min_size)
    if single.truncated or (not wrapped.truncated and single.size < wrapped.size * 0.85):
        return center(wrapped, box)
    return center(single, box)
