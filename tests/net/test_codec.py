"""Observations as canonical JSON and back (``net/codec.py``), and the protocol's models."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.engine import Game
from ge_desktop.net import messages as m
from ge_desktop.net.codec import CodecError, Interner, canonical_json, digest, from_data, to_data
from ge_desktop.net.games import online_game
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, Observation
from ge_desktop.rulesets.galactic_supremacy.state import Setup


def _ge_game() -> Game:
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(shipped_deck(n), catalog)) for n in ("argonian", "krebiz"))  # type: ignore[arg-type]
    return Game.new(GameConfig(decks=decks, seed=7, turn_cap=40), catalog)


def _round_trips(game: Game, steps: int) -> int:
    """Every ``steps``-th position of a standard-bot game: each seat's and the spectator's
    observation written and read back writes the same text."""
    online = online_game(game.ruleset.name)
    bots = [online.make_bot(BotKind.STANDARD, 7, seat) for seat in range(2)]
    checked = 0
    for number in range(10_000):
        if game.is_terminal():
            break
        if number % steps == 0:
            for viewer in (0, 1, None):
                interner = Interner(online.interned)
                data = to_data(game.observe(viewer), interner)
                back = from_data(online.observation, data, "observation", interner.table)
                assert canonical_json(to_data(back, Interner(online.interned))) == canonical_json(data)
                checked += 1
        seat = game.to_act
        legal = game.legal_actions()
        game.apply(legal[0] if len(legal) == 1 else bots[seat].decide(game.observe(seat), legal))  # type: ignore[index]
    return checked


def test_a_galactic_empires_observation_reads_back_as_the_same_observation_through_a_whole_game() -> None:
    assert _round_trips(_ge_game(), 25) > 20


def test_a_galactic_supremacy_observation_reads_back_as_the_same_observation_through_a_whole_game() -> None:
    assert _round_trips(Game.new(Setup(players=2, seed=4)), 10) > 20


def test_a_card_s_printed_facts_travel_once_and_the_digest_follows_the_text() -> None:
    game = _ge_game()
    interner = Interner((CardInfo,))
    data = to_data(game.observe(0), interner)
    keys = [v["info"] for _, v in data["cards"]]
    assert all(isinstance(k, str) and k.startswith("@") for k in keys) and set(keys) == set(interner.table)
    assert len(set(keys)) < len(keys)  # identical cards share one entry
    assert digest(data) != digest(to_data(game.observe(1), Interner((CardInfo,))))


def test_a_remembering_interner_writes_every_position_of_a_game_as_a_fresh_interner_does() -> None:
    """One interner kept through a whole game (the server's, remembering each card's view)
    writes each seat's observation, and names the interned keys, exactly as a new one does;
    and a card whose view is unchanged is written once (the same data given back)."""
    game = _ge_game()
    online = online_game(game.ruleset.name)
    kept = Interner(online.interned, online.remembered)
    bots = [online.make_bot(BotKind.STANDARD, 7, seat) for seat in range(2)]
    reused = 0
    for _ in range(400):
        if game.is_terminal():
            break
        for viewer in (0, 1, None):
            fresh = Interner(online.interned)
            expected = to_data(game.observe(viewer), fresh)
            kept.used = set()
            before = dict(kept._written)
            data = to_data(game.observe(viewer), kept)
            assert kept.canonical_json(data) == canonical_json(data) == canonical_json(expected) and kept.used == fresh.used
            reused += sum(1 for card, value in data["cards"] if before.get((CardView, card), (None, None))[1] is value)
        seat = game.to_act
        legal = game.legal_actions()
        game.apply(legal[0] if len(legal) == 1 else bots[seat].decide(game.observe(seat), legal))  # type: ignore[index]
    assert reused > 1000


@dataclass(frozen=True)
class _Point:
    x: int
    label: str | None = None


@pytest.mark.parametrize(
    ("data", "where"),
    [({"x": "1"}, "point.x: expected int"), ([1], "point: expected an object"), ({"x": 1, "label": 3}, "point.label")],
)
def test_data_that_does_not_fit_its_type_is_refused_naming_where(data: Any, where: str) -> None:
    with pytest.raises(CodecError, match=where.replace(".", r"\.")):
        from_data(_Point, data, "point")


def test_an_interned_key_the_table_lacks_is_refused() -> None:
    with pytest.raises(CodecError, match="not in the table"):
        from_data(Observation, {"viewer": 0, "cards": [[1, {"info": "@missing"}]]}, "observation")


@pytest.mark.parametrize(
    ("text", "code", "words"),
    [
        ("{oops", "bad_json", "not valid JSON"),
        ("[1, 2]", "bad_message", "a JSON object with a 'type'"),
        ('{"type": "dance"}', "bad_message", "'dance' message"),
        ('{"type": "chat", "game": "g1", "text": "hi", "colour": "red"}', "bad_message", "colour"),
        ('{"type": "join", "game": "../etc", "name": "A"}', "bad_message", "game"),
        ('{"type": "action", "game": "g1", "action": "' + "x" * 201 + '"}', "bad_message", "action"),
    ],
)
def test_a_message_that_is_not_the_protocol_s_is_refused_with_a_sentence(text: str, code: str, words: str) -> None:
    with pytest.raises(m.ProtocolProblem) as problem:
        m.read_client_message(text)
    assert problem.value.code == code and words in problem.value.message
