"""Galactic Supremacy faces: every card of the deck and a homeworld fit, in the kind's colour."""

from __future__ import annotations

from ge_desktop.render.geometry import card_height
from ge_desktop.render.gs_face import KIND_COLORS, render_gs_face, render_gs_face_report
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat, deck_definitions, homeworld_card


def test_every_card_renders_without_truncation() -> None:
    for card in (*deck_definitions(), homeworld_card(Seat(5))):
        image, truncated = render_gs_face_report(card, 240)
        assert image.size == (240, card_height(240)) and image.mode == "RGBA"
        assert not truncated, card.name


def test_the_frame_takes_the_kinds_colour() -> None:
    seen = {}
    for card in deck_definitions():
        if card.kind not in seen:
            image = render_gs_face(card, 200)
            seen[card.kind] = image.getpixel((round(200 * 0.035), card_height(200) // 2))[:3]
    assert seen == {k: c for k, c in KIND_COLORS.items() if k is not CardKind.HOMEWORLD}


def test_a_face_is_the_same_every_time() -> None:
    card = deck_definitions()[12]
    assert render_gs_face(card, 160).tobytes() == render_gs_face(card, 160).tobytes()
