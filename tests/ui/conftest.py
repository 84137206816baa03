"""UI test fixtures: a catalog, ready sandbox games and a shown table window."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine import Game
from ge_desktop.ui.game_setup import ready_game, starter_config
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences


@pytest.fixture(scope="session")
def catalog():
    return default_catalog()


@pytest.fixture
def two_player_game(catalog) -> Game:
    return ready_game(starter_config(catalog, 2, seed=20), catalog)


@pytest.fixture
def window(qtbot, catalog, two_player_game) -> MainWindow:
    """The table window on a ready 2-player sandbox game, shown, animations off."""
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(two_player_game))
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.view.fit_to_window()
    return win
