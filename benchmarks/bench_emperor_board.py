"""Galactic Emperor board benchmark: a frame of dragging a ship on a full 6-player board
against a bare pixmap scene of the same item count, and the board's redraw per game step.

Run from the checkout: ``nice -n 10 .venv/bin/python benchmarks/bench_emperor_board.py [--moves 300]``.
Qt runs offscreen (the software raster engine: the CPU cost of painting, no GPU).

1. A 6-player game of standard bots played until every sector tile is on the board and the
   player to act may move ships (a Warlord turn); its table (``EmperorTableWidget``: the board
   scene in its view, fitted) at each ``--sizes``. The movable fleet with the longest reach is
   pressed on its first chip and dragged with ``--moves`` mouse moves; each frame is one move
   plus a synchronous repaint of the viewport. The same is done on a bare ``QGraphicsScene``
   holding as many ``QGraphicsPixmapItem``s as the board scene has items, each the very
   picture of the item at its place (the same pixels), one of them dragged. Prints p50/p95
   per frame for both and board/bare (the goal: at most 1.5).
2. The redraw of one step: the same game's seats played through an ``EmperorSession`` on the
   table, each step timed from ``play`` to the redrawn board (median and p99).

The machine's load (``os.getloadavg``) is printed with every part: compare within one run.
Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QPainter, QPixmap  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""


def full_board_game(seed: int):
    """A 6-player game with every tile placed, at a Warlord turn with ships to move."""
    from ge_desktop.engine import Game
    from ge_desktop.engine.terms import Seat
    from ge_desktop.rulesets.galactic_emperor import actions as A
    from ge_desktop.rulesets.galactic_emperor.bots import StandardBot, bot_random
    from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
    from ge_desktop.rulesets.galactic_emperor.state import Setup

    for s in range(seed, seed + 50):
        game = Game.new(Setup(6, s), ruleset=GALACTIC_EMPEROR)
        bots = [StandardBot(bot_random(s, k)) for k in range(6)]
        while not game.is_terminal():
            full = len(game.state.board) == 37
            if full and sum(1 for a in game.legal_actions() if isinstance(a, A.Move)) >= 3:
                return game
            seat = game.to_act
            game.apply(bots[seat].decide(game.observe(Seat(seat)), game.legal_actions()))
    raise SystemExit("no seed gave a full board with ships to move")


def drag_frames(view: QGraphicsView, start: QPoint, moves: int) -> tuple[float, list[float]]:
    """Press at ``start``, a pick-up move, then ``moves`` moves each followed by a synchronous
    repaint: (ms of the pick-up frame, ms per frame)."""
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    begin = time.perf_counter()
    QTest.mouseMove(viewport, start + QPoint(6, 6))
    viewport.repaint()
    pick_up = (time.perf_counter() - begin) * 1000
    frames = []
    for step in range(moves):
        dx = 260 * ((step % 100) / 100)
        point = start + QPoint(round(dx), round(dx / 2))
        begin = time.perf_counter()
        QTest.mouseMove(viewport, point)
        viewport.repaint()
        frames.append((time.perf_counter() - begin) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(3000, 3000))
    return pick_up, frames


class _DragScene(QGraphicsScene):
    """A bare scene whose press-drag moves one item (the baseline)."""

    def __init__(self) -> None:
        super().__init__()
        self.dragged: QGraphicsPixmapItem | None = None
        self.press: QPointF | None = None
        self.start = QPointF()

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.dragged is not None:
            self.press, self.start = event.scenePos(), self.dragged.pos()
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.press is not None and self.dragged is not None:
            self.dragged.setPos(self.start + event.scenePos() - self.press)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.press = None


def picture(item: QGraphicsItem) -> QPixmap:
    """The item as it paints itself, in a pixmap of its bounding rectangle."""
    rect = item.boundingRect()
    pixmap = QPixmap(max(1, round(rect.width())), max(1, round(rect.height())))
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.translate(-rect.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return pixmap


def bare_view(board_scene: QGraphicsScene, board_view: QGraphicsView, dragged: QGraphicsItem, size: tuple[int, int]) -> tuple[QGraphicsView, QPoint]:
    scene = _DragScene()
    scene.setSceneRect(board_scene.sceneRect())
    for item in board_scene.items():
        pixmap = QGraphicsPixmapItem(picture(item))
        pixmap.setPos(item.scenePos() + item.boundingRect().topLeft())
        pixmap.setZValue(item.zValue())
        scene.addItem(pixmap)
        if item is dragged:
            scene.dragged = pixmap
    view = QGraphicsView(scene)
    view.kept_scene = scene  # the view does not own its scene: keep it alive as long as the view
    view.setRenderHints(board_view.renderHints())
    view.setBackgroundBrush(board_view.backgroundBrush())
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(*size)
    view.show()
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    QApplication.processEvents()
    view.viewport().repaint()
    assert scene.dragged is not None
    start = view.mapFromScene(scene.dragged.scenePos() + QPointF(30, 9))
    return view, start


def bench_drag(game, moves: int, size: tuple[int, int]) -> None:
    from ge_desktop.ui.emperor.session import EmperorSession
    from ge_desktop.ui.emperor.table_widget import EmperorTableWidget

    session = EmperorSession(game, hot_seat=True)
    session.viewer = game.to_act
    table = EmperorTableWidget()
    table.set_session(session)
    table.resize(*size)
    table.show()
    QApplication.processEvents()
    session.refresh()
    table.view.fit_to_window()
    QApplication.processEvents()
    table.view.viewport().repaint()
    fleet = max((f for f in table.scene.fleets if f.look.movable), key=lambda f: len(session.reach(f.ships_under(f.chip_rect(0).center().x()))))
    chip = fleet.mapToScene(fleet.chip_rect(0).center())
    start = table.view.mapFromScene(chip)
    items = len(table.scene.items())
    print(f"  board {size[0]}x{size[1]}: {items} items ({len(table.scene.fleets)} fleets, 37 spaces); dragging {', '.join(fleet.look.movable)}")
    pick, frames = drag_frames(table.view, start, moves)
    view, bare_start = bare_view(table.scene, table.view, fleet, size)
    bare_pick, bare = drag_frames(view, bare_start, moves)
    ours, theirs = percentile(frames, 0.5), percentile(bare, 0.5)
    print(f"    board: p50 {ours:.2f} ms, p95 {percentile(frames, 0.95):.2f} ms (pick-up {pick:.1f} ms: the engine's reach, the spaces lit)")
    print(f"    bare : p50 {theirs:.2f} ms, p95 {percentile(bare, 0.95):.2f} ms (pick-up {bare_pick:.1f} ms), {len(view.scene().items())} pixmap items")
    print(f"    board/bare: p50 {ours / theirs:.2f}x, p95 {percentile(frames, 0.95) / percentile(bare, 0.95):.2f}x  ({load()})")
    view.close()
    table.close()


def bench_steps(seed: int, steps: int) -> None:
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_emperor.bots import StandardBot, bot_random
    from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
    from ge_desktop.rulesets.galactic_emperor.state import Setup
    from ge_desktop.ui.emperor.session import EmperorSession
    from ge_desktop.ui.emperor.table_widget import EmperorTableWidget

    game = Game.new(Setup(6, seed), ruleset=GALACTIC_EMPEROR)
    session = EmperorSession(game, hot_seat=False)
    table = EmperorTableWidget()
    table.set_session(session)
    table.resize(1400, 900)
    table.show()
    QApplication.processEvents()
    brains = {s: StandardBot(bot_random(seed, s)) for s in range(6)}
    times: list[float] = []
    for _ in range(steps):
        if session.game.is_terminal():
            break
        seat = session.game.to_act
        action = brains[seat].decide(session.game.observe(seat), session.game.legal_actions())
        begin = time.perf_counter()
        session.play([action], action.notation())
        times.append((time.perf_counter() - begin) * 1000)
        table.close_dialog()
        QApplication.processEvents()
    print(f"  step redraw (6 players, {len(times)} steps): median {statistics.median(times):.1f} ms, p99 {percentile(times, 0.99):.1f} ms  ({load()})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--sizes", default="1024x700,1920x1080")
    args = parser.parse_args()
    app = QApplication([])
    game = full_board_game(args.seed)
    print(f"Galactic Emperor board, 6 players, seed {game.config.seed}: round {game.state.round_number}, {len(game.state.board)} of 37 spaces filled")
    for size in args.sizes.split(","):
        width, height = (int(v) for v in size.split("x"))
        bench_drag(game.clone(), args.moves, (width, height))
    bench_steps(args.seed, args.steps)
    app.quit()


if __name__ == "__main__":
    main()
