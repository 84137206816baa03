"""Render test set-up: an empty scan library per test and the edge-case catalog."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.catalog import Catalog, catalog_files, load_catalog
from ge_desktop.render import ScanLibrary, reload_scans

EDGE_CARDS = Path(__file__).with_name("edge_cards.json")


@pytest.fixture(autouse=True)
def _no_scans(tmp_path: Path):
    """Scans come only from a per-test folder, never from the checkout's card_images/."""
    folder = tmp_path / "card_images"
    folder.mkdir()
    reload_scans(ScanLibrary([folder]))
    yield
    reload_scans(ScanLibrary([]))


@pytest.fixture(scope="session")
def edge_catalog() -> Catalog:
    """The shipped catalog plus the edge cases (long names, splits, dual types, every symbol)."""
    return load_catalog([*catalog_files(), EDGE_CARDS])


@pytest.fixture(scope="session")
def edge_cards(edge_catalog: Catalog):
    return {card.id: card for card in load_catalog([EDGE_CARDS]) if card.id in edge_catalog}
