"""Searching and filtering the catalog: the index behind the card browser and deck builder.

``SearchIndex`` is built once per catalog. It keeps, for every card, one lower-case string
of the words a player searches for (code, title, empire, rules lines) and the handful of
values the filters look at, so a query is a loop of cheap predicates over plain tuples:
a 3,000-card catalog (the size of the full game) answers in about a millisecond
(``benchmarks/bench_search.py``).

A ``CardQuery`` is a frozen value: free text plus optional filters. Free text is split into
words and every word must occur (in any order) in the card's text; a word in double quotes
keeps its spaces (``"phaser eel"``). An empty filter set means "any".

No Qt here: the browser widgets build queries and show the result.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from ge_desktop.cards.levels import CardLevel, card_level
from ge_desktop.cards.model import Card, CardClass, CardType, PointType, WeaponSymbol

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog

GENERIC = None  # the "empire" of a generic card in ``CardQuery.empires``


class SortKey(str, Enum):
    """Orders the browser's list can be sorted by."""

    CODE = "code"  # type letter, then strength, then title (the printed order of a card list)
    TITLE = "title"
    STRENGTH = "strength"
    EMPIRE = "empire"
    SET = "set"
    LEVEL = "level"  # scripted, numbers only, name only (see ``levels.py``)


@dataclass(frozen=True)
class CardQuery:
    """What the player asked for. Every filter left empty (or None) matches every card."""

    text: str = ""
    types: frozenset[CardType] = frozenset()  # the card has at least one of these types
    strength_min: int | None = None
    strength_max: int | None = None
    empires: frozenset[str | None] = frozenset()  # canonical names; ``GENERIC`` for generic cards
    sets: frozenset[str] = frozenset()
    classes: frozenset[CardClass] = frozenset()  # the card has at least one of these classes
    weapons: frozenset[WeaponSymbol] = frozenset()  # the card carries a weapon of one of these symbols
    requires: frozenset[PointType] = frozenset()  # the card requires every one of these point types
    reaction: bool | None = None  # True: reaction cards only; False: no reaction cards

    @property
    def is_empty(self) -> bool:
        return self == CardQuery()


def query_words(text: str) -> tuple[str, ...]:
    """The lower-case words of a search text; ``"double quotes"`` keep a phrase together."""
    try:
        words = shlex.split(text.lower())
    except ValueError:  # an unclosed quote while the player is still typing
        words = text.lower().replace('"', " ").split()
    return tuple(w for w in words if w)


@dataclass(frozen=True)
class _Entry:
    """The precomputed search facts of one card."""

    card: Card
    text: str
    types: frozenset[CardType]
    empire: str | None
    classes: frozenset[CardClass]
    weapons: frozenset[WeaponSymbol]
    requires: frozenset[PointType]


def searchable_text(card: Card) -> str:
    """The lower-case text a free-text search looks in: code, title, empire, tribe, rules."""
    parts = [card.label, card.empire or "generic", card.tribe or "", *card.rules]
    return "\n".join(parts).lower()


@dataclass
class Facets:
    """The values present in the catalog, for filling the filter widgets."""

    types: list[CardType] = field(default_factory=list)
    empires: list[str] = field(default_factory=list)
    sets: list[str] = field(default_factory=list)
    classes: list[CardClass] = field(default_factory=list)
    weapons: list[WeaponSymbol] = field(default_factory=list)
    requires: list[PointType] = field(default_factory=list)
    strength_range: tuple[int, int] = (1, 10)
    has_generic: bool = False


class SearchIndex:
    """Every card of a catalog with its search facts, in code order."""

    def __init__(self, cards: Iterable[Card], canonical_empire: Callable[[str | None], str | None] | None = None) -> None:
        """``canonical_empire(name)`` maps an empire alias to its full name (``Catalog.empire``)."""
        self._canonical = canonical_empire or (lambda name: name)
        self._entries = [self._entry(card) for card in sorted(cards, key=code_order)]

    @classmethod
    def for_catalog(cls, catalog: Catalog) -> SearchIndex:
        """The index of a ``Catalog``, with its empire aliases resolved."""

        def canonical(name: str | None) -> str | None:
            empire = catalog.empire(name)
            return empire.name if empire is not None else name

        return cls(catalog, canonical)

    def _entry(self, card: Card) -> _Entry:
        return _Entry(
            card=card,
            text=searchable_text(card),
            types=frozenset(card.types),
            empire=self._canonical(card.empire) if card.empire else GENERIC,
            classes=frozenset(card.classes),
            weapons=frozenset(w.symbol for w in card.weapons),
            requires=frozenset(p for p, _ in card.requirements.items()),
        )

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def cards(self) -> list[Card]:
        return [e.card for e in self._entries]

    def search(self, query: CardQuery) -> list[Card]:
        """The cards matching ``query``, in code order."""
        words = query_words(query.text)
        tests = _predicates(query)
        return [
            entry.card
            for entry in self._entries
            if all(word in entry.text for word in words) and all(test(entry) for test in tests)
        ]

    def facets(self) -> Facets:
        """Every filter value that some card of the index has."""
        entries = self._entries
        strengths = [e.card.strength for e in entries] or [1]
        return Facets(
            types=[t for t in CardType if any(t in e.types for e in entries)],
            empires=sorted({e.empire for e in entries if e.empire}),
            sets=sorted({s for e in entries for s in card_sets(e.card)}),
            classes=[c for c in CardClass if any(c in e.classes for e in entries)],
            weapons=[w for w in WeaponSymbol if any(w in e.weapons for e in entries)],
            requires=[p for p in PointType if any(p in e.requires for e in entries)],
            strength_range=(min(strengths), max(strengths)),
            has_generic=any(e.empire is GENERIC for e in entries),
        )


def card_sets(card: Card) -> frozenset[str]:
    """The sets a card was printed in: its set code and each printing's set."""
    return frozenset({card.set_code, *(p.set for p in card.printings)})


def _predicates(query: CardQuery) -> list[Callable[[_Entry], bool]]:
    """One small test per filter that is set; an unset filter costs nothing."""
    tests = []
    if query.types:
        tests.append(lambda e: not e.types.isdisjoint(query.types))
    if query.strength_min is not None:
        tests.append(lambda e: e.card.strength >= query.strength_min)
    if query.strength_max is not None:
        tests.append(lambda e: e.card.strength <= query.strength_max)
    if query.empires:
        tests.append(lambda e: e.empire in query.empires)
    if query.sets:
        tests.append(lambda e: not card_sets(e.card).isdisjoint(query.sets))
    if query.classes:
        tests.append(lambda e: not e.classes.isdisjoint(query.classes))
    if query.weapons:
        tests.append(lambda e: not e.weapons.isdisjoint(query.weapons))
    if query.requires:
        tests.append(lambda e: query.requires <= e.requires)
    if query.reaction is not None:
        tests.append(lambda e: e.card.reaction is query.reaction)
    return tests


# --- ordering ---------------------------------------------------------------------------

_TYPE_ORDER = {t: i for i, t in enumerate(CardType)}


def code_order(card: Card) -> tuple[int, int, str, str]:
    """Type (in the rulebook's order), strength, then title: how card lists are printed."""
    return (_TYPE_ORDER[card.primary_type], card.strength, card.title.lower(), card.id)


_SORT_KEYS = {
    SortKey.CODE: code_order,
    SortKey.TITLE: lambda c: (c.title.lower(), code_order(c)),
    SortKey.STRENGTH: lambda c: (c.strength, code_order(c)),
    SortKey.EMPIRE: lambda c: ((c.empire or "").lower(), code_order(c)),
    SortKey.SET: lambda c: (c.set_code, code_order(c)),
    SortKey.LEVEL: lambda c: (list(CardLevel).index(card_level(c)), code_order(c)),
}


def sort_cards(cards: Sequence[Card], key: SortKey, descending: bool = False) -> list[Card]:
    """The cards in the order of ``key`` (ties broken by code order)."""
    return sorted(cards, key=_SORT_KEYS[key], reverse=descending)
