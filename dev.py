#!/usr/bin/env python3
"""Set up and run GE Desktop from a checkout, needing nothing but python3.

    python3 dev.py run     create/update .venv, install, launch the app
    python3 dev.py test    create/update .venv, install with test extras, run every test

Extra arguments after the command go to the app or to pytest. The virtual environment
is reinstalled only when pyproject.toml changes (a stamp file remembers its hash).

On Linux, ``run`` first checks that the system libraries Qt's X11/Wayland platform plugin
loads are installed (a fresh desktop often lacks libxcb-cursor0, libxcb-icccm4,
libxcb-keysyms1 ...) and, if some are missing, prints the command that installs them on
the distribution it finds (Debian/Ubuntu, Fedora/RHEL, Arch, openSUSE).
"""

from __future__ import annotations

import ctypes.util
import hashlib
import os
import subprocess
import sys
import venv
from collections.abc import Callable
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


# --- Qt's system libraries on Linux ---------------------------------------------------------

# (library name for ctypes.util.find_library, Debian/Ubuntu, Fedora/RHEL, Arch, openSUSE package)
QT_LIBRARIES: tuple[tuple[str, str, str, str, str], ...] = (
    ("xcb-cursor", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor", "libxcb-cursor0"),  # Qt 6.5+
    ("xcb-icccm", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm", "libxcb-icccm4"),
    ("xcb-keysyms", "libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms", "libxcb-keysyms1"),
    ("xcb-image", "libxcb-image0", "xcb-util-image", "xcb-util-image", "libxcb-image0"),
    ("xcb-render-util", "libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil", "libxcb-render-util0"),
    ("xcb-xkb", "libxcb-xkb1", "libxcb", "libxcb", "libxcb-xkb1"),
    ("xkbcommon-x11", "libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11", "libxkbcommon-x11-0"),
    ("EGL", "libegl1", "libglvnd-egl", "libglvnd", "libEGL1"),
    ("fontconfig", "libfontconfig1", "fontconfig", "fontconfig", "libfontconfig1"),
    ("dbus-1", "libdbus-1-3", "dbus-libs", "dbus", "libdbus-1-3"),
)
FAMILIES = {"debian": 1, "ubuntu": 1, "fedora": 2, "rhel": 2, "centos": 2, "arch": 3, "suse": 4, "opensuse": 4}
INSTALLERS = {1: "sudo apt-get install -y", 2: "sudo dnf install -y", 3: "sudo pacman -S --needed", 4: "sudo zypper install -y"}
INSTALLER_NAMES = {1: "Debian/Ubuntu", 2: "Fedora/RHEL", 3: "Arch", 4: "openSUSE"}


def distro_family(os_release: str) -> int | None:
    """1 Debian/Ubuntu, 2 Fedora/RHEL, 3 Arch, 4 openSUSE, from /etc/os-release text (ID, then ID_LIKE)."""
    fields = {}
    for line in os_release.splitlines():
        key, _, value = line.partition("=")
        fields[key.strip()] = value.strip().strip('"').lower()
    for word in [fields.get("ID", ""), *fields.get("ID_LIKE", "").split()]:
        for name, family in FAMILIES.items():
            if word == name or word.startswith(name):
                return family
    return None


def missing_qt_libraries(found: Callable[[str], str | None] = ctypes.util.find_library) -> list[tuple[str, str, str, str, str]]:
    """The libraries of ``QT_LIBRARIES`` the system does not have."""
    return [row for row in QT_LIBRARIES if not found(row[0])]


def qt_library_advice(missing: list[tuple[str, str, str, str, str]], os_release: str) -> str:
    """What to tell the player: which libraries are missing and the command that installs them."""
    names = ", ".join(f"lib{row[0]}" for row in missing)
    family = distro_family(os_release)
    lines = [f"dev.py: Qt needs system libraries that were not found: {names}."]
    if family is not None:
        packages = " ".join(dict.fromkeys(row[family] for row in missing))
        lines.append(f"Install them ({INSTALLER_NAMES[family]}) with:\n    {INSTALLERS[family]} {packages}")
    else:
        for family, installer in INSTALLERS.items():
            packages = " ".join(dict.fromkeys(row[family] for row in missing))
            lines.append(f"{INSTALLER_NAMES[family]}: {installer} {packages}")
    return "\n".join(lines)


def check_qt_libraries() -> None:
    """Linux with a display: say which Qt system libraries are missing (the launch is tried anyway)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM", "") in {"offscreen", "minimal"}:
        return
    missing = missing_qt_libraries()
    if missing:
        try:
            os_release = Path("/etc/os-release").read_text(encoding="utf-8", errors="replace")
        except OSError:
            os_release = ""
        print(qt_library_advice(missing, os_release), file=sys.stderr, flush=True)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test"}:
        print(__doc__.strip())
        return 2
    command, rest = argv[0], argv[1:]
    python = ensure_env("test")
    if command == "run":
        check_qt_libraries()
        return subprocess.call([str(python), "-m", "ge_desktop", *rest])
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    return subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
