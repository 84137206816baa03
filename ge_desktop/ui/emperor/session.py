"""``EmperorSession``: the only caller of the engine from Qt for a Galactic Emperor game.

The shape of the other games' sessions, on the engine's ``Game``: it plays actions (checked),
keeps each step on a ``QUndoStack`` as the game before and after it (undo never rolls again),
and tells the page what changed through signals:

- ``board_changed(Observation)``: what the seat at the screen may see (a spectator's view
  while the screen is being passed, so no Victory Point total and no scanned tile shows);
- ``log_reset(list[str])``: the log as that seat may read it (``observe`` filters it);
- ``pass_requested(seat)``: hot-seat, another person must take the screen; ``problem(text)``:
  why a move was refused; ``changed`` after every step, undo and redo; ``game_over``.

A drag means a move: ``reach(ships)`` lists where a group of ships may get this turn (the
engine's own ``Move`` steps, tried on copies of the game, so the board highlights only what the
rules allow) and ``drop_ships`` plays the steps of the path as one undoable step;
``drop_tile`` places an explored tile; ``drop_influence`` exerts influence.

Bots (``bots``: seat -> ``BotKind``; random plays the ruleset's ``RandomBot``, every other kind
its ``StandardBot``) move from a single-shot timer on the GUI thread, each move one undoable
step marked as a bot's. Only the holders of Saboteur, Time Warp and Ambassador are ever asked
(the engine opens a window for them alone), so the screen passes only to them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game, IllegalActionError
from ge_desktop.engine.actions import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_emperor.components import TileId
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.observe import Observation
from ge_desktop.storage.records import GameRecord, record_of
from ge_desktop.ui.emperor.words import describe_action, log_line, player_name, tile_name
from ge_desktop.ui.hot_seat import HotSeatUndoMixin
from ge_desktop.ui.pages import GameSession
from ge_desktop.ui.session_assist import ChoiceRequest

log = logging.getLogger(__name__)

BOT_DELAY_MS = 300
FAST_BOT_DELAY_MS = 20
MAX_PATH = 4  # Moving: 2 spaces (dreadnoughts 1), +1 with Fusion Engines; one more to be safe
# Decisions put to the player as a dialog (one button each) rather than in the moves list.
ASKED_KINDS = (A.Pass, A.Sabotage, A.Interrupt, A.TimeWarp, A.Assign, A.Continue, A.ExtraDie, A.DropDie)


class _Step(QUndoCommand):
    """One undoable step: the game before it and the game after it."""

    def __init__(self, session: EmperorSession, before: Game, after: Game, text: str, by_bot: bool) -> None:
        super().__init__(text)
        self.session, self.before, self.after, self.by_bot = session, before, after, by_bot

    def redo(self) -> None:
        self.session._put(self.after)

    def undo(self) -> None:
        self.session._put(self.before)


class EmperorSession(HotSeatUndoMixin, GameSession):
    """A Galactic Emperor game at one screen (hot-seat, bots): play, undo, what to show."""

    board_changed = Signal(object)  # Observation (besides ``GameSession``'s signals)

    def __init__(self, game: Game, parent: QObject | None = None, hot_seat: bool = True, bots: dict[Seat, BotKind] | None = None) -> None:
        super().__init__(parent)
        self.game: Game = game
        self.hot_seat = hot_seat
        self.bots: dict[Seat, BotKind] = dict(bots or {})
        self._players = {seat: (RandomBot if kind is BotKind.RANDOM else StandardBot)(bot_random(game.config.seed, seat)) for seat, kind in self.bots.items()}
        self.undo_stack = QUndoStack(self)
        self.viewer: Seat = self._first_human(game.to_act if game.to_act is not None else Seat(0))
        self.waiting_for: Seat | None = None
        self.prologue: list[str] = []
        self.always_ask = False
        self.revision = 0
        self.undo_floor = 0
        self.bot_delay_ms = BOT_DELAY_MS
        self.bots_stopped = False
        self._bot_playing = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_move)
        self.pending_choice: ChoiceRequest | None = None  # a drop that means several moves: which one

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

    def observation(self) -> Observation:
        obs: Observation = self.game.observe(self.shown_seat)
        return obs

    def refresh(self) -> None:
        obs = self.observation()
        self.board_changed.emit(obs)
        self.log_reset.emit(self.story(obs))

    def story(self, obs: Observation | None = None) -> list[str]:
        """The log as the seat on screen may read it."""
        obs = obs if obs is not None else self.observation()
        return [*self.prologue, *(log_line(line) for line in obs.log)]

    def take_seat(self, seat: Seat) -> None:
        """``seat`` now sits at the screen: show what he may see."""
        if seat != self.viewer and self.hot_seat:
            self.undo_floor = self.undo_stack.index()  # undo never reaches back into another player's turn
        self.viewer, self.waiting_for = seat, None
        self.revision += 1
        self.refresh()

    def record(self, with_snapshot: bool = True) -> GameRecord:
        return record_of(self.game, with_snapshot=with_snapshot, seats=self.seat_kinds())

    # --- what the player at the screen may do --------------------------------------------------

    def legal(self) -> list[Action]:
        """The legal actions of the player at the screen (none while someone else acts)."""
        return list(self.game.legal_actions()) if self.at_screen else []

    def listed(self) -> list[tuple[str, Action]]:
        """The moves list: each legal action in words."""
        obs = self.observation()
        return [(describe_action(a, obs), a) for a in self.legal()]

    def question(self) -> ChoiceRequest | None:
        """An interrupt or a battle decision, put to the player at the screen as a dialog."""
        actions = self.legal()
        if not actions or not all(isinstance(a, ASKED_KINDS) for a in actions):
            return None
        obs = self.observation()
        options = tuple((describe_action(a, obs), (a,)) for a in actions)
        return ChoiceRequest(_question_prompt(obs, actions), options, False)

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
            self.problem.emit(log_line(str(exc)))
            return False
        self.undo_stack.push(_Step(self, self.game, after, text, self._bot_playing))
        return True

    def play_action(self, action: Action) -> bool:
        return self.play([action], describe_action(action, self.observation()))

    def play_text(self, notation: str) -> bool:
        """One action written in notation (tests and the console)."""
        return self.play([self.game.ruleset.parse_action(notation)], notation)

    def movable_ships(self, owner: Seat, at: Hex) -> tuple[str, ...]:
        """The ships of ``owner`` at ``at`` that may still move now (none unless he acts at the screen)."""
        names: set[str] = set()
        for action in self.legal():
            if isinstance(action, A.Move) and owner == self.game.to_act and self._ships_at(action.ships) == at:
                names.update(action.ships)
        return tuple(sorted(names))

    def _ships_at(self, names: Iterable[str]) -> Hex | None:
        seat = self.game.to_act
        state = self.game.state
        spots = {state.ship(seat, n).at for n in names if state.ship(seat, n) is not None}
        return next(iter(spots)) if len(spots) == 1 else None

    def reach(self, ships: tuple[str, ...]) -> dict[Hex, list[A.Move]]:
        """Where ``ships`` (together on one space) may get this turn, each with its steps: the
        engine's checker decides every step, on copies of the game."""
        if not ships or not self.at_screen:
            return {}
        found: dict[Hex, list[A.Move]] = {}
        frontier: list[tuple[Game, list[A.Move]]] = [(self.game, [])]
        for _ in range(MAX_PATH):
            next_frontier = []
            for game, path in frontier:
                for action in game.legal_actions():
                    if not isinstance(action, A.Move) or action.ships != ships or action.to in found:
                        continue
                    after = game.clone()
                    after.apply(action)
                    found[action.to] = [*path, action]
                    if after.to_act == self.game.to_act:
                        next_frontier.append((after, found[action.to]))
            frontier = next_frontier
        start = self._ships_at(ships)
        found.pop(start, None) if start is not None else None
        return found

    def drop_ships(self, ships: tuple[str, ...], to: Hex) -> bool:
        """Ships dragged to ``to``: the steps of the path there, as one move, or why not."""
        path = self.reach(ships).get(to)
        if not path:
            self.problem.emit("Those ships cannot get there this turn")
            return False
        obs = self.observation()
        return self.play(list(path), describe_action(A.Move(ships, to), obs))

    def explore_targets(self, tile: TileId) -> list[Hex]:
        return [a.at for a in self.legal() if isinstance(a, A.Explore) and a.tile == tile]

    def drop_tile(self, tile: TileId, at: Hex) -> bool:
        """A turned-up (or scanned) tile dragged onto an empty space: explore it there."""
        action = A.Explore(tile, at)
        if action not in self.legal():
            self.problem.emit(f"{tile_name(self.observation(), tile)} cannot be placed there now")
            return False
        return self.play_action(action)

    def influence_targets(self) -> list[Hex | None]:
        return [a.at for a in self.legal() if isinstance(a, A.Influence)]

    def drop_influence(self, at: Hex | None) -> bool:
        """An influence token dragged onto a sector (or onto the Throne: ``None``)."""
        action = A.Influence(at)
        if action not in self.legal():
            self.problem.emit("Influence cannot go there now")
            return False
        return self.play_action(action)

    def next_phase(self) -> bool:
        """'done': end the player's turn in the current step."""
        if A.Done() not in self.legal():
            self.problem.emit("The rules do not allow ending this step now")
            return False
        return self.play_action(A.Done())

    def end_turn(self) -> bool:
        return self.next_phase()

    # --- bots -----------------------------------------------------------------------------------

    def set_fast(self, on: bool) -> None:
        self.bot_delay_ms = FAST_BOT_DELAY_MS if on else BOT_DELAY_MS

    def stop_bots(self) -> None:
        self._bot_timer.stop()
        self.bots_stopped = True

    def resume_bots(self) -> None:
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

    def _put(self, game: Game) -> None:
        """Called by the undo commands."""
        was_over = self.game.is_terminal()
        self.game = game
        self.revision += 1
        self.pending_choice = None
        self._after_step(was_over)
        self._schedule_bot()


def _question_prompt(obs: Observation, actions: list[Action]) -> str:
    """What the dialog asks (public facts only: the window, the battle, the dice)."""
    window = obs.window
    kinds = {type(a) for a in actions}
    dice = " ".join(str(d) for d in obs.dice)
    if A.Sabotage in kinds and window is not None:
        return f"{player_name(getattr(window, 'victim', 0))} declares {getattr(window, 'tech', '').replace('_', ' ')}. Sabotage it?"
    if A.Interrupt in kinds and window is not None:
        at = getattr(window, "at", None)
        return f"{player_name(getattr(window, 'placer', 0))} places influence on {at.q},{at.r}. Use the Ambassador?" if at else "Use the Ambassador?"
    if A.TimeWarp in kinds:
        return f"The dice show {dice}. Re-roll one with Time Warp?"
    if A.DropDie in kinds:
        return f"The market dice show {dice}: discard one (the other three set food, metal and energy prices)."
    battle = obs.battle
    where = f" at {battle.at.q},{battle.at.r}" if battle is not None else ""
    if A.Assign in kinds:
        return f"Battle{where}: the dice show {dice}. Take your hits."
    if A.ExtraDie in kinds:
        return f"Battle{where}: give the Warlord's extra die to a ship kind."
    return f"Battle{where}: continue the combat or retreat?"
