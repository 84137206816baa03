"""Make the rules-assist screenshots of the docs from the real window (offscreen).

Run from the checkout: ``.venv/bin/python docs/screenshots/assist_screenshots.py``. Each
shot is a seeded rules-enforced starter game played forward by the engine's weighted
agent until the moment to show, put on a ``MainWindow`` and grabbed:

- ``assist-drag.png``: a hand card picked up; its legal places framed and lit, the rest dimmed;
- ``assist-allocation.png``: the Allocation Phase: point tokens, engagement tags, counters;
- ``assist-volley.png``: weapons chosen on their badges, the lit targets, the volley dialog;
- ``assist-reaction.png``: a reaction window asking the player at the screen.

Dialogs are separate windows, so they are painted onto the window's picture where they
would open (centred).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-assist-shots-")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from ge_desktop.bots.weighted_agent import WeightedAgent  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.engine import Game  # noqa: E402
from ge_desktop.rulesets.galactic_empires import Phase  # noqa: E402
from ge_desktop.ui import assist  # noqa: E402
from ge_desktop.ui.board import known_key  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402
from ge_desktop.ui.sample_games import rules_game  # noqa: E402

SIZE = (1500, 940)
MAX_ACTIONS = 4000


def advance(catalog, seed: int, until: Callable[[Game], bool]) -> Game:
    """The seeded game played by the weighted agent until ``until`` holds."""
    game = rules_game(catalog, seed)
    agent = WeightedAgent(seed)
    for _ in range(MAX_ACTIONS):
        if until(game):
            return game
        game.play(agent.choose(game))
    raise RuntimeError(f"seed {seed}: the moment never came")


def window_for(catalog, game: Game) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.autosave_enabled = False
    session = win.make_session(game)
    session.viewer = game.to_act
    win.set_session(session)
    win.resize(*SIZE)
    win.show()
    QApplication.processEvents()
    win.page.view.fit_to_window()
    QApplication.processEvents()
    return win


def save(win: MainWindow, name: str, dialog: QWidget | None = None) -> None:
    picture = win.grab()
    if dialog is not None and dialog.isVisible():
        dialog.adjustSize()
        inset = dialog.grab()
        painter = QPainter(picture)
        at = QPoint((picture.width() - inset.width()) // 2, (picture.height() - inset.height()) // 3)
        painter.drawPixmap(at, inset)
        painter.end()
    picture.save(str(HERE / name))
    print("wrote", HERE / name)


def view_point(win: MainWindow, point: QPointF) -> QPoint:
    return win.page.view.mapFromScene(point)


def drag_shot(catalog) -> None:
    def many_places(game: Game) -> bool:
        if not game.phase.is_card_play or game.state.window is not None or game.state.complete_turn < 4:
            return False
        hand = game.state.players[game.to_act].hand
        return any(sum(isinstance(t, int) for t in assist.destinations(game, c).moves) >= 3 for c in hand)

    game = advance(catalog, 21, many_places)
    win = window_for(catalog, game)
    hand = game.state.players[game.to_act].hand
    card = max(hand, key=lambda c: len(assist.destinations(game, c).moves))
    viewport = win.page.view.viewport()
    start = view_point(win, win.page.scene.spot_scene_point(known_key(card)))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    end = start + QPoint(-140, -300)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QApplication.processEvents()
    save(win, "assist-drag.png")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)


def allocation_shot(catalog) -> None:
    def rich_allocation(game: Game) -> bool:
        state = game.state
        return state.phase is Phase.ALLOCATION and state.complete_turn >= 5 and sum(state.players[state.active].pool.values()) >= 5

    game = advance(catalog, 8, rich_allocation)
    win = window_for(catalog, game)
    save(win, "assist-allocation.png")


def volley_shot(catalog) -> None:
    def armed(game: Game) -> bool:
        state = game.state
        if state.phase is not Phase.WEAPONS_FIRE or state.window is not None or state.fire is None or state.fire.open is not None:
            return False
        from ge_desktop.ui.fire_assist import fire_options

        return state.complete_turn >= 5 and len(fire_options(game).ready) >= 3

    game = advance(catalog, 5, armed)
    win = window_for(catalog, game)
    session = win.session
    options = session.fire_options()
    for unit, symbol in list(options.ready)[:3]:
        session.toggle_weapon(known_key(unit), symbol)
    QApplication.processEvents()
    target = next(iter(session.fire_targets()))
    session.aim(target)
    QApplication.processEvents()
    save(win, "assist-volley.png", win.page.volley)


def reaction_shot(catalog) -> None:
    game = advance(catalog, 7, lambda g: g.state.window is not None and g.state.complete_turn >= 3)
    win = window_for(catalog, game)
    save(win, "assist-reaction.png", win.page.reaction)


def make() -> None:
    QApplication.instance() or QApplication([])
    catalog = default_catalog()
    drag_shot(catalog)
    allocation_shot(catalog)
    volley_shot(catalog)
    reaction_shot(catalog)


if __name__ == "__main__":
    make()
