"""The guided first game's screenshots (#40): its first step, a step pointing at a card, its
last step (played there through the window as its instructions say, as
tests/ui/test_learn_to_play.py does), and a crowded bot table with the tooltip of a tall
stack's card (7b), each at 1024x700 and 1920x1080. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/learn_to_play_screenshots.py docs/screenshots
"""

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-shots-")  # never the user's own settings
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent, QPainter
from PySide6.QtWidgets import QApplication, QToolTip

app = QApplication([])
from ge_desktop.games import load_games  # noqa: E402

load_games()
from ge_desktop.bots import BotKind  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.rulesets.galactic_empires.terms import Zone  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402
from ge_desktop.ui.tutorial import Guide  # noqa: E402
from tests.ui.conftest import played_until  # noqa: E402
from tests.ui.test_learn_to_play import play_steps  # noqa: E402
from tests.ui.test_table_explains import crowded_bot_table, stack_height  # noqa: E402
from tests.ui.ui_driver import UiDriver  # noqa: E402

out = sys.argv[1]
cat = default_catalog()


class Waiter:
    """What the test helpers ask of pytest-qt's qtbot."""

    def waitUntil(self, condition, timeout=60_000):  # noqa: N802 - qtbot's name
        end = time.monotonic() + timeout / 1000
        while not condition():
            if time.monotonic() > end:
                raise TimeoutError("the bot did not finish its turn")
            app.processEvents()
            time.sleep(0.01)


def settle():
    for _ in range(10):
        app.processEvents()


def window(size):
    win = MainWindow(cat, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False, hot_seat=False))
    win.resize(*size)
    win.show()
    settle()
    return win


def save(win, name, tip=None):
    img = win.grab()
    if tip is not None:
        painter = QPainter(img)
        painter.drawPixmap(win.mapFromGlobal(tip.mapToGlobal(QPoint())), tip.grab())
        painter.end()
    img.save(f"{out}/{name}.png")
    print(name, img.width(), img.height())


for size in ((1024, 700), (1920, 1080)):
    tag = f"{size[0]}x{size[1]}"
    win = window(size)
    win.learn_actions[0].trigger()
    guide = win.findChild(Guide)
    win.act_fast_bots.trigger()
    settle()
    win.page.view.fit_to_window()
    settle()
    save(win, f"learn-to-play-first-{tag}")
    play_steps(Waiter(), win, guide, until=3)
    settle()
    save(win, f"learn-to-play-pointing-{tag}")
    play_steps(Waiter(), win, guide, until=len(guide.script.steps) - 1)
    Waiter().waitUntil(lambda win=win, you=guide.you: not win.page.bots_moving() and win.session.game.to_act == you)
    settle()
    win.page.view.fit_to_window()
    settle()
    save(win, f"learn-to-play-last-{tag}")
    win.page.stop_bots()
    win.close()

crowded = played_until(cat, 3, crowded_bot_table, limit=6000)
for size in ((1024, 700), (1920, 1080)):
    win = window(size)
    session = win.make_session(crowded.clone(), {0: BotKind.STANDARD})
    session.viewer = 1
    win.set_session(session)
    win.page.stop_bots()
    settle()
    win.page.view.fit_to_window()
    settle()
    state = crowded.state
    bases = [c.id for c in state.cards if c.zone is Zone.PLAY and c.parent is None and c.controller == 0]
    tall = max(bases, key=lambda base: stack_height(state, base))
    stack = next(s for seat in win.page.scene.board.seats for s in seat.stacks if s[0].instance == tall)
    driver = UiDriver(win, __import__("random").Random(1))
    point = driver.view_point(driver.press_point(stack[-1].key))
    viewport = win.page.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    settle()
    tip = next((w for w in QApplication.topLevelWidgets() if w.inherits("QLabel") and w.text() == QToolTip.text() and QToolTip.text()), None)
    save(win, f"crowded-bot-table-{size[0]}x{size[1]}", tip)
    QToolTip.hideText()
    win.close()
