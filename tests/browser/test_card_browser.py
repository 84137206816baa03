"""The card browser: search and filters pick the right cards, in the grid, the list and the inspector."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.cards.search import GENERIC
from ge_desktop.ui.browser import open_card_browser
from ge_desktop.ui.browser.browser_widget import CardBrowserWidget, CardBrowserWindow
from ge_desktop.ui.browser.card_model import CardColumn, decode_card_ids
from ge_desktop.ui.browser.faces import THUMB_WIDTH, face_pixmap, forget_faces


def shown(browser: CardBrowserWidget) -> list[str]:
    return sorted(c.id for c in browser.shown_cards())


def make_browser(qtbot, holder) -> CardBrowserWidget:
    browser = CardBrowserWidget(holder)
    qtbot.addWidget(browser)
    return browser


def test_browser_shows_every_card_in_both_views(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    assert browser.grid_model.rowCount() == browser.list_model.rowCount() == 10
    assert browser.count.text() == "10 of 10 cards"


def test_typing_in_the_search_box_searches_titles_and_rules(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    qtbot.keyClicks(browser.filters.search, "phaser")
    assert shown(browser) == ["phaser-eel"]  # title and rules; "Phaser" weapons are not text
    browser.filters.search.clear()
    qtbot.keyClicks(browser.filters.search, "research")
    assert shown(browser) == ["science-officer"]
    assert browser.count.text() == "1 of 10 cards"


def test_type_buttons_filter_and_combine(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    qtbot.mouseClick(browser.filters.type_buttons[CardType.TERRAIN], Qt.MouseButton.LeftButton)
    assert shown(browser) == ["gas-giant", "outpost", "small-planet"]
    qtbot.mouseClick(browser.filters.type_buttons[CardType.MONSTER], Qt.MouseButton.LeftButton)
    assert shown(browser) == ["gas-giant", "outpost", "phaser-eel", "small-planet"]


def test_strength_range_filter(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    browser.filters.strength_min.setValue(4)
    browser.filters.strength_max.setValue(5)
    assert shown(browser) == ["escort", "light-cruiser", "science-officer", "small-planet"]


def test_empire_set_weapon_and_requirement_filters(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    filters = browser.filters
    filters.choose(filters.empire, "Argonian First Republic")
    assert shown(browser) == ["escort", "light-cruiser"]
    filters.choose(filters.requires, PointType.SUPPLY)
    assert shown(browser) == ["light-cruiser"]
    assert filters.query().requires == {PointType.SUPPLY} and type(next(iter(filters.query().requires))) is PointType
    filters.clear()
    filters.choose(filters.empire, GENERIC)
    filters.choose(filters.set_code, "B94")
    assert shown(browser) == ["phaser-eel"]
    filters.clear()
    filters.choose(filters.weapon, filters.weapon.itemData(1))
    assert shown(browser) == ["escort", "light-cruiser", "pirate-raider"]


def test_list_sorts_by_a_clicked_column(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    browser.table.sortByColumn(CardColumn.TITLE, Qt.SortOrder.AscendingOrder)
    titles = [browser.list_model.card(r).title for r in range(browser.list_model.rowCount())]
    assert titles == sorted(titles, key=str.lower)
    browser.table.sortByColumn(CardColumn.CODE, Qt.SortOrder.DescendingOrder)
    assert browser.list_model.card(0).code == "M1"  # code order is the rulebook's type order, reversed


def test_sort_order_survives_a_new_search(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    browser.table.sortByColumn(CardColumn.TITLE, Qt.SortOrder.DescendingOrder)
    qtbot.keyClicks(browser.filters.search, "s")
    titles = [c.title for c in browser.shown_cards()]
    assert titles == sorted(titles, key=str.lower, reverse=True)


def test_dragged_cards_carry_their_ids(qtbot, holder) -> None:
    browser = make_browser(qtbot, holder)
    model = browser.list_model
    mime = model.mimeData([model.index(0, 0), model.index(1, 2)])
    assert decode_card_ids(mime) == ("browser", [model.card(0).id, model.card(1).id])


def test_window_inspector_follows_the_selected_card(qtbot, holder) -> None:
    window = CardBrowserWindow(holder)
    qtbot.addWidget(window)
    assert window.browser.select_card("science-officer")
    assert window.inspector.card.id == "science-officer"
    text = window.inspector.details.toPlainText()
    assert "R/C4 Science Officer" in text and "Adds 1 research point" in text
    assert not window.inspector.face.pixmap().isNull()


def test_grid_shows_a_placeholder_then_the_face_and_the_list_shows_none(qtbot, holder) -> None:
    forget_faces()
    browser = make_browser(qtbot, holder)
    model = browser.grid_model
    index = model.index(model.row_of("gas-giant"), 0)
    first = model.data(index, Qt.ItemDataRole.DecorationRole)
    assert first is not None and first.width() == THUMB_WIDTH
    with qtbot.waitSignal(model.dataChanged, timeout=60_000) as changed:
        pass  # the face is drawn on a later turn of the event loop
    assert changed.args[0].row() in range(model.rowCount())
    model.draw_all_waiting_faces()
    face = model.data(index, Qt.ItemDataRole.DecorationRole)
    assert face.cacheKey() == face_pixmap(model.card_at(index)).cacheKey()
    assert browser.list_model.data(browser.list_model.index(0, 0), Qt.ItemDataRole.DecorationRole) is None


def test_open_card_browser_shows_a_window_deleted_on_close(qtbot, holder) -> None:
    window = open_card_browser(None, holder)
    qtbot.addWidget(window)
    assert window.isVisible() and window.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    assert window.browser.holder is holder
