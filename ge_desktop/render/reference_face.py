"""Generated faces of the reference cards printed beside each Basic Set deck (never part
of it): the Sector HQ and the point-symbol legend (``cards.model.ReferenceCard``).

The same frame, texture and symbols as the deck cards' faces (``face.py``): the Sector HQ
shows its printed number top left (25, the damage that destroys it) with our own words
for its rule; the legend lists every point and card symbol, drawn as the vector glyphs
of ``symbols.py``, and the player turn sequence. Drawn at 2x and reduced, like a face.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from ge_desktop.cards.model import CardType, ReferenceCard, ReferenceKind
from ge_desktop.render import fonts
from ge_desktop.render.face import SUPERSAMPLE, _framed
from ge_desktop.render.fonts import FontStyle, Paragraph
from ge_desktop.render.geometry import LAYOUT, Box, Scale, card_height
from ge_desktop.render.palette import FOOTER_INK, INK, PAPER, Color, Pattern, Style, shade, type_color
from ge_desktop.render.symbols import Glyph, draw_glyph

# The legend's rows, as the printed point-symbol card lists them (our own labels).
LEGEND: tuple[tuple[Glyph, str], ...] = (
    (Glyph.ECONOMY, "Economy points"),
    (Glyph.SUPPLY, "Supply points"),
    (Glyph.ENERGY, "Energy points"),
    (Glyph.AMMUNITION, "Ammunition points"),
    (Glyph.RESEARCH, "Research points"),
    (Glyph.REPAIR, "Repair points"),
    (Glyph.SHIELD, "Shield points"),
    (Glyph.NODE, "Mechad Node points"),
    (Glyph.PHASER, "Phaser points"),
    (Glyph.HEAVY, "Heavy weapon points"),
    (Glyph.DAMAGE, "Damage points"),
    (Glyph.COMMAND, "Command points"),
)
TURN_SEQUENCE = ("Allocate points", "Engagement", "Play cards", "Weapons fire", "Play cards", "Discard", "Draw cards")
_STYLES = {
    ReferenceKind.HEADQUARTERS: Style(type_color(CardType.HEADQUARTERS), Pattern.STRIPES),
    ReferenceKind.SYMBOLS: Style((112, 104, 110), Pattern.BRUSHED),
}


def render_reference_face(card: ReferenceCard, width: int) -> Image.Image:
    """The generated face of a reference card, ``width`` pixels wide (RGBA, 63 x 88)."""
    image = _framed(_STYLES[card.kind], width).copy()
    draw = ImageDraw.Draw(image)
    scale = Scale(width * SUPERSAMPLE)
    if card.kind is ReferenceKind.HEADQUARTERS:
        _headquarters(draw, scale, card)
    else:
        _legend(draw, scale, card)
    _footer(draw, scale, card)
    return image.resize((width, card_height(width)), Image.Resampling.LANCZOS)


def _size(scale: Scale, mm: float) -> int:
    return max(4, round(scale.px(mm)))


def _panel(draw: ImageDraw.ImageDraw, scale: Scale, box: Box, fill: Color = PAPER) -> None:
    draw.rounded_rectangle(box.rounded(), radius=scale.px(1.0), fill=fill, outline=INK, width=max(1, round(scale.px(0.25))))


def _title_row(draw: ImageDraw.ImageDraw, scale: Scale, code: str, title: str) -> Box:
    row = scale.box(LAYOUT.top_row)
    if code:
        code_w = fonts.text_width(code, FontStyle.BOLD, _size(scale, 5.6)) + scale.px(2.4)
        code_box = Box(row.left, row.top, row.left + code_w, row.bottom)
        draw.rounded_rectangle(
            code_box.rounded(), radius=scale.px(1.2), fill=shade(type_color(CardType.HEADQUARTERS), 0.55), outline=PAPER, width=max(1, round(scale.px(0.3)))
        )
        fitted = fonts.center(fonts.fit_line(code, FontStyle.BOLD, code_box, _size(scale, 5.6), _size(scale, 3.0)), code_box)
        fonts.draw_text(draw, fitted, PAPER)
        row = Box(code_box.right + scale.px(1.6), row.top, row.right, row.bottom)
    _panel(draw, scale, row)
    fitted = fonts.center(fonts.fit_line(title, FontStyle.BOLD, row, _size(scale, 4.6), _size(scale, 2.4)), row)
    fonts.draw_text(draw, fitted, INK)
    return row


def _headquarters(draw: ImageDraw.ImageDraw, scale: Scale, card: ReferenceCard) -> None:
    _title_row(draw, scale, card.code or str(card.damage_capacity or ""), card.name)
    field = scale.box(Box(4.0, 13.0, 59.0, 52.0))
    draw.rounded_rectangle(field.rounded(), radius=scale.px(1.4), fill=(22, 26, 44), outline=INK, width=max(1, round(scale.px(0.3))))
    cx, cy = field.center
    r = field.height * 0.28
    draw.ellipse((cx - r, cy - r * 0.2 - r, cx + r, cy - r * 0.2 + r), fill=(70, 96, 140), outline=(150, 180, 220), width=max(1, round(scale.px(0.4))))
    base = Box(field.left + field.width * 0.18, cy + r * 0.55, field.right - field.width * 0.18, cy + r * 0.9)
    draw.rectangle(base.rounded(), fill=(150, 150, 160))
    for k in range(5):  # towers of the headquarters
        x = base.left + base.width * (0.1 + 0.2 * k)
        h = r * (0.9 + 0.35 * ((k * 3) % 4))
        draw.rectangle((x, base.top - h, x + base.width * 0.08, base.top), fill=(176, 176, 188))
    if card.damage_capacity:  # the printed number: the damage that destroys it
        size = scale.px(4.0)
        label = f"{card.damage_capacity} damage destroys it"
        font = fonts.font(FontStyle.BOLD, _size(scale, 3.2))
        strip = Box(field.left + scale.px(1.4), field.bottom - size - scale.px(2.6), field.right - scale.px(1.4), field.bottom - scale.px(1.0))
        _panel(draw, scale, strip)
        x, y = strip.left + scale.px(1.6), strip.top + (strip.height - size) / 2
        draw_glyph(draw, Glyph.DAMAGE, x, y, size, PAPER)
        draw.text((x + size + scale.px(1.4), strip.top + strip.height / 2), label, font=font, fill=INK, anchor="lm")
    rules = scale.box(Box(4.0, 54.5, 59.0, 80.5))
    _panel(draw, scale, rules)
    inner = rules.inset(scale.px(1.6), scale.px(1.2))
    paragraphs = [Paragraph(line, bullet="–") for line in card.rules]
    fonts.draw_text(draw, fonts.fit_text(paragraphs, inner, _size(scale, 3.2), _size(scale, 1.6)), INK)


def _legend(draw: ImageDraw.ImageDraw, scale: Scale, card: ReferenceCard) -> None:
    _title_row(draw, scale, "", card.name)
    box = scale.box(Box(4.0, 12.4, 59.0, 61.0))
    _panel(draw, scale, box)
    row_h = (box.height - scale.px(2.0)) / len(LEGEND)
    glyph = row_h * 0.72
    text_px = _size(scale, 3.0)
    font = fonts.font(FontStyle.BOLD, text_px)
    for index, (symbol, label) in enumerate(LEGEND):
        y = box.top + scale.px(1.0) + index * row_h
        draw_glyph(draw, symbol, box.left + scale.px(2.4), y + (row_h - glyph) / 2, glyph, PAPER)
        draw.text((box.left + scale.px(2.4) + glyph + scale.px(2.0), y + row_h / 2), label, font=font, fill=INK, anchor="lm")
    turns = scale.box(Box(4.0, 62.4, 59.0, 80.5))
    _panel(draw, scale, turns)
    inner = turns.inset(scale.px(1.6), scale.px(1.0))
    head_font = fonts.font(FontStyle.BOLD, _size(scale, 3.2))
    draw.text((inner.left + inner.width / 2, inner.top), "Player turn sequence", font=head_font, fill=INK, anchor="mt")
    step_px = _size(scale, 2.7)
    step_font = fonts.font(FontStyle.REGULAR, step_px)
    top = inner.top + fonts.line_height(_size(scale, 3.2)) + scale.px(0.6)
    rows = 4
    line = (inner.bottom - top) / rows
    for index, phase in enumerate(TURN_SEQUENCE):
        column, row = divmod(index, rows)
        x = inner.left + column * inner.width / 2
        draw.text((x, top + row * line + line / 2), f"{index + 1}  {phase}", font=step_font, fill=INK, anchor="lm")


def _footer(draw: ImageDraw.ImageDraw, scale: Scale, card: ReferenceCard) -> None:
    area = scale.box(LAYOUT.footer)
    font = fonts.font(FontStyle.REGULAR, _size(scale, 2.0))
    draw.text((area.left, area.top + area.height / 2), f"printed {card.set_code} · reference card", font=font, fill=FOOTER_INK, anchor="lm")
