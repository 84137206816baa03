"""``ge-desktop --self-test``, run in this process: it passes on a sound app, and a failing
step (or a UI that does not do what the engine allows) makes it fail, naming the step."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ge_desktop import cli, selftest
from ge_desktop.selftest import runner
from ge_desktop.selftest.app_steps import APP_STEPS
from ge_desktop.selftest.headless_steps import HEADLESS_STEPS
from ge_desktop.selftest.report import SelfTestContext, SelfTestReport, describe_failure
from ge_desktop.selftest.ui_game import GestureError, ScriptedGame, seeded_game
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences


def _broken(_context: SelfTestContext) -> str:
    raise ValueError("the part under test is missing")


def _fine(_context: SelfTestContext) -> str:
    return "all there"


# The self-test starts the whole app and its event loop; run in this process, it leaves
# Qt's timers dead for every test after it. Each run goes in a child interpreter instead.
_CHILD = """
import io, sys
from ge_desktop import selftest
from ge_desktop.selftest.report import Step
from tests.packaging.test_selftest import _broken, _fine
out = io.StringIO()
if sys.argv[1] == "broken":
    code = selftest.run(out=out, headless=(Step("shipped part", _broken),), in_app=(Step("in the app", _broken), Step("after it", _fine)))
else:
    code = selftest.run(out=out)
print(out.getvalue(), end="")
sys.exit(code)
"""


def _self_test_in_a_child(which: str, tmp_path: Path) -> tuple[int, str]:
    env = dict(os.environ, GE_DESKTOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", _CHILD, which], cwd=root, env=env, capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout


def test_self_test_starts_the_app_plays_saves_reloads_and_passes(tmp_path: Path) -> None:
    code, report = _self_test_in_a_child("full", tmp_path)
    assert code == 0, report
    steps = len(HEADLESS_STEPS) + 1 + len(APP_STEPS)  # + "main window painted"
    assert report.splitlines()[-1] == f"self-test passed: {steps} steps"
    assert report.count("\nok   ") == steps
    assert "complete turns" in report and "reloaded with" in report and "faces at 180/360 px" in report


def test_a_failing_step_fails_the_self_test_and_the_steps_after_it_still_run(tmp_path: Path) -> None:
    code, report = _self_test_in_a_child("broken", tmp_path)
    assert code == 1
    assert "FAIL shipped part" in report and "ValueError: the part under test is missing (at test_selftest.py:" in report
    assert "FAIL in the app" in report and "ok   after it" in report and "ok   main window painted" in report
    assert report.splitlines()[-1] == "self-test FAILED: 2 of 4 steps: shipped part, in the app"


def test_a_report_with_no_step_run_fails() -> None:
    report = SelfTestReport(out=io.StringIO())
    assert report.exit_code == 1 and report.summary() == "self-test FAILED: no step ran"


def test_failure_description_is_one_line_naming_our_file() -> None:
    try:
        _broken(SelfTestContext())
    except ValueError as exc:
        text = describe_failure(exc)
    assert text.startswith("ValueError: the part under test is missing (at test_selftest.py:") and "\n" not in text


def test_the_scripted_game_fails_when_a_gesture_plays_nothing(qtbot, catalog) -> None:
    window = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False))
    qtbot.addWidget(window)
    window.set_session(window.make_session(seeded_game(catalog)))
    window.show()
    qtbot.waitExposed(window)
    window.page.scene.intent_requested.disconnect()  # the table's gestures reach nobody
    played = ScriptedGame(window)
    with pytest.raises(GestureError, match=r"played \[\]"):
        played.play(turns=1)
    assert played.kinds  # the phase bar's buttons still worked until then


def test_self_test_timeout_comes_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv(runner.TIMEOUT_ENV, "42")
    assert runner._timeout_seconds() == 42.0
    monkeypatch.setenv(runner.TIMEOUT_ENV, "soon")
    assert runner._timeout_seconds() == runner.DEFAULT_TIMEOUT_S


def test_the_command_line_flag_runs_the_self_test_and_returns_its_exit_code(monkeypatch) -> None:
    calls = []
    monkeypatch.setattr(selftest, "run", lambda: calls.append("run") or 1)
    assert cli.main(["--self-test"]) == 1
    assert calls == ["run"]
