"""``Guide``: the guided first game on the window's table.

It puts the script's game on the table as any bot game (the page's own session: every move
goes through the engine, the bot plays its own turns), shows the panel, points at the card
or button the step means, and after every change of the game checks the moves just made
against the step's goal (``StepGoal.met``): met, it says what happened and goes on; the
progress (the game and the step) is kept after every change, so the player may leave and
resume (Help > Learn to Play again, or after a relaunch). Edit > Undo that takes back the move
which finished a step takes the guide back to that step. It never plays a move itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QWidget

from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.ui.board import known_key
from ge_desktop.ui.tutorial import progress
from ge_desktop.ui.tutorial.panel import GuidePanel
from ge_desktop.ui.tutorial.script import Script, Step

if TYPE_CHECKING:
    from ge_desktop.ui.main_window import MainWindow

POINTER_COLOR = QColor(255, 196, 0)
BUTTON_GLOW = "QPushButton, QToolButton { border: 3px solid rgb(255, 196, 0); border-radius: 4px; }"
OFF_PATH = "The lesson's move cannot be made now: Edit > Undo takes back your last move (or Start Over deals again)."
FOLLOW_MS = 250  # the pointer follows its card while the table moves (animations, fanned stacks)


class Guide(QObject):
    """One run of the tutorial on ``window`` (``begin`` puts it on the table)."""

    def __init__(self, window: MainWindow, script: Script) -> None:
        super().__init__(window)
        self.window, self.script = window, script
        self.you = Seat(script.game.you)
        self.step = 0
        self.happened = ""
        self.seen = 0  # the history's length when the guide last looked
        self.marks: list[tuple[int, int, str]] = []  # per step gone on: (history length then, the step before, its text)
        self.session: Any = None
        self.panel = GuidePanel("Learn to Play", window)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel)
        self.panel.next_requested.connect(self.next_step)
        self.panel.restart_requested.connect(self.restart)
        self.panel.leave_requested.connect(self.leave)
        self.pointer: QGraphicsRectItem | None = None
        self.glowing: QWidget | None = None
        self.follow = QTimer(self, interval=FOLLOW_MS)
        self.follow.timeout.connect(self.point)

    # --- on and off the table -----------------------------------------------------------

    def begin(self, fresh: bool = False) -> bool:
        """The tutorial's game on the table: where the player left it, or dealt anew."""
        if not self.window.keep_game("starting the guided game"):
            return False
        saved = None if fresh else progress.load_progress(self.script, self.window.catalog)
        if saved is None:
            game, self.step, self.happened = progress.new_tutorial_game(self.script, self.window.catalog), 0, ""
        else:
            game, self.step, self.happened = saved.game, saved.step, "Welcome back: the game is where you left it."
        self.marks = []
        self._show_game(game)
        self.panel.show()
        self.follow.start()
        self._show_step()
        return True

    def carry_on(self, step: int, seen: int) -> None:
        """The game on the table is the lesson's, restored at the launch (the window was
        closed or the app stopped mid-lesson): the guide picks it up at ``step``, the moves
        after the first ``seen`` of its history not yet checked against the goals."""
        self.step, self.happened, self.marks = step, "Welcome back: the game is where you left it.", []
        session = self.window.session
        if session is None:  # nothing was restored: there is no game to carry on
            return
        self.session, self.seen = session, seen
        session.changed.connect(self.after_change)
        self.panel.show()
        self.follow.start()
        self.after_change()

    def _show_game(self, game: Game) -> None:
        if self.session is not None and shiboken6.isValid(self.session):
            self.session.changed.disconnect(self.after_change)
        session = self.window.make_session(game, progress.bots_of(self.script))
        session.viewer = self.you
        self.window.set_session(session)
        self.session, self.seen = session, len(game.history)
        session.changed.connect(self.after_change)

    def leave(self) -> None:
        """Close the guide; the game stays on the table, the progress in the user's folder."""
        self.follow.stop()
        self._unpoint()
        self.panel.hide()
        if self.session is not None and shiboken6.isValid(self.session):
            self.session.changed.disconnect(self.after_change)
        self.session = None

    def restart(self) -> None:
        progress.forget_progress(self.script)
        self.begin(fresh=True)

    @property
    def on_table(self) -> bool:
        return self.session is not None and self.window.session is self.session

    # --- steps ------------------------------------------------------------------------------

    @property
    def current(self) -> Step:
        return self.script.steps[self.step]

    def next_step(self) -> None:
        """The Next button of a step that only explains."""
        if self.current.expect.do == "continue" and self.step + 1 < len(self.script.steps):
            self._advance()
            self._settle([])

    def after_change(self) -> None:
        """The game changed (a move of the player's or the bot's, an undo): check the goal."""
        if not self.on_table:
            return
        game = self.session.game
        made = game.history[self.seen :] if len(game.history) >= self.seen else []
        self.seen = len(game.history)
        self._step_back(len(game.history))
        self._settle(made)
        self._keep()

    def _settle(self, made: list[Any]) -> None:
        """Go on through every step the moves ``made`` (each move finishes one step at most)
        or the game's state now finish."""
        game, pending = self.session.game, list(made)
        while self.current.expect.do != "continue":
            goal = self.current.expect
            if goal.by_state:
                if not goal.met(game, self.you, ()):
                    break
            else:
                hit = next((n for n, action in enumerate(pending) if goal.met(game, self.you, (action,))), None)
                if hit is None:
                    break
                del pending[: hit + 1]
            self._advance()
        self._show_step()

    def _step_back(self, length: int) -> None:
        """An undo took back moves: back to the step the game is at again (the steps the
        undone moves finished, and the explanations read after them)."""
        while self.marks and self.marks[-1][0] > length:
            _, self.step, self.happened = self.marks.pop()

    def _advance(self) -> None:
        self.marks.append((len(self.session.game.history) if self.on_table else self.seen, self.step, self.happened))
        self.happened = self.current.then
        self.step += 1
        self._keep()

    def _keep(self) -> None:
        """The game and the step kept for a resume; at the last step, nothing is (it is done)."""
        if self.step + 1 == len(self.script.steps):
            progress.forget_progress(self.script)  # Learn to Play starts afresh next time
        elif self.on_table:
            progress.save_progress(self.script, self.session.game, self.step)

    def off_path(self) -> bool:
        """The player's turn, and the move the step waits for cannot be made now (he made
        another, such as Next Phase before playing the card): the panel says how to get back."""
        goal = self.current.expect
        if not self.on_table or goal.by_state or goal.do == "continue":
            return False
        game = self.session.game
        return game.to_act == self.you and not any(goal.met(game, self.you, (action,)) for action in game.legal_actions())

    def _show_step(self) -> None:
        waiting = self.on_table and self.session.game.to_act not in (None, self.you)
        happened = OFF_PATH if self.off_path() else self.happened
        self.panel.show_step(self.step + 1, len(self.script.steps), self.current, happened)
        self.panel.show_waiting(waiting)
        self.point()

    # --- pointing ---------------------------------------------------------------------------

    def pointed_card(self) -> InstanceId | None:
        """The card the step names: the player's own card of that title (in hand first), or the bot's."""
        title = self.current.expect.pointed_title()
        if title is None or not self.on_table:
            return None
        state = self.session.game.state
        mine = [card for card in state.cards if card.info.title == title and card.owner == self.you and card.zone in (Zone.HAND, Zone.PLAY)]
        mine.sort(key=lambda card: card.zone is not Zone.HAND)
        theirs = [card for card in state.cards if card.info.title == title and card.owner != self.you and card.zone is Zone.PLAY]
        found = mine or theirs
        return found[0].id if found else None

    def pointed_button(self) -> QWidget | None:
        goal = self.current.expect.do
        if goal == "continue":
            return self.panel.next_button if self.panel.next_button.isVisible() else None
        if goal == "phase":
            return self.window.phase_bar.next
        if goal == "end_turn":
            return self.window.main_toolbar.widgetForAction(self.window.act_end_turn)
        return None

    def point(self) -> None:
        """Ring the card the step names, or light the button it means. Another game put on
        the table (New Game, Open) closes the guide; Learn to Play brings the lesson back."""
        if self.session is not None and not self.on_table:
            self.leave()
            return
        self._point_at_button(self.pointed_button() if self.panel.isVisible() else None)
        card = self.pointed_card() if self.panel.isVisible() else None
        scene: Any = getattr(self.window.page, "scene", None)  # the card table page's scene
        item = scene.cards.get(known_key(card)) if scene is not None and card is not None else None
        if scene is None or item is None:
            self._unpoint_card()
            return
        if self.pointer is None or not shiboken6.isValid(self.pointer) or self.pointer.scene() is not scene:
            self.pointer = QGraphicsRectItem()
            pen = QPen(POINTER_COLOR, 4)
            pen.setCosmetic(True)  # 4 pixels on screen however small the table is drawn
            self.pointer.setPen(pen)
            self.pointer.setZValue(10_000)
            self.pointer.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(self.pointer)
        self.pointer.setRect(item.sceneBoundingRect().adjusted(-6, -6, 6, 6))
        self.pointer.show()

    def _point_at_button(self, button: QWidget | None) -> None:
        if self.glowing is not button:
            if self.glowing is not None and shiboken6.isValid(self.glowing):
                self.glowing.setStyleSheet("")
            if button is not None:
                button.setStyleSheet(BUTTON_GLOW)
            self.glowing = button

    def _unpoint_card(self) -> None:
        if self.pointer is not None and shiboken6.isValid(self.pointer):
            self.pointer.hide()

    def _unpoint(self) -> None:
        self._unpoint_card()
        self._point_at_button(None)
