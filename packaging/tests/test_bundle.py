"""The frozen Linux bundle works on this machine: its self-test passes offscreen, it
paints its table quickly, its command line works, it opens a saved game it is handed,
it ships only the Qt it uses, it stays within its size, and its tarball unpacks anywhere
into a working app with a menu entry for the user."""

from __future__ import annotations

import json
import os
import re
import subprocess
import tarfile
from pathlib import Path

import build_bundle

FIRST_PAINT_BUDGET_S = 10.0  # measured about 1 s here; the budget catches a hang or a broken cache
SIZE_BUDGET_MB = 180.0  # measured 140.5 MB; more means something unused got in
KEPT_QT = {"QtCore", "QtGui", "QtWidgets"}
VERSION = re.search(r'__version__ = "([^"]+)"', build_bundle.ROOT.joinpath("ge_desktop", "__init__.py").read_text()).group(1)


def run(program: Path, *args: str, home: Path, **env: str) -> subprocess.CompletedProcess:
    environment = dict(build_bundle.frozen_env(str(home)), QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([str(program), *args], env=environment, capture_output=True, text=True, timeout=300)


def test_frozen_app_passes_its_self_test_offscreen(program: Path, tmp_path: Path) -> None:
    result = run(program, "--self-test", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert f"frozen bundle at {program.parent / '_internal'}" in lines[0]
    assert lines[-1].startswith("self-test passed")


def test_frozen_app_paints_its_table(program: Path) -> None:
    times = build_bundle.first_paint_seconds(program, 3)
    print(f"start to first paint: {build_bundle.describe_times(times)}")
    assert max(times) < FIRST_PAINT_BUDGET_S


def test_frozen_command_line(program: Path, tmp_path: Path) -> None:
    assert run(program, "--version", home=tmp_path).stdout.strip() == f"ge-desktop {VERSION}"
    assert run(program, "cards", "validate", home=tmp_path).returncode == 0
    deck = program.parent / "_internal" / "resources" / "decks" / "krebiz.deck"
    assert run(program, "deck", "check", str(deck), home=tmp_path).returncode == 0


def test_frozen_app_opens_a_saved_game_it_is_handed(program: Path, tmp_path: Path) -> None:
    records = tmp_path / "records"
    made = run(program, "simulate", "--decks", "argonian", "krebiz", "--games", "2", "--workers", "2", "--seed", "11",
               "--turn-cap", "2", "--json", "--save-records", str(records), home=tmp_path)
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)  # the worker processes were workers, not second apps
    record = sorted(records.glob("*.gerec"))[0]
    actions = sum(1 for line in record.read_text().splitlines()[1:] if line.startswith('{"action"'))
    opened = run(program, str(record), home=tmp_path, GE_DESKTOP_TEST_HOOK="report")
    assert opened.returncode == 0, opened.stderr
    assert opened.stdout.split()[-1] == str(actions)


def test_bundle_ships_only_the_qt_the_app_uses(program: Path) -> None:
    internal = program.parent / "_internal"
    bindings = {p.name.split(".")[0] for p in (internal / "PySide6").glob("Qt*.so")}
    assert bindings == KEPT_QT
    qt = internal / "PySide6" / "Qt"
    assert not (qt / "translations").exists()
    assert {p.name for p in (qt / "plugins").iterdir()}.isdisjoint({"egldeviceintegrations", "generic"})
    libraries = {p.name.split(".")[0] for p in internal.rglob("libQt6*")}
    assert libraries.isdisjoint({"libQt6Network", "libQt6Qml", "libQt6Quick", "libQt6Pdf", "libQt6EglFSDeviceIntegration"})
    assert not list(internal.rglob("libqgtk3*")) and not list(internal.rglob("libgtk-3*"))


def test_bundle_size(program: Path) -> None:
    size = build_bundle.size_mb(program.parent)
    print(f"bundle: {size:.1f} MB")
    assert size < SIZE_BUDGET_MB


def test_tarball_unpacks_into_a_working_app_with_a_menu_entry(tarball: Path, tmp_path: Path) -> None:
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path / "opt", filter="tar")
    folder = tmp_path / "opt" / "ge-desktop"
    assert run(folder / "ge-desktop", "--version", home=tmp_path).returncode == 0
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    subprocess.run([str(folder / "install.sh")], env=env, check=True, capture_output=True)
    entry = (data / "applications" / "ge-desktop.desktop").read_text()
    assert f'Exec="{folder}/ge-desktop" %f' in entry
    assert (data / "mime" / "packages" / "ge-desktop.xml").is_file()
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "ge-desktop.png").is_file()
    subprocess.run([str(folder / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True)
    assert not (data / "applications" / "ge-desktop.desktop").exists()
