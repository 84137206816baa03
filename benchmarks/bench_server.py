"""Game server benchmark: action round trip on loopback, and how many games one server
process on one core carries with p99 action latency of at most 100 ms.

Run from the checkout (under ``nice`` on a shared machine)::

    nice -n 10 .venv/bin/python benchmarks/bench_server.py [--levels 25,50,100,200] [--seconds 20]

The server is ``ge-desktop serve --port 0`` in a subprocess pinned to one CPU
(``sched_setaffinity``); the clients run on the other CPUs, the capacity clients spread
over ``--client-processes`` processes (4 unless told).

1. **Round trip**: one Galactic Empires game between two headless clients, each seat
   played by the standard bot from its own observation; the time from sending an action
   to receiving the update that shows it (the bot's thinking is not counted). p50, p95.
2. **Capacity**: N Galactic Empires games at once, each a person's seat (a client that
   waits ``--think`` seconds, then sends a random legal action: a fast human) against the
   server's standard bot, which plays its moves on the server. After a warm-up, every
   action's round trip over ``--seconds`` is recorded; a level passes when p99 is at most
   100 ms. A finished game is replaced by a new one.

Beside each level: the server process's CPU time (``/proc``) over the measured seconds
per person action measured (the server bot's answers and new games' deals included), which the machine's load
changes far less than the latencies, and the games one core's CPU would carry at that
cost with each person acting every ``--think`` seconds. On a crowded machine the
latencies measure the clients' process as much as the server (it may get a fraction of a
core): read them beside the load average printed.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.bots.base import BotKind  # noqa: E402
from ge_desktop.cards.decks import shipped_deck  # noqa: E402
from ge_desktop.net.client import Client  # noqa: E402
from ge_desktop.net.games import online_game  # noqa: E402
from ge_desktop.rulesets.galactic_empires.rules.ruleset import GALACTIC_EMPIRES  # noqa: E402

GE = GALACTIC_EMPIRES.name
GOAL_P99_MS = 100.0
PACE = 0.06  # seconds a round-trip client waits before each action (the rate limit is 20 a second)


def _deck(name: str) -> str:
    path = shipped_deck(name)
    assert path is not None
    return path.read_text(encoding="utf-8")


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process ``pid`` has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_server(data: Path, cpu: int | None) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "ge_desktop", "serve", "--port", "0", "--data", str(data)], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    match = re.search(r"ws://127\.0\.0\.1:(\d+)", process.stdout.readline())
    assert match, "the server did not start"
    if cpu is not None:
        os.sched_setaffinity(process.pid, {cpu})
    return process, f"ws://127.0.0.1:{match[1]}"


# --- 1. round trip ------------------------------------------------------------------------------


async def _bot_seat(client: Client, game: str, times: list[float]) -> None:
    view = client.views[game]
    online = online_game(GE)
    bot = online.make_bot(BotKind.STANDARD, 1, view.seat or 0)
    while (update := await client.my_turn(game)) is not None:
        legal = [online.ruleset.parse_action(text) for text in update.legal]
        choice = legal[0] if len(legal) == 1 else bot.decide(client.observation(game), legal)
        await asyncio.sleep(PACE)  # within the server's rate limit (20 a second): no retry is timed
        start = time.perf_counter()
        await client.play(game, update.legal[legal.index(choice)], update.index)
        times.append(time.perf_counter() - start)


async def round_trip(url: str) -> list[float]:
    clients = [Client(url), Client(url)]
    for client in clients:
        await client.connect()
    game = await clients[0].create(GE, [{}, {}])
    for seat, (client, deck) in enumerate(zip(clients, ("argonian", "krebiz"), strict=True)):
        await client.join(game, f"P{seat}", GE, seat=seat, deck=_deck(deck))
    times: list[float] = []
    await asyncio.gather(*(_bot_seat(c, game, times) for c in clients))
    for client in clients:
        await client.close()
    return times


# --- 2. capacity ---------------------------------------------------------------------------------


class _Load:
    def __init__(self, url: str, think: float, seconds: float, warmup: float) -> None:
        self.url, self.think = url, think
        self.start = time.perf_counter()
        self.measure_from = self.start + warmup
        self.stop_at = self.measure_from + seconds
        self.times: list[float] = []
        self.refused = 0
        self.dropped = 0  # connections lost (the level fails)
        self.cpu = 0.0  # the server's CPU seconds over the measured seconds
        self.games_done = 0

    async def server_cpu(self, pid: int) -> None:
        await asyncio.sleep(self.measure_from - time.perf_counter())
        before = cpu_seconds(pid)
        await asyncio.sleep(self.stop_at - time.perf_counter())
        self.cpu = cpu_seconds(pid) - before

    async def one_seat(self, number: int) -> None:
        rng = random.Random(number)
        while time.perf_counter() < self.stop_at:
            client = Client(self.url)
            try:
                await client.connect()
                game = await client.create(GE, [{}, {"bot": "standard", "deck": _deck("krebiz")}])
                await client.join(game, f"P{number}", GE, seat=0, deck=_deck("argonian"))
                await self._play(client, game, rng)
            except (ConnectionError, OSError, TimeoutError):  # a connection the server closed (no pong in time: overloaded)
                self.dropped += 1
            await client.close()

    async def _play(self, client: Client, game: str, rng: random.Random) -> None:
        await asyncio.sleep(rng.random() * self.think)  # the games do not start in step
        while time.perf_counter() < self.stop_at:
            update = await client.my_turn(game)
            if update is None:
                self.games_done += 1
                return
            await asyncio.sleep(self.think)
            sent = time.perf_counter()
            await client.play(game, rng.choice(update.legal), update.index)
            if sent >= self.measure_from and time.perf_counter() <= self.stop_at:
                self.times.append(time.perf_counter() - sent)
        self.refused += sum(1 for message in client.messages if type(message).__name__ == "Refused")


async def capacity(url: str, games: int, think: float, seconds: float, warmup: float, server_pid: int) -> _Load:
    load = _Load(url, think, seconds, warmup)
    await asyncio.gather(load.server_cpu(server_pid), *(load.one_seat(n) for n in range(games)))
    return load


def _client_process(url: str, numbers: range, think: float, seconds: float, warmup: float) -> tuple[list[float], int, int, int]:
    """One client process's share of the seats: their round trips, refusals, drops and games finished."""
    load = _Load(url, think, seconds, warmup)

    async def seats() -> None:
        await asyncio.gather(*(load.one_seat(n) for n in numbers))

    asyncio.run(seats())
    return load.times, load.refused, load.dropped, load.games_done


def capacity_in_processes(url: str, games: int, think: float, seconds: float, warmup: float, server_pid: int, processes: int) -> _Load:
    """``capacity`` with the clients spread over ``processes`` processes (one Python process
    patching and digesting every client's updates would measure itself, not the server)."""
    if processes <= 1:
        return asyncio.run(capacity(url, games, think, seconds, warmup, server_pid))
    load = _Load(url, think, seconds, warmup)
    with ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("fork")) as pool:
        shares = [pool.submit(_client_process, url, range(k, games, processes), think, seconds, warmup) for k in range(processes)]
        asyncio.run(load.server_cpu(server_pid))
        for share in shares:
            times, refused, dropped, done = share.result()
            load.times += times
            load.refused, load.dropped, load.games_done = load.refused + refused, load.dropped + dropped, load.games_done + done
    return load


def _level_line(level: int, load: _Load, seconds: float, think: float) -> str:
    """One level's figures: latencies, and the server's CPU per person action."""
    p50, p95, p99 = (_percentile(load.times, q) * 1000 for q in (0.5, 0.95, 0.99))
    per_action = load.cpu / (len(load.times) or 1)
    return (
        f"capacity {level:4d} games: {len(load.times):6d} actions in {seconds:g} s ({len(load.times) / seconds:.0f}/s), "
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms, p99 {p99:.1f} ms, refused {load.refused}, dropped {load.dropped}, games finished {load.games_done}; "
        f"server CPU {per_action * 1000:.1f} ms per person action ({load.cpu / seconds * 100:.0f}% of a core), "
        f"one core's CPU for about {think / per_action:.0f} games at one action every {think:g} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", default="5,10,20,50,100,200", help="games at once to try, in order (stops after the first level that fails)")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured seconds per level")
    parser.add_argument("--warmup", type=float, default=8.0, help="seconds before measuring (games dealt, first moves)")
    parser.add_argument("--think", type=float, default=0.5, help="a person's seconds between an update and his action")
    parser.add_argument("--no-stop", action="store_true", help="try every level even after one fails (the CPU figures go on)")
    parser.add_argument("--client-processes", type=int, default=4, help="processes the capacity clients are spread over")
    parser.add_argument("--cpu", type=int, default=0, help="the CPU the server is pinned to (-1: not pinned)")
    args = parser.parse_args()
    cpu = None if args.cpu < 0 else args.cpu
    if cpu is not None:
        os.sched_setaffinity(0, set(os.sched_getaffinity(0)) - {cpu} or {cpu})  # the clients keep off the server's CPU
    with tempfile.TemporaryDirectory() as data:
        process, url = start_server(Path(data), cpu)
        try:
            times = asyncio.run(round_trip(url))
            print(f"round trip (GE, 2 clients, standard bots): {len(times)} actions, p50 {_percentile(times, 0.5) * 1000:.1f} ms, "
                  f"p95 {_percentile(times, 0.95) * 1000:.1f} ms, p99 {_percentile(times, 0.99) * 1000:.1f} ms", flush=True)
            best = level_before = 0
            for level in (int(x) for x in args.levels.split(",")):
                load = capacity_in_processes(url, level, args.think, args.seconds, args.warmup, process.pid, args.client_processes)
                verdict = "pass" if _percentile(load.times, 0.99) * 1000 <= GOAL_P99_MS and load.times and not load.dropped else "FAIL"
                print(_level_line(level, load, args.seconds, args.think) + f": {verdict}; load {os.getloadavg()[0]:.1f}", flush=True)
                if verdict != "pass" and not args.no_stop:
                    break
                best = level if verdict == "pass" and best == level_before else best
                level_before = level
            print(f"largest level with p99 <= {GOAL_P99_MS:g} ms: {best} games (server pinned to CPU {cpu})")
        finally:
            process.kill()
            process.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
