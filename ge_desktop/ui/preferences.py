"""Preferences: a frozen value, kept with ``QSettings`` in the user's config folder.

Card size, animation speed, table colour, theme (following the system by default),
confirmations and recent files; and what the New Game dialog was last left with
(``load_new_game_choices``, one JSON value). The settings file lives in ``user_config_dir()`` (so
``GE_DESKTOP_HOME`` redirects it in tests) as an INI file; unknown or broken values fall
back to the defaults instead of failing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication

from ge_desktop.paths import user_config_dir
from ge_desktop.ui.colors import DEFAULT_FELT

MAX_RECENT = 8


class Theme(str, Enum):
    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


class AnimationSpeed(int, Enum):
    """Milliseconds a card takes to move or turn."""

    OFF = 0
    FAST = 110
    NORMAL = 180
    SLOW = 320


CARD_SIZES: dict[str, float] = {"small": 100.0, "medium": 126.0, "large": 150.0}


@dataclass(frozen=True)
class Preferences:
    card_size: str = "medium"
    animation: AnimationSpeed = AnimationSpeed.NORMAL
    felt: str = DEFAULT_FELT
    theme: Theme = Theme.SYSTEM
    confirm_new_game: bool = True  # no longer asked for: New Game and Open always ask before discarding unsaved moves (kept so settings files load)
    confirm_quit: bool = False
    hot_seat: bool = True
    always_ask_reactions: bool = False  # hot-seat: prompt every player, reaction or not
    recent_files: tuple[str, ...] = field(default=())
    last_folder: str = ""  # where the file dialogs open (the folder used last)

    @property
    def card_width(self) -> float:
        return CARD_SIZES.get(self.card_size, CARD_SIZES["medium"])

    def with_recent(self, path: str) -> Preferences:
        recent = (path, *[p for p in self.recent_files if p != path])[:MAX_RECENT]
        return replace(self, recent_files=recent)


def settings() -> QSettings:
    return QSettings(str(user_config_dir() / "settings.ini"), QSettings.Format.IniFormat)


def _bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return default


def _enum(kind, value: object, default):
    try:
        return kind(int(value)) if issubclass(kind, int) else kind(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default


def load_preferences() -> Preferences:
    """The saved preferences (defaults for anything missing or broken)."""
    s, d = settings(), Preferences()
    recent = s.value("recent_files", [])
    if isinstance(recent, str):
        recent = [recent]
    return Preferences(
        card_size=str(s.value("card_size", d.card_size)) if s.value("card_size", d.card_size) in CARD_SIZES else d.card_size,
        animation=_enum(AnimationSpeed, s.value("animation", d.animation.value), d.animation),
        felt=str(s.value("felt", d.felt)),
        theme=_enum(Theme, s.value("theme", d.theme.value), d.theme),
        confirm_new_game=_bool(s.value("confirm_new_game", d.confirm_new_game), d.confirm_new_game),
        confirm_quit=_bool(s.value("confirm_quit", d.confirm_quit), d.confirm_quit),
        hot_seat=_bool(s.value("hot_seat", d.hot_seat), d.hot_seat),
        always_ask_reactions=_bool(s.value("always_ask_reactions", d.always_ask_reactions), d.always_ask_reactions),
        recent_files=tuple(str(p) for p in (recent or []))[:MAX_RECENT],
        last_folder=str(s.value("last_folder", d.last_folder) or ""),
    )


def save_preferences(prefs: Preferences) -> None:
    s = settings()
    s.setValue("card_size", prefs.card_size)
    s.setValue("animation", prefs.animation.value)
    s.setValue("felt", prefs.felt)
    s.setValue("theme", prefs.theme.value)
    s.setValue("confirm_new_game", prefs.confirm_new_game)
    s.setValue("confirm_quit", prefs.confirm_quit)
    s.setValue("hot_seat", prefs.hot_seat)
    s.setValue("always_ask_reactions", prefs.always_ask_reactions)
    s.setValue("recent_files", list(prefs.recent_files))
    s.setValue("last_folder", prefs.last_folder)
    s.sync()


NEW_GAME_KEY = "new_game/choices"


def load_new_game_choices() -> dict[str, Any]:
    """What the New Game dialog was last left with (an empty dict if nothing, or nothing readable, was kept)."""
    text = settings().value(NEW_GAME_KEY, "")
    try:
        found = json.loads(str(text)) if text else {}
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


def save_new_game_choices(choices: dict[str, Any]) -> None:
    """Keep the New Game dialog's choices for the next time it opens (plain JSON values)."""
    s = settings()
    s.setValue(NEW_GAME_KEY, json.dumps(choices, sort_keys=True))
    s.sync()


def apply_theme(theme: Theme) -> None:
    """Light, dark, or whatever the system uses."""
    app = QGuiApplication.instance()
    if app is None:
        return
    scheme = {
        Theme.SYSTEM: Qt.ColorScheme.Unknown,
        Theme.LIGHT: Qt.ColorScheme.Light,
        Theme.DARK: Qt.ColorScheme.Dark,
    }[theme]
    app.styleHints().setColorScheme(scheme)  # type: ignore[attr-defined]
