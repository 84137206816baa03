#!/usr/bin/env python3
"""Set up and run GE Desktop from a checkout, needing nothing but python3.

    python3 dev.py run     create/update .venv, install, launch the app
    python3 dev.py test    create/update .venv, install with test extras, run every test

Extra arguments after the command go to the app or to pytest. The virtual environment
is reinstalled only when pyproject.toml changes (a stamp file remembers its hash).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".dev-stamp"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_env(extras: str) -> Path:
    """Create the venv if needed and install the project (editable) with ``extras``."""
    if sys.version_info < (3, 11):
        sys.exit(f"GE Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    python = venv_python()
    if not python.exists():
        print("dev.py: creating .venv ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except Exception as exc:  # ensurepip missing on some distributions
            sys.exit(f"dev.py: cannot create a virtual environment ({exc}); install your distribution's python3-venv")
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != digest:
        print(f"dev.py: installing ge-desktop[{extras}] into .venv ...", flush=True)
        target = f"{ROOT}[{extras}]" if extras else str(ROOT)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "-e", target], check=True)
        STAMP.write_text(digest)
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test"}:
        print(__doc__.strip())
        return 2
    command, rest = argv[0], argv[1:]
    python = ensure_env("test")
    if command == "run":
        return subprocess.call([str(python), "-m", "ge_desktop", *rest])
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    return subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
