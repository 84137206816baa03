"""The full state of a Galactic Supremacy game: plain mutable structures changed only by the rules.

Values that never change in a game (the setup, the card definitions and owners) sit beside
the mutable parts (players, deck, units in play, the attack being fought, the reaction
stack, pending choices, an open trade offer, the log). ``clone`` and ``describe`` walk the
dataclass fields, so a field is listed once and no copy or digest can leave it out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar

from ge_desktop.engine.canonical import derived_copy
from ge_desktop.engine.events import Said
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_supremacy.actions import Offer
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardId, CardKind, CommandUse, Seat, Tech

MIN_PLAYERS, MAX_PLAYERS = 2, 6


class Phase(str, Enum):
    """TURN SEQUENCE: the seven phases of a turn, plus the setup picks and the end."""

    SETUP = "setup"  # OPTIONAL ADVANCED SETUP: picks for rolls of 10
    DRAW = "draw"
    PRODUCTION = "production"
    COMMAND = "command"
    BUILD = "build"
    ATTACK = "attack"
    MOVE = "move"
    RESEARCH = "research"
    GAME_OVER = "game_over"


TURN_PHASES: tuple[Phase, ...] = (Phase.DRAW, Phase.PRODUCTION, Phase.COMMAND, Phase.BUILD, Phase.ATTACK, Phase.MOVE, Phase.RESEARCH)


@dataclass(frozen=True, slots=True)
class Setup:
    """How a game is set up (the ruleset's config): seats, one common deck or one deck each,
    the advanced setup rule, and the seed of the game's generator."""

    ruleset: ClassVar[str] = "galactic-supremacy"
    players: int = 2
    individual_decks: bool = False
    advanced: bool = False
    seed: int = 0

    def problem(self) -> str | None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return f"Galactic Supremacy needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}"
        return None

    def problems(self) -> list[str]:
        """Sentences saying why this setup cannot start a game (empty when fine), as a Galactic
        Empires config gives them: the New Game dialog asks either game the same way."""
        found = self.problem()
        return [found] if found else []


@dataclass(frozen=True, slots=True)
class Unit:
    """A card in play: a Sector or Homeworld (``attached`` None), a Fleet on a Sector, a Leader on a unit."""

    card: CardId
    controller: Seat
    kind: CardKind
    attached: CardId | None = None


@dataclass(frozen=True, slots=True)
class Peek:
    """What a Spy or Strategic Planning showed one player (only he sees it, until his turn ends)."""

    use: CommandUse
    about: Seat | None  # Spy: whose hand; Strategic Planning: None (the deck)
    cards: tuple[CardId, ...]


@dataclass(frozen=True, slots=True)
class Event(Said):
    """One line of the log: the kernel's ``Said`` (``text`` for ``seats``, ``others`` for the
    rest), kept under this name because the state's digest spells its class name."""


# --- pending choices (one class per kind) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PickChoice:
    """A roll of 10 on the Technology Table: ``seat`` picks a technology."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class KeepChoice:
    """``seat`` may keep ``card`` (an exchange's draw of the wanted kind, or a conquered Sector)."""

    seat: Seat
    card: CardId
    conquest: bool = False


@dataclass(frozen=True, slots=True)
class HandLimitChoice:
    """End of the Draw Phase: ``seat`` discards down to his maximum hand size."""

    seat: Seat


Choice = PickChoice | KeepChoice | HandLimitChoice


class AttackStep(str, Enum):
    FORM = "form"  # the attacker commits fleets
    TACTICS = "tactics"  # the attacker may play Surprise or Tactical Superiority
    RESPONSE = "response"  # the defender plays cards, reinforces or withdraws


@dataclass(slots=True)
class AttackState:
    """One attack of the Attack Phase, from declaration to the last combat roll."""

    attacker: Seat
    defender: Seat
    target: CardId
    step: AttackStep = AttackStep.FORM
    fleets: list[CardId] = field(default_factory=list)  # attacking fleets
    surprise: bool = False
    ambush: bool = False
    reinforced: list[CardId] = field(default_factory=list)
    withdrawn: list[CardId] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class StackEntry:
    """A command use waiting for reactions; ``negated`` once a Counter Espionage succeeds."""

    seat: Seat
    card: CardId
    use: CommandUse
    target_seat: Seat | None = None
    target_card: CardId | None = None
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: Seat | None
    reason: str  # "conquest", or why the game stopped


@dataclass(slots=True)
class PlayerState:
    seat: Seat
    homeworld: CardId
    hand: list[CardId] = field(default_factory=list)
    deck: list[CardId] = field(default_factory=list)  # one deck each: this player's deck
    discard: list[CardId] = field(default_factory=list)  # one deck each: this player's discard pile
    credits: int = 0
    techs: dict[Tech, int] = field(default_factory=lambda: {t: 1 for t in Tech})
    eliminated: bool = False
    peeks: list[Peek] = field(default_factory=list)


@dataclass(slots=True)
class TurnState:
    """What the current turn has used up; reset when a turn begins."""

    bought_draw: bool = False
    attacked: set[CardId] = field(default_factory=set)  # fleets that attacked this attack phase
    moved: set[CardId] = field(default_factory=set)  # cards moved this move phase
    second_attack: bool = False  # Strategic Initiative played: another attack phase follows
    second_attack_taken: bool = False
    peace: set[tuple[Seat, Seat]] = field(default_factory=set)  # (attacker, defender) pairs barred by Peace Talks
    bonus: dict[CardId, int] = field(default_factory=dict)  # Tactical Superiority dice this attack phase
    offered: set[Seat] = field(default_factory=set)  # players offered a trade this turn


@dataclass(slots=True)
class GameState:
    setup: Setup
    rng: GameRandom
    cards: tuple[CardDef, ...]  # by CardId
    owners: tuple[Seat, ...]  # by CardId: whose deck (or homeworld) the card belongs to
    players: list[PlayerState]
    deck: list[CardId] = field(default_factory=list)  # the common deck (top is the end)
    discard: list[CardId] = field(default_factory=list)  # the common discard pile
    units: dict[CardId, Unit] = field(default_factory=dict)
    turn_order: list[Seat] = field(default_factory=list)
    active: Seat = Seat(0)
    phase: Phase = Phase.SETUP
    turn_number: int = 0  # turns begun, all players together
    turn: TurnState = field(default_factory=TurnState)
    attack: AttackState | None = None
    stack: list[StackEntry] = field(default_factory=list)
    asked: list[Seat] = field(default_factory=list)  # players still to be asked to react, next first
    choices: list[Choice] = field(default_factory=list)
    offer: tuple[Seat, Offer] | None = None
    log: list[Event] = field(default_factory=list)
    outcome: Outcome | None = None

    # --- queries ------------------------------------------------------------------------------

    @property
    def config(self) -> Setup:
        return self.setup

    def kind(self, card: CardId) -> CardKind:
        return self.cards[card].kind

    def to_act(self) -> Seat | None:
        """Who must act now: one asked to react, one answering an offer, one choosing, a defender, or the active player."""
        if self.outcome is not None:
            return None
        if self.asked:
            return self.asked[0]
        if self.offer is not None:
            return self.offer[1].to
        if self.choices:
            return self.choices[0].seat
        if self.attack is not None and self.attack.step is AttackStep.RESPONSE:
            return self.attack.defender
        return self.active

    def living(self) -> list[Seat]:
        """Players still in the game, in turn order."""
        return [s for s in self.turn_order if not self.players[s].eliminated]

    def units_of(self, seat: Seat, kind: CardKind | None = None) -> list[Unit]:
        return [u for u in self.units.values() if u.controller == seat and (kind is None or u.kind is kind)]

    def sectors_of(self, seat: Seat) -> list[Unit]:
        return [u for u in self.units.values() if u.controller == seat and u.kind in (CardKind.SECTOR, CardKind.HOMEWORLD)]

    def attached_to(self, card: CardId, kind: CardKind | None = None) -> list[Unit]:
        return [u for u in self.units.values() if u.attached == card and (kind is None or u.kind is kind)]

    def leader_of(self, card: CardId) -> Unit | None:
        leaders = self.attached_to(card, CardKind.LEADER)
        return leaders[0] if leaders else None

    def say(self, text: str, seats: frozenset[Seat] | None = None, others: str | None = None) -> None:
        self.log.append(Event(text, seats, others))

    # --- copies ------------------------------------------------------------------------------

    copy = derived_copy()  # from the field lists (``engine/canonical.py``), as the canonical form and the digest are

    def clone(self) -> GameState:
        clone: GameState = self.copy()
        return clone
