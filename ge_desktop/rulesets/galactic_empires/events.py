"""Events: frozen values describing what an action changed, in order, for a UI to animate.

``Game.play(action)`` returns the list of events the action caused (including the chance
outcomes it drew: shuffles, cuts, die rolls). Events name cards by ``InstanceId``; the
events of hidden moves (a card drawn into a hand) still name the card, so a UI that hides
information shows what ``observe()`` allows, not the raw event.
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.cards.model import PointType
from ge_desktop.engine.events import Event as Event  # the kernel's, re-exported
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, EndReason, InstanceId, Phase, Zone


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
class PointsSet(Event):
    """A card's points of a kind set by hand (a free-form action): ``value`` now."""

    card: InstanceId
    point: PointType
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
    by: InstanceId | None = None  # the psy that switched a field's function on (h-fields2)


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


# --- weapons fire, damage, reactions and card effects (issue 4) ----------------------------


@dataclass(frozen=True, slots=True)
class VolleyDeclared(Event):
    """A weapons volley is declared (``target`` card, or ``hq`` seat, or ``fleet`` seat)."""

    seat: Seat
    target: InstanceId | None
    hq: Seat | None
    fleet: Seat | None = None


@dataclass(frozen=True, slots=True)
class WeaponsFired(Event):
    """``count`` weapons of ``symbol`` of unit ``card`` join the declared volley."""

    card: InstanceId
    symbol: str
    count: int


@dataclass(frozen=True, slots=True)
class VolleyResolved(Event):
    """A volley's damage after reductions (0 when voided or lost)."""

    seat: Seat
    damage: int
    voided: bool = False


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """Damage reached a card: ``shields`` points to its Shields, ``emf`` absorbed by a Mechad
    ship's Electromagnetic Field, ``structure`` to the card."""

    card: InstanceId
    shields: int
    structure: int
    by: Seat | None
    weapons_fire: bool
    emf: int = 0


@dataclass(frozen=True, slots=True)
class AgendaAchieved(Event):
    """``seat`` accomplished the agenda ``card`` (``hidden``: shown from his hand)."""

    seat: Seat
    card: InstanceId
    hidden: bool


@dataclass(frozen=True, slots=True)
class HqRestored(Event):
    """25 strength of accomplished agendas restored ``seat``'s Sector HQ to full (``was``: its damage before)."""

    seat: Seat
    was: int


@dataclass(frozen=True, slots=True)
class TarracHit(Event):
    """Tarrac Projectors fired by units acting as bases deal ``amount`` structural damage to ``card``."""

    card: InstanceId
    amount: int


@dataclass(frozen=True, slots=True)
class ArmorUsed(Event):
    """A unit's Armor System took ``cut`` points off structural damage; ``left`` is its strength now."""

    card: InstanceId
    cut: int
    left: int


@dataclass(frozen=True, slots=True)
class CardDestroyed(Event):
    """Damage (or research on a monster) destroyed a card; it goes to its owner's Discard Pile."""

    card: InstanceId


@dataclass(frozen=True, slots=True)
class ReactionOffered(Event):
    """``seat`` may react now (react with an R/ card or an "As a reaction" function, or pass)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ReactionPassed(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class Negated(Event):
    """A card play, card action or volley was cancelled by a reaction."""

    seat: Seat
    card: InstanceId | None


@dataclass(frozen=True, slots=True)
class EffectResolved(Event):
    """One effect of ``card`` happened; ``text`` says what, in English."""

    card: InstanceId
    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class ControlChanged(Event):
    card: InstanceId
    controller: Seat


@dataclass(frozen=True, slots=True)
class ChoiceOffered(Event):
    """A card asks ``seat`` to choose (the options are ``choose`` actions)."""

    seat: Seat
    prompt: str


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """``seat``'s hand was shown to ``to`` (Espionage, Scout Ship)."""

    seat: Seat
    to: Seat


@dataclass(frozen=True, slots=True)
class CardExploded(Event):
    """A destroyed card (Plasma Dragoness) explodes for ``amount`` damage onto ``onto``, the
    unit that scored the final point of damage on it."""

    card: InstanceId
    onto: InstanceId
    amount: int


@dataclass(frozen=True, slots=True)
class HandCardSeen(Event):
    """``to`` looked at one card chosen at random from ``seat``'s hand (a scout's function).
    Which card is private: the event never names it (an instance id would give it away);
    the card is in ``to``'s observation only (``CardState.known_to``)."""

    seat: Seat
    to: Seat


@dataclass(frozen=True, slots=True)
class ManualResolution(Event):
    """A manual card: its controller resolves it by hand with free-form actions (``started``)
    or says it is done. Free-form actions in between are marked manual in the log."""

    seat: Seat
    card: InstanceId
    started: bool
    changes: int = 0  # at the end: the free-form actions taken to resolve it (0: its effect was not applied)
