"""Issue 34 screenshots at 1024x700 and 1920x1080: the resolve-by-hand panel (a Time Knight,
a manual card, waiting on its player after one adjustment) and a bot game resumed at launch
(the standard bot's seat kept, no pass screen, the window titled with its file). Seeded;
saved as small palette PNGs. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/manual_and_resume_screenshots.py docs/screenshots
"""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-shots-")  # never the user's own settings
from PIL import Image
from PySide6.QtWidgets import QApplication

app = QApplication([])
from ge_desktop.app import show_start, start_game  # noqa: E402
from ge_desktop.bots.base import BotKind  # noqa: E402
from ge_desktop.bots.weighted_agent import WeightedAgent  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.engine.terms import Seat  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameMode, Pass  # noqa: E402
from ge_desktop.storage.records import save_record  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, starter_config  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402
from tests.engine.manual_games import knight_playable  # noqa: E402

out = Path(sys.argv[1])
catalog = default_catalog()
SIZES = ((1024, 700), (1920, 1080))


def settle(win: MainWindow) -> None:
    for _ in range(8):
        app.processEvents()
    win.page.view.fit_to_window()
    win.page.scene.faces.wait_until_drawn()
    for _ in range(8):
        app.processEvents()


def save(win: MainWindow, name: str) -> None:
    path = out / f"{name}.png"
    win.grab().save(str(path))
    Image.open(path).convert("RGB").quantize(colors=128).save(path, optimize=True)  # a small PNG
    print(name, path.stat().st_size, "bytes")


def window(size) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.resize(*size)
    win.show()
    return win


# The resolve-by-hand panel: the Time Knight played, the opponent (a bot) passed, 1 damage done.
game, play = knight_playable(catalog, seed=2)
me, bot = game.to_act, Seat(1 - game.to_act)
game.play(play)
while game.state.window is not None:
    game.play(Pass())
for size in SIZES:
    win = window(size)
    win.autosave_enabled = False
    session = win.make_session(game.clone(), {bot: BotKind.STANDARD})
    session.viewer = me
    win.set_session(session)
    settle(win)
    panel = win.page.manual_panel
    theirs = next(t for t in panel.manual.targets if t.owner == bot and t.zone.value == "play")
    panel.choose(theirs.instance)
    panel.damage.click()
    settle(win)
    save(win, f"resolve-by-hand-{size[0]}x{size[1]}")
    win._stop_bots()
    win.close()

# A bot game saved, quit and resumed at the next launch.
bot_game = ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=12), catalog)
agent = WeightedAgent(12)
while bot_game.state.complete_turn < 3 or bot_game.to_act != 0:
    bot_game.play(agent.choose(bot_game))
saved = Path(os.environ["GE_DESKTOP_HOME"]) / "against-the-standard-bot.gerec"
for size in SIZES:
    first = window(size)
    first.set_session(first.make_session(bot_game.clone(), {Seat(1): BotKind.STANDARD}))
    save_record(first.session.record(), saved)
    first.current_path = saved
    first._stop_bots()
    first.close()  # Quit: the autosave keeps the game, its bot and its file
    resumed = window(size)
    show_start(resumed, start_game(catalog))
    resumed._stop_bots()  # the picture: the table as the person finds it
    settle(resumed)
    save(resumed, f"resumed-bot-game-{size[0]}x{size[1]}")
    resumed.autosave_enabled = False
    resumed.close()
