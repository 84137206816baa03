"""Shared fixtures for the bot tests: the shipped catalog and the two starter decks."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.engine import GameConfig, PlayerDeck


@pytest.fixture(scope="session")
def catalog():
    return default_catalog()


@pytest.fixture(scope="session")
def starters(catalog) -> tuple[PlayerDeck, ...]:
    """(argonian, krebiz)."""
    return tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())


@pytest.fixture
def starter_config(starters):
    def make(seed: int, turn_cap: int = 40, swapped: bool = False) -> GameConfig:
        decks = tuple(reversed(starters)) if swapped else starters
        return GameConfig(decks=decks, seed=seed, turn_cap=turn_cap)

    return make
