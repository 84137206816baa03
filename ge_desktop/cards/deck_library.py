"""Every deck a player can start a game with: the shipped Basic Set decks and his own.

``available_decks(catalog)`` lists the shipped ``resources/decks/*.deck`` (the ten 1994
Basic Set decks: three shared Basic Game decks, seven Standard Game decks) and the user's
``<user data>/decks/*.deck`` with, for each, whether it can be read and whether it obeys
the v2.1 deck stocking rules. The New Game dialog offers the valid ones; the deck builder
saves into ``user_decks_dir()``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ge_desktop import paths
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import Deck, DeckError, load_deck, shipped_deck_paths
from ge_desktop.cards.stocking import StockingOptions, Violation, check_deck

DECK_SUFFIX = ".deck"


class DeckOrigin(str, Enum):
    SHIPPED = "shipped"
    USER = "user"


def user_decks_dir() -> Path:
    """The folder the deck builder saves the player's decks in."""
    folder = paths.user_data_dir() / "decks"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only user folder: no decks of his own to list; saving one says why it cannot
    return folder


@dataclass(frozen=True)
class DeckListing:
    """One deck file: the deck if it could be read, and what is wrong with it."""

    path: Path
    origin: DeckOrigin
    deck: Deck | None
    read_problems: tuple[str, ...] = ()  # the file cannot be read as a deck
    violations: tuple[Violation, ...] = ()  # deck stocking rules it breaks

    @property
    def valid(self) -> bool:
        """Readable and legal: a game can start with it."""
        return self.deck is not None and not self.read_problems and not self.violations

    @property
    def name(self) -> str:
        return self.deck.name if self.deck is not None else self.path.stem

    @property
    def empire(self) -> str:
        return self.deck.empire if self.deck is not None else ""

    def describe(self) -> str:
        """One line for a list: name, empire, size and state."""
        if self.deck is None:
            return f"{self.name}: cannot be read: {self.read_problems[0]}"
        size = f"{len(self.deck.main_cards())} cards + {len(self.deck.reserve_cards())} reserve"
        state = "legal" if self.valid else f"{len(self.violations)} stocking problem(s): {self.violations[0]}"
        return f"{self.name} ({self.empire}, {size}): {state}"


def list_deck(path: Path, origin: DeckOrigin, catalog: Catalog, options: StockingOptions | None = None) -> DeckListing:
    """Read and judge one deck file."""
    try:
        deck = load_deck(path, catalog)
    except DeckError as exc:
        return DeckListing(path, origin, None, tuple(str(p) for p in exc.problems))
    return DeckListing(path, origin, deck, violations=tuple(check_deck(deck, catalog, options)))


def user_deck_paths() -> list[Path]:
    return sorted(user_decks_dir().glob(f"*{DECK_SUFFIX}"))


def available_decks(catalog: Catalog, options: StockingOptions | None = None) -> list[DeckListing]:
    """The shipped decks, then the user's decks, each read and judged."""
    listings = [list_deck(p, DeckOrigin.SHIPPED, catalog, options) for p in shipped_deck_paths()]
    listings += [list_deck(p, DeckOrigin.USER, catalog, options) for p in user_deck_paths()]
    return listings


def playable_decks(catalog: Catalog, options: StockingOptions | None = None) -> list[DeckListing]:
    """The decks a game can start with."""
    return [listing for listing in available_decks(catalog, options) if listing.valid]
