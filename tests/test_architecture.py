"""Layering rules of STYLE.md that a test can check."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

FORBIDDEN = ("PySide6", "PIL")
# Packages that must stay free of Qt and Pillow (STYLE.md principle 1); each is checked
# once it exists, and cards and cli exist from the start.
HEADLESS_PACKAGES = [
    p
    for p in (
        "ge_desktop.cards",
        "ge_desktop.engine",
        "ge_desktop.storage",
        "ge_desktop.bots",
        "ge_desktop.rulesets",
        "ge_desktop.cli",
        "ge_desktop.rulesets.galactic_empires",
        "ge_desktop.rulesets.galactic_supremacy.ruleset",
        "ge_desktop.server.server",  # the game server (#39): headless, so it runs on a VPS
        "ge_desktop.net.client",
        "ge_desktop.commands.serve",
    )
    if importlib.util.find_spec(p) is not None
]


def test_core_headless_packages_exist() -> None:
    assert {"ge_desktop.cards", "ge_desktop.cli"} <= set(HEADLESS_PACKAGES)


@pytest.mark.parametrize("package", HEADLESS_PACKAGES)
def test_headless_package_imports_neither_qt_nor_pillow(package: str) -> None:
    code = (
        "import sys, importlib\n"
        f"importlib.import_module({package!r})\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "", f"{package} imported {result.stdout.strip()}"


def test_cli_parser_builds_without_qt() -> None:
    code = "import sys\nfrom ge_desktop.cli import build_parser\nbuild_parser()\nprint('PySide6' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
