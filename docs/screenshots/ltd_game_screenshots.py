"""Screenshots of a rules game of two imported Ltd decks, mid-play, with the players' own card
images (issue 38).

Run from the checkout: ``.venv/bin/python docs/screenshots/ltd_game_screenshots.py [OUT_DIR] [--steps N]``.

The community's plugin (``../shared/data/lackey-ge`` or ``GE_LACKEY_DATA``) is laid out as a
player's installed plugin in a scratch folder and imported into a scratch user folder; the
game is started as ``tests/ui/test_ltd_decks_game.py`` starts it (the New Game dialog, the
reserve chosen in the reserve dialog) and ``--steps`` moves are played through the window's
gestures (``tests/ui/ui_driver.UiDriver``), then on until no manual card is being resolved.
A ship in play is shown in the Card panel and the pointer rests on it (the hover zoom): the
table draws generated faces, and these close-ups show the player's own card image (#40). The
window is grabbed at 1920x1080 and at 1024x700. The faces are the plugin's card images (Companion Games' art), so the pictures go
to ``OUT_DIR`` (default ``build/screenshots/``, outside git), never into the project.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-ltd-shots-")  # never the real user folder
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.lackey_data import LackeyData, data_folder, missing_files, missing_line  # noqa: E402

SIZES = ((1920, 1080), (1024, 700))


def make(out_dir: Path, steps: int) -> list[Path]:
    from ge_desktop.bots.weighted_agent import WeightedAgent
    from ge_desktop.cards.user_catalog import load_full_catalog
    from ge_desktop.lackey.importer import import_plugin
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import AnimationSpeed, Preferences
    from tests.ui.test_ltd_decks_game import DECKS, SEED, start_ltd_game
    from tests.ui.ui_driver import UiDriver

    app = QApplication.instance() or QApplication([])
    import_plugin(LackeyData(data_folder()).installed_plugin(Path(tempfile.mkdtemp(prefix="ge-plugin-")) / "GalacticEmpires"))
    win = MainWindow(load_full_catalog().catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    win.autosave_enabled = False
    win.resize(*SIZES[0])
    win.show()
    start_ltd_game(win, DECKS, SEED)
    driver = UiDriver(win, random.Random(SEED), WeightedAgent(SEED))
    for _ in range(steps):
        if win.session.game.is_terminal():
            break
        driver.step()
    for _ in range(200):  # on to a moment where no manual card is being resolved
        driver.take_screen_if_asked()  # the table, not the pass screen
        if win.session.game.is_terminal() or win.session.game.state.manual is None:
            break
        driver.step()
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for width, height in SIZES:
        win.resize(width, height)
        settle(app)
        show_a_ship_close_up(win, driver)
        path = out_dir / f"ltd-game-{width}x{height}.png"
        win.grab().save(str(path))
        written.append(path)
    win.close()
    return written


def settle(app: QApplication, seconds: float = 0.6) -> None:
    ended = time.monotonic() + seconds
    while time.monotonic() < ended:
        app.processEvents()
        time.sleep(0.02)


def show_a_ship_close_up(win, driver) -> None:
    """The Card panel shows a ship of the player to act, and the pointer rests on it."""
    from PySide6.QtTest import QTest

    from ge_desktop.cards.model import CardType
    from ge_desktop.rulesets.galactic_empires.terms import Zone
    from ge_desktop.ui.board import known_key

    state = win.session.game.state
    seat = win.session.game.to_act
    ships = [c for c in state.cards if c.zone is Zone.PLAY and c.controller == seat and c.info.kind is CardType.SHIP]
    ships = ships or [c for c in state.cards if c.zone is Zone.PLAY and c.info.kind is CardType.SHIP]
    item = win.page.scene.item_for(known_key(ships[0].id))
    win.page.inspect(item.view)
    win.page.card_dock.raise_()
    point = driver.press_point(known_key(ships[0].id))
    QTest.mouseMove(win.page.view.viewport(), driver.view_point(point))
    settle(QApplication.instance())


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?", type=Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--steps", type=int, default=260, help="moves played through the window before the pictures")
    args = parser.parse_args(argv)
    missing = missing_files(data_folder())
    if missing:
        print(missing_line(data_folder(), missing), file=sys.stderr)
        return 1
    for path in make(args.out_dir, args.steps):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
