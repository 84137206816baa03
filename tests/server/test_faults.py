"""Faults (#39): a dropped client takes its seat back; bad messages are refused to their
sender alone, change nothing, and the server goes on serving the other games.

Each test starts its own loopback server; they count refusals and compare states (the
server's full digest before and after), never wall-clock time.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from ge_desktop.net import PROTOCOL_VERSION
from ge_desktop.net import messages as m
from ge_desktop.net.client import Client, RequestRefused
from ge_desktop.server.server import GameServer
from tests.server.helpers import GE, GS, bounded, close_all, play_all, seat_players, serving, wait_for_state


def _state(server: GameServer, game: str) -> tuple[int, str]:
    table = server.tables[game]
    assert table.game is not None
    return table.index, table.game.ruleset.digest(table.game.state)


async def _refusals(client: Client, count: int) -> list[m.Refused]:
    await wait_for_state(client, lambda: sum(isinstance(x, m.Refused) for x in client.messages) >= count or client.closed is not None, f"{count} refusals")
    return [x for x in client.messages if isinstance(x, m.Refused)]


def _acting(clients: list[Client], game: str) -> tuple[Client, Client]:
    """(the client whose seat must act, another one)."""
    update = clients[0].views[game].update
    assert update is not None and update.to_act is not None
    acting = next(c for c in clients if c.views[game].seat == update.to_act)
    return acting, next(c for c in clients if c is not acting)


def test_a_client_dropped_mid_turn_takes_its_seat_back_with_its_token_and_nothing_is_lost() -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            game, clients = await seat_players(url, GE, 2, 21, keep_raw=False)
            await play_all(clients, game, 21, until=40)
            acting, other = _acting(clients, game)
            view = acting.views[game]
            before, seat, token = view.update, view.seat, view.token
            assert before is not None and before.legal and seat is not None and token is not None
            assert acting.ws is not None and acting.ws.transport is not None
            acting.ws.transport.abort()  # the network goes: no closing handshake
            gone = lambda: any(isinstance(x, m.Presence) and x.seat == seat and not x.connected for x in other.messages)  # noqa: E731
            await wait_for_state(other, gone, f"seat {seat} gone")
            assert _state(server, game)[0] == before.index
            back = Client(url)
            await back.connect()
            await back.rejoin(game, seat, token, GE)
            await wait_for_state(back, lambda: back.views[game].update is not None, "the update of the seat taken back")
            again = back.views[game].update
            assert again is not None
            assert (again.index, again.digest, again.legal) == (before.index, before.digest, before.legal)
            assert any(isinstance(x, m.Presence) and x.seat == seat and x.connected for x in other.messages)
            await play_all([back, other], game, 21, until=before.index + 60)
            assert _state(server, game)[0] >= before.index + 60 or server.tables[game].status == "over"
            assert set(server.refused_codes) <= {"rate"}
            await close_all([back, other, acting])

    asyncio.run(scenario())


async def _two_games(url: str) -> tuple[str, list[Client], str, list[Client]]:
    game, clients = await seat_players(url, GE, 2, 31, keep_raw=False)
    other_game, others = await seat_players(url, GS, 2, 32, keep_raw=False)
    await asyncio.gather(play_all(clients, game, 31, until=12), play_all(others, other_game, 32, until=12))
    return game, clients, other_game, others


async def _fault(kind: str, server: GameServer, url: str, game: str, clients: list[Client]) -> None:
    """Commit the fault ``kind`` against ``game`` and check the answer it gets."""
    acting, waiting = _acting(clients, game)
    update = acting.views[game].update
    assert update is not None
    if kind == "malformed json":
        await waiting.send_raw('{"type": "action", "game": ')
        [refused] = await _refusals(waiting, 1)
        assert refused.code == "bad_json" and "not valid JSON" in refused.message
        assert isinstance(await waiting.request({"type": "list"}), m.Games)  # the connection goes on
    elif kind == "1 MB message":
        await waiting.send_raw(json.dumps({"type": "chat", "game": game, "text": "x" * 1_000_000}))
        await wait_for_state(waiting, lambda: waiting.closed is not None, "the server closing a connection that sent 1 MB")
        assert waiting.closed[0] == 1009  # message too big: the library's refusal
    elif kind == "flood of 1,000 messages":
        for _ in range(1000):
            await waiting.send_raw(m.wire({"type": "action", "game": game, "action": "done"}))
        refused = await _refusals(waiting, 1000)
        assert waiting.closed is None, waiting.closed
        assert len(refused) == 1000 and {r.code for r in refused} <= {"rate", "not_your_turn"} and "rate" in {r.code for r in refused}
    elif kind == "action for another seat":
        await waiting.send_raw(m.wire({"type": "action", "game": game, "action": update.legal[0]}))
        [refused] = await _refusals(waiting, 1)
        assert refused.code == "not_your_turn" and f"seat {update.to_act}'s decision" in refused.message
    elif kind == "illegal action":
        await acting.send_raw(m.wire({"type": "action", "game": game, "action": "pass"}))
        [refused] = await _refusals(acting, 1)
        assert refused.code == "illegal" and "'pass' is not legal now" in refused.message
    elif kind == "a card the seat cannot see":
        table = server.tables[game]
        assert table.game is not None
        theirs = table.game.state.players[waiting.views[game].seat].hand[0]
        await acting.send_raw(m.wire({"type": "action", "game": game, "action": f"play #{theirs}"}))
        [refused] = await _refusals(acting, 1)
        assert refused.code == "illegal" and refused.message.endswith("names a card you cannot see")
    elif kind == "wrong protocol version":
        stranger = Client(url)
        hello: dict[str, Any] = {**m.hello("0.1.0", None, {}), "protocol": PROTOCOL_VERSION + 1}
        with pytest.raises(RequestRefused) as refusal:
            await stranger.connect(hello)
        assert refusal.value.code == "version"
        assert f"protocol version {PROTOCOL_VERSION}" in refusal.value.message and f"version {PROTOCOL_VERSION + 1}" in refusal.value.message
        await stranger.close()
        assert stranger.closed is not None and stranger.closed[0] == 1008
    elif kind == "wrong token":
        stranger = Client(url)
        await stranger.connect()
        with pytest.raises(RequestRefused) as refusal:
            await stranger.rejoin(game, update.to_act or 0, "not-the-token")
        assert refusal.value.code == "token"
        assert not any(c is not None for c in [stranger.views[game].update])  # it saw nothing of the game
        await stranger.close()
    else:
        raise AssertionError(kind)


FAULTS = [
    "malformed json",
    "1 MB message",
    "flood of 1,000 messages",
    "action for another seat",
    "illegal action",
    "a card the seat cannot see",
    "wrong protocol version",
    "wrong token",
]


@pytest.mark.parametrize("kind", FAULTS)
def test_a_bad_message_is_refused_changes_nothing_and_the_other_games_go_on(kind: str) -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            game, clients, other_game, others = await _two_games(url)
            before, refusals = _state(server, game), server.refusals
            await _fault(kind, server, url, game, clients)
            assert _state(server, game) == before
            assert server.refusals > refusals or kind == "1 MB message"
            mark = server.tables[other_game].index
            await play_all(others, other_game, 32, until=mark + 10)  # the server keeps serving the other game
            assert server.tables[other_game].index >= mark + 10 or server.tables[other_game].status == "over"
            await close_all([*clients, *others])

    asyncio.run(scenario())


def test_a_connection_that_never_says_hello_is_closed() -> None:
    async def scenario() -> None:
        async with serving(hello_timeout=0.2) as (_server, url):
            from websockets.asyncio.client import connect

            async with connect(url) as silent:
                await silent.wait_closed()
                assert (silent.close_code, silent.close_reason) == (1008, "no hello")

    asyncio.run(scenario())


def test_waiting_for_a_message_on_a_closed_connection_returns_at_once() -> None:
    """No message can come after the close: a loop on ``changed()`` must see the close, not hang."""

    async def scenario() -> None:
        async with serving(idle_timeout=0.2) as (_server, url):
            client = Client(url)
            await client.connect()  # at no table: the server closes it once idle
            await wait_for_state(client, lambda: client.closed is not None, "the idle connection's close")
            for _ in range(2):
                await bounded(client.changed(), "a wait for a message after the connection closed", seconds=10)

    asyncio.run(scenario())


def test_a_request_refused_for_the_rate_is_answered_with_its_ref() -> None:
    """The rate refusal names the request it refuses: a client waiting for that answer gets it."""

    async def scenario() -> None:
        async with serving(rate_burst=1, rate_per_second=0.01) as (_server, url):
            client = Client(url)
            await client.connect()
            assert isinstance(await bounded(client.request({"type": "list"}), "the first list"), m.Games)
            with pytest.raises(RequestRefused) as refused:
                await bounded(client.request({"type": "list"}), "the answer to a request over the rate")
            assert refused.value.code == "rate" and "too many messages" in refused.value.message
            await client.close()

    asyncio.run(scenario())
