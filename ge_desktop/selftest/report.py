"""The self-test's steps and report: one line per step as it runs, a summary, the exit code.

A step is a small function ``check(context) -> str``: it returns a one-line detail and
fails by raising. ``SelfTestReport.run_step`` runs it, catching every failure so the next
step still runs, and prints ``ok``/``FAIL`` with the step's name, its time and its detail
(for a failure: the exception and the place in our code that raised it).
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO


@dataclass
class SelfTestContext:
    """What the steps share: the catalog, the running app and its window, the game played."""

    catalog: Any = None
    app: Any = None
    window: Any = None
    frozen_root: str | None = None
    played: Any = None  # the ScriptedGame of the scripted-game step
    errors: list[str] = field(default_factory=list)  # error records the app logged


@dataclass(frozen=True)
class Step:
    """One check: ``check(context)`` returns a short detail or raises on failure."""

    name: str
    check: Callable[[SelfTestContext], str]


@dataclass(frozen=True)
class StepResult:
    name: str
    ok: bool
    detail: str
    elapsed_ms: float


@dataclass
class SelfTestReport:
    """Collects step results and prints one line per step as it goes."""

    out: TextIO = field(default_factory=lambda: sys.stdout)
    results: list[StepResult] = field(default_factory=list)
    current: str = "starting"

    def run_step(self, step: Step, context: SelfTestContext) -> StepResult:
        """Run one step, catching every failure so that the next step still runs."""
        self.current = step.name
        start = time.perf_counter()
        try:
            detail, ok = step.check(context), True
        except Exception as exc:  # noqa: BLE001 - a failed step of any kind is reported, not raised
            detail, ok = describe_failure(exc), False
        return self.add(StepResult(step.name, ok, detail, (time.perf_counter() - start) * 1000))

    def add(self, result: StepResult) -> StepResult:
        self.results.append(result)
        status = "ok  " if result.ok else "FAIL"
        self.print(f"{status} {result.name} ({result.elapsed_ms:.0f} ms): {result.detail}")
        return result

    def fail(self, name: str, detail: str, elapsed_ms: float = 0.0) -> StepResult:
        return self.add(StepResult(name, False, detail, elapsed_ms))

    def print(self, line: str) -> None:
        """One line of the report; a closed output (a pipe to ``head``) never stops the run."""
        try:
            print(line, file=self.out, flush=True)
        except OSError:
            pass

    @property
    def failed(self) -> list[str]:
        return [r.name for r in self.results if not r.ok]

    def summary(self) -> str:
        if not self.results:
            return "self-test FAILED: no step ran"
        if self.failed:
            return f"self-test FAILED: {len(self.failed)} of {len(self.results)} steps: {', '.join(self.failed)}"
        return f"self-test passed: {len(self.results)} steps"

    @property
    def exit_code(self) -> int:
        return 0 if self.results and not self.failed else 1


def describe_failure(exc: BaseException) -> str:
    """One line: the exception and where it was raised: in our code if it went through it
    (not in a library it called), else where it was raised."""
    frames = traceback.extract_tb(exc.__traceback__)[1:]  # the first frame is run_step's call
    ours = [f for f in frames if "ge_desktop" in f.filename] or frames
    where = f" (at {os.path.basename(ours[-1].filename)}:{ours[-1].lineno})" if ours else ""
    text = str(exc).strip()
    message = text.splitlines()[0] if text else ""
    return f"{type(exc).__name__}: {message}{where}"
