"""The dice race's table page, session and New Game form: the third game of
``tests/engine/test_second_ruleset.py`` in the main window, written against ``ui/pages.py``
alone (its registry entry names this module's ``DicePage`` and ``DiceForm``).

The page is a line of scores and a **Step** button (roll, then score); the form asks for the
target score. Nothing of the window was changed for this game: if the window reached past
the page and form Protocols into another game's table, it could not start or play it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QFormLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from ge_desktop.engine import Game, IllegalActionError, Seat
from ge_desktop.storage.records import GameRecord, record_of
from ge_desktop.ui.hot_seat import HotSeatUndoMixin
from ge_desktop.ui.pages import BotChoice, Bots, FormContext, GameSession, GameSetup, Json, TableHost
from ge_desktop.ui.preferences import Preferences
from tests.engine.test_second_ruleset import DiceConfig, DicePhase, StepAction

PHASE_NAMES: dict[Enum, str] = {DicePhase.ROLL: "Roll", DicePhase.SCORE: "Score"}


class _Step(QUndoCommand):
    def __init__(self, session: DiceSession, before: Game, after: Game) -> None:
        super().__init__("Step")
        self.session, self.before, self.after = session, before, after

    def redo(self) -> None:
        self.session.put(self.after)

    def undo(self) -> None:
        self.session.put(self.before)


class DiceSession(HotSeatUndoMixin, GameSession):
    board_changed = Signal(object)  # the observation

    def __init__(self, game: Game, hot_seat: bool, bots: Bots) -> None:
        super().__init__()
        self.game = game
        self.hot_seat = hot_seat
        self.bots = dict(bots)
        self.undo_stack = QUndoStack(self)
        self.undo_floor = 0
        self.viewer = Seat(0)
        self.waiting_for: Seat | None = None
        self.always_ask = False
        self.prologue: list[str] = []

    def seat_count(self) -> int:
        return int(self.game.config.players)

    def refresh(self) -> None:
        self.board_changed.emit(self.game.observe(self.viewer))
        self.log_reset.emit(self.story())

    def story(self) -> list[str]:
        return [f"{index}. {action.notation()}" for index, action in enumerate(self.game.history, start=1)]

    def take_seat(self, seat: Seat) -> None:
        self.viewer, self.waiting_for = seat, None
        self.undo_floor = self.undo_stack.index()
        self.refresh()

    def record(self, with_snapshot: bool = True) -> GameRecord:
        return record_of(self.game, with_snapshot=with_snapshot, seats=self.seat_kinds())

    def step(self) -> bool:
        after = self.game.clone()
        try:
            after.play(StepAction())
        except IllegalActionError as exc:
            self.problem.emit(str(exc))
            return False
        self.undo_stack.push(_Step(self, self.game, after))
        return True

    def next_phase(self) -> bool:
        return self.step()

    def end_turn(self) -> bool:
        return self.step()

    def put(self, game: Game) -> None:
        was_over = self.game.is_terminal()
        self.game = game
        self._after_step(was_over)


class DicePage:
    """The scores and the Step button."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.session: DiceSession | None = None
        self._widget = QWidget()
        layout = QVBoxLayout(self._widget)
        self.scores = QLabel()
        self.step_button = QPushButton("Step")
        layout.addWidget(self.scores)
        layout.addWidget(self.step_button)
        self.step_button.clicked.connect(lambda: self.session is not None and self.session.step())

    @property
    def widget(self) -> QWidget:
        return self._widget

    def game_actions(self) -> Sequence[QAction]:
        return ()

    def view_actions(self) -> Sequence[QAction]:
        return ()

    def toolbar_actions(self) -> Sequence[QAction]:
        return ()

    def make_session(self, game: Game, bots: Bots) -> GameSession:
        return DiceSession(game, self.host.prefs.hot_seat, bots)

    def start(self, setup: GameSetup) -> Game | None:
        return Game.new(setup.config)

    def show_session(self, session: GameSession) -> None:
        assert isinstance(session, DiceSession)
        self.session = session
        session.board_changed.connect(self.show)
        self.host.phase_bar.set_phases(session.game.phases(), PHASE_NAMES)
        self.host.show_table()
        session.refresh()

    def leave(self, session: GameSession) -> None:
        if isinstance(session, DiceSession):
            session.board_changed.disconnect(self.show)
        self.session = None

    def show(self, observation: dict[str, Any]) -> None:
        session = self.session
        if session is None:
            return
        rolled = f", rolled {observation['rolled']}" if observation["rolled"] else ""
        self.scores.setText(f"Scores {observation['scores']}{rolled}")
        self.host.phase_bar.show_turn(f"Player {session.game.state.active + 1}", session.game.phase)
        self.step_button.setEnabled(not session.game.is_terminal())
        self.host.act_next_phase.setEnabled(not session.game.is_terminal())
        self.host.act_end_turn.setEnabled(False)

    def stop_bots(self) -> None:
        """No bots in the dice race."""

    def resume_bots(self) -> None:
        """No bots in the dice race."""

    def set_fast_bots(self, on: bool) -> None:
        """No bots in the dice race."""

    def bots_moving(self) -> bool:
        return False

    def show_problem(self, text: str) -> None:
        self.host.status.setText(text)

    def before_pass(self) -> None:
        """Nothing is hidden in the dice race."""

    def show_rules_help(self) -> None:
        self.host.status.setText("Step to roll a die, step again to score it; the first to the target wins.")

    def apply_preferences(self, prefs: Preferences) -> None:
        """Nothing of the preferences shows on this page."""


class DiceForm:
    """The target score."""

    def __init__(self, context: FormContext) -> None:
        self.context = context
        self._widget = QWidget()
        rows = QFormLayout(self._widget)
        self.target = QSpinBox(minimum=2, maximum=100, value=12)
        rows.addRow("Target score", self.target)

    @property
    def widget(self) -> QWidget:
        return self._widget

    def seat_widget(self, seat: int) -> QWidget | None:
        return None

    def bot_choices(self) -> Sequence[BotChoice]:
        return ()

    def seats_changed(self, players: int) -> None:
        """Any number of players races the same way."""

    def setup(self, players: int, seed: int, bots: Bots) -> GameSetup:
        return GameSetup(self.context.game.name, DiceConfig(seed=seed, players=players, target=self.target.value()), dict(bots))

    def choices(self) -> dict[str, Json]:
        return {"target": self.target.value()}

    def restore(self, choices: Mapping[str, Json]) -> None:
        if isinstance(choices.get("target"), int):
            self.target.setValue(choices["target"])
