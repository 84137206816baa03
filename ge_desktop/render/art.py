"""Procedural art for the art window: a space backdrop plus a subject by card type.

Everything is seeded by the card id (``seed_for``), so each card looks distinct and
every render of it is identical. Drawing happens in *art units*: the window's height is
1.0 and its width is its aspect ratio, so a face rendered at 180 px and at 720 px shows
the same picture. The number of random draws never depends on the pixel size.

The backdrop (gradient sky, nebula, starfield) is painted here; the subjects (planets,
ship silhouettes, stations, figures, creatures, phenomena) live in ``art_subjects.py``.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter, ImageOps

from ge_desktop.cards.model import Card
from ge_desktop.render.art_subjects import paint_subject
from ge_desktop.render.canvas import Canvas, hsl, seed_for


def _sky(rng: random.Random, size: tuple[int, int]) -> tuple[Image.Image, float]:
    """A vertical gradient between two deep colours; returns the image and its hue."""
    hue = rng.random()
    top = hsl(hue, 0.05 + rng.random() * 0.05, 0.6)
    bottom = hsl(hue + rng.uniform(-0.12, 0.12), 0.14 + rng.random() * 0.08, 0.55)
    column = ImageOps.colorize(_gradient_column(size[1]), top, bottom).convert("RGB")
    return column.resize(size, Image.Resampling.NEAREST), hue  # every row is one colour: widen the column


@lru_cache(maxsize=16)
def _gradient_column(height: int) -> Image.Image:
    """One column of the vertical gradient the sky is coloured from (its rows are uniform,
    so colouring one column and widening it gives the same picture as the whole image)."""
    return Image.linear_gradient("L").resize((1, height), Image.Resampling.BILINEAR)


def _nebula(canvas: Canvas, hue: float) -> None:
    """A few soft clouds, painted small, blurred and scaled up."""
    w, h = canvas.image.size
    small = (max(8, w // 6), max(8, h // 6))
    cloud = Image.new("RGB", small, (0, 0, 0))
    mask = Image.new("L", small, 0)
    cdraw, mdraw = ImageDraw.Draw(cloud), ImageDraw.Draw(mask)
    scale = small[1]
    for _ in range(5):
        u, v = canvas.rng.uniform(0, canvas.aspect), canvas.rng.uniform(0, 1)
        ru, rv = canvas.rng.uniform(0.15, 0.45), canvas.rng.uniform(0.1, 0.3)
        color = hsl(hue + canvas.rng.uniform(-0.2, 0.2), 0.45, 0.7)
        alpha = canvas.rng.randint(50, 110)
        bbox = ((u - ru) * scale, (v - rv) * scale, (u + ru) * scale, (v + rv) * scale)
        cdraw.ellipse(bbox, fill=color)
        mdraw.ellipse(bbox, fill=alpha)
    radius = scale * 0.12
    cloud = cloud.filter(ImageFilter.GaussianBlur(radius)).resize((w, h), Image.Resampling.BILINEAR)
    mask = mask.filter(ImageFilter.GaussianBlur(radius)).resize((w, h), Image.Resampling.BILINEAR)
    canvas.layer_paste(cloud, mask)


STAR_COUNT = 110


def _stars(canvas: Canvas) -> None:
    """A starfield whose stars sit at the same art-unit places at every size."""
    for _ in range(STAR_COUNT):
        u, v = canvas.rng.uniform(0, canvas.aspect), canvas.rng.random()
        radius = canvas.rng.choice((0.0035, 0.0035, 0.005, 0.007, 0.01))
        level = canvas.rng.randint(150, 255)
        tint = canvas.rng.choice(((0, 0, 0), (0, 10, 40), (40, 20, 0)))
        color = (min(255, level + tint[0]), min(255, level + tint[1]), min(255, level + tint[2]))
        canvas.draw.ellipse(canvas.box(u - radius, v - radius, u + radius, v + radius), fill=color)
    for _ in range(3):
        u, v = canvas.rng.uniform(0, canvas.aspect), canvas.rng.random()
        canvas.glow(u, v, 0.05, (230, 235, 255), 0.8)


def paint_backdrop(seed_text: str, size: tuple[int, int], card: Card | None = None) -> tuple[Canvas, float]:
    """Sky, nebula and stars seeded by ``seed_text``; returns the canvas and its hue."""
    rng = random.Random(seed_for(seed_text))
    image, hue = _sky(rng, size)
    canvas = Canvas(image, rng, card)
    _nebula(canvas, hue)
    _stars(canvas)
    return canvas, hue


def paint_art(card: Card, size: tuple[int, int]) -> Image.Image:
    """The art window picture for ``card`` at ``size`` pixels (deterministic)."""
    canvas, hue = paint_backdrop(card.id, size, card)
    paint_subject(canvas, hue)
    return canvas.image
