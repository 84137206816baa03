"""``GsSession``: the only caller of the engine from Qt for a Galactic Supremacy game.

The same shape as the Galactic Empires ``Session`` (``ui/session.py``), on the engine's
``Game`` and the ruleset's ``observe``: it plays actions (checked), keeps each step on a
``QUndoStack`` as the game before and after it (undo never replays, never rolls again),
and tells the window what changed through signals:

- ``board_changed(Observation)``: what the seat at the screen may see (a spectator's view
  while the screen is being passed, so no hand is ever shown to the wrong player);
- ``log_reset(list[str])``: the whole log as that seat may read it (the ruleset's log,
  filtered by ``observe``, so private lines read "Player 1 draws a card" to the others);
- ``pass_requested(seat)``: hot-seat, another person must take the screen (a reaction,
  an offer to answer, a defender, the next turn); ``problem(text)``: why an action was
  refused; ``changed``: after every step, undo and redo (autosave); ``game_over``.

Bots (``bots``: seat -> ``BotKind``; random plays ``RandomBot``, every other kind the
ruleset's ``StandardBot``) move from a single-shot timer on the GUI thread (a Galactic
Supremacy decision takes milliseconds), each move one undoable step marked as a bot's, so
Undo goes back to the person's last decision. The screen never passes to a bot.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game, IllegalActionError
from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardId, Seat
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.storage.records import GameRecord, record_of
from ge_desktop.ui.gs.words import card_name, describe_action, drop_actions, log_line, offer_text
from ge_desktop.ui.hot_seat import HotSeatUndoMixin
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.pages import GameSession
from ge_desktop.ui.session_assist import ChoiceRequest

log = logging.getLogger(__name__)

BOT_DELAY_MS = 350  # a bot's move stays on screen this long before the next
FAST_BOT_DELAY_MS = 30
MAX_PHASE_STEPS = 50


class _GsCommand(QUndoCommand):
    """One undoable step: the game before it and the game after it."""

    def __init__(self, session: GsSession, before: Game, after: Game, text: str, by_bot: bool) -> None:
        super().__init__(text)
        self.session, self.before, self.after, self.by_bot = session, before, after, by_bot

    def redo(self) -> None:
        self.session._put(self.after)

    def undo(self) -> None:
        self.session._put(self.before)


class GsSession(HotSeatUndoMixin, GameSession):
    """A Galactic Supremacy game at one screen (hot-seat, bots): play, undo, what to show."""

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
        self.prologue: list[str] = []  # the window's wiring; this game's log lives in its state
        self.always_ask = False
        self.revision = 0
        self.undo_floor = 0
        self.bot_delay_ms = BOT_DELAY_MS
        self._bot_playing = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_move)
        self.peeks_shown: set[tuple[int, int]] = set()  # (turn, index) of peeks already put in front of their player
        self.pending_choice: ChoiceRequest | None = None  # a drop that means several moves: which one
        self.bots_stopped = False
        self.public_cards: dict[CardId, CardDef] = {}  # every card public at some step (the log names them)
        self._learn_history(game)

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

    def observation(self) -> Observation:
        obs: Observation = self.game.observe(self.shown_seat)
        return obs

    def board(self) -> Observation:
        return self.observation()

    def refresh(self) -> None:
        obs = self.observation()
        self.board_changed.emit(obs)
        self.log_reset.emit(self.story(obs))

    def story(self, obs: Observation | None = None) -> list[str]:
        """The log as the seat on screen may read it."""
        obs = obs if obs is not None else self.observation()
        return [log_line(line, obs, self.public_cards) for line in obs.log]

    def _learn_history(self, game: Game) -> None:
        """The cards public at any step of ``game`` so far (a loaded game is replayed once)."""
        replay = Game.new(game.config, ruleset=game.ruleset)
        self.public_cards.update(replay.observe(None).cards)
        for action in game.history:
            replay.apply(action)
            self.public_cards.update(replay.observe(None).cards)

    def take_seat(self, seat: Seat) -> None:
        """``seat`` now sits at the screen: show what he may see."""
        if seat != self.viewer and self.hot_seat:
            self.undo_floor = self.undo_stack.index()  # undo never reaches back into another player's hidden turn
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
        """The rules assist's list: each legal action but the sample offers, in words."""
        obs = self.observation()
        return [(describe_action(a, obs), a) for a in self.legal() if not isinstance(a, A.Offer)]

    def question(self) -> ChoiceRequest | None:
        """A decision put to the player at the screen as a dialog: Counter Espionage or pass,
        accept or refuse an offer, keep or discard a card, pick a technology."""
        actions = self.legal()
        if not actions:
            return None
        obs = self.observation()
        options = tuple((describe_action(a, obs), (a,)) for a in actions)
        kinds = {type(a) for a in actions}
        if A.Pass in kinds:
            entry = obs.stack[-1]
            target = describe_action(A.UseCommand(entry.card, entry.use, entry.target_seat, entry.target_card), obs)
            return ChoiceRequest(f"{player_name(entry.seat)} plays {target}. Counter it with Counter Espionage (1-8 on a die)?", options, False)
        if A.Refuse in kinds and obs.offer is not None:
            return ChoiceRequest(f"{offer_text(obs.offer, obs)}. Accept or refuse?", options, False)
        if A.Keep in kinds:
            return ChoiceRequest(f"You may keep {obs.cards[obs.keep_card].name if obs.keep_card in obs.cards else 'the card'}.", options, False)
        if A.PickTech in kinds:
            return ChoiceRequest("A 10 on the Technology Table: choose the technology to raise.", options, False)
        return None

    def can_offer(self) -> bool:
        """Trade & negotiations: the player at the screen may make an offer now."""
        return any(isinstance(a, A.Offer) for a in self.legal())

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
            self.problem.emit(log_line(str(exc), self.observation()))  # card numbers named only when the viewer sees the card
            return False
        self.undo_stack.push(_GsCommand(self, self.game, after, text, self._bot_playing))
        return True

    def play_action(self, action: Action) -> bool:
        return self.play([action], describe_action(action, self.observation()))

    def play_text(self, notation: str) -> bool:
        """One action written in notation (tests and the console)."""
        return self.play([self.game.ruleset.parse_action(notation)], notation)

    def drop(self, card: CardId, target: CardId | None) -> bool:
        """A card dragged onto a card (or onto its player's own area): the legal action it
        means, a choice when it means several, or the reason it cannot be played."""
        actions = self.legal()
        obs = self.observation()
        attacked = obs.attack.target if obs.attack is not None else None
        found = drop_actions(card, target, actions, attacked)
        if not found and target is not None and A.Attack(target) in actions:
            # a fleet dropped on another player's Sector: declare the attack and commit it (one step)
            return self.play([A.Attack(target), A.Commit(card)], f"Attack {card_name(obs, target)} with {card_name(obs, card)}")
        if len(found) == 1:
            return self.play_action(found[0])
        if not found:
            self.problem.emit("That card cannot go there now")
            return False
        self.pending_choice = ChoiceRequest("Which use?", tuple((describe_action(a, obs), (a,)) for a in found), True)
        return False

    def next_phase(self) -> bool:
        """'done': end the current phase or attack step."""
        if A.Done() not in self.legal():
            self.problem.emit("The rules do not allow ending this step now")
            return False
        return self.play_action(A.Done())

    def end_turn(self) -> bool:
        """'done' until the turn passes or a decision is needed."""
        trial = self.game.clone()
        seat = trial.state.active
        actions: list[Action] = []
        for _ in range(MAX_PHASE_STEPS):
            if trial.state.active != seat or trial.is_terminal() or trial.to_act != seat or trial.why_illegal(A.Done()) is not None:
                break
            trial.apply(A.Done())
            actions.append(A.Done())
        if not actions:
            self.problem.emit("The rules do not allow ending this step now")
            return False
        return self.play(actions, "End turn")

    def roll(self, sides: int = 6) -> bool:
        self.problem.emit("In Galactic Supremacy the rules roll the dice (combat, research, command cards)")
        return False

    def request(self, intent: Any) -> bool:
        self.problem.emit("That is a Galactic Empires table gesture")
        return False

    # --- bots -----------------------------------------------------------------------------------

    def set_fast(self, on: bool) -> None:
        self.bot_delay_ms = FAST_BOT_DELAY_MS if on else BOT_DELAY_MS

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
        self.public_cards.update(game.observe(None).cards)
        self.revision += 1
        self.pending_choice = None
        self._after_step(was_over)
        self._schedule_bot()
