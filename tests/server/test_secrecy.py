"""Hidden cards stay hidden on the wire (#39): every raw message a seat or a spectator was
sent is checked against the game replayed to the moment it was sent.

For each message, a card is *hidden* from its receiver when that receiver has not seen it
up to the action the message reports; no such card may be named by its title or catalog
id (unless a card the receiver has seen has the same one), no card
id in an event or a legal action may be one it cannot see, and no message carries the
seed, the random generator's state, a full-state digest or a deck list.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest

from ge_desktop.engine.game import Game
from ge_desktop.net.client import Client
from ge_desktop.server.views import visible_cards
from tests.server.helpers import GE, GS, close_all, play_all, seat_players, serving

SEED = 8_123_456_789_012_345  # long enough that no count or id spells it by chance
_HEX64 = re.compile(r"[0-9a-f]{64}")
_CARD_REF = re.compile(r"#(-?\d+)")


def _names(game: Game) -> dict[int, set[str]]:
    """What names each card of the game: its catalog id as a card's field and its label
    (Galactic Empires), its name (Supremacy). A catalog id alone is no name: it may be a
    word of another card's rules ('injury')."""
    cards = game.state.cards
    if game.ruleset.name == GS:
        return {number: {card.name} for number, card in (cards.items() if isinstance(cards, dict) else enumerate(cards))}
    return {c.id: {f'"card_id":"{c.info.card_id}"', c.info.label} for c in cards}


class _Moments:
    """The game replayed action by action: what each viewer sees after each index."""

    def __init__(self, finished: Game, viewers: list[int | None]) -> None:
        game = Game.new(finished.config, None, finished.ruleset) if finished.ruleset.name != GE else Game.new(finished.config)
        self.names = _names(game)
        self.visible: list[dict[int | None, set[int]]] = []
        self.ever: list[dict[int | None, set[int]]] = []  # every card each viewer has seen up to each index
        self.digests: set[str] = set()
        self.rng_states: set[str] = set()
        for index in range(len(finished.history) + 1):
            self.visible.append({v: visible_cards(game.observe(v)) for v in viewers})
            before = self.ever[-1] if self.ever else {v: set() for v in viewers}
            self.ever.append({v: before[v] | self.visible[-1][v] for v in viewers})
            self.digests.add(game.ruleset.digest(game.state))
            self.rng_states.add(str(game.state.rng.state))
            if index < len(finished.history):
                game.apply(finished.history[index])

    def hidden_names(self, viewer: int | None, index: int) -> tuple[set[int], set[str]]:
        seen = self.visible[index][viewer] | self.visible[max(index - 1, 0)][viewer]
        shown = {name for card in self.ever[index][viewer] for name in self.names[card]}  # a log line may name a card once public
        hidden = {name for card, names in self.names.items() if card not in seen for name in names}
        return seen, {name for name in hidden - shown if len(name) >= 4 and not any(name in other for other in shown)}


def _check_receiver(client: Client, viewer: int | None, moments: _Moments, secrets: dict[str, str]) -> int:
    """Every raw message ``client`` received; returns how many were checked."""
    index = 0
    for raw in client.received:
        message = json.loads(raw)
        if message["type"] == "update":
            index = message["index"]
        seen, forbidden = moments.hidden_names(viewer, index)
        named = [name for name in forbidden if name in raw]
        assert not named, f"a message to {viewer} at action {index} names hidden cards {named[:3]}"
        for what, value in secrets.items():
            assert value not in raw, f"a message to {viewer} carries the {what}"
        assert not set(_HEX64.findall(raw)) & moments.digests, f"a message to {viewer} carries a full-state digest"
        assert '"deck":' not in raw, "a deck list went out"
        if message["type"] == "update":
            ids = {int(n) for text in message["legal"] for n in _CARD_REF.findall(text)} | _event_cards(message["events"])
            assert {i for i in ids if i >= 0} <= seen, f"action {index}: a hidden card's id sent to {viewer}"
    return len(client.received)


_CARD_FIELDS = {"card", "parent", "target", "source", "onto", "cards"}  # the events' fields naming cards


def _event_cards(events: list[dict[str, Any]]) -> set[int]:
    """The cards the events name: in their card fields and as ``#N`` in their sentences."""
    named: set[int] = set()
    for event in events:
        for key, value in event.items():
            if key in _CARD_FIELDS:
                named |= {v for v in (value if isinstance(value, list) else [value]) if isinstance(v, int)}
            elif isinstance(value, str):
                named |= {int(n) for n in _CARD_REF.findall(value)}
    return named


async def _secret_game(ruleset: str, players: int, until: int) -> None:
    async with serving() as (server, url):
        game, clients = await seat_players(url, ruleset, players, SEED)
        spectator = Client(url, keep_raw=True)
        await spectator.connect()
        await spectator.watch(game, ruleset)
        await play_all(clients, game, SEED, until)
        table = server.tables[game]
        assert table.game is not None and len(table.game.history) >= min(until, 50)
        viewers: list[int | None] = [*range(players), None]
        moments = _Moments(table.game, viewers)
        secrets = {"seed": str(SEED), "random state": str(table.game.state.rng.state)}
        checked = sum(_check_receiver(c, c.views[game].seat, moments, secrets) for c in clients)
        checked += _check_receiver(spectator, None, moments, secrets)
        assert checked > until  # every action reached every receiver
        await close_all([*clients, spectator])


@pytest.mark.parametrize(("ruleset", "players", "until"), [(GE, 2, 260), (GE, 4, 260), (GS, 2, 400), (GS, 4, 400)])
def test_no_byte_to_a_seat_or_spectator_names_a_card_hidden_from_it(ruleset: str, players: int, until: int) -> None:
    asyncio.run(_secret_game(ruleset, players, until))
