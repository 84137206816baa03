"""Galactic Supremacy table benchmark: how long the table takes to show a step.

Run from the checkout: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gs_table.py [--players 3] [--steps 400]``.

Plays a seeded game of standard bots through a ``GsSession`` on the main window (all
seats bots, the table shown as a spectator sees it, then as a player) and times each
step's redraw (``GsTableWidget.show_observation``: the scene rebuilt from ``observe``,
the moves listed); prints the median and the p99 in milliseconds with the machine's load
average. Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-bench-")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--steps", type=int, default=400)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from ge_desktop.cards.catalog import default_catalog
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_supremacy.bots import StandardBot, bot_random
    from ge_desktop.rulesets.galactic_supremacy.state import Setup
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import AnimationSpeed, Preferences

    win = MainWindow(default_catalog(), Preferences(animation=AnimationSpeed.OFF, confirm_quit=False, hot_seat=False))
    win.autosave_enabled = False
    game = Game.new(Setup(players=args.players, seed=1))
    session = win.make_session(game)
    win.set_session(session)
    win.resize(1400, 900)
    win.show()
    app.processEvents()
    brains = {s: StandardBot(bot_random(1, s)) for s in range(args.players)}
    times: list[float] = []
    for _ in range(args.steps):
        if session.game.is_terminal():
            break
        seat = session.game.to_act
        action = brains[seat].decide(session.game.observe(seat), session.game.legal_actions())
        start = time.perf_counter()
        session.play([action], action.notation())  # one step: the table redraws for the player to act
        times.append((time.perf_counter() - start) * 1000)
        app.processEvents()
    times.sort()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"steps {len(times)}  median {statistics.median(times):.1f} ms  p99 {times[int(len(times) * 0.99) - 1]:.1f} ms  (load {load:.1f})")


if __name__ == "__main__":
    main()
