"""Decks from a player's imported collection online (issue 39): the server deals from the
shipped cards and the LackeyCCG collections imported into its own user folder; a deck
naming a card the server lacks is refused with the card named; the handshake compares
the app's shipped cards only, so a server with collections still greets every app.

The collection is a small plugin written from the project's own data
(``tests/lackey/synthetic.py``), imported into the test's own user folder.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.net.client import Client, RequestRefused
from ge_desktop.server.server import GameServer, ServerSettings, server_catalog
from tests.lackey.synthetic import COOLANT, NEW_ROWS, QUARANTINE, basic_set_a_plugin
from tests.server.helpers import GE, TEST_SETTINGS, bounded, close_all, deck_text, wait_for_state

IMPORTED_CARD = "lk-o3-stellar-quarantine"  # the synthetic plugin's Stellar Quarantine, a title no shipped card has


def _import_collection(tmp_path: Path) -> None:
    import_plugin(basic_set_a_plugin(tmp_path / "Zyx", NEW_ROWS))


def _deck_with_imported_card(coolant: bool = False) -> str:
    """The shipped Argonian deck with its first occurrence swapped for the imported one (and its
    first equipment for the imported Spare Coolant)."""
    lines = deck_text("argonian").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("1 O"))
    lines[first] = f"1 O3 Stellar Quarantine [{QUARANTINE[0]}]"
    if coolant:
        equipment = next(i for i, line in enumerate(lines) if line.startswith("1 E"))
        lines[equipment] = f"1 E2 Spare Coolant [{COOLANT}]"
    return "\n".join(lines) + "\n"


@asynccontextmanager
async def _server(catalog: object = None) -> AsyncIterator[tuple[GameServer, str]]:
    server = GameServer(ServerSettings(**TEST_SETTINGS), catalog)
    port = await server.start()
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.stop()


async def _seat_two(url: str, deck: str) -> tuple[str, list[Client]]:
    clients = [Client(url), Client(url)]
    for client in clients:
        await client.connect()
    game = await clients[0].create(GE, [{}, {}], seed=5)
    await clients[0].join(game, "Ann", GE, seat=0, deck=deck)
    await clients[1].join(game, "Bob", GE, seat=1, deck=deck_text("krebiz"))
    return game, clients


def test_a_deck_naming_a_card_of_the_servers_imported_collection_is_dealt(tmp_path: Path) -> None:
    _import_collection(tmp_path)
    assert server_catalog().catalog.get(IMPORTED_CARD) is not None

    async def scenario() -> None:
        async with _server() as (server, url):
            game, clients = await _seat_two(url, _deck_with_imported_card())
            view = clients[0].views[game]
            await wait_for_state(clients[0], lambda: view.update is not None, "the first update")
            dealt = server.tables[game].game
            assert dealt is not None
            assert [card.owner for card in dealt.state.cards if card.info.card_id == IMPORTED_CARD] == [0]
            await close_all(clients)

    asyncio.run(bounded(scenario(), "a game with an imported card"))


def test_a_deck_naming_a_card_the_server_lacks_is_refused_with_the_card_named(tmp_path: Path) -> None:
    _import_collection(tmp_path)  # the player has the collection; this server does not

    async def scenario() -> None:
        async with _server(default_catalog()) as (_server_, url):
            client = Client(url)
            await client.connect()
            game = await client.create(GE, [{}, {}], seed=5)
            with pytest.raises(RequestRefused) as refused:
                await client.join(game, "Ann", GE, seat=0, deck=_deck_with_imported_card(coolant=True))
            assert "O3 Stellar Quarantine" in refused.value.message and "E2 Spare Coolant" in refused.value.message
            await client.join(game, "Ann", GE, seat=0, deck=deck_text("argonian"))  # the same seat takes a deck it knows
            await close_all([client])

    asyncio.run(bounded(scenario(), "a refused deck"))


def test_a_server_with_an_imported_collection_greets_an_app_without_one(tmp_path: Path) -> None:
    _import_collection(tmp_path)
    served = server_catalog().catalog
    assert len(served) > len(default_catalog())

    async def scenario() -> None:
        async with _server(served) as (_server_, url):
            client = Client(url)  # its hello names the shipped cards only
            await client.connect()
            await close_all([client])

    asyncio.run(bounded(scenario(), "a greeting"))


def test_serve_says_which_cards_it_deals_from(tmp_path: Path) -> None:
    _import_collection(tmp_path)
    process = subprocess.Popen(
        [sys.executable, "-m", "ge_desktop", "serve", "--port", "0", "--data", str(tmp_path / "games")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        first, second = process.stdout.readline(), process.stdout.readline()
    finally:
        process.terminate()
        process.wait(timeout=60)
    assert first.startswith("serving on ws://127.0.0.1:")
    assert "imported collection(s) zyx" in second, second
