"""Table benchmark: frame time while a stack is dragged, and launch to first painted table.

Run from the checkout: ``.venv/bin/python benchmarks/bench_table.py [--moves 200]``.
It points ``GE_DESKTOP_HOME`` at a fresh temporary folder and runs Qt offscreen (the
software raster engine: the CPU cost of painting, no GPU).

1. A 6-player sandbox game with 300 cards on the table and 100 dice on them (counted
   as physical dice, the fewest for each value) in the real ``TableScene``/``TableView``
   at each ``--sizes`` (1600x1000 and 2560x1440), fitted. A stack is pressed on its basis
   and dragged with ``--moves`` mouse moves; each frame is one move plus a synchronous
   repaint of the viewport. The same is done on a bare ``QGraphicsScene`` holding the same
   number of plain pixmap items (card pixmaps in one flat colour, 100 die pixmaps, same
   places), dragging as many items. Prints p50/p95 per frame for both and GE/bare. The
   GE table draws what is not carried from one picture taken at the pick-up
   (``TableView.freeze_table``: real faces, dice and badges, the same pixels); the
   pick-up frame that takes it is printed on its own, as is the bare scene's.
2. A 4-player game with real faces on both sides: the bare scene's card pixmaps are the
   very faces the table shows (180 px, scaled like the flat ones), so the comparison is
   face against face. Same sizes, same figures.
3. Launch to first painted table: ``python -m ge_desktop`` started until the viewport
   has painted the starter game, through the app's ``first-paint`` test hook, with the
   app's own stage marks (its Qt-free layers imported, Qt imported, the app's windows
   imported, catalog loaded, window built, first paint, every face on the table drawn)
   as seconds from the start, and its CPU seconds to the first paint. Cold: no face
   cache and the app's modules not compiled (``__pycache__`` removed,
   ``PYTHONDONTWRITEBYTECODE``: a first start from source); then warm faces still
   without compiled modules (a machine that sets ``PYTHONDONTWRITEBYTECODE``); then warm
   (faces and compiled modules cached: any second start); then a resumed game (an
   autosave left by a run that was killed), then a user folder with the LackeyCCG
   plugin's 3,514 printings imported (when ``../shared/data/lackey-ge`` is there).

The machine's load (``os.getloadavg``) is printed with every part: compare GE and bare
within one run, never figures of runs under different load.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import shutil
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
from ge_desktop.rulesets.galactic_empires import SetDie, observe  # noqa: E402
from ge_desktop.rulesets.galactic_empires.terms import DieKind  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, spread_table, starter_config  # noqa: E402
from ge_desktop.ui.layout.dice import fewest_dice  # noqa: E402
from ge_desktop.ui.observed import board_from_observation  # noqa: E402
from ge_desktop.ui.table.scene import TableScene  # noqa: E402
from ge_desktop.ui.table.view import TableView  # noqa: E402

CARDS_ON_TABLE = 300
DICE = 100
SIZES = ((1600, 1000), (2560, 1440))
FACES_TABLE = (4, 24)  # players, cards each: the real-faces table


def load() -> str:
    return "load average " + " ".join(f"{v:.2f}" for v in os.getloadavg())


def build_game(catalog, players: int = 6, per_seat: int = (CARDS_ON_TABLE - 6) // 6):
    """``players`` x ``per_seat`` cards in play (+ one against per seat), then dice until
    100 physical dice lie on cards."""
    game = ready_game(starter_config(catalog, players, seed=99), catalog)
    spread_table(game, per_seat, dice_every=10**6)  # + 1 card against per seat
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
    """Press at ``start``, then ``moves`` moves each followed by a synchronous repaint (ms of
    wall time per frame; the GUI thread's CPU time per frame goes to ``CPU_FRAMES``)."""
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    begin = time.perf_counter()
    QTest.mouseMove(viewport, start + QPoint(12, 12))  # past the drag distance: the pick-up
    viewport.repaint()
    PICK_UPS.append((time.perf_counter() - begin) * 1000)
    frames, cpu = [], []
    for step in range(moves):
        dx = 300 * ((step % 100) / 100)
        point = start + QPoint(round(dx), round(dx / 3))
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        QTest.mouseMove(viewport, point)
        viewport.repaint()
        frames.append((time.perf_counter() - begin) * 1000)
        cpu.append((time.thread_time() - begin_cpu) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    CPU_FRAMES.append(cpu)
    return frames


CPU_FRAMES: list[list[float]] = []  # per drag_frames call: the GUI thread's CPU ms per frame
PICK_UPS: list[float] = []  # per drag_frames call: ms of the pick-up frame (not in the figures above)


def bench_table(game, catalog, moves: int, size: tuple[int, int]) -> tuple[list[float], TableScene, TableView, int]:
    board, _ = board_from_observation(observe(game.state, game.state.active), catalog.get, game.config.mode)
    scene = TableScene(animation_ms=0)
    scene.show_board(board, animate=False)
    view = TableView(scene)
    view.resize(*size)
    view.show()
    view.fit_to_window()
    QApplication.processEvents()
    view.viewport().repaint()  # faces into the cache before timing
    getattr(scene.faces, "wait_until_drawn", lambda: None)()  # every face real before the first measured frame (older trees draw them at once)
    QApplication.processEvents()
    basis = max(scene.stacks, key=lambda key: len(scene.stacks[key].childItems()))
    rect = scene.arrangement.stacks[basis]
    start = view.mapFromScene(QPointF(rect.x + 20, rect.y + 10))
    scene.intent_requested.connect(lambda intent: None)
    cards = sum(1 for item in scene.cards.values() if item.view.card is not None)
    print(f"  table {size[0]}x{size[1]}: {cards} faces shown, {len(scene.items())} items; dragging a stack of {len(scene.stacks[basis].childItems())}")
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


def bench_bare(table: TableScene, table_view: TableView, group_size: int, moves: int, size: tuple[int, int], faces: bool) -> list[float]:
    """Same number of plain pixmap items at the same places, same view and zoom; ``faces``:
    each card pixmap is that card's real face (180 px), else one flat colour."""
    scene = _DragScene()
    scene.setSceneRect(table.sceneRect())
    card = QPixmap(180, 251)
    card.fill(QColor("#445566"))
    die = QPixmap(40, 40)
    die.fill(QColor("#c62828"))
    cards = [item for item in table.cards.values()]
    for item in cards:
        face = card
        if faces:
            face = table.faces.face(item.view.card, 180) if item.view.card is not None else table.faces.back(180)
        pixmap = QGraphicsPixmapItem(face)
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
    view.resize(*size)
    view.setTransform(table_view.transform())
    view.show()
    QApplication.processEvents()
    first = scene.group[0].scenePos() + QPointF(10, 10)
    kind = "real faces" if faces else "flat colour"
    print(f"  bare scene: {len(scene.items())} pixmap items ({len(cards)} card-sized in {kind}, one per card item, and {DICE} die-sized)")
    return drag_frames(view, view.mapFromScene(first), moves)


def children_cpu() -> float:
    """CPU seconds of the finished child processes (nan where ``resource`` is missing: Windows)."""
    try:
        import resource
    except ImportError:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def clear_bytecode() -> None:
    """Remove the app's compiled modules (``ge_desktop/**/__pycache__``, caches Python
    rebuilds): the next start compiles every module of the app, as a first start from a
    source checkout does."""
    for folder in sorted((ROOT / "ge_desktop").rglob("__pycache__")):
        shutil.rmtree(folder, ignore_errors=True)


def launch(home: str, bytecode: bool = True) -> dict[str, float]:
    """One start of ``python -m ge_desktop``: the app's stage marks and ``total`` (the
    first painted table), in seconds from the start of the process. ``bytecode``: Python
    may write and read its compiled modules (as an installed app or a second start from
    source does); without, ``PYTHONDONTWRITEBYTECODE`` is set."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GE_DESKTOP_TEST_HOOK="first-paint", GE_DESKTOP_HOME=home)
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    begin, before = time.time(), children_cpu()
    result = subprocess.run([sys.executable, "-m", "ge_desktop"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    after = children_cpu()
    if "GE-TEST painted" not in result.stdout:
        raise SystemExit(f"the app did not paint: {result.stderr[-400:]}")
    stages = {}
    for line in result.stdout.splitlines():
        if line.startswith("GE-TEST stage "):
            _, _, name, stamp, *cpu = line.split()
            stages[name] = float(stamp) - begin
            if name == "first-paint" and cpu:
                stages["cpu-first-paint"] = float(cpu[0])
    stages.setdefault("first-paint", time.time() - begin)  # an older tree without stage marks: its exit
    stages["cpu"] = after - before  # the app's own CPU (its face worker is not waited for, so not counted)
    return stages


def warm_starter_faces(catalog, home: str) -> None:
    """Every face of the starter decks in ``home``'s face cache (a run of the app draws them
    ahead of need; the benchmark's runs quit before that is done)."""
    env = dict(os.environ, GE_DESKTOP_HOME=home)
    code = (
        "from ge_desktop.cards.catalog import default_catalog; from ge_desktop.render import warm_cache;"
        "from ge_desktop.ui.game_setup import starter_decks; c = default_catalog();"
        "cards = {card.id: card for d in starter_decks(c) for card in d.cards};"
        "warm_cache(list(cards.values()), (360,))"
    )
    subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True, timeout=600)


def crashed_home(home: str) -> str:
    """``home`` after a session that played a move and was killed: the next start resumes."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GE_DESKTOP_TEST_HOOK="play:done", GE_DESKTOP_HOME=home)
    process = subprocess.Popen([sys.executable, "-m", "ge_desktop"], env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("GE-TEST played"):
            break
    process.kill()
    process.wait()
    return home


LACKEY = ROOT.parent / "shared" / "data" / "lackey-ge"  # the LackeyCCG plugin's files (reference data, read only)


def _link(source: Path, target: Path) -> None:
    """``target`` as a hard link to ``source``, or a copy across file systems."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


def imported_home() -> str | None:
    """A user folder with the LackeyCCG plugin's 3,514 printings imported (``cards
    import-lackey``), or None when the shared data is not there. The plugin layout is made
    of hard links in a temporary folder (the importer skips symlinks that lead out of the
    plugin folder); nothing is copied where the file system allows links."""
    if not (LACKEY / "carddata.txt").is_file():
        return None
    plugin = Path(tempfile.mkdtemp(prefix="ge-bench-plugin-"))
    (plugin / "sets").mkdir()
    (plugin / "decks").mkdir()
    _link(LACKEY / "carddata.txt", plugin / "sets" / "carddata.txt")
    _link(LACKEY / "plugininfo.txt", plugin / "plugininfo.txt")
    for dek in sorted((LACKEY / "decks").glob("*.dek")):
        _link(dek, plugin / "decks" / dek.name)
    home = tempfile.mkdtemp(prefix="ge-bench-lackey-")
    env = dict(os.environ, GE_DESKTOP_HOME=home)
    command = [sys.executable, "-m", "ge_desktop", "cards", "import-lackey", str(plugin), "--checklist", str(LACKEY / "Galactic_Empires.xlsx")]
    result = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        print(f"  (import-lackey failed: {(result.stderr or result.stdout).strip()[-300:]})")
        return None
    return home


def print_launch(name: str, stages: dict[str, float]) -> None:
    order = [k for k in ("core-imported", "qt-imported", "ui-imported", "catalog-loaded", "window-built", "first-paint", "faces-drawn") if k in stages]
    marks = "   ".join(f"{k} {stages[k]:.2f}" for k in order)
    cpu = f", CPU to first paint {stages['cpu-first-paint']:.2f} s" if "cpu-first-paint" in stages else ""
    print(f"  {name:<22} first painted table {stages['first-paint']:.2f} s, app CPU to exit {stages['cpu']:.2f} s{cpu}   ({marks})")


def bench_drag(app, catalog, game, moves: int, size: tuple[int, int], faces: bool) -> tuple[list[float], list[float]]:
    frames, scene, view, group = bench_table(game, catalog, moves, size)
    bare = bench_bare(scene, view, group, moves, size, faces)
    view.close()
    scene.clear_table()
    return frames, bare


def print_ratio(frames: list[float], bare: list[float]) -> None:
    """Wall time per frame, then the GUI thread's CPU time per frame (on a machine shared
    with other jobs the wall time also counts the time the scheduler gave to them)."""
    ge_cpu, bare_cpu = CPU_FRAMES[-2], CPU_FRAMES[-1]
    for kind, ge, plain in (("wall", frames, bare), ("CPU", ge_cpu, bare_cpu)):
        for name, values in (("GE table", ge), ("bare pixmaps", plain)):
            p50, p95, mean = percentile(values, 0.5), percentile(values, 0.95), statistics.mean(values)
            print(f"  {kind:>4} {name:>12}: frame p50 {p50:6.2f} ms   p95 {p95:6.2f} ms   mean {mean:6.2f} ms")
        p50 = percentile(ge, 0.5) / percentile(plain, 0.5)
        p95 = percentile(ge, 0.95) / percentile(plain, 0.95)
        print(f"  {kind:>4} GE/bare: {p50:.2f}x at p50, {p95:.2f}x at p95   (goal: at most 1.5x and 2x)")
    print(f"  pick-up frame (wall, once per drag, not above): GE table {PICK_UPS[-2]:.1f} ms (it draws the still table's picture), bare {PICK_UPS[-1]:.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--launches", type=int, default=4)
    parser.add_argument("--sizes", nargs="*", default=[f"{w}x{h}" for w, h in SIZES], help="view sizes, WxH")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    catalog = default_catalog()
    sizes = [tuple(int(v) for v in text.split("x")) for text in args.sizes]
    busy, cards, dice = build_game(catalog)
    faces_game, faces_cards, faces_dice = build_game(catalog, *FACES_TABLE)
    for size in sizes:
        print(f"6 players, {cards} cards in play, {dice} dice, flat bare pixmaps, {size[0]}x{size[1]} ({load()})")
        print_ratio(*bench_drag(app, catalog, busy, args.moves, size, faces=False))
        print(f"4 players, {faces_cards} cards in play, {faces_dice} dice, real faces on both sides, {size[0]}x{size[1]} ({load()})")
        print_ratio(*bench_drag(app, catalog, faces_game, args.moves, size, faces=True))
    if args.launches:
        print(f"launch to first painted table, starter game, shipped catalog ({load()})")
        home = tempfile.mkdtemp(prefix="ge-bench-launch-")
        clear_bytecode()
        cold = launch(home, bytecode=False)  # a first start from source: nothing compiled, no faces
        warm_starter_faces(catalog, home)  # what the first session's prefetch leaves behind
        uncompiled = launch(home, bytecode=False)
        launch(home)  # (not counted) writes the compiled modules, as any first start may
        runs = [launch(home) for _ in range(max(1, args.launches - 1))]
        print_launch("cold: faces, bytecode", cold)
        print_launch("warm faces, no bytecode", uncompiled)
        for index, stages in enumerate(runs, start=1):
            print_launch(f"warm, run {index}", stages)
        warm = [stages["first-paint"] for stages in runs]
        warm_cpu = statistics.median(stages["cpu-first-paint"] for stages in runs)
        print(
            f"  warm median {statistics.median(warm):.2f} s, CPU {warm_cpu:.2f} s   (goal: at most 0.6 s warm, 1.0 s cold)\n"
            "  (warm: faces and compiled modules cached, as on a second start; 'no bytecode': PYTHONDONTWRITEBYTECODE\n"
            "   and no __pycache__, so Python compiles the app at every start, as on a machine that sets it)"
        )
        print_launch("resumed game (warm)", launch(crashed_home(home)))
        lackey = imported_home()
        if lackey is not None:
            print_launch("3,514 imported, cold", launch(lackey))
            warm_starter_faces(catalog, lackey)
            print_launch("3,514 imported, warm", launch(lackey))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
