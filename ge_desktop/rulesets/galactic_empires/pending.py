"""What is waiting to happen: the reaction stack, reaction windows, choices and volleys.

Plain frozen values kept in ``GameState`` (copied by sharing, since they never change in
place; the engine replaces them):

- ``Pending``: one reactable thing on the *reaction stack*, one class per kind: a card
  play (``PlayItem``; the card waits on the table but is not in play until the play
  completes, v2.1 [Played disengaged] L373), a card action (``ActionItem``), a reaction
  (``ReactionItem``), a weapons volley (``VolleyItem``), the end of an allocation
  (``AllocationItem``), a discard (``DiscardItem``).
  Reactions answer the topmost item they are relevant to; the stack resolves last in,
  first out (v2.1 LAST REACTION CARD PLAYED HAS PRECEDENCE).
- ``Window``: the players still to be asked, in turn order, whether they react ("react
  with X" or ``pass``). Players with no legal reaction are not asked.
- ``Step``: one unit of resolution work (an effect, entering play, a volley's damage).
  Steps run in order; a step that needs a player's decision opens a ``Choice``.
- ``Choice``: a decision a card's text asks of a player (a target, "may", a card from a
  pile); the options are ``choose`` actions.
- ``Volley`` / ``FireState``: the Weapons Fire Phase's declarations and what has fired.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, TypeAlias

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.engine.canonical import derived_copy
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.terms import InstanceId


class PendingKind(str, Enum):
    """What a reaction may answer (v2.1 [Reaction cards] L452: allocation, a card being
    played, a card action, weapons fire, discarding in the Discard Phase). Each stack item
    class names its own (``kind``); the observation's ``StackItem`` and the state text use
    it, the engine's readers tell items apart by class."""

    PLAY = "play"
    REACTION = "reaction"  # an R/ card played in reaction mode
    ACTION = "action"  # a card action, or an "As a reaction" function of a card in play
    VOLLEY = "volley"  # a weapons volley, or fleet-targeted fire
    ALLOCATION = "allocation"  # the Allocation Phase's points, answered as it ends
    DISCARD = "discard"  # a discard in the Discard Phase
    DRAW = "draw"  # a player's Draw Cards Phase begins (h-time5: answered only by cards that end it)


class MissionLeg(str, Enum):
    """The three steps of a there-and-back mission; each is a reactable stack item."""

    THERE = "there"  # travel to the target location
    MISSION = "mission"  # the crew's card action there
    BACK = "back"  # travel back


@dataclass(frozen=True, slots=True)
class Volley:
    """A weapons volley (v2.1 WEAPONS VOLLEY): target, firing units and their weapons.

    ``target`` is a card, or ``hq`` a seat's Sector HQ; ``fleet`` marks fleet-targeted
    fire at every standard target of a seat's fleet. ``parts`` are (unit, weapon symbol,
    count). Reactions may lower the damage (``reduction``; ``halvings``), void it, put a protector in
    the way (splash damage) or let an escort take it over (``interceptor``).
    """

    seat: Seat
    target: InstanceId | None = None
    hq: Seat | None = None
    fleet: Seat | None = None
    parts: tuple[tuple[InstanceId, WeaponSymbol, int], ...] = ()
    reduction: int = 0
    voided: bool = False
    protector: InstanceId | None = None
    interceptor: InstanceId | None = None  # an escort that takes over the damage (v2.1 REACTION MODE ACTIONS)
    halvings: int = 0  # times its damage is divided by 2, fractions dropped, before reductions (Unlucky Targeting)
    backfire_by: Seat | None = None  # a Heavy Weapons Backfire of this player: each firer takes half its heavy damage
    intercept_rate: int = 0  # a card made ``interceptor`` intercept: damage it suffers per point taken over (Intercept Action)

    @property
    def key(self) -> int | tuple[str, int]:
        """What 'one volley per target' counts: a card id or ('hq', seat)."""
        if self.hq is not None:
            return ("hq", self.hq)
        if self.fleet is not None:
            return ("fleet", self.fleet)
        if self.target is None:
            raise ValueError("a volley aims at a card, a Sector HQ or a fleet")
        return self.target

    def notation(self) -> str:
        if self.hq is not None:
            return f"hq p{self.hq}"
        if self.fleet is not None:
            return f"p{self.fleet}"
        return f"#{self.target}"


class _StackItem:
    """What every reaction stack item has: ``kind``, ``seat`` (who did it) and ``negated``."""

    __slots__ = ()
    kind: ClassVar[PendingKind]
    seat: Seat
    negated: bool


@dataclass(frozen=True, slots=True)
class PlayItem(_StackItem):
    """A card being played (it waits on the table, not yet in play)."""

    kind: ClassVar[PendingKind] = PendingKind.PLAY
    seat: Seat
    card: InstanceId
    negated: bool = False
    choice: int = 0  # the card's choice its player picked as he played it (``PlayCard.choice``), 0: none


@dataclass(frozen=True, slots=True)
class ReactionItem(_StackItem):
    """An R/ card played in reaction mode; ``answers`` is the stack index of what it answers
    (None for a carrier that comes along with it)."""

    kind: ClassVar[PendingKind] = PendingKind.REACTION
    in_reaction: ClassVar[bool] = True
    seat: Seat
    card: InstanceId
    answers: int | None = None
    negated: bool = False
    choice: int = 0  # the card's choice its player picked as he played it (``PlayCard.choice``), 0: none


@dataclass(frozen=True, slots=True)
class ActionItem(_StackItem):
    """A card action, or an "As a reaction" function of a card in play (``in_reaction``)."""

    kind: ClassVar[PendingKind] = PendingKind.ACTION
    seat: Seat
    card: InstanceId
    function: int = 0  # which function (1-based)
    target: InstanceId | None = None  # a card named by the action (use ... at #M)
    player: Seat | None = None  # a player named by the action (use ... at pS)
    answers: int | None = None  # in a window: stack index of what it answers
    negated: bool = False
    in_reaction: bool = False  # used in reaction mode
    leg: MissionLeg | None = None  # a step of a there-and-back mission (v2.1 THERE-AND-BACK MISSIONS)
    carrier: InstanceId | None = None  # the shuttle, fighter or transporter that carries the crew
    origin: InstanceId | None = None  # where the crew set out from (and comes back to)
    along: InstanceId | None = None  # a crew going along on the mission (Security Officer)
    damage_times: tuple[int, int] | None = None  # its damage multiplied by a/b, fractions dropped (Lucky Mine Explosion)


@dataclass(frozen=True, slots=True)
class VolleyItem(_StackItem):
    """A weapons volley or fleet-targeted fire (``volley``), or damage a card deals as fire
    (``card`` the source, no ``volley``)."""

    kind: ClassVar[PendingKind] = PendingKind.VOLLEY
    seat: Seat
    card: InstanceId | None = None
    volley: Volley | None = None
    negated: bool = False


@dataclass(frozen=True, slots=True)
class AllocationItem(_StackItem):
    """The end of the Allocation Phase's points; with ``begins``, its start: the points are
    generated and none is allocated yet (``resolvers/allocation_start.py``: the opponents'
    window for a card played during an opponent's Allocation Phase)."""

    kind: ClassVar[PendingKind] = PendingKind.ALLOCATION
    seat: Seat
    negated: bool = False
    begins: bool = False


@dataclass(frozen=True, slots=True)
class DiscardItem(_StackItem):
    """A discard in the Discard Phase; with ``done``, a card or stack that has just reached a
    Discard Pile, whatever discarded it (``discarded.py``: the window for the cards played to a
    card just discarded). ``seat`` is then the card's owner, ``stack`` every card that went with it
    as (card, the card it was on), the card itself first, ``from_hand`` says it came from a hand,
    and ``fire_damage`` a terrain destroyed by weapons fire: the units whose fire damaged it."""

    kind: ClassVar[PendingKind] = PendingKind.DISCARD
    seat: Seat
    card: InstanceId
    negated: bool = False
    done: bool = False
    stack: tuple[tuple[InstanceId, InstanceId | None], ...] = ()
    from_hand: bool = False
    fire_damage: tuple[InstanceId, ...] = ()


@dataclass(frozen=True, slots=True)
class DrawItem(_StackItem):
    """A player's Draw Cards Phase begins, no card drawn yet (``resolvers/draw_phase.py``: the
    opponents' window for a card played during an opponent's Draw Cards Phase). It resolves to
    nothing: a card that answers it leaves its mark on the drawing player."""

    kind: ClassVar[PendingKind] = PendingKind.DRAW
    seat: Seat
    negated: bool = False


# One item of the reaction stack: one class per kind, each with just the fields it has.
Pending: TypeAlias = PlayItem | ReactionItem | ActionItem | VolleyItem | AllocationItem | DiscardItem | DrawItem


def item_card(item: Pending) -> InstanceId | None:
    """The card an item is about: played, acting, discarded or a volley's source."""
    return None if isinstance(item, (AllocationItem, DrawItem)) else item.card


def answered_index(item: Pending) -> int | None:
    """The stack index a reaction or an action in a window answers, if any."""
    return item.answers if isinstance(item, (ReactionItem, ActionItem)) else None


@dataclass(frozen=True, slots=True)
class Window:
    """Players still to be asked whether they react, the first one now."""

    queue: tuple[Seat, ...]

    @property
    def asked(self) -> Seat:
        return self.queue[0]


class StepOp(str, Enum):
    """The kinds of resolution work; each has its own step class below (``op`` names it)."""

    EFFECT = "effect"  # one effect of a card resolves
    FINISH = "finish"  # after a play or card action: duration die, discard after use
    DISCARD_VOIDED = "discard_voided"  # a card play a reaction cancelled (v2.1 Voided Card Plays)
    VOLLEY = "volley"  # a volley's damage
    ALLOCATION = "allocation"  # unused points lost, then the Engagement Phase
    DISCARD = "discard"  # the discard a reaction answered
    MANUAL = "manual"  # the controller resolves a manual card with free-form actions


# Resolution work still to do: one class per kind, each with just the fields it needs.
# ``item`` is the stack item being resolved; ``seat`` is who acts.


@dataclass(frozen=True, slots=True)
class EffectStep:
    """One effect of ``card`` resolves; a choice it asks for comes back in ``chosen``,
    ``chosen_player`` or ``skipped`` (the player declined an optional "may" effect)."""

    op: ClassVar[StepOp] = StepOp.EFFECT
    seat: Seat
    card: InstanceId
    effect: EffectInfo
    item: Pending
    chosen: InstanceId | None = None
    chosen_player: Seat | None = None
    skipped: bool = False


@dataclass(frozen=True, slots=True)
class FinishStep:
    """A play completed or a card action ended: duration die, discard after use."""

    op: ClassVar[StepOp] = StepOp.FINISH
    seat: Seat
    card: InstanceId
    item: Pending


@dataclass(frozen=True, slots=True)
class VoidedPlayStep:
    """A card play a reaction cancelled: the card is discarded."""

    op: ClassVar[StepOp] = StepOp.DISCARD_VOIDED
    seat: Seat
    card: InstanceId
    item: Pending


@dataclass(frozen=True, slots=True)
class ManualStep:
    """The controller resolves a manual card by hand."""

    op: ClassVar[StepOp] = StepOp.MANUAL
    seat: Seat
    card: InstanceId
    item: Pending


@dataclass(frozen=True, slots=True)
class VolleyStep:
    """A volley's damage (``item.volley``)."""

    op: ClassVar[StepOp] = StepOp.VOLLEY
    seat: Seat
    item: VolleyItem


@dataclass(frozen=True, slots=True)
class AllocationStep:
    """The allocation ends: unused points are lost, then the Engagement Phase."""

    op: ClassVar[StepOp] = StepOp.ALLOCATION
    seat: Seat
    item: AllocationItem


@dataclass(frozen=True, slots=True)
class DiscardStep:
    """The discard nobody cancelled happens."""

    op: ClassVar[StepOp] = StepOp.DISCARD
    seat: Seat
    card: InstanceId
    item: Pending


Step = EffectStep | FinishStep | VoidedPlayStep | ManualStep | VolleyStep | AllocationStep | DiscardStep


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision for ``seat``: choose one of ``cards`` / ``players``, or skip if allowed."""

    seat: Seat
    step: EffectStep
    prompt: str
    cards: tuple[InstanceId, ...] = ()
    players: tuple[Seat, ...] = ()
    may_skip: bool = False


@dataclass(slots=True)
class FireState:
    """The current Weapons Fire Phase: targets already fired at, weapons fired, the open volley."""

    volleyed: set[int | tuple[str, int]] = field(default_factory=set)
    fired: dict[InstanceId, dict[WeaponSymbol, int]] = field(default_factory=dict)
    open: Volley | None = None
    volleys: int = 0  # volleys declared so far (fleet-targeted fire comes before the first)
    targets: dict[InstanceId, int | tuple[str, int]] = field(default_factory=dict)  # One Target Only: unit -> target

    def fired_count(self, unit: InstanceId, symbol: WeaponSymbol) -> int:
        return self.fired.get(unit, {}).get(symbol, 0)

    copy = derived_copy()
