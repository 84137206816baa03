"""``Session``: the only caller of the engine from Qt.

It holds the ``Game``, turns intents from the table into engine actions, plays them
(checked), keeps them on a ``QUndoStack`` and tells the window what changed through
signals: ``board_changed`` (the ``Board`` for the seat at the screen), ``log_lines``,
``problem`` (why an action was refused), ``pass_requested`` (hot-seat: the next player
must take the screen) and ``changed`` (after every action, undo and redo: autosave).

Undo keeps the game before each command and puts it back; redo puts back the game after
it. Both games are whole clones, so undo never replays and never rolls dice again.

Hot-seat hiding: the board always comes from ``observe(state, seat)``. When play passes
to another player the session shows the spectator's board (no hand at all) until
``take_seat`` is called, so no hand is ever on screen for the wrong player.

Bot seats (``bots``: seat -> ``BotKind``): the screen never passes to a bot; while a bot
acts, the human at the screen keeps his own view, and a ``BotRunner``
(``ui/bot_runner.py``) plays the bot's moves through ``play`` like any other. With no
human seat at all the table is shown as a spectator sees it.

Rules assistance (``ui/assist.py``, ``ui/allocation_assist.py``): ``drop_targets`` gives
the scene, once per pick-up, every legal drop of a card read off the engine's legal
actions. In rules mode a drop plays exactly the legal action behind its target, or is
refused with the engine's reason; in sandbox mode the drop is the free-form move it always
was, and one the rules would refuse is flagged in the log. Decisions with several legal
answers (an economy point's type, a card's functions, how many cards to draw) go out as
``choice_requested`` with one button per legal option; ``game_over`` says the game ended.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Action, Game, IllegalActionError
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Done, Draw, GameMode, MoveCard, Phase, observe
from ge_desktop.rulesets.galactic_empires.events import HandCardSeen, HandShown
from ge_desktop.rulesets.galactic_empires.rules.agendas import agenda_lines
from ge_desktop.rulesets.galactic_empires.rules.observe import hidden_slots
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.storage.records import GameRecord, record_of
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import Board, CardView, ItemKey, known_key
from ge_desktop.ui.courtesy import Courtesy, courtesy_seats, describe_step
from ge_desktop.ui.hot_seat import HotSeatUndoMixin
from ge_desktop.ui.intents import (
    ActivateCard,
    ClickCard,
    ClickHq,
    ClickPoint,
    DropInZone,
    DropOnCard,
    DropPoint,
    Intent,
    RollDice,
    ToggleWeapon,
    describe_intent,
    to_action,
)
from ge_desktop.ui.log_text import describe_all
from ge_desktop.ui.manual_assist import ManualCard, manual_card
from ge_desktop.ui.observed import board_from_observation, player_name
from ge_desktop.ui.pages import GameSession
from ge_desktop.ui.session_assist import ChoiceRequest, ReactionRequest, RulesAssistMixin, VolleyRequest

__all__ = ["ChoiceRequest", "ReactionRequest", "Session", "VolleyRequest"]

log = logging.getLogger(__name__)

MAX_PHASE_STEPS = 50  # "end turn" never plays more than this many 'done' actions


class _GameCommand(QUndoCommand):
    """One undoable step: the game before it and the game after it."""

    def __init__(self, session: Session, before: Game, after: Game, events: list[Event], text: str, by_bot: bool = False) -> None:
        super().__init__(text)
        self.session, self.before, self.after, self.events = session, before, after, events
        self.by_bot = by_bot  # a bot's move: Undo goes on back to the person's last decision
        self.lines: list[str] | None = None  # its log lines, once played

    def redo(self) -> None:
        if self.lines is None:
            self.lines = self.session._put(self.after, self.events)
            self.events = []
        else:  # a redo after an undo: its lines come back to the log
            self.session._put(self.after, [], retold=True)

    def undo(self) -> None:
        self.session._put(self.before, [], retold=True)


class Session(HotSeatUndoMixin, RulesAssistMixin, GameSession):
    """A game at one screen (hot-seat): play, undo, redo, and what to show."""

    # besides ``GameSession``'s (log_reset, problem, pass_requested, changed, game_over):
    board_changed = Signal(object)  # Board
    log_lines = Signal(list)  # list[str]: new lines for the log
    choice_requested = Signal(object)  # ChoiceRequest
    volley_requested = Signal(object)  # VolleyRequest
    courtesy_requested = Signal(object)  # ReactionRequest whose only answer is to pass
    private_notice = Signal(str)  # for the player at the screen only (a card a scout saw), never the log

    def __init__(
        self, game: Game, lookup, parent: QObject | None = None, hot_seat: bool = True, bots: dict[Seat, BotKind] | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.lookup = lookup  # card id -> Card
        self.hot_seat = hot_seat
        self.bots: dict[Seat, BotKind] = dict(bots or {})
        self.undo_stack = QUndoStack(self)
        self._retell = False
        self.undo_stack.indexChanged.connect(self._index_changed)
        self.viewer: Seat = self._first_human(game.state.active)
        self.waiting_for: Seat | None = None
        self._unseen: dict[ItemKey, InstanceId] = {}
        self._picked = None  # (state version, card, Destinations) of the last pick-up
        self._fire = None  # (state version, FireOptions)
        self.fire_selection = frozenset()  # weapons chosen for the next volley
        self.always_ask = False  # hot-seat: every player is prompted after an answerable step
        self.courtesy: Courtesy | None = None
        self._bot_playing = False
        self.prologue: list[str] = []  # log lines of the actions before this session (a load, a resume)
        self.revision = 0  # bumped on every change of game or of seat (state.version repeats after an undo)
        self.undo_floor = 0  # hot-seat: undo stops here, where the screen passed to another player

    # --- what to show ---------------------------------------------------------------------

    @property
    def at_screen(self) -> bool:
        """The player the engine waits on sits at the screen, and is not a bot."""
        return not self.is_bot(self.game.to_act) and RulesAssistMixin.at_screen.fget(self)  # type: ignore[attr-defined]

    @property
    def mode(self) -> GameMode:
        return self.game.config.mode

    @property
    def gesture_mode(self) -> GameMode:
        """What gestures mean now: free moves in sandbox mode, and in rules mode while a
        manual card is resolved by hand (the engine allows free-form actions then)."""
        if self.mode is GameMode.RULES and getattr(self.game.state, "manual", None) is None:
            return GameMode.RULES
        return GameMode.SANDBOX

    def board(self) -> Board:
        """The board for the seat at the screen (the spectator's while a pass is pending)."""
        seat = None if self.waiting_for is not None or not self.humans else self.viewer
        shown = self.courtesy.shown if self.courtesy is not None else self.game  # the step stays unseen
        board, unseen = board_from_observation(
            observe(shown.state, seat, facts=False), self.lookup, self.gesture_mode, shared_deck=bool(getattr(shown.state, "shared_deck", False))
        )
        cards = {slot: instance for instance, slot in hidden_slots(shown.state, seat).items()}
        self._unseen = {key: cards.get(slot, slot) for key, slot in unseen.items()}  # table slots back to cards
        if seat is None:
            board = _with_viewer(board, self.waiting_for if self.waiting_for is not None else self.viewer)
        if self.mode is GameMode.RULES and self.gesture_mode is GameMode.SANDBOX:
            board = replace(board, by_hand=True)
        if self.bots:  # each bot's seat says so on the table
            seats = tuple(replace(s, bot=self.bots[s.seat].title.lower()) if s.seat in self.bots else s for s in board.seats)
            board = replace(board, seats=seats)
        return board

    def systems_of(self, view: CardView) -> tuple[str, ...]:
        """The state of a shown card's unit systems in words (EMF, Variable Plasma, Mine
        Deployment System, ...): the table is drawn without table facts (for speed), so the
        inspector asks for the one card it shows."""
        if view.systems or view.instance is None or view.card is None:
            return view.systems
        seat = None if self.waiting_for is not None or not self.humans else self.viewer
        shown = self.courtesy.shown if self.courtesy is not None else self.game
        state = shown.state
        if not 0 <= view.instance < len(state.cards):
            return ()
        card = state.cards[view.instance]
        if card.zone is Zone.HQ:
            return agenda_lines(state, card)  # face up on a Sector HQ: public
        if card.zone is not Zone.PLAY:
            return ()
        seen = observe(state, seat, only=(view.instance,)).cards.get(view.instance)
        return seen.table.systems if seen is not None and seen.table is not None else ()

    def refresh(self) -> None:
        self.board_changed.emit(self.board())

    def take_seat(self, seat: Seat) -> None:
        """The player ``seat`` now sits at the screen: show his hand."""
        if seat != self.viewer and self.hot_seat:
            self.undo_floor = self.undo_stack.index()  # undo never reaches back into the last player's hidden turn
        self.viewer, self.waiting_for = seat, None
        self.revision += 1
        self.refresh()
        if self.courtesy is not None and self.courtesy.seats and self.courtesy.seats[0] == seat:
            self.courtesy_requested.emit(ReactionRequest(seat, self.courtesy.what, (("Pass (no reaction)", ()),)))

    def courtesy_pass(self) -> None:
        """The prompted player passed: the next one, or back to the game."""
        courtesy = self.courtesy
        if courtesy is None:
            return
        courtesy.seats.pop(0)
        if courtesy.seats:
            self.waiting_for = courtesy.seats[0]
            self.pass_requested.emit(courtesy.seats[0])
            self.refresh()
            return
        self.courtesy = None
        self.log_lines.emit(courtesy.held)
        acting = self.game.to_act
        if self._hand_over(acting):
            self.waiting_for = acting
            self.pass_requested.emit(acting)
        self.refresh()

    def record(self, with_snapshot: bool = True) -> GameRecord:
        """The game's record, with who plays each seat (a bot game resumes with its bots)."""
        return record_of(self.game, with_snapshot=with_snapshot, seats=self.seat_kinds())

    # --- playing --------------------------------------------------------------------------

    def request(self, intent: Intent) -> bool:
        """Play what a gesture asks for; False (and ``problem``) if it cannot be played."""
        match intent:
            case DropOnCard() | DropInZone():
                return self._drop(intent)
            case ActivateCard(key):
                return self._activate(key)
            case DropPoint(point, target):
                return self._allocate(point, target)
            case ClickPoint(point, focused):
                return self._click_point(point, focused)
            case ClickCard(key):
                return self.aim(key)
            case ClickHq(seat):
                return self.aim(DropZone(seat, Zone.HQ))
            case ToggleWeapon(key, symbol):
                return self.toggle_weapon(key, symbol)
        return self._free_form(intent)

    def _free_form(self, intent: Intent) -> bool:
        actions = self.actions_for(intent)
        if not actions:
            self.problem.emit(f"{describe_intent(intent)}: not a move {self.mode.value} mode allows here")
            return False
        return self.play(actions, describe_intent(intent))

    def actions_for(self, intent: Intent) -> list[Action]:
        """The engine actions of an intent (a carried stack moves card by card)."""
        state = self.game.state
        action = to_action(intent, self.resolve, self.gesture_mode, lambda i: state.cards[i].controller)
        if action is None:
            return []
        if isinstance(action, MoveCard) and isinstance(intent, DropOnCard | DropInZone):
            return [action, *self._carried(action)]
        return [action]

    def _carried(self, move: MoveCard) -> list[Action]:
        """Cards on a moved card go with it (the stack moves as one), each back onto its holder."""
        state = self.game.state
        follow: list[Action] = []

        def walk(instance: InstanceId) -> None:
            for child in state.cards[instance].children:
                if move.zone is Zone.PLAY:
                    follow.append(MoveCard(child, Zone.PLAY, parent=instance))
                else:
                    follow.append(MoveCard(child, move.zone, move.seat))
                walk(child)

        if state.cards[move.card].in_play:
            walk(move.card)
        return follow

    def play(self, actions: list[Action], text: str) -> bool:
        """Play ``actions`` as one undoable step; all or nothing. A bot's seat is played
        only by its bot (``play_for_bot``)."""
        acting = self.game.to_act
        if self.is_bot(acting) and not self._bot_playing:
            self.problem.emit(f"{player_name(acting)} is a {self.bots[acting].title.lower()}: wait for its move")  # type: ignore[index]
            return False
        after = self.game.clone()
        events: list[Event] = []
        try:
            for action in actions:
                events += after.play(action)
        except IllegalActionError as exc:
            log.info("refused: %s", exc)
            self.problem.emit(str(exc))
            return False
        if self.always_ask and self.hot_seat and self.mode is GameMode.RULES:
            seats = [s for s in courtesy_seats(self.game, after, actions, events) if not self.is_bot(s)]
            self.courtesy = Courtesy(seats, describe_step(self.game, actions), self.game) if seats else None
        self.undo_stack.push(_GameCommand(self, self.game, after, events, text, by_bot=self._bot_playing))
        return True

    # --- bots and the console (undo and redo: ``HotSeatUndoMixin``) ----------------------------

    def manual_card(self) -> ManualCard | None:
        """The manual card the player at the screen resolves by hand now (None if none)."""
        return manual_card(self.game, self.lookup) if self.at_screen and self.mode is GameMode.RULES else None

    def adjust(self, actions: list[Action], text: str) -> bool:
        """Play adjustments of a card resolved by hand as one step (a moved card takes the
        cards on it along, as a drag on the table does)."""
        steps: list[Action] = []
        for action in actions:
            steps.append(action)
            if isinstance(action, MoveCard):
                steps += self._carried(action)
        return self.play(steps, text)

    def play_for_bot(self, actions: list[Action], text: str) -> bool:
        """Play a bot's moves as one step (``BotRunner``)."""
        self._bot_playing = True
        try:
            return self.play(actions, text)
        finally:
            self._bot_playing = False

    def play_text(self, notation: str) -> bool:
        """Play one action written in notation (the test hook and the console)."""
        from ge_desktop.rulesets.galactic_empires import parse_action

        return self.play([parse_action(notation)], notation)

    def roll(self, sides: int = 6) -> bool:
        return self.request(RollDice(sides))

    def next_phase(self) -> bool:
        """End the current step (``done``); in the Draw Phase draw what the rules allow and
        pass the turn (the phase bar's buttons draw fewer)."""
        return self.play([self._phase_end(self.game)], "Next phase")

    def end_turn(self) -> bool:
        """Play 'done' until the turn passes, drawing in the Draw Phase what the rules allow."""
        trial = self.game.clone()
        seat, actions = trial.state.active, []
        for _ in range(MAX_PHASE_STEPS):
            if trial.state.active != seat or trial.is_terminal():
                break
            action = self._phase_end(trial)
            if trial.why_illegal(action) is not None:
                break
            trial.apply(action)
            actions.append(action)
        return bool(actions) and self.play(actions, "End turn")

    @staticmethod
    def _phase_end(game: Game) -> Action:
        """What leaving the current step means: 'done', or in the Draw Phase the largest
        legal draw (v2.1 7: the player draws up to his allowance; nobody leaves cards
        behind by pressing Next Phase)."""
        if game.phase is not Phase.DRAW:
            return Done()
        draws = [a for a in game.legal_actions() if isinstance(a, Draw)]
        return max(draws, key=lambda a: a.count) if draws else Draw(0)

    def pile_cards(self, seat: Seat, zone: Zone) -> list[CardView] | None:
        """A Discard Pile (public) or the viewer's own deck, top card first; None if not his."""
        if zone is Zone.DISCARD:
            return list(reversed(self.board().seats[seat].discard))
        if zone is not Zone.DECK or seat != self.viewer or self.waiting_for is not None:
            return None
        state = self.game.state
        self.log_lines.emit([f"{player_name(seat)} searches his deck"])
        return [
            CardView(known_key(i), state.cards[i].owner, i, self.lookup(state.cards[i].info.card_id))
            for i in reversed(state.players[seat].deck)
        ]

    # --- keys to cards --------------------------------------------------------------------

    def resolve(self, key: ItemKey) -> InstanceId | None:
        """The card behind a table key (the session may know what the scene may not)."""
        if key.startswith("#"):
            return InstanceId(int(key[1:]))
        if key in self._unseen:
            return self._unseen[key]
        seat_text, pile, index = key[1:].split(".")
        player = self.game.state.players[int(seat_text)]
        cards = {"hand": player.hand, "reserve": player.reserve}.get(pile, [])
        return cards[int(index)] if int(index) < len(cards) else None

    # --- called by the undo commands --------------------------------------------------------

    def _index_changed(self, _index: int) -> None:
        if self._retell:
            self._retell = False
            self.log_reset.emit(self.story())

    def story(self) -> list[str]:
        """The whole log: the prologue, then the lines of every step not undone."""
        lines = list(self.prologue)
        for index in range(self.undo_stack.index()):
            command = self.undo_stack.command(index)
            lines += getattr(command, "lines", None) or []
        return lines

    def _tell_privately(self, events: list[Event]) -> None:
        """A scout's look: the card goes to the looking seat alone, when it is a person at
        the screen (the shared log only says that a card was looked at)."""
        for event in events:
            if isinstance(event, HandCardSeen | HandShown) and event.to == self.viewer and event.to not in self.bots:
                self.private_notice.emit(scout_notice(self.game, event))

    def _put(self, game: Game, events: list[Event], retold: bool = False) -> list[str]:
        was_over = self.game.is_terminal()
        self.game = game
        self.revision += 1
        self._picked = None
        courtesy = self.courtesy if events and self.courtesy is not None and self.courtesy.seats else None
        self.courtesy = courtesy  # an undo or redo ends the prompts of an earlier step
        lines = describe_all(events, observe(game.state, None, facts=False)) if events else []
        if courtesy is not None:
            courtesy.held = lines  # told once the prompts are over
            self.waiting_for = courtesy.seats[0]
            self.pass_requested.emit(courtesy.seats[0])
            self.refresh()
            self.changed.emit()
            return lines
        if lines:
            self.log_lines.emit(lines)
        self._tell_privately(events)  # after the log line, which would replace it in the status line
        self._retell = retold  # undone lines leave the log, redone ones come back (once the stack's index moved)
        self._after_step(was_over)  # the engine may ask another player (a reaction window, a choice)
        return lines


def scout_notice(game: Game, event: HandCardSeen | HandShown) -> str:
    """What the looking seat learnt from a look at a hand (a scout's card, Espionage's whole
    hand): every card of that hand it knows."""
    known = [c.info.label for c in game.state.cards if c.zone is Zone.HAND and c.seat == event.seat and event.to in c.known_to]
    what = "a card of " if isinstance(event, HandCardSeen) else ""
    return f"You look at {what}{player_name(event.seat)}'s hand: " + (", ".join(known) if known else "nothing")


def _with_viewer(board: Board, seat: Seat | None) -> Board:
    from dataclasses import replace

    return board if seat is None else replace(board, viewer=seat)


def seat_title(seat: Seat) -> str:
    return player_name(seat)
