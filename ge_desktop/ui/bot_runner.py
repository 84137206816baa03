"""``BotRunner``: plays the bot seats of a session, thinking off the GUI thread.

Whenever the session changes and a bot must act, the runner waits a moment (so the last
move's animation plays out and a person can follow it), then hands a *copy* of the game
to a worker ``QThread``. There ``bots.next_action`` builds the bot's observation and asks
the bot (which sees only that observation and the legal actions); the answer comes back
as a queued signal with the state version it was computed for, and is played through
``Session.play_for_bot`` only if the game has not moved on meanwhile (an undo, a new
game). The GUI thread never waits on a bot: the window stays responsive throughout.

Card faces: the first time a card shows, its face is drawn (tens of milliseconds with
Pillow). The worker draws the face of every card a bot's move brings into view into the
disk cache before the move is handed back, so the table only reads it. (Drawing every
face of the decks ahead in another thread was tried: sharing the interpreter lock with
it slowed the GUI thread more than it saved.)

Pacing: a card play, a card action or a volley's target is followed by a longer pause
than a point allocation or a weapon added to a volley; passes and forced moves go at
once. ``fast`` (the Game menu's *Speed Up Bots*, F7) divides every pause by ten, and
switching it on while a searching bot thinks tells that bot to hurry: it plays the best
move of its search so far (``StrongBot.hurry``). Small steps
in a row (points allocated one by one, weapons added to a volley, passes) are worked out
together on the copy and played as one undoable step, so the table redraws once for them.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from ge_desktop.bots import BotKind, make_bot, next_action
from ge_desktop.bots.base import Bot
from ge_desktop.engine import Action, Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Aim, Allocate, DeclareEconomy, Discard, Fire, FleetFire, PlayCard, SwapReserve, UseFunction
from ge_desktop.ui.observed import CardLookup, player_name

if TYPE_CHECKING:
    from ge_desktop.cards.model import Card
    from ge_desktop.ui.session import Session

log = logging.getLogger(__name__)

SHOWN_MS = 1000  # after a move worth watching (a card played, a target chosen): time to read its log line
STEP_MS = 250  # after a small step (a point allocated, weapons added)
QUICK_MS = 80  # after a pass, a 'done', a forced move
FAST_DIVISOR = 10
MAX_BATCH = 60  # small steps played together at most
_SHOWN = (PlayCard, UseFunction, Aim, FleetFire, Discard, SwapReserve)
_STEPS = (Allocate, DeclareEconomy, Fire)


def pause_after(action: Action | None, fast: bool = False) -> int:
    """Milliseconds to wait after ``action`` before the next bot move."""
    if isinstance(action, _SHOWN):
        pause = SHOWN_MS
    elif isinstance(action, _STEPS):
        pause = STEP_MS
    else:
        pause = QUICK_MS
    return pause // FAST_DIVISOR if fast else pause


def _render_face(card: Card) -> None:
    """Put ``card``'s face in the disk cache (the table then only reads it)."""
    from ge_desktop.render import table_faces_png
    from ge_desktop.ui.table.faces import LEVELS

    try:
        table_faces_png(card, LEVELS[-1])
    except Exception:  # the table draws a placeholder for a face that fails
        log.exception("could not render %s ahead of time", card.id)


class _Thinker(QObject):
    """Lives in the worker thread: one decision at a time, and the face it will show."""

    decided = Signal(int, object)  # state version, list[Action]
    failed = Signal(int, str)

    def __init__(self, lookup: CardLookup) -> None:
        super().__init__()
        self.lookup = lookup  # card id -> Card

    @Slot(int, object, object)
    def think(self, version: int, game: Game, bot: Bot) -> None:
        try:
            moves = self._moves(game, bot)
        except Exception as exc:  # a bot bug must not take the window down
            log.exception("bot failed")
            self.failed.emit(version, f"{type(exc).__name__}: {exc}")
            return
        self.decided.emit(version, moves)

    def _moves(self, game: Game, bot: Bot) -> list[Action]:
        """The bot's next move, or its next small steps in a row (played on ``game``, a copy)."""
        seat = game.to_act
        moves: list[Action] = []
        while len(moves) < MAX_BATCH:
            action = next_action(game, bot)
            moves.append(action)
            self._show_face(game, action)
            game.apply(action)
            if isinstance(action, _SHOWN) or game.is_terminal() or game.to_act != seat:
                break
        return moves

    def _show_face(self, game: Game, action: Action) -> None:
        """Render the face of the card a move puts on view, here rather than on the GUI thread."""
        shown = getattr(action, "card", None)
        if isinstance(shown, int) and 0 <= shown < len(game.state.cards):
            card = self.lookup(game.state.cards[shown].info.card_id)
            if card is not None:
                _render_face(card)


class BotRunner(QObject):
    """Drives every bot seat of ``session``; ``stop()`` before dropping it."""

    thinking_changed = Signal(bool)
    _ask = Signal(int, object, object)

    def __init__(self, session: Session, fast: bool = False) -> None:
        super().__init__(session)
        self.session = session
        self.fast = fast
        seed = session.game.config.seed
        self.bots: dict[Seat, Bot] = {seat: make_bot(BotKind(kind), seed, seat) for seat, kind in session.bots.items()}
        self.thinking = False
        self.moves = 0  # bot moves played (tests and the status line)
        self._asked: Seat | None = None  # the seat whose bot thinks now
        self._last: Action | None = None
        self._thread: QThread | None = QThread(self)
        self._thinker = _Thinker(session.lookup)
        self._thinker.moveToThread(self._thread)
        self._ask.connect(self._thinker.think)
        self._thinker.decided.connect(self._decided)
        self._thinker.failed.connect(self._failed)
        self._thread.finished.connect(self._thinker.deleteLater)
        self._thread.start()
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._request)
        session.changed.connect(self.poll)
        session.board_changed.connect(self.poll)  # also after hot-seat prompts end
        self.poll()

    def due(self) -> Seat | None:
        """The bot seat the game waits on now, if any."""
        game = self.session.game
        seat: Seat | None = game.to_act
        if game.is_terminal() or seat is None or seat not in self.bots or self.session.courtesy is not None:
            return None
        return seat

    @Slot()
    def poll(self) -> None:
        """Schedule the next bot move if a bot must act (idempotent)."""
        if self.thinking or self._timer.isActive() or self.due() is None or self._thread is None:
            return
        self._timer.start(pause_after(self._last, self.fast))

    def set_fast(self, fast: bool) -> None:
        self.fast = fast
        if fast and self.thinking and self._asked is not None:
            self.hurry(self._asked)
        if self._timer.isActive():
            self._timer.start(min(self._timer.remainingTime(), pause_after(self._last, fast)))

    def hurry(self, seat: Seat) -> None:
        """Tell the bot of ``seat`` to end the search under way (bots that do not search ignore it)."""
        hurry = getattr(self.bots.get(seat), "hurry", None)
        if hurry is not None:
            hurry()  # thread-safe: it only sets an event the search checks between playouts

    def _request(self) -> None:
        seat = self.due()
        if seat is None or self.thinking:
            return
        self._asked = seat
        self._set_thinking(True)
        game = self.session.game
        self._ask.emit(self.session.revision, game.clone(), self.bots[seat])  # the state's version repeats after an undo

    @Slot(int, object)
    def _decided(self, version: int, moves: list[Action]) -> None:
        self._set_thinking(False)
        game = self.session.game
        if self.session.revision != version or self.due() is None:
            self.poll()  # the game moved on (an undo, a new game): think again if needed
            return
        seat = game.to_act
        self._last = moves[-1]
        self.moves += len(moves)
        text = f"{player_name(seat)} (bot): " + "; ".join(a.notation() for a in moves)
        if not self.session.play_for_bot(moves, text):
            log.warning("bot moves refused: %s", text)

    @Slot(int, str)
    def _failed(self, version: int, message: str) -> None:
        self._set_thinking(False)
        self.session.problem.emit(f"the bot could not move: {message}")

    def _set_thinking(self, on: bool) -> None:
        self.thinking = on
        self.thinking_changed.emit(on)

    def stop(self) -> None:
        """Stop the worker thread (a decision under way is dropped)."""
        self._timer.stop()
        try:
            self.session.changed.disconnect(self.poll)
            self.session.board_changed.disconnect(self.poll)
        except (RuntimeError, TypeError):
            pass
        if self._thread is not None:
            for seat in self.bots:
                self.hurry(seat)  # a search under way ends after its playout, so the thread can stop
            self._thread.quit()
            self._thread.wait(2000)
            self._thread = None
