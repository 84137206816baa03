"""Card faces for Galactic Supremacy, drawn by our renderer (no scans: the game has none).

``render_gs_face_report(card, width)`` draws a face for a ``CardDef`` of the Galactic
Supremacy deck (or a homeworld) at ``SUPERSAMPLE`` times the size and reduces it; it returns
the image and whether any text had to be truncated, so tests can prove every card fits.

Steps, top to bottom: the frame in the kind's colour; the title band; the kind band; the
art window (our seeded starfield with a sign of the kind: a planet for Sectors and
Homeworlds, a wedge of ships for Fleets, a star for Leaders, rings for Research, chevrons
for Command); the text box; the footer naming the game and the kind.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from ge_desktop.render import fonts
from ge_desktop.render.art import paint_backdrop
from ge_desktop.render.canvas import Canvas
from ge_desktop.render.fonts import FontStyle, Paragraph
from ge_desktop.render.geometry import Box, card_height
from ge_desktop.render.palette import FOOTER_INK, FRAME, INK, PAPER, shade
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardKind

SUPERSAMPLE = 2
KIND_COLORS: dict[CardKind, tuple[int, int, int]] = {
    CardKind.RESEARCH: (46, 120, 160),
    CardKind.FLEET: (170, 60, 50),
    CardKind.SECTOR: (60, 140, 80),
    CardKind.COMMAND: (150, 110, 30),
    CardKind.LEADER: (120, 70, 150),
    CardKind.HOMEWORLD: (40, 90, 60),
}
# Bands as fractions of the card's height: (top, bottom)
TITLE_BAND = (0.035, 0.135)
KIND_BAND = (0.14, 0.185)
ART_WINDOW = (0.195, 0.56)
TEXT_BOX = (0.575, 0.89)
FOOTER_BAND = (0.9, 0.965)
SIDE = 0.055  # the margin left and right, as a fraction of the width


def _band(width: int, height: int, band: tuple[float, float]) -> Box:
    return Box(width * SIDE, height * band[0], width * (1 - SIDE), height * band[1])


def _sign(canvas: Canvas, kind: CardKind) -> None:
    """The kind's sign over the starfield, in the art window's unit coordinates."""
    draw, a = canvas.draw, canvas.aspect
    cx, cy = a / 2, 0.5
    if kind in (CardKind.SECTOR, CardKind.HOMEWORLD):
        r = 0.3 if kind is CardKind.HOMEWORLD else 0.22
        draw.ellipse(canvas.box(cx - r, cy - r, cx + r, cy + r), fill=(70, 130, 90) if kind is CardKind.SECTOR else (60, 110, 170))
        draw.ellipse(canvas.box(cx - r * 0.5, cy - r * 0.6, cx + r * 0.2, cy - r * 0.1), fill=(110, 170, 120))
        if kind is CardKind.HOMEWORLD:
            draw.ellipse(canvas.box(cx - r * 1.5, cy - r * 0.25, cx + r * 1.5, cy + r * 0.25), outline=(230, 220, 170), width=canvas.px(0.015))
    elif kind is CardKind.FLEET:
        for dx, dy in ((0, -0.18), (-0.2, 0.05), (0.2, 0.05), (-0.4, 0.25), (0.4, 0.25)):
            x, y = cx + dx, cy + dy
            draw.polygon(canvas.pts([(x, y - 0.09), (x - 0.06, y + 0.07), (x + 0.06, y + 0.07)]), fill=(220, 225, 235))
    elif kind is CardKind.LEADER:
        points = [
            (cx + 0.26 * (1 if k % 2 == 0 else 0.45) * math.sin(k * math.pi / 5), cy - 0.26 * (1 if k % 2 == 0 else 0.45) * math.cos(k * math.pi / 5))
            for k in range(10)
        ]
        draw.polygon(canvas.pts(points), fill=(240, 210, 90))
    elif kind is CardKind.RESEARCH:
        for k, r in enumerate((0.08, 0.17, 0.26)):
            draw.ellipse(canvas.box(cx - r, cy - r, cx + r, cy + r), outline=(140, 220, 250), width=canvas.px(0.012 + 0.004 * k))
    else:
        for k in range(3):
            y = cy - 0.15 + 0.15 * k
            draw.line(canvas.pts([(cx - 0.25, y + 0.1), (cx, y - 0.05), (cx + 0.25, y + 0.1)]), fill=(250, 220, 120), width=canvas.px(0.035))


def render_gs_face_report(card: CardDef, width: int) -> tuple[Image.Image, bool]:
    """The face of ``card``, ``width`` pixels wide (RGBA), and whether any text was truncated."""
    w, h = width * SUPERSAMPLE, card_height(width) * SUPERSAMPLE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    color = KIND_COLORS[card.kind]
    # frame and inner panel in the kind's colour
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=w * 0.05, fill=FRAME)
    draw.rounded_rectangle((w * 0.025, h * 0.018, w * 0.975, h * 0.982), radius=w * 0.035, fill=color)
    truncated = False
    # the title
    title = _band(w, h, TITLE_BAND)
    draw.rounded_rectangle(title.rounded(), radius=w * 0.02, fill=PAPER)
    fitted = fonts.fit_title(card.name, FontStyle.BOLD, title.inset(w * 0.02, h * 0.005), round(h * 0.045), round(h * 0.02))
    fonts.draw_text(draw, fitted, INK)
    truncated |= fitted.truncated
    # the kind
    band = _band(w, h, KIND_BAND)
    fitted = fonts.center(fonts.fit_line(card.kind.value.upper(), FontStyle.BOLD, band, round(h * 0.03), round(h * 0.015)), band)
    fonts.draw_text(draw, fitted, PAPER)
    # the art window
    art = _band(w, h, ART_WINDOW)
    left, top, right, bottom = art.rounded()
    canvas, _ = paint_backdrop(f"gs:{card.name}", (right - left + 1, bottom - top + 1))
    _sign(canvas, card.kind)
    image.paste(canvas.image, (left, top))
    draw.rectangle((left, top, right, bottom), outline=FRAME, width=max(1, round(w * 0.006)))
    # the text
    box = _band(w, h, TEXT_BOX)
    draw.rounded_rectangle(box.rounded(), radius=w * 0.02, fill=shade(PAPER, 0.97))
    fitted = fonts.fit_text([Paragraph(card.text, FontStyle.REGULAR)], box.inset(w * 0.03, h * 0.012), round(h * 0.034), round(h * 0.016))
    fonts.draw_text(draw, fitted, INK)
    truncated |= fitted.truncated
    # the footer
    footer = _band(w, h, FOOTER_BAND)
    fitted = fonts.fit_line(f"Galactic Supremacy · {card.kind.value}", FontStyle.REGULAR, footer, round(h * 0.024), round(h * 0.012))
    fonts.draw_text(draw, fitted, shade(FOOTER_INK, 1.8))
    image = image.reduce(SUPERSAMPLE) if SUPERSAMPLE > 1 else image
    return image, truncated


def render_gs_face(card: CardDef, width: int) -> Image.Image:
    return render_gs_face_report(card, width)[0]
