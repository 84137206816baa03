"""A small varied catalog shared by the browser, deck builder and editor tests."""

from __future__ import annotations

import pytest

from ge_desktop.ui.browser.catalog_holder import CatalogHolder
from tests.cards.helpers import make_card, make_catalog

PHASER = {"symbol": "phaser", "name": "Phaser", "count": 2}


def small_catalog():
    return make_catalog(
        [
            make_card("light-cruiser", "S5", "Light Cruiser", "Argonian First Republic", weapons=[PHASER], shields=2, requirements={"supply": 1}),
            make_card("escort", "S4", "Argonian Escort", "Argonian First Republic", weapons=[PHASER], shields=1),
            make_card("science-officer", "R/C4", "Science Officer", rules=["Adds 1 research point to its ship."]),
            make_card("small-planet", "T4", "Small Planet", generates={"economy": 2}),
            make_card("gas-giant", "T8", "Gas Giant", generates={"energy": 3}),
            make_card("pirate-raider", "S3", "Pirate Raider", "Bolaar Pirates", weapons=[PHASER]),
            make_card("krebiz-trader", "S3", "Krebiz Trader", "Krebiz Capitalist Alliance"),
            make_card("outpost", "T/B3", "Frontier Outpost", shields=2),
            make_card("phaser-eel", "M1", "Small Phaser Eel", rules=["That unit cannot fire its Phasers."], set_code="B94"),
            make_card("reserve-tug", "S2", "Reserve Tug"),
        ]
    )


@pytest.fixture
def holder(qtbot) -> CatalogHolder:
    return CatalogHolder.from_catalog(small_catalog())
