"""The GUI composition root: builds the QApplication, the session and the table window.

Start-up: the log file is set up, preferences are loaded, and the game is either the
autosave of a session that did not quit cleanly (restored) or a new ready game with the
Basic Set A decks, Argonian First Republic vs Krebiz Capitalist Alliance, hot-seat in
rules-enforced mode (sandbox is one click away in New Game). Headless commands never import
this module, so they never load Qt.

Nothing at start may stop the app: a damaged autosave is moved aside (never overwritten)
and the longest readable game in it (or the previous autosave) is restored, saying so; a
read-only or full user folder, or a log file that cannot be opened, is reported on the
status line and in the game log with what will not work, and the app plays on.

One window per autosave: the window claims a slot of the user folder with a lock file
(``ui/autosave_owner.py``), so a second window on the same folder keeps its game in its own
``autosave-2.gerec``; our stray temporary files (a killed writer's) are removed at start.

Test hook: ``GE_DESKTOP_TEST_HOOK`` makes the started app print machine-readable lines
for the crash-restore test: ``play:<notation>`` plays one action after start and prints
``GE-TEST played <digest> <actions>``; ``report`` prints ``GE-TEST state <digest> <actions>`` and
quits without clearing the autosave; ``first-paint`` prints ``GE-TEST painted`` once the
table has been painted, waits until every face on it is real and quits, printing the
start-up stage marks (``startup_clock``) for the launch benchmark. ``hold:`` before ``play:``
or ``report`` keeps the window open until the file ``quit-<pid>`` appears in
``GE_DESKTOP_HOME``, then closes it as Quit does (``closeEvent``) and prints ``GE-TEST closed``
(the two-window test).
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ge_desktop import __version__
from ge_desktop.paths import APP_NAME, resources_dir

if TYPE_CHECKING:  # names for the annotations only: the window's modules load after Qt, when it starts
    from ge_desktop.bots.base import BotKind
    from ge_desktop.cards.catalog import Catalog
    from ge_desktop.engine.game import Game
    from ge_desktop.engine.terms import Seat
    from ge_desktop.storage.autosave import DamagedAutosave
    from ge_desktop.storage.records import GameRecord
    from ge_desktop.ui.autosave_owner import Claim
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import Preferences

log = logging.getLogger(__name__)

TEST_HOOK = "GE_DESKTOP_TEST_HOOK"
WINDOW_SHOWN: list[Callable[[Any, Any], object]] = []  # callables (app, window) run once the main window is shown: ``--self-test`` attaches here
ICON = ("icons", "ge-desktop.png")
KEPT_WHILE_RUNNING: list[object] = []  # the garbage pump and the autosave slot's lock, held until the app quits


@dataclass
class Start:
    """How the app starts: the game, whether it was restored, what the player must be told."""

    game: Game
    restored: bool = False
    notes: list[str] = field(default_factory=list)  # one sentence each, for the status line and the game log
    damaged: DamagedAutosave | None = None  # storage.autosave.DamagedAutosave, when the autosave was set aside
    bots: dict[Seat, BotKind] = field(default_factory=dict)  # seat -> BotKind: the bot seats of a restored game
    path: Path | None = None  # the file a restored game was last saved to or opened from
    unsaved: bool = True  # a restored game has moves that file does not hold


def _salvage(damaged: DamagedAutosave, catalog: Catalog, log_lines: list[str]) -> tuple[Game | None, GameRecord | None]:
    """The longest game that replays from a damaged autosave's readable part or the previous
    autosave, and the record it came from (None, None if neither replays)."""
    from ge_desktop.storage.records import RecordError
    from ge_desktop.storage.replay import replay_prefix
    from ge_desktop.ui.game_setup import check_table_players

    best: Game | None = None
    source: GameRecord | None = None
    for record in (damaged.readable, damaged.previous):
        if record is None:
            continue
        try:
            check_table_players(record, str(damaged.kept_at))
            game, _ = replay_prefix(record, catalog, str(damaged.kept_at))
        except RecordError as exc:
            log_lines.append(str(exc))
            continue
        if best is None or len(game.history) > len(best.history):
            best, source = game, record
    return best, source


def _restored(game: Game, record: GameRecord, notes: list[str], damaged: DamagedAutosave | None = None) -> Start:
    """A game restored from ``record``: with its bot seats, and its file (the autosave names
    the file the game was last saved to, and whether it has moves since)."""
    from ge_desktop.ui.seats import bots_of

    bots, seat_notes = bots_of(record, len(game.state.players))
    file = record.header.file
    path = Path(file.path) if file is not None else None
    unsaved = path is None or file is None or file.unsaved or damaged is not None or not path.is_file()
    return Start(game, True, notes + seat_notes, damaged, bots, path, unsaved)


def start_game(catalog: Catalog) -> Start:
    """The restored autosave, if the last session did not quit cleanly, else a ready game.

    A damaged autosave (unreadable, or not replaying) is set aside and its readable
    actions (or the previous autosave, whichever goes further) are restored instead.
    """
    from ge_desktop.storage.autosave import AutosaveFound, find_autosave, set_aside_autosave
    from ge_desktop.storage.records import RecordError
    from ge_desktop.storage.replay import replay
    from ge_desktop.ui.game_setup import check_table_players, starter_game

    found = find_autosave()
    damaged = found.damaged
    if found.record is not None:
        try:
            check_table_players(found.record, "autosave")
        except RecordError as exc:  # nothing of it can be played on this table
            found = AutosaveFound(damaged=set_aside_autosave(str(exc), None))
        damaged = found.damaged
    if found.record is not None:
        try:
            return _restored(replay(found.record, catalog, "autosave"), found.record, [])
        except RecordError as exc:
            damaged = set_aside_autosave(str(exc), found.record)
    if damaged is not None:
        problems: list[str] = []
        game, record = _salvage(damaged, catalog, problems)
        for problem in problems:
            log.warning("salvaging the autosave: %s", problem)
        kept = f"The autosave was damaged ({damaged.problem}); it is kept as {damaged.kept_at}."
        if game is not None and record is not None:
            note = f"{kept} Restored the {len(game.history)} action(s) that could still be read."
            return _restored(game, record, [note], damaged)
        return Start(starter_game(catalog), False, [f"{kept} Nothing in it could be restored."], damaged)
    return Start(starter_game(catalog), False)


def show_start(window: MainWindow, start: Start) -> None:
    """Put the start's game on the window: a restored game with its bots and its file,
    resumed (hot-seat: behind a pass screen, or Start New)."""
    window.set_session(window.make_session(start.game, start.bots), start.path)
    if start.restored:
        note = start.notes[0] if start.damaged is not None and start.notes else None
        window.show_resumed(note, unsaved=start.unsaved)
        window.carry_on_lesson()  # the guided game left mid-lesson comes back with its guide


def startup_problems(log_path: Path | None) -> list[str]:
    """What the player must know about his user folders (read-only, full) and the log file."""
    from ge_desktop.storage.folders import folder_problems
    from ge_desktop.ui.app_log import log_problem

    notes = [f"GE Desktop {problem}." for problem in folder_problems()]
    if log_path is None and log_problem():
        notes.append(f"{log_problem()}; the log goes to the terminal.")
    return notes


# The Qt-free layers the first table needs, imported before PySide6: once PySide6 is
# loaded, its import hook reads the source of every module imported after it (PYSIDE-2029,
# looking for its own name), which costs about a tenth of a millisecond per module, some
# 40 ms over the start. tests/test_app_start.py checks that none of these loads Qt.
QT_FREE_FIRST = (
    "ge_desktop.storage.autosave",
    "ge_desktop.storage.replay",
    "ge_desktop.storage.folders",
    "ge_desktop.cards.user_catalog",
    "ge_desktop.cards.deck_library",
    "ge_desktop.lackey.collection",
    "ge_desktop.bots",
    "ge_desktop.ui.game_setup",
    "ge_desktop.ui.observed",
    "ge_desktop.ui.session_assist",
    "ge_desktop.ui.log_text",
    "ge_desktop.ui.game_story",
)


# What the first table does without (imported on first use): Pillow (faces come from the
# disk cache or the face worker), the other games' rules and table pages (``deferred_at_start``:
# their registry entries are read at start, their parts imported only for their games), the
# bots' thinking thread, the card browser, deck builder and dialogs. The ``first-paint`` hook
# lists any of them that was loaded all the same (tests/test_app_start.py).
DEFERRED_AT_START = (
    "PIL",
    "ge_desktop.render.face",
    "ge_desktop.ui.browser.browser_widget",
    "ge_desktop.ui.browser.deck_builder",
    "ge_desktop.ui.new_game_dialog",
)


def deferred_at_start(started: str) -> list[str]:
    """``DEFERRED_AT_START`` and the ruleset and table page modules of every registered game
    but ``started`` (the game on the first table)."""
    from ge_desktop.games import games

    others = [game for game in games() if game.name != started]
    parts = [game.parts[key] for game in others for key in ("ruleset", "table_page") if game.has(key)]
    return [*DEFERRED_AT_START, *(reference.partition(":")[0] for reference in parts)]


def run_app(qt_args: list[str]) -> int:
    """Start the app; returns the process exit code."""
    import importlib

    from ge_desktop.games import load_games
    from ge_desktop.startup_clock import mark

    for name in QT_FREE_FIRST:
        importlib.import_module(name)
    load_games()  # every game known before a save or the autosave of any game is opened
    mark("core-imported")
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    mark("qt-imported")

    from ge_desktop.ui import open_files
    from ge_desktop.ui.app_log import setup_logging
    from ge_desktop.ui.browser.catalog_holder import shared_catalog
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import apply_theme, load_preferences

    mark("ui-imported")
    running = QApplication.instance()  # the self-test's own test has one already
    app = running if isinstance(running, QApplication) else QApplication([sys.argv[0], *qt_args])
    from ge_desktop.ui.gc_pump import GarbagePump

    KEPT_WHILE_RUNNING.append(GarbagePump(app))  # the collector runs on the GUI thread only (bot and import threads)
    app.setWindowIcon(QIcon(str(resources_dir().joinpath(*ICON))))
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("GE Desktop")
    log_path = setup_logging()
    log.info("%s %s starting", APP_NAME, __version__)
    prefs = load_preferences()
    apply_theme(prefs.theme)
    claim = _claim_user_folder(prefs)
    KEPT_WHILE_RUNNING.append(claim)  # the lock is held while the app runs
    holder = shared_catalog()  # the shipped catalog plus the user's own cards
    catalog = holder.catalog
    mark("catalog-loaded")
    start = start_game(catalog)
    start.notes += claim.notes()
    window = MainWindow(catalog, prefs)
    window.autosave_enabled = claim.slot is not None
    holder.changed.connect(lambda: setattr(window, "catalog", holder.catalog))
    for problem in holder.full.problems:
        log.warning("catalog problem: %s", problem)
    show_start(window, start)
    window.offer_learning()  # an empty user folder: the guided first game is offered
    _tell(window, start.notes, start.notes)
    mark("window-built")
    hook = os.environ.get(TEST_HOOK)
    if hook == "first-paint":
        _exit_on_first_paint(window)
    window.show()
    open_files.install(app, window, qt_args)  # a saved game or deck double-clicked (packaging/ file associations)
    for attach in WINDOW_SHOWN:
        attach(app, window)

    # The user folders are probed (a small file written and synced in each) once the table
    # shows: the first paint does not wait on the disk.
    def tell_folder_problems() -> None:
        problems = startup_problems(log_path)
        _tell(window, start.notes + problems, problems)

    QTimer.singleShot(0, tell_folder_problems)
    if hook:
        QTimer.singleShot(0, lambda: _run_test_hook(window, hook))
    return app.exec()


def _claim_user_folder(prefs: Preferences) -> Claim:
    """This window's autosave slot (a lock held while the app runs), after removing our
    stray temporaries in the user folder and beside the player's recent saves."""
    from pathlib import Path

    from ge_desktop.paths import user_data_dir
    from ge_desktop.storage.temporaries import remove_stray_temporaries, user_folders_to_sweep
    from ge_desktop.ui.autosave_owner import claim_slot

    claim = claim_slot()
    remove_stray_temporaries(user_folders_to_sweep(user_data_dir()), [Path(p) for p in prefs.recent_files])
    return claim


def _tell(window: MainWindow, notes: list[str], new: list[str]) -> None:
    """``notes`` on the status line (the first, and how many more), ``new`` of them in the
    log file and the game log."""
    for note in new:
        log.warning("%s", note)
    if notes:
        window.status.setText(notes[0] if len(notes) == 1 else f"{notes[0]} (and {len(notes) - 1} more in the game log)")
    if new:
        window.log_widget.add_lines([f"({note})" for note in new])


def _exit_on_first_paint(window: MainWindow) -> None:
    """Benchmark hook: mark the table's first paint, wait until every face on it is real
    (placeholders replaced), print the stage marks and leave."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    from ge_desktop.startup_clock import mark, report_lines
    from ge_desktop.ui.table.page import CardTablePage

    shown_page = window.page
    assert isinstance(shown_page, CardTablePage), "the benchmark starts on the card table"
    page: CardTablePage = shown_page  # (narrowed once, for the closures below)

    def leave_when_drawn() -> None:
        if page.scene.faces.pending():
            QTimer.singleShot(5, leave_when_drawn)
            return
        mark("faces-drawn")
        print("\n".join([*report_lines(), "GE-TEST painted"]), flush=True)
        os._exit(0)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
            shown = page.scene.cards or watched is window.pass_screen  # a resumed hot-seat game opens on the pass screen
            if event.type() == QEvent.Type.Paint and shown and "first-paint" not in MARKS:
                mark("first-paint")
                started = window.session.game.ruleset.name if window.session is not None else ""
                loaded = [name for name in deferred_at_start(started) if name in sys.modules]
                print(f"GE-TEST deferred-loaded {','.join(loaded) or '-'}", flush=True)
                QTimer.singleShot(0, leave_when_drawn)
            return False

    from ge_desktop.startup_clock import MARKS

    first_paint = FirstPaint(window)  # a child of the window: it lives as long as the window
    page.view.viewport().installEventFilter(first_paint)
    window.pass_screen.installEventFilter(first_paint)


def _run_test_hook(window: MainWindow, hook: str) -> None:
    """Scripted start-up for the crash-restore test (see the module docstring)."""
    from PySide6.QtWidgets import QApplication

    from ge_desktop.ui.session import Session

    session = window.session
    assert isinstance(session, Session), "the window starts with a card game"
    hold = hook.startswith("hold:")
    hook = hook.removeprefix("hold:")
    if hook.startswith("play:"):
        session.play_text(hook[len("play:") :])
        print(f"GE-TEST played {session.game.ruleset.digest(session.game.state)} {len(session.game.history)}", flush=True)
    elif hook == "report":
        print(f"GE-TEST state {session.game.ruleset.digest(session.game.state)} {len(session.game.history)}", flush=True)
        if not hold:
            window.autosave_enabled = False
            os._exit(0)  # leave the autosave where it is
    if hold:
        _close_on_quit_file(window)
    QApplication.processEvents()


def _close_on_quit_file(window: MainWindow) -> None:
    """Test hook: close the window as Quit does once ``quit-<pid>`` appears in GE_DESKTOP_HOME."""
    from pathlib import Path

    from PySide6.QtCore import QTimer

    quit_file = Path(os.environ.get("GE_DESKTOP_HOME", ".")) / f"quit-{os.getpid()}"
    timer = QTimer(window)

    def poll() -> None:
        if quit_file.exists():
            timer.stop()
            closed = window.close()
            print(f"GE-TEST closed {closed}", flush=True)

    timer.timeout.connect(poll)
    timer.start(50)
