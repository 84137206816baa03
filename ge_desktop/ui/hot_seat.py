"""``HotSeatUndoMixin``: who sits at the screen and how far Undo reaches, for any game's session.

Shared by the Galactic Empires ``Session`` and the Galactic Supremacy ``GsSession`` (one
place for the concept): the seats a person plays (every seat without a bot), whether the
screen must pass to the seat the engine waits on (hot-seat, never to a bot), and Undo /
Redo on the session's ``QUndoStack`` of whole games. Undo stops where the screen last
passed (``undo_floor``: a player never undoes into another's hidden turn) and, against
bots, goes back to the person's last decision (the bots' moves after it go too; their
commands carry ``by_bot``). The session provides ``game``, ``bots``, ``viewer``,
``hot_seat``, ``undo_stack``, ``undo_floor``, ``waiting_for``, ``refresh()`` and the
``pass_requested``, ``changed`` and ``game_over`` signals.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoStack

from ge_desktop.engine.terms import Seat
from ge_desktop.ui.seats import seat_kinds


class HotSeatUndoMixin:
    game: Any
    bots: dict[Seat, Any]
    viewer: Seat
    hot_seat: bool
    undo_stack: QUndoStack
    undo_floor: int
    waiting_for: Seat | None
    pass_requested: Any  # Signal(int)
    changed: Any  # Signal()
    game_over: Any  # Signal(object)
    refresh: Any  # the session's redraw

    # --- seats ------------------------------------------------------------------------------

    def seat_count(self) -> int:
        """How many seats the game has (a game whose state keeps no ``players`` list says so itself)."""
        return len(self.game.state.players)

    @property
    def humans(self) -> list[Seat]:
        """Seats played at this screen (every seat a bot does not play)."""
        return [Seat(s) for s in range(self.seat_count()) if Seat(s) not in self.bots]

    def seat_kinds(self) -> list[str]:
        """Who plays each seat, as the record's ``seats`` field says it (``ui/seats.py``)."""
        return seat_kinds(self.bots, self.seat_count())

    def is_bot(self, seat: Seat | None) -> bool:
        return seat is not None and seat in self.bots

    def _first_human(self, seat: Seat) -> Seat:
        """``seat`` if a human plays it, else the first human seat (seat 0 with no human)."""
        if seat not in self.bots:
            return seat
        humans = self.humans
        return humans[0] if humans else Seat(0)

    def _hand_over(self, acting: Seat | None) -> bool:
        """Hot-seat: must the screen pass to ``acting``? Never to a bot."""
        return self.hot_seat and acting is not None and acting != self.viewer and not self.is_bot(acting)

    def _after_step(self, was_over: bool) -> None:
        """After the game moved (a step, an undo, a redo): pass the screen if the engine now
        waits on another person, take the wait off once the viewer is asked again, redraw,
        and say the game is over if this step ended it."""
        game = self.game
        acting = game.to_act
        if self._hand_over(acting):
            self.waiting_for = acting
            self.pass_requested.emit(acting)
        elif self.waiting_for is not None and acting == self.viewer:
            self.waiting_for = None
        self.refresh()
        self.changed.emit()
        if game.is_terminal() and not was_over and game.outcome is not None:
            self.game_over.emit(game.outcome)

    # --- undo and redo ------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Something to undo that does not cross a pass of the screen."""
        return self.undo_stack.index() > self.undo_floor

    def undo(self) -> bool:
        """Undo the last step; in a game against bots, back to the person's last decision
        (the bots' moves after it go too). Never past a pass of the screen."""
        undone = False
        while self.can_undo():
            command = self.undo_stack.command(self.undo_stack.index() - 1)
            self.undo_stack.undo()
            undone = True
            if not getattr(command, "by_bot", False):
                break
        return undone

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def redo(self) -> bool:
        """Redo one step (and the bots' moves that followed it)."""
        if not self.undo_stack.canRedo():
            return False
        self.undo_stack.redo()
        while self.undo_stack.canRedo() and getattr(self.undo_stack.command(self.undo_stack.index()), "by_bot", False):
            self.undo_stack.redo()
        return True
