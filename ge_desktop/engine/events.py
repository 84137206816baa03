"""Events: frozen values describing what an action changed, in order, for a UI to animate.

``Game.play(action)`` returns the list of events the action caused (including the chance
outcomes it drew: shuffles, cuts, die rolls). Events name cards by ``InstanceId``; the
events of hidden moves (a card drawn into a hand) still name the card, so a UI that hides
information shows what ``observe()`` allows, not the raw event.
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import DieKind, EndReason, InstanceId, Phase, Seat, Zone


class Event:
    """Base of every event."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    seat: Seat
    phase: Phase
    turn: int  # the seat's player-turn number


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: Seat
    turn: int  # the seat's player-turn number (1 = his first turn)
    complete_turn: int


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card changed place. ``parent`` is set when it lands on another card."""

    card: InstanceId
    from_zone: Zone
    to_zone: Zone
    seat: Seat  # whose pile or area it lands in
    parent: InstanceId | None = None


@dataclass(frozen=True, slots=True)
class CardEngaged(Event):
    """A card was turned upright (``engaged``) or sideways."""

    card: InstanceId
    engaged: bool


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    card: InstanceId
    face_up: bool


@dataclass(frozen=True, slots=True)
class CardRevealed(Event):
    card: InstanceId


@dataclass(frozen=True, slots=True)
class PointsGenerated(Event):
    seat: Seat
    point: PointType
    amount: int
    source: InstanceId | None  # None: the automatic command points of v2.1 L480


@dataclass(frozen=True, slots=True)
class EconomyDeclared(Event):
    seat: Seat
    point: PointType


@dataclass(frozen=True, slots=True)
class PointsAllocated(Event):
    seat: Seat
    point: PointType
    card: InstanceId


@dataclass(frozen=True, slots=True)
class PointsLost(Event):
    """Unallocated points at the end of the Allocation Phase (v2.1 L273)."""

    seat: Seat
    point: PointType
    amount: int


@dataclass(frozen=True, slots=True)
class DieChanged(Event):
    card: InstanceId
    kind: DieKind
    value: int


@dataclass(frozen=True, slots=True)
class DurationExpired(Event):
    """A card's duration ran out (discarded), or a psy function switched off."""

    card: InstanceId


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    seat: Seat  # whose deck (seat 0 for the shared Basic Game deck)


@dataclass(frozen=True, slots=True)
class DeckCut(Event):
    seat: Seat
    position: int  # cards moved from the top to the bottom


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    seat: Seat | None
    sides: int
    value: int
    purpose: str  # "ante tie", "sandbox", ...


@dataclass(frozen=True, slots=True)
class AnteRevealed(Event):
    seat: Seat
    card: InstanceId
    strength: int


@dataclass(frozen=True, slots=True)
class TurnOrderSet(Event):
    order: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    seat: Seat
    cards: tuple[InstanceId, ...]


@dataclass(frozen=True, slots=True)
class FunctionUsed(Event):
    card: InstanceId
    function: int


@dataclass(frozen=True, slots=True)
class HqDamaged(Event):
    seat: Seat
    amount: int
    total: int
    by: Seat | None


@dataclass(frozen=True, slots=True)
class PlayerEliminated(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winner: Seat | None
    end: EndReason
