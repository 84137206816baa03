"""Where the 1994 Basic Game (``../shared/rules/ge-basic-set-1994.txt``, B94) differs from
v2.1 and the Basic variant (``Variant.BASIC``) follows B94. Every other rule is v2.1's.

Honoured here or by the module named:

- One shared deck, reshuffled when it runs out; the deck's owner (seat 0) goes first; nine
  cards each; no ante and no reserve fleet (``setup``, ``zones``).
- USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME: a player whose fleet holds a ship of one
  major empire may not play a ship of another; minor-empire, generic ships and bases
  always may be played (``empire_problem``).
- COMMAND POINTS: every ship and base counts 1 whatever its strength (``command._cost``;
  D dragons too, "treated exactly the same as ships").
- Turn Two Restrictions: at most one ship or base (and dragon) in the second turn;
  installations and psys are not limited (``turn_2_kinds``).
- VICTORY CELEBRATION: only destroying a Sector HQ earns it: the player may draw one or
  two cards (two offers of one), even with 12 or more in hand; 6 damage earns nothing
  (``victory``).
- Reacting to a volley (4 - WEAPONS FIRE PHASE, b): only the target player is asked
  (``reactions.open_window`` via ``volley_askers``).
- Voluntary withdrawal (COMMAND POINTS: "eliminated by ... his voluntary withdrawal"): a
  player may ``quit`` on his own turn before any action of it (``gamblers.check_quit``).

Listed in ``docs/rules-coverage.md`` and left as v2.1 has them: the eighth "End Turn"
phase (the Draw Cards Phase passes the turn: the same), the timing of shield regeneration,
ship movement and duration expiry (Engagement Phase in B94), the firing player's step c
answer, the one-turn wait for a freed command slot (ambiguous in B94), Variable Plasma and
Mechad EMF details, and what a disengaged unit's crew and equipment may do.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.state import GameState

RULE_EMPIRE = "B94 USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME"
BASIC_TURN_2_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON})
STANDARD_TURN_2_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.INSTALLATION, CardType.PSY})


def turn_2_kinds(state: GameState) -> frozenset[CardType]:
    """The card types the second turn limits to one (v2.1 TURN 2 RESTRICTIONS; B94 Turn Two)."""
    return BASIC_TURN_2_KINDS if state.shared_deck else STANDARD_TURN_2_KINDS


def empire_problem(state: GameState, seat: Seat, info: CardInfo) -> Violation | None:
    """Basic Game: a major empire's ship may not join a fleet holding another major empire's ship."""
    if not state.shared_deck or info.kind is not CardType.SHIP or not info.major or not info.empire:
        return None
    for card in state.fleet(seat):
        other = card.info
        if other.kind is CardType.SHIP and other.major and other.empire and other.empire != info.empire:
            return Violation(RULE_EMPIRE, f"your fleet holds {other.empire} ships: no {info.empire} ship may join it while one is in play")
    return None


def volley_askers(state: GameState, actor: Seat, target_seat: int | None) -> tuple[Seat, ...] | None:
    """Basic Game: only the target player may react to a volley (None: ask as v2.1 does)."""
    if not state.shared_deck or target_seat is None or target_seat == actor or state.players[target_seat].eliminated:
        return None
    return (Seat(target_seat),)
