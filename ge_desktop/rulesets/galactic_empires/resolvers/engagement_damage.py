"""A monster that hurts the unit it is against whenever that unit engages (community decks,
issue 38, h-occur3).

``engaged_strength_damage`` (Creature From The Black Hole, M8, played against a unit): in each
Engagement Phase of the unit's controller in which the unit is engaged (v2.1 2 - ENGAGEMENT
PHASE), the unit takes damage equal to its strength (Shields first, as any damage). The unit's
controller may allocate energy points to the monster in his Allocation Phase, at most as many as
the unit's strength (``prevention_room``; ``rules/allocation`` and ``legal`` ask it): each one
prevents one point of that damage, and they are spent as the Engagement Phase comes, engaged or
not (``engaged_strength_damage_step``, asked by ``rules/allocation.finish_engagement``). "The
damage may not be repaired during the same phase it is caused": the engine repairs only with
points allocated in an Allocation Phase, never in the Engagement Phase, so that holds by itself.
Heavy weapons destroy the monster (its ``destroyed_by`` effect).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import pending_cards, strength, unit_of


class EngagedStrengthDamageResolver(Resolver):
    name = "engaged_strength_damage"
    text = "deal the unit it is against damage equal to its strength each time that unit is engaged; energy allocated to this card prevents it point for point"
    hostile = True
    continuous = True
    stat = Stat.ENGAGED_DAMAGE


def _hurts(card: CardState) -> bool:
    return card.info.kind is CardType.MONSTER and any(e.kind is Kind.ENGAGED_STRENGTH_DAMAGE for e in card.info.effects)


def _victim(state: GameState, card: CardState) -> CardState | None:
    """The unit the monster is against, once its play has completed."""
    if not card.in_play or card.parent is None or card.id in pending_cards(state):
        return None
    return unit_of(state, state.cards[card.parent])


def prevention_room(state: GameState, seat: Seat, card: CardState) -> int | None:
    """Energy ``seat`` may still allocate to ``card`` to prevent its damage (None: not such a monster on a unit of his)."""
    if not _hurts(card):
        return None
    unit = _victim(state, card)
    if unit is None or unit.controller != seat:
        return None
    return max(0, strength(state, unit) - card.received.get(PointType.ENERGY, 0))


def engaged_strength_damage_step(state: GameState, seat: Seat, events: list[Event]) -> None:
    """``seat``'s units engage: each one such a monster is against takes its strength in damage, less the energy allocated to the monster."""
    for card in [c for c in state.in_play() if _hurts(c)]:
        unit = _victim(state, card)
        if unit is None or unit.controller != seat:
            continue
        prevented = card.received.pop(PointType.ENERGY, 0)
        amount = strength(state, unit) - prevented if unit.engaged else 0
        if amount <= 0:
            continue
        events.append(EffectResolved(card.id, Kind.ENGAGED_STRENGTH_DAMAGE, f"#{unit.id} is engaged: {amount} damage ({prevented} prevented by energy)"))
        damage_card(state, unit, Hit(amount, card.controller, source=CardType.MONSTER, card=card.id), events)
