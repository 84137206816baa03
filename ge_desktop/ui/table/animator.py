"""The one animation timer for every item on the table (Cockatrice's anchor).

Items are given a target position and rotation; each tick moves every moving item a
step along an ease-out curve. A new target replaces the old one from wherever the item
is now, so every animation can be interrupted. A duration of 0 jumps straight there.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

TICK_MS = 15
DEFAULT_DURATION_MS = 180


@dataclass
class _Motion:
    item: QGraphicsItem
    start_pos: QPointF
    end_pos: QPointF
    start_angle: float
    end_angle: float
    started: float


def ease_out(t: float) -> float:
    """Cubic ease-out on 0..1."""
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


class Animator(QObject):
    """Moves and turns items toward their targets; ``idle`` is emitted when all arrive."""

    idle = Signal()

    def __init__(self, duration_ms: int = DEFAULT_DURATION_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = duration_ms
        self._motions: dict[int, _Motion] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    @property
    def busy(self) -> bool:
        return bool(self._motions)

    def move(self, item: QGraphicsItem, pos: QPointF, angle: float) -> None:
        """Send ``item`` to ``pos`` turned ``angle`` degrees (from wherever it is now)."""
        if item.pos() == pos and item.rotation() == angle:
            self._motions.pop(id(item), None)
            return
        if self.duration_ms <= 0:
            self._motions.pop(id(item), None)
            item.setPos(pos)
            item.setRotation(angle)
            return
        self._motions[id(item)] = _Motion(item, item.pos(), pos, item.rotation(), angle, time.monotonic())
        if not self._timer.isActive():
            self._timer.start()

    def forget(self, item: QGraphicsItem) -> None:
        self._motions.pop(id(item), None)

    def finish(self) -> None:
        """Put every moving item at its target now."""
        for motion in self._motions.values():
            motion.item.setPos(motion.end_pos)
            motion.item.setRotation(motion.end_angle)
        self._motions.clear()
        self._timer.stop()
        self.idle.emit()

    def _tick(self) -> None:
        now = time.monotonic()
        done = []
        for key, motion in self._motions.items():
            t = (now - motion.started) * 1000 / self.duration_ms
            k = ease_out(t)
            start, end = motion.start_pos, motion.end_pos
            motion.item.setPos(start + (end - start) * k)
            motion.item.setRotation(motion.start_angle + (motion.end_angle - motion.start_angle) * k)
            if t >= 1:
                done.append(key)
        for key in done:
            del self._motions[key]
        if not self._motions:
            self._timer.stop()
            self.idle.emit()
