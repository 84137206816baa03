"""The opt-in tests of the frozen Linux bundle: ``packaging/build-linux.sh --test``.

They are not in the default test run (``pyproject.toml`` collects ``tests/`` only), since
building the bundle takes a minute of the machine. They test ``dist/ge-desktop/`` and
the tarball beside it as built; with ``GE_DESKTOP_TEST_BUNDLE=1`` they build them first
when they are missing (``packaging/build-linux.sh``), without it a missing bundle is a
failure that says how to build it. Run them by hand with any Python that has pytest:

    packaging/build-linux.sh && python3 -m pytest -c packaging/tests/pytest.ini packaging/tests -q
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PACKAGING))

import build_bundle  # noqa: E402 - the build script is the module under test here


def _tarballs() -> list[Path]:
    return sorted(build_bundle.DIST.glob("ge-desktop-*-linux-*.tar.gz"))


@pytest.fixture(scope="session")
def built() -> None:
    """The bundle and tarball exist (built now if GE_DESKTOP_TEST_BUNDLE=1)."""
    if build_bundle.frozen_program().is_file() and _tarballs():
        return
    if os.environ.get("GE_DESKTOP_TEST_BUNDLE") != "1":
        pytest.fail(f"no bundle in {build_bundle.DIST}: run packaging/build-linux.sh first, or set GE_DESKTOP_TEST_BUNDLE=1")
    subprocess.run([str(PACKAGING / "build-linux.sh")], check=True)


@pytest.fixture(scope="session")
def program(built) -> Path:
    return build_bundle.frozen_program()


@pytest.fixture(scope="session")
def tarball(built) -> Path:
    named = os.environ.get("GE_DESKTOP_TARBALL")
    return Path(named) if named else _tarballs()[-1]
