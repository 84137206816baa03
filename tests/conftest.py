"""Shared test set-up: user folders go to a temporary home, Qt runs offscreen."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own GE_DESKTOP_HOME, so nothing touches the real user folders."""
    monkeypatch.setenv("GE_DESKTOP_HOME", str(tmp_path_factory.mktemp("home")))
