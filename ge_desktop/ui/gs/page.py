"""``GsTablePage``: Galactic Supremacy's table page in the main window (its registry entry's
``table_page`` part; ``ui/pages.py`` says what a page is).

The table (``GsTableWidget``) is one of the window's central pages; its side panel sits in a
"Moves" dock above the game log; the phase bar shows Galactic Supremacy's phases
(``game.phases()``) and whose turn it is. The window's shared machinery works unchanged: the
pass screen, undo/redo, save/open, autosave after every step, the log dock (the game's own
log as the seat at the screen may read it) and the status line for refusals. The game has
no table gestures of the card game's kind (draw, shuffle, search, roll): the page offers no
Game menu actions, and its table always fits the window (no zoom).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Outcome
from ge_desktop.paths import APP_NAME
from ge_desktop.rulesets.galactic_supremacy.actions import Done
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.gs.table_widget import GsTableWidget
from ge_desktop.ui.gs.words import PHASE_TITLES
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.pages import Bots, GameSession, GameSetup, TableHost, TablePageFactory
from ge_desktop.ui.preferences import Preferences
from ge_desktop.ui.rules_help import RulesHelpDialog, help_sections

RULES_HELP = "gs-rules-help.md"  # the registry's ``rules_help`` part: resources/help/<this>


class GsTablePage:
    """The table, the Moves dock and the game's end for one window (made once, kept)."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.table = GsTableWidget()
        self.session: GsSession | None = None
        self.game_over_box: QMessageBox | None = None
        self.rules_help: RulesHelpDialog | None = None
        dock = self.moves_dock = QDockWidget("Moves", host.window_widget())
        dock.setObjectName("Moves")
        dock.setWidget(self.table.panel)
        host.add_dock(dock, Qt.DockWidgetArea.RightDockWidgetArea)
        host.window_widget().splitDockWidget(dock, host.docks[0], Qt.Orientation.Vertical)  # above the log
        dock.hide()

    @property
    def widget(self) -> QWidget:
        return self.table

    def game_actions(self) -> Sequence[QAction]:
        return ()

    def view_actions(self) -> Sequence[QAction]:
        return ()

    def toolbar_actions(self) -> Sequence[QAction]:
        return ()

    def make_session(self, game: Game, bots: Bots) -> GameSession:
        return GsSession(game, hot_seat=self.host.prefs.hot_seat, bots=dict(bots))

    def start(self, setup: GameSetup) -> Game | None:
        if not isinstance(setup.config, Setup):
            raise TypeError(f"a Galactic Supremacy game starts from a Setup, not a {type(setup.config).__name__}")
        return Game.new(setup.config)

    # --- one game on the table ------------------------------------------------------------

    def show_session(self, session: GameSession) -> None:
        if not isinstance(session, GsSession):
            raise TypeError(f"the Galactic Supremacy table shows a GsSession, not a {type(session).__name__}")
        self.session = session
        session.game_over.connect(self.show_game_over)
        session.board_changed.connect(self.show_board)
        session.set_fast(self.host.act_fast_bots.isChecked())
        self.table.set_session(session)
        self.host.phase_bar.set_phases(session.game.phases(), PHASE_TITLES)
        self.moves_dock.show()
        QTimer.singleShot(0, self._size_docks)  # once the window is laid out
        self.host.show_table()
        session.refresh()
        session.resume_bots()
        if session.game.is_terminal() and session.game.outcome is not None:
            QTimer.singleShot(0, lambda: self._show_the_end(session))

    def _show_the_end(self, session: GsSession) -> None:
        if self.session is session:
            self.show_game_over(session.game.outcome)

    def leave(self, session: GameSession) -> None:
        if isinstance(session, GsSession):
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
        window.resizeDocks([self.moves_dock], [250], Qt.Orientation.Horizontal)

    def show_board(self, obs: Observation) -> None:
        session = self.session
        if session is None:
            return
        if session.waiting_for is None:
            self.host.return_to_table()  # an undo at the pass screen: the same player goes on
        if obs.outcome is not None:
            winner = obs.outcome.winner
            text = f"Game over: {player_name(winner)} wins" if winner is not None else "Game over"
        else:
            text = f"Turn {obs.turn_number}: {player_name(obs.active)}"
        self.host.phase_bar.show_turn(text, obs.phase, "Galactic Supremacy: the seven phases of a turn")
        can_end = session.at_screen and session.game.why_illegal(Done()) is None
        self.host.phase_bar.next.setEnabled(can_end)
        self.host.act_next_phase.setEnabled(can_end)
        self.host.act_end_turn.setEnabled(can_end)

    def show_game_over(self, outcome: Outcome | None = None) -> None:
        """The end: who conquered every other Homeworld; save the replay or start anew."""
        session = self.session
        if session is None or session.game.outcome is None:
            return
        winner = session.game.outcome.winner
        turns = session.game.state.turn_number
        text = f"{player_name(winner)} wins by conquest of every other Homeworld, after {turns} player turns." if winner is not None else "The game ended."
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
        """Nothing to close: the table closes its dialogs when the observation has no viewer."""

    def show_rules_help(self) -> None:
        """F1: the section of the card kind under the cursor, else of the current phase."""
        if self.session is None:
            return
        board = self.session.board()
        hovered = self.table.scene.hovered
        kind = board.cards[hovered].kind.value if hovered is not None and hovered in board.cards else None
        self.rules_help = RulesHelpDialog(section_key(kind, board.phase.value), self.host.window_widget(), RULES_HELP, "Rules help: Galactic Supremacy")
        self.rules_help.open()

    def apply_preferences(self, prefs: Preferences) -> None:
        """The table draws its own faces at its own size: nothing of the preferences changes it."""


def section_key(kind: str | None = None, phase: str | None = None) -> str:
    """The rules help section for a card kind (``fleet``) or else a phase (``draw``)."""
    sections = help_sections(RULES_HELP)
    for key in (f"type:{kind}", f"phase:{phase}"):
        if key in sections:
            return key
    return "turn"


if TYPE_CHECKING:
    _MEETS_THE_PROTOCOL: TablePageFactory = GsTablePage  # mypy checks the registry part against ui/pages.py
