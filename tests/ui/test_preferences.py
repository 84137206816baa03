"""Preferences kept with QSettings in the user config folder; broken values fall back."""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.paths import user_config_dir
from ge_desktop.ui.preferences import AnimationSpeed, Preferences, Theme, load_preferences, save_preferences, settings


def test_preferences_round_trip(qapp) -> None:
    prefs = replace(Preferences(), card_size="large", animation=AnimationSpeed.SLOW, felt="#112233", theme=Theme.DARK, hot_seat=False)
    save_preferences(prefs.with_recent("/a.gerec").with_recent("/b.gerec").with_recent("/a.gerec"))
    loaded = load_preferences()
    assert loaded.recent_files == ("/a.gerec", "/b.gerec")
    assert replace(loaded, recent_files=()) == prefs
    assert (user_config_dir() / "settings.ini").exists()


def test_broken_settings_fall_back_to_defaults(qapp) -> None:
    s = settings()
    s.setValue("animation", "very fast")
    s.setValue("theme", "purple")
    s.setValue("card_size", "huge")
    s.sync()
    loaded = load_preferences()
    assert (loaded.animation, loaded.theme, loaded.card_size) == (AnimationSpeed.NORMAL, Theme.SYSTEM, "medium")


def test_preferences_dialog_returns_what_was_chosen(qtbot) -> None:
    from ge_desktop.ui.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.card_size.setCurrentText("small")
    dialog.hot_seat.setChecked(False)
    dialog.theme.setCurrentIndex(2)
    dialog.animation.setCurrentIndex(0)
    chosen = dialog.preferences()
    assert chosen.card_size == "small" and chosen.hot_seat is False and chosen.card_width == 100.0
    assert chosen.theme is Theme.DARK and chosen.animation is AnimationSpeed.OFF
