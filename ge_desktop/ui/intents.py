"""Intents: what a gesture on the table asks for, as frozen values. No Qt, no rules.

The scene turns mouse and key gestures into intents and emits them; ``ui/session.py``
turns each intent into an engine action (``to_action``) and plays it. Intents name cards
by ``ItemKey``, never by instance id, so the scene needs no identity the viewer may not
know: the session resolves keys against the full game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.actions import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import DamageHq, Discard, DrawCards, Flip, MoveCard, PlayCard, Reveal, RollDie, Rotate, SetDie, Shuffle
from ge_desktop.rulesets.galactic_empires.terms import DieKind, GameMode, InstanceId, Zone
from ge_desktop.ui.board import ItemKey


@dataclass(frozen=True, slots=True)
class DropOnCard:
    """Put ``key`` on the card ``target`` (on it, or against it if it is an opponent's)."""

    key: ItemKey
    target: ItemKey


@dataclass(frozen=True, slots=True)
class DropInZone:
    """Put ``key`` in ``seat``'s ``zone``: a pile (on top) or the table area (a new stack)."""

    key: ItemKey
    seat: Seat
    zone: Zone


@dataclass(frozen=True, slots=True)
class TurnCard:
    """Turn a card upright (engaged) or sideways (disengaged)."""

    key: ItemKey
    engaged: bool


@dataclass(frozen=True, slots=True)
class SetDieValue:
    key: ItemKey
    kind: DieKind
    value: int


@dataclass(frozen=True, slots=True)
class FlipCard:
    key: ItemKey
    face_up: bool


@dataclass(frozen=True, slots=True)
class RevealCard:
    key: ItemKey


@dataclass(frozen=True, slots=True)
class DrawFromDeck:
    seat: Seat
    count: int = 1


@dataclass(frozen=True, slots=True)
class ShuffleDeck:
    seat: Seat


@dataclass(frozen=True, slots=True)
class RollDice:
    sides: int = 6


@dataclass(frozen=True, slots=True)
class DamageSectorHq:
    seat: Seat
    amount: int


@dataclass(frozen=True, slots=True)
class ActivateCard:
    """Rules mode: a double-click asks what the card itself may do now (its functions)."""

    key: ItemKey


@dataclass(frozen=True, slots=True)
class DropPoint:
    """Allocation: a point token dropped on the card ``target``."""

    point: PointType
    target: ItemKey


@dataclass(frozen=True, slots=True)
class ClickPoint:
    """Allocation: a point token clicked, with the card last clicked (``focused``) if any."""

    point: PointType
    focused: ItemKey | None = None


@dataclass(frozen=True, slots=True)
class ClickCard:
    """A card clicked (no drag): in the Weapons Fire Phase, the volley's target."""

    key: ItemKey


@dataclass(frozen=True, slots=True)
class ClickHq:
    """A Sector HQ clicked: in rules mode, a volley's target; in sandbox mode, 1 damage."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ToggleWeapon:
    """A weapon badge clicked: the unit's weapons of ``symbol`` join or leave the next volley."""

    key: ItemKey
    symbol: WeaponSymbol


Intent = (
    DropOnCard
    | DropInZone
    | TurnCard
    | SetDieValue
    | FlipCard
    | RevealCard
    | DrawFromDeck
    | ShuffleDeck
    | RollDice
    | DamageSectorHq
    | ActivateCard
    | DropPoint
    | ClickPoint
    | ClickCard
    | ClickHq
    | ToggleWeapon
)

Resolver = Callable[[ItemKey], InstanceId | None]


def to_action(intent: Intent, resolve: Resolver, mode: GameMode, owner_of: Callable[[InstanceId], Seat]) -> Action | None:
    """The engine action for ``intent`` (None when the mode has no action for it)."""
    if mode is GameMode.SANDBOX:
        return _sandbox_action(intent, resolve)
    return _rules_action(intent, resolve, owner_of)


def _sandbox_action(intent: Intent, resolve: Resolver) -> Action | None:
    """Sandbox: every intent is a free-form action (any card anywhere)."""
    match intent:
        case DrawFromDeck(seat, count):
            return DrawCards(seat, count)
        case ShuffleDeck(seat):
            return Shuffle(seat)
        case RollDice(sides):
            return RollDie(sides)
        case DamageSectorHq(seat, amount):
            return DamageHq(seat, amount)
        case ActivateCard() | DropPoint() | ClickPoint() | ClickCard() | ClickHq() | ToggleWeapon():
            return None  # the session answers these from the legal actions
    card = resolve(intent.key)
    if card is None:
        return None
    match intent:
        case DropOnCard(_, target):
            parent = resolve(target)
            return None if parent is None or parent == card else MoveCard(card, Zone.PLAY, parent=parent)
        case DropInZone(_, seat, zone):
            return MoveCard(card, zone, seat)
        case TurnCard(_, engaged):
            return Rotate(card, engaged)
        case SetDieValue(_, kind, value):
            return SetDie(card, kind, max(0, value))
        case FlipCard(_, face_up):
            return Flip(card, face_up)
        case RevealCard():
            return Reveal(card)
    return None


def _rules_action(intent: Intent, resolve: Resolver, owner_of: Callable[[InstanceId], Seat]) -> Action | None:
    """Rules mode: only drops that are card plays or discards mean something."""
    card = resolve(intent.key) if isinstance(intent, DropOnCard | DropInZone) else None
    if card is None:
        return None
    match intent:
        case DropOnCard(_, target):
            parent = resolve(target)
            if parent is None:
                return None
            return PlayCard(card, parent, against=owner_of(parent) != owner_of(card))
        case DropInZone(_, _, Zone.PLAY):
            return PlayCard(card)
        case DropInZone(_, _, Zone.HQ):
            return PlayCard(card, to_hq=True)
        case DropInZone(_, _, Zone.DISCARD):
            return Discard(card)
    return None


def describe_intent(intent: Intent) -> str:
    """A short label for the undo menu ("Undo Turn a card sideways")."""
    match intent:
        case DropOnCard():
            return "Put a card on a card"
        case DropInZone(_, _, zone):
            return "Put a card on the table" if zone is Zone.PLAY else f"Move a card to the {zone.value}"
        case TurnCard(_, engaged):
            return "Turn a card upright" if engaged else "Turn a card sideways"
        case SetDieValue(_, kind, _):
            return f"Set the {kind.value} die"
        case FlipCard(_, face_up):
            return "Turn a card face up" if face_up else "Turn a card face down"
        case RevealCard():
            return "Reveal a card"
        case DrawFromDeck(_, count):
            return f"Draw {count} card{'s' if count != 1 else ''}"
        case ShuffleDeck():
            return "Shuffle a deck"
        case RollDice(sides):
            return f"Roll a d{sides}"
        case DamageSectorHq(_, amount):
            return f"Add {amount} Sector HQ damage"
        case ActivateCard():
            return "Use a card"
        case DropPoint(point, _) | ClickPoint(point, _):
            return f"Allocate a {point.value} point"
        case ClickCard() | ClickHq():
            return "Aim"
        case ToggleWeapon():
            return "Choose a weapon"
    return "Play"
