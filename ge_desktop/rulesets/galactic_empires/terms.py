"""The engine's vocabulary: ids, phases, zones, dice kinds, game modes and end reasons.

Everything here is a plain value (``NewType`` ids and enums) shared by the state, the
actions, the events and the observer. Nothing in this module knows a rule.
"""

from __future__ import annotations

from enum import Enum
from typing import NewType

from ge_desktop.engine.terms import Outcome as Outcome
from ge_desktop.engine.terms import Seat as Seat  # the kernel's, re-exported

InstanceId = NewType("InstanceId", int)
"""One physical card in one game: 0, 1, 2, ... in seat order, deck-file order within a seat."""


class Phase(str, Enum):
    """Where the game is. The seven player-turn phases are v2.1 *PLAYER TURN SEQUENCE*."""

    RESERVE = "reserve"  # pregame: each player sets aside his reserve fleet
    ALLOCATION = "allocation"  # 1 - Point Allocation (starts with Record Keeping)
    ENGAGEMENT = "engagement"  # 2 - Engagement (resolved by the engine, no choices)
    PLAY_A = "play_a"  # 3 - Play Cards Phase A
    WEAPONS_FIRE = "weapons_fire"  # 4 - Weapons Fire
    PLAY_B = "play_b"  # 5 - Play Cards Phase B
    DISCARD = "discard"  # 6 - Discard Cards
    DRAW = "draw"  # 7 - Draw Cards
    GAME_OVER = "game_over"

    @property
    def number(self) -> int:
        """1-7 for player-turn phases (the rulebook's numbering), 0 before, 8 after."""
        return _PHASE_NUMBERS[self]

    @property
    def is_card_play(self) -> bool:
        return self in (Phase.PLAY_A, Phase.PLAY_B)


_PHASE_NUMBERS = {phase: index for index, phase in enumerate(Phase)}


class EndReason(str, Enum):
    """How a game of Galactic Empires ends (its ``Outcome.reason``; ``simulate --json``'s ``end``)."""

    HQ_DESTROYED = "hq_destroyed"  # last player standing after Sector HQ eliminations
    FIFTY_POINTS = "fifty_points"  # first to 50 Sector HQ damage (optional rule / variant)
    TURN_CAP = "turn_cap"  # the configured complete-turn cap was reached: no winner
    OTHERS_QUIT = "others_quit"  # The Gamblers: every other player quit

    @property
    def text(self) -> str:
        """The reason as the end screen says it."""
        return _END_TEXTS[self]


_END_TEXTS = {
    EndReason.HQ_DESTROYED: "Every other Sector HQ is destroyed",
    EndReason.FIFTY_POINTS: "50 points of Sector HQ damage dealt",
    EndReason.TURN_CAP: "The turn limit was reached",
    EndReason.OTHERS_QUIT: "Every other player quit (The Gamblers)",
}


TURN_PHASES: tuple[Phase, ...] = (
    Phase.ALLOCATION,
    Phase.ENGAGEMENT,
    Phase.PLAY_A,
    Phase.WEAPONS_FIRE,
    Phase.PLAY_B,
    Phase.DISCARD,
    Phase.DRAW,
)


class Zone(str, Enum):
    """Where a card is. A card in PLAY is either a root in a player's area or on a parent."""

    DECK = "deck"  # top of the deck is the END of the pile list
    HAND = "hand"
    DISCARD = "discard"  # top of the Discard Pile is the END of the pile list
    RESERVE = "reserve"
    PLAY = "play"
    HQ = "hq"  # on the Sector HQ: Q cards, achieved agendas
    ANTE = "ante"  # set aside under the optional "winner keeps the antes" rule
    REMOVED = "removed"  # out of the game (an eliminated player's cards)
    SET_ASIDE = "aside"  # set aside out of play for a time, stack and all, face up (rules/set_aside.py; a root is in PlayerState.set_aside)
    MINI_DECK = "mini_deck"  # h-time5: a Time Tornado's mini deck beside the main deck, hidden like it (resolvers/mini_deck.py)
    HELD = "held"  # h-piles: held out of play, face up, by a card in play (a Well of Time's cards: rules/held_piles.py; CardState.held_by)


PILE_ZONES: tuple[Zone, ...] = (Zone.DECK, Zone.HAND, Zone.DISCARD, Zone.RESERVE, Zone.HQ, Zone.ANTE, Zone.REMOVED, Zone.MINI_DECK, Zone.HELD)


class DieKind(str, Enum):
    """Dice laid on a card (v2.1 *Tracking damage*): one of each kind at most."""

    STRUCTURE = "structure"  # damage to the card itself (red)
    SHIELD = "shield"  # damage to its Shields (green)
    RESEARCH = "research"  # research points applied to a monster (white)
    PERMANENT = "permanent"  # permanent damage (black)
    DURATION = "duration"  # complete turns left of a card's duration
    ARMOR = "armor"  # Armor System strength used up: the system's strength is its printed number less this
    TRANSPORT = "transport"  # transporter operations counted against a card they remove (Rat Infestation)
    EMF = "emf"  # a Mechad ship's Electromagnetic Field: its current strength (counted down, v2.1 EMF)


class GameMode(str, Enum):
    """RULES: only rule actions are legal. SANDBOX: free-form actions are legal too."""

    RULES = "rules"
    SANDBOX = "sandbox"


class Placement(str, Enum):
    """How a card play lands (v2.1 *CARD PLAY TERMS*)."""

    ROOT = "root"  # independently, or "played to the fleet": a new root in the player's area
    ON = "on"  # on one of the player's own cards (joins that stack)
    AGAINST = "against"  # on an opponent's card
    HQ = "hq"  # played to the player's own Sector HQ (Q cards, exposed agendas)


