"""Two headless clients play whole games through a loopback server (#39 acceptance)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.net import messages as m
from ge_desktop.net.codec import canonical_json, digest, to_data
from tests.server.helpers import GE, GS, close_all, play_all, seat_players, serving, wait_for_state


async def _play_to_a_winner(ruleset: str, seed: int, data: Path) -> tuple[object, Path, list[int], int]:
    async with serving(data=data) as (server, url):
        game, clients = await seat_players(url, ruleset, 2, seed, keep_raw=False)
        sent = await play_all(clients, game, seed)
        table = server.tables[game]
        assert table.game is not None
        final = [c.views[game].update for c in clients]
        for client, update in zip(clients, final, strict=True):  # each client holds exactly its seat's view of the end
            assert update is not None and update.index == table.index
            assert update.digest == digest(to_data(table.game.observe(client.views[game].seat), table.interner))
            assert client.views[game].desyncs == 0
        await close_all(clients)
        return table.game.outcome, data / "games" / f"{game}.gerec", sent, set(server.refused_codes) - {"rate"}


@pytest.mark.parametrize("ruleset", [GE, GS])
def test_two_clients_play_a_seeded_game_to_a_winner_and_the_record_replays(ruleset: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    outcome, record, sent, refusals = asyncio.run(_play_to_a_winner(ruleset, 11, tmp_path))
    assert outcome is not None and outcome.winner is not None  # type: ignore[attr-defined]
    assert all(n > 0 for n in sent) and not refusals  # none but the rate limit's (the bots play faster than people)
    assert main(["replay", "--check", str(record)]) == 0
    out = capsys.readouterr().out
    assert "rejected" not in out and out.count("accepted") == sum(1 for _ in record.open()) - 2  # header and snapshot


def test_the_observation_read_back_by_a_client_is_the_one_the_server_made(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            game, clients = await seat_players(url, GE, 2, 5, keep_raw=False)
            await play_all(clients, game, 5, until=30)
            table = server.tables[game]
            for client in clients:
                seat = client.views[game].seat
                read = client.observation(game)
                fresh = type(table.interner)(table.online.interned)
                assert canonical_json(to_data(read, fresh)) == canonical_json(to_data(table.game.observe(seat), fresh))  # type: ignore[union-attr]
            await close_all(clients)

    asyncio.run(scenario())


def test_every_server_message_reads_by_the_protocol_models(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving() as (_server, url):
            game, clients = await seat_players(url, GS, 2, 3)
            await play_all(clients, game, 3, until=20)
            await clients[0].send_raw(m.wire({"type": "chat", "game": game, "text": "good\x07 luck"}))
            await wait_for_state(clients[1], lambda: any(isinstance(x, m.ChatLine) for x in clients[1].messages), "the chat line")
            line = next(x for x in clients[1].messages if isinstance(x, m.ChatLine))
            assert (line.name, line.text) == ("Player 1", "good luck")  # plain text: the control character is gone
            for client in clients:
                assert client.received
                kinds = {type(m.read_server_message(text)).__name__ for text in client.received}
                assert {"Welcome", "Seated", "Update", "ChatLine"} <= kinds
            await close_all(clients)

    asyncio.run(scenario())
