"""Galactic Supremacy tables on the main window (autosave off, animations off)."""

from __future__ import annotations

import pytest

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences


@pytest.fixture
def gs_table(qtbot, catalog):
    """A factory: ``gs_table(setup, bots={}, size=(1400, 900), hot_seat=True)``."""

    def show(setup: Setup, bots: dict[int, BotKind] | None = None, size=(1400, 900), hot_seat: bool = True) -> MainWindow:
        win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False, hot_seat=hot_seat))
        qtbot.addWidget(win)
        win.autosave_enabled = False
        session = win.make_session(Game.new(setup), bots)
        session.bot_delay_ms = 0
        win.set_session(session)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        return win

    return show
