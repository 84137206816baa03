"""dev.py's Qt system-library check: missing libraries are named, with the install command
of the distribution found in /etc/os-release (a plain test: no Qt, no display)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def dev():
    spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _without(*names: str):
    return lambda name: None if name in names else f"lib{name}.so"


@pytest.mark.parametrize(
    ("os_release", "command"),
    [
        ('ID=ubuntu\nID_LIKE=debian\n', "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"),
        ('ID=linuxmint\nID_LIKE="ubuntu debian"\n', "sudo apt-get install -y libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"),
        ('ID=fedora\n', "sudo dnf install -y xcb-util-cursor xcb-util-wm xcb-util-keysyms"),
        ('ID=arch\n', "sudo pacman -S --needed xcb-util-cursor xcb-util-wm xcb-util-keysyms"),
        ('ID=endeavouros\nID_LIKE=arch\n', "sudo pacman -S --needed xcb-util-cursor xcb-util-wm xcb-util-keysyms"),
    ],
)
def test_missing_qt_libraries_are_named_with_the_install_command(dev, os_release: str, command: str) -> None:
    missing = dev.missing_qt_libraries(_without("xcb-cursor", "xcb-icccm", "xcb-keysyms"))
    assert [row[0] for row in missing] == ["xcb-cursor", "xcb-icccm", "xcb-keysyms"]
    advice = dev.qt_library_advice(missing, os_release)
    assert "libxcb-cursor, libxcb-icccm, libxcb-keysyms" in advice
    assert command in advice


def test_an_unknown_distribution_gets_every_command(dev) -> None:
    advice = dev.qt_library_advice(dev.missing_qt_libraries(_without("xcb-cursor")), "ID=someos\n")
    for installer in ("apt-get install -y libxcb-cursor0", "dnf install -y xcb-util-cursor", "pacman -S --needed xcb-util-cursor"):
        assert installer in advice


def test_nothing_is_said_when_every_library_is_there(dev, capsys, monkeypatch) -> None:
    assert dev.missing_qt_libraries(lambda name: f"lib{name}.so") == []
    monkeypatch.setattr(dev.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(dev, "missing_qt_libraries", lambda: [])
    dev.check_qt_libraries()
    assert capsys.readouterr().err == ""
