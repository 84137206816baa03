"""The card browser: search and filters over the whole catalog, as faces or a sortable list.

``CardBrowserWidget`` is the reusable part (the deck builder embeds it): filters on top,
a grid of faces and a table in two tabs, a count of matches. ``CardBrowserWindow`` adds
the card inspector beside it. Both follow the shared ``CatalogHolder``: when the card
editor saves a card, the browser searches the new catalog at once.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QModelIndex, Signal, SignalInstance
from PySide6.QtWidgets import QLabel, QMainWindow, QSplitter, QTabWidget, QVBoxLayout, QWidget

from ge_desktop.cards.model import Card
from ge_desktop.cards.search import CardQuery
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.browser.card_model import CardListModel
from ge_desktop.ui.browser.card_views import CardGridView, CardTableView
from ge_desktop.ui.browser.catalog_holder import CatalogHolder
from ge_desktop.ui.browser.filter_panel import FilterPanelWidget
from ge_desktop.ui.browser.inspector import CardInspectorWidget
from ge_desktop.ui.screen_fit import resize_to_fit


class CardBrowserWidget(QWidget):
    """Filters, faces grid and list; signals the current and the activated card."""

    current_card_changed = Signal(object)  # Card or None
    card_activated = Signal(object)  # Card: double-click, Enter or +
    card_to_reserve = Signal(object)  # Card: R or Shift+Enter
    deck_cards_dropped = Signal(str, list)  # cards dragged back from a deck: (section, ids)

    def __init__(self, holder: CatalogHolder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.holder = holder
        self.filters = FilterPanelWidget(holder.index.facets())
        self.grid_model, self.list_model = CardListModel(self), CardListModel(self)
        self.grid = CardGridView(self.grid_model)
        self.table = CardTableView(self.list_model)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.grid, "Faces")
        self.tabs.addTab(self.table, "List")
        self.count = QLabel()
        self.last_search_ms = 0.0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filters)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.count)
        self._connect()
        self.apply_query(self.filters.query())

    def _connect(self) -> None:
        self.filters.query_changed.connect(self.apply_query)
        self.holder.changed.connect(self._catalog_changed)
        for view in (self.grid, self.table):
            view.selectionModel().currentChanged.connect(lambda current, _previous, model=view.card_model: self._current_changed(model, current))
            view.card_activated.connect(lambda card_id: self._emit_card(self.card_activated, card_id))
            view.card_to_reserve.connect(lambda card_id: self._emit_card(self.card_to_reserve, card_id))
            view.deck_cards_dropped.connect(self.deck_cards_dropped)

    def set_accepts_deck_drops(self, accepts: bool) -> None:
        self.grid.accepts_deck_drops = self.table.accepts_deck_drops = accepts

    # --- searching ----------------------------------------------------------------------

    def apply_query(self, query: CardQuery) -> list[Card]:
        """Search, show the matches in both views, and return them."""
        start = time.perf_counter()
        cards = self.holder.index.search(query)
        self.grid_model.set_cards(cards)
        self.list_model.set_cards(cards)
        self.last_search_ms = (time.perf_counter() - start) * 1000
        self.count.setText(f"{len(cards)} of {len(self.holder.index)} cards")
        return cards

    def shown_cards(self) -> list[Card]:
        return self.list_model.cards()

    def _catalog_changed(self) -> None:
        self.filters.set_facets(self.holder.index.facets())
        self.apply_query(self.filters.query())

    # --- current card -------------------------------------------------------------------

    def current_view(self) -> CardGridView | CardTableView:
        return self.grid if self.tabs.currentWidget() is self.grid else self.table

    def select_card(self, card_id: str) -> bool:
        """Make ``card_id`` current in the visible view (False if the filters hide it)."""
        view = self.current_view()
        row = view.card_model.row_of(card_id)
        if row is None:
            return False
        view.setCurrentIndex(view.card_model.index(row, 0))
        return True

    def _current_changed(self, model: CardListModel, current: QModelIndex) -> None:
        self.current_card_changed.emit(model.card_at(current) if current.isValid() else None)

    def _emit_card(self, signal: SignalInstance, card_id: str) -> None:
        card = self.holder.catalog.get(card_id)
        if card is not None:
            signal.emit(card)


class CardBrowserWindow(QMainWindow):
    """The browser with the card inspector beside it."""

    def __init__(self, holder: CatalogHolder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"{APP_NAME} - card browser")
        resize_to_fit(self, 1280, 820)
        self.browser = CardBrowserWidget(holder)
        self.inspector = CardInspectorWidget()
        splitter = QSplitter()
        splitter.addWidget(self.browser)
        splitter.addWidget(self.inspector)
        splitter.setSizes([880, 400])
        self.setCentralWidget(splitter)
        self.browser.current_card_changed.connect(self.inspector.show_card)
        self.browser.card_activated.connect(self.inspector.show_card)
        problems = holder.full.problems
        if problems:
            self.statusBar().showMessage(f"{len(problems)} catalog problem(s): {problems[0]}")
