"""Wall-clock marks of the app's start-up stages, for the launch benchmark.

``mark(stage)`` notes when a stage ends (Qt imported, catalog loaded, window built,
first paint, every face on the table drawn); the ``first-paint`` test hook prints them as
``GE-TEST stage <name> <epoch seconds>`` lines, and ``benchmarks/bench_table.py`` turns
them into seconds from the start of the process. Costs a list append; no Qt here.
"""

from __future__ import annotations

import time

MARKS: dict[str, float] = {}
CPU: dict[str, float] = {}  # the process's CPU seconds at each mark


def mark(stage: str) -> None:
    """Note that ``stage`` ended now (the first time only)."""
    if stage not in MARKS:
        MARKS[stage], CPU[stage] = time.time(), time.process_time()


def report_lines() -> list[str]:
    """``GE-TEST stage <name> <epoch seconds> <process CPU seconds>`` per mark."""
    return [f"GE-TEST stage {stage} {stamp:.6f} {CPU[stage]:.6f}" for stage, stamp in MARKS.items()]
