"""Rules-assist benchmark: the cost of lighting a picked-up card's legal destinations.

Run from the checkout: ``.venv/bin/python benchmarks/bench_assist.py [--states 100]``.
Qt runs offscreen, ``GE_DESKTOP_HOME`` points at a fresh temporary folder.

The states are the same 100 seeded mid-game states as the assist test
(``ui.sample_games.midgame``: rules-enforced starter games played forward by a busy
agent). For every card in the hand of the player to act it times:

1. **cold**: ``assist.destinations`` on a fresh clone of the game, so the engine's legal
   actions are listed from scratch (the worst case: the first pick-up after an action);
2. **pick-up**: the whole lighting on a real ``TableScene`` showing that state, as a drag
   does it once per pick-up (``AssistLayer.light``: the session's ``drop_targets`` with
   its key mapping, each card item framed or dimmed, the lit zones painted), after the
   legal actions were listed once (the phase bar lists them when the board is shown).

It also times, once per state where they apply, the weapons-fire options (one trial game
per legal aim) and the allocation tokens' destinations. Prints p50/p95/max in ms.
Nothing here is a test.
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
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-bench-assist-")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.rulesets.galactic_empires import Phase  # noqa: E402
from ge_desktop.ui import assist  # noqa: E402
from ge_desktop.ui.allocation_assist import point_destinations  # noqa: E402
from ge_desktop.ui.board import known_key  # noqa: E402
from ge_desktop.ui.fire_assist import fire_options  # noqa: E402
from ge_desktop.ui.sample_games import midgame  # noqa: E402
from ge_desktop.ui.session import Session  # noqa: E402
from ge_desktop.ui.table.drag import Drag  # noqa: E402
from ge_desktop.ui.table.scene import TableScene  # noqa: E402


def ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def report(name: str, samples: list[float]) -> None:
    if not samples:
        print(f"{name:<34} no samples")
        return
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(f"{name:<34} n={len(samples):<5} p50 {statistics.median(samples):6.2f} ms   p95 {p95:6.2f} ms   max {ordered[-1]:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--states", type=int, default=100)
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    catalog = default_catalog()
    cold: list[float] = []
    pickup: list[float] = []
    fire: list[float] = []
    points: list[float] = []
    cards_in_play: list[int] = []
    scene = TableScene()
    for seed in range(args.states):
        game = midgame(catalog, seed)
        if game.is_terminal():
            continue
        seat = game.to_act
        hand = list(game.state.players[seat].hand)
        cards_in_play.append(sum(1 for _ in game.state.in_play()))
        for card in hand:
            fresh = game.clone()
            start = time.perf_counter()
            assist.destinations(fresh, card)
            cold.append(ms(start))
        session = Session(game, lambda card_id: None)
        session.viewer = seat
        scene.clear_table()
        scene.assist.drop_provider = session.drop_targets
        scene.show_board(session.board(), animate=False)
        game.legal_actions()  # listed once, as showing the board does (phase bar)
        for card in hand:
            key = known_key(card)
            drag = Drag(key, QPointF(), carried=[key])
            start = time.perf_counter()
            scene.assist.light(drag)
            pickup.append(ms(start))
            scene.assist.unlight()
        if game.phase is Phase.WEAPONS_FIRE:
            start = time.perf_counter()
            fire_options(game.clone())
            fire.append(ms(start))
        if game.phase is Phase.ALLOCATION:
            for point in list(game.state.players[game.state.active].pool):
                start = time.perf_counter()
                point_destinations(game.clone(), point)
                points.append(ms(start))
    print(f"{len(cards_in_play)} states, {statistics.mean(cards_in_play):.1f} cards in play on average (max {max(cards_in_play)})")
    report("destinations, cold (per card)", cold)
    report("pick-up lighting on the scene", pickup)
    report("weapons fire options (per state)", fire)
    report("point token destinations", points)


if __name__ == "__main__":
    main()
