"""The Indirigan Tribe Rule (v2.1 INDIRIGAN NOMAD TRIBES L1402-1410, card-facts 262-263).

An Indirigan ship may not fire at bases or at non-Indirigan ships while Indirigan ships of
another tribe are in play. Readings:

- "Another tribe": a ship of a different printed tribe in the same fleet, or any Indirigan
  ship in another player's fleet (L1405: "Indirigan ships in another player's fleet are
  considered to be from another tribe"); a fleet is the controller's.
- Main-empire Indirigans (the ship's empire is its deck's main empire) are exempt (L1408);
  others stay bound toward them (they are still Indirigan ships of another tribe).
- Only ships and bases are restricted targets: terrain, dragons, psys, installations and
  Sector HQs may always be fired at ("bases or non-Indirigan ships", read literally).
- A card may print its own version ("while any opponent's Indirigan ship remains in play",
  the ``opponent_indirigans_first`` effect); it binds the card in addition (L1406: "must
  obey any rules printed on the card, in addition to this rule"), main empire or not.
- LONE WOLF (L1450-1453): Lone Wolf ships are not another tribe to the other Indirigan
  ships of their own fleet, and the other tribes of their own fleet are not another tribe
  to them; Indirigan ships of other fleets still are, both ways.
- ANDROMEDA BOUND (L1419-1421): their damaged Shields regain 2 a turn instead of 1
  (``shields_regained``, read by the Record Keeping step).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState

RULE_TRIBE = "v2.1 INDIRIGAN NOMAD TRIBES: Indirigan Tribe Rule"
LONE_WOLF = "Lone Wolf"
ANDROMEDA_BOUND = "Andromeda Bound"


def shields_regained(info: CardInfo) -> int:
    """Shield points a damaged unit regains free each turn (v2.1 ANDROMEDA BOUND: 2, else 1)."""
    return 2 if info.tribe == ANDROMEDA_BOUND else 1


def _restricted_target(target: CardState) -> bool:
    """A base, or a ship that is not an Indirigan ship."""
    return target.info.kind is CardType.BASE or (target.info.kind is CardType.SHIP and target.info.tribe is None)


def _prints_the_rule(unit: CardState) -> bool:
    return any(e.kind is Kind.OPPONENT_INDIRIGANS_FIRST for e in unit.info.effects)


def _other_tribes(state: GameState, unit: CardState, opponents_only: bool) -> CardState | None:
    """The first Indirigan ship in play of another tribe than ``unit`` (None: there is none)."""
    for card in state.in_play():
        if card is unit or card.info.tribe is None or card.info.kind is not CardType.SHIP:
            continue
        if card.controller != unit.controller:
            return card
        lone_wolf = LONE_WOLF in (card.info.tribe, unit.info.tribe)  # v2.1 LONE WOLF: not bound within the fleet
        if not opponents_only and card.info.tribe != unit.info.tribe and not lone_wolf:
            return card
    return None


def tribe_problem(state: GameState, unit: CardState, target: CardState) -> Violation | None:
    """Why firing unit ``unit`` may not fire at ``target`` under the tribe rule (None: it may)."""
    if not _restricted_target(target):
        return None
    if unit.info.tribe is not None and not unit.info.tribe_exempt:
        other = _other_tribes(state, unit, opponents_only=False)
        if other is not None:
            return Violation(
                RULE_TRIBE,
                f"#{unit.id} may fire at bases and non-Indirigan ships only once #{other.id} ({other.info.label}) of another tribe is destroyed",
            )
    if _prints_the_rule(unit):
        other = _other_tribes(state, unit, opponents_only=True)
        if other is not None:
            return Violation(RULE_TRIBE, f"{unit.info.label}'s card rule: #{other.id}, an opponent's Indirigan ship, must be destroyed first")
    return None


def bound(state: GameState, unit: CardState) -> bool:
    """Is the unit kept from firing at any base or non-Indirigan ship just now?"""
    if unit.info.tribe is not None and not unit.info.tribe_exempt and _other_tribes(state, unit, False) is not None:
        return True
    return _prints_the_rule(unit) and _other_tribes(state, unit, True) is not None
