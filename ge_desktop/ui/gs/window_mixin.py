"""The main window's side of a Galactic Supremacy game (``GsWindowMixin``, part of ``MainWindow``).

``MainWindow.set_session`` hands a ``GsSession`` here: the Galactic Supremacy table page
(``GsTableWidget``) replaces the Galactic Empires view in the window's pages, the phase
bar shows Galactic Supremacy's phases (``game.phases()``), the Card dock gives way to
the table's own side panel, and the window's shared machinery works unchanged: the pass
screen, undo/redo, save/open, autosave after every step, the log dock (the game's own
log as the seat at the screen may read it) and the status line for refusals. Galactic
Empires table gestures (draw, shuffle, search, roll) are switched off for this game.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QMessageBox, QStackedWidget, QWidget

from ge_desktop.paths import APP_NAME
from ge_desktop.ui.observed import player_name

if TYPE_CHECKING:
    from ge_desktop.rulesets.galactic_supremacy.observe import Observation
    from ge_desktop.ui.gs.session import GsSession
    from ge_desktop.ui.gs.table_widget import GsTableWidget
    from ge_desktop.ui.log_widget import LogWidget
    from ge_desktop.ui.pass_widget import PassScreenWidget
    from ge_desktop.ui.phase_bar_widget import PhaseBarWidget
    from ge_desktop.ui.session import Session
    from ge_desktop.ui.table.view import TableView

    _Window = QMainWindow  # for the type checker the mixin is the window it is part of
else:
    _Window = object  # at run time a plain mixin: MainWindow brings the QMainWindow

# The Galactic Supremacy rules and session are imported when such a game is made, never
# at start: a Galactic Empires table shows without them (``is_gs_session``).
GS_RULESET = "galactic-supremacy"
GS_SESSION_MODULE = "ge_desktop.ui.gs.session"


class GsWindowMixin(_Window):
    """Uses the window's pages, phase bar, docks, actions and files (``MainWindow``)."""

    gs_table: GsTableWidget | None = None
    gs_game_over: QMessageBox | None = None
    moves_dock: QDockWidget | None = None

    # what MainWindow (and its GameFilesMixin) gives this side of it
    session: Session | GsSession | None
    current_path: Path | None
    resumed_unsaved: bool
    pages: QStackedWidget
    view: TableView
    pass_screen: PassScreenWidget
    phase_bar: PhaseBarWidget
    log_widget: LogWidget
    docks: list[QDockWidget]  # the Card dock, the log dock
    view_menu: QMenu
    act_fast_bots: QAction
    act_next_phase: QAction
    act_end_turn: QAction
    act_zoom_in: QAction
    act_zoom_out: QAction
    act_fit: QAction
    act_actual: QAction
    act_draw: QAction
    act_shuffle: QAction
    act_search: QAction
    act_roll: QAction
    act_gamble_quit: QAction

    if TYPE_CHECKING:

        def show_problem(self, text: str) -> None: ...
        def _ask_pass(self, seat: int) -> None: ...
        def _after_change(self) -> None: ...
        def _update_undo(self, _index: int | None = None) -> None: ...
        def _update_title(self, clean: bool | None = None) -> None: ...
        def save_game_as(self) -> bool: ...
        def new_game(self) -> None: ...

    def _set_gs_session(self, session: GsSession, path: Path | None) -> None:
        from ge_desktop.ui.gs.table_widget import GsTableWidget
        from ge_desktop.ui.gs.words import PHASE_TITLES

        table, dock = self.gs_table, self.moves_dock
        if table is None or dock is None:  # the first such game of this window: both are made here
            table = self.gs_table = GsTableWidget()
            self.pages.addWidget(table)
            dock = self.moves_dock = QDockWidget("Moves", self)
            dock.setObjectName("Moves")
            dock.setWidget(table.panel)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.splitDockWidget(dock, self.docks[1], Qt.Orientation.Vertical)  # above the log
            self.view_menu.addAction(dock.toggleViewAction())
        self.session, self.current_path = session, path
        self.resumed_unsaved = False
        session.undo_stack.indexChanged.connect(self._update_undo)
        session.undo_stack.cleanChanged.connect(self._update_title)
        session.log_reset.connect(self.log_widget.set_lines)
        session.problem.connect(self.show_problem)
        session.pass_requested.connect(self._ask_pass)
        session.changed.connect(self._after_change)
        session.game_over.connect(self.show_gs_game_over)
        session.board_changed.connect(self.show_gs_board)
        if self.act_fast_bots.isChecked():
            session.set_fast(True)
        table.set_session(session)
        self.phase_bar.set_phases(session.game.phases(), PHASE_TITLES)
        self.docks[0].hide()  # the Card dock: the Moves dock shows the card
        dock.show()
        QTimer.singleShot(0, self._size_gs_docks)  # once the window is laid out
        zoom = (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_actual)  # this table always fits the window
        for action in (self.act_draw, self.act_shuffle, self.act_search, self.act_roll, self.act_gamble_quit, *zoom):
            action.setEnabled(False)
        self.pages.setCurrentWidget(table)
        session.refresh()
        self._update_title()
        self._update_undo()
        session._schedule_bot()
        if session.game.is_terminal() and session.game.outcome is not None:

            def show_the_end() -> None:
                if self.session is session:
                    self.show_gs_game_over(session.game.outcome)

            QTimer.singleShot(0, show_the_end)

    def _size_gs_docks(self) -> None:
        """The Moves dock over the log, about 3 to 2, and wide enough for its moves in words."""
        if self.moves_dock is None or not self.moves_dock.isVisible():
            return
        self.resizeDocks([self.moves_dock, self.docks[1]], [3000, 2000], Qt.Orientation.Vertical)
        self.resizeDocks([self.moves_dock], [250], Qt.Orientation.Horizontal)

    def table_page(self) -> QWidget:
        """The page that shows the table of the game on it."""
        if is_gs_session(self.session) and self.gs_table is not None:
            return self.gs_table
        return self.view

    def show_gs_board(self, obs: Observation) -> None:
        from ge_desktop.rulesets.galactic_supremacy.actions import Done

        session, table = self.session, self.gs_table
        if not is_gs_session(session) or table is None:
            return
        pages = self.pages
        if session.waiting_for is None and pages.currentWidget() is self.pass_screen and not self.pass_screen.resuming:
            pages.setCurrentWidget(table)  # an undo at the pass screen: the same player goes on
        if obs.outcome is not None:
            winner = obs.outcome.winner
            text = f"Game over: {player_name(winner)} wins" if winner is not None else "Game over"
        else:
            text = f"Turn {obs.turn_number}: {player_name(obs.active)}"
        self.phase_bar.show_turn(text, obs.phase, "Galactic Supremacy: the seven phases of a turn")
        can_end = session.at_screen and session.game.why_illegal(Done()) is None
        self.phase_bar.next.setEnabled(can_end)
        self.act_next_phase.setEnabled(can_end)
        self.act_end_turn.setEnabled(can_end)

    def show_gs_game_over(self, outcome: object) -> None:
        """The end: who conquered every other Homeworld; save the replay or start anew."""
        session = self.session
        if not is_gs_session(session) or session.game.outcome is None:
            return
        winner = session.game.outcome.winner
        turns = session.game.state.turn_number
        text = f"{player_name(winner)} wins by conquest of every other Homeworld, after {turns} player turns." if winner is not None else "The game ended."
        if self.gs_game_over is not None:
            self.gs_game_over.close()
        box = QMessageBox(QMessageBox.Icon.Information, APP_NAME, text, QMessageBox.StandardButton.Close, self)
        save = box.addButton("Save Replay...", QMessageBox.ButtonRole.ActionRole)
        again = box.addButton("New Game...", QMessageBox.ButtonRole.AcceptRole)
        save.clicked.connect(self.save_game_as)
        again.clicked.connect(self.new_game)
        self.gs_game_over = box
        box.open()


def is_gs_game(game: object) -> bool:
    """Is ``game`` (an engine ``Game``) a Galactic Supremacy game?"""
    ruleset = getattr(game, "ruleset", None)
    return getattr(ruleset, "name", None) == GS_RULESET


def is_gs_session(session: object) -> TypeGuard[GsSession]:
    """Is ``session`` a ``GsSession``? (False without importing it: none can exist before
    its module is imported.)"""
    module = sys.modules.get(GS_SESSION_MODULE)
    return module is not None and isinstance(session, module.GsSession)
