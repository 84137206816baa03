"""A crew that makes its ship or base run on fewer points (issue 38, h-crew3: the C6 Operations
Officer, "one less supply or energy point to operate at location; doubles ammunition points
applied to location").

``reduce_either_requirement`` (continuous): the unit it reaches needs ``amount`` fewer points of
ONE of the types in ``points`` (its owner's choice each turn). The choice is made by the
allocation itself (``stats._either_reduced``): once one of the types has all
its printed points, the other needs ``amount`` fewer; until then neither is lowered. So the
unit engages with one supply short or with one energy short, never with both short.

``double_applied_points`` (continuous): each ``point`` point allocated to a card of the unit it
reaches counts twice (``rules/allocation.apply_allocate`` gives the card a second point when it
can still take one: an odd heavy weapon has no use for the second point of ammunition).
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import continuous_on, unit_of


class ReduceEitherRequirementResolver(Resolver):
    name = "reduce_either_requirement"
    text = "lower one requirement of {target} (its owner's choice of the named types) by {amount}"
    needs = ("amount",)
    params = {"points": str}
    continuous = True
    stat = Stat.REQUIREMENTS
    change = Change.LOWER


class DoubleAppliedPointsResolver(Resolver):
    name = "double_applied_points"
    text = "make each {point} point applied to {target} count twice"
    needs = ("point",)
    continuous = True
    stat = Stat.APPLIED_DOUBLING


def doubles_applied(state: GameState, card: CardState, point: PointType) -> bool:
    """Does a point of this type allocated to ``card`` count twice (an Operations Officer on its unit)?"""
    unit = unit_of(state, card)
    return any(effect.point is point for _, effect in continuous_on(state, unit, Stat.APPLIED_DOUBLING))
