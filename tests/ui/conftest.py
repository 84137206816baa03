"""UI test fixtures: a catalog, ready sandbox games and a shown table window."""

from __future__ import annotations

from collections.abc import Iterator

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
def window(qtbot, catalog, two_player_game) -> Iterator[MainWindow]:
    """The table window on a ready 2-player sandbox game, shown, animations off."""
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(two_player_game))
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.page.view.fit_to_window()
    yield win
    from ge_desktop.ui.table.face_drawer import shared_drawer

    shared_drawer().drop_ahead()  # the next test has another game (and another home): no faces drawn for this one


def played_until(catalog, seed: int, until, limit: int = 3000):
    """The rules game of ``seed`` played by the weighted agent until ``until(game)``."""
    from ge_desktop.bots.weighted_agent import WeightedAgent
    from ge_desktop.ui.sample_games import rules_game

    game = rules_game(catalog, seed)
    agent = WeightedAgent(seed)
    for _ in range(limit):
        if until(game):
            return game
        game.play(agent.choose(game))
    pytest.fail(f"seed {seed}: the state never came")


@pytest.fixture
def rules_table(qtbot, catalog):
    """A factory: ``rules_table(game, size=(1400, 900), hot_seat=True)`` shows ``game`` on a
    rules window, the player to act at the screen, autosave off."""

    def show(game, size=(1400, 900), hot_seat=True, bots=None) -> MainWindow:
        prefs = Preferences(animation=AnimationSpeed.OFF, confirm_quit=False, hot_seat=hot_seat)
        win = MainWindow(catalog, prefs)
        qtbot.addWidget(win)
        win.autosave_enabled = False
        session = win.make_session(game, bots)
        if game.to_act is not None and not session.is_bot(game.to_act):
            session.viewer = game.to_act
        win.set_session(session)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        return win

    return show


@pytest.fixture(autouse=True)
def _no_blocking_questions(monkeypatch):
    """'Save this game first?' is a modal box; in tests it answers Cancel (nothing is lost)
    and the questions are kept in ``window.questions``. Tests of the box itself use
    ``real_questions``."""
    from PySide6.QtWidgets import QMessageBox

    from ge_desktop.ui.window_files import GameFilesMixin

    def ask(self, question: str, leave) -> QMessageBox.StandardButton:
        self.__dict__.setdefault("questions", []).append(question)
        return self.__dict__.get("answer", QMessageBox.StandardButton.Cancel)

    monkeypatch.setattr(GameFilesMixin, "ask_unsaved", ask)
