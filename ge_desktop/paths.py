"""The one place that resolves resource paths.

GE Desktop runs from three layouts, and every other module asks here instead of
guessing:

- a source checkout: ``<repo>/resources`` and ``<repo>/card_images`` beside the package;
- an installed wheel: the same folders copied into the package as ``_resources`` and
  ``_card_images`` (see ``[tool.hatch.build.targets.wheel.force-include]``);
- a frozen bundle (PyInstaller): the folders next to the unpacked code, under
  ``sys._MEIPASS``.

User-writable places (saves, autosave, settings, logs, the render cache, the user's own
catalog and scans) come from ``platformdirs`` and can be redirected with the
``GE_DESKTOP_HOME`` environment variable, which tests use to stay out of the real home.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import platformdirs

APP_NAME = "GE Desktop"
APP_SLUG = "ge-desktop"

_PACKAGE_DIR = Path(__file__).resolve().parent


def _bundle_root() -> Path | None:
    """The unpacked root of a frozen bundle, if we are frozen."""
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        return Path(meipass)
    return None


def _find_dir(checkout_name: str, packaged_name: str) -> Path:
    """Locate a shipped data folder in a bundle, a wheel or a checkout, in that order."""
    bundle = _bundle_root()
    candidates = []
    if bundle is not None:
        candidates += [bundle / checkout_name, bundle / "ge_desktop" / packaged_name]
    candidates += [_PACKAGE_DIR / packaged_name, _PACKAGE_DIR.parent / checkout_name]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"cannot find the '{checkout_name}' folder (looked in: "
        + ", ".join(str(c) for c in candidates)
        + ")"
    )


def resources_dir() -> Path:
    """The shipped ``resources/`` folder (catalog, decks, fonts, icons)."""
    return _find_dir("resources", "_resources")


def cards_dir() -> Path:
    """Folder of the shipped card catalog files (``*.json``)."""
    return resources_dir() / "cards"


def decks_dir() -> Path:
    """Folder of the shipped starter decks (``*.deck``)."""
    return resources_dir() / "decks"


def shipped_card_images_dir() -> Path:
    """The shipped ``card_images/`` folder (README and any default scans)."""
    return _find_dir("card_images", "_card_images")


def user_home() -> Path | None:
    """The override root for every user folder, if ``GE_DESKTOP_HOME`` is set."""
    value = os.environ.get("GE_DESKTOP_HOME")
    return Path(value) if value else None


_USER_DIRS: dict[str, Callable[..., str]] = {
    "data": platformdirs.user_data_dir,
    "cache": platformdirs.user_cache_dir,
    "config": platformdirs.user_config_dir,
    "log": platformdirs.user_log_dir,
}


def user_dir_path(kind: str) -> Path:
    """The path of a user folder (``data``, ``cache``, ``config``, ``log``), without creating it."""
    home = user_home()
    if home is not None:
        path = home / kind
    else:
        path = Path(_USER_DIRS[kind](APP_SLUG, appauthor=False))
    return path


def _user_dir(kind: str) -> Path:
    """The user folder, created if it can be. A read-only or full disk is not an error
    here: the folder's path is returned anyway, and whatever writes there says why it
    cannot (``storage/folders.py`` tells the player at start)."""
    path = user_dir_path(kind)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def user_data_dir() -> Path:
    """Saves, autosave, the user's own catalog and decks."""
    return _user_dir("data")


def user_cache_dir() -> Path:
    """Rendered card faces and other things that can be rebuilt."""
    return _user_dir("cache")


def user_config_dir() -> Path:
    """Settings files."""
    return _user_dir("config")


def user_log_dir() -> Path:
    """The log file a player can attach to a bug report."""
    return _user_dir("log")


def user_card_images_dir() -> Path:
    """Where a player of an installed app drops scans of his own cards."""
    path = user_data_dir() / "card_images"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only user folder: there are simply no scans of the player's own
    return path


def card_image_dirs() -> list[Path]:
    """Folders searched for card scans, most specific first."""
    dirs = [user_card_images_dir()]
    try:
        dirs.append(shipped_card_images_dir())
    except FileNotFoundError:
        pass
    return dirs


# --- imported card collections (LackeyCCG plugins, ``ge_desktop/lackey/``) --------------------------

COLLECTION_CARDS_FILE = "cards.json"  # an imported collection's catalog file
COLLECTION_MANIFEST_FILE = "collection.json"  # what the collection was imported from


def collections_dir() -> Path:
    """The folder holding every imported collection (one folder each)."""
    return user_data_dir() / "lackey"


def collection_folders(root: Path | None = None) -> list[Path]:
    """Every imported collection's folder (one with a manifest), sorted by name."""
    folder = root or collections_dir()
    if not folder.is_dir():
        return []
    return [p for p in sorted(folder.iterdir()) if (p / COLLECTION_MANIFEST_FILE).is_file()]


def imported_catalog_files(root: Path | None = None) -> list[Path]:
    """The catalog file of every imported collection (loaded beside the user's own cards)."""
    return [p / COLLECTION_CARDS_FILE for p in collection_folders(root) if (p / COLLECTION_CARDS_FILE).is_file()]
