"""A loopback server and headless clients for the server's tests (no GUI, no wall clock).

``serving(**settings)`` starts a ``GameServer`` on 127.0.0.1 with a port the system
picks and stops it after; ``seat_players`` creates a game and seats one client per
person; ``play`` lets each client's seat be played by the standard bot from the
client's own observation (the server's legal actions, read back into actions).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, TypeVar

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.decks import shipped_deck
from ge_desktop.net.client import Client
from ge_desktop.net.games import online_game
from ge_desktop.rulesets.galactic_empires.rules.ruleset import GALACTIC_EMPIRES
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.server.server import GameServer, ServerSettings

GE = GALACTIC_EMPIRES.name
GS = GALACTIC_SUPREMACY.name
DECKS = ("argonian", "krebiz", "corporate", "mechad", "pot", "scorpead")
T = TypeVar("T")
WAIT_SECONDS = 120.0  # a bound on one wait for the server, never a measure: a message this late is a message lost
TEST_SETTINGS = {"port": 0, "allow_seed": True, "ping_interval": 1.0, "ping_timeout": 5.0, "hello_timeout": 2.0}


async def wait_for_state(client: Client, holds: Callable[[], bool], what: str, seconds: float = WAIT_SECONDS) -> None:
    """Read ``client``'s messages until ``holds()``; fails naming ``what`` if the connection
    closes first or no message brings it within ``seconds`` (a test never hangs on the network)."""
    try:
        async with asyncio.timeout(seconds):
            while not holds():
                if client.closed is not None:
                    raise AssertionError(f"the connection closed {client.closed} while waiting for {what}")
                await client.changed()
    except TimeoutError:
        raise AssertionError(f"no message brought {what} within {seconds:g} s; the last ones: {client.messages[-3:]}") from None


async def bounded(awaitable: Awaitable[T], what: str, seconds: float = WAIT_SECONDS) -> T:
    """``awaitable``'s result; fails naming ``what`` if it takes longer than ``seconds``."""
    try:
        async with asyncio.timeout(seconds):
            return await awaitable
    except TimeoutError:
        raise AssertionError(f"{what}: no answer from the server within {seconds:g} s") from None


def deck_text(name: str) -> str:
    path = shipped_deck(name)
    assert path is not None
    return path.read_text(encoding="utf-8")


@asynccontextmanager
async def serving(**settings: Any) -> AsyncIterator[tuple[GameServer, str]]:
    server = GameServer(ServerSettings(**{**TEST_SETTINGS, **settings}))
    port = await server.start()
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.stop()


async def seat_players(url: str, ruleset: str, players: int, seed: int, keep_raw: bool = True, **extra: Any) -> tuple[str, list[Client]]:
    """A new game with ``players`` people, each seated through his own client."""
    clients = [Client(url, keep_raw=keep_raw) for _ in range(players)]
    for client in clients:
        await client.connect()
    game = await clients[0].create(ruleset, [{} for _ in range(players)], seed=seed, **extra)
    for number, client in enumerate(clients):
        deck = {"deck": deck_text(DECKS[number])} if ruleset == GE else {}
        await client.join(game, f"Player {number + 1}", ruleset, seat=number, **deck)
    return game, clients


async def play_seat(client: Client, game: str, seed: int, until: int | None = None) -> int:
    """The standard bot plays ``client``'s seat from its observation until the game ends (or
    has ``until`` actions: every seat stops there); returns the actions it sent."""
    view = client.views[game]
    assert view.seat is not None and view.ruleset is not None
    online = online_game(view.ruleset)
    bot = online.make_bot(BotKind.STANDARD, seed, view.seat)
    sent = 0
    while True:
        update = client.views[game].update
        if client.closed is not None or (update is not None and (update.to_act is None or (until is not None and update.index >= until))):
            return sent
        if update is None or not update.legal:
            await wait_for_state(client, lambda seen=update: _moved_on(client, game, seen), f"seat {view.seat}'s next update")
            continue
        legal = [online.ruleset.parse_action(text) for text in update.legal]
        choice = legal[0] if len(legal) == 1 else bot.decide(client.observation(game), legal)
        text = update.legal[legal.index(choice)]
        await bounded(client.play(game, text, update.index), f"seat {view.seat} playing {text!r} at update {update.index}")
        sent += 1


def _moved_on(client: Client, game: str, seen: Any) -> bool:
    """Whether ``client`` holds an update after ``seen`` (or its connection has ended)."""
    return client.views[game].update is not seen or client.closed is not None


async def play_all(clients: list[Client], game: str, seed: int, until: int | None = None) -> list[int]:
    return list(await asyncio.gather(*(play_seat(c, game, seed, until) for c in clients)))


async def close_all(clients: list[Client]) -> None:
    await asyncio.gather(*(c.close() for c in clients))
