"""Screenshots of the Galactic Emperor board in the main window, 4 and 6 players, at 1024x700 and
1920x1080: ``QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/emperor_screenshots.py``.
Each game is played by standard bots to a Warlord turn of a person with ships to move (a mid
game), shown to that person; the PNGs go to ``docs/screenshots/emperor/``."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-shots-")

from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "emperor"


def mid_game(players: int, seed: int):
    from ge_desktop.engine import Game
    from ge_desktop.engine.terms import Seat
    from ge_desktop.rulesets.galactic_emperor import actions as A
    from ge_desktop.rulesets.galactic_emperor.bots import StandardBot, bot_random
    from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
    from ge_desktop.rulesets.galactic_emperor.state import Setup

    game = Game.new(Setup(players, seed), ruleset=GALACTIC_EMPEROR)
    bots = [StandardBot(bot_random(seed, s)) for s in range(players)]
    while not game.is_terminal():
        if game.state.round_number >= 4 and sum(1 for a in game.legal_actions() if isinstance(a, A.Move)) >= 4:
            return game
        seat = game.to_act
        game.apply(bots[seat].decide(game.observe(Seat(seat)), game.legal_actions()))
    raise SystemExit("no Warlord turn found")


def main() -> None:
    app = QApplication([])
    from ge_desktop.cards.catalog import default_catalog
    from ge_desktop.games import load_games
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import AnimationSpeed, Preferences

    load_games()
    OUT.mkdir(parents=True, exist_ok=True)
    catalog = default_catalog()
    for players in (4, 6):
        game = mid_game(players, 3)
        for width, height in ((1024, 700), (1920, 1080)):
            win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False, hot_seat=True))
            win.autosave_enabled = False
            win.resize(width, height)
            win.show()
            session = win.make_session(game.clone())
            win.set_session(session)
            session.take_seat(game.to_act)
            for _ in range(5):
                app.processEvents()
            path = OUT / f"board-{players}p-{width}x{height}.png"
            win.grab().save(str(path))
            print(path)
            win.close()
    app.quit()


if __name__ == "__main__":
    main()
