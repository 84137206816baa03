"""``OnlineLink``: the app's connection to a game server, on an asyncio thread of its own.

The GUI never waits on the network: the ``websockets`` client (``net/client.py``) runs on
an asyncio loop in a daemon thread, and everything it hears reaches the GUI thread as a
queued Qt signal (``message``: every server message as its pydantic model; ``state``: the
connection's state in words). Requests (create, join, rejoin, list) are submitted to the
loop; their answers come back through ``answered`` to the callback given, on the GUI
thread. The link can also *host*: it runs the same ``GameServer`` as ``ge-desktop serve``
on its loop, on the port asked (0: any free port).

**Reconnecting.** When the connection drops without the player closing it, the link
tries again after each of ``reconnect_delays`` (a growing backoff, short in tests) and
takes every seat back with its token (``rejoin``), so the game goes on with nothing lost.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import enum
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ge_desktop.net import messages as m
from ge_desktop.net.client import Client, RequestRefused

RECONNECT_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0, 30.0, 30.0, 30.0)  # seconds before each attempt (a setting: short in tests)


class LinkState(enum.Enum):
    OFFLINE = "offline"
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    LOST = "lost"  # every attempt to reconnect failed


@dataclass(frozen=True)
class SeatTicket:
    """What takes a seat back: the game, the seat and its secret token."""

    url: str
    game: str
    seat: int
    token: str
    ruleset: str
    name: str


@dataclass
class LinkSettings:
    reconnect_delays: tuple[float, ...] = field(default_factory=lambda: RECONNECT_DELAYS)
    extra: dict[str, Any] = field(default_factory=dict)  # passed to the client's connect (tests: ping settings)


class _AppClient(Client):
    """A ``Client`` that reports every message and the connection's end to the link."""

    def __init__(self, url: str, on_message: Callable[[Any], None], on_closed: Callable[[], None]) -> None:
        super().__init__(url)
        self._on_message = on_message
        self._on_closed = on_closed
        self._whole: m.Update | None = None  # the update just taken, whole (None: none, or it needs a resync)

    def _take(self, message: Any) -> None:
        self._whole = None
        super()._take(message)
        self.messages.clear()  # the GUI keeps what it needs; a long game must not grow this list
        if isinstance(message, m.Update):
            if self._whole is not None:  # the GUI gets the whole observation, the delta patched in by ``Client``
                self._on_message(self._whole)
            return  # a delta that did not fit: ``Client`` asked for a resync, whose whole update comes next
        self._on_message(message)

    def _take_update(self, update: m.Update) -> m.Update | None:
        self._whole = super()._take_update(update)
        return self._whole

    async def _read(self) -> None:
        try:
            await super()._read()
        finally:
            self._on_closed()


class OnlineLink(QObject):
    """One player's connection (and, hosting, the server) for the app's online window."""

    message = Signal(object)  # a server message model (m.Update, m.ChatLine, m.Presence, m.Refused, m.Ended, ...)
    state = Signal(object, str)  # LinkState, a sentence for the status bar
    # Emitted on the network thread, queued to the GUI thread, where the link notes them and
    # only then emits ``message``/``state``: a window that reads ``latest`` and connects in
    # the same GUI step misses nothing and sees nothing twice.
    _heard = Signal(object)
    _state_heard = Signal(object, str)
    answered = Signal(object, object)  # (callback, the answer or a RequestRefused/OSError)

    def __init__(self, settings: LinkSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or LinkSettings()
        self.url: str | None = None
        self.client: _AppClient | None = None
        self.server: Any = None  # a GameServer when hosting
        self.hosted_url: str | None = None
        self.tickets: dict[str, SeatTicket] = {}
        self.current = LinkState.OFFLINE
        self.reconnects = 0  # successful reconnections (tests count them)
        self._closing = False
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="ge-online", daemon=True)
        self._thread.start()
        self.latest: dict[str, m.Update] = {}  # each game's last update (a window opened after it came starts from it)
        self.interned: dict[str, dict[str, Any]] = {}  # each game's interned values received so far
        self._heard.connect(self._keep)
        self._state_heard.connect(self._remember_state)
        self.answered.connect(self._call_back)

    # --- the loop ---------------------------------------------------------------------------------

    def submit(self, work: Coroutine[Any, Any, Any], callback: Callable[[Any], None] | None = None) -> concurrent.futures.Future[Any]:
        """Run ``work`` on the network loop; ``callback(answer or exception)`` on the GUI thread."""
        future = asyncio.run_coroutine_threadsafe(work, self._loop)
        if callback is not None:
            future.add_done_callback(lambda done: self.answered.emit(callback, done.exception() or done.result()))
        return future

    def _call_back(self, callback: Callable[[Any], None], answer: Any) -> None:
        callback(answer)

    def _keep(self, message: Any) -> None:
        if isinstance(message, m.Update):
            self.interned.setdefault(message.game, {}).update(message.table)
            self.latest[message.game] = message
        self.message.emit(message)

    def _remember_state(self, state: LinkState, text: str) -> None:
        self.current = state
        self.state.emit(state, text)

    # --- hosting and connecting ----------------------------------------------------------------------

    def host(self, host: str, port: int, data: Path, callback: Callable[[Any], None]) -> None:
        """Start a game server on this computer; ``callback`` gets its ws:// address (or the error)."""
        self.submit(self._host(host, port, data), callback)

    async def _host(self, host: str, port: int, data: Path) -> str:
        from ge_desktop.server.server import GameServer, ServerSettings

        self.server = GameServer(ServerSettings(host=host, port=port, data=data))
        chosen = await self.server.start()
        self.hosted_url = f"ws://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{chosen}"
        return self.hosted_url

    def connect_to(self, url: str, callback: Callable[[Any], None]) -> None:
        """Connect (and say hello); ``callback`` gets the welcome or the error."""
        self.submit(self._connect(url), callback)

    async def _connect(self, url: str) -> m.Welcome:
        self.url = url
        self._state_heard.emit(LinkState.CONNECTING, f"Connecting to {url}...")
        try:
            welcome = await self._open(url)
        except (TimeoutError, OSError, RequestRefused, ConnectionError) as exc:
            self._state_heard.emit(LinkState.OFFLINE, f"Could not connect to {url}: {exc}")
            raise
        self._state_heard.emit(LinkState.CONNECTED, f"Connected to {url}")
        return welcome

    async def _open(self, url: str) -> m.Welcome:
        client = _AppClient(url, self._heard.emit, lambda: self._closed(client))
        self.client = client
        return await client.connect(**self.settings.extra)

    def request(self, data: dict[str, Any], callback: Callable[[Any], None]) -> None:
        """A lobby request (list, create, join, watch); ``callback`` gets the answer or the refusal."""
        self.submit(self._request(data), callback)

    async def _request(self, data: dict[str, Any]) -> Any:
        assert self.client is not None
        return await self.client.request(data)

    def rejoin(self, ticket: SeatTicket, callback: Callable[[Any], None]) -> None:
        """Take a kept seat back (after the app was closed and opened again)."""
        self.submit(self._rejoin_ticket(ticket), callback)

    async def _rejoin_ticket(self, ticket: SeatTicket) -> Any:
        assert self.client is not None
        self.tickets[ticket.game] = ticket
        return await self.client.request({"type": "rejoin", "game": ticket.game, "seat": ticket.seat, "token": ticket.token})

    def send(self, data: dict[str, Any]) -> None:
        """A message with no answer awaited (an action, a chat line, a claim): refusals come as messages."""
        if self.client is not None and self.client.closed is None:
            self.submit(self.client.send_raw(m.wire(data)))

    # --- losing the connection ---------------------------------------------------------------------------

    def _closed(self, client: _AppClient) -> None:
        """The reader ended (on the loop's thread): unless the player closed it, reconnect."""
        if self._closing or client is not self.client:
            return
        self._state_heard.emit(LinkState.RECONNECTING, "The connection dropped: reconnecting...")
        asyncio.ensure_future(self._reconnect(), loop=self._loop)

    async def _reconnect(self) -> None:
        assert self.url is not None
        for attempt, delay in enumerate(self.settings.reconnect_delays, 1):
            await asyncio.sleep(delay)
            if self._closing:
                return
            self._state_heard.emit(LinkState.RECONNECTING, f"Reconnecting to {self.url} (attempt {attempt})...")
            try:
                await self._open(self.url)
                for ticket in list(self.tickets.values()):
                    await self._rejoin_ticket(ticket)
            except (TimeoutError, OSError, RequestRefused, ConnectionError):
                continue
            self.reconnects += 1
            self._state_heard.emit(LinkState.CONNECTED, f"Reconnected to {self.url}")
            return
        self._state_heard.emit(LinkState.LOST, f"Could not reconnect to {self.url}: check the network, then Play Online again to rejoin")

    def drop_connection(self) -> None:
        """Cut the connection as a network failure would (the link reconnects by itself)."""
        client = self.client
        if client is not None and client.ws is not None:
            self._loop.call_soon_threadsafe(client.ws.transport.abort)

    # --- closing -----------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the connection and any hosted server, then stop the loop's thread."""
        if not self._thread.is_alive():
            return
        self._closing = True
        future = asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)
        try:
            future.result(timeout=10)
        except (concurrent.futures.TimeoutError, OSError, RuntimeError):
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._state_heard.emit(LinkState.OFFLINE, "Offline")

    async def _shutdown(self) -> None:
        if self.client is not None:
            await self.client.close()
        if self.server is not None:
            await self.server.stop()
