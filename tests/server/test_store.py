"""The server's records after a crash (``server/store.py``)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ge_desktop.server.server import GameServer, ServerSettings
from ge_desktop.storage.records import load_record
from tests.server.helpers import GE, TEST_SETTINGS, close_all, play_all, seat_players, serving


def test_a_half_written_last_line_is_dropped_and_the_game_resumes_before_it(tmp_path: Path) -> None:
    async def first_run() -> str:
        async with serving(data=tmp_path) as (_server, url):
            game, clients = await seat_players(url, GE, 2, 9, keep_raw=False)
            await play_all(clients, game, 9, until=25)
            await close_all(clients)
            return game

    game = asyncio.run(first_run())
    record = tmp_path / "games" / f"{game}.gerec"
    with record.open("a", encoding="utf-8") as file:
        file.write('{"action": "allo')  # the process died mid-line
    server = GameServer(ServerSettings(**{**TEST_SETTINGS, "data": tmp_path}))
    table = server.tables[game]
    assert table.status == "playing" and table.index == 25
    assert len(load_record(record).actions) == 25  # rewritten whole
