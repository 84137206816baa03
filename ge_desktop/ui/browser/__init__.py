"""The card browser, deck builder and card editor windows (issue 8), and how to open them.

The table's menus open these windows with three calls; each returns the window, already
shown, deleted when closed:

- ``open_card_browser(parent, catalog=None)``: every card as faces or a sortable list,
  instant search and filters, the card inspector.
- ``open_deck_builder(parent, catalog=None, path=None)``: build, check, open and save decks
  (``path`` opens a deck file at once).
- ``open_card_editor(parent, catalog=None)``: the player's own cards and CSV import.

``catalog`` may be a ``CatalogHolder``, a plain ``Catalog``, or None for the app's shared
holder (``shared_catalog()``: the shipped catalog plus the user's cards, reloaded when the
editor saves, with a ``changed`` signal). New Game should take its catalog from
``shared_catalog().catalog`` and its deck list from
``ge_desktop.cards.deck_library.available_decks``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QWidget

from ge_desktop.cards.catalog import Catalog
from ge_desktop.ui.browser.catalog_holder import CatalogHolder, holder_for, shared_catalog

if TYPE_CHECKING:
    from ge_desktop.ui.browser.browser_widget import CardBrowserWindow
    from ge_desktop.ui.browser.card_editor import CardEditorWindow
    from ge_desktop.ui.browser.deck_builder import DeckBuilderWindow


_Window = TypeVar("_Window", bound=QMainWindow)


def _show(window: _Window) -> _Window:
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    window.raise_()
    return window


def open_card_browser(parent: QWidget | None = None, catalog: CatalogHolder | Catalog | None = None) -> CardBrowserWindow:
    """Open the card browser window."""
    from ge_desktop.ui.browser.browser_widget import CardBrowserWindow

    return _show(CardBrowserWindow(holder_for(catalog), parent))


def open_deck_builder(parent: QWidget | None = None, catalog: CatalogHolder | Catalog | None = None, path: Path | str | None = None) -> DeckBuilderWindow:
    """Open the deck builder, on the deck file ``path`` if given."""
    from ge_desktop.ui.browser.deck_builder import DeckBuilderWindow

    return _show(DeckBuilderWindow(holder_for(catalog), Path(path) if path else None, parent))


def open_card_editor(parent: QWidget | None = None, catalog: CatalogHolder | Catalog | None = None) -> CardEditorWindow:
    """Open the card editor (the user's own cards, CSV import)."""
    from ge_desktop.ui.browser.card_editor import CardEditorWindow

    return _show(CardEditorWindow(holder_for(catalog), parent))


__all__ = ["CatalogHolder", "open_card_browser", "open_card_editor", "open_deck_builder", "shared_catalog"]
