"""``BoardSession``: what the sessions of the games without the card table share (the one
caller of the engine from Qt for such a game; each game's page subclasses it).

The shape of the Galactic Empires ``Session`` (``ui/session.py``), on the engine's ``Game``
and the ruleset's ``observe``: it plays actions (checked), keeps each step on a
``QUndoStack`` as the game before and after it (undo never replays, never rolls again), and
tells the window what changed through signals:

- ``board_changed(observation)``: what the seat at the screen may see (a spectator's view
  while the screen is being passed, so nothing private shows to the wrong player);
- ``log_reset(list[str])``: the whole log as that seat may read it (``story``);
- ``pass_requested(seat)``: hot-seat, another person must take the screen; ``problem(text)``:
  why an action was refused; ``changed`` after every step, undo and redo (autosave);
  ``game_over``.

Bots (``bots``: seat -> ``BotKind``; ``make_bot`` gives each its player) move from a
single-shot timer on the GUI thread, each move one undoable step marked as a bot's, so
Undo goes back to the person's last decision. The screen never passes to a bot.

A game's subclass says how it names things: ``describe(action, obs)``, ``log_text(line,
obs)``, ``make_bot(kind, seat)`` and its ``done`` action; and adds its own gestures.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game, IllegalActionError
from ge_desktop.engine.actions import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.storage.records import GameRecord, record_of
from ge_desktop.ui.hot_seat import HotSeatUndoMixin
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.pages import GameSession
from ge_desktop.ui.session_assist import ChoiceRequest

log = logging.getLogger(__name__)


class _Step(QUndoCommand):
    """One undoable step: the game before it and the game after it."""

    def __init__(self, session: BoardSession, before: Game, after: Game, text: str, by_bot: bool) -> None:
        super().__init__(text)
        self.session, self.before, self.after, self.by_bot = session, before, after, by_bot

    def redo(self) -> None:
        self.session._put(self.after)

    def undo(self) -> None:
        self.session._put(self.before)


class BoardSession(HotSeatUndoMixin, GameSession):
    """A game at one screen (hot-seat, bots): play, undo, what to show."""

    board_changed = Signal(object)  # the observation (besides ``GameSession``'s signals)
    bot_delay = 350  # ms a bot's move stays on screen before the next
    fast_bot_delay = 30

    def __init__(self, game: Game, parent: QObject | None = None, hot_seat: bool = True, bots: dict[Seat, BotKind] | None = None) -> None:
        super().__init__(parent)
        self.game: Game = game
        self.hot_seat = hot_seat
        self.bots: dict[Seat, BotKind] = dict(bots or {})
        self._players = {seat: self.make_bot(kind, seat) for seat, kind in self.bots.items()}
        self.undo_stack = QUndoStack(self)
        self.viewer: Seat = self._first_human(game.to_act if game.to_act is not None else Seat(0))
        self.waiting_for: Seat | None = None
        self.prologue: list[str] = []  # the window's wiring; the game's own log lives in its state
        self.always_ask = False
        self.revision = 0
        self.undo_floor = 0
        self.bot_delay_ms = self.bot_delay
        self.bots_stopped = False
        self._bot_playing = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_move)
        self.pending_choice: ChoiceRequest | None = None  # a drop that means several moves: which one

    # --- what a game's subclass says ----------------------------------------------------------

    def make_bot(self, kind: BotKind, seat: Seat) -> Any:
        """The player of a bot seat: an object with ``decide(observation, legal_actions)``."""
        raise NotImplementedError

    def describe(self, action: Action, obs: Any) -> str:
        """An action in words, as the seat on screen may read it."""
        return action.notation()

    def log_text(self, line: str, obs: Any) -> str:
        """A log line (or a refusal) as the seat on screen may read it."""
        return line

    def done_action(self) -> Action:
        """The game's 'done' (end the step or turn)."""
        raise NotImplementedError

    # --- seats ---------------------------------------------------------------------------------

    @property
    def at_screen(self) -> bool:
        """The player the engine waits on is a person sitting at the screen."""
        acting = self.game.to_act
        return acting is not None and not self.is_bot(acting) and self.waiting_for is None and (acting == self.viewer or not self.hot_seat)

    @property
    def shown_seat(self) -> Seat | None:
        """Whose view is on screen: None (a spectator's) while the screen passes or with no person."""
        if self.waiting_for is not None or not self.humans:
            return None
        if not self.hot_seat and self.game.to_act is not None and not self.is_bot(self.game.to_act):
            return self.game.to_act  # one screen, no secrets between its players: the one to act
        return self.viewer

    # --- what to show -------------------------------------------------------------------------

    def observation(self) -> Any:
        return self.game.observe(self.shown_seat)

    def refresh(self) -> None:
        obs = self.observation()
        self.board_changed.emit(obs)
        self.log_reset.emit(self.story(obs))

    def story(self, obs: Any = None) -> list[str]:
        """The log as the seat on screen may read it."""
        obs = obs if obs is not None else self.observation()
        return [*self.prologue, *(self.log_text(line, obs) for line in obs.log)]

    def take_seat(self, seat: Seat) -> None:
        """``seat`` now sits at the screen: show what he may see."""
        if seat != self.viewer and self.hot_seat:
            self.undo_floor = self.undo_stack.index()  # undo never reaches back into another player's turn
        self.viewer, self.waiting_for = seat, None
        self.revision += 1
        self.refresh()

    def record(self, with_snapshot: bool = True) -> GameRecord:
        """The game's record, with who plays each seat (a bot game resumes with its bots)."""
        return record_of(self.game, with_snapshot=with_snapshot, seats=self.seat_kinds())

    # --- what the player at the screen may do --------------------------------------------------

    def legal(self) -> list[Action]:
        """The legal actions of the player at the screen (none while someone else acts)."""
        return list(self.game.legal_actions()) if self.at_screen else []

    def listed(self) -> list[tuple[str, Action]]:
        """The moves list: each legal action in words."""
        obs = self.observation()
        return [(self.describe(a, obs), a) for a in self.legal()]

    # --- playing ------------------------------------------------------------------------------

    def play(self, actions: list[Action], text: str) -> bool:
        """Play ``actions`` as one undoable step, all or nothing; a bot's seat only by its bot."""
        acting = self.game.to_act
        if acting is not None and self.is_bot(acting) and not self._bot_playing:
            self.problem.emit(f"{player_name(acting)} is a bot: wait for its move")
            return False
        if not self._bot_playing and not self.at_screen:
            self.problem.emit(f"{player_name(acting)} must take the screen first" if acting is not None else "the game is over")
            return False
        after = self.game.clone()
        try:
            for action in actions:
                after.play(action)
        except IllegalActionError as exc:
            log.info("refused: %s", exc)
            self.problem.emit(self.log_text(str(exc), self.observation()))  # a card named only when the viewer sees it
            return False
        self.undo_stack.push(_Step(self, self.game, after, text, self._bot_playing))
        return True

    def play_action(self, action: Action) -> bool:
        return self.play([action], self.describe(action, self.observation()))

    def play_text(self, notation: str) -> bool:
        """One action written in notation (tests and the console)."""
        return self.play([self.game.ruleset.parse_action(notation)], notation)

    def next_phase(self) -> bool:
        """'done': end the current step."""
        done = self.done_action()
        if done not in self.legal():
            self.problem.emit("The rules do not allow ending this step now")
            return False
        return self.play_action(done)

    # --- bots -----------------------------------------------------------------------------------

    def set_fast(self, on: bool) -> None:
        self.bot_delay_ms = self.fast_bot_delay if on else self.bot_delay

    def stop_bots(self) -> None:
        self._bot_timer.stop()
        self.bots_stopped = True

    def resume_bots(self) -> None:
        """Bots again (a new table, or a Quit the player took back): the bot to act moves."""
        self.bots_stopped = False
        self._schedule_bot()

    def _schedule_bot(self) -> None:
        if not self.bots_stopped and self.is_bot(self.game.to_act) and not self.game.is_terminal():
            self._bot_timer.start(self.bot_delay_ms)

    def _bot_move(self) -> None:
        seat = self.game.to_act
        if seat is None or not self.is_bot(seat) or self.bots_stopped:
            return
        action = self._players[seat].decide(self.game.observe(seat), self.game.legal_actions())
        self._bot_playing = True
        try:
            self.play([action], f"{player_name(seat)}: {action.notation()}")
        finally:
            self._bot_playing = False

    # --- called by the undo commands -------------------------------------------------------------

    def _put(self, game: Game) -> None:
        was_over = self.game.is_terminal()
        self.game = game
        self._learn(game)
        self.revision += 1
        self.pending_choice = None
        self._after_step(was_over)
        self._schedule_bot()

    def _learn(self, game: Game) -> None:
        """What the session keeps of each step it shows (nothing here)."""
