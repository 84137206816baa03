"""Static checks that run with the tests (and so in CI): ruff and mypy.

ruff (pyflakes, pycodestyle, import order, pyupgrade, bugbear; ``[tool.ruff]`` in
pyproject.toml) covers the paths listed in ``RUFF_PATHS``; mypy covers ``MYPY_PATHS``,
the engine, the rulesets, cards/, storage/, bots/, render/, all of ui/,
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
# other games, cards/, storage/, bots/, render/ and the whole of ui/ (one entry, so a new ui module is checked at once;
# what is not yet under mypy: docs/engine.md).
RUFF_PATHS = ["ge_desktop", "tests", "benchmarks", "docs/screenshots", "packaging", "tools"]
MYPY_PATHS = [
    "ge_desktop/engine",
    "ge_desktop/games.py",
    "ge_desktop/rulesets",
    "ge_desktop/cards",
    "ge_desktop/storage",
    "ge_desktop/bots",
    "ge_desktop/render",
    "ge_desktop/ui",
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
