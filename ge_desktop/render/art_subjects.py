"""The subject of the art window, chosen by card type and shaped by the card's seed.

Terrain shows a planet, ships a hull silhouette sized by strength, bases and
headquarters stations, installations and ancients structures on a horizon, crew,
abilities and psys a figure, monsters and dragons creatures, and hazards, luck,
occurrences, fields, agendas and equipment their own phenomenon or object. All
coordinates are art units (see ``canvas.py``).
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from ge_desktop.cards.model import CardType
from ge_desktop.render.art_beings import creature, figure
from ge_desktop.render.canvas import Canvas, Color, hsl, oval, rotate
from ge_desktop.render.palette import lifted


def _disc_mask(canvas: Canvas, u: float, v: float, r: float) -> Image.Image:
    mask = Image.new("L", canvas.image.size, 0)
    ImageDraw.Draw(mask).ellipse(canvas.box(u - r, v - r, u + r, v + r), fill=255)
    return mask


def _shaded_disc(canvas: Canvas, u: float, v: float, r: float, base: Color, bands: int = 0, craters: int = 0) -> None:
    """A lit sphere: banded or cratered surface, a soft terminator shadow and a rim."""
    rng = canvas.rng
    mask = _disc_mask(canvas, u, v, r)
    surface = Image.new("RGB", canvas.image.size, base)
    draw = ImageDraw.Draw(surface)
    for i in range(bands):
        y = v - r + (i + rng.random()) * 2 * r / max(1, bands)
        tone = tuple(max(0, min(255, c + rng.randint(-40, 40))) for c in base)
        draw.ellipse(canvas.box(u - r * 1.6, y - r * 0.06, u + r * 1.6, y + r * 0.06 + r * rng.random() * 0.12), fill=tone)
    for _ in range(craters):
        cu, cv, cr = u + rng.uniform(-0.7, 0.7) * r, v + rng.uniform(-0.7, 0.7) * r, r * rng.uniform(0.05, 0.16)
        draw.ellipse(canvas.box(cu - cr, cv - cr, cu + cr, cv + cr), fill=tuple(round(c * 0.75) for c in base))
    lit = _disc_mask(canvas, u - r * 0.35, v - r * 0.3, r * 1.05)
    shadow = ImageChops.subtract(mask, lit).filter(ImageFilter.GaussianBlur(canvas.px(r * 0.12)))
    shadow = ImageChops.multiply(shadow, mask).point(lambda value: round(value * 0.8))
    surface.paste((0, 0, 0), (0, 0), shadow)
    canvas.layer_paste(surface, mask)
    rim = hsl(canvas.rng.random(), 0.75, 0.6)
    canvas.draw.arc(canvas.box(u - r, v - r, u + r, v + r), 150, 300, fill=rim, width=canvas.px(0.008))


# --- terrain and structures ------------------------------------------------------------


def _planet(canvas: Canvas, hue: float) -> None:
    rng = canvas.rng
    u, v = rng.uniform(0.35, 0.65) * canvas.aspect, rng.uniform(0.45, 0.7)
    r = rng.uniform(0.3, 0.48)
    base = hsl(rng.random(), rng.uniform(0.35, 0.55), rng.uniform(0.35, 0.7))
    ringed = rng.random() < 0.35
    ring = hsl(rng.random(), 0.7, 0.4)
    if ringed:
        canvas.draw.arc(canvas.box(u - r * 1.8, v - r * 0.45, u + r * 1.8, v + r * 0.45), 180, 360, fill=ring, width=canvas.px(0.02))
    _shaded_disc(canvas, u, v, r, base, bands=rng.randint(0, 7), craters=rng.randint(0, 5))
    if ringed:
        canvas.draw.arc(canvas.box(u - r * 1.8, v - r * 0.45, u + r * 1.8, v + r * 0.45), 0, 180, fill=ring, width=canvas.px(0.02))
    mu, mv = u + rng.choice((-1, 1)) * rng.uniform(0.55, 0.8), rng.uniform(0.12, 0.3)
    _shaded_disc(canvas, mu, mv, rng.uniform(0.04, 0.08), hsl(rng.random(), 0.6, 0.15))


def _horizon(canvas: Canvas, level: float) -> Color:
    """A rocky ground line across the bottom of the window; returns the ground colour."""
    rng = canvas.rng
    ground = hsl(rng.random(), rng.uniform(0.12, 0.22), 0.35)
    points = [(0.0, 1.0)]
    steps = 14
    for i in range(steps + 1):
        points.append((canvas.aspect * i / steps, level + rng.uniform(-0.06, 0.06)))
    points.append((canvas.aspect, 1.0))
    canvas.draw.polygon(canvas.pts(points), fill=ground)
    return ground


def _station(canvas: Canvas, hue: float) -> None:
    """A base or headquarters: ring, hub, spokes and panels over a planet's limb."""
    rng = canvas.rng
    big = canvas.subject.primary_type is CardType.HEADQUARTERS
    _shaded_disc(canvas, canvas.aspect * rng.uniform(0.3, 0.7), 1.9, 1.1, hsl(rng.random(), 0.4, 0.5), bands=4)
    u, v = canvas.aspect / 2 + rng.uniform(-0.2, 0.2), 0.45
    metal = hsl(hue + 0.5, 0.72, 0.15)
    dark = hsl(hue + 0.5, 0.35, 0.15)
    rings = 2 if big else 1
    for k in range(rings):
        rx, ry = 0.42 - k * 0.14, 0.16 - k * 0.05
        canvas.draw.ellipse(canvas.box(u - rx, v - ry, u + rx, v + ry), outline=metal, width=canvas.px(0.045))
    for angle in range(0, 360, 60):
        a = math.radians(angle + rng.randint(0, 20))
        canvas.draw.line(canvas.pts([(u, v), (u + 0.42 * math.cos(a), v + 0.16 * math.sin(a))]), fill=dark, width=canvas.px(0.018))
    tower = 0.34 if big else 0.18
    canvas.draw.rectangle(canvas.box(u - 0.05, v - tower, u + 0.05, v + tower * 0.6), fill=metal, outline=dark, width=canvas.px(0.008))
    canvas.draw.ellipse(canvas.box(u - 0.09, v - 0.09, u + 0.09, v + 0.09), fill=metal, outline=dark, width=canvas.px(0.01))
    for side in (-1, 1):
        pu = u + side * 0.6
        canvas.draw.rectangle(canvas.box(pu - 0.1, v - 0.05, pu + 0.1, v + 0.05), fill=hsl(0.6, 0.3, 0.5), outline=metal, width=canvas.px(0.008))
    for _ in range(rng.randint(4, 9)):
        a = rng.random() * 2 * math.pi
        canvas.glow(u + 0.42 * math.cos(a), v + 0.16 * math.sin(a), 0.025, (255, 240, 180))


def _structure(canvas: Canvas, hue: float) -> None:
    """An installation tower or an ancient monolith standing on a horizon."""
    rng = canvas.rng
    ancient = canvas.subject.primary_type is CardType.ANCIENT
    _shaded_disc(canvas, rng.uniform(0.2, canvas.aspect - 0.2), rng.uniform(0.2, 0.35), rng.uniform(0.1, 0.2), hsl(rng.random(), 0.6, 0.3))
    _horizon(canvas, 0.78)
    u = canvas.aspect / 2 + rng.uniform(-0.3, 0.3)
    if ancient:
        slab = hsl(hue, 0.08, 0.2)
        canvas.draw.polygon(canvas.pts([(u - 0.09, 0.85), (u - 0.07, 0.12), (u + 0.07, 0.1), (u + 0.09, 0.85)]), fill=slab)
        for i in range(5):
            y = 0.2 + i * 0.11
            canvas.draw.line(canvas.pts([(u - 0.04, y), (u + 0.04, y + 0.03)]), fill=hsl(hue + 0.3, 0.6, 0.8), width=canvas.px(0.012))
        canvas.glow(u, 0.1, 0.12, hsl(hue + 0.3, 0.7, 0.8), 0.7)
        return
    metal = hsl(hue + 0.5, 0.6, 0.12)
    for i in range(rng.randint(2, 4)):
        tu, height, wide = u + (i - 1.5) * 0.16, rng.uniform(0.3, 0.62), rng.uniform(0.04, 0.08)
        canvas.draw.rectangle(canvas.box(tu - wide, 0.82 - height, tu + wide, 0.84), fill=metal, outline=hsl(hue, 0.3, 0.2), width=canvas.px(0.008))
        canvas.glow(tu, 0.82 - height, 0.04, (255, 80, 60), 0.9)
    canvas.draw.pieslice(canvas.box(u + 0.25, 0.45, u + 0.5, 0.7), 180, 360, fill=metal)


# --- ships ----------------------------------------------------------------------------


def _ship(canvas: Canvas, hue: float) -> None:
    """A hull silhouette: wedge, saucer or hauler; longer for higher strength."""
    rng = canvas.rng
    length = min(canvas.aspect * 0.85, 0.55 + 0.07 * canvas.subject.strength)
    u, v = canvas.aspect / 2 + rng.uniform(-0.1, 0.1), 0.5 + rng.uniform(-0.06, 0.06)
    angle = math.radians(rng.uniform(-14, 14)) + (math.pi if rng.random() < 0.5 else 0.0)
    hull = hsl(hue + rng.uniform(0.3, 0.7), rng.uniform(0.62, 0.78), rng.uniform(0.05, 0.25))
    dark = tuple(round(c * 0.45) for c in hull)
    form = rng.choice((_wedge, _saucer, _hauler))
    parts, engines = form(rng, length)
    for points in parts:
        canvas.draw.polygon(canvas.pts(rotate(points, u, v, angle)), fill=hull, outline=dark, width=canvas.px(0.008))
    engine_color = hsl(rng.random(), 0.7, 0.9)
    for eu, ev in rotate(engines, u, v, angle):
        canvas.glow(eu, ev, 0.07, engine_color)
        canvas.draw.ellipse(canvas.box(eu - 0.018, ev - 0.018, eu + 0.018, ev + 0.018), fill=(255, 255, 240))
    for _ in range(rng.randint(3, 8)):
        wu, wv = rotate([(rng.uniform(-0.25, 0.3) * length, rng.uniform(-0.04, 0.04))], u, v, angle)[0]
        canvas.draw.ellipse(canvas.box(wu - 0.008, wv - 0.008, wu + 0.008, wv + 0.008), fill=(255, 236, 170))


def _wedge(rng: random.Random, length: float) -> tuple[list[list[tuple[float, float]]], list[tuple[float, float]]]:
    half, width = length / 2, length * rng.uniform(0.22, 0.36)
    notch = rng.uniform(0.2, 0.35) * length
    body = [(half, 0), (-half, width / 2), (-half + notch, 0), (-half, -width / 2)]
    fin = [(-half * 0.2, 0), (-half * 0.8, width * 0.75), (-half * 0.6, 0)]
    return [body, fin, [(x, -y) for x, y in fin]], [(-half + notch * 0.8, width * 0.15), (-half + notch * 0.8, -width * 0.15)]


def _saucer(rng: random.Random, length: float) -> tuple[list[list[tuple[float, float]]], list[tuple[float, float]]]:
    half = length / 2
    disc = oval(half * 0.45, 0, length * 0.28, length * 0.12)
    neck = [(half * 0.1, -0.02), (-half * 0.2, -0.02), (-half * 0.2, 0.02), (half * 0.1, 0.02)]
    hull = oval(-half * 0.3, 0.05, length * 0.2, length * 0.06)
    nacelles = [[(-half * 0.2, s * length * 0.18), (-half, s * length * 0.18), (-half, s * length * 0.24), (-half * 0.2, s * length * 0.24)] for s in (-1, 1)]
    pylons = [[(-half * 0.4, 0), (-half * 0.5, s * length * 0.2), (-half * 0.55, s * length * 0.2), (-half * 0.5, 0)] for s in (-1, 1)]
    return [*pylons, *nacelles, hull, neck, disc], [(-half, -length * 0.21), (-half, length * 0.21)]


def _hauler(rng: random.Random, length: float) -> tuple[list[list[tuple[float, float]]], list[tuple[float, float]]]:
    half, thick = length / 2, length * rng.uniform(0.06, 0.1)
    spine = [(half, 0), (half * 0.8, -thick), (-half, -thick), (-half, thick), (half * 0.8, thick)]
    pods = []
    for i in range(rng.randint(2, 5)):
        cx = -half * 0.7 + i * length * 0.18
        h = thick * rng.uniform(1.6, 2.6)
        pods.append([(cx - length * 0.07, -h), (cx + length * 0.07, -h), (cx + length * 0.07, h), (cx - length * 0.07, h)])
    return [*pods, spine], [(-half, 0.0)]


# --- phenomena and objects -------------------------------------------------------------


def _asteroids(canvas: Canvas, hue: float) -> None:
    rng = canvas.rng
    for _ in range(rng.randint(7, 14)):
        u, v, r = rng.uniform(0, canvas.aspect), rng.uniform(0.05, 0.95), rng.uniform(0.03, 0.16)
        rock = [(u + math.cos(t) * r * rng.uniform(0.7, 1.2), v + math.sin(t) * r * rng.uniform(0.7, 1.2)) for t in [2 * math.pi * k / 9 for k in range(9)]]
        tone = hsl(0.08, rng.uniform(0.25, 0.45), 0.2)
        canvas.draw.polygon(canvas.pts(rock), fill=tone, outline=lifted(tone, 50), width=canvas.px(0.006))
    canvas.glow(rng.uniform(0.2, canvas.aspect - 0.2), rng.uniform(0.2, 0.8), 0.3, (255, 200, 40), 0.55)


def _burst(canvas: Canvas, hue: float) -> None:
    """An occurrence: a nova, a vortex or a wormhole."""
    rng = canvas.rng
    u, v = canvas.aspect / 2 + rng.uniform(-0.3, 0.3), 0.5 + rng.uniform(-0.1, 0.1)
    color = hsl(hue + 0.5, 0.7, 0.9)
    kind = rng.randrange(3)
    if kind == 0:
        for _ in range(28):
            a, r = rng.random() * 2 * math.pi, rng.uniform(0.25, 0.55)
            canvas.draw.line(canvas.pts([(u, v), (u + math.cos(a) * r, v + math.sin(a) * r)]), fill=color, width=canvas.px(0.008))
        canvas.draw.ellipse(canvas.box(u - 0.42, v - 0.42, u + 0.42, v + 0.42), outline=color, width=canvas.px(0.01))
    elif kind == 1:
        for arm in range(rng.randint(2, 4)):
            offset = arm * 2 * math.pi / 3
            pts = [(u + 0.02 * t * math.cos(t * 0.35 + offset), v + 0.014 * t * math.sin(t * 0.35 + offset)) for t in range(1, 30)]
            canvas.draw.line(canvas.pts(pts), fill=color, width=canvas.px(0.014), joint="curve")
    else:
        for k in range(6):
            rx, ry = 0.12 + k * 0.06, 0.06 + k * 0.035
            canvas.draw.ellipse(canvas.box(u - rx, v - ry, u + rx, v + ry), outline=hsl(hue + 0.5 + k * 0.04, 0.6, 0.8), width=canvas.px(0.01))
        canvas.draw.ellipse(canvas.box(u - 0.1, v - 0.05, u + 0.1, v + 0.05), fill=(5, 5, 10))
        return
    canvas.glow(u, v, 0.32, (255, 250, 220))


def _comet(canvas: Canvas, hue: float) -> None:
    rng = canvas.rng
    u, v = rng.uniform(0.55, 0.8) * canvas.aspect, rng.uniform(0.25, 0.45)
    tail = hsl(hue + 0.5, 0.75, 0.7)
    for k in range(10):
        spread = 0.02 + k * 0.02
        canvas.draw.line(canvas.pts([(u, v), (u - 0.9 + k * 0.02, v + 0.45 - spread)]), fill=tail, width=canvas.px(0.01))
    canvas.glow(u, v, 0.12, (255, 255, 255))
    for _ in range(6):
        su, sv = rng.uniform(0, canvas.aspect), rng.random()
        canvas.draw.polygon(canvas.pts(rotate([(0.03, 0), (0, 0.008), (-0.03, 0), (0, -0.008)], su, sv, 0)), fill=(255, 255, 210))
        canvas.draw.polygon(canvas.pts([(su + 0.008, sv), (su, sv + 0.03), (su - 0.008, sv), (su, sv - 0.03)]), fill=(255, 255, 210))


def _field(canvas: Canvas, hue: float) -> None:
    rng = canvas.rng
    color = hsl(hue + 0.4, 0.65, 0.8)
    phase, freq = rng.random() * 6, rng.uniform(2, 5)
    for k in range(11):
        base = 0.05 + k * 0.09
        pts = [(x / 20 * canvas.aspect, base + 0.06 * math.sin(freq * x / 20 * canvas.aspect + phase + k * 0.4)) for x in range(21)]
        canvas.draw.line(canvas.pts(pts), fill=color, width=canvas.px(0.008))


def _starmap(canvas: Canvas, hue: float) -> None:
    rng = canvas.rng
    grid = hsl(hue + 0.5, 0.35, 0.4)
    for i in range(1, 8):
        canvas.draw.line(canvas.pts([(i * canvas.aspect / 8, 0), (i * canvas.aspect / 8, 1)]), fill=grid)
    nodes = [(rng.uniform(0.15, canvas.aspect - 0.15), rng.uniform(0.15, 0.85)) for _ in range(rng.randint(5, 8))]
    canvas.draw.line(canvas.pts(nodes), fill=(240, 220, 140), width=canvas.px(0.01))
    for u, v in nodes:
        canvas.draw.ellipse(canvas.box(u - 0.025, v - 0.025, u + 0.025, v + 0.025), fill=(255, 240, 170))


def _device(canvas: Canvas, hue: float) -> None:
    """An equipment piece: a turret with barrels, or a lens array."""
    rng = canvas.rng
    u, v = canvas.aspect / 2, 0.55
    metal = hsl(hue + 0.5, 0.65, 0.12)
    dark = tuple(round(c * 0.5) for c in metal)
    angle = math.radians(rng.uniform(-35, -10))
    for k in range(rng.randint(1, 3)):
        offset = (k - 1) * 0.06
        barrel = rotate([(0, offset - 0.02), (0.55, offset - 0.015), (0.55, offset + 0.015), (0, offset + 0.02)], u, v, angle)
        canvas.draw.polygon(canvas.pts(barrel), fill=metal, outline=dark, width=canvas.px(0.006))
    canvas.draw.ellipse(canvas.box(u - 0.17, v - 0.17, u + 0.17, v + 0.17), fill=metal, outline=dark, width=canvas.px(0.012))
    canvas.draw.rectangle(canvas.box(u - 0.3, v + 0.12, u + 0.3, v + 0.3), fill=dark)
    lens = hsl(rng.random(), 0.6, 0.8)
    for r in (0.1, 0.065, 0.03):
        canvas.draw.ellipse(canvas.box(u - r, v - r, u + r, v + r), outline=lens, width=canvas.px(0.01))
    canvas.glow(u, v, 0.08, lens)


_SUBJECTS = {
    CardType.TERRAIN: _planet,
    CardType.SHIP: _ship,
    CardType.BASE: _station,
    CardType.HEADQUARTERS: _station,
    CardType.INSTALLATION: _structure,
    CardType.ANCIENT: _structure,
    CardType.CREW: figure,
    CardType.ABILITY: figure,
    CardType.PSY: figure,
    CardType.MONSTER: creature,
    CardType.DRAGON: creature,
    CardType.HAZARD: _asteroids,
    CardType.OCCURRENCE: _burst,
    CardType.LUCK: _comet,
    CardType.FIELD: _field,
    CardType.AGENDA: _starmap,
    CardType.EQUIPMENT: _device,
}


def paint_subject(canvas: Canvas, hue: float) -> None:
    """Paint the subject for the card's primary type over the backdrop."""
    _SUBJECTS[canvas.subject.primary_type](canvas, hue)
