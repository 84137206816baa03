"""Python's cyclic garbage collector, run only on the GUI thread.

Left automatic, the collector runs in whichever thread trips its allocation threshold: a
bot thinking or a LackeyCCG import on a worker thread can then destroy Qt wrappers that
belong to the GUI thread, and PySide6 aborts ("pure virtual method called"). The app turns
automatic collection off and runs it from a timer of the GUI thread instead, generation by
generation as the counts pass the usual thresholds (the pattern of pyqtgraph's and
calibre's garbage collectors).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


def collect_if_due(threshold: tuple[int, int, int]) -> int | None:
    """Collect the oldest generation whose count is over its threshold (what automatic
    collection would do); which generation, or None when none is due."""
    counts = gc.get_count()
    for generation in (2, 1, 0):
        if counts[generation] > threshold[generation]:
            gc.collect(generation)
            return generation
    return None


class GarbagePump(QObject):
    """Owns the collector while it lives: automatic collection off, a GUI-thread timer on."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> int | None:
        """Collect the oldest generation whose count is over its threshold; which one, or None."""
        return collect_if_due(self.threshold)

    def stop(self) -> None:
        """Give the collector back to Python (automatic again)."""
        self.timer.stop()
        gc.enable()
