"""Units that must spend points each turn before they may fire at a card (community decks,
issue 38, h-terrain2).

``detection_cost`` (continuous, on the card itself; ``amount`` points of ``point``: the Dark
Dragoness, "each turn, 3 research points per unit must be applied before that unit may fire on
a dark dragon"): a unit of another player may join a volley aimed at the card only once it holds
that many ``point`` points beyond its requirements this turn. Those points are allocated to the
unit in its controller's Allocation Phase (``rules/allocation`` asks ``detection_room``) and
count for the turn, like a system's energy. Only aimed volleys need it: fire at a whole fleet is
not fire on the dragon.
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.systems import extra_points

RULE = "Dark Dragoness"


class DetectionCostResolver(Resolver):
    name = "detection_cost"
    text = "let a unit fire at {target} only after {amount} {point} points are applied to it that turn"
    needs = ("amount", "point")
    continuous = True
    about_itself = True
    stat = Stat.DETECTION


def _cost(card: CardState) -> tuple[PointType, int] | None:
    for effect in card.info.effects:
        if effect.kind.stat is Stat.DETECTION and effect.point is not None:
            return effect.point, effect.amount
    return None


def _costs_against(state: GameState, seat: Seat) -> dict[PointType, int]:
    """The most points of each type a unit of ``seat`` must hold to fire at some card in play."""

    def compute() -> dict[PointType, int]:
        found: dict[PointType, int] = {}
        for card in state.in_play():
            cost = _cost(card) if card.controller != seat else None
            if cost is not None:
                found[cost[0]] = max(found.get(cost[0], 0), cost[1])
        return found

    return memo(state, ("detection", seat), compute)


def detection_room(state: GameState, unit: CardState, point: PointType) -> int:
    """How many more ``point`` points the unit may take to detect an opposing card."""
    need = _costs_against(state, unit.controller).get(point, 0)
    return max(0, need - extra_points(state, unit, point)) if need else 0


def detection_problem(state: GameState, unit: CardState, target: CardState) -> Violation | None:
    """Why ``unit`` may not fire at ``target`` yet (None: it may)."""
    cost = _cost(target)
    if cost is None or target.controller == unit.controller:
        return None
    point, amount = cost
    held = extra_points(state, unit, point)
    if held >= amount:
        return None
    return Violation(RULE, f"#{unit.id} must apply {amount} {point.value} points this turn before firing at {target.info.label} (it has {held})")
