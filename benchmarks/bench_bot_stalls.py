"""Bot benchmark: how long the GUI event loop goes without turning while two bots play.

Run from the checkout: ``.venv/bin/python benchmarks/bench_bot_stalls.py [--moves 150] [--games 3]``.
It points ``GE_DESKTOP_HOME`` at a fresh temporary folder and runs Qt offscreen.

Two standard bots play a rules game on the real ``MainWindow`` with *Speed Up Bots* on
(every move redraws the table, so the GUI thread is at its busiest). A ``QTimer`` ticks
every 10 ms; the gaps between ticks are how long the event loop was held. Prints, for each
seeded game, the number of bot moves watched, the ticks, and the p50 / p95 / p99 / longest
gap in milliseconds. The design target is a longest gap under 100 ms on an idle machine;
this used to be a test assertion and failed at random under load (100.2 ms), so it is a
figure now, printed with the machine load (``os.getloadavg``).

Prints figures only; nothing here is a test. The functional half (the bot thinks off the
GUI thread, the event loop turns while it thinks) is ``tests/bots/test_bot_seats_ui.py``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-bench-bots-")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ge_desktop.bots import BotKind  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.engine.terms import Seat  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameMode  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, starter_config  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402

WATCH_TICK_MS = 10
GIVE_UP_S = 180  # a game that stops moving for this long is reported, not waited on forever


def _spin_until(app: QApplication, done, give_up_s: float) -> bool:
    """Run the event loop until ``done()`` or ``give_up_s`` seconds pass."""
    end = time.monotonic() + give_up_s
    while not done():
        if time.monotonic() > end:
            return False
        app.processEvents()
        time.sleep(0.001)
    return True


def watch_game(app: QApplication, catalog, seed: int, moves: int) -> tuple[int, list[float]]:
    """Bot moves watched and the gaps (ms) between watchdog ticks during them."""
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    win.resize(1200, 800)
    win.show()
    win.act_fast_bots.setChecked(True)
    game = ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=seed), catalog)
    win.set_session(win.make_session(game, {Seat(0): BotKind.STANDARD, Seat(1): BotKind.STANDARD}))
    _spin_until(app, lambda: win.page.bot_runner.moves > 0, GIVE_UP_S)
    ticks: list[float] = []
    watchdog = QTimer()
    watchdog.timeout.connect(lambda: ticks.append(time.perf_counter()))
    watchdog.start(WATCH_TICK_MS)
    first = win.page.bot_runner.moves
    # the watched loop is Qt's own (exec on a nested loop would hide nothing: processEvents runs it)
    _spin_until(app, lambda: win.page.bot_runner.moves >= first + moves or win.session.game.is_terminal(), GIVE_UP_S)
    watchdog.stop()
    played = win.page.bot_runner.moves - first
    win._stop_bots()
    win.close()
    win.deleteLater()
    app.processEvents()
    return played, [(b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=150, help="bot moves watched per game")
    parser.add_argument("--games", type=int, default=3, help="seeded games (seeds 31, 32, ...)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    catalog = default_catalog()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    longest: list[float] = []
    for seed in range(31, 31 + args.games):
        played, gaps = watch_game(app, catalog, seed, args.moves)
        if not gaps:
            print(f"seed {seed}: no ticks recorded ({played} moves)")
            continue
        q = statistics.quantiles(gaps, n=100)
        longest.append(max(gaps))
        print(
            f"seed {seed}: {played} bot moves, {len(gaps) + 1} ticks, gap p50 {q[49]:.1f} ms, "
            f"p95 {q[94]:.1f} ms, p99 {q[98]:.1f} ms, longest {max(gaps):.1f} ms"
        )
    if longest:
        print(f"longest gap over all games: {max(longest):.1f} ms (target < 100 ms on an idle machine)")
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
