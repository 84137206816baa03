"""Writers write only what their readers accept: property tests over arbitrary Unicode.

For any deck name and empire (line breaks, U+2028, U+2029, U+0085, control characters,
astral characters, leading and trailing spaces, any length) and any counts, a deck file
written by ``write_deck`` reads back as the same deck (names as ``clean_name`` leaves
them), and writing it again gives the same bytes. A game record built from such decks,
with any seed, options, turn cap, actions and snapshot values, reads back equal.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import Deck, DeckEntry, Section, clean_name, parse_deck, write_deck
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, Option, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.records import header_for
from ge_desktop.storage.records import GameRecord, read_record, write_record

CATALOG = default_catalog()
CARDS = sorted(CATALOG, key=lambda c: c.id)
# any Unicode text, the line breakers made likely
NAMES = st.text(st.one_of(st.characters(), st.sampled_from("\n\r\x0b\x0c\x1c\x85\u2028\u2029 \t:#")), max_size=250)


@st.composite
def decks(draw) -> Deck:
    entries = [
        DeckEntry(draw(st.integers(1, 99)), draw(st.sampled_from(CARDS)), draw(st.sampled_from(Section)))
        for _ in range(draw(st.integers(0, 8)))
    ]
    empire = draw(NAMES.filter(lambda text: clean_name(text) != ""))
    return Deck(name=draw(NAMES), empire=empire, entries=entries)


@settings(max_examples=150)
@given(decks())
def test_any_deck_written_reads_back(deck: Deck) -> None:
    text = write_deck(deck)
    again = parse_deck(text, CATALOG, "prop.deck")
    assert again.name == clean_name(deck.name) and again.empire == clean_name(deck.empire)
    canonical = sorted(deck.entries, key=lambda e: e.section is Section.RESERVE)  # the reserve section comes last
    assert [(e.count, e.card.id, e.section) for e in again.entries] == [(e.count, e.card.id, e.section) for e in canonical]
    assert write_deck(again) == text


ACTIONS = [
    a.notation()
    for a in play_random_game(
        GameConfig(
            decks=tuple(PlayerDeck.from_deck(parse_deck(write_deck(Deck.build("A", "Argonian First Republic", [(40, CARDS[0])])), CATALOG)) for _ in range(2)),
            seed=1,
            turn_cap=2,
        ),
        CATALOG,
    ).history
]
JSON_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**30), 10**30), st.floats(allow_nan=False, allow_infinity=False), NAMES
)
SNAPSHOTS = st.dictionaries(
    NAMES, st.recursive(JSON_LEAVES, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(NAMES, inner, max_size=3), max_leaves=12), max_size=4
)


@st.composite
def player_decks(draw) -> PlayerDeck:
    cards = tuple(draw(st.lists(st.sampled_from(CARDS), min_size=1, max_size=250)))
    return PlayerDeck(
        name=draw(NAMES), empire=draw(st.one_of(st.none(), NAMES)), cards=cards, reserve_hint=tuple(draw(st.lists(st.sampled_from(CARDS), max_size=5)))
    )


@settings(max_examples=100)
@given(
    st.lists(player_decks(), min_size=2, max_size=6),
    st.integers(0, 2**64 - 1),
    st.sampled_from(Variant),
    st.sampled_from(GameMode),
    st.frozensets(st.sampled_from(Option)),
    st.one_of(st.none(), st.integers(1, 100_000)),
    st.lists(st.sampled_from(ACTIONS), max_size=30),
    st.one_of(st.none(), SNAPSHOTS),
)
def test_any_record_written_reads_back(decks, seed, variant, mode, options, turn_cap, actions, snapshot) -> None:
    config = GameConfig(decks=tuple(decks), seed=seed, variant=variant, mode=mode, options=options, turn_cap=turn_cap)
    record = GameRecord(header_for(config), actions, snapshot)
    text = write_record(record)
    assert all(breaker not in text for breaker in ("\u2028", "\u2029", "\x85", "\r"))
    again = read_record(text, "prop.gerec")
    assert again.header == record.header and again.actions == actions and again.snapshot == snapshot
    assert write_record(again) == text
    for deck, written in zip(decks, again.header.decks, strict=False):
        assert written.name == clean_name(deck.name)
        assert sum(count for count, _ in written.cards) == len(deck.cards) and all(1 <= n <= 99 for n, _ in written.cards)
