"""The card back: one design for every card, drawn the same way as the faces.

A dark frame around a starfield (seeded by a fixed string, so every back is
identical), an emblem of rings around a four-pointed star, and the game's name.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from ge_desktop.render import fonts
from ge_desktop.render.art import paint_backdrop
from ge_desktop.render.fonts import FontStyle
from ge_desktop.render.geometry import LAYOUT, Box, Scale, card_height
from ge_desktop.render.palette import FRAME, PAPER

BACK_SEED = "ge-desktop card back 19"  # chosen for a deep blue sky
_GOLD = (222, 184, 92)
_SUPERSAMPLE = 2


def _emblem(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    width = max(1, round(r * 0.05))
    for k, scale in enumerate((1.0, 0.82, 0.64)):
        rr = r * scale
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=_GOLD if k != 1 else PAPER, width=width)
    points = []
    for i in range(8):
        radius = r * (0.95 if i % 2 == 0 else 0.2)
        angle = -math.pi / 2 + i * math.pi / 4
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=_GOLD)
    draw.ellipse((cx - r * 0.1, cy - r * 0.1, cx + r * 0.1, cy + r * 0.1), fill=FRAME)


def card_back(width: int) -> Image.Image:
    """The card back, ``width`` pixels wide, RGBA with rounded corners."""
    scale = Scale(width * _SUPERSAMPLE)
    size = (width * _SUPERSAMPLE, card_height(width) * _SUPERSAMPLE)
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=scale.px(LAYOUT.corner_radius), fill=FRAME)
    inner = scale.box(Box(LAYOUT.frame, LAYOUT.frame, LAYOUT.card.right - LAYOUT.frame, LAYOUT.card.bottom - LAYOUT.frame))
    left, top, right, bottom = inner.rounded()
    canvas, _hue = paint_backdrop(BACK_SEED, (right - left + 1, bottom - top + 1))
    mask = Image.new("L", canvas.image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, *[v - 1 for v in canvas.image.size]), radius=scale.px(1.6), fill=255)
    image.paste(canvas.image, (left, top), mask)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((left, top, right, bottom), radius=scale.px(1.6), outline=_GOLD, width=max(1, round(scale.px(0.5))))
    _emblem(draw, size[0] / 2, scale.px(40), scale.px(17))
    for text, top_mm in (("GALACTIC", 62.0), ("EMPIRES", 70.0)):
        box = scale.box(Box(8, top_mm, LAYOUT.card.right - 8, top_mm + 7.5))
        fitted = fonts.fit_title(text, FontStyle.BOLD, box, round(scale.px(6.5)), round(scale.px(3)))
        fonts.draw_text(draw, fitted, _GOLD)
    return image.reduce(_SUPERSAMPLE)
