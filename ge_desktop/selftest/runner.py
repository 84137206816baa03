"""Runs the self-test: headless steps, then the real app with the app steps inside it.

``run`` chooses Qt's offscreen platform on a Linux machine with no display, points
``GE_DESKTOP_HOME`` at a fresh temporary folder (the player's own folders are never
touched), collects every error the app logs, runs ``HEADLESS_STEPS``, and starts the app
with ``ge_desktop.app.run_app`` exactly as the ``ge-desktop`` command does. The app calls
the hooks in ``ge_desktop.app.WINDOW_SHOWN`` once its main window is shown; the runner's
hook waits for the window's first paint, runs ``APP_STEPS`` inside the event loop, closes
the window and ends the loop. Every step runs even after a failure; the report names
each failed step and the exit code is then 1.

A watchdog ends a hung run (``GE_DESKTOP_SELFTEST_TIMEOUT`` seconds, default 180): first
by asking the event loop to exit, then by ending the process with status 1.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, TextIO

from ge_desktop.selftest.report import SelfTestContext, SelfTestReport, Step, StepResult, describe_failure

TIMEOUT_ENV = "GE_DESKTOP_SELFTEST_TIMEOUT"
DEFAULT_TIMEOUT_S = 180.0
PAINT_TIMEOUT_MS = 20_000


def run(out: TextIO | None = None, headless: tuple[Step, ...] | None = None, in_app: tuple[Step, ...] | None = None) -> int:
    """The ``--self-test`` entry point: run every step, print the report, return 0 or 1.

    ``headless`` and ``in_app`` replace the shipped step lists (the runner's own tests).
    """
    from ge_desktop.selftest.app_steps import APP_STEPS
    from ge_desktop.selftest.headless_steps import HEADLESS_STEPS

    report = SelfTestReport(out=out or sys.stdout)
    context = SelfTestContext(frozen_root=getattr(sys, "_MEIPASS", None) if getattr(sys, "frozen", False) else None)
    report.print(f"ge-desktop self-test: {_describe_build(context)}")
    _choose_platform(report)
    watchdog = _Watchdog(report, _timeout_seconds())
    try:
        with _temporary_home(), _collecting_errors(context):
            for step in HEADLESS_STEPS if headless is None else headless:
                report.run_step(step, context)
            _start_app(report, context, APP_STEPS if in_app is None else in_app)
    finally:
        watchdog.cancel()
    report.print(report.summary())
    return report.exit_code


def _describe_build(context: SelfTestContext) -> str:
    from ge_desktop import __version__

    where = f"frozen bundle at {context.frozen_root}" if context.frozen_root else f"Python {sys.version.split()[0]}"
    return f"version {__version__}, {where}, {sys.platform}"


@dataclass
class _Attachment:
    """The app steps waiting for the app's main window."""

    report: SelfTestReport
    context: SelfTestContext
    steps: tuple[Step, ...]
    attached: bool = False

    def __call__(self, app: Any, window: Any) -> None:
        """``WINDOW_SHOWN`` hook: run the steps once the window has painted."""
        if self.attached:
            return
        self.attached = True
        self.context.app, self.context.window = app, window
        when_first_painted(app, window, self._run_steps)

    def _run_steps(self, paint_ms: float | None) -> None:
        report, context = self.report, self.context
        if paint_ms is None:
            report.fail("main window painted", f"no paint within {PAINT_TIMEOUT_MS} ms")
        else:
            report.add(StepResult("main window painted", True, f"'{context.window.windowTitle()}' on {context.app.platformName()}", paint_ms))
        for step in self.steps:
            report.run_step(step, context)
        report.current = "closing the app"
        _close(context.app, context.window)


def _start_app(report: SelfTestReport, context: SelfTestContext, steps: tuple[Step, ...]) -> None:
    """Run the real app; the app steps run inside it once its window is up."""
    start = time.perf_counter()
    attachment = _Attachment(report, context, steps)
    report.current = "starting the app"
    try:
        from ge_desktop import app

        app.WINDOW_SHOWN.append(attachment)
        try:
            with _quiet_offscreen_warnings():
                code = app.run_app([])
        finally:
            app.WINDOW_SHOWN.remove(attachment)
    except Exception as exc:  # noqa: BLE001 - the app failing to start is a step failure
        report.fail("start the app", describe_failure(exc), (time.perf_counter() - start) * 1000)
        return
    if not attachment.attached:
        report.fail("start the app", f"the app exited ({code}) without showing its main window", (time.perf_counter() - start) * 1000)
    elif code != 0:
        report.fail("app exit", f"the app's event loop ended with {code}")


@contextmanager
def _quiet_offscreen_warnings() -> Iterator[None]:
    """Drop the offscreen platform's "does not support propagateSizeHints()" line (one per
    window shown, harmless); every other Qt message still goes to stderr."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_kind: Any, _where: Any, message: str) -> None:
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr, flush=True)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def _close(app: Any, window: Any) -> None:
    """Close the window as a player would (no question asked), then end the event loop."""
    window.prefs = replace(window.prefs, confirm_quit=False)
    window.close()
    window.deleteLater()
    app.exit(0)


def _choose_platform(report: SelfTestReport) -> None:
    """Use Qt's offscreen platform on a Linux machine with no display (a CI runner)."""
    no_display = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
    if sys.platform.startswith("linux") and no_display and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        report.print("no display: using QT_QPA_PLATFORM=offscreen")


def _timeout_seconds() -> float:
    try:
        return float(os.environ.get(TIMEOUT_ENV, DEFAULT_TIMEOUT_S))
    except ValueError:
        return DEFAULT_TIMEOUT_S


@contextmanager
def _temporary_home() -> Iterator[None]:
    """Point GE_DESKTOP_HOME at a fresh folder for the run, then restore it."""
    previous = os.environ.get("GE_DESKTOP_HOME")
    with tempfile.TemporaryDirectory(prefix="ge-desktop-selftest-", ignore_cleanup_errors=True) as home:
        os.environ["GE_DESKTOP_HOME"] = home
        try:
            yield
        finally:
            if previous is None:
                os.environ.pop("GE_DESKTOP_HOME", None)
            else:
                os.environ["GE_DESKTOP_HOME"] = previous


class _ErrorCollector(logging.Handler):
    """Keeps one line per ERROR (or worse) record logged while the self-test runs."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__(logging.ERROR)
        self.errors = errors

    def emit(self, record: logging.LogRecord) -> None:
        self.errors.append(f"{record.name}: {record.getMessage()}")


@contextmanager
def _collecting_errors(context: SelfTestContext) -> Iterator[None]:
    handler = _ErrorCollector(context.errors)
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield
    finally:
        root.removeHandler(handler)


class _Watchdog:
    """Ends a hung self-test: first asks the event loop to exit, then ends the process."""

    GRACE_S = 15.0

    def __init__(self, report: SelfTestReport, timeout_s: float) -> None:
        self.report = report
        self.timeout_s = timeout_s
        self._timers = [threading.Timer(timeout_s, self._expire), threading.Timer(timeout_s + self.GRACE_S, self._kill_process)]
        for timer in self._timers:
            timer.daemon = True
            timer.start()

    def _expire(self) -> None:
        self.report.fail(self.report.current, f"timed out after {self.timeout_s:.0f} s", self.timeout_s * 1000)
        if "PySide6.QtCore" in sys.modules:
            from PySide6.QtCore import QCoreApplication

            if QCoreApplication.instance() is not None:
                QCoreApplication.exit(1)  # thread-safe: ends the event loops of the main thread

    def _kill_process(self) -> None:
        self.report.print(f"self-test FAILED: hung in '{self.report.current}'; ending the process")
        os._exit(1)

    def cancel(self) -> None:
        for timer in self._timers:
            timer.cancel()


def when_first_painted(app: Any, window: Any, callback: Callable[[float | None], None]) -> None:
    """Call ``callback(ms)`` once a widget of ``window`` has painted, ``callback(None)`` on timeout.

    ``ms`` counts from this call. The callback runs from the event loop after the paint
    event has been handled, so the frame is complete.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QWidget

    start = time.perf_counter()
    fired = False

    def fire(elapsed_ms: float | None) -> None:
        nonlocal fired
        if not fired:
            fired = True
            app.removeEventFilter(watcher)
            callback(elapsed_ms)

    class _PaintWatcher(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window() is window:
                elapsed = (time.perf_counter() - start) * 1000
                QTimer.singleShot(0, lambda: fire(elapsed))
            return False

    watcher = _PaintWatcher(app)
    app.installEventFilter(watcher)
    QTimer.singleShot(PAINT_TIMEOUT_MS, lambda: fire(None))
