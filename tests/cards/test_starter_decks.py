"""The shipped starter decks: legal, and written back byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths, write_deck
from ge_desktop.cards.stocking import StockingOptions, check_deck

STARTERS = starter_deck_paths()


def test_both_starter_decks_are_shipped() -> None:
    assert {p.name for p in STARTERS} >= {"argonian.deck", "krebiz.deck"}


@pytest.mark.parametrize("path", STARTERS, ids=[p.name for p in STARTERS])
def test_starter_deck_round_trips_byte_for_byte(path: Path) -> None:
    assert write_deck(load_deck(path, default_catalog())) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", STARTERS, ids=[p.name for p in STARTERS])
def test_starter_deck_is_legal_and_sized_for_play(path: Path) -> None:
    deck = load_deck(path, default_catalog())
    assert check_deck(deck, default_catalog(), StockingOptions(players=2)) == []
    assert 60 <= len(deck) <= 100
    assert len(deck.reserve_cards()) == 2
