"""Galactic Supremacy's cards, technologies and command uses, as plain typed data.

The deck is 50 cards in the type counts of THE DECK (10 Research, 15 Fleets, 10 Sectors,
10 Command, 5 Leader); the names and one-line texts are our own. Every Command card may be
played for any one of the fourteen COMMAND CARD USES, so the uses are an enum of their own
and the cards differ only in name. Homeworld cards (OTHER MATERIALS: one per player) are
not part of the deck; they are built per seat by ``homeworld_card``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NewType

from ge_desktop.engine.terms import Seat as Seat  # re-exported: a player's place at the table, 0-based

CardId = NewType("CardId", int)
"""One physical card in one game: deck cards first (seat by seat with one deck each), then homeworlds."""


class CardKind(str, Enum):
    RESEARCH = "research"
    FLEET = "fleet"
    SECTOR = "sector"
    COMMAND = "command"
    LEADER = "leader"
    HOMEWORLD = "homeworld"


class Tech(str, Enum):
    """The nine technologies, in TECHNOLOGY TABLE order (a roll of 1..9 names one)."""

    JUMP_SPEED = "jump"
    FIREPOWER = "fire"
    RANGE = "range"
    DEFENSES = "defense"
    INFORMATION = "info"
    SUBLIGHT_SPEED = "sublight"
    TERRAFORMING = "terraform"
    INDUSTRY = "industry"
    ENERGY = "energy"

    @property
    def label(self) -> str:
        return _TECH_TITLES[self]


_TECH_TITLES = {
    Tech.JUMP_SPEED: "Jump Speed",
    Tech.FIREPOWER: "Fire Power",
    Tech.RANGE: "Range",
    Tech.DEFENSES: "Defenses",
    Tech.INFORMATION: "Information",
    Tech.SUBLIGHT_SPEED: "Sublight Speed",
    Tech.TERRAFORMING: "Terraforming",
    Tech.INDUSTRY: "Industry",
    Tech.ENERGY: "Energy",
}
TECH_TABLE: tuple[Tech, ...] = tuple(Tech)  # roll r (1..9) gives TECH_TABLE[r - 1]; a 10 is "pick one"
COMBAT_TECHS: tuple[Tech, ...] = (Tech.FIREPOWER, Tech.RANGE, Tech.DEFENSES, Tech.INFORMATION, Tech.SUBLIGHT_SPEED)
ECONOMY_TECHS: tuple[Tech, ...] = (Tech.TERRAFORMING, Tech.INDUSTRY, Tech.ENERGY)


class CommandUse(str, Enum):
    """The fourteen COMMAND CARD USES; the value is the notation word."""

    MISINFORMATION = "misinformation"  # opponent discards one random card
    SPY = "spy"  # look at an opponent's hand
    STRATEGIC_PLANNING = "planning"  # look at the next 1D10 cards of the deck
    TACTICAL_SUPERIORITY = "tactical"  # target unit: one extra combat die this attack phase
    SURPRISE = "surprise"  # defender defends only with the fleets already at the sector
    AMBUSH = "ambush"  # defender may defend with some or all of his fleets
    PEACE_TALKS = "peace"  # the attacking opponent may not attack you this turn
    EXCEED_QUOTAS = "quotas"  # gain 1D10-2 megacredits
    STEAL_SECRETS = "steal"  # steal a random card on 1-6
    COUNTER_ESPIONAGE = "counter"  # negate a command card use on 1-8 (out of turn)
    MILITARY_SABOTAGE = "msabotage"  # target fleet back to its owner's hand on 1-3
    INDUSTRIAL_SABOTAGE = "isabotage"  # opponent loses 1D10-2 megacredits
    ASSASSINATION = "assassinate"  # kill target leader on 1-3
    STRATEGIC_INITIATIVE = "initiative"  # a second attack phase this turn

    @property
    def target(self) -> str:
        """What the use names: 'seat' (an opponent), 'fleet', 'leader', 'unit' or '' (nothing)."""
        return _USE_TARGETS.get(self, "")


_USE_TARGETS = {
    CommandUse.MISINFORMATION: "seat",
    CommandUse.SPY: "seat",
    CommandUse.STEAL_SECRETS: "seat",
    CommandUse.INDUSTRIAL_SABOTAGE: "seat",
    CommandUse.MILITARY_SABOTAGE: "fleet",
    CommandUse.ASSASSINATION: "leader",
    CommandUse.TACTICAL_SUPERIORITY: "unit",
}


@dataclass(frozen=True, slots=True)
class CardDef:
    """A printed card: its kind, our own name and a one-line text."""

    kind: CardKind
    name: str
    text: str


_KIND_TEXT = {
    CardKind.RESEARCH: "Research Phase: pay 10 and roll on the Technology Table (15: catch up; 20: a technology of your choice).",
    CardKind.FLEET: "Build Phase: pay 10 to put into play attached to one of your Sectors. One combat die.",
    CardKind.SECTOR: "Build Phase: pay 10 to put into play. Produces 1 credit a turn. One combat die.",
    CardKind.COMMAND: "Play for any one command use; discarded when played.",
    CardKind.LEADER: "Build Phase: pay 5 to attach to one of your units: +1 combat die; +2 credits on a Sector.",
}

_NAMES: dict[CardKind, tuple[str, ...]] = {
    CardKind.RESEARCH: (
        "Deep Survey Lab",
        "Orbital Foundry Trials",
        "Xenoarchaeology Dig",
        "Quantum Theory Institute",
        "Long-Range Probe",
        "Salvaged Derelict",
        "Academy Grant",
        "Prototype Reactor",
        "Captured Schematics",
        "Think Tank",
    ),
    CardKind.FLEET: (
        "Home Guard Squadron",
        "Vanguard Armada",
        "Picket Flotilla",
        "Lancer Battle Group",
        "Corsair Wing",
        "Dreadnought Column",
        "Frontier Patrol",
        "Carrier Task Force",
        "Escort Division",
        "Raider Pack",
        "Siege Fleet",
        "Reserve Squadron",
        "Strike Cruisers",
        "Monitor Line",
        "Expeditionary Force",
    ),
    CardKind.SECTOR: (
        "Amber Reach",
        "Cinder Drift",
        "Halcyon Cluster",
        "Iron Nebula",
        "Jade Expanse",
        "Kestrel Marches",
        "Lumen Verge",
        "Obsidian Belt",
        "Saffron Deep",
        "Tundra Frontier",
    ),
    CardKind.COMMAND: (
        "Sealed Orders",
        "Admiralty Dispatch",
        "Cipher Intercept",
        "Back-Channel",
        "Emergency Powers",
        "War Council",
        "Covert Directive",
        "Field Promotion",
        "Priority Signal",
        "Shadow Ministry",
    ),
    CardKind.LEADER: (
        "Grand Admiral Voss",
        "Governor Ileth",
        "Commodore Rask",
        "Marshal Oyelaran",
        "Viceroy Tamsin",
    ),
}

DECK_COUNTS: dict[CardKind, int] = {kind: len(names) for kind, names in _NAMES.items()}
DECK_SIZE = sum(DECK_COUNTS.values())  # THE DECK: 50


def deck_definitions() -> tuple[CardDef, ...]:
    """The 50 cards of one deck, in a fixed order (kind by kind)."""
    return tuple(CardDef(kind, name, _KIND_TEXT[kind]) for kind, names in _NAMES.items() for name in names)


def homeworld_card(seat: Seat) -> CardDef:
    """The homeworld card of ``seat`` (not part of any deck)."""
    return CardDef(CardKind.HOMEWORLD, f"Homeworld of player {seat + 1}", "Produces 5 credits a turn. Five combat dice. If destroyed, its player loses.")


def tech_from_roll(roll: int) -> Tech | None:
    """TECHNOLOGY TABLE: 1..9 name a technology; 10 is None (the player picks one)."""
    return TECH_TABLE[roll - 1] if 1 <= roll <= 9 else None
