"""The catalog the browser, deck builder and editor share, and the signal that it changed.

``CatalogHolder`` keeps the full catalog (shipped plus the user's cards, see
``ge_desktop.cards.user_catalog``) and its search index. When the card editor saves, it
calls ``reload()``; every open window listens to ``changed`` and refreshes, so a new card
shows in the browser at once. ``shared_catalog()`` is the one holder of the running app.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.search import SearchIndex
from ge_desktop.cards.user_catalog import FullCatalog, UserCatalog, load_full_catalog


class CatalogHolder(QObject):
    """The shared full catalog; emits ``changed`` after a reload."""

    changed = Signal()

    def __init__(self, full: FullCatalog, loader: Callable[[], FullCatalog] = load_full_catalog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loader = loader
        self._set(full)

    @classmethod
    def load(cls) -> CatalogHolder:
        return cls(load_full_catalog())

    @classmethod
    def from_catalog(cls, catalog: Catalog, user: UserCatalog | None = None) -> CatalogHolder:
        """A holder over a fixed catalog (tests, tools); ``reload`` keeps it and adds the user's cards."""
        user = user or UserCatalog.load()

        def loader() -> FullCatalog:
            fresh = UserCatalog.load(user.path)
            return FullCatalog(catalog.merged(Catalog(fresh.cards, [])), list(fresh.problems), fresh)

        return cls(loader(), loader)

    def _set(self, full: FullCatalog) -> None:
        self.full = full
        self._index: SearchIndex | None = None

    @property
    def index(self) -> SearchIndex:
        """The search index, built when the browser first asks (not at start-up: an imported
        catalog of thousands of cards would hold up the first table)."""
        if self._index is None:
            self._index = SearchIndex.for_catalog(self.full.catalog)
        return self._index

    @property
    def catalog(self) -> Catalog:
        return self.full.catalog

    @property
    def user(self) -> UserCatalog:
        return self.full.user

    def reload(self) -> None:
        """Read the catalog files again and tell every window."""
        self._set(self._loader())
        self.changed.emit()


_SHARED: CatalogHolder | None = None


def shared_catalog() -> CatalogHolder:
    """The app's one holder, loaded on first use."""
    global _SHARED
    if _SHARED is None:
        _SHARED = CatalogHolder.load()
    return _SHARED


def holder_for(catalog: CatalogHolder | Catalog | None) -> CatalogHolder:
    """Accept what a caller has: a holder, a bare catalog, or nothing (the shared holder)."""
    if catalog is None:
        return shared_catalog()
    if isinstance(catalog, CatalogHolder):
        return catalog
    return CatalogHolder.from_catalog(catalog)
