"""Beings in the art window: crew, ability and psy figures; monsters and dragons.

A figure is a bust in silhouette with one of several alien heads before glowing
screens (abilities add an aura, psys a third eye and mind waves). A monster is a
kraken, a jelly, a space worm or a crystal entity; a dragon spreads its wings.
Coordinates are art units (see ``canvas.py``).
"""

from __future__ import annotations

import math

from ge_desktop.cards.model import CardType
from ge_desktop.render.canvas import Canvas, Color, hsl, rotate
from ge_desktop.render.palette import lifted


def figure(canvas: Canvas, hue: float) -> None:
    """A crew bust in silhouette against a glowing console; abilities add an aura, psys an eye."""
    rng = canvas.rng
    u = canvas.aspect / 2 + rng.uniform(-0.35, 0.35)
    rim = hsl(hue + 0.5, 0.65, 0.7)
    canvas.glow(u, 0.5, 0.5, rim, 0.6)
    _console(canvas, u, hue)
    kind = canvas.subject.primary_type
    if kind is CardType.ABILITY:
        for k in range(4):
            r = 0.2 + k * 0.09
            canvas.draw.ellipse(canvas.box(u - r, 0.38 - r, u + r, 0.38 + r), outline=hsl(hue + 0.1 * k, 0.7, 0.8), width=canvas.px(0.012))
    skin = hsl(rng.random(), rng.uniform(0.12, 0.3), rng.uniform(0.2, 0.5))
    uniform = hsl(rng.random(), rng.uniform(0.15, 0.35), 0.5)
    canvas.draw.rectangle(canvas.box(u - 0.05, 0.5, u + 0.05, 0.62), fill=skin)
    canvas.draw.chord(canvas.box(u - 0.4, 0.6, u + 0.4, 1.4), 180, 360, fill=uniform, outline=rim, width=canvas.px(0.01))
    canvas.draw.polygon(canvas.pts([(u - 0.08, 0.6), (u, 0.7), (u + 0.08, 0.6)]), fill=skin)
    badge = rng.uniform(0.14, 0.24) * rng.choice((-1, 1))
    canvas.draw.polygon(canvas.pts(rotate([(0.025, 0), (0, 0.03), (-0.025, 0), (0, -0.03)], u + badge, 0.78, 0)), fill=(235, 200, 90))
    _head(canvas, u, skin, rim)
    if kind is CardType.PSY:
        for k in range(3):
            r = 0.24 + k * 0.1
            canvas.draw.arc(canvas.box(u - r, 0.33 - r, u + r, 0.33 + r), 200, 340, fill=hsl(0.8, 0.7, 0.8), width=canvas.px(0.012))
        canvas.draw.ellipse(canvas.box(u - 0.04, 0.3, u + 0.04, 0.34), fill=(255, 230, 120))


def _console(canvas: Canvas, u: float, hue: float) -> None:
    """Screens and lights behind the figure."""
    rng = canvas.rng
    for _ in range(rng.randint(2, 4)):
        cu = rng.choice((rng.uniform(0.05, u - 0.35), rng.uniform(u + 0.35, canvas.aspect - 0.05)))
        cv, w, h = rng.uniform(0.15, 0.6), rng.uniform(0.12, 0.25), rng.uniform(0.08, 0.18)
        canvas.draw.rectangle(
            canvas.box(cu - w / 2, cv, cu + w / 2, cv + h), fill=hsl(hue + 0.45, 0.3, 0.5), outline=hsl(hue + 0.45, 0.6, 0.6), width=canvas.px(0.006)
        )
        for k in range(3):
            y = cv + h * (k + 1) / 4
            canvas.draw.line(
                canvas.pts([(cu - w * 0.4, y), (cu - w * 0.4 + w * 0.8 * rng.random(), y)]), fill=hsl(hue + 0.45, 0.75, 0.8), width=canvas.px(0.006)
            )


def _head(canvas: Canvas, u: float, skin: Color, rim: Color) -> None:
    """A head of one of several alien shapes, with its own eyes and crest, fins or helmet."""
    rng = canvas.rng
    r = rng.uniform(0.13, 0.17)
    shape = rng.randrange(4)
    rx, ry = [(0.85, 1.0), (1.1, 0.82), (0.72, 1.2), (0.9, 1.0)][shape]
    if shape == 3:  # angular head
        pts = [(u + r * rx * math.cos(a), 0.38 + r * ry * math.sin(a)) for a in [math.pi * (k / 3 + 1 / 6) for k in range(6)]]
        canvas.draw.polygon(canvas.pts(pts), fill=skin, outline=rim, width=canvas.px(0.01))
    else:
        canvas.draw.ellipse(canvas.box(u - r * rx, 0.38 - r * ry, u + r * rx, 0.38 + r * ry), fill=skin, outline=rim, width=canvas.px(0.01))
    extra = rng.randrange(4)
    top = 0.38 - r * ry
    if extra == 0:  # antennae
        for s in (-1, 1):
            canvas.draw.line(canvas.pts([(u + s * 0.05, top + 0.03), (u + s * 0.13, top - 0.12)]), fill=skin, width=canvas.px(0.02))
            canvas.draw.ellipse(canvas.box(u + s * 0.13 - 0.02, top - 0.14, u + s * 0.13 + 0.02, top - 0.1), fill=rim)
    elif extra == 1:  # ear fins
        for s in (-1, 1):
            edge = u + s * r * rx
            canvas.draw.polygon(canvas.pts([(edge, 0.34), (edge + s * 0.1, 0.26), (edge, 0.44)]), fill=skin, outline=rim)
    elif extra == 2:  # crest
        canvas.draw.polygon(canvas.pts([(u - 0.03, top + 0.02), (u, top - 0.1), (u + 0.03, top + 0.02)]), fill=rim)
    else:  # helmet band
        canvas.draw.arc(canvas.box(u - r * rx - 0.01, top - 0.01, u + r * rx + 0.01, 0.38 + r * ry * 0.4), 180, 360, fill=rim, width=canvas.px(0.03))
    eyes = rng.randrange(3)
    if eyes == 0:
        for s in (-1, 1):
            canvas.draw.ellipse(canvas.box(u + s * 0.05 - 0.016, 0.365, u + s * 0.05 + 0.016, 0.392), fill=rim)
    elif eyes == 1:  # a visor
        canvas.draw.rectangle(canvas.box(u - r * rx * 0.8, 0.36, u + r * rx * 0.8, 0.395), fill=rim)
    else:  # three small eyes
        for s in (-1, 0, 1):
            canvas.draw.ellipse(
                canvas.box(u + s * 0.05 - 0.012, 0.37 - abs(s) * 0.0 - (0.03 if s == 0 else 0), u + s * 0.05 + 0.012, 0.39 - (0.03 if s == 0 else 0)), fill=rim
            )


def creature(canvas: Canvas, hue: float) -> None:
    """A tentacled monster or a winged dragon."""
    rng = canvas.rng
    u, v = canvas.aspect / 2 + rng.uniform(-0.2, 0.2), 0.5
    body = hsl(rng.random(), rng.uniform(0.25, 0.4), 0.6)
    if canvas.subject.primary_type is CardType.DRAGON:
        for s in (-1, 1):
            wing = [(u, v - 0.05), (u + s * 0.75, v - 0.42), (u + s * 0.6, v - 0.1), (u + s * 0.7, v + 0.05), (u + s * 0.2, v + 0.1)]
            canvas.draw.polygon(canvas.pts(wing), fill=tuple(round(c * 0.7) for c in body))
        neck = [(u, v), (u + 0.12, v - 0.2), (u + 0.25, v - 0.3)]
        canvas.draw.line(canvas.pts(neck), fill=body, width=canvas.px(0.06), joint="curve")
        canvas.draw.polygon(canvas.pts([(u + 0.22, v - 0.36), (u + 0.4, v - 0.3), (u + 0.22, v - 0.25)]), fill=body)
        canvas.draw.line(canvas.pts([(u, v + 0.05), (u - 0.2, v + 0.3), (u - 0.45, v + 0.35)]), fill=body, width=canvas.px(0.04), joint="curve")
        canvas.glow(u + 0.45, v - 0.3, 0.08, (255, 140, 30))
        return
    _MONSTERS[rng.randrange(len(_MONSTERS))](canvas, u, v, body)


def _eyes(canvas: Canvas, u: float, v: float, spread: float, count: int) -> None:
    rng = canvas.rng
    for _ in range(count):
        eu, ev = u + rng.uniform(-spread, spread), v + rng.uniform(-spread * 0.6, spread * 0.2)
        canvas.draw.ellipse(canvas.box(eu - 0.035, ev - 0.035, eu + 0.035, ev + 0.035), fill=(250, 220, 60))
        canvas.draw.ellipse(canvas.box(eu - 0.012, ev - 0.02, eu + 0.012, ev + 0.02), fill=(10, 10, 10))


def _kraken(canvas: Canvas, u: float, v: float, body: Color) -> None:
    rng = canvas.rng
    for i in range(rng.randint(5, 9)):
        a = rng.uniform(0.1, math.pi - 0.1)
        pts = [(u + math.cos(a) * 0.1 * k + math.sin(k * 0.9 + i) * 0.03, v + math.sin(a) * 0.09 * k) for k in range(6)]
        canvas.draw.line(canvas.pts(pts), fill=body, width=canvas.px(0.03), joint="curve")
    blob = [(u + math.cos(t) * 0.25 * rng.uniform(0.8, 1.2), v + math.sin(t) * 0.2 * rng.uniform(0.8, 1.2)) for t in [2 * math.pi * k / 14 for k in range(14)]]
    canvas.draw.polygon(canvas.pts(blob), fill=body, outline=tuple(round(c * 0.6) for c in body), width=canvas.px(0.01))
    _eyes(canvas, u, v, 0.14, rng.randint(1, 4))


def _jelly(canvas: Canvas, u: float, v: float, body: Color) -> None:
    rng = canvas.rng
    glow = lifted(body, 90)
    for k in range(rng.randint(6, 11)):
        x0 = u - 0.22 + k * 0.44 / 10
        pts = [(x0 + math.sin(j * 0.8 + k) * 0.025, v + j * 0.07) for j in range(8)]
        canvas.draw.line(canvas.pts(pts), fill=glow, width=canvas.px(0.01), joint="curve")
    canvas.glow(u, v - 0.05, 0.4, glow, 0.5)
    canvas.draw.chord(canvas.box(u - 0.28, v - 0.32, u + 0.28, v + 0.12), 180, 360, fill=body, outline=glow, width=canvas.px(0.012))
    for k in range(4):
        canvas.draw.arc(canvas.box(u - 0.2 + k * 0.03, v - 0.25 + k * 0.04, u + 0.2 - k * 0.03, v + 0.1), 200, 340, fill=glow, width=canvas.px(0.006))


def _worm(canvas: Canvas, u: float, v: float, body: Color) -> None:
    rng = canvas.rng
    phase, amp = rng.random() * 6, rng.uniform(0.12, 0.22)
    segments = 16
    for k in range(segments):
        x = u - 0.7 + k * 1.4 / segments
        y = v + amp * math.sin(phase + k * 0.55)
        r = 0.05 + 0.06 * math.sin(math.pi * k / segments)
        canvas.draw.ellipse(canvas.box(x - r, y - r, x + r, y + r), fill=body, outline=tuple(round(c * 0.6) for c in body), width=canvas.px(0.006))
    hx, hy = u + 0.7, v + amp * math.sin(phase + segments * 0.55)
    canvas.draw.ellipse(canvas.box(hx - 0.08, hy - 0.08, hx + 0.08, hy + 0.08), fill=body)
    canvas.draw.pieslice(canvas.box(hx - 0.06, hy - 0.06, hx + 0.06, hy + 0.06), -40, 40, fill=(30, 0, 0))
    _eyes(canvas, hx - 0.02, hy - 0.02, 0.03, 2)


def _crystal(canvas: Canvas, u: float, v: float, body: Color) -> None:
    rng = canvas.rng
    light = lifted(body, 110)
    canvas.glow(u, v, 0.45, light, 0.6)
    for _ in range(rng.randint(6, 10)):
        a, length, width = rng.uniform(0, 2 * math.pi), rng.uniform(0.2, 0.42), rng.uniform(0.04, 0.08)
        shard = rotate([(0, -width), (length, 0), (0, width), (-0.05, 0)], u, v, a)
        canvas.draw.polygon(canvas.pts(shard), fill=body, outline=light, width=canvas.px(0.006))
    canvas.draw.ellipse(canvas.box(u - 0.06, v - 0.06, u + 0.06, v + 0.06), fill=light)


_MONSTERS = (_kraken, _jelly, _worm, _crystal)
