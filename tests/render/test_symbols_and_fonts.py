"""v2.1 *Points*: every point and weapon symbol is a clear, distinct glyph; text fits its box."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.render.fonts import FontStyle, Paragraph, fit_line, fit_text, font, wrap
from ge_desktop.render.geometry import Box
from ge_desktop.render.symbols import POINT_GLYPHS, WEAPON_GLYPHS, Glyph, SymbolGroup, draw_glyph, fit_run, layout_run

PAPER = (255, 255, 255)
CELL = 40


def _glyph_image(glyph: Glyph, number: int = 0) -> Image.Image:
    image = Image.new("RGB", (CELL, CELL), PAPER)
    draw_glyph(ImageDraw.Draw(image), glyph, 0, 0, CELL, PAPER, number)
    return image.convert("L")


def _ink(image: Image.Image) -> int:
    return sum(image.histogram()[:200])


def test_points_every_point_type_and_weapon_symbol_has_a_glyph():
    assert set(POINT_GLYPHS) == set(PointType)
    assert set(WEAPON_GLYPHS) == set(WeaponSymbol)


@pytest.mark.parametrize("glyph", list(Glyph))
def test_points_each_glyph_is_drawn_with_visible_ink_inside_its_cell(glyph):
    image = _glyph_image(glyph, number=5)
    ink = _ink(image)
    assert CELL * CELL * 0.08 < ink < CELL * CELL * 0.9


def test_points_glyphs_are_distinct_except_heavy_weapon_equals_ammunition():
    # v2.1 *Points*: heavy weapon symbols are "identical to the ammunition symbol".
    images = {g: _glyph_image(g, number=3) for g in Glyph}
    assert ImageChops.difference(images[Glyph.HEAVY], images[Glyph.AMMUNITION]).getbbox() is None
    others = [g for g in Glyph if g is not Glyph.HEAVY]
    for i, a in enumerate(others):
        for b in others[i + 1:]:
            diff = ImageChops.difference(images[a], images[b]).point(lambda v: 255 if v > 60 else 0)
            assert _ink(Image.eval(diff, lambda v: 255 - v)) > CELL, (a, b)


def test_armor_system_indicator_shows_its_number():
    assert ImageChops.difference(_glyph_image(Glyph.ARMOR, 3), _glyph_image(Glyph.ARMOR, 5)).getbbox() is not None


def test_symbol_run_many_symbols_switch_to_count_form():
    expanded = layout_run([SymbolGroup(Glyph.SHIELD, 3)], 10)
    assert sum(1 for item in expanded.items if item.glyph) == 3
    counted = layout_run([SymbolGroup(Glyph.SHIELD, 20)], 10)
    assert [item.text for item in counted.items if item.text] == ["20"]
    assert sum(1 for item in counted.items if item.glyph) == 1


def test_symbol_run_fit_never_wider_than_room_when_room_allows_min_size():
    groups = [SymbolGroup(g, 3) for g in (Glyph.SUPPLY, Glyph.ENERGY, Glyph.RESEARCH, Glyph.COMMAND)]
    layout = fit_run(groups, 90, 20, 6)
    assert layout.width <= 90
    assert layout.size >= 6


def _drawn(face, char: str) -> bytes:
    image = Image.new("L", (40, 40), 0)
    ImageDraw.Draw(image).text((8, 4), char, font=face, fill=255)
    return image.tobytes()


def test_bundled_font_has_a_glyph_for_every_character_in_the_catalog():
    """No missing-glyph box: each character of every name, rule and flavor text is in the font."""
    text = "".join(
        " ".join([c.name, c.subtitle or "", c.flavor, *c.rules, *(w.name for w in c.weapons), c.empire or "", c.tribe or ""])
        for c in default_catalog()
    ) + "–·×−…/+0123456789"
    missing = set()
    for style in FontStyle:
        face = font(style, 20)
        notdef = _drawn(face, "\U0010fffd")  # a private-use code point: surely the missing-glyph box
        for char in set(text) - {" "}:
            if _drawn(face, char) == notdef:
                missing.add((style.name, char))
    assert missing == set()


def test_wrap_breaks_at_words_and_splits_overlong_words():
    lines = wrap("alpha beta gamma", FontStyle.REGULAR, 20, font(FontStyle.REGULAR, 20).getlength("alpha beta") + 1)
    assert lines == ["alpha beta", "gamma"]
    pieces = wrap("x" * 200, FontStyle.REGULAR, 20, 100)
    assert len(pieces) > 1 and "".join(pieces) == "x" * 200


def test_fit_text_shrinks_before_truncating():
    box = Box(0, 0, 200, 60)
    fitted = fit_text([Paragraph("word " * 30)], box, 30, 6)
    assert not fitted.truncated and fitted.size < 30
    assert box.contains(fitted.bounds, tolerance=0.5)


def test_fit_text_truncates_with_an_ellipsis_only_at_the_smallest_size():
    box = Box(0, 0, 100, 20)
    fitted = fit_text([Paragraph("word " * 200)], box, 12, 10)
    assert fitted.truncated and fitted.size == 10
    assert fitted.lines[-1].text.endswith("…")
    assert box.contains(fitted.bounds, tolerance=0.5)


def test_fit_line_keeps_short_text_at_full_size():
    fitted = fit_line("S5", FontStyle.BOLD, Box(0, 0, 200, 40), 24, 8)
    assert fitted.size == 24 and not fitted.truncated
