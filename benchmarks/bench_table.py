"""Table benchmark: frame time while a stack is dragged, and launch to first painted table.

Run from the checkout: ``.venv/bin/python benchmarks/bench_table.py [--moves 200]``.
It points ``GE_DESKTOP_HOME`` at a fresh temporary folder and runs Qt offscreen (the
software raster engine: the CPU cost of painting, no GPU).

1. A 6-player sandbox game with 300 cards on the table and 100 dice on them (counted
   as physical dice, the fewest for each value) in the real ``TableScene``/``TableView``
   at 1600x1000, fitted. A stack is pressed on its basis and dragged with ``--moves``
   mouse moves; each frame is one move plus a synchronous repaint of the viewport. The
   same is done on a bare ``QGraphicsScene`` holding the same number of plain pixmap
   items (300 card pixmaps, 100 die pixmaps, same places), dragging as many items.
   Prints p50/p95 per frame for both.
2. Launch to first painted table: ``python -m ge_desktop`` started until the viewport
   has painted the starter game (cold face cache, then warm), through the app's
   ``first-paint`` test hook.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-bench-table-")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QPixmap  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView  # noqa: E402

from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.engine import SetDie, observe  # noqa: E402
from ge_desktop.engine.terms import DieKind  # noqa: E402
from ge_desktop.ui.board import known_key  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, spread_table, starter_config  # noqa: E402
from ge_desktop.ui.layout.dice import fewest_dice  # noqa: E402
from ge_desktop.ui.observed import board_from_observation  # noqa: E402
from ge_desktop.ui.table.scene import TableScene  # noqa: E402
from ge_desktop.ui.table.view import TableView  # noqa: E402

CARDS_ON_TABLE = 300
DICE = 100
VIEW_SIZE = (1600, 1000)


def build_game(catalog):
    """6 players x 50 cards in play, then dice until 100 physical dice lie on cards."""
    game = ready_game(starter_config(catalog, 6, seed=99), catalog)
    spread_table(game, (CARDS_ON_TABLE - 6) // 6, dice_every=10**6)  # + 1 card against per seat
    in_play = [c.id for c in game.state.in_play()]
    total, index = 0, 0
    for card in in_play:
        total += sum(len(fewest_dice(v)) for v in game.state.cards[card].dice.values())
    while total < DICE:
        card = in_play[index % len(in_play)]
        value = 8 if DICE - total >= 2 else 4  # 8 = two dice, 4 = one
        before = len(fewest_dice(game.state.cards[card].dice.get(DieKind.STRUCTURE, 0)))
        game.play(SetDie(card, DieKind.STRUCTURE, value))
        total += len(fewest_dice(value)) - before
        index += 7
    return game, len(in_play), total


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def drag_frames(view: QGraphicsView, start: QPoint, moves: int) -> list[float]:
    """Press at ``start``, then ``moves`` moves each followed by a synchronous repaint (ms)."""
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(12, 12))  # past the drag distance
    frames = []
    for step in range(moves):
        dx = 300 * ((step % 100) / 100)
        point = start + QPoint(round(dx), round(dx / 3))
        begin = time.perf_counter()
        QTest.mouseMove(viewport, point)
        viewport.repaint()
        frames.append((time.perf_counter() - begin) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    return frames


def bench_table(catalog, moves: int) -> tuple[list[float], TableScene, TableView, int]:
    game, cards, dice = build_game(catalog)
    board, _ = board_from_observation(observe(game.state, game.state.active), catalog.get, game.config.mode)
    scene = TableScene(animation_ms=0)
    scene.show_board(board, animate=False)
    view = TableView(scene)
    view.resize(*VIEW_SIZE)
    view.show()
    view.fit_to_window()
    QApplication.processEvents()
    view.viewport().repaint()  # faces into the cache before timing
    basis = max(scene.stacks, key=lambda key: len(scene.stacks[key].childItems()))
    rect = scene.arrangement.stacks[basis]
    start = view.mapFromScene(QPointF(rect.x + 20, rect.y + 10))
    scene.intent_requested.connect(lambda intent: None)
    print(f"table: {cards} cards in play, {dice} dice, {len(scene.items())} items; dragging a stack of {len(scene.stacks[basis].childItems())}")
    frames = drag_frames(view, start, moves)
    return frames, scene, view, len(scene.stacks[basis].childItems())


class _DragScene(QGraphicsScene):
    """A bare scene whose press-drag moves a fixed group of items (the baseline)."""

    def __init__(self) -> None:
        super().__init__()
        self.group: list[QGraphicsPixmapItem] = []
        self.press: QPointF | None = None
        self.starts: list[QPointF] = []

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.press, self.starts = event.scenePos(), [i.pos() for i in self.group]
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.press is not None:
            delta = event.scenePos() - self.press
            for item, start in zip(self.group, self.starts, strict=True):
                item.setPos(start + delta)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.press = None


def bench_bare(table: TableScene, table_view: TableView, group_size: int, moves: int) -> list[float]:
    """Same number of plain pixmap items at the same places, same view and zoom."""
    scene = _DragScene()
    scene.setSceneRect(table.sceneRect())
    card = QPixmap(180, 251)
    card.fill(QColor("#445566"))
    die = QPixmap(40, 40)
    die.fill(QColor("#c62828"))
    cards = [item for item in table.cards.values()]
    for item in cards:
        pixmap = QGraphicsPixmapItem(card)
        pixmap.setScale(table.card.width / card.width())
        pixmap.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        pixmap.setPos(item.scenePos() - QPointF(table.card.width / 2, table.card.height / 2))
        scene.addItem(pixmap)
    for index in range(DICE):
        host = cards[index % len(cards)]
        pixmap = QGraphicsPixmapItem(die)
        pixmap.setPos(host.scenePos())
        scene.addItem(pixmap)
    scene.group = [i for i in scene.items() if isinstance(i, QGraphicsPixmapItem)][:group_size]
    view = QGraphicsView(scene)
    view.resize(*VIEW_SIZE)
    view.setTransform(table_view.transform())
    view.show()
    QApplication.processEvents()
    first = scene.group[0].scenePos() + QPointF(10, 10)
    print(f"bare scene: {len(scene.items())} pixmap items ({len(cards)} card-sized, one per card item, and {DICE} die-sized)")
    return drag_frames(view, view.mapFromScene(first), moves)


def launch_seconds(runs: int) -> list[float]:
    """Seconds from starting ``python -m ge_desktop`` to its first painted table."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GE_DESKTOP_TEST_HOOK="first-paint")
    env["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-bench-launch-")
    times = []
    for _ in range(runs):
        begin = time.perf_counter()
        result = subprocess.run([sys.executable, "-m", "ge_desktop"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
        if "GE-TEST painted" not in result.stdout:
            raise SystemExit(f"the app did not paint: {result.stderr[-400:]}")
        times.append(time.perf_counter() - begin)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--launches", type=int, default=4)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    catalog = default_catalog()
    frames, scene, view, group = bench_table(catalog, args.moves)
    bare = bench_bare(scene, view, group, args.moves)
    for name, values in (("GE table", frames), ("bare pixmaps", bare)):
        print(f"{name:>12}: frame p50 {percentile(values, 0.5):6.2f} ms   p95 {percentile(values, 0.95):6.2f} ms   mean {statistics.mean(values):6.2f} ms")
    launches = launch_seconds(args.launches)
    print(f"launch to first painted table: cold cache {launches[0]:.2f} s; warm cache median {statistics.median(launches[1:]):.2f} s")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
