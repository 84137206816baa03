"""Shared test set-up: user folders go to a temporary home, Qt runs offscreen, and the
LackeyCCG reference data is found in one place (``lackey_data``: see ``tests/lackey_data.py``)."""

from __future__ import annotations

import gc
import os
from collections import Counter

import pytest
from hypothesis import HealthCheck, settings

from tests.lackey_data import NOT_RUN, REQUIRE_ENV, LackeyData, data_folder, data_required, missing_files, missing_line

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No wall-clock bar in the test run: Hypothesis's per-example deadline (200 ms by default)
# and its too-slow health check fail at random on a loaded machine. Speed is measured by
# the scripts in benchmarks/, which print figures. The default run draws the same examples
# every time (derandomized, no example database), so a run's result does not depend on what
# an earlier run found; HYPOTHESIS_PROFILE=explore draws new ones (with --hypothesis-seed).
settings.register_profile("ge-desktop", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True, database=None)
settings.register_profile("explore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ge-desktop"))


@pytest.fixture(autouse=True, scope="session")
def _games_loaded() -> None:
    """As the app and the command line do at start (``ge_desktop.games.load_games``): every game
    known, so a record of any game opens."""
    from ge_desktop.games import load_games

    load_games()


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own GE_DESKTOP_HOME, so nothing touches the real user folders."""
    monkeypatch.setenv("GE_DESKTOP_HOME", str(tmp_path_factory.mktemp("home")))


def _data_gap() -> str | None:
    """The missing-data line, or None when the LackeyCCG reference data is all there."""
    folder = data_folder()
    missing = missing_files(folder)
    return missing_line(folder, missing) if missing else None


def pytest_sessionstart(session: pytest.Session) -> None:
    """``GE_REQUIRE_LACKEY_DATA=1`` (``.ci/run``): no run without the reference data."""
    gap = _data_gap() if data_required() else None
    if gap is not None:
        pytest.exit(f"{gap} ({REQUIRE_ENV}=1: every real-data test must run)", returncode=1)


@pytest.fixture(scope="session")
def lackey_data() -> LackeyData:
    """The LackeyCCG reference data; its tests are reported as not run where it is absent.

    This fixture is the only place in the suite allowed to skip (tests/test_lackey_data.py)."""
    gap = _data_gap()
    if gap is not None:
        if data_required():
            pytest.fail(gap, pytrace=False)
        pytest.skip(gap)
    return LackeyData(data_folder())


def pytest_terminal_summary(terminalreporter) -> None:
    """Name the real-data tests that did not run (by file), and why, once."""
    reasons = [r for r in terminalreporter.stats.get("skipped", []) if isinstance(r.longrepr, tuple) and NOT_RUN in str(r.longrepr[2])]
    if not reasons:
        return
    by_file = Counter(r.nodeid.split("::")[0] for r in reasons)
    terminalreporter.section(f"{len(reasons)} real-data tests not run", sep="-")
    terminalreporter.write_line(str(reasons[0].longrepr[2]).removeprefix("Skipped: "))
    for path, count in sorted(by_file.items()):
        terminalreporter.write_line(f"  {path}: {count}")


_THRESHOLD = gc.get_threshold()


def _collect_if_due() -> None:
    """What ``ui/gc_pump.GarbagePump`` does on its timer, on the main thread between tests."""
    from ge_desktop.ui.gc_pump import collect_if_due

    collect_if_due(_THRESHOLD)


@pytest.fixture(autouse=True, scope="session")
def _collector_on_the_main_thread():
    """As in the app (``ui/gc_pump.py``): no automatic collection, which could run on a bot
    or import thread and destroy Qt wrappers there; each test's teardown collects instead."""
    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test():
    """Close every top-level window a test left open, so the next test's window can take focus.

    Shortcut tests (F6, F8) need their window active; a dialog or window left open by an
    earlier test keeps the focus on the offscreen platform and fails them at random.
    """
    yield
    import sys

    if "PySide6.QtWidgets" not in sys.modules:
        _collect_if_due()
        return
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        _collect_if_due()
        return
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.close()
    app.processEvents()
    _collect_if_due()
