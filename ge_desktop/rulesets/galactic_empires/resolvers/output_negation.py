"""A card negated by points of the kinds its terrain produces (community decks, issue 38,
h-terrain3): O4 Flood.

``negated_by_output`` (about the card itself, on a terrain): the card is negated, and discarded,
once points identical to the printed point output of the terrain it is on have been applied to
it: for each point type the terrain produces (its own output, ``points.own_points``: no
modifier of other cards), as many points of that type as it produces. "Points identical in type
to the point output" is read as the output itself, type by type and amount by amount (a terrain
producing 2 supply and 1 energy: 2 supply and 1 energy); command points, which are never
applied to a card, are left out. Any player but the card's may apply them in his Allocation
Phase (``rules/allocation.py`` and ``rules/legal.py`` ask ``negation_room``); the points come
from elsewhere, since the flooded terrain produces none. As the card goes, the fleet's output
is counted anew (``recompute_output``), as when a monster that silenced a terrain is destroyed.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.points import own_points
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play

NEVER_APPLIED = frozenset({PointType.COMMAND, PointType.DAMAGE, PointType.LOBSTER})


class NegatedByOutputResolver(Resolver):
    name = "negated_by_output"
    text = "be negated by applying points identical to the point output of the terrain it is on"
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION  # how the card leaves play, like destroyed_by


def negation_cost(state: GameState, card: CardState) -> dict[PointType, int]:
    """The points that negate ``card`` (empty: it is not so negated, or not on a terrain)."""
    if card.parent is None or card.info.kind is not CardType.OCCURRENCE:
        return {}
    if not any(effect.kind is Kind.NEGATED_BY_OUTPUT for effect in card.info.effects):
        return {}
    terrain = state.cards[card.parent]
    if terrain.info.kind is not CardType.TERRAIN:
        return {}
    return {point: amount for point, amount in own_points(state, terrain).items() if amount > 0 and point not in NEVER_APPLIED}


def negation_room(state: GameState, card: CardState, point: PointType) -> int:
    """How many more ``point`` points the card takes towards its negation."""
    needed = negation_cost(state, card).get(point, 0)
    return max(0, needed - card.received.get(point, 0)) if needed else 0


def apply_negation_point(state: GameState, card: CardState, point: PointType, events: list[Event]) -> bool:
    """One point applied towards the card's negation; True when that negated it (it is discarded)."""
    card.received[point] = card.received.get(point, 0) + 1
    cost = negation_cost(state, card)
    if any(card.received.get(p, 0) < amount for p, amount in cost.items()):
        return False
    events.append(EffectResolved(card.id, Kind.NEGATED_BY_OUTPUT, "negated: its terrain produces again"))
    leave_play(state, card, LeaveReason.DISCARDED, events)
    return True
