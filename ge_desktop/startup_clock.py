"""Wall-clock marks of the app's start-up stages, for the launch benchmark.

``mark(stage)`` notes when a stage ends (Qt imported, catalog loaded, window built,
first paint, every face on the table drawn); the ``first-paint`` test hook prints them as
``GE-TEST stage <name> <epoch seconds>`` lines, and ``benchmarks/bench_table.py`` turns
them into seconds from the start of the process. Costs a list append; no Qt here.
"""

from __future__ import annotations

import time

MARKS: dict[str, float] = {}


def mark(stage: str) -> None:
    """Note that ``stage`` ended now (the first time only)."""
    MARKS.setdefault(stage, time.time())


def report_lines() -> list[str]:
    return [f"GE-TEST stage {stage} {stamp:.6f}" for stage, stamp in MARKS.items()]
