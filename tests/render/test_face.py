"""The generated face: deterministic, laid out by v2.1 *Card Nomenclature*, nothing overflowing."""

from __future__ import annotations

import io

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.render import render_face_report, render_generated_face
from ge_desktop.render.face import below_art_title, class_text, cost_groups, output_groups, text_paragraphs, weapon_groups
from ge_desktop.render.geometry import LAYOUT, Region, card_height
from ge_desktop.render.symbols import Glyph

SMALL = 120  # tests render small: the layout is in millimetres, so it is the same at every size


def _png(card: Card, width: int = SMALL) -> bytes:
    stream = io.BytesIO()
    render_generated_face(card, width).save(stream, format="PNG")
    return stream.getvalue()


def test_rendering_is_deterministic_same_bytes_twice(edge_cards):
    card = edge_cards["argonian-long-range-heavy-cruiser-of-the-republic"]
    assert _png(card) == _png(card)


def test_faces_have_the_card_aspect_63_by_88():
    card = next(iter(default_catalog()))
    for width in (90, 180):
        image = render_generated_face(card, width)
        assert image.size == (width, card_height(width))
        assert image.mode == "RGBA"


def test_card_nomenclature_every_catalog_card_renders_without_overflow():
    problems = []
    for card in default_catalog():
        _image, report = render_face_report(card, 180)
        problems += [f"{card.id}: {p.region.value} {p.ink} outside {p.area}" for p in report.overflowing()]
    assert problems == []


def test_card_nomenclature_edge_cards_render_without_overflow(edge_cards):
    for card in edge_cards.values():
        _image, report = render_face_report(card, SMALL)
        assert report.overflowing() == [], card.id


def test_card_nomenclature_every_element_has_its_region(edge_cards):
    card = edge_cards["argonian-long-range-heavy-cruiser-of-the-republic"]
    _image, report = render_face_report(card, SMALL)
    regions = {p.region for p in report.placements}
    expected = {Region.CODE, Region.COST, Region.OUTPUT, Region.TITLE, Region.ART, Region.CLASS,
                Region.SUBTITLE, Region.CARD_MODIFIERS, Region.TEXT, Region.WEAPONS, Region.FOOTER}
    assert expected <= regions


def test_card_nomenclature_top_row_code_left_cost_beside_output_right(edge_cards):
    card = edge_cards["asteroid-base-dual"]
    _image, report = render_face_report(card, 180)
    by_region = {p.region: p.ink for p in report.placements}
    assert by_region[Region.CODE].right < by_region[Region.OUTPUT].left
    assert by_region[Region.OUTPUT].right > 180 * 0.8
    assert by_region[Region.TITLE].bottom <= by_region[Region.ART].top + 1


def test_card_strength_split_cost_follows_a_slash(edge_cards):
    card = edge_cards["time-knight-split"]
    assert card.code == "C2/8"
    runs = cost_groups(card)
    assert [g.glyph for g in runs[0]] == [Glyph.SUPPLY]
    assert [(g.glyph, g.count) for g in runs[1]] == [(Glyph.ENERGY, 2)]


def test_shields_nodes_armor_are_top_right_output(edge_cards):
    mechad = output_groups(edge_cards["mechad-nodes"])
    assert [(g.glyph, g.count) for g in mechad] == [(Glyph.SHIELD, 20), (Glyph.NODE, 3)]
    leopan = output_groups(edge_cards["leopan-armored"])
    assert [(g.glyph, g.number) for g in leopan] == [(Glyph.ARMOR, 5)]


def test_fleet_modifier_has_its_sign_and_card_modifier_goes_below_the_art(edge_cards):
    card = edge_cards["argonian-long-range-heavy-cruiser-of-the-republic"]
    fleet = [g for g in output_groups(card) if g.prefix]
    assert [(g.prefix, g.glyph, g.count) for g in fleet] == [("−", Glyph.ECONOMY, 3)]
    _image, report = render_face_report(card, SMALL)
    modifiers = next(p for p in report.placements if p.region is Region.CARD_MODIFIERS)
    art = next(p for p in report.placements if p.region is Region.ART)
    assert modifiers.ink.top >= art.ink.bottom - 1


def test_equipment_p_np_and_class_text(edge_cards):
    assert class_text(edge_cards["reaction-equipment"]) == "NP · Exclusive"
    assert class_text(edge_cards["time-knight-split"]) == "Persona"


def test_rules_lines_get_dashes_and_flavor_is_italic(edge_cards):
    paragraphs = text_paragraphs(edge_cards["argonian-long-range-heavy-cruiser-of-the-republic"])
    assert all(p.bullet == "–" for p in paragraphs[:-1])
    assert paragraphs[-1].bullet == "" and paragraphs[-1].style.name == "ITALIC"


def test_weapon_symbols_phaser_heavy_and_damage(edge_cards):
    groups = weapon_groups(edge_cards["argonian-long-range-heavy-cruiser-of-the-republic"])
    assert [(g.glyph, g.count) for g in groups] == [(Glyph.PHASER, 6), (Glyph.HEAVY, 3), (Glyph.DAMAGE, 2)]
    assert groups[1].suffix == "Energy Flux 2dmg"


def test_krebiz_combination_shows_both_part_names(edge_cards):
    title = below_art_title(edge_cards["krebiz-combination"])
    assert "Sabot Cruiser Aft Section 4" in title and "Forward Command Capsule 3" in title


def _texture_pixel(card: Card) -> tuple[int, ...]:
    image = render_generated_face(card, 180)
    scale = 180 / 63
    return image.getpixel((round(LAYOUT.inner.left * scale + 2), round(52.5 * scale)))


def test_empire_color_texture_argonian_ship_differs_from_generic_ship():
    catalog = default_catalog()
    ships = [c for c in catalog if c.primary_type.value == "S"]
    argonian = next(c for c in ships if catalog.empire(c.empire) and catalog.empire(c.empire).name == "Argonian First Republic")
    generic = next(c for c in ships if c.empire is None)
    a, g = _texture_pixel(argonian), _texture_pixel(generic)
    assert sum(abs(x - y) for x, y in zip(a[:3], g[:3], strict=False)) > 60


@pytest.mark.parametrize("width", [32, 2000])
def test_extreme_widths_still_fit(edge_cards, width):
    card = edge_cards["x"]
    _image, report = render_face_report(card, width)
    assert report.overflowing() == []


def test_rendering_is_deterministic_across_processes(tmp_path):
    """Same bytes from two interpreters with different hash seeds (no set or dict-order luck)."""
    import os
    import subprocess
    import sys

    code = (
        "import io, sys\n"
        "from ge_desktop.cards.catalog import default_catalog\n"
        "from ge_desktop.render import render_generated_face\n"
        "out = io.BytesIO()\n"
        "for card in list(default_catalog())[:4]:\n"
        "    render_generated_face(card, 64).save(out, format='PNG')\n"
        "sys.stdout.buffer.write(out.getvalue())\n"
    )
    outputs = set()
    for seed in ("3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "GE_DESKTOP_HOME": str(tmp_path / seed)}
        outputs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, check=True).stdout)
    assert len(outputs) == 1 and len(next(iter(outputs))) > 1000


def test_faces_of_one_style_share_their_frame_layer() -> None:
    """The frame and texture are drawn once per style and width, and a face starts from a copy."""
    from ge_desktop.cards.catalog import default_catalog
    from ge_desktop.render.face import _framed
    from ge_desktop.render.palette import card_style

    cards = list(default_catalog())
    style = card_style(cards[0])
    twin = next(c for c in cards[1:] if card_style(c) == style)
    _framed.cache_clear()
    render_generated_face(cards[0], 180)
    render_generated_face(twin, 180)
    assert _framed.cache_info().misses == 1 and _framed.cache_info().hits == 1
    layer = _framed(style, 180)
    assert layer.mode == "RGBA" and layer.getpixel((0, 0))[3] == 0  # a rounded corner stays clear


def test_printed_card_damage_is_top_right_as_printed():
    from ge_desktop.cards.catalog import default_catalog

    mine = default_catalog().printing("E2_-_Nuclear_Mine_PE")
    assert [(g.glyph, g.count) for g in output_groups(mine)] == [(Glyph.DAMAGE, 2)]
    assert all(g.glyph is not Glyph.DAMAGE for g in weapon_groups(mine))
    field = default_catalog().printing("T-H2_-_Plasma_Field_PE")  # "2 energy / 2 damage"
    assert [(g.glyph, g.count, g.prefix) for g in output_groups(field)] == [(Glyph.ENERGY, 2, ""), (Glyph.DAMAGE, 2, "/")]


def test_systems_printed_beside_the_weapons_are_at_the_bottom():
    from ge_desktop.cards.catalog import default_catalog

    catalog = default_catalog()
    plasma = weapon_groups(catalog.printing("S4_-_Corporate_Light_Cruiser_PE"))  # "(✸-✸✸✸): Variable Plasma"
    assert [(g.glyph, g.prefix) for g in plasma][-1] == (Glyph.ENERGY, "1-3")
    magnifier = weapon_groups(catalog.printing("S2_-_Scorpead_Frigate_NE"))  # "✸=x2: Phaser Magnifier"
    assert (Glyph.ENERGY, 1, "=×2 Phaser Magnifier") in [(g.glyph, g.count, g.suffix) for g in magnifier]
    mines = weapon_groups(catalog.printing("S3_-_Tufor_Cutter_NE"))  # "●: Mine Deployment System"
    assert (Glyph.SUPPLY, 1, "Mine Deployment") in [(g.glyph, g.count, g.suffix) for g in mines]
