"""``FaceDrawer``: draws card faces into the disk cache in a worker process, most wanted first.

Drawing a face with Pillow takes tens of milliseconds, too long for the GUI thread while
the table starts or a new card comes into view, and a thread would share the
interpreter lock with the GUI (``ui/bot_runner.py`` records that it slowed the GUI more
than it saved). So one worker process (started on first need, ``spawn``: nothing of Qt
is copied into it) runs ``render.face_png`` one card at a time; ``drawn`` tells the GUI
thread when a face is on disk, and the face cache reads it from there. A request the
table is waiting for goes ahead of the faces drawn ahead of need (``prefetch``). Only one
job is ever in the worker, so quitting never waits for a queue of faces.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor

from PySide6.QtCore import QObject, Signal

from ge_desktop.cards.model import Card

log = logging.getLogger(__name__)

WIDTH = 360  # the one width the table reads faces at (smaller levels are scaled from it)


def _draw(card: Card, width: int) -> str:
    """In the worker: put the face in the disk cache, return its path."""
    from ge_desktop.render import face_png

    return str(face_png(card, width))


class FaceDrawer(QObject):
    """One worker process drawing faces; ``drawn(card_id)`` when one is on disk."""

    drawn = Signal(str)
    _finished = Signal(str)  # from the executor's thread; queued to the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Card] = deque()
        self._queued: set[str] = set()
        self._busy: tuple[Card, Future[str]] | None = None
        self._executor: ProcessPoolExecutor | None = None
        self._finished.connect(self._on_finished)

    def request(self, card: Card, urgent: bool = True) -> None:
        """Draw ``card``'s face (``urgent``: before the faces drawn ahead of need)."""
        if self._busy is not None and self._busy[0].id == card.id:
            return
        if card.id in self._queued:
            if not urgent:
                return
            self._queue = deque(c for c in self._queue if c.id != card.id)
        else:
            self._queued.add(card.id)
        if urgent:
            self._queue.appendleft(card)
        else:
            self._queue.append(card)
        self._next()

    def pending(self) -> bool:
        return self._busy is not None or bool(self._queue)

    def finish(self, card_ids: set[str]) -> None:
        """Block until the faces of ``card_ids`` are on disk: the one in the worker is waited
        for, the queued ones are drawn here (a snapshot, a benchmark, a test)."""
        from ge_desktop.render import face_png

        if self._busy is not None and self._busy[0].id in card_ids:
            try:
                self._busy[1].result()
            except Exception:  # the face cache reports a face that cannot be drawn
                log.exception("drawing the face of %s failed", self._busy[0].id)
        wanted = [c for c in self._queue if c.id in card_ids]
        self._queue = deque(c for c in self._queue if c.id not in card_ids)
        for card in wanted:
            self._queued.discard(card.id)
            try:
                face_png(card, WIDTH)
            except Exception:
                log.exception("drawing the face of %s failed", card.id)
            self.drawn.emit(card.id)

    def shutdown(self) -> None:
        """Drop the queue and stop the worker without waiting (the app quits)."""
        self._queue.clear()
        self._queued.clear()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    def _next(self) -> None:
        if self._busy is not None or not self._queue:
            return
        card = self._queue.popleft()
        self._queued.discard(card.id)
        if self._executor is None:
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        try:
            future = self._executor.submit(_draw, card, WIDTH)
        except RuntimeError:  # shut down (the app is quitting)
            return
        self._busy = (card, future)
        future.add_done_callback(lambda _done, key=card.id: self._finished.emit(key))

    def _on_finished(self, card_id: str) -> None:
        if self._busy is not None and self._busy[0].id == card_id:
            future = self._busy[1]
            self._busy = None
            if not future.cancelled() and future.exception() is not None:
                log.warning("the face worker could not draw %s: %s", card_id, future.exception())
        self.drawn.emit(card_id)
        self._next()


_shared: FaceDrawer | None = None


def shared_drawer() -> FaceDrawer:
    """The app's one face drawer (made on first use, on the GUI thread)."""
    global _shared
    if _shared is None:
        _shared = FaceDrawer()
    return _shared
