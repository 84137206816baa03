"""The browser's Level column (scripted, numbers only, name only) and set filter over printings."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ge_desktop.cards.levels import NAME_ONLY_SOURCE
from ge_desktop.ui.browser.browser_widget import CardBrowserWidget
from ge_desktop.ui.browser.card_model import CardColumn
from ge_desktop.ui.browser.catalog_holder import CatalogHolder
from tests.cards.helpers import make_card, make_catalog

PRINTINGS = [{"set": "PE", "image": "S2_-_Imported_PE"}, {"set": "GGB", "image": "S2_-_Imported_GGB"}]


def _holder() -> CatalogHolder:
    return CatalogHolder.from_catalog(make_catalog([
        make_card("scripted-escort", "S4", "Escort", shields=1),
        make_card("lk-s3-numbered", "S3", "Numbered", shields=2, manual=True, provenance="printed", set_code="PE",
                  printings=[{"set": "PE", "image": "S3_-_Numbered_PE"}], source="LackeyCCG plugin (numbers from the checklist)"),
        make_card("lk-s2-imported", "S2", "Imported", manual=True, provenance="printed", set_code="PE",
                  printings=PRINTINGS, source=NAME_ONLY_SOURCE),
    ]))


def test_the_level_column_shows_how_much_of_each_card_is_known(qtbot) -> None:
    browser = CardBrowserWidget(_holder())
    qtbot.addWidget(browser)
    model = browser.list_model
    levels = {model.card(r).id: model.index(r, CardColumn.LEVEL).data() for r in range(model.rowCount())}
    assert levels == {"scripted-escort": "scripted", "lk-s3-numbered": "numbers only", "lk-s2-imported": "name only"}
    assert model.headerData(CardColumn.LEVEL, Qt.Orientation.Horizontal) == "Level"


def test_the_set_filter_finds_a_card_by_any_of_its_printings(qtbot) -> None:
    browser = CardBrowserWidget(_holder())
    qtbot.addWidget(browser)
    combo = browser.filters.set_code
    assert combo.findText("GGB") >= 0
    combo.setCurrentIndex(combo.findText("GGB"))
    assert [c.id for c in browser.shown_cards()] == ["lk-s2-imported"]
