"""The deck being built: counts per card in the main deck and the reserve fleet, no Qt.

``DeckDraft`` is what the deck builder's actions change (add, remove, move between
sections, rename, choose the empire) and what it shows (counts per type, the strength
curve, the stocking rule violations, a sample hand). ``to_deck()`` gives the
``cards.decks.Deck`` that is saved: entries in code order (type, strength, title), so the
same cards added in any order write the same file, the file a player would type.

A deck opened from a file and not changed is written back with its own layout (comments
and order kept); once changed it is written in the canonical form.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import Deck, Section
from ge_desktop.cards.model import Card, CardType
from ge_desktop.cards.search import code_order
from ge_desktop.cards.stocking import StockingOptions, Violation, check_deck

SAMPLE_HAND_SIZE = 9  # v2.1 *[Starting play]*: all players draw 9


@dataclass(frozen=True)
class DraftEntry:
    card: Card
    count: int


class DeckDraft:
    """A deck under construction."""

    def __init__(self, name: str = "New deck", empire: str = "") -> None:
        self.name = name
        self.empire = empire
        self._counts: dict[Section, Counter[str]] = {Section.MAIN: Counter(), Section.RESERVE: Counter()}
        self._cards: dict[str, Card] = {}
        self._original: Deck | None = None  # the opened deck, while unchanged

    # --- building -----------------------------------------------------------------------

    def add(self, card: Card, section: Section = Section.MAIN, count: int = 1) -> None:
        self._changed()
        self._cards[card.id] = card
        self._counts[section][card.id] += count

    def remove(self, card_id: str, section: Section = Section.MAIN, count: int = 1) -> bool:
        """Take ``count`` copies out; False if there was none."""
        counts = self._counts[section]
        if counts[card_id] <= 0:
            return False
        self._changed()
        counts[card_id] -= count
        if counts[card_id] <= 0:
            del counts[card_id]
        return True

    def move(self, card_id: str, source: Section, target: Section) -> bool:
        """Move one copy between the main deck and the reserve fleet."""
        if source is target or not self.remove(card_id, source):
            return False
        self.add(self._cards[card_id], target)
        return True

    def set_name(self, name: str) -> None:
        if name != self.name:
            self._changed()
            self.name = name

    def set_empire(self, empire: str) -> None:
        if empire != self.empire:
            self._changed()
            self.empire = empire

    def clear(self) -> None:
        self._changed()
        for counts in self._counts.values():
            counts.clear()

    def _changed(self) -> None:
        self._original = None

    # --- reading ------------------------------------------------------------------------

    def entries(self, section: Section) -> list[DraftEntry]:
        """The cards of a section with their counts, in code order."""
        counts = self._counts[section]
        cards = sorted((self._cards[card_id] for card_id in counts), key=code_order)
        return [DraftEntry(card, counts[card.id]) for card in cards]

    def count(self, section: Section | None = None) -> int:
        sections = [section] if section else list(Section)
        return sum(sum(self._counts[s].values()) for s in sections)

    def copies(self, card_id: str, section: Section = Section.MAIN) -> int:
        return self._counts[section][card_id]

    def cards(self, section: Section) -> list[Card]:
        """One entry per physical card."""
        return [e.card for e in self.entries(section) for _ in range(e.count)]

    def type_counts(self) -> dict[CardType, int]:
        """Cards per primary type, main deck and reserve together, in the rulebook's type order."""
        counts = Counter(card.primary_type for s in Section for card in self.cards(s))
        return {t: counts[t] for t in CardType if counts[t]}

    def strength_curve(self) -> dict[int, int]:
        """How many cards of each strength 1-10 (main deck and reserve)."""
        counts = Counter(card.strength for s in Section for card in self.cards(s))
        return {strength: counts[strength] for strength in range(1, 11)}

    @property
    def is_opened_unchanged(self) -> bool:
        return self._original is not None

    # --- decks and rules ----------------------------------------------------------------

    def to_deck(self) -> Deck:
        """The deck to save: the opened one if nothing changed, else the canonical form."""
        if self._original is not None:
            return self._original
        main = [(e.count, e.card) for e in self.entries(Section.MAIN)]
        reserve = [(e.count, e.card) for e in self.entries(Section.RESERVE)]
        return Deck.build(self.name, self.empire, main, reserve)

    @classmethod
    def from_deck(cls, deck: Deck) -> DeckDraft:
        draft = cls(deck.name, deck.empire)
        for entry in deck.entries:
            draft.add(entry.card, entry.section, entry.count)
        draft._original = deck
        return draft

    def violations(self, catalog: Catalog, options: StockingOptions | None = None) -> list[Violation]:
        """The deck stocking rules this deck breaks right now."""
        if not self.empire:
            return [Violation("ANNOUNCE DECK EMPIRE", "choose the deck's main empire: every deck announces one (v2.1 Announce Deck Empire).")]
        return check_deck(self.to_deck(), catalog, options)

    def sample_hand(self, rng: random.Random, size: int = SAMPLE_HAND_SIZE) -> list[Card]:
        """``size`` cards drawn from the shuffled main deck (the reserve is set aside first)."""
        cards = self.cards(Section.MAIN)
        rng.shuffle(cards)
        return cards[:size]
