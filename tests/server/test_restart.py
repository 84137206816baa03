"""A server killed with SIGKILL mid-game and started again resumes every game (#39).

The server runs as ``ge-desktop serve --port 0 --data DIR`` in a subprocess; its first
line says the port the system gave it. Two games (one of each ruleset) are played part
way, the process is killed without warning, a new one is started on the same folder, and
each player comes back with his token: the same position (index and digest of his
view), the same legal actions, and the game plays on; the record passes ``replay --check``.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from ge_desktop.cli import main
from ge_desktop.net.client import Client
from tests.server.helpers import GE, GS, close_all, play_all, seat_players, wait_for_state


def _start(data: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "ge_desktop", "serve", "--port", "0", "--data", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    match = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert match, f"no address in {line!r}: {process.stderr.read() if process.stderr else ''}"
    return process, f"ws://127.0.0.1:{match[1]}"


async def _come_back(url: str, clients: list[Client], game: str, ruleset: str) -> list[Client]:
    returned = []
    for old in clients:
        view = old.views[game]
        assert view.seat is not None and view.token is not None
        client = Client(url)
        await client.connect()
        await client.rejoin(game, view.seat, view.token, ruleset)
        await wait_for_state(client, lambda client=client: client.views[game].update is not None, f"seat {view.seat}'s update after the restart")
        returned.append(client)
    return returned


def test_a_server_killed_mid_game_resumes_every_game_where_it_was(tmp_path: Path) -> None:
    process, url = _start(tmp_path)
    try:

        async def before_the_kill() -> tuple[tuple[str, list[Client]], tuple[str, list[Client]]]:
            ge = await seat_players(url, GE, 2, None, keep_raw=False)  # type: ignore[arg-type]
            gs = await seat_players(url, GS, 2, None, keep_raw=False)  # type: ignore[arg-type]
            await asyncio.gather(play_all(ge[1], ge[0], 1, until=40), play_all(gs[1], gs[0], 2, until=40))
            return ge, gs

        loop = asyncio.new_event_loop()
        ge, gs = loop.run_until_complete(before_the_kill())
        seen = {(game, c.views[game].seat): c.views[game].update for game, clients in (ge, gs) for c in clients}
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        loop.run_until_complete(close_all([*ge[1], *gs[1]]))
        process, url = _start(tmp_path)

        async def after_the_restart() -> None:
            for (game, clients), ruleset in ((ge, GE), (gs, GS)):
                back = await _come_back(url, clients, game, ruleset)
                for client in back:
                    now, then = client.views[game].update, seen[(game, client.views[game].seat)]
                    assert now is not None and then is not None
                    assert (now.index, now.digest, now.legal) == (then.index, then.digest, then.legal)
                await play_all(back, game, 3, until=70)
                assert all(c.views[game].update.index >= 70 or c.views[game].update.to_act is None for c in back)  # type: ignore[union-attr]
                await close_all(back)

        loop.run_until_complete(after_the_restart())
        loop.close()
    finally:
        process.kill()
        process.wait()
    for game, _clients in (ge, gs):
        assert main(["replay", "--check", str(tmp_path / "games" / f"{game}.gerec")]) == 0
