"""Galactic Emperor actions: small frozen values with a one-line notation that parses back.

Hexes are written ``q,r`` (axial), seats ``p0``, tiles by their id in the components file,
ships of the acting player by kind letter and number (``f3``, ``c0``, ``d1``), roles,
technologies and resources by their enum value. ``parse_action(a.notation()) == a`` for
every action; ``repr(a)`` shows how to rebuild it. A record stores these lines, so a game is
its setup, its seed and its actions. Bad text raises the engine's ``NotationError``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, NoReturn, TypeVar

from ge_desktop.engine.actions import Action as EngineAction
from ge_desktop.engine.actions import NotationError
from ge_desktop.rulesets.galactic_emperor.components import Resource, Role, Seat, ShipKind, Tech, TileId
from ge_desktop.rulesets.galactic_emperor.hexes import Hex, parse_hex

E = TypeVar("E", bound=Enum)


class Action(EngineAction):
    """Base of every Galactic Emperor action (an engine ``Action``, so ``Game`` drives it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"parse_action({self.notation()!r})"


@dataclass(frozen=True, slots=True, repr=False)
class Done(Action):
    """End your turn in the role (or the step you are in)."""

    verb: ClassVar[str] = "done"

    def notation(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Action):
    """Decline an interrupt you were offered (Saboteur, Time Warp, Ambassador)."""

    verb: ClassVar[str] = "pass"

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True, repr=False)
class SetDirection(Action):
    """Game Rounds: the Throne holder points the Direction marker (left: seat +1, right: seat -1)."""

    left: bool
    verb: ClassVar[str] = "direction"

    def notation(self) -> str:
        return f"direction {'left' if self.left else 'right'}"


@dataclass(frozen=True, slots=True, repr=False)
class ChooseRole(Action):
    role: Role
    verb: ClassVar[str] = "role"

    def notation(self) -> str:
        return f"role {self.role.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Explore(Action):
    """Explorer: take a turned-up tile (or the one Long Range Scanners drew) and place it."""

    tile: TileId
    at: Hex
    verb: ClassVar[str] = "explore"

    def notation(self) -> str:
        return f"explore {self.tile} at {self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Scan(Action):
    """Long Range Scanners: choose turned-up ``tile`` and draw the top of the stack to compare."""

    tile: TileId
    verb: ClassVar[str] = "scan"

    def notation(self) -> str:
        return f"scan {self.tile}"


@dataclass(frozen=True, slots=True, repr=False)
class DropDie(Action):
    """Merchant special ability: discard die ``index`` (0-3) of the four rolled."""

    index: int
    verb: ClassVar[str] = "drop"

    def notation(self) -> str:
        return f"drop {self.index}"


@dataclass(frozen=True, slots=True, repr=False)
class Collect(Action):
    """Harvest Food: collect the food placed on a controlled sector by an earlier Merchant role."""

    at: Hex
    verb: ClassVar[str] = "collect"

    def notation(self) -> str:
        return f"collect {self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Trade(Action):
    """Buy and Sell: one cube at the market price."""

    buy: bool
    resource: Resource
    verb: ClassVar[str] = "trade"

    def notation(self) -> str:
        return f"{'buy' if self.buy else 'sell'} {self.resource.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Fund(Action):
    """Fund Metal/Energy Production: one food cube onto a controlled producing sector."""

    at: Hex
    verb: ClassVar[str] = "fund"

    def notation(self) -> str:
        return f"fund {self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Pirate(Action):
    """Space Pirate: 1 metal from ``victim``'s Storage Facility, or 1 food from his sector ``at``."""

    victim: Seat
    at: Hex | None = None
    verb: ClassVar[str] = "pirate"

    def notation(self) -> str:
        return f"pirate p{self.victim} {'metal' if self.at is None else self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Bonus(Action):
    """Steward special ability: 1 free metal or energy."""

    resource: Resource
    verb: ClassVar[str] = "bonus"

    def notation(self) -> str:
        return f"bonus {self.resource.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Produce(Action):
    """Steward: return 1 food from a controlled sector to produce what it shows (``free``: Protein Fields)."""

    at: Hex
    free: bool = False
    verb: ClassVar[str] = "produce"

    def notation(self) -> str:
        return f"produce {self.at.text()}" + (" free" if self.free else "")


@dataclass(frozen=True, slots=True, repr=False)
class FreeFighter(Action):
    """Engineer special ability: a free fighter deployed to one of your Starbases."""

    at: Hex
    verb: ClassVar[str] = "freefighter"

    def notation(self) -> str:
        return f"freefighter {self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Build(Action):
    """Engineer: buy one ship and deploy it on a sector where you have a Starbase."""

    kind: ShipKind
    at: Hex
    verb: ClassVar[str] = "build"

    def notation(self) -> str:
        return f"build {self.kind.value} at {self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class BuyTech(Action):
    """Scientist: buy one Technology card."""

    tech: Tech
    verb: ClassVar[str] = "tech"

    def notation(self) -> str:
        return f"tech {self.tech.value}"


@dataclass(frozen=True, slots=True, repr=False)
class UseTech(Action):
    """Declare a technology that you switch on yourself (Robotics, Protein Fields, Diplomat, Fusion Engines)."""

    tech: Tech
    verb: ClassVar[str] = "use"

    def notation(self) -> str:
        return f"use {self.tech.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Move(Action):
    """Warlord, Moving: your ``ships`` (``f3``-style names) one space on, to ``to`` (suns are skipped)."""

    ships: tuple[str, ...]
    to: Hex
    verb: ClassVar[str] = "move"

    def notation(self) -> str:
        return f"move {','.join(self.ships)} to {self.to.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Warp(Action):
    """The Black Hole: every warping ship of yours to ``to``."""

    to: Hex
    verb: ClassVar[str] = "warp"

    def notation(self) -> str:
        return f"warp to {self.to.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Fight(Action):
    """Resolve the combat where your ships met enemy forces."""

    at: Hex
    verb: ClassVar[str] = "fight"

    def notation(self) -> str:
        return f"fight {self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class ExtraDie(Action):
    """Warlord special ability: the extra die goes to a ship of ``kind`` this combat round."""

    kind: ShipKind
    verb: ClassVar[str] = "extra"

    def notation(self) -> str:
        return f"extra {self.kind.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Assign(Action):
    """Removing Casualties: hits on fighters, cruisers, undamaged dreadnoughts (flip), damaged
    dreadnoughts (kill), a Starbase (flip) and an Empire (kill)."""

    fighters: int = 0
    cruisers: int = 0
    flips: int = 0
    kills: int = 0
    starbase: int = 0
    empire: int = 0
    verb: ClassVar[str] = "assign"

    def notation(self) -> str:
        return f"assign f{self.fighters} c{self.cruisers} d{self.flips} x{self.kills} s{self.starbase} e{self.empire}"

    @property
    def total(self) -> int:
        return self.fighters + self.cruisers + self.flips + self.kills + self.starbase + self.empire


@dataclass(frozen=True, slots=True, repr=False)
class Continue(Action):
    """Firing: the attacker continues the combat (``retreat``: back to the previous sector)."""

    retreat: bool = False
    verb: ClassVar[str] = "continue"

    def notation(self) -> str:
        return "retreat" if self.retreat else "continue"


@dataclass(frozen=True, slots=True, repr=False)
class BuyInfluence(Action):
    """Regent, Gain Influence: buy the one extra influence token."""

    verb: ClassVar[str] = "buyinfluence"

    def notation(self) -> str:
        return "buyinfluence"


@dataclass(frozen=True, slots=True, repr=False)
class Influence(Action):
    """Regent, Exert Influence: one token onto a planet sector (``at``) or the Throne (None)."""

    at: Hex | None
    verb: ClassVar[str] = "influence"

    def notation(self) -> str:
        return f"influence {'throne' if self.at is None else self.at.text()}"


@dataclass(frozen=True, slots=True, repr=False)
class Interrupt(Action):
    """Ambassador: "no, that's my personal business" - the token just placed must go elsewhere."""

    verb: ClassVar[str] = "ambassador"

    def notation(self) -> str:
        return "ambassador"


@dataclass(frozen=True, slots=True, repr=False)
class Sabotage(Action):
    """Saboteur: stop the technology just declared for the rest of the round."""

    verb: ClassVar[str] = "sabotage"

    def notation(self) -> str:
        return "sabotage"


@dataclass(frozen=True, slots=True, repr=False)
class TimeWarp(Action):
    """Time Warp: re-roll die ``index`` of the roll just made (``again``: the one more re-roll)."""

    index: int
    again: bool = False
    verb: ClassVar[str] = "timewarp"

    def notation(self) -> str:
        return "reroll" if self.again else f"timewarp {self.index}"


# --- parsing ----------------------------------------------------------------------------------


def _enum(kind: type[E], text: str) -> E:
    try:
        return kind(text)
    except ValueError:
        raise NotationError(f"{text!r} is not one of {', '.join(k.value for k in kind)}") from None


def _hex(text: str) -> Hex:
    try:
        return parse_hex(text)
    except ValueError as exc:
        raise NotationError(str(exc)) from None


def _int(text: str) -> int:
    if not text.isdigit():
        raise NotationError(f"expected a number, not {text!r}")
    return int(text)


def _seat(text: str) -> Seat:
    if not text.startswith("p") or not text[1:].isdigit():
        raise NotationError(f"expected a seat like p1, not {text!r}")
    return Seat(int(text[1:]))


def _ships(text: str) -> tuple[str, ...]:
    names = tuple(text.split(","))
    for name in names:
        if len(name) < 2 or name[0] not in "fcd" or not name[1:].isdigit():
            raise NotationError(f"expected ships like f0,c1, not {text!r}")
    return names


def _assign(words: list[str]) -> Assign:
    letters = "fcdxse"
    if len(words) != 7 or any(len(w) < 2 or w[0] != letters[i] or not w[1:].isdigit() for i, w in enumerate(words[1:])):
        raise NotationError("assign is written: assign f0 c0 d0 x0 s0 e0")
    return Assign(*(int(w[1:]) for w in words[1:]))


_BARE: dict[str, Action] = {
    "done": Done(),
    "pass": Pass(),
    "buyinfluence": BuyInfluence(),
    "ambassador": Interrupt(),
    "sabotage": Sabotage(),
    "continue": Continue(),
    "retreat": Continue(True),
    "reroll": TimeWarp(0, True),
}


def parse_action(text: str) -> Action:
    """The action a notation line names; ``NotationError`` for anything else."""
    words = text.split()
    if not words:
        raise NotationError("empty action")
    verb, n = words[0], len(words)
    if n == 1 and verb in _BARE:
        return _BARE[verb]
    if n == 2:
        one = _one_word(verb, words[1])
        if one is not None:
            return one
    if verb == "explore" and n == 4 and words[2] == "at":
        return Explore(TileId(words[1]), _hex(words[3]))
    if verb == "produce" and n == 3 and words[2] == "free":
        return Produce(_hex(words[1]), True)
    if verb == "build" and n == 4 and words[2] == "at":
        return Build(_enum(ShipKind, words[1]), _hex(words[3]))
    if verb == "move" and n == 4 and words[2] == "to":
        return Move(_ships(words[1]), _hex(words[3]))
    if verb == "warp" and n == 3 and words[1] == "to":
        return Warp(_hex(words[2]))
    if verb == "pirate" and n == 3:
        return Pirate(_seat(words[1]), None if words[2] == "metal" else _hex(words[2]))
    if verb == "assign":
        return _assign(words)
    return _bad(text)


def _one_word(verb: str, word: str) -> Action | None:
    """The actions written as a verb and one word."""
    if verb == "direction" and word in ("left", "right"):
        return SetDirection(word == "left")
    simple: dict[str, Callable[[str], Action]] = {
        "role": lambda w: ChooseRole(_enum(Role, w)),
        "scan": lambda w: Scan(TileId(w)),
        "drop": lambda w: DropDie(_int(w)),
        "collect": lambda w: Collect(_hex(w)),
        "buy": lambda w: Trade(True, _enum(Resource, w)),
        "sell": lambda w: Trade(False, _enum(Resource, w)),
        "fund": lambda w: Fund(_hex(w)),
        "bonus": lambda w: Bonus(_enum(Resource, w)),
        "produce": lambda w: Produce(_hex(w)),
        "freefighter": lambda w: FreeFighter(_hex(w)),
        "tech": lambda w: BuyTech(_enum(Tech, w)),
        "use": lambda w: UseTech(_enum(Tech, w)),
        "fight": lambda w: Fight(_hex(w)),
        "extra": lambda w: ExtraDie(_enum(ShipKind, w)),
        "influence": lambda w: Influence(None if w == "throne" else _hex(w)),
        "timewarp": lambda w: TimeWarp(_int(w)),
    }
    make = simple.get(verb)
    return make(word) if make is not None else None


def _bad(text: str) -> NoReturn:
    raise NotationError(f"not a Galactic Emperor action: {text!r}")
