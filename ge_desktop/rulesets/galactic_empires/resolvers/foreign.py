"""Resolvers for crew that let a location use foreign technology or make its repairs count
double (community cards, issue 38: the Engineer, the Science Officer).

v2.1 EMPIRE SPECIFIC EQUIPMENT (L666-678): foreign technology "cannot be used by other empires
except by means of a special card that specifically permits the use of foreign technology, such
as an engineer, some science officers". ``allow_foreign_technology`` is that card's rule: while
it is at a location and performs functions, foreign technology equipment of another empire at
the same location may engage (``rules/allocation.should_engage``). ``amount`` caps how many such
cards it allows (Engineer: "one card at most"; 0: any number); when more are there, the ones
that came into play first (lowest id) are the allowed ones. Exclusive technology stays barred
(adapted technology, which such a card would also open to exclusive technology, is not built).

``multiply_repair``: each repair point used on a card at the location repairs ``amount``
points of damage (Engineer: "each repair point used at its location counts double").
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended


class AllowForeignTechnologyResolver(Resolver):
    name = "allow_foreign_technology"
    text = "let other empires' foreign technology work at {target} (at most {amount} cards; 0: any number)"
    continuous = True
    stat = Stat.FOREIGN_TECHNOLOGY


class MultiplyRepairResolver(Resolver):
    name = "multiply_repair"
    text = "make each repair point used at {target} repair {amount} points"
    needs = ("amount",)
    continuous = True
    stat = Stat.REPAIR_MULTIPLIER


def _working_rules(state: GameState, place: CardState, stat: Stat) -> list[int]:
    """The amounts of the working ``stat`` rules of the cards at ``place`` (engaged, performing functions)."""
    found = []
    for card in state.stack(place.id):
        if not card.in_play or not card.engaged or location_of(state, card) is not place or functions_suspended(state, card):
            continue
        found += [e.amount for e in card.info.effects if e.kind.stat is stat and e.trigger is Trigger.CONTINUOUS]
    return found


def _foreign_here(state: GameState, card: CardState) -> bool:
    """Is ``card`` foreign technology on a unit of another empire?"""
    empire = (state.root_of(card).info.empire or "").lower()
    return card.info.kind is CardType.EQUIPMENT and card.info.foreign_technology and (card.info.exclusive_empire or "").lower() != empire


def foreign_allowed(state: GameState, card: CardState) -> bool:
    """May this foreign technology card of another empire engage where it is?"""
    place = location_of(state, card)
    if place is None or not _foreign_here(state, card):
        return False
    allowances = _working_rules(state, place, Stat.FOREIGN_TECHNOLOGY)
    if not allowances:
        return False
    if 0 in allowances:
        return True
    foreign = sorted(c.id for c in state.stack(place.id) if c.in_play and location_of(state, c) is place and _foreign_here(state, c))
    return foreign.index(card.id) < sum(allowances)


def repair_value(state: GameState, card: CardState) -> int:
    """Damage points one repair point removes from ``card`` (1, or more at an Engineer's location)."""
    place = location_of(state, card)
    found = _working_rules(state, place, Stat.REPAIR_MULTIPLIER) if place is not None else []
    return max(found, default=1)
