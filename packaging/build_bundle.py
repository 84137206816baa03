#!/usr/bin/env python3
"""Freeze GE Desktop with PyInstaller on this machine, then test and time the frozen app.

    python3 packaging/build_bundle.py                 # build dist/<bundle> for this OS
    python3 packaging/build_bundle.py --self-test     # ... then run its --self-test
    python3 packaging/build_bundle.py --no-build --self-test --measure 5

The platform scripts call this first: ``build-linux.sh`` (tarball),
``windows/build-windows.ps1`` (Inno Setup installer), ``macos/build-macos.sh`` (signed
``.app`` and ``.dmg``). It needs only ``python3`` (3.11+) and the network to PyPI:

1. a build virtual environment, ``build/packaging/venv``, with the pinned versions of
   ``packaging/requirements-build.txt`` (recreated only when that file changes);
2. ``pyinstaller packaging/ge-desktop.spec`` into ``dist/`` (work files in
   ``build/packaging/work``), at the lowest CPU priority;
3. the bundle's size (every file under the bundle folder, in MB of 10^6 bytes);
4. ``--self-test``: the frozen program's ``--self-test`` (offscreen without a display);
5. ``--measure N``: start-to-first-paint, N launches (see ``first_paint_seconds``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build" / "packaging"
VENV = BUILD / "venv"
DIST = ROOT / "dist"
REQUIREMENTS = PACKAGING / "requirements-build.txt"
SPEC = PACKAGING / "ge-desktop.spec"
PAINTED = "GE-TEST painted"  # what ge_desktop/app.py prints at the table's first paint (GE_DESKTOP_TEST_HOOK=first-paint)


def bundle_dir(dist: Path = DIST) -> Path:
    """The folder (or ``.app``) the spec builds on this platform."""
    if sys.platform == "win32":
        return dist / "GE Desktop"
    if sys.platform == "darwin":
        return dist / "GE Desktop.app"
    return dist / "ge-desktop"


def frozen_program(dist: Path = DIST) -> Path:
    """The frozen command-line program (on Windows the console one, which can print)."""
    if sys.platform == "win32":
        return bundle_dir(dist) / "ge-desktop.exe"
    if sys.platform == "darwin":
        return bundle_dir(dist) / "Contents" / "MacOS" / "ge-desktop"
    return bundle_dir(dist) / "ge-desktop"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _low_priority() -> None:
    if hasattr(os, "nice"):
        os.nice(19)  # the build shares its machine: everything else goes first


def run(command: list[str], **options) -> subprocess.CompletedProcess:
    print("+", " ".join(str(c) for c in command), flush=True)
    preexec = _low_priority if os.name == "posix" else None
    return subprocess.run([str(c) for c in command], check=True, preexec_fn=preexec, **options)


def ensure_build_env() -> Path:
    """The build venv with the pinned requirements; reinstalled when they change."""
    stamp = VENV / ".requirements-stamp"
    digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if not venv_python().exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    if not stamp.exists() or stamp.read_text() != digest:
        run([venv_python(), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        run([venv_python(), "-m", "pip", "install", "--quiet", "-r", REQUIREMENTS])
        stamp.write_text(digest)
    return venv_python()


def build(python: Path) -> Path:
    """Run PyInstaller on the spec; returns the bundle folder."""
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", DIST, "--workpath", BUILD / "work", SPEC], cwd=ROOT)
    return bundle_dir()


def size_mb(folder: Path) -> float:
    """Every file under ``folder`` (symlinks not followed), in MB of 10^6 bytes."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def frozen_env(home: str | None = None) -> dict[str, str]:
    """The environment for the frozen app: offscreen Qt when there is no display."""
    env = dict(os.environ)
    if sys.platform.startswith("linux") and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if home is not None:
        env["GE_DESKTOP_HOME"] = home
    return env


def self_test(program: Path) -> int:
    """The frozen app's own ``--self-test``; its exit code."""
    print(f"+ {program} --self-test", flush=True)
    return subprocess.call([str(program), "--self-test"], env=frozen_env())


def first_paint_seconds(program: Path | list[str], launches: int) -> list[float]:
    """Seconds from starting the frozen program (or a command) to its table's first paint.

    The app is started with ``GE_DESKTOP_TEST_HOOK=first-paint``: it opens as a player's
    double-click does (a new rules game of the starter decks) and prints ``GE-TEST painted``
    once the table has been painted with its cards, then exits. The time runs from just
    before the process is spawned to the moment that line is read. All launches share
    one fresh ``GE_DESKTOP_HOME``, so the first starts with an empty card-face cache
    (cold) and the others find the faces it rendered (warm).
    """
    home = tempfile.mkdtemp(prefix="ge-desktop-measure-")
    env = dict(frozen_env(home), GE_DESKTOP_TEST_HOOK="first-paint")
    times = []
    for _ in range(launches):
        begin = time.perf_counter()
        command = [str(program)] if isinstance(program, Path) else program
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        painted = next((time.perf_counter() - begin for line in process.stdout if PAINTED in line), None)
        process.wait(timeout=120)
        if painted is None:
            raise RuntimeError(f"{program} exited ({process.returncode}) without painting its table")
        times.append(painted)
    return times


def describe_times(times: list[float]) -> str:
    text = f"first launch (empty face cache) {times[0]:.2f} s"
    if len(times) > 1:
        warm = times[1:]
        text += f"; warm median {statistics.median(warm):.2f} s (min {min(warm):.2f}, max {max(warm):.2f}, {len(warm)} launches)"
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use the bundle already in dist/")
    parser.add_argument("--self-test", action="store_true", help="run the frozen app's --self-test")
    parser.add_argument("--measure", type=int, default=0, metavar="N", help="time N launches to the first paint")
    args = parser.parse_args(argv)
    if sys.version_info < (3, 11):  # noqa: UP036 (the builder may be started with an older Python)
        sys.exit(f"building GE Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    folder = bundle_dir() if args.no_build else build(ensure_build_env())
    program = frozen_program()
    if not program.is_file():
        sys.exit(f"no frozen program at {program}: build it first (without --no-build)")
    print(f"bundle: {folder} ({size_mb(folder):.1f} MB)", flush=True)
    if args.self_test and self_test(program) != 0:
        print("the frozen app's self-test FAILED", file=sys.stderr)
        return 1
    if args.measure:
        print(f"start to first paint: {describe_times(first_paint_seconds(program, args.measure))}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
