"""Presence (#39): a silent peer is found by the heartbeat and its seat waits for its token;
the players left may claim the game only once an absent player has been gone the
creator's ``claim_after``; a seat is claimed by one person only.

The heartbeat settings are short here (a fraction of a second); the claim's clock is the
server module's ``time.monotonic``, replaced by a clock the test moves, so nothing waits
on wall-clock time: the tests wait for states (a presence line, a refusal, an end).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from ge_desktop.net import messages as m
from ge_desktop.net.client import Client, RequestRefused
from ge_desktop.server import server as server_module
from tests.server.helpers import GS, close_all, play_all, seat_players, serving, wait_for_state


async def _until(client: Client, found: Any) -> Any:
    """The first message ``found`` accepts, waiting for it (or None once the connection closed)."""
    await wait_for_state(client, lambda: client.closed is not None or any(found(x) for x in client.messages), "a message")
    return next((x for x in client.messages if found(x)), None)


def _gone(seat: int) -> Any:
    return lambda x: isinstance(x, m.Presence) and x.seat == seat and not x.connected


def _back(seat: int) -> Any:
    return lambda x: isinstance(x, m.Presence) and x.seat == seat and x.connected


def test_a_client_that_stops_answering_the_heartbeat_is_marked_away_and_takes_its_seat_back() -> None:
    async def scenario() -> None:
        async with serving(ping_interval=0.2, ping_timeout=0.2) as (server, url):
            game, (ann, bob) = await seat_players(url, GS, 2, 4, keep_raw=False)
            await play_all([ann, bob], game, 4, until=6)
            assert bob.ws is not None and bob.ws.transport is not None
            bob.ws.transport.pause_reading()  # Bob's machine hangs: it reads nothing, so it answers no ping
            assert await _until(ann, _gone(1)) is not None  # the server's heartbeat found him gone
            table = server.tables[game]
            assert not table.connections.get(1) and table.seats[1].gone_since is not None
            listed = await ann.request({"type": "list"})
            seat = next(s for s in listed.games[0].seats if s.seat == 1)
            assert (seat.taken, seat.connected) == (True, False)
            index = table.index
            token = bob.views[game].token
            assert token is not None
            back = Client(url)
            await back.connect()
            await back.rejoin(game, 1, token, GS)
            assert await _until(ann, _back(1)) is not None
            await wait_for_state(back, lambda: back.views[game].update is not None, "the update of the seat taken back")
            assert back.views[game].update.index == index  # type: ignore[union-attr]  # nothing lost, nothing played for him
            bob.ws.transport.abort()
            await close_all([ann, back, bob])

    asyncio.run(scenario())


def test_a_heartbeat_answered_keeps_a_quiet_player_seated() -> None:
    async def scenario() -> None:
        async with serving(ping_interval=0.1, ping_timeout=0.5) as (server, url):
            game, (ann, bob) = await seat_players(url, GS, 2, 4, keep_raw=False)
            for _ in range(5):  # five rounds of Ann's chat, while Bob reads but says nothing
                await ann.send_raw(m.wire({"type": "chat", "game": game, "text": "still there?"}))
                count = sum(isinstance(x, m.ChatLine) for x in bob.messages) + 1
                await wait_for_state(bob, lambda count=count: sum(isinstance(x, m.ChatLine) for x in bob.messages) >= count, f"chat line {count}")
                await asyncio.sleep(0.2)  # two ping intervals: the heartbeat runs between the lines
            assert not any(_gone(1)(x) for x in ann.messages)
            assert server.tables[game].connections.get(1)
            await close_all([ann, bob])

    asyncio.run(scenario())


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


def test_the_game_may_be_claimed_only_once_an_absent_player_has_been_gone_claim_after(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = _Clock()
    monkeypatch.setattr(server_module, "time", clock)

    async def scenario() -> None:
        async with serving() as (server, url):
            game, (ann, bob) = await seat_players(url, GS, 2, 9, keep_raw=False, claim_after=60)
            await play_all([ann, bob], game, 9, until=4)
            refusals = server.refused_codes["claim"]
            await ann.send_raw(m.wire({"type": "claim", "game": game}))
            refused = await _until(ann, lambda x: isinstance(x, m.Refused) and x.code == "claim")
            assert "every player is connected" in refused.message
            await bob.close()
            assert await _until(ann, _gone(1)) is not None
            clock.now += 59  # one second short of the creator's wait
            await ann.send_raw(m.wire({"type": "claim", "game": game}))
            await wait_for_state(ann, lambda: server.refused_codes["claim"] >= refusals + 2, "the early claim's refusal")
            assert server.tables[game].status == "playing"
            clock.now += 1
            await ann.send_raw(m.wire({"type": "claim", "game": game}))
            ended = await _until(ann, lambda x: isinstance(x, m.Ended))
            assert ended.claimed_by == [0] and "gone longer than 60 s" in ended.message
            table = server.tables[game]
            assert table.status == "over" and table.claimed_by == [0]
            index = table.index
            await ann.send_raw(m.wire({"type": "action", "game": game, "action": "done", "index": index}))
            refused = await _until(ann, lambda x: isinstance(x, m.Refused) and x.code == "not_playing")
            assert refused is not None and table.index == index  # nothing is played in a claimed game
            assert server.refused_codes["claim"] == refusals + 2
            await close_all([ann])

    asyncio.run(scenario())


def test_a_seat_is_claimed_by_one_person_and_a_spectator_cannot_claim() -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            ann, bob, eve = Client(url), Client(url), Client(url)
            for client in (ann, bob, eve):
                await client.connect()
            game = await ann.create(GS, [{}, {}, {}])
            assert await ann.join(game, "Ann", GS, seat=1) == 1
            with pytest.raises(RequestRefused) as taken:
                await bob.join(game, "Bob", GS, seat=1)
            assert taken.value.code == "seat_taken" and "seat 1" in taken.value.message
            assert await bob.join(game, "Bob", GS) == 0  # no seat asked: the first free one
            with pytest.raises(RequestRefused) as twice:
                await ann.join(game, "Ann again", GS)
            assert twice.value.code == "seated"
            await eve.watch(game, GS)
            await eve.send_raw(m.wire({"type": "claim", "game": game}))
            refused = await _until(eve, lambda x: isinstance(x, m.Refused))
            assert refused.code == "not_seated"
            summary = (await eve.request({"type": "list"})).games[0]
            assert [(s.seat, s.name, s.taken) for s in summary.seats] == [(0, "Bob", True), (1, "Ann", True), (2, None, False)]
            assert summary.status == "open" and summary.spectators == 1
            await close_all([ann, bob, eve])

    asyncio.run(scenario())
