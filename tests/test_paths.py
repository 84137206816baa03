"""One module finds resources in a checkout, an installed wheel and a frozen bundle."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ge_desktop import paths

ROOT = Path(__file__).resolve().parents[1]


def test_checkout_resources_are_found() -> None:
    assert paths.resources_dir() == ROOT / "resources"
    assert paths.cards_dir() == ROOT / "resources" / "cards"
    assert paths.decks_dir() == ROOT / "resources" / "decks"
    assert paths.shipped_card_images_dir() == ROOT / "card_images"


def test_frozen_bundle_resources_are_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "resources").mkdir()
    (tmp_path / "card_images").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() == tmp_path / "resources"
    assert paths.shipped_card_images_dir() == tmp_path / "card_images"


def test_installed_wheel_resources_are_found(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(ROOT)],
        check=True,
        capture_output=True,
    )
    target = tmp_path / "site"
    wheel = next(wheels.glob("*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target), str(wheel)], check=True, capture_output=True)
    code = "from ge_desktop import paths; print(paths.resources_dir()); print(paths.shipped_card_images_dir())"
    env = dict(os.environ, PYTHONPATH=str(target))
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    resources, images = result.stdout.splitlines()
    assert Path(resources) == target / "ge_desktop" / "_resources"
    assert Path(images) == target / "ge_desktop" / "_card_images"
    assert (Path(resources) / "empires.json").is_file()


def test_user_dirs_follow_ge_desktop_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GE_DESKTOP_HOME", str(tmp_path))
    assert paths.user_data_dir() == tmp_path / "data" and paths.user_data_dir().is_dir()
    assert paths.user_cache_dir() == tmp_path / "cache"
    assert paths.card_image_dirs()[0] == tmp_path / "data" / "card_images"
