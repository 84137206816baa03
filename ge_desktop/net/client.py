"""``Client``: a headless asyncio client of the game server (tests, benchmarks, the app's
network thread).

It says hello with this app's versions, sends requests with a ``ref`` and waits for the
answer, and keeps for each game the seat's latest ``update``: the observation data (an
update may carry only a delta from the previous one, ``net/delta.py``: it is patched into
the whole observation on arrival), its digest (checked on arrival: a mismatch asks the
server to ``resync``), the legal actions
and the interned values received so far. ``observation(game)`` reads the data back into
the ruleset's own ``Observation``, which a bot or the table reads as a local one. Every
raw message is kept in ``received`` when ``keep_raw`` is set (the secrecy tests read the
bytes a seat was sent).
"""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ge_desktop import __version__
from ge_desktop.net import messages as m
from ge_desktop.net.codec import digest, from_data
from ge_desktop.net.delta import DeltaError, patch
from ge_desktop.net.games import catalog_version, online_game, ruleset_versions

RATE_PAUSE = 0.1  # seconds before an action refused for the rate is sent again


class RequestRefused(Exception):
    """The server refused a request: ``code`` and its sentence."""

    def __init__(self, refused: m.Refused) -> None:
        super().__init__(f"{refused.code}: {refused.message}")
        self.code = refused.code
        self.message = refused.message


@dataclass
class GameView:
    """What this client holds of one game it sits at or watches."""

    game: str
    ruleset: str | None = None
    seat: int | None = None
    token: str | None = None
    update: m.Update | None = None
    table: dict[str, Any] = field(default_factory=dict)
    desyncs: int = 0  # updates whose digest did not match their observation
    resyncing: bool = False  # a resync asked for and its whole observation not yet come


class Client:
    """One connection to a game server."""

    def __init__(self, url: str, keep_raw: bool = False, catalog: Any = None) -> None:
        self.url = url
        self.keep_raw = keep_raw
        self.catalog = catalog
        self.received: list[str] = []
        self.messages: list[Any] = []  # every message not answering a request: updates, presence, chat, refusals
        self.views: dict[str, GameView] = {}
        self.ws: ClientConnection | None = None
        self._refs = itertools.count(1)
        self._waiting: dict[str, asyncio.Future[Any]] = {}
        self._changed = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self.closed: tuple[int | None, str] | None = None  # (close code, reason) once the connection ended

    # --- connecting -----------------------------------------------------------------------------

    async def connect(self, hello: dict[str, Any] | None = None, **options: Any) -> m.Welcome:
        """Open the connection and say hello (this app's versions unless ``hello`` is given)."""
        self.ws = await connect(self.url, max_size=None, **options)
        self._reader = asyncio.create_task(self._read())
        if hello is None:
            from ge_desktop.cards.catalog import default_catalog

            catalog = self.catalog if self.catalog is not None else default_catalog()
            hello = m.hello(__version__, catalog_version(catalog), ruleset_versions())
        answer = await self.request(hello)
        assert isinstance(answer, m.Welcome)
        return answer

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def send_raw(self, text: str | bytes) -> None:
        assert self.ws is not None
        await self.ws.send(text)

    async def request(self, data: dict[str, Any]) -> Any:
        """Send a request and wait for its answer; ``RequestRefused`` if refused."""
        ref = f"r{next(self._refs)}"
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting[ref] = future
        await self.send_raw(m.wire({**data, "ref": ref}))
        answer = await future
        if isinstance(answer, m.Refused):
            raise RequestRefused(answer)
        return answer

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for text in self.ws:
                if self.keep_raw:
                    self.received.append(text if isinstance(text, str) else text.decode())
                message = m.read_server_message(text)
                self._take(message)
        except ConnectionClosed:
            pass
        finally:
            self.closed = (self.ws.close_code, self.ws.close_reason or "")
            for future in self._waiting.values():
                if not future.done():
                    future.set_exception(ConnectionError(f"the connection closed: {self.ws.close_reason if self.ws else ''}"))
            self._changed.set()

    def _take(self, message: Any) -> None:
        future = self._waiting.pop(message.ref, None) if message.ref else None
        if future is not None and not future.done():
            future.set_result(message)
        else:
            self.messages.append(message)
        if isinstance(message, m.Seated):
            view = self.views.setdefault(message.game, GameView(message.game))
            view.seat = message.seat
            view.token = message.token or view.token
        elif isinstance(message, m.Update):
            self._take_update(message)
        self._changed.set()

    def _take_update(self, update: m.Update) -> m.Update | None:
        """Keep ``update`` (a delta patched into the whole observation first); the update as
        kept, whole and matching its digest, or None when a resync was asked for instead."""
        view = self.views.setdefault(update.game, GameView(update.game))
        view.table.update(update.table)
        if update.delta is not None:  # only what changed since an earlier update: patch it into the whole observation
            update = _patched(view.update, update)
        if update.observation is None or digest(update.observation) != update.digest:
            view.desyncs += 1
            if not view.resyncing:  # the whole observation is asked for once; deltas until it comes cannot apply
                view.resyncing = True
                asyncio.ensure_future(self.send_raw(m.wire({"type": "resync", "game": update.game})))
            if update.observation is not None:
                view.update = update
            return None
        if update.delta is None:
            view.resyncing = False
        view.update = update
        return update

    # --- the lobby ------------------------------------------------------------------------------

    async def create(self, ruleset: str, seats: list[dict[str, Any]], **extra: Any) -> str:
        answer = await self.request({"type": "create", "ruleset": ruleset, "seats": seats, **extra})
        self.views.setdefault(answer.game, GameView(answer.game, ruleset))
        return str(answer.game)

    async def join(self, game: str, name: str, ruleset: str | None = None, **extra: Any) -> int:
        answer = await self.request({"type": "join", "game": game, "name": name, **extra})
        view = self.views.setdefault(game, GameView(game))
        view.ruleset = ruleset or view.ruleset
        return int(answer.seat)

    async def rejoin(self, game: str, seat: int, token: str, ruleset: str | None = None) -> None:
        view = self.views.setdefault(game, GameView(game, ruleset))
        view.token = token
        await self.request({"type": "rejoin", "game": game, "seat": seat, "token": token})

    async def watch(self, game: str, ruleset: str | None = None, password: str | None = None) -> None:
        self.views.setdefault(game, GameView(game, ruleset))
        await self.request({"type": "watch", "game": game, "password": password})

    async def act(self, game: str, action: str, index: int | None = None) -> None:
        """Send an action (no answer unless refused: the next update shows it played)."""
        await self.send_raw(m.wire({"type": "action", "game": game, "action": action, "index": index}))

    async def preview(self, game: str, action: str, index: int | None = None) -> Any:
        """What this seat would see after ``action`` (the server tries it on a copy: nothing
        changes), as the ruleset's ``Observation``; ``RequestRefused`` if it cannot be previewed."""
        answer = await self.request({"type": "preview", "game": game, "action": action, "index": index})
        view = self.views[game]
        view.table.update(answer.table)
        if digest(answer.observation) != answer.digest:
            raise RequestRefused(m.Refused(type="refused", code="desync", message="the preview does not match its digest"))
        assert view.ruleset is not None
        return from_data(online_game(view.ruleset).observation, answer.observation, "preview", view.table)

    async def play(self, game: str, action: str, index: int) -> None:
        """Send an action answering update ``index`` and wait until the game has moved on; an
        action refused for the rate is sent again a moment later, any other refusal raises."""
        while True:
            start = len(self.messages)
            await self.act(game, action, index)
            while True:
                update = self.views[game].update
                if self.closed is not None or (update is not None and update.index > index):
                    return
                refused = [x for x in self.messages[start:] if isinstance(x, m.Refused)]
                if refused:
                    break
                await self.changed()
            if refused[0].code != "rate":
                raise RequestRefused(refused[0])
            await asyncio.sleep(RATE_PAUSE)

    # --- waiting on the game ------------------------------------------------------------------------

    async def changed(self) -> None:
        """Wait for the next message (or the connection's end); at once if the connection has
        closed, since no message can come any more (a caller looping on it must not hang)."""
        if self.closed is not None:
            return
        self._changed.clear()
        await self._changed.wait()

    async def my_turn(self, game: str) -> m.Update | None:
        """The latest update once it asks this seat to act; None once the game is over or the connection closed."""
        while True:
            view = self.views.get(game)
            update = view.update if view is not None else None
            if update is not None and update.legal:
                return update
            ended = any(isinstance(x, m.Ended) and x.game == game for x in self.messages)
            if self.closed is not None or (update is not None and update.to_act is None) or ended:
                return None
            await self.changed()

    def observation(self, game: str) -> Any:
        """The latest observation of ``game`` as the ruleset's ``Observation``."""
        view = self.views[game]
        assert view.update is not None and view.ruleset is not None
        return from_data(online_game(view.ruleset).observation, view.update.observation, "observation", view.table)


def _patched(held: m.Update | None, update: m.Update) -> m.Update:
    """``update`` (a delta) with its whole observation, from the update ``held`` it was made
    against; observation None when it cannot be rebuilt (the caller asks for a resync)."""
    assert update.delta is not None
    observation = None
    if held is not None and held.observation is not None and held.index == update.delta.get("base"):
        try:
            observation = patch(held.observation, update.delta)
        except DeltaError:
            observation = None
    return update.model_copy(update={"observation": observation})
