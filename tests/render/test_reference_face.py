"""Generated faces of the reference cards printed beside the Basic Set decks, and the
Basic Set contact sheet's list of faces (133 deck printings and the two reference cards)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.commands.render_cards import _reference_faces, basic_set_printings
from ge_desktop.render.geometry import card_height
from ge_desktop.render.reference_face import render_reference_face


def test_the_basic_set_decks_name_133_printings_one_face_each() -> None:
    printings = basic_set_printings()
    images = [image for image, _ in printings]
    assert len(images) == 133 and len(set(images)) == 133
    assert {"E3_-_Shuttlecraft_Left_PE", "E3_-_Shuttlecraft_Right_PE"} <= set(images)  # one card, two printings
    assert images == sorted(images, key=str.lower)


def test_the_two_reference_cards_get_generated_faces() -> None:
    faces = _reference_faces(120)
    assert sorted(faces) == ["point-symbols", "sector-hq"]
    assert all(face.size == (120, card_height(120)) for face in faces.values())


def test_a_reference_face_is_drawn_not_blank() -> None:
    hq = render_reference_face(default_catalog().reference("HQ25_-_Sector_HQ_Pro8"), 200)
    legend = render_reference_face(default_catalog().reference("Point_Symbols_PE"), 200)
    for face in (hq, legend):
        colours = face.convert("RGB").getcolors(maxcolors=100_000)
        assert colours is not None and len(colours) > 200  # text, glyphs and texture, not a plain frame
    assert hq.tobytes() != legend.tobytes()
