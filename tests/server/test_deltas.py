"""Updates carry deltas on the wire (protocol 2) and a server bot's run of moves is one update
(#39 capacity): each client rebuilds exactly the server's observation of its seat."""

from __future__ import annotations

import asyncio
import json

from ge_desktop.net import messages as m
from ge_desktop.net.client import Client
from ge_desktop.net.codec import canonical_json, digest, to_data
from tests.server.helpers import GE, GS, close_all, deck_text, play_seat, serving


def _updates(client: Client) -> list[dict[str, object]]:
    return [message for message in map(json.loads, client.received) if message["type"] == "update"]


async def _against_a_server_bot(ruleset: str, seed: int, until: int) -> None:
    async with serving() as (server, url):
        person, spectator = Client(url, keep_raw=True), Client(url, keep_raw=True)
        for client in (person, spectator):
            await client.connect()
        bot = {"bot": "standard", "deck": deck_text("krebiz")} if ruleset == GE else {"bot": "standard"}
        game = await person.create(ruleset, [{}, bot], seed=seed)
        await person.join(game, "Ann", ruleset, seat=0, **({"deck": deck_text("argonian")} if ruleset == GE else {}))
        await spectator.watch(game, ruleset)
        await play_seat(person, game, seed, until=until // 2)
        await person.send_raw(m.wire({"type": "resync", "game": game}))  # a whole observation again, then deltas from it
        while sum(1 for u in _updates(person) if u["delta"] is None) < 2:
            await person.changed()
        await play_seat(person, game, seed, until=until)
        table = server.tables[game]
        assert table.game is not None and table.interner is not None
        for client in (person, spectator):  # the server bot's last run of moves reaches both
            while (held := client.views[game].update) is None or held.index < table.index:
                await client.changed()
        for client, seat in ((person, 0), (spectator, None)):
            updates = _updates(client)
            deltas = [u for u in updates if u["delta"] is not None]
            assert updates[0]["delta"] is None and len(deltas) > len(updates) // 2
            assert client.views[game].desyncs == 0
            held = client.views[game].update
            assert held is not None and held.index == table.index
            server_view = to_data(table.game.observe(seat), table.interner)
            assert canonical_json(held.observation) == canonical_json(server_view) and held.digest == digest(server_view)
        assert len(_updates(spectator)) < table.index  # the server bot's runs of moves went out one update each
        assert sum(len(u["events"]) for u in _updates(spectator)) >= table.index  # with every move's events
        await close_all([person, spectator])


def test_a_client_rebuilds_the_server_s_observation_from_deltas_in_galactic_empires() -> None:
    asyncio.run(_against_a_server_bot(GE, 21, 120))


def test_a_client_rebuilds_the_server_s_observation_from_deltas_in_galactic_supremacy() -> None:
    asyncio.run(_against_a_server_bot(GS, 22, 160))


def test_a_delta_that_does_not_fit_what_a_client_holds_asks_for_the_whole_observation_again() -> None:
    async def scenario() -> None:
        async with serving() as (_server, url):
            person = Client(url)
            await person.connect()
            game = await person.create(GS, [{}, {"bot": "standard"}], seed=5)
            await person.join(game, "Ann", GS, seat=0)
            while person.views[game].update is None:
                await person.changed()
            held = person.views[game].update
            assert held is not None
            wrong = held.model_copy(update={"delta": {"base": held.index + 7, "set": {}, "extend": {}, "maps": {}}, "observation": None})
            before = len(person.messages)
            person._take_update(wrong)  # a delta made against an update this client never had
            assert person.views[game].update is held and person.views[game].desyncs == 1
            while not any(isinstance(x, m.Update) and x.delta is None and x.index >= held.index for x in person.messages[before:]):
                await person.changed()
            assert person.views[game].resyncing is False
            await person.close()

    asyncio.run(scenario())
