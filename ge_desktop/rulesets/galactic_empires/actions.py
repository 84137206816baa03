"""Actions: small frozen values with a one-line text notation that parses back.

Every decision in a game is an action, applied for the player who must act now
(``Game.to_act``): rule actions (play a card, allocate a point, end a phase, ...) and
*free-form* sandbox actions (move any card anywhere, set a die, ...), whose notation
starts with ``~``. ``parse_action(a.notation()) == a`` for every action, and
``repr(a)`` shows how to rebuild it. The notation is documented in ``docs/records.md``.

Card instances are written ``#12``, seats ``p0``, ``p1``, ... (0-based).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ge_desktop.cards.model import ECONOMY_DECLARABLE, PointType, WeaponSymbol
from ge_desktop.engine.actions import Action as Action
from ge_desktop.engine.actions import NotationError as NotationError  # the kernel's, re-exported
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone


def _card(instance: InstanceId) -> str:
    return f"#{instance}"


def _seat(seat: Seat) -> str:
    return f"p{seat}"


# --- rule actions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, repr=False)
class Done(Action):
    """End the current step: reserve choice, allocation, Play Cards A/B, fire, discard."""

    verb: ClassVar[str] = "done"

    def notation(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True, repr=False)
class ChooseReserve(Action):
    """Pregame: set a card of your deck aside in your reserve fleet (v2.1 L190)."""

    card: InstanceId
    verb: ClassVar[str] = "reserve"

    def notation(self) -> str:
        return f"reserve {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class DeclareEconomy(Action):
    """Allocation: declare one economy point of your pool as another type (v2.1 ECONOMY)."""

    point: PointType
    verb: ClassVar[str] = "declare"

    def notation(self) -> str:
        return f"declare {self.point.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Allocate(Action):
    """Allocation: give one point of your pool to a card (v2.1 ALLOCATION)."""

    point: PointType
    card: InstanceId
    verb: ClassVar[str] = "allocate"

    def notation(self) -> str:
        return f"allocate {self.point.value} {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class MoveShip(Action):
    """Ship Movement: move a ship or dragon onto one of your terrains, or into space (None);
    ``against``: into position against an opponent's terrain (a card must allow it)."""

    card: InstanceId
    to: InstanceId | None = None
    against: bool = False
    verb: ClassVar[str] = "move"

    def notation(self) -> str:
        if self.against and self.to is not None:
            return f"move {_card(self.card)} against {_card(self.to)}"
        return f"move {_card(self.card)} to {'space' if self.to is None else _card(self.to)}"


@dataclass(frozen=True, slots=True, repr=False)
class PlayCard(Action):
    """Play a card from hand: independently (no target), on/against a card, or to the HQ."""

    card: InstanceId
    target: InstanceId | None = None
    against: bool = False
    to_hq: bool = False
    also: InstanceId | None = None  # in reaction mode: a shuttle, fighter or transporter played with a crew
    choice: int = 0  # a card that "does one of the following": which one its player picks as he plays it (1-based)
    verb: ClassVar[str] = "play"

    def notation(self) -> str:
        chosen = f" choose {self.choice}" if self.choice else ""
        with_card = f" with {_card(self.also)}" if self.also is not None else ""
        if self.to_hq:
            return f"play {_card(self.card)} hq{chosen}"
        if self.target is None:
            return f"play {_card(self.card)}{with_card}{chosen}"
        word = "against" if self.against else "on"
        return f"play {_card(self.card)} {word} {_card(self.target)}{with_card}{chosen}"


@dataclass(frozen=True, slots=True, repr=False)
class SwapReserve(Action):
    """A Card Play: ``card`` from hand into the reserve, ``reserve_card`` into the hand."""

    card: InstanceId
    reserve_card: InstanceId
    verb: ClassVar[str] = "swap"

    def notation(self) -> str:
        return f"swap {_card(self.card)} for {_card(self.reserve_card)}"


@dataclass(frozen=True, slots=True, repr=False)
class UseFunction(Action):
    """Use function number ``function`` (1-based) of an engaged card in play, at a chosen
    card (``target``) or player (``player``) when the function needs one.

    Functions are numbered card actions first, then "As a reaction" functions (used in a
    reaction window)."""

    card: InstanceId
    function: int = 1
    target: InstanceId | None = None
    player: Seat | None = None
    along: InstanceId | None = None  # a crew going along on the there-and-back mission (Security Officer)
    by: InstanceId | None = None  # the psy that switches on a field card's function (v2.1 PSY FUNCTIONS)
    verb: ClassVar[str] = "use"

    def notation(self) -> str:
        by = f" by {_card(self.by)}" if self.by is not None else ""
        text = f"use {_card(self.card)} {self.function}"
        if self.target is not None:
            with_card = f" with {_card(self.along)}" if self.along is not None else ""
            return f"{text} at {_card(self.target)}{with_card}{by}"
        if self.player is not None:
            return f"{text} at {_seat(self.player)}{by}"
        return text + by


@dataclass(frozen=True, slots=True, repr=False)
class Discard(Action):
    """Discard phase: a hand card (costs an unused Card Play) or a card of your fleet."""

    card: InstanceId
    verb: ClassVar[str] = "discard"

    def notation(self) -> str:
        return f"discard {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class Achieve(Action):
    """Say an agenda is accomplished (v2.1 AGENDA CARDS): a hidden agenda from the hand (shown,
    not a Card Play) or an exposed agenda of your fleet played at least 1 complete turn ago."""

    card: InstanceId
    verb: ClassVar[str] = "achieve"

    def notation(self) -> str:
        return f"achieve {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class Draw(Action):
    """Draw phase: draw ``count`` cards (up to what the hand size allows) and end the turn."""

    count: int
    verb: ClassVar[str] = "draw"

    def notation(self) -> str:
        return f"draw {self.count}"


@dataclass(frozen=True, slots=True, repr=False)
class Quit(Action):
    """The Gamblers (v2.1 Variations): leave the game, keeping your cards; only on your own
    turn before any action of it."""

    verb: ClassVar[str] = "quit"

    def notation(self) -> str:
        return "quit"


@dataclass(frozen=True, slots=True, repr=False)
class Aim(Action):
    """Weapons Fire, volley step a: declare the target, a card (its unit) or a Sector HQ."""

    target: InstanceId | None = None
    hq: Seat | None = None
    verb: ClassVar[str] = "aim"

    def notation(self) -> str:
        if self.hq is not None:
            return f"aim hq {_seat(self.hq)}"
        return f"aim #{self.target}"


@dataclass(frozen=True, slots=True, repr=False)
class Fire(Action):
    """``count`` weapons of ``symbol`` of unit ``card`` join the volley being declared."""

    card: InstanceId
    symbol: WeaponSymbol
    count: int = 1
    verb: ClassVar[str] = "fire"

    def notation(self) -> str:
        text = f"fire {_card(self.card)} {self.symbol.value}"
        return text if self.count == 1 else f"{text} {self.count}"


@dataclass(frozen=True, slots=True, repr=False)
class FleetFire(Action):
    """Fleet-targeted weapons of unit ``card`` fire at ``seat``'s whole fleet."""

    card: InstanceId
    seat: Seat
    verb: ClassVar[str] = "fire"

    def notation(self) -> str:
        return f"fire {_card(self.card)} at {_seat(self.seat)}"


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Action):
    """Reaction window: do not react."""

    verb: ClassVar[str] = "pass"

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True, repr=False)
class Choose(Action):
    """Answer a card's question: a card (``card``), a player (``player``), or ``skip`` a "may"."""

    card: InstanceId | None = None
    player: Seat | None = None
    verb: ClassVar[str] = "choose"

    def notation(self) -> str:
        if self.card is not None:
            return f"choose {_card(self.card)}"
        if self.player is not None:
            return f"choose {_seat(self.player)}"
        return "choose skip"


# --- free-form (sandbox) actions ---------------------------------------------------------

TOP = 0  # pile position: 0 is the top, 1 the card below it, ...
BOTTOM = -1


@dataclass(frozen=True, slots=True, repr=False)
class MoveCard(Action):
    """Move any card: to a pile of a seat (``zone``, ``seat``, ``position``), to the table
    as a root of ``seat``'s area (``zone=PLAY``, no parent), or onto ``parent``."""

    card: InstanceId
    zone: Zone
    seat: Seat | None = None
    parent: InstanceId | None = None
    position: int = TOP
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~move"

    def notation(self) -> str:
        if self.parent is not None:
            return f"~move {_card(self.card)} on {_card(self.parent)}"
        text = f"~move {_card(self.card)} {self.zone.value} {_seat(self.seat or Seat(0))}"
        if self.zone is Zone.PLAY or self.position == TOP:
            return text if self.zone is Zone.PLAY else text + " top"
        return text + (" bottom" if self.position == BOTTOM else f" at {self.position}")


@dataclass(frozen=True, slots=True, repr=False)
class Rotate(Action):
    """Turn a card upright (engaged) or sideways (disengaged)."""

    card: InstanceId
    engaged: bool
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~engage"

    def notation(self) -> str:
        return f"~{'engage' if self.engaged else 'disengage'} {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class SetDie(Action):
    """Set (or with 0 remove) a die of ``kind`` on a card."""

    card: InstanceId
    kind: DieKind
    value: int
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~die"

    def notation(self) -> str:
        return f"~die {_card(self.card)} {self.kind.value} {self.value}"


@dataclass(frozen=True, slots=True, repr=False)
class SetPoints(Action):
    """Set (or with 0 take away) the points of ``point`` a card has received this turn."""

    card: InstanceId
    point: PointType
    value: int
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~points"

    def notation(self) -> str:
        return f"~points {_card(self.card)} {self.point.value} {self.value}"


@dataclass(frozen=True, slots=True, repr=False)
class DrawCards(Action):
    """``seat`` draws ``count`` cards from his deck."""

    seat: Seat
    count: int
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~draw"

    def notation(self) -> str:
        return f"~draw {_seat(self.seat)} {self.count}"


@dataclass(frozen=True, slots=True, repr=False)
class Shuffle(Action):
    """Shuffle ``seat``'s deck with the game's generator (recorded)."""

    seat: Seat
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~shuffle"

    def notation(self) -> str:
        return f"~shuffle {_seat(self.seat)}"


@dataclass(frozen=True, slots=True, repr=False)
class Reveal(Action):
    """Show a hidden card to every player."""

    card: InstanceId
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~reveal"

    def notation(self) -> str:
        return f"~reveal {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class Flip(Action):
    """Turn a card face up or face down."""

    card: InstanceId
    face_up: bool
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~face-up"

    def notation(self) -> str:
        return f"~face-{'up' if self.face_up else 'down'} {_card(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class RollDie(Action):
    """Roll a die with the game's generator; the result is an event."""

    sides: int = 6
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~roll"

    def notation(self) -> str:
        return f"~roll d{self.sides}"


@dataclass(frozen=True, slots=True, repr=False)
class DamageHq(Action):
    """Add ``amount`` damage to ``seat``'s Sector HQ, scored by ``by`` (or nobody)."""

    seat: Seat
    amount: int
    by: Seat | None = None
    free_form: ClassVar[bool] = True
    verb: ClassVar[str] = "~hq-damage"

    def notation(self) -> str:
        text = f"~hq-damage {_seat(self.seat)} {self.amount}"
        return text if self.by is None else f"{text} by {_seat(self.by)}"


RULE_ACTIONS = (
    Done,
    ChooseReserve,
    DeclareEconomy,
    Allocate,
    MoveShip,
    PlayCard,
    SwapReserve,
    UseFunction,
    Discard,
    Draw,
    Aim,
    Fire,
    FleetFire,
    Pass,
    Choose,
    Achieve,
    Quit,
)
FREE_FORM_ACTIONS = (MoveCard, Rotate, SetDie, SetPoints, DrawCards, Shuffle, Reveal, Flip, RollDie, DamageHq)
# What a card resolved by hand in rules mode may need (its controller's adjustments while it
# waits): move a card (between piles, to the table, a discard), engage or disengage it, damage,
# heal or any die on it, points on it, draws, a die roll, Sector HQ damage. Not shuffling,
# revealing or flipping cards: a manual card's text never needs them, and they bare hidden cards.
MANUAL_ADJUSTMENTS = (MoveCard, Rotate, SetDie, SetPoints, DrawCards, RollDie, DamageHq)


DECLARABLE = ECONOMY_DECLARABLE
