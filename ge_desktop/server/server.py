"""``GameServer``: the lobby and the games, served over WebSocket (``websockets`` on asyncio).

One process, one event loop. Each connection first says ``hello`` with its versions (a
mismatch is refused naming both sides' versions, and the connection closed); then it may
list, create, join (with a display name, the game's password and, for Galactic Empires, a
deck), rejoin a seat with its token, watch, act, chat, claim and leave. Every message is
read by the pydantic models of ``net/messages.py``; anything wrong is answered with a
``refused`` message to its sender alone, and nothing changes.

Limits (``ServerSettings``): the library refuses a message over ``max_message_bytes``
(closing with 1009) and pings every ``ping_interval`` seconds, closing a peer silent for
``ping_timeout`` more; each connection has a token bucket of messages (over it, each one
is refused unread), a ``hello_timeout`` and, while it sits at no table, an
``idle_timeout``; what the server sends waits in a bounded outbox per connection (a peer
that stops reading is disconnected, never waited on).

After every action each connected seat gets its own ``update`` (``views.py``; after the
first, only what changed: ``net/delta.py``), spectators the public one; server bots then
play their seats' moves, one event-loop turn apart so every game keeps moving. A run of a
server bot's moves, and the person's action it answers, go out as one update: each
seat's view is computed once per run, not once per move.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ge_desktop import __version__
from ge_desktop.engine.terms import Seat
from ge_desktop.net import PROTOCOL_VERSION
from ge_desktop.net import messages as m
from ge_desktop.net.codec import digest, to_data
from ge_desktop.net.delta import diff
from ge_desktop.net.games import OnlineGame, RequestProblem, catalog_version, known_options, online_game, read_deck, ruleset_versions
from ge_desktop.server.store import GameStore
from ge_desktop.server.table import Refusal, SeatState, Table, password_hash, password_matches, token_hash
from ge_desktop.server.views import seat_view

log = logging.getLogger(__name__)

CLOSE_POLICY = 1008  # a version mismatch, no hello, a peer too slow to read
CLOSE_TAKEN_BACK = 4001  # the seat was taken back by a newer connection with its token
BOT_MOVES_PER_UPDATE = 8  # a server bot's longer run of moves is shown every so many moves


@dataclass(frozen=True)
class ServerSettings:
    """What a server allows and how quickly it gives up on a peer (short in tests)."""

    host: str = "127.0.0.1"
    port: int = 8765
    data: Path | None = None  # the folder games are kept in (None: memory only)
    ping_interval: float | None = 10.0  # with ping_timeout, a silent peer is known gone within about 20 s
    ping_timeout: float | None = 10.0
    hello_timeout: float = 10.0
    idle_timeout: float = 600.0  # a connection at no table
    max_message_bytes: int = 64 * 1024
    rate_per_second: float = 20.0
    rate_burst: int = 60
    outbox_limit: int = 512
    max_games: int = 2000
    allow_seed: bool = False  # tests only: a creator may choose the seed (a player who knows it knows every shuffle)
    bot_delay: float = 0.0  # seconds before each server bot move
    certfile: Path | None = None
    keyfile: Path | None = None


class Connection:
    """One client connection: its outbox, rate bucket and where it sits or watches."""

    def __init__(self, ws: ServerConnection, settings: ServerSettings) -> None:
        self.ws = ws
        self.settings = settings
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(settings.outbox_limit)
        self.seats: dict[str, Seat] = {}
        self.watching: set[str] = set()
        self.sent_keys: dict[str, set[str]] = {}  # per game: interned values this connection holds
        self.baselines: dict[str, tuple[int, Any]] = {}  # per game: the last observation sent (its update's index, its data)
        self.tokens = float(settings.rate_burst)
        self.refilled = time.monotonic()
        self.closing = False

    def send(self, data: dict[str, Any]) -> None:
        """Queue a message; a peer whose outbox is full is disconnected."""
        self.send_text(m.wire(data))

    def send_text(self, text: str) -> None:
        if self.closing:
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.close(CLOSE_POLICY, "too many messages waiting: the connection does not read what the server sends")

    def refuse(self, code: str, message: str, ref: str | None = None, game: str | None = None) -> None:
        self.send({"type": "refused", "code": code, "message": message, "ref": ref, "game": game})

    def close(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            asyncio.ensure_future(self.ws.close(code, reason[:120]))

    def take_token(self) -> bool:
        """One message's worth of the rate bucket; False when the bucket is empty."""
        now = time.monotonic()
        self.tokens = min(float(self.settings.rate_burst), self.tokens + (now - self.refilled) * self.settings.rate_per_second)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    async def pump(self) -> None:
        """Send the outbox in order until the connection closes."""
        while True:
            text = await self.outbox.get()
            if text is None:
                return
            try:
                await self.ws.send(text)
            except ConnectionClosed:
                return


class GameServer:
    """The lobby and every game, for ``ServerSettings``; ``start``/``stop`` or ``run``."""

    def __init__(self, settings: ServerSettings, catalog: Any = None) -> None:
        """``catalog``: the cards decks are read against (default: ``server_catalog()``)."""
        from ge_desktop.cards.catalog import default_catalog

        self.settings = settings
        self.catalog = catalog if catalog is not None else server_catalog().catalog
        self.rulesets = ruleset_versions()
        # The handshake compares the app's own cards (every copy of one version ships the same);
        # cards from imported collections are checked deck by deck (a card the server lacks is named).
        shipped = catalog_version(default_catalog())
        self.versions: dict[str, Any] = {"protocol": PROTOCOL_VERSION, "app": __version__, "catalog": shipped, "rulesets": self.rulesets}
        self.store = GameStore(settings.data)
        self.tables: dict[str, Table] = {table.game_id: table for table in self.store.load(self.catalog)}
        self.server: Server | None = None
        self.refusals = 0  # requests refused since start (tests read it)
        self.refused_codes: Counter[str] = Counter()  # and how many of each code

    # --- running ------------------------------------------------------------------------------

    async def start(self) -> int:
        """Listen; returns the port (the OS picks one for port 0). Resumed games' bots move on."""
        ssl_context = None
        if self.settings.certfile is not None:
            import ssl

            ssl_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            ssl_context.load_cert_chain(self.settings.certfile, self.settings.keyfile)
        self.server = await serve(
            self._connection,
            self.settings.host,
            self.settings.port,
            max_size=self.settings.max_message_bytes,
            ping_interval=self.settings.ping_interval,
            ping_timeout=self.settings.ping_timeout,
            open_timeout=self.settings.hello_timeout,
            ssl=ssl_context,
        )
        for table in self.tables.values():
            self._schedule_bots(table)
        return int(next(iter(self.server.sockets)).getsockname()[1])

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for table in self.tables.values():
            if table.bot_task is not None:
                table.bot_task.cancel()

    # --- one connection -----------------------------------------------------------------------

    async def _connection(self, ws: ServerConnection) -> None:
        conn = Connection(ws, self.settings)
        pump = asyncio.create_task(conn.pump())
        try:
            if await self._handshake(conn):
                await self._serve(conn)
        except ConnectionClosed:
            pass
        finally:
            self._gone(conn)
            if conn.outbox.full():
                pump.cancel()
            else:
                conn.outbox.put_nowait(None)  # the pump stops after what is queued
            await asyncio.gather(pump, return_exceptions=True)

    async def _handshake(self, conn: Connection) -> bool:
        try:
            text = await asyncio.wait_for(conn.ws.recv(), self.settings.hello_timeout)
        except TimeoutError:
            await conn.ws.close(CLOSE_POLICY, "no hello")
            return False
        try:
            hello = m.read_client_message(text)
        except m.ProtocolProblem as problem:
            return self._refuse_hello(conn, problem.code, problem.message, None)
        if not isinstance(hello, m.Hello):
            return self._refuse_hello(conn, "hello_first", "the first message of a connection is 'hello'", hello.ref)
        mismatch = self._mismatch(hello)
        if mismatch:
            return self._refuse_hello(conn, "version", mismatch, hello.ref)
        conn.send({"type": "welcome", "ref": hello.ref, **self.versions, "heartbeat": self.settings.ping_interval})
        return True

    def _count(self, code: str) -> None:
        self.refusals += 1
        self.refused_codes[code] += 1

    def _refuse_hello(self, conn: Connection, code: str, message: str, ref: str | None) -> bool:
        self._count(code)
        conn.refuse(code, message, ref)
        conn.close(CLOSE_POLICY, message)
        return False

    def _mismatch(self, hello: m.Hello) -> str | None:
        ours = self.versions
        if hello.protocol != PROTOCOL_VERSION:
            return f"this server speaks protocol version {PROTOCOL_VERSION}; your app speaks version {hello.protocol}: both need the same version"
        if hello.app != ours["app"]:
            return f"this server runs GE Desktop {ours['app']}; your app is {hello.app}: both need the same version"
        if hello.catalog is not None and hello.catalog != ours["catalog"]:
            return f"this server's card catalog is {ours['catalog']}; yours is {hello.catalog}: both need the same cards"
        differ = sorted(name for name, title in hello.rulesets.items() if self.rulesets.get(name, title) != title)
        if differ:
            return f"the rules of {', '.join(differ)} differ between your app ({hello.rulesets[differ[0]]}) and this server ({self.rulesets[differ[0]]})"
        return None

    async def _serve(self, conn: Connection) -> None:
        while not conn.closing:
            while conn.outbox.qsize() > self.settings.outbox_limit // 2 and not conn.closing:  # read no more until the answers go out
                await asyncio.sleep(0.01)
            timeout = None if conn.seats or conn.watching else self.settings.idle_timeout
            try:
                text = await asyncio.wait_for(conn.ws.recv(), timeout)
            except TimeoutError:
                conn.close(1000, f"idle for {timeout:g} s")
                return
            if not conn.take_token():
                self._count("rate")
                limit = f"too many messages: at most {self.settings.rate_per_second:g} a second (bursts of {self.settings.rate_burst})"
                conn.refuse("rate", limit, *_ref_and_game(text))  # with the request's ref: its sender's wait for the answer ends
                continue
            self._message(conn, text)

    def _message(self, conn: Connection, text: str | bytes) -> None:
        try:
            message = m.read_client_message(text)
        except m.ProtocolProblem as problem:
            self._count(problem.code)
            conn.refuse(problem.code, problem.message)
            return
        try:
            self._dispatch(conn, message)
        except Refusal as refusal:
            self._count(refusal.code)
            conn.refuse(refusal.code, refusal.message, message.ref, getattr(message, "game", None))

    def _dispatch(self, conn: Connection, message: Any) -> None:
        handlers: dict[type, Callable[[], None]] = {
            m.Hello: lambda: self._refusal("hello_again", "this connection already said hello"),
            m.ListGames: lambda: conn.send({"type": "games", "ref": message.ref, "games": [self._summary(t) for t in self.tables.values()]}),
            m.CreateGame: lambda: self._create(conn, message),
            m.Join: lambda: self._join(conn, message),
            m.Rejoin: lambda: self._rejoin(conn, message),
            m.Watch: lambda: self._watch(conn, message),
            m.Act: lambda: self._act(conn, message),
            m.Preview: lambda: self._preview(conn, message),
            m.Resync: lambda: self._resync(conn, message),
            m.Chat: lambda: self._chat(conn, message),
            m.Claim: lambda: self._claim(conn, message),
            m.Leave: lambda: self._leave(conn, message),
        }
        handlers[type(message)]()

    @staticmethod
    def _refusal(code: str, message: str) -> None:
        raise Refusal(code, message)

    # --- the lobby ------------------------------------------------------------------------------

    def _table(self, game_id: str) -> Table:
        table = self.tables.get(game_id)
        if table is None:
            raise Refusal("no_game", f"there is no game {game_id} on this server")
        return table

    def _create(self, conn: Connection, request: m.CreateGame) -> None:
        try:
            online = online_game(request.ruleset)
        except RequestProblem as exc:
            raise Refusal("no_ruleset", str(exc)) from None
        players = len(request.seats)
        if not online.min_players <= players <= online.max_players:
            raise Refusal("players", f"{online.title} is played online by {online.min_players} to {online.max_players} players, not {players}")
        if all(seat.bot is not None for seat in request.seats):
            raise Refusal("no_person", "a game needs at least one seat for a person")
        unknown = sorted(set(request.options) - known_options(online))
        if unknown:
            raise Refusal("options", f"{online.title} has no option {', '.join(unknown)} (it takes {', '.join(sorted(known_options(online)))})")
        if request.seed is not None and not self.settings.allow_seed:
            raise Refusal("seed", "this server deals every game from a seed of its own (a player who chose it would know every shuffle)")
        if len(self.tables) >= self.settings.max_games:
            raise Refusal("server_full", f"this server holds {self.settings.max_games} games already")
        seats = [SeatState(bot=s.bot, deck=s.deck if s.bot is not None else None, name=f"{s.bot.title()} bot" if s.bot else None) for s in request.seats]
        if online.needs_decks:
            for number, seat in enumerate(seats):
                if seat.bot is not None:
                    seat.checked = self._check_deck(online, seat.deck, players, number)
        game_id = secrets.token_hex(6)
        table = Table(
            game_id=game_id,
            online=online,
            seats=seats,
            options=dict(request.options),
            seed=request.seed if request.seed is not None else secrets.randbits(63),
            claim_after=request.claim_after,
            password=password_hash(request.password) if request.password else None,
        )
        self.tables[game_id] = table
        self.store.save_table(table)
        conn.send({"type": "created", "ref": request.ref, "game": game_id})

    def _check_deck(self, online: OnlineGame, deck: str | None, players: int, seat: int) -> Any:
        """The deck as the game reads it, or a refusal naming what is wrong with it."""
        if deck is None:
            raise Refusal("deck", f"seat {seat} needs a deck: {online.title} is played with the decks the players bring")
        try:
            return read_deck(online, deck, self.catalog, players, seat)
        except RequestProblem as exc:
            raise Refusal("deck", str(exc)) from None

    def _join(self, conn: Connection, request: m.Join) -> None:
        table = self._table(request.game)
        if table.password is not None and not password_matches(table.password, request.password):
            raise Refusal("password", f"game {table.game_id} needs its password" + (": that one is wrong" if request.password else ""))
        if table.status != "open":
            raise Refusal("started", f"game {table.game_id} has started: watch it, or take your seat back with its token")
        if request.game in conn.seats:
            raise Refusal("seated", f"this connection already sits at seat {conn.seats[request.game]} of game {request.game}")
        number = table.free_seat(request.seat)
        checked = self._check_deck(table.online, request.deck, len(table.seats), number) if table.online.needs_decks else None
        token = secrets.token_urlsafe(24)
        seat = table.seats[number]
        seat.name, seat.token_hash, seat.deck, seat.checked = _clean(request.name, m.MAX_NAME_CHARS), token_hash(token), request.deck, checked
        self._sit(conn, table, Seat(number))
        conn.send({"type": "seated", "ref": request.ref, "game": table.game_id, "seat": number, "token": token})
        if table.ready():
            table.start(self.catalog)
            self.store.start_record(table)
        self.store.save_table(table)
        self._broadcast_presence(table, Seat(number), True)
        if table.game is not None:
            self._broadcast(table, [])
            self._schedule_bots(table)

    def _sit(self, conn: Connection, table: Table, seat: Seat) -> None:
        conn.seats[table.game_id] = seat
        table.connections.setdefault(seat, set()).add(conn)
        table.seats[seat].gone_since = None

    def _rejoin(self, conn: Connection, request: m.Rejoin) -> None:
        table = self._table(request.game)
        if not 0 <= request.seat < len(table.seats) or table.seats[request.seat].token_hash is None:
            raise Refusal("no_seat", f"seat {request.seat} of game {table.game_id} is no person's seat")
        if not secrets.compare_digest(table.seats[request.seat].token_hash or "", token_hash(request.token)):
            raise Refusal("token", f"that token is not the one of seat {request.seat} of game {table.game_id}")
        seat = Seat(request.seat)
        for old in list(table.connections.get(seat, ())):  # a half-open connection of the same player
            if old is not conn:
                self._unseat(old, table)
                old.close(CLOSE_TAKEN_BACK, "the seat was taken back by a newer connection")
        self._sit(conn, table, seat)
        conn.send({"type": "seated", "ref": request.ref, "game": table.game_id, "seat": request.seat, "token": None})
        self._broadcast_presence(table, seat, True)
        if table.game is not None:
            self._send_update(conn, table, seat)

    def _watch(self, conn: Connection, request: m.Watch) -> None:
        table = self._table(request.game)
        if table.password is not None and not password_matches(table.password, request.password):
            raise Refusal("password", f"game {table.game_id} needs its password to be watched")
        table.spectators.add(conn)
        conn.watching.add(table.game_id)
        conn.send({"type": "watching", "ref": request.ref, "game": table.game_id})
        if table.game is not None:
            self._send_update(conn, table, None)

    def _seat_of(self, conn: Connection, game_id: str) -> tuple[Table, Seat]:
        table = self._table(game_id)
        seat = conn.seats.get(game_id)
        if seat is None:
            raise Refusal("not_seated", f"this connection sits at no seat of game {game_id}")
        return table, seat

    def _preview(self, conn: Connection, request: m.Preview) -> None:
        table, seat = self._seat_of(conn, request.game)
        after = table.preview(seat, request.action, request.index)
        assert table.interner is not None
        table.interner.used = set()
        data = to_data(after, table.interner)
        held = conn.sent_keys.setdefault(table.game_id, set())
        new = table.interner.used - held
        held |= new
        conn.send(
            {
                "type": "preview",
                "ref": request.ref,
                "game": table.game_id,
                "seat": seat,
                "index": table.index,
                "action": request.action,
                "observation": data,
                "digest": digest(data),
                "table": {key: table.interner.table[key] for key in sorted(new)},
            }
        )

    def _resync(self, conn: Connection, request: m.Resync) -> None:
        table = self._table(request.game)
        seat = conn.seats.get(request.game)
        if seat is None and request.game not in conn.watching:
            raise Refusal("not_seated", f"this connection neither sits at nor watches game {request.game}")
        if table.game is None:
            raise Refusal("not_playing", f"game {request.game} has not started")
        conn.sent_keys.pop(table.game_id, None)
        self._send_update(conn, table, seat)

    def _chat(self, conn: Connection, request: m.Chat) -> None:
        table = self._table(request.game)
        seat = conn.seats.get(request.game)
        if seat is None and request.game not in conn.watching:
            raise Refusal("not_seated", f"this connection neither sits at nor watches game {request.game}")
        text = _clean(request.text, m.MAX_CHAT_CHARS)
        if not text:
            raise Refusal("chat", "an empty chat line")
        name = table.seats[seat].name if seat is not None else "Spectator"
        line = {"type": "chat", "game": table.game_id, "seat": seat, "name": name or f"Player {seat}", "text": text}
        for other in self._everyone(table):
            other.send(line)

    def _claim(self, conn: Connection, request: m.Claim) -> None:
        table, seat = self._seat_of(conn, request.game)
        if table.status != "playing":
            raise Refusal("not_playing", f"game {table.game_id} is {table.status}")
        now = time.monotonic()
        gone = [n for n, s in enumerate(table.seats) if s.bot is None and not table.connections.get(Seat(n))]
        if not gone:
            raise Refusal("claim", "every player is connected: there is nothing to claim")
        waited = [n for n in gone if (since := table.seats[n].gone_since) is not None and now - since >= table.claim_after]
        if len(waited) < len(gone):
            raise Refusal("claim", f"a player may be claimed against once gone {table.claim_after} s (the game's setting)")
        table.status = "over"
        table.claimed_by = [n for n, s in enumerate(table.seats) if n not in gone and (s.bot is not None or table.connections.get(Seat(n)))]
        self.store.save_table(table)
        message = f"seat {seat} claimed the game: {', '.join(f'seat {n}' for n in gone)} gone longer than {table.claim_after} s"
        for other in self._everyone(table):
            other.send({"type": "ended", "game": table.game_id, "message": message, "claimed_by": table.claimed_by})

    def _leave(self, conn: Connection, request: m.Leave) -> None:
        table = self._table(request.game)
        if request.game in conn.watching:
            conn.watching.discard(request.game)
            table.spectators.discard(conn)
            return
        table, seat = self._seat_of(conn, request.game)
        self._unseat(conn, table)
        if table.status == "open":
            table.seats[seat] = SeatState()  # a seat left before the deal is free again
            self.store.save_table(table)
        self._broadcast_presence(table, seat, False)

    def _unseat(self, conn: Connection, table: Table) -> None:
        seat = conn.seats.pop(table.game_id, None)
        if seat is None:
            return
        holders = table.connections.get(seat, set())
        holders.discard(conn)
        if not holders:
            table.seats[seat].gone_since = time.monotonic()
            table.seen.pop(seat, None)

    def _gone(self, conn: Connection) -> None:
        """A connection closed: its seats are waited for, its watching ends."""
        for game_id in list(conn.seats):
            table = self.tables.get(game_id)
            if table is not None:
                seat = conn.seats[game_id]
                self._unseat(conn, table)
                if not table.connections.get(seat):
                    self._broadcast_presence(table, seat, False)
        for game_id in conn.watching:
            table = self.tables.get(game_id)
            if table is not None:
                table.spectators.discard(conn)

    # --- playing --------------------------------------------------------------------------------

    def _act(self, conn: Connection, request: m.Act) -> None:
        table, seat = self._seat_of(conn, request.game)
        action = table.check(seat, request.action, request.index)
        self._play(table, action, show=self.settings.bot_delay > 0 or table.bot_to_act() is None)
        self._schedule_bots(table)  # a server bot answering at once: its run's update shows this action too

    def _play(self, table: Table, action: Any, show: bool = True) -> None:
        """Play a checked action; ``show`` False keeps its events for the next update (a bot's
        run of moves is sent as one update: each seat's view is computed once per run)."""
        table.unsent.extend(table.apply(action))
        self.store.append(table, action.notation())
        if table.status == "over":
            self.store.finish(table)
        if show:
            self._play_shown(table)

    def _schedule_bots(self, table: Table) -> None:
        if table.bot_to_act() is not None and (table.bot_task is None or table.bot_task.done()):
            table.bot_task = asyncio.create_task(self._bots(table))

    async def _bots(self, table: Table) -> None:
        """Server bots play their moves, yielding to the other games between moves."""
        moves = 0
        while (seat := table.bot_to_act()) is not None:
            await asyncio.sleep(self.settings.bot_delay)
            if table.bot_to_act() == seat:
                self._play(table, table.bot_action(seat), show=False)
                moves += 1
                if table.bot_to_act() is None or moves % BOT_MOVES_PER_UPDATE == 0:
                    self._play_shown(table)

    def _play_shown(self, table: Table) -> None:
        """The update of the moves played since the last one (their events together)."""
        events, table.unsent = table.unsent, []
        self._broadcast(table, events)

    # --- what goes out ------------------------------------------------------------------------------

    def _everyone(self, table: Table) -> list[Connection]:
        return [c for holders in table.connections.values() for c in holders] + list(table.spectators)

    def _summary(self, table: Table) -> dict[str, Any]:
        return {
            "game": table.game_id,
            "ruleset": table.online.name,
            "title": table.online.title,
            "status": table.status,
            "password": table.password is not None,
            "seats": self._seat_summaries(table),
            "spectators": len(table.spectators),
        }

    def _seat_summaries(self, table: Table) -> list[dict[str, Any]]:
        return [
            {
                "seat": n,
                "kind": "bot" if s.bot is not None else "human",
                "name": s.name,
                "taken": s.taken,
                "connected": s.bot is not None or bool(table.connections.get(Seat(n))),
            }
            for n, s in enumerate(table.seats)
        ]

    def _broadcast_presence(self, table: Table, seat: Seat, connected: bool) -> None:
        line = {"type": "presence", "game": table.game_id, "seat": seat, "name": table.seats[seat].name, "connected": connected}
        for other in self._everyone(table):
            other.send(line)

    def _broadcast(self, table: Table, events: list[Any]) -> None:
        """Each connected seat's own update, and the spectators' public one."""
        viewers: list[tuple[Seat | None, list[Connection]]] = [(seat, list(holders)) for seat, holders in table.connections.items() if holders]
        if table.spectators:
            viewers.append((None, list(table.spectators)))
        seats = self._seat_summaries(table)
        for seat, holders in viewers:
            view = self._view(table, seat, events)
            for conn in holders:
                conn.send_text(self._update(conn, table, view, seats))

    def _view(self, table: Table, seat: Seat | None, events: list[Any]) -> Any:
        assert table.game is not None and table.interner is not None
        view = seat_view(table.online, table.game, seat, table.interner, events, table.seen.get(seat, set()))
        table.seen[seat] = view.visible
        return view

    def _send_update(self, conn: Connection, table: Table, seat: Seat | None) -> None:
        """A whole update to one connection (it joined, came back or asked for it)."""
        conn.baselines.pop(table.game_id, None)
        view = self._view(table, seat, [])
        conn.send_text(self._update(conn, table, view, self._seat_summaries(table)))

    def _update(self, conn: Connection, table: Table, view: Any, seats: list[dict[str, Any]]) -> str:
        """The update message's text (the observation's canonical text set in as it is: written once per seat)."""
        assert table.interner is not None and table.game is not None
        held = conn.sent_keys.setdefault(table.game_id, set())
        new = view.keys - held
        held |= new
        base = conn.baselines.get(table.game_id)
        delta = diff(base[1], view.data, base[0]) if base is not None else None
        conn.baselines[table.game_id] = (table.index, view.data)
        message = {
            "type": "update",
            "game": table.game_id,
            "seat": view.seat,
            "index": table.index,
            "observation": None,
            "digest": view.digest,
            "table": {key: table.interner.table[key] for key in sorted(new)},
            "events": view.events,
            "legal": view.legal,
            "to_act": table.game.to_act,
            "seats": seats,
            "delta": delta,
        }
        if delta is not None:
            return m.wire(message)
        return m.wire(message).replace('"observation":null', '"observation":' + view.observation, 1)


def _ref_and_game(text: str | bytes) -> tuple[str | None, str | None]:
    """The ``ref`` and ``game`` of a message refused unread (for the rate), when it has them."""
    try:
        data = json.loads(text)
    except ValueError:
        return None, None
    if not isinstance(data, dict):
        return None, None
    ref, game = data.get("ref"), data.get("game")
    return (ref if _short(ref) else None), (game if _short(game) else None)


def _short(value: Any) -> bool:
    """A string as short as the protocol's refs and game ids (nothing longer is echoed back)."""
    return isinstance(value, str) and len(value) <= m.REF_LIMIT


def server_catalog() -> Any:
    """The cards this server deals from: the shipped catalog, the user folder's own cards and
    every LackeyCCG collection imported into it (``ge-desktop cards import-lackey`` as the account
    that runs the server); a ``FullCatalog``, whose ``problems`` name the cards left out."""
    from ge_desktop.cards.user_catalog import load_full_catalog

    return load_full_catalog()


def _clean(text: str, limit: int) -> str:
    """Plain text on one line: control and format characters dropped, spaces collapsed."""
    kept = "".join(c if unicodedata.category(c)[0] != "C" else " " for c in text)
    return " ".join(kept.split())[:limit]


async def run_server(settings: ServerSettings, ready: Any = None, catalog: Any = None) -> None:
    """Serve until cancelled; ``ready(port)`` is called once listening."""
    server = GameServer(settings, catalog)
    port = await server.start()
    if ready is not None:
        ready(port)
    try:
        await asyncio.Future()
    finally:
        await server.stop()
