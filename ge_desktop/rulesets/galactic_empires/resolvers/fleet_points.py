"""Cards that stop one point type of a whole fleet for a turn (community decks, issue 38).

``withhold_points`` (on play, against one opponent): on that player's next turn the fleet's
``point`` points are lost as they are generated (``PlayerState.points_withheld`` holds the turn
they are lost on; ``rules/allocation.py`` takes them out of the pool at Record Keeping and out of
anything a card generates later that Allocation Phase). With ``economy_as`` that player may not
declare economy as ``point`` that turn either (``PlayerState.declaring_barred``). Economic Crisis:
all the fleet's economy points used up for one turn; Labor Strikes: no ammunition generated and no
economy used as ammunition on that player's next turn.
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved, PointsGenerated
from ge_desktop.rulesets.galactic_empires.points import active_for, fleet_output, total
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver
from ge_desktop.rulesets.galactic_empires.state import GameState, PlayerState


class WithholdPointsResolver(OpponentResolver):
    name = "withhold_points"
    text = "stop the {target}'s fleet having any {point} points on that player's next turn"
    needs = ("point",)
    params = {"economy_as": bool}
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        point = ctx.effect.point
        if point is None:
            return None
        player = ctx.state.players[seat]
        for held in (player.points_withheld, player.declaring_barred):  # forget turns that are over
            for stale in [p for p, turn in held.items() if turn < player.turns_taken]:
                del held[stale]
        turn = player.turns_taken + 1  # that player's next turn (turns_taken counts the turns started)
        player.points_withheld[point] = turn
        said = f"p{seat}'s fleet has no {point.value} points on its next turn"
        if ctx.effect.param("economy_as", False):
            player.declaring_barred[point] = turn
            said += f", and may not declare economy as {point.value}"
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, said))
        return None


def withheld_now(player: PlayerState) -> frozenset[PointType]:
    """The point types ``player``'s fleet loses as they are generated this turn."""
    return frozenset(point for point, turn in player.points_withheld.items() if turn == player.turns_taken)


def declaring_barred_now(player: PlayerState, point: PointType) -> bool:
    """May ``player`` not declare economy as ``point`` this turn?"""
    return player.declaring_barred.get(point) == player.turns_taken


def without_withheld(player: PlayerState, points: dict[PointType, int]) -> dict[PointType, int]:
    """``points`` a fleet generates, less the types withheld from it this turn."""
    stopped = withheld_now(player)
    kept = {point: amount for point, amount in points.items() if point not in stopped} if stopped else points
    if player.points_cut_turn == player.turns_taken and player.points_cut:  # Shipping Delays: fewer generated this turn
        kept = {point: amount - player.points_cut.get(point, 0) for point, amount in kept.items()}
        kept = {point: amount for point, amount in kept.items() if amount > 0}
    return kept


def recompute_output(state: GameState, seat: Seat, events: list[Event]) -> None:
    """A card just got its last requirement (or moved): adjust the pool to the new output."""
    player = state.players[seat]
    now = without_withheld(player, total(fleet_output(state, seat, active_for(state, seat))))
    for point in set(now) | set(player.generated):
        delta = now.get(point, 0) - player.generated.get(point, 0)
        if delta == 0:
            continue
        if point is PointType.COMMAND:
            player.command_total += delta
        else:
            player.pool[point] = max(0, player.pool.get(point, 0) + delta)
        if delta > 0:
            events.append(PointsGenerated(seat, point, delta, None))
    player.generated = now
