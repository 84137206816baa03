"""Shared fixtures for the bot tests: the shipped catalog and two bot test decks.

The bot tests check the standard bot's choices at every decision of seeded games; they use
the retired 80-card Argonian and Krebiz decks (``tests/bots/data``), whose scripted cards
put many reactions, searches and card questions in front of the bot. The printed Basic Set
decks are played by the simulate tests and the balance benchmark.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="session")
def benchmark() -> Iterator[Callable[[str], ModuleType]]:
    """Imports a script of ``benchmarks/`` as a module: ``benchmark("bench_bots")``."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        yield importlib.import_module
    finally:
        sys.path.remove(str(BENCHMARKS))


@pytest.fixture(scope="session")
def catalog():
    return default_catalog()


@pytest.fixture(scope="session")
def starters(catalog) -> tuple[PlayerDeck, ...]:
    """(argonian, krebiz)."""
    folder = Path(__file__).parent / "data"
    return tuple(PlayerDeck.from_deck(load_deck(folder / f"{name}-designed.deck", catalog)) for name in ("argonian", "krebiz"))


@pytest.fixture
def starter_config(starters):
    def make(seed: int, turn_cap: int = 40, swapped: bool = False) -> GameConfig:
        decks = tuple(reversed(starters)) if swapped else starters
        return GameConfig(decks=decks, seed=seed, turn_cap=turn_cap)

    return make
