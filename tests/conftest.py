"""Shared test set-up: user folders go to a temporary home, Qt runs offscreen."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No wall-clock bar in the test run: Hypothesis's per-example deadline (200 ms by default)
# and its too-slow health check fail at random on a loaded machine. Speed is measured by
# the scripts in benchmarks/, which print figures.
settings.register_profile("ge-desktop", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ge-desktop")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own GE_DESKTOP_HOME, so nothing touches the real user folders."""
    monkeypatch.setenv("GE_DESKTOP_HOME", str(tmp_path_factory.mktemp("home")))
