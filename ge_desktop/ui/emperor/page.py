"""``EmperorTablePage``: Galactic Emperor's table page in the main window (its registry entry's
``table_page`` part; ``ui/pages.py`` says what a page is).

The board (``EmperorTableWidget``) is one of the window's central pages; its Moves panel sits
in a "Moves" dock above the game log; the phase bar shows the round's steps (the Direction
marker, the role choice, the seven roles) and whose turn it is. The window's shared machinery
works unchanged: the pass screen, undo/redo, save/open, autosave after every step, the log dock
(the game's log as the seat at the screen may read it) and the status line for refusals. F1
opens the rules help (``resources/help/gem-rules-help.md``, in our own words) at the section of
the step being played.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Outcome
from ge_desktop.paths import APP_NAME
from ge_desktop.rulesets.galactic_emperor.actions import Done
from ge_desktop.rulesets.galactic_emperor.observe import Observation
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import Setup
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.table_widget import EmperorTableWidget
from ge_desktop.ui.emperor.words import PHASE_TITLES, player_name, waiting_text
from ge_desktop.ui.pages import Bots, GameSession, GameSetup, TableHost
from ge_desktop.ui.preferences import Preferences
from ge_desktop.ui.rules_help import RulesHelpDialog, help_sections

RULES_HELP = "gem-rules-help.md"  # resources/help/<this>
END_WORDS = {"last_token": "placed the last Empire token", "vp_pool": "the last Victory Point chit was taken"}


class EmperorTablePage:
    """The board, the Moves dock and the game's end for one window (made once, kept)."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.table = EmperorTableWidget()
        self.session: EmperorSession | None = None
        self.game_over_box: QMessageBox | None = None
        self.rules_help: RulesHelpDialog | None = None
        dock = self.moves_dock = QDockWidget("Moves", host.window_widget())
        dock.setObjectName("EmperorMoves")
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
        return EmperorSession(game, hot_seat=self.host.prefs.hot_seat, bots=dict(bots))

    def start(self, setup: GameSetup) -> Game | None:
        if not isinstance(setup.config, Setup):
            raise TypeError(f"a Galactic Emperor game starts from a Setup, not a {type(setup.config).__name__}")
        return Game.new(setup.config, ruleset=GALACTIC_EMPEROR)

    # --- one game on the table ------------------------------------------------------------

    def show_session(self, session: GameSession) -> None:
        if not isinstance(session, EmperorSession):
            raise TypeError(f"the Galactic Emperor table shows an EmperorSession, not a {type(session).__name__}")
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

            def show_the_end() -> None:
                if self.session is session:
                    self.show_game_over(session.game.outcome)

            QTimer.singleShot(0, show_the_end)

    def leave(self, session: GameSession) -> None:
        self.table.clear_session()  # before the session's signals are cut: it lets go of its own connection
        if isinstance(session, EmperorSession):
            session.stop_bots()
            for signal in (session.board_changed, session.game_over):
                signal.disconnect()
        self.session = None
        self.moves_dock.hide()
        if self.game_over_box is not None:
            self.game_over_box.close()

    def _size_docks(self) -> None:
        """The Moves dock over the log, about 3 to 2, wide enough for its moves in words."""
        if not self.moves_dock.isVisible():
            return
        window, log = self.host.window_widget(), self.host.docks[0]
        window.resizeDocks([self.moves_dock, log], [3000, 2000], Qt.Orientation.Vertical)
        window.resizeDocks([self.moves_dock], [260], Qt.Orientation.Horizontal)

    def show_board(self, obs: Observation) -> None:
        session = self.session
        if session is None:
            return
        if session.waiting_for is None:
            self.host.return_to_table()  # an undo at the pass screen: the same player goes on
        text = waiting_text(obs) if obs.outcome is not None else f"Round {obs.round_number}"  # the Moves dock says who acts
        self.host.phase_bar.show_turn(text, obs.phase, "Galactic Emperor: the Direction marker, the role choices, then each role in turn")
        can_end = session.at_screen and session.game.why_illegal(Done()) is None
        self.host.phase_bar.next.setEnabled(can_end)
        self.host.act_next_phase.setEnabled(can_end)
        self.host.act_end_turn.setEnabled(can_end)

    def show_game_over(self, outcome: Outcome | None = None) -> None:
        """The end: who won and how; every total is public now. Save the replay or start anew."""
        session = self.session
        if session is None or session.game.outcome is None:
            return
        obs: Observation = session.game.observe(None)
        ended = obs.outcome
        assert ended is not None
        winner = f"{player_name(ended.winner)} wins" if ended.winner is not None else "A shared victory"
        scores = ", ".join(f"{player_name(p.seat)} {p.vp} VP" for p in obs.players)
        tie = f" Tie-break: {ended.tie_break}." if ended.tie_break else ""
        text = f"{winner} after {obs.round_number} rounds ({END_WORDS.get(ended.reason, ended.reason)}). Final scores: {scores}.{tie}"
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
        self.host.status.setText(text)

    def before_pass(self) -> None:
        """The screen passes: no dialog of the last player stays open."""
        self.table.close_dialog()

    def show_rules_help(self) -> None:
        """F1: the section of the step being played (a battle's when one is fought)."""
        if self.session is None:
            return
        obs = self.session.observation()
        self.rules_help = RulesHelpDialog(section_key(obs), self.host.window_widget(), RULES_HELP)
        self.rules_help.setWindowTitle("Rules help: Galactic Emperor")
        self.rules_help.open()

    def apply_preferences(self, prefs: Preferences) -> None:
        """The board draws itself at its own size: nothing of the preferences changes it."""


def section_key(obs: Observation) -> str:
    """The rules help section for what the game waits on."""
    sections = help_sections(RULES_HELP)
    wanted = []
    if obs.window is not None:
        wanted.append("technologies")
    if obs.battle is not None:
        wanted.append("combat")
    wanted.append(f"phase:{obs.phase.value}")
    return next((key for key in wanted if key in sections), "round")
