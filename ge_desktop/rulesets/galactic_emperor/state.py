"""The full state of a Galactic Emperor game: plain mutable structures changed only by the rules.

The board maps hexes to placed sector tiles (their owner and Empire/Starbase token, the food
funded onto them); ships are pieces with names (``f3``), on a hex or in their owner's
reserve. The round (direction, Throne, roles pool), the role being played (``RoleTurn``),
the combat being fought (``Battle``), the interrupts waiting for an answer (one class per
kind) and the technologies declared but not yet resolved (the Saboteur's moment) sit beside
them. ``clone`` and ``describe`` walk the dataclass fields, so a field is listed once and no
copy or digest can leave it out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from ge_desktop.engine.canonical import derived_copy, outside
from ge_desktop.engine.events import Said
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_emperor.components import MAX_PLAYERS, MIN_PLAYERS, Components, Resource, Role, Seat, ShipKind, Tech, TileDef, TileId
from ge_desktop.rulesets.galactic_emperor.hexes import Hex


class Phase(str, Enum):
    """Game Rounds: the direction, the role choice, the seven roles, and the end."""

    DIRECTION = "direction"
    CHOOSE_ROLE = "choose_role"
    EXPLORER = "explorer"
    MERCHANT = "merchant"
    STEWARD = "steward"
    ENGINEER = "engineer"
    WARLORD = "warlord"
    REGENT = "regent"
    SCIENTIST = "scientist"
    GAME_OVER = "game_over"


ROUND_PHASES: tuple[Phase, ...] = tuple(p for p in Phase if p is not Phase.GAME_OVER)
ROLE_PHASE = {
    Role.EXPLORER: Phase.EXPLORER,
    Role.MERCHANT: Phase.MERCHANT,
    Role.STEWARD: Phase.STEWARD,
    Role.ENGINEER: Phase.ENGINEER,
    Role.WARLORD: Phase.WARLORD,
    Role.WARLORD_2: Phase.WARLORD,
    Role.REGENT: Phase.REGENT,
    Role.SCIENTIST: Phase.SCIENTIST,
}


@dataclass(frozen=True, slots=True)
class Setup:
    """How a game is set up (the ruleset's config): seats and the seed of the game's generator."""

    ruleset: ClassVar[str] = "galactic-emperor"
    players: int = 4
    seed: int = 0

    def problem(self) -> str | None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return f"Galactic Emperor needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}"
        return None

    def problems(self) -> list[str]:
        found = self.problem()
        return [found] if found else []


@dataclass(slots=True)
class Sector:
    """A sector tile on the board: who controls it (Empire or Starbase token), food funded onto it."""

    tile: TileId
    owner: Seat | None = None
    starbase: bool = False
    home_of: Seat | None = None  # a player's home sector (its Home Starbase is not an Empire token)
    food: int = 0


@dataclass(slots=True)
class Ship:
    name: str  # "f3": kind letter and number, unique per owner
    owner: Seat
    kind: ShipKind
    at: Hex | None = None  # None: in the owner's reserve
    moved: int = 0  # spaces moved this Warlord turn
    came_from: Hex | None = None  # where its last step started (a retreat goes back there)
    stopped: bool = False  # met enemy forces, or warped, this turn
    warp_ready: bool = False  # ended a Warlord role in the Black Hole
    damaged: bool = False  # a dreadnought flipped by a hit


@dataclass(slots=True)
class PlayerState:
    seat: Seat
    marks: int
    metal: int
    energy: int
    tokens: int  # Empire tokens in reserve
    food: int = 0  # food cubes in hand (only during a Merchant turn)
    vp: int = 0  # secret
    influence: int = 0  # Empire tokens held as political influence (Regent)
    techs: list[Tech] = field(default_factory=list)

    def stock(self, resource: Resource) -> int:
        return {Resource.FOOD: self.food, Resource.METAL: self.metal, Resource.ENERGY: self.energy}[resource]


# --- interrupts waiting for an answer (one class per kind) ------------------------------------


@dataclass(frozen=True, slots=True)
class SabotageWindow:
    """The Saboteur's holder may stop ``tech`` that ``victim`` just declared."""

    seat: Seat
    victim: Seat
    tech: Tech


@dataclass(frozen=True, slots=True)
class TimeWarpWindow:
    """Time Warp's holder may re-roll one of the dice just rolled (``again``: the second re-roll of ``index``)."""

    seat: Seat
    again: bool = False
    index: int = 0


@dataclass(frozen=True, slots=True)
class AmbassadorWindow:
    """Ambassador's holder may send back the token ``placer`` just put on ``at``."""

    seat: Seat
    placer: Seat
    at: Hex


Window = SabotageWindow | TimeWarpWindow | AmbassadorWindow


@dataclass(slots=True)
class Declared:
    """A technology declared and waiting for the Saboteur's moment; ``payload`` says what it does."""

    seat: Seat
    tech: Tech
    payload: tuple[Any, ...] = ()
    asked: bool = False


@dataclass(slots=True)
class Scan:
    """Long Range Scanners: ``seat`` chose turned-up ``tile`` and drew ``drawn`` (None: the Black Hole, put back)."""

    seat: Seat
    tile: TileId
    drawn: TileId | None


@dataclass(slots=True)
class Battle:
    """One combat, from the first roll to the last casualty."""

    at: Hex
    attacker: Seat
    defender: Seat
    free_attack: bool = False  # warped into combat: one attack the defender cannot answer
    can_retreat: bool = True
    step: str = "start"  # start, extra, roll, rolled, assign, decide, over
    phase: int = 1  # 1 dreadnoughts, 2 cruisers/Empires/Starbases, 3 fighters
    rounds: int = 0
    extra: ShipKind | None = None
    shield: list[Seat] = field(default_factory=list)  # sides whose Shield Generators may still ignore a hit
    ion: list[Seat] = field(default_factory=list)
    plasma: bool = False
    dice_owner: list[Seat] = field(default_factory=list)  # the owner of each die in ``GameState.dice``
    dice_need: list[int] = field(default_factory=list)  # the result each die needs to hit
    hits: dict[Seat, int] = field(default_factory=dict)  # hits each side must take now
    empire_killed: bool = False


@dataclass(slots=True)
class RoleTurn:
    """The role being played: who chose it, the order of turns, and what each step has used."""

    role: Role
    chooser: Seat
    order: list[Seat]
    index: int = 0
    leftovers: bool = False  # Explorer: the chooser places the leftover tiles
    picked: list[Seat] = field(default_factory=list)  # Explorer: players who have placed their tile
    scan: Scan | None = None
    scanned: list[Seat] = field(default_factory=list)
    dice_pending: bool = False  # Merchant: the chooser has not discarded a die yet
    pirated: list[Seat] = field(default_factory=list)
    bonus_taken: bool = False  # Steward / Engineer special ability used
    produced: list[Hex] = field(default_factory=list)  # Steward: sectors the current player produced from
    free_left: int = 0  # Protein Fields
    discount_left: int = 0  # Robotics
    fusion: list[Seat] = field(default_factory=list)
    contested: list[Hex] = field(default_factory=list)  # Warlord: where the current player met enemy forces
    regent_step: str = "buy"  # buy, exert
    price: int = 2  # the extra influence token's cost now
    diplomat: list[Seat] = field(default_factory=list)
    placed: dict[str, dict[Seat, int]] = field(default_factory=dict)  # target ("throne" or "q,r") -> seat -> tokens
    locked: dict[str, Seat] = field(default_factory=dict)  # Ambassador: sector -> the only player who may influence it
    ambassador_used: bool = False
    bought: list[Seat] = field(default_factory=list)  # Regent: bought influence; Scientist: bought a technology
    tech_uses: list[str] = field(default_factory=list)  # "seat:tech" declared by ``use`` this role

    @property
    def current(self) -> Seat:
        """Whose turn it is in the role (the chooser while he places the Explorer's leftover tiles)."""
        return self.order[self.index] if self.index < len(self.order) else self.chooser


@dataclass(frozen=True, slots=True)
class Event(Said):
    """One line of the log: the kernel's ``Said`` (``text`` for ``seats``, ``others`` for the
    rest), kept under this name because the state's digest spells its class name."""


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: Seat | None
    reason: str  # "last_token" or "vp_pool"
    tie_break: str | None = None  # how a tie was decided


@dataclass(slots=True)
class GameState:
    setup: Setup
    components: Components
    rng: GameRandom
    players: list[PlayerState]
    board: dict[Hex, Sector]
    ships: dict[str, Ship]  # key "p0f3"
    stack: list[TileId]  # facedown tiles, top is the end
    faceup: list[TileId] = field(default_factory=list)
    pool_vp: int = 0
    prices: dict[Resource, int] = field(default_factory=dict)
    dice: list[int] = field(default_factory=list)  # the roll just made (market dice or a combat phase)
    throne: Seat | None = Seat(0)
    direction: int = 1  # +1: left (seat + 1), -1: right
    phase: Phase = Phase.DIRECTION
    round_number: int = 1
    choosers: list[Seat] = field(default_factory=list)  # this round's role choosers, in order
    choice_index: int = 0
    roles_pool: list[Role] = field(default_factory=list)
    roles_chosen: list[Role] = field(default_factory=list)
    explorer_flipped: bool = False
    scientist_removed: bool = False
    removed_techs: list[Tech] = field(default_factory=list)  # a caught Saboteur
    role: RoleTurn | None = None
    battle: Battle | None = None
    windows: list[Window] = field(default_factory=list)
    declared: list[Declared] = field(default_factory=list)
    sabotaged: list[tuple[Seat, Tech]] = field(default_factory=list)  # stopped for the rest of the round
    used_this_round: list[Tech] = field(default_factory=list)  # Saboteur and Time Warp: once per round
    counters: dict[str, int] = field(default_factory=dict)  # how often each role, ability and technology was used
    ending: str | None = None  # set when an end condition happens: the role is finished first
    version: int = outside(0)  # bumped by every applied action (a cache key)
    log: list[Event] = field(default_factory=list)
    outcome: Outcome | None = None

    # --- queries ------------------------------------------------------------------------------

    @property
    def config(self) -> Setup:
        return self.setup

    def tile(self, at: Hex) -> TileDef | None:
        sector = self.board.get(at)
        return self.components.tile(sector.tile) if sector is not None else None

    def seats(self) -> list[Seat]:
        return [p.seat for p in self.players]

    def ship(self, seat: Seat, name: str) -> Ship | None:
        return self.ships.get(f"p{seat}{name}")

    def ships_at(self, at: Hex, seat: Seat | None = None) -> list[Ship]:
        return [s for s in self.ships.values() if s.at == at and (seat is None or s.owner == seat)]

    def has_tech(self, seat: Seat, tech: Tech) -> bool:
        return tech in self.players[seat].techs and (seat, tech) not in self.sabotaged

    def holder(self, tech: Tech) -> Seat | None:
        return next((p.seat for p in self.players if tech in p.techs), None)

    def count(self, key: str, n: int = 1) -> None:
        self.counters[key] = self.counters.get(key, 0) + n

    def say(self, text: str, seats: frozenset[Seat] | None = None, others: str | None = None) -> None:
        self.log.append(Event(text, seats, others))

    # --- copies ------------------------------------------------------------------------------

    copy = derived_copy()  # from the field lists (``engine/canonical.py``), as the canonical form and the digest are

    def clone(self) -> GameState:
        clone: GameState = self.copy()
        return clone
