"""Galactic Empires' record header (its registry entry's ``record_format`` part): the game's
setup as fields of their own (variant, options, players, mode, seed, turn cap and every deck
as run-length card-id lists), not the ``config`` object other games' headers hold
(``storage/records.py``; the format is in ``docs/records.md``).

``header_for`` writes it, ``config_of`` reads a ``GameConfig`` back (cards looked up in the
catalog), ``facts`` gives ``replay --check`` the decks' cards as one digest, and ``costly``
says a ``Shuffle`` counts against the record's shuffle limit. This module is the game's
storage-level part: it builds on ``ge_desktop.storage`` (tests/test_dependencies.py places
it above storage).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import Field, StrictInt, StrictStr, model_validator

from ge_desktop.cards.decks import MAX_DECK_CARDS
from ge_desktop.cards.model import Card
from ge_desktop.engine import Action
from ge_desktop.rulesets.galactic_empires.actions import Shuffle
from ge_desktop.rulesets.galactic_empires.config import MAX_PLAYERS, MIN_PLAYERS, GameConfig, Option, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.terms import GameMode
from ge_desktop.storage.records import MAX_NAME_CHARS, RECORD_FORMAT_VERSION, DigestsRecord, GameHeader, RecordModel, SeatRecord, game_version, record_problem
from ge_desktop.untrusted import clean_name

MAX_RECORD_DECKS = MAX_PLAYERS  # one per player at most
MAX_RECORD_RUNS = MAX_DECK_CARDS  # runs of one deck: each holds at least one card
MAX_RUN = 99  # a count in the header is 1-99 (``config_of`` checks it): longer runs are split


class DeckRecord(RecordModel):
    name: StrictStr = Field(max_length=MAX_NAME_CHARS)
    empire: StrictStr | None = Field(None, max_length=MAX_NAME_CHARS)
    cards: list[tuple[StrictInt, StrictStr]] = Field(max_length=MAX_RECORD_RUNS)  # (count, catalog card id), file order
    reserve_hint: list[tuple[StrictInt, StrictStr]] = Field(default_factory=list, max_length=100)

    @model_validator(mode="after")
    def _at_most_a_deck_of_cards(self) -> DeckRecord:
        """Cards per deck are counted from the header alone, before any card is built (issue 43)."""
        total = sum(min(max(count, 0), 100) for count, _ in self.cards)  # a bad count is config_of's message
        if total > MAX_DECK_CARDS:
            raise ValueError(f"the deck '{self.name[:40]}' holds {total:,} cards or more; a deck holds at most {MAX_DECK_CARDS:,}")
        return self


class RecordHeader(GameHeader):
    """A Galactic Empires header: its setup's fields (between ``game_version`` and ``digests`` on the line)."""

    variant: Variant = Variant.STANDARD
    options: list[Option] = Field(default_factory=list, max_length=64)
    players: StrictInt = Field(ge=MIN_PLAYERS, le=MAX_PLAYERS)  # the game's own range (config.py)
    mode: GameMode = GameMode.RULES
    seed: StrictInt = Field(ge=0, lt=2**64)
    turn_cap: StrictInt | None = Field(None, ge=1, le=100_000)
    decks: list[DeckRecord] = Field(min_length=1, max_length=MAX_RECORD_DECKS)


def _run_length(cards: tuple[Card, ...]) -> list[tuple[int, str]]:
    runs: list[tuple[int, str]] = []
    for card in cards:
        if runs and runs[-1][1] == card.id and runs[-1][0] < MAX_RUN:
            runs[-1] = (runs[-1][0] + 1, card.id)
        else:
            runs.append((1, card.id))
    return runs


def header_for(config: GameConfig, seats: list[SeatRecord] | None = None, digests: DigestsRecord | None = None) -> RecordHeader:
    """The record header of a configuration (names cleaned to what the reader accepts);
    ``seats``: who plays each seat (``storage.records.seat_records``), None for hot-seat."""
    decks = [
        DeckRecord(
            name=clean_name(d.name),
            empire=clean_name(d.empire) or None if d.empire is not None else None,
            cards=_run_length(d.cards),
            reserve_hint=_run_length(d.reserve_hint),
        )
        for d in config.decks
    ]
    return RecordHeader(
        format_version=RECORD_FORMAT_VERSION,
        game=config.ruleset,
        game_version=game_version(config.ruleset),
        variant=config.variant,
        options=sorted(config.options, key=lambda o: o.value),
        players=config.player_count,
        mode=config.mode,
        seed=config.seed,
        turn_cap=config.turn_cap,
        decks=decks,
        digests=digests,
        seats=seats,
    )


def _cards(runs: list[tuple[int, str]], catalog: Any, source: str, deck_number: int) -> tuple[Card, ...]:
    cards: list[Card] = []
    for count, card_id in runs:
        card = catalog.get(card_id)
        if card is None:
            raise record_problem(source, 1, f"deck {deck_number} names card '{card_id}', which is not in the catalog")
        if not 1 <= count <= MAX_RUN:
            raise record_problem(source, 1, f"deck {deck_number} has a count of {count} for '{card_id}' (1-{MAX_RUN})")
        cards += [card] * count
    return tuple(cards)


def config_of(header: RecordHeader, catalog: Any, source: str = "record") -> GameConfig:
    """The ``GameConfig`` the header describes (cards looked up in ``catalog``); ``RecordError``."""
    decks = tuple(
        PlayerDeck(
            name=d.name,
            empire=d.empire,
            cards=_cards(d.cards, catalog, source, number),
            reserve_hint=_cards(d.reserve_hint, catalog, source, number),
        )
        for number, d in enumerate(header.decks, start=1)
    )
    players = header.players if header.variant is Variant.BASIC else 0
    config = GameConfig(
        decks=decks,
        seed=header.seed,
        players=players,
        variant=header.variant,
        options=frozenset(header.options),
        mode=header.mode,
        turn_cap=header.turn_cap,
    )
    if header.variant is Variant.STANDARD and header.players != len(decks):
        raise record_problem(source, 1, f"players is {header.players} but the header has {len(decks)} decks")
    problems = config.problems()
    if problems:
        raise record_problem(source, 1, "; ".join(problems))
    return config


class CardRecords:
    """The ``record_format`` part (``storage.records.RecordFormat``)."""

    header_model = RecordHeader

    def header_for(self, config: Any, seats: list[SeatRecord] | None, digests: DigestsRecord | None) -> GameHeader:
        return header_for(config, seats, digests)

    def config_of(self, header: Any, catalog: Any, source: str) -> Any:
        return config_of(header, catalog, source)

    def facts(self, data: dict[str, Any]) -> dict[str, Any]:
        """The decks' names and empires, and their cards as one digest."""
        decks = data.pop("decks")
        data["decks"] = [{"name": d["name"], "empire": d["empire"]} for d in decks]
        cards = json.dumps([[d["cards"], d["reserve_hint"]] for d in decks], separators=(",", ":"))
        data["cards_digest"] = hashlib.sha256(cards.encode()).hexdigest()
        return data

    def costly(self, action: Action) -> bool:
        return isinstance(action, Shuffle)


CARD_RECORDS = CardRecords()
