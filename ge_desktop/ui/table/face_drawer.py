"""``FaceDrawer``: draws card faces into the disk cache in a worker process, most wanted first.

Drawing a face with Pillow takes tens of milliseconds, too long for the GUI thread while
the table starts or a new card comes into view, and a thread would share the
interpreter lock with the GUI (``ui/bot_runner.py`` records that it slowed the GUI more
than it saved). So one worker process (``ge-desktop --face-worker``, ``render/worker.py``;
a plain ``QProcess``, started on first need, so nothing of Qt or of this process is
copied into it) draws one card at a time; ``drawn`` tells the GUI thread when a face is on
disk, and the face cache reads it from there. A face the table is waiting for goes ahead
of the faces drawn ahead of need (``prefetch``). Only one request is ever with the worker,
so quitting never waits for a queue of faces. If the worker cannot run, the queue is drawn
in this process, one face per event-loop turn.
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
from collections import deque

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from ge_desktop import FACE_WORKER
from ge_desktop.cards.model import Card

log = logging.getLogger(__name__)

WIDTH = 360  # the one width the table reads faces at (smaller levels are scaled from it)


def worker_command() -> tuple[str, list[str]]:
    """How to start the face worker: the frozen app itself, or this Python with ``-m``."""
    if getattr(sys, "frozen", False):
        return sys.executable, [FACE_WORKER]
    return sys.executable, ["-m", "ge_desktop", FACE_WORKER]


def _draw_here(card: Card) -> None:
    from ge_desktop.render import table_faces_png

    try:
        table_faces_png(card, WIDTH)
    except Exception:  # the face cache shows its placeholder; the log says why
        log.exception("drawing the face of %s failed", card.id)


class FaceDrawer(QObject):
    """One worker process drawing faces; ``drawn(card_id)`` when one is on disk."""

    drawn = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Card] = deque()
        self._queued: set[str] = set()
        self._ahead: set[str] = set()  # queued ahead of need (prefetch), not waited for
        self._busy: Card | None = None
        self._process: QProcess | None = None
        self._broken = False  # the worker would not start: draw here instead
        self._buffer = b""

    def request(self, card: Card, urgent: bool = True) -> None:
        """Draw ``card``'s face (``urgent``: before the faces drawn ahead of need)."""
        if self._busy is not None and self._busy.id == card.id:
            return
        if card.id in self._queued:
            if not urgent:
                return
            self._queue = deque(c for c in self._queue if c.id != card.id)
        self._queued.add(card.id)
        if urgent:
            self._ahead.discard(card.id)
            self._queue.appendleft(card)
        else:
            self._ahead.add(card.id)
            self._queue.append(card)
        self._next()

    def drop_ahead(self) -> None:
        """Forget the faces queued ahead of need (another game: its own list follows)."""
        self._queue = deque(c for c in self._queue if c.id not in self._ahead)
        self._queued -= self._ahead
        self._ahead.clear()

    def pending(self) -> bool:
        return self._busy is not None or bool(self._queue)

    def finish(self, card_ids: set[str]) -> None:
        """Block until the faces of ``card_ids`` are on disk: the one with the worker is
        waited for, the queued ones are drawn here (a snapshot, a benchmark, a test)."""
        if self._busy is not None and self._busy.id in card_ids and self._process is not None:
            while self._busy is not None and self._busy.id in card_ids:
                if not self._process.waitForReadyRead(30000):
                    self._worker_failed("it stopped answering")
                    break
                self._read()
        wanted = [c for c in self._queue if c.id in card_ids]
        self._queue = deque(c for c in self._queue if c.id not in card_ids)
        for card in wanted:
            self._queued.discard(card.id)
            _draw_here(card)
            self.drawn.emit(card.id)

    def shutdown(self) -> None:
        """Drop the queue and stop the worker without waiting (the app quits)."""
        self._queue.clear()
        self._queued.clear()
        self._ahead.clear()
        if self._process is not None:
            self._process.readyReadStandardOutput.disconnect()
            self._process.finished.disconnect()
            self._process.kill()
            self._process.waitForFinished(1000)
            self._process = None

    # --- the worker -----------------------------------------------------------------------

    def _start(self) -> QProcess | None:
        if self._process is None and not self._broken:
            program, arguments = worker_command()
            process = QProcess(self)
            process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
            process.readyReadStandardOutput.connect(self._read)
            process.finished.connect(lambda *_: self._worker_failed("it ended"))
            process.start(program, arguments)
            if not process.waitForStarted(10000):
                log.warning("the face worker did not start (%s); faces are drawn in the app", process.errorString())
                self._broken = True
                return None
            self._process = process
        return self._process

    def _next(self) -> None:
        if self._busy is not None or not self._queue:
            return
        card = self._queue.popleft()
        self._queued.discard(card.id)
        self._ahead.discard(card.id)
        self._busy = card
        process = self._start()
        if process is None:
            QTimer.singleShot(0, self._draw_busy_here)
            return
        home = os.environ.get("GE_DESKTOP_HOME", "")  # the cache this app reads (render/worker.py)
        process.write(f"{card.model_dump_json()}\t{WIDTH}\t{home}\n".encode())

    def _draw_busy_here(self) -> None:
        card, self._busy = self._busy, None
        if card is not None:
            _draw_here(card)
            self.drawn.emit(card.id)
        self._next()

    def _read(self) -> None:
        if self._process is None:
            return
        self._buffer += bytes(self._process.readAllStandardOutput().data())
        while b"\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\n", 1)
            self._answer(line.decode("utf-8", "replace"))

    def _answer(self, line: str) -> None:
        word, _, rest = line.partition(" ")
        card_id = rest.split(" ", 1)[0]
        if word == "failed":
            log.warning("the face worker could not draw a face: %s", rest)
        busy, self._busy = self._busy, None
        if busy is not None and busy.id != card_id:
            log.warning("the face worker answered %s while drawing %s", card_id, busy.id)
        if busy is not None:
            self.drawn.emit(busy.id)  # drawn, or failed: the cache then draws its fallback itself
        self._next()

    def _worker_failed(self, why: str) -> None:
        if self._process is None:
            return
        log.warning("the face worker failed (%s); faces are drawn in the app", why)
        self._process = None
        self._broken = True
        if self._busy is not None:
            QTimer.singleShot(0, self._draw_busy_here)


_shared: FaceDrawer | None = None


def shared_drawer() -> FaceDrawer:
    """The app's one face drawer (made on first use, on the GUI thread)."""
    global _shared
    if _shared is None:
        _shared = FaceDrawer()
        atexit.register(_shared.shutdown)  # the worker goes with the app, never outlives it
    return _shared
