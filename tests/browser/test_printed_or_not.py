"""A designed card says it is not a printed card wherever a player sees it: the browser's
list, the inspector and the face; a printed card names its printing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import NOT_PRINTED
from ge_desktop.render.face import render_face_report
from ge_desktop.render.geometry import Region
from ge_desktop.ui.browser.card_model import CardColumn, CardListModel
from ge_desktop.ui.browser.inspector import card_details_html


def test_origin_in_words() -> None:
    catalog = default_catalog()
    assert catalog.printing("S6_-_Argonian_Typhoon_Heavy_Cruiser_PE").origin == "printed PE"
    assert catalog["light-cruiser"].origin == "rulebook example"
    assert catalog["argonian-cruiser"].origin == NOT_PRINTED


def test_inspector_says_not_a_printed_card_and_names_printings() -> None:
    catalog = default_catalog()
    assert "Not a printed card" in card_details_html(catalog["argonian-cruiser"])
    typhoon = card_details_html(catalog.printing("S6_-_Argonian_Typhoon_Heavy_Cruiser_PE"))
    assert "Not a printed card" not in typhoon and "S6_-_Argonian_Typhoon_Heavy_Cruiser_PE" in typhoon


def test_browser_list_marks_designed_cards(qtbot) -> None:
    catalog = default_catalog()
    model = CardListModel()
    model.set_cards(list(catalog))
    rows = {model.data(model.index(r, CardColumn.TITLE)): model.data(model.index(r, CardColumn.SET)) for r in range(model.rowCount())}
    assert rows["Argonian Cruiser"].endswith(NOT_PRINTED)
    assert rows["Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser"] == "PE"
    tip = model.data(model.index(0, CardColumn.TITLE), Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str)


def test_a_designed_face_carries_the_band_and_a_printed_face_does_not() -> None:
    catalog = default_catalog()
    designed = render_face_report(catalog["argonian-cruiser"], 300)[1]
    printed = render_face_report(catalog.printing("S6_-_Argonian_Typhoon_Heavy_Cruiser_PE"), 300)[1]
    assert sum(p.region is Region.ART for p in designed.placements) == 2  # the art and the band's words
    assert sum(p.region is Region.ART for p in printed.placements) == 1
    assert designed.overflowing() == []
