"""Online UI test fixtures: app main windows, as a person opens the app."""

from __future__ import annotations

import pytest

from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences


@pytest.fixture
def main_windows(qtbot, catalog):
    def make() -> MainWindow:
        win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
        qtbot.addWidget(win)
        win.autosave_enabled = False
        return win

    return make
