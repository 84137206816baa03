"""The inspector's plain-text description of a card."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.ui.inspector_widget import describe_card


def test_describe_card_shows_requirements_and_effects() -> None:
    eel = default_catalog()["small-phaser-eel"]
    text = describe_card(eel)
    assert text.startswith("M1 Small Phaser Eel") and "While in play" in text
