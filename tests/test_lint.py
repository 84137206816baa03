"""Static checks that run with the tests (and so in CI): ruff and mypy.

ruff (pyflakes, pycodestyle, import order, pyupgrade, bugbear; ``[tool.ruff]`` in
pyproject.toml) covers the paths listed in ``RUFF_PATHS``; mypy covers ``MYPY_PATHS``,
the engine, the rulesets, cards/, storage/, bots/, render/, ui/layout/, ui/table/, ui/gs/, ui/online/,
net/, server/, lackey/, commands/, app.py, cli.py and paths.py with the flags of ``--strict`` (``[tool.mypy]``). The rest of the tree joins these lists as it
is cleaned (docs/engine.md says what remains). Both tools are pinned in
the test extras, so a clean machine gets the same verdict.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ruff: the package, its tests, benchmarks, and the screenshot and packaging scripts (dev.py
# keeps its check for old Pythons, as build_bundle.py does); mypy strict: the engine, the
# other games, cards/, storage/, bots/, render/, ui/layout/, ui/table/, ui/gs/ and ui/emperor/ (the rest of ui joins
# as it is typed; docs/engine.md).
RUFF_PATHS = ["ge_desktop", "tests", "benchmarks", "docs/screenshots", "packaging", "tools"]
MYPY_PATHS = [
    "ge_desktop/engine",
    "ge_desktop/games.py",
    "ge_desktop/rulesets",
    "ge_desktop/cards",
    "ge_desktop/storage",
    "ge_desktop/bots",
    "ge_desktop/render",
    "ge_desktop/ui/layout",
    "ge_desktop/ui/table",
    "ge_desktop/ui/gs",
    "ge_desktop/ui/emperor",
    "ge_desktop/ui/online",
    "ge_desktop/ui/pages.py",
    "ge_desktop/ui/main_window.py",
    "ge_desktop/ui/window_files.py",
    "ge_desktop/ui/new_game_dialog.py",
    "ge_desktop/ui/rules_help.py",
    "ge_desktop/ui/window_prompts.py",
    "ge_desktop/ui/about_dialog.py",
    "ge_desktop/ui/hot_seat.py",
    "ge_desktop/ui/__init__.py",
    "ge_desktop/ui/allocation_assist.py",
    "ge_desktop/ui/app_log.py",
    "ge_desktop/ui/arrangement.py",
    "ge_desktop/ui/assist.py",
    "ge_desktop/ui/autosave_owner.py",
    "ge_desktop/ui/board.py",
    "ge_desktop/ui/bot_runner.py",
    "ge_desktop/ui/choice_dialog.py",
    "ge_desktop/ui/colors.py",
    "ge_desktop/ui/courtesy.py",
    "ge_desktop/ui/fire_assist.py",
    "ge_desktop/ui/game_over_dialog.py",
    "ge_desktop/ui/game_setup.py",
    "ge_desktop/ui/game_story.py",
    "ge_desktop/ui/gc_pump.py",
    "ge_desktop/ui/hover_zoom.py",
    "ge_desktop/ui/inspector_widget.py",
    "ge_desktop/ui/intents.py",
    "ge_desktop/ui/lackey_import_dialog.py",
    "ge_desktop/ui/log_text.py",
    "ge_desktop/ui/log_widget.py",
    "ge_desktop/ui/manual_assist.py",
    "ge_desktop/ui/manual_panel.py",
    "ge_desktop/ui/observed.py",
    "ge_desktop/ui/open_files.py",
    "ge_desktop/ui/pass_widget.py",
    "ge_desktop/ui/phase_bar_widget.py",
    "ge_desktop/ui/pile_dialog.py",
    "ge_desktop/ui/preferences.py",
    "ge_desktop/ui/preferences_dialog.py",
    "ge_desktop/ui/problems.py",
    "ge_desktop/ui/reaction_prompt.py",
    "ge_desktop/ui/reserve_dialog.py",
    "ge_desktop/ui/sample_games.py",
    "ge_desktop/ui/screen_fit.py",
    "ge_desktop/ui/seats.py",
    "ge_desktop/ui/session.py",
    "ge_desktop/ui/session_assist.py",
    "ge_desktop/ui/snapshot.py",
    "ge_desktop/ui/volley_dialog.py",
    "ge_desktop/ui/online",
    "ge_desktop/net",
    "ge_desktop/server",
    "ge_desktop/lackey",
    "ge_desktop/commands",
    "ge_desktop/app.py",
    "ge_desktop/cli.py",
    "ge_desktop/paths.py",
    "ge_desktop/progress.py",
]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_is_clean() -> None:
    result = _run("ruff", "check", "--no-cache", *RUFF_PATHS)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean() -> None:
    result = _run("mypy", "--no-incremental", *MYPY_PATHS)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_engine_has_no_type_ignore() -> None:
    """``type: ignore`` only where a library's stubs force it: the engine, the rulesets, cards/
    and storage/ need none."""
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for package in ("engine", "rulesets", "cards", "storage")
        for path in sorted((ROOT / "ge_desktop" / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "type: ignore" in line
    ]
    assert not found, found
