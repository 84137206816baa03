"""Killing the app (SIGKILL) right after an action, then restarting, restores that action.

The app runs in a subprocess (offscreen, its own GE_DESKTOP_HOME). The test hook plays one
rule action after start and prints the state digest; the test kills the process with
SIGKILL, starts the app again and compares the restored state's digest and history.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from ge_desktop.app import TEST_HOOK


@dataclass
class App:
    process: subprocess.Popen[str]
    stderr: Path

    def line(self, prefix: str) -> list[str]:
        """The first stdout line starting with ``prefix``, split into words."""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith(prefix):
                return line.split()
        self.process.wait(timeout=120)
        raise AssertionError(f"the app ended ({self.process.returncode}) without {prefix!r}:\n{self.stderr.read_text()[-2000:]}")


def start(home: Path, hook: str, name: str) -> App:
    env = dict(os.environ, GE_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen", **{TEST_HOOK: hook})
    stderr = home / f"{name}.stderr"
    with open(stderr, "w", encoding="utf-8") as errors:
        process = subprocess.Popen([sys.executable, "-m", "ge_desktop"], env=env, stdout=subprocess.PIPE, stderr=errors, text=True)
    return App(process, stderr)


def test_sigkill_right_after_an_action_restores_it(tmp_path: Path) -> None:
    first = start(tmp_path, "play:done", "first")  # the default game is rules-enforced
    try:
        played = first.line("GE-TEST played")
    finally:
        first.process.send_signal(signal.SIGKILL)
        first.process.wait(timeout=120)
    assert first.process.returncode == -signal.SIGKILL
    assert (tmp_path / "data" / "autosave.gerec").exists()

    second = start(tmp_path, "report", "second")
    try:
        report = second.line("GE-TEST state")
        second.process.wait(timeout=120)
    finally:
        if second.process.poll() is None:
            second.process.kill()
    assert report[2:] == played[2:]  # the same state digest and the same number of actions
