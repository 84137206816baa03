"""``BoardPage``: what the table pages of the games without the card table share (a game's
registry part ``table_page`` subclasses it).

The table widget is one of the window's central pages; its moves panel sits in a "Moves"
dock above the game log; the phase bar shows the game's phases (``game.phases()``) and
whose turn it is. The window's shared machinery works unchanged: the pass screen,
undo/redo, save/open, autosave after every step, the log dock (the game's own log as the
seat at the screen may read it) and the status line for refusals. These games have no
table gestures of the card game's kind (draw, shuffle, search, roll): the page offers no
Game menu actions, and its table always fits the window (no zoom).

A game's subclass names its table widget, session class, setup type and ruleset, and says
the turn line (``turn_text``), the end (``end_text``) and the rules help it opens (F1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

from ge_desktop.engine import Game
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.board_session import BoardSession
from ge_desktop.ui.pages import Bots, GameSession, GameSetup, TableHost
from ge_desktop.ui.preferences import Preferences
from ge_desktop.ui.rules_help import RulesHelpDialog


class BoardPage:
    """The table, the Moves dock and the game's end for one window (made once, kept)."""

    title = ""  # the game's name, in messages
    session_class: type[BoardSession] = BoardSession
    setup_type: type = object  # the config a game of it starts from
    ruleset: Any = None
    dock_name = "Moves"  # the dock's object name (the window keeps its place by it)
    dock_width = 250
    phase_titles: dict[Any, str] = {}
    phase_tip = ""  # the phase bar's tooltip

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.table: Any = self.make_table()
        self.session: BoardSession | None = None
        self.game_over_box: QMessageBox | None = None
        self.rules_help: RulesHelpDialog | None = None
        dock = self.moves_dock = QDockWidget("Moves", host.window_widget())
        dock.setObjectName(self.dock_name)
        dock.setWidget(self.table.panel)
        host.add_dock(dock, Qt.DockWidgetArea.RightDockWidgetArea)
        host.window_widget().splitDockWidget(dock, host.docks[0], Qt.Orientation.Vertical)  # above the log
        dock.hide()

    # --- what a game's subclass says ----------------------------------------------------------

    def make_table(self) -> Any:
        """The table widget: a ``QWidget`` with a ``panel`` (the Moves dock's) and ``set_session``."""
        raise NotImplementedError

    def turn_text(self, obs: Any) -> str:
        """The phase bar's line for the observation shown."""
        raise NotImplementedError

    def end_text(self, session: Any) -> str:
        """The game over box's sentence (the game has an outcome)."""
        raise NotImplementedError

    def show_rules_help(self) -> None:
        """F1: the rules help at the part being played."""

    def table_lets_go(self) -> None:
        """The session leaves the table: a table holding its own connections drops them."""

    # --- the page ----------------------------------------------------------------------------

    @property
    def widget(self) -> QWidget:
        widget: QWidget = self.table
        return widget

    def game_actions(self) -> Sequence[QAction]:
        return ()

    def view_actions(self) -> Sequence[QAction]:
        return ()

    def toolbar_actions(self) -> Sequence[QAction]:
        return ()

    def make_session(self, game: Game, bots: Bots) -> GameSession:
        return self.session_class(game, hot_seat=self.host.prefs.hot_seat, bots=dict(bots))

    def start(self, setup: GameSetup) -> Game | None:
        if not isinstance(setup.config, self.setup_type):
            raise TypeError(f"a {self.title} game starts from a {self.setup_type.__name__}, not a {type(setup.config).__name__}")
        return Game.new(setup.config, ruleset=self.ruleset)

    # --- one game on the table ------------------------------------------------------------

    def show_session(self, session: GameSession) -> None:
        if not isinstance(session, self.session_class):
            raise TypeError(f"the {self.title} table shows a {self.session_class.__name__}, not a {type(session).__name__}")
        self.session = session
        session.game_over.connect(self.show_game_over)
        session.board_changed.connect(self.show_board)
        session.set_fast(self.host.act_fast_bots.isChecked())
        self.table.set_session(session)
        self.host.phase_bar.set_phases(session.game.phases(), self.phase_titles)
        self.moves_dock.show()
        QTimer.singleShot(0, self._size_docks)  # once the window is laid out
        self.host.show_table()
        session.refresh()
        session.resume_bots()
        if session.game.is_terminal() and session.game.outcome is not None:
            QTimer.singleShot(0, lambda: self._show_the_end(session))

    def _show_the_end(self, session: BoardSession) -> None:
        if self.session is session:
            self.show_game_over()

    def leave(self, session: GameSession) -> None:
        self.table_lets_go()  # before the session's signals are cut
        if isinstance(session, BoardSession):
            session.stop_bots()
            for signal in (session.board_changed, session.game_over):
                signal.disconnect()
        self.session = None
        self.moves_dock.hide()
        if self.game_over_box is not None:
            self.game_over_box.close()

    def _size_docks(self) -> None:
        """The Moves dock over the log, about 3 to 2, and wide enough for its moves in words."""
        if not self.moves_dock.isVisible():
            return
        window, log = self.host.window_widget(), self.host.docks[0]
        window.resizeDocks([self.moves_dock, log], [3000, 2000], Qt.Orientation.Vertical)
        window.resizeDocks([self.moves_dock], [self.dock_width], Qt.Orientation.Horizontal)

    def show_board(self, obs: Any) -> None:
        session = self.session
        if session is None:
            return
        if session.waiting_for is None:
            self.host.return_to_table()  # an undo at the pass screen: the same player goes on
        self.host.phase_bar.show_turn(self.turn_text(obs), obs.phase, self.phase_tip)
        can_end = session.at_screen and session.game.why_illegal(session.done_action()) is None
        self.host.phase_bar.next.setEnabled(can_end)
        self.host.act_next_phase.setEnabled(can_end)
        self.host.act_end_turn.setEnabled(can_end)

    def show_game_over(self, outcome: object = None) -> None:
        """The end in words; save the replay or start anew."""
        session = self.session
        if session is None or session.game.outcome is None:
            return
        text = self.end_text(session)
        if self.game_over_box is not None:
            self.game_over_box.close()
        box = QMessageBox(QMessageBox.Icon.Information, APP_NAME, text, QMessageBox.StandardButton.Close, self.host.window_widget())
        save = box.addButton("Save Replay...", QMessageBox.ButtonRole.ActionRole)
        again = box.addButton("New Game...", QMessageBox.ButtonRole.AcceptRole)
        save.clicked.connect(self.host.save_game_as)
        again.clicked.connect(self.host.new_game)
        self.game_over_box = box
        box.open()

    # --- the window's requests ------------------------------------------------------------

    def stop_bots(self) -> None:
        if self.session is not None:
            self.session.stop_bots()

    def resume_bots(self) -> None:
        if self.session is not None:
            self.session.resume_bots()

    def set_fast_bots(self, on: bool) -> None:
        if self.session is not None:
            self.session.set_fast(on)

    def bots_moving(self) -> bool:
        """Never holds the autosave back: each bot step is kept as it is played."""
        return False

    def show_problem(self, text: str) -> None:
        self.host.status.setText(text)  # the session has put it in the viewer's words already

    def before_pass(self) -> None:
        """The screen passes: nothing to close here (a table with dialogs closes them)."""

    def apply_preferences(self, prefs: Preferences) -> None:
        """The table draws itself at its own size: nothing of the preferences changes it."""
