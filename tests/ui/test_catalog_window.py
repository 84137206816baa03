"""The catalog window lists the shipped catalog and decks."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.ui.catalog_window import CatalogWindow, describe_card


def test_catalog_window_lists_every_card(qtbot) -> None:
    window = CatalogWindow()
    qtbot.addWidget(window)
    assert window.cards_tree.topLevelItemCount() == len(default_catalog())
    window.cards_tree.setCurrentItem(window.cards_tree.topLevelItem(0))
    assert window.details.toPlainText().splitlines()[0] == window.cards_tree.topLevelItem(0).text(0)


def test_describe_card_shows_requirements_and_effects() -> None:
    eel = default_catalog()["small-phaser-eel"]
    text = describe_card(eel)
    assert text.startswith("M1 Small Phaser Eel") and "While in play" in text
