"""The board: what one seat at the screen may see of a game, as plain frozen values.

The table scene is built from a ``Board`` and from nothing else, so a card the viewer may
not know never reaches a graphics item: hidden cards appear here with neither an instance
id nor a card, only a slot key ("p1.hand.3"). ``ui/observed.py`` builds a board from the
engine's observation for one seat; tests build boards by hand.

No Qt here: the board is plain data the layout maths and the scene share.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import NewType

from ge_desktop.cards.model import Card
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, GameMode, InstanceId, Phase

ItemKey = NewType("ItemKey", str)
"""A stable name for one card-shaped thing on the table (``#12`` or ``p1.hand.3``)."""


def known_key(instance: InstanceId) -> ItemKey:
    return ItemKey(f"#{instance}")


def hidden_key(seat: Seat, pile: str, index: int) -> ItemKey:
    return ItemKey(f"p{seat}.{pile}.{index}")


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as the viewer sees it. ``card`` is None when it shows its back."""

    key: ItemKey
    owner: Seat
    instance: InstanceId | None = None
    card: Card | None = None
    engaged: bool = True
    against: bool = False  # played on an opponent's card (v2.1 CARD PLAY TERMS, AGAINST)
    depth: int = 0  # 0 for the basis of a stack, 1 for a card on it, ...
    dice: tuple[tuple[DieKind, int], ...] = ()
    face_down: bool = False  # lies face down, but this viewer may see it (his own, or revealed)
    systems: tuple[str, ...] = ()  # its unit's weapon systems in words (Variable Plasma energy, ...)
    set_aside: bool = False  # set aside out of play for a time (a time card), shown face up to everyone
    targets: tuple[str, ...] = ()  # sentences on the other cards it is played against, or that are against it from elsewhere

    @property
    def face_up(self) -> bool:
        return self.card is not None and not self.face_down


Stack = tuple[CardView, ...]
"""A stack in play, depth first: the basis, then each card on or against it."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """One player's side of the table."""

    seat: Seat
    name: str
    deck_name: str = ""
    bot: str = ""  # the bot playing this seat ("standard bot"), empty for a person
    hq_damage: int = 0
    eliminated: bool = False
    deck_count: int = 0
    mini_deck_count: int = 0  # a Time Tornado's mini deck beside the deck: only its size shows
    held: tuple[CardView, ...] = ()  # his cards held out of play, face up, by a card in play (a Well of Time's)
    shared_deck: bool = False  # Basic Game: every seat draws from and discards to Player 1's piles
    discard: tuple[CardView, ...] = ()  # bottom first; the last card is the top
    reserve: tuple[CardView, ...] = ()
    hand: tuple[CardView, ...] = ()
    hq: tuple[CardView, ...] = ()
    stacks: tuple[Stack, ...] = ()

    def cards(self) -> Iterator[CardView]:
        """Every card shown for this seat (the deck is a count, not cards)."""
        yield from self.discard
        yield from self.reserve
        yield from self.hand
        yield from self.hq
        for stack in self.stacks:
            yield from stack


@dataclass(frozen=True, slots=True)
class Board:
    """The whole table for ``viewer``: every seat, whose turn, the phase and the mode."""

    viewer: Seat
    seats: tuple[SeatView, ...]
    active: Seat = Seat(0)
    phase: Phase = Phase.RESERVE
    complete_turn: int = 0
    mode: GameMode = GameMode.SANDBOX
    winner: Seat | None = None
    over: bool = False
    notes: tuple[str, ...] = field(default=())
    by_hand: bool = False  # rules mode, a manual card resolved by hand: only the engine's adjustments (no flips, no reveals)

    @property
    def player_count(self) -> int:
        return len(self.seats)

    def cards(self) -> Iterator[CardView]:
        for seat in self.seats:
            yield from seat.cards()

    def find(self, instance: InstanceId) -> CardView | None:
        """The view of a known card, or None if the viewer cannot see it."""
        return next((c for c in self.cards() if c.instance == instance), None)

    def stack_of_key(self, key: ItemKey) -> Stack | None:
        """The stack in play holding the card ``key``, if any."""
        for seat in self.seats:
            for stack in seat.stacks:
                if any(c.key == key for c in stack):
                    return stack
        return None

    def stack_of(self, instance: InstanceId) -> tuple[SeatView, Stack] | None:
        """The seat and stack holding ``instance`` in play, if any."""
        for seat in self.seats:
            for stack in seat.stacks:
                if any(c.instance == instance for c in stack):
                    return seat, stack
        return None
