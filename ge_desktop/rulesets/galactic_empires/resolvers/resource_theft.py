"""A ship engaged with points taken from an opponent's terrain (community decks, issue 38,
h-terrain3): R/O6 Resource Theft.

``steal_engagement`` (on play, target an opponent; the card is played on a disengaged ship of its
player's fleet): as many points as the ship's point requirements (type by type; command points
aside) are taken from that opponent's terrain output: they are not available in his Allocation
Phase (``PlayerState.points_cut`` for that turn, taken off by ``fleet_points.without_withheld``
as the fleet's output is counted), and they engage the ship at once (its requirements received).
Played normally (in its player's Play Cards Phases) the points come off the opponent's next
Allocation Phase; played in reaction as an opponent's Allocation Phase begins (the window of
``resolvers/allocation_start.py``, START_KINDS) they come off that one. The opponent's terrain
must produce them: the play is refused when no opponent's terrain output covers the ship's
requirements (``theft_problem``, asked by ``rules/plays.placement_problem``) or when the ship is
already engaged. Then the card is discarded (after use).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import CardEngaged, EffectResolved
from ge_desktop.rulesets.galactic_empires.points import active_for, fleet_output
from ge_desktop.rulesets.galactic_empires.resolvers.allocation_start import opponent_allocation_start
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver, ReactionCheck
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import requirements


class StealEngagementResolver(OpponentResolver):
    name = "steal_engagement"
    text = "engage the ship it is played on with points equal to its requirements taken from {target}'s terrain output"
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        start = opponent_allocation_start(ctx.answered, ctx.seat)
        return self.act_on(ctx, start.seat) if start is not None else super().resolve(ctx)

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        state = ctx.state
        ship = state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        if ship is None or ship.info.kind is not CardType.SHIP or not ship.in_play or ship.engaged:
            return None
        cost = theft_cost(state, ship)
        if not covers(state, seat, cost):
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{seat}'s terrain does not produce what #{ship.id} needs: nothing taken"))
            return None
        victim = state.players[seat]
        turn = victim.turns_taken if opponent_allocation_start(ctx.answered, ctx.seat) is not None else victim.turns_taken + 1
        if victim.points_cut_turn != turn:
            victim.points_cut, victim.points_cut_turn = {}, turn
        for point, amount in cost.items():
            victim.points_cut[point] = victim.points_cut.get(point, 0) + amount
            ship.received[point] = max(ship.received.get(point, 0), amount)
        ship.engaged = True
        ctx.events.append(CardEngaged(ship.id, True))
        taken = ", ".join(f"{amount} {point.value}" for point, amount in sorted(cost.items(), key=lambda item: item[0].value))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{taken} taken from p{seat}'s terrain engage #{ship.id}"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        start = opponent_allocation_start(check.item, check.seat)
        ship = check.location
        if start is None or ship is None or not _stealable(check.state, check.seat, ship):
            return False
        return covers(check.state, start.seat, theft_cost(check.state, ship))


def theft_cost(state: GameState, ship: CardState) -> dict[PointType, int]:
    """The points the ship's requirements take (command points aside)."""
    return {point: amount for point, amount in requirements(state, ship).items() if amount > 0 and point is not PointType.COMMAND}


def covers(state: GameState, seat: Seat, cost: dict[PointType, int]) -> bool:
    """Does ``seat``'s terrain output (less what is already cut from it) hold every point of ``cost``?"""
    if not cost:
        return False
    output: dict[PointType, int] = {}
    for source, points in fleet_output(state, seat, active_for(state, seat)):
        if state.cards[source].info.kind is CardType.TERRAIN:
            for point, amount in points.items():
                output[point] = output.get(point, 0) + amount
    cut = state.players[seat].points_cut
    return all(output.get(point, 0) - cut.get(point, 0) >= amount for point, amount in cost.items())


def _stealable(state: GameState, seat: Seat, ship: CardState) -> bool:
    return ship.info.kind is CardType.SHIP and ship.controller == seat and ship.in_play and not ship.engaged


def theft_problem(state: GameState, seat: Seat, card: CardState, target: CardState | None) -> Violation | None:
    """Why ``card`` may not be played on ``target`` now, if it is a Resource Theft (None: it may)."""
    if card.info.kind is not CardType.OCCURRENCE or not any(effect.kind is Kind.STEAL_ENGAGEMENT for effect in card.info.effects):
        return None  # asked for every card at every place of the legal-action listing: the type first
    if target is None or not _stealable(state, seat, target):
        return Violation(errors.CARD_RULES, f"{card.info.label} is played on a disengaged ship of your fleet")
    cost = theft_cost(state, target)
    if not any(covers(state, player.seat, cost) for player in state.players if player.seat != seat and not player.eliminated):
        return Violation(errors.CARD_RULES, f"no opponent's terrain produces the points #{target.id} needs")
    return None
