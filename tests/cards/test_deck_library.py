"""The decks a New Game can use: shipped starter decks and the player's own, with their validity."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.deck_library import DeckOrigin, available_decks, playable_decks, user_decks_dir
from ge_desktop.cards.decks import Deck, save_deck, shipped_deck_paths


def _some_cards(catalog, empire: str, count: int):
    return [c for c in catalog if c.empire == empire][:count]


def test_shipped_starter_decks_are_listed_and_legal() -> None:
    listings = available_decks(default_catalog())
    shipped = [listing for listing in listings if listing.origin is DeckOrigin.SHIPPED]
    assert [listing.path for listing in shipped] == shipped_deck_paths()
    assert shipped and all(listing.valid for listing in shipped), [listing.describe() for listing in shipped]


def test_user_decks_are_listed_with_their_validity() -> None:
    catalog = default_catalog()
    argonian = _some_cards(catalog, "Argonian First Republic", 3)
    krebiz = _some_cards(catalog, "Krebiz Capitalist Alliance", 1)
    save_deck(Deck.build("Good", "Argonian First Republic", [(1, c) for c in argonian]), user_decks_dir() / "good.deck")
    save_deck(Deck.build("Mixed", "Argonian First Republic", [(1, c) for c in argonian + krebiz]), user_decks_dir() / "mixed.deck")
    (user_decks_dir() / "broken.deck").write_text("Empire: Argonian\n3 S99 Nothing\n", encoding="utf-8")
    user = {listing.path.name: listing for listing in available_decks(catalog) if listing.origin is DeckOrigin.USER}
    assert sorted(user) == ["broken.deck", "good.deck", "mixed.deck"]
    assert user["good.deck"].valid
    assert not user["mixed.deck"].valid and user["mixed.deck"].violations[0].rule == "USING MAJOR EMPIRE CARDS"
    assert user["broken.deck"].deck is None and "broken.deck:2:" in user["broken.deck"].read_problems[0]
    assert "cannot be read" in user["broken.deck"].describe()
    playable = {listing.path.name for listing in playable_decks(catalog) if listing.origin is DeckOrigin.USER}
    assert playable == {"good.deck"}
