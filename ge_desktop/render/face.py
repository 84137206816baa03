"""Compose a card face from card data, element by element, as v2.1 *Card Nomenclature* lays it out.

``render_face_report(card, width)`` draws the face at ``SUPERSAMPLE`` times the size and
reduces it (smooth vector symbols, crisp text), and returns with the image a
``FaceReport``: every text or symbol block it placed, with the region it was given and
the box its contents occupy, so tests can prove nothing overflows.

Steps, top to bottom: frame and texture; type/strength code, engagement cost and the
top-right output (generated points, Shields, Nodes, Armor, fleet modifiers); the title;
the art window; below it the class / P/NP text, the title below the art and the card
modifiers; rules lines with dashes and flavor in italics; weapon symbols; the footer
with set code, origin (printed set, rulebook example or "not a printed card", which a
designed card also carries as a band across its art) and empire.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from ge_desktop.cards.model import NOT_PRINTED, Card, ModifierOp, ModifierScope, Points, Provenance, SystemKind, WeaponSymbol
from ge_desktop.render import fonts
from ge_desktop.render.art import paint_art
from ge_desktop.render.fonts import FittedText, FontStyle, Paragraph
from ge_desktop.render.geometry import LAYOUT, Box, Region, Scale, card_height
from ge_desktop.render.palette import FOOTER_INK, FRAME, INK, PAPER, Color, Style, canonical_empire, card_style, paint_texture, shade, type_color
from ge_desktop.render.symbols import POINT_GLYPHS, WEAPON_GLYPHS, Glyph, RunLayout, SymbolGroup, draw_run, fit_run

SUPERSAMPLE = 2


@dataclass(frozen=True)
class Placement:
    """One block drawn on the face: its region, the box its contents occupy, in final pixels."""

    region: Region
    area: Box
    ink: Box
    truncated: bool = False

    @property
    def fits(self) -> bool:
        return not self.truncated and self.area.contains(self.ink, tolerance=0.51)


@dataclass
class FaceReport:
    width: int
    height: int
    placements: list[Placement] = field(default_factory=list)

    def overflowing(self) -> list[Placement]:
        card = Box(0, 0, self.width, self.height)
        return [p for p in self.placements if not p.fits or not card.contains(p.area)]


class _Painter:
    """State of one face being drawn (supersampled pixels)."""

    def __init__(self, card: Card, width: int):
        self.card = card
        self.final = (width, card_height(width))
        self.scale = Scale(width * SUPERSAMPLE)
        size = (self.final[0] * SUPERSAMPLE, self.final[1] * SUPERSAMPLE)
        self.image = Image.new("RGBA", size, (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)
        self.style = card_style(card)
        self.edge = shade(self.style.base, 0.45)
        self.report = FaceReport(*self.final)

    def mm(self, value: float) -> float:
        return self.scale.px(value)

    def box(self, box: Box) -> Box:
        return self.scale.box(box)

    def size(self, mm: float) -> int:
        return max(4, round(self.mm(mm)))

    def record(self, region: Region, area: Box, ink: Box, truncated: bool = False) -> None:
        self.report.placements.append(Placement(region, area.scaled(1 / SUPERSAMPLE), ink.scaled(1 / SUPERSAMPLE), truncated))

    def panel(self, box: Box, fill: Color = PAPER, radius_mm: float = 1.0) -> None:
        self.draw.rounded_rectangle(box.rounded(), radius=self.mm(radius_mm), fill=fill, outline=self.edge, width=max(1, round(self.mm(0.25))))

    def text(self, region: Region, area: Box, fitted: FittedText, fill: tuple[int, ...] = INK) -> None:
        fonts.draw_text(self.draw, fitted, fill)
        self.record(region, area, fitted.bounds, fitted.truncated)

    def run(self, region: Region, area: Box, layout: RunLayout, x: float) -> None:
        y = area.top + (area.height - layout.size) / 2
        draw_run(self.draw, layout, x, y, PAPER, INK)
        self.record(region, area, Box(x, y, x + layout.width, y + layout.size))


# --- card data to symbol groups ---------------------------------------------------------


def _point_groups(points: Points) -> list[SymbolGroup]:
    return [SymbolGroup(POINT_GLYPHS[p], n) for p, n in points.items()]


def _modifier_groups(card: Card, scope: ModifierScope) -> list[SymbolGroup]:
    """v2.1 *Fleet/Card Modifier Points*: symbols preceded by a mathematical sign."""
    groups = []
    for mod in card.modifiers:
        if mod.scope is not scope:
            continue
        glyph = POINT_GLYPHS[mod.point]
        if mod.op is ModifierOp.MULTIPLY:
            groups.append(SymbolGroup(glyph, 1, prefix=f"×{mod.amount}"))
        else:
            groups.append(SymbolGroup(glyph, abs(mod.amount), prefix="+" if mod.amount > 0 else "−"))
    return groups


def cost_groups(card: Card) -> list[list[SymbolGroup]]:
    """Requirements, and the second strength's requirements when a split card has them."""
    runs = [_point_groups(card.requirements)]
    if card.split is not None and card.split.requirements:
        runs.append(_point_groups(card.split.requirements))
    return [r for r in runs if r]


def output_groups(card: Card) -> list[SymbolGroup]:
    """Top right: generated points, card damage (after a slash when points come first, as
    the printed Plasma Field has it), Shields, Nodes, Armor, then fleet modifiers."""
    groups = _point_groups(card.generates)
    if card.card_damage:  # printed card damage (mines, hazards, monsters): top right, as printed
        groups.append(SymbolGroup(WEAPON_GLYPHS[WeaponSymbol.DAMAGE], card.card_damage, prefix="/" if groups else ""))
    if card.shields:
        groups.append(SymbolGroup(Glyph.SHIELD, card.shields))
    if card.nodes:
        groups.append(SymbolGroup(Glyph.NODE, card.nodes))
    if card.armor:
        groups.append(SymbolGroup(Glyph.ARMOR, 1, number=card.armor))
    return groups + _modifier_groups(card, ModifierScope.FLEET)


def weapon_groups(card: Card) -> list[SymbolGroup]:
    """Bottom: the weapons with their names (a Variable Plasma's printed energy range after
    it, ``1-2✸``), then the systems printed beside them (v2.1 SPECIAL SHIP SYSTEMS: a Phaser
    Magnifier's energy and multiplier, ``✸=×2``; a Mine Deployment System's supply)."""
    groups = []
    for weapon in card.weapons:
        label = weapon.name + (f" {weapon.damage}dmg" if weapon.damage > 1 else "")
        groups.append(SymbolGroup(WEAPON_GLYPHS[weapon.symbol], weapon.count, suffix=label))
        if weapon.energy is not None:
            groups.append(SymbolGroup(Glyph.ENERGY, 1, prefix=f"{weapon.energy.low}-{weapon.energy.high}"))
    for system in card.systems:
        if system.kind is SystemKind.PHASER_MAGNIFIER:
            groups.append(SymbolGroup(Glyph.ENERGY, max(1, system.energy), suffix=f"=×{max(1, system.energy) + 1} Phaser Magnifier"))
        else:
            groups.append(SymbolGroup(Glyph.SUPPLY, system.count, suffix="Mine Deployment"))
    return groups


def class_text(card: Card) -> str:
    """Small text under the art's lower left corner: P/NP, technology, classes, unique."""
    parts = []
    if card.passive is not None:
        parts.append("P" if card.passive else "NP")
    if card.technology is not None:
        parts.append(card.technology.value.title())
    parts += [c.value for c in card.classes]
    if card.unique:
        parts.append("Unique")
    return " · ".join(parts)


def below_art_title(card: Card) -> str:
    """The title below the art: the subtitle, the combination's two parts, or the name again."""
    if card.combination is not None:
        c = card.combination
        return f"{c.cruiser.name} {c.cruiser.strength} + {c.capsule.name} {c.capsule.strength}"
    return card.subtitle or card.name


# --- drawing steps ---------------------------------------------------------------------


def _frame(p: _Painter) -> None:
    p.image.paste(_framed(p.style, p.final[0]))  # the face is still blank: a copy of the shared layer


@lru_cache(maxsize=64)
def _framed(style: Style, width: int) -> Image.Image:
    """The outer frame and the textured inner field of every face of ``style`` at ``width``:
    drawn once and shared (most of a face's drawing time went here, card after card)."""
    scale = Scale(width * SUPERSAMPLE)
    size = (width * SUPERSAMPLE, card_height(width) * SUPERSAMPLE)
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=scale.px(LAYOUT.corner_radius), fill=FRAME)
    inner = scale.box(LAYOUT.inner)
    texture = Image.new("RGB", size)
    paint_texture(texture, inner.rounded(), style, scale.px_per_mm)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(inner.rounded(), radius=scale.px(1.6), fill=255)
    image.paste(texture, (0, 0), mask)
    return image


def _top_row(p: _Painter) -> None:
    row = p.box(LAYOUT.top_row)
    code = p.card.code
    code_size = p.size(5.6)
    code_w = fonts.text_width(code, FontStyle.BOLD, code_size) + p.mm(2.4)
    code_box = Box(row.left, row.top, row.left + code_w, row.bottom)
    p.draw.rounded_rectangle(
        code_box.rounded(), radius=p.mm(1.2), fill=shade(type_color(p.card.primary_type), 0.55), outline=PAPER, width=max(1, round(p.mm(0.3)))
    )
    if len(p.card.types) > 1:  # a dual-type card (T/B, T/H): a bar in the second type's colour
        bar = Box(code_box.left + p.mm(1), code_box.bottom - p.mm(1.3), code_box.right - p.mm(1), code_box.bottom - p.mm(0.6))
        p.draw.rectangle(bar.rounded(), fill=shade(type_color(p.card.types[1]), 1.3))
    fitted = fonts.fit_line(code, FontStyle.BOLD, code_box.inset(p.mm(1.2), p.mm(0.5)), code_size, p.size(3.0))
    fitted = fonts.shift(fitted, (code_box.width - p.mm(2.4) - fitted.bounds.width) / 2, 0)
    p.text(Region.CODE, code_box, fitted, fill=(255, 255, 255))
    rest = Box(code_box.right + p.mm(1.0), row.top + p.mm(0.5), row.right, row.bottom - p.mm(0.5))
    _cost_and_output(p, rest)


def _cost_and_output(p: _Painter, rest: Box) -> None:
    cost_runs, output = cost_groups(p.card), output_groups(p.card)
    cell, min_cell, pad = p.mm(4.2), p.mm(2.2), p.mm(1.0)
    cost = [g for run in cost_runs for g in run]
    natural_cost = fit_run(cost, 1e9, cell, cell, "/" if len(cost_runs) > 1 else "").width if cost else 0.0
    natural_out = fit_run(output, 1e9, cell, cell).width if output else 0.0
    room = rest.width - (2 * pad if cost else 0) - (2 * pad if output else 0) - (p.mm(1.5) if cost and output else 0)
    total = natural_cost + natural_out
    share = 1.0 if total <= room else room / total
    if cost:
        layout = _cost_layout(cost_runs, natural_cost * share, cell, min_cell)
        area = Box(rest.left, rest.top, rest.left + layout.width + 2 * pad, rest.bottom)
        p.panel(area)
        p.run(Region.COST, area, layout, area.left + pad)
    if output:
        layout = fit_run(output, natural_out * share, cell, min_cell)
        area = Box(rest.right - layout.width - 2 * pad, rest.top, rest.right, rest.bottom)
        p.panel(area)
        p.run(Region.OUTPUT, area, layout, area.left + pad)


def _cost_layout(runs: list[list[SymbolGroup]], width: float, cell: float, min_cell: float) -> RunLayout:
    """One run for the cost; a split card's second cost follows a slash (v2.1 *Card Strength*)."""
    groups = list(runs[0])
    if len(runs) > 1:
        first = runs[1][0]
        groups.append(SymbolGroup(first.glyph, first.count, prefix="/"))
        groups += runs[1][1:]
    return fit_run(groups, width + 0.5, cell, min_cell)


def _title(p: _Painter) -> None:
    area = p.box(LAYOUT.title)
    p.panel(area, radius_mm=1.4)
    inner = area.inset(p.mm(1.6), p.mm(0.4))
    fitted = fonts.fit_title(p.card.name, FontStyle.BOLD, inner, p.size(4.0), p.size(1.8))
    p.text(Region.TITLE, area, fitted)


def _art(p: _Painter) -> None:
    area = p.box(LAYOUT.art)
    left, top, right, bottom = area.rounded()
    art = paint_art(p.card, (right - left + 1, bottom - top + 1))
    p.image.paste(art, (left, top))
    p.draw.rectangle((left, top, right, bottom), outline=FRAME, width=max(1, round(p.mm(0.35))))
    if p.card.combination is not None:  # the aft cruiser and forward capsule halves
        middle = (left + right) // 2
        for y in range(top, bottom, max(2, round(p.mm(1.2)))):
            p.draw.line((middle, y, middle, y + p.mm(0.6)), fill=PAPER, width=max(1, round(p.mm(0.2))))
    p.record(Region.ART, area, area)
    if not p.card.is_printed and p.card.provenance is Provenance.DESIGNED:
        _not_printed_band(p, area)


def _not_printed_band(p: _Painter, art: Box) -> None:
    """A dark band across the foot of the art: this card was invented, not printed."""
    band = Box(art.left, art.bottom - p.mm(5.0), art.right, art.bottom)
    p.draw.rectangle(band.rounded(), fill=(20, 20, 20, 205))
    inner = Box(band.left + p.mm(1.0), band.top, band.right - p.mm(1.0), band.bottom)
    fitted = fonts.fit_line(NOT_PRINTED.upper(), FontStyle.BOLD, inner, p.size(3.0), p.size(1.6))
    fitted = fonts.shift(fitted, (inner.width - fitted.bounds.width) / 2, 0)
    p.text(Region.ART, inner, fitted, fill=(255, 214, 102, 255))


def _under_art(p: _Painter) -> None:
    row = p.box(LAYOUT.under_art)
    gap = p.mm(1.0)
    left_text = class_text(p.card)
    left_w = 0.0
    if left_text:
        fitted = fonts.fit_line(left_text, FontStyle.BOLD, Box(row.left, row.top, row.left + row.width * 0.34, row.bottom), p.size(2.3), p.size(1.5))
        p.text(Region.CLASS, Box(row.left, row.top, row.left + row.width * 0.34, row.bottom), fitted, fill=PAPER)
        left_w = fitted.bounds.width + gap
    right_w = 0.0
    groups = _modifier_groups(p.card, ModifierScope.CARD)
    if groups:
        layout = fit_run(groups, row.width * 0.34 - 2 * p.mm(0.8), p.mm(3.4), p.mm(1.8))
        area = Box(row.right - layout.width - 2 * p.mm(0.8), row.top, row.right, row.bottom)
        p.panel(area, radius_mm=0.8)
        p.run(Region.CARD_MODIFIERS, area, layout, area.left + p.mm(0.8))
        right_w = area.width + gap
    middle = Box(row.left + left_w, row.top, row.right - right_w, row.bottom)
    fitted = fonts.fit_title(below_art_title(p.card), FontStyle.BOLD, middle, p.size(2.8), p.size(1.4))
    fonts.draw_text(p.draw, fitted, FRAME)
    p.record(Region.SUBTITLE, middle, fitted.bounds, fitted.truncated)


NUMBERS_ONLY_TEXT = "Its printed rules are not in our data: the players resolve them by hand, as printed."


def text_paragraphs(card: Card) -> list[Paragraph]:
    """Rules lines with their dash (v2.1: rules are indicated with a '-'), then flavor in italics."""
    paragraphs = [Paragraph(line, FontStyle.REGULAR, bullet="–", space_before=0.15) for line in card.rules]
    if card.manual and not card.rules:  # a printed card known by its numbers only (LackeyCCG, checklist)
        paragraphs.append(Paragraph(NUMBERS_ONLY_TEXT, FontStyle.ITALIC, space_before=0.15))
    if card.flavor:
        paragraphs.append(Paragraph(card.flavor, FontStyle.ITALIC, space_before=0.45))
    return paragraphs


def _rules(p: _Painter) -> None:
    area = p.box(LAYOUT.text)
    p.panel(area, radius_mm=1.2)
    paragraphs = text_paragraphs(p.card)
    if not paragraphs:
        return
    inner = area.inset(p.mm(1.6), p.mm(1.0))
    fitted = fonts.fit_text(paragraphs, inner, p.size(2.9), p.size(1.5))
    p.text(Region.TEXT, area, fitted)


def _weapons(p: _Painter) -> None:
    groups = weapon_groups(p.card)
    if not groups:
        return
    area = p.box(LAYOUT.weapons)
    p.panel(area, fill=shade(PAPER, 0.93), radius_mm=1.2)
    pad = p.mm(1.4)
    room = area.width - 2 * pad
    layout = fit_run(groups, room, p.mm(3.4), p.mm(1.6))
    if layout.width > room:  # too many weapons to name them all: symbols and counts only
        bare = [SymbolGroup(g.glyph, g.count, prefix=g.prefix) for g in groups]
        layout = fit_run(bare, room, p.mm(3.4), p.mm(1.0))
    p.run(Region.WEAPONS, area, layout, area.left + pad)


FOOTER_MIN_WIDTH = 120  # below this the footer's small print is not legible: leave it out


def _footer(p: _Painter) -> None:
    if p.final[0] < FOOTER_MIN_WIDTH:
        return
    area = p.box(LAYOUT.footer)
    left = p.card.origin if p.card.is_printed else f"{p.card.set_code} · {p.card.origin}"
    empire = canonical_empire(p.card.empire) or "Generic"
    right = empire + (f" · {p.card.tribe}" if p.card.tribe else "")
    half = Box(area.left, area.top, area.left + area.width * 0.32, area.bottom)
    fitted = fonts.fit_line(left, FontStyle.REGULAR, half, p.size(2.0), p.size(1.2))
    p.text(Region.FOOTER, half, fitted, fill=FOOTER_INK)
    other = Box(half.right + p.mm(1), area.top, area.right, area.bottom)
    fitted = fonts.fit_line(right, FontStyle.REGULAR, other, p.size(2.0), p.size(1.2))
    fitted = fonts.shift(fitted, other.width - fitted.bounds.width, 0)
    p.text(Region.FOOTER, other, fitted, fill=FOOTER_INK)


def render_face_report(card: Card, width: int) -> tuple[Image.Image, FaceReport]:
    """The generated face of ``card``, ``width`` pixels wide, and what was placed where."""
    painter = _Painter(card, width)
    for step in (_frame, _top_row, _title, _art, _under_art, _rules, _weapons, _footer):
        step(painter)
    image = _reduce(painter.image, SUPERSAMPLE) if SUPERSAMPLE > 1 else painter.image
    return image, painter.report


def _reduce(image: Image.Image, factor: int) -> Image.Image:
    """``image`` scaled down by ``factor`` (box filter). Colour and alpha are reduced apart:
    a face is opaque but for its rounded corners, whose fully transparent pixels are black,
    as is the frame they border, so Pillow's premultiplied round trip (two conversions of
    the supersampled image) would change nothing but the time."""
    reduced = image.convert("RGB").reduce(factor)
    reduced.putalpha(image.getchannel("A").reduce(factor))
    return reduced


def render_generated_face(card: Card, width: int) -> Image.Image:
    """The generated (not scanned) face of ``card``, ``width`` pixels wide, RGBA."""
    return render_face_report(card, width)[0]
