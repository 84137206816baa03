"""Killing the app (SIGKILL) right after an action, then restarting, restores that action.

The app runs in a subprocess (offscreen, its own GE_DESKTOP_HOME). The test hook plays one
sandbox action after start and prints the state digest; the test kills the process with
SIGKILL, starts the app again and compares the restored state's digest and history.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from ge_desktop.app import TEST_HOOK


def _start(home: Path, hook: str) -> subprocess.Popen[str]:
    env = dict(os.environ, GE_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen", **{TEST_HOOK: hook})
    return subprocess.Popen(
        [sys.executable, "-m", "ge_desktop"], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )


def _line(process: subprocess.Popen[str], prefix: str) -> list[str]:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith(prefix):
            return line.split()
    raise AssertionError(f"the app ended without printing {prefix!r}")


def test_sigkill_right_after_an_action_restores_it(tmp_path: Path) -> None:
    first = _start(tmp_path, "play:~die #3 structure 5")
    try:
        played = _line(first, "GE-TEST played")
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=20)
    assert first.returncode == -signal.SIGKILL
    assert (tmp_path / "data" / "autosave.gerec").exists()

    second = _start(tmp_path, "report")
    try:
        report = _line(second, "GE-TEST state")
        second.wait(timeout=20)
    finally:
        if second.poll() is None:
            second.kill()
    assert report[2:] == played[2:]  # the same state digest and the same number of actions
