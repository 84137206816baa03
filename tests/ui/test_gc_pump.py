"""The garbage pump: automatic collection off while it lives, collection driven by its GUI timer."""

from __future__ import annotations

import gc

from ge_desktop.ui.gc_pump import GarbagePump


class _Cycle:
    collected: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.collected.append("gone")


def test_the_pump_turns_automatic_collection_off_and_collects_on_its_timer(qtbot) -> None:
    was_enabled = gc.isenabled()
    gc.enable()
    pump = GarbagePump(interval_ms=10)
    try:
        assert not gc.isenabled()
        _Cycle.collected.clear()
        _Cycle()  # only a collection frees a cycle
        for _ in range(gc.get_threshold()[0] + 1):  # enough allocations to make generation 0 due
            [[]]  # noqa: B018 - an allocation is the point
        pump.threshold = (0, 10**9, 10**9)  # generation 0 is always due
        qtbot.waitUntil(lambda: _Cycle.collected == ["gone"], timeout=10_000)
    finally:
        pump.stop()
        if not was_enabled:
            gc.disable()
    assert pump.check() in (None, 0)
