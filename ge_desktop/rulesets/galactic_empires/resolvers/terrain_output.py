"""Cards that change what a terrain's output becomes (community decks, issue 38, h-terrain2).

``double_output`` (continuous, on the terrain its card sits on: Gaia Separation): the
terrain's output is doubled after its modifiers, and no negative point modifier (a printed
minus modifier of a card on it or of the fleet) applies to it (``points.fleet_output``). A
black hole's drain is a card's effect taking points, not a modifier, and still takes them.

``convert_output`` (a card action in its controller's Allocation Phase, ``in_allocation``, on
the card the effect's card sits on: Urbanization on a terrain): the points of ``point`` the
terrain's group produced this turn (``points.group_output``) leave the pool and as many economy
points join it. "Each turn, either the supply or the energy output": a card's ``convert_output``
functions exclude one another in a turn (``conversion_problem``, asked by ``rules/plays``), and
the whole output is converted, so the function is refused while the pool holds less of that
point than the terrain produced (part of it already allocated) or when it produced none.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved, PointsGenerated
from ge_desktop.rulesets.galactic_empires.points import group_output
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState

RULE = "Urbanization"


class HalveOutputResolver(Resolver):
    """Read by ``points.fleet_output``: the terrain's output of ``point`` is halved after its
    modifiers, fractions dropped (Ice Age's printed "-1/2" energy: a negative modifier, so a Gaia
    Separation on the terrain keeps it off)."""

    name = "halve_output"
    text = "halve the {point} output of {target}"
    needs = ("point",)
    hostile = True
    continuous = True
    stat = Stat.OUTPUT
    change = Change.HALVE


class DoubleOutputResolver(Resolver):
    name = "double_output"
    text = "double the point output of {target}, which no negative point modifier reaches"
    continuous = True
    stat = Stat.OUTPUT


class ConvertOutputResolver(Resolver):
    name = "convert_output"
    text = "turn the {point} output of {target} into economy this turn"
    needs = ("point",)
    params = {"in_allocation": bool}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        terrain = _terrain(ctx.state, ctx.card)
        point = ctx.effect.point
        if terrain is None or point is None:
            return None
        amount = group_output(ctx.state, terrain).get(point, 0)
        pool = ctx.state.players[ctx.seat].pool
        moved = min(amount, pool.get(point, 0))
        pool[point] = pool.get(point, 0) - moved
        pool[PointType.ECONOMY] = pool.get(PointType.ECONOMY, 0) + moved
        ctx.events.append(PointsGenerated(ctx.seat, PointType.ECONOMY, moved, terrain.id))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{moved} {point.value} of #{terrain.id} turned into economy"))
        return None


def _terrain(state: GameState, card: CardState) -> CardState | None:
    host = state.cards[card.parent] if card.parent is not None else None
    return host if host is not None and host.info.kind is CardType.TERRAIN else None


def conversion_problem(state: GameState, card: CardState, function: int) -> Violation | None:
    """Why ``card``'s function ``function``, a ``convert_output``, may not be used now (None: it may)."""
    effects = card.info.function_effects
    effect: EffectInfo = effects[function - 1]
    if any(n in card.used_functions for n, e in enumerate(effects, start=1) if n != function and e.kind is Kind.CONVERT_OUTPUT):
        return Violation(RULE, "only one of the terrain's outputs is converted each turn: another was this turn")
    terrain = _terrain(state, card)
    if terrain is None or effect.point is None:
        return Violation(RULE, f"{card.info.label} converts the output of the terrain it is on")
    amount = group_output(state, terrain).get(effect.point, 0)
    if amount <= 0:
        return Violation(RULE, f"#{terrain.id} produced no {effect.point.value} this turn")
    if state.players[card.controller].pool.get(effect.point, 0) < amount:
        return Violation(RULE, f"the {amount} {effect.point.value} #{terrain.id} produced are no longer all in your pool")
    return None
