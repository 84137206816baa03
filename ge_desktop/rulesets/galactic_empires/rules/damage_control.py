"""Repair points that work only where they are made (R/C6 Damage Control Team: "for use only at
own location"; the ``local_repair`` kind, ``resolvers/damage_control.py``).

The repair points such a card generates join its player's pool like any others, but only a
card at the generating card's location (the ship or base it is on, and the cards on that
unit) may take them. A repair point given to a card at that location is counted against the
local points first (``PlayerState.local_repair_used``, reset as points are generated); a
repair point given elsewhere must come from the rest of the pool.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.points import active_for, own_points, silenced
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.terms import InstanceId


def _local_sources(state: GameState, seat: Seat) -> list[tuple[InstanceId, InstanceId, int]]:
    """(card, its location, repair points it made this turn) for each ``local_repair`` card of
    ``seat``'s fleet that produces now."""

    def compute() -> list[tuple[InstanceId, InstanceId, int]]:
        active = active_for(state, seat)
        found = []
        for card in state.fleet(seat):
            if not any(e.kind is Kind.LOCAL_REPAIR and e.trigger is Trigger.CONTINUOUS for e in card.info.effects):
                continue
            place = location_of(state, card)
            made = own_points(state, card).get(PointType.REPAIR, 0) if active(card) and not silenced(state, card) else 0
            if place is not None and made:
                found.append((card.id, place.id, made))
        return found

    return memo(state, ("repair kept local", seat), compute)


def _left(state: GameState, seat: Seat) -> list[tuple[InstanceId, InstanceId, int]]:
    """(card, location, its repair points not yet used) for each local source, within the pool."""
    used = state.players[seat].local_repair_used
    pool = state.players[seat].pool.get(PointType.REPAIR, 0)
    left = []
    for card, place, made in _local_sources(state, seat):
        rest = min(pool, max(0, made - used.get(card, 0)))
        pool -= rest
        left.append((card, place, rest))
    return left


def _local_for(state: GameState, seat: Seat, target: CardState) -> InstanceId | None:
    """The local source whose points ``target`` may take (at its location, points left)."""
    place = location_of(state, target)
    if place is None:
        return None
    return next((card for card, where, rest in _left(state, seat) if rest and where == place.id), None)


def local_repair_problem(state: GameState, seat: Seat, target: CardState) -> Violation | None:
    """Why a repair point from the pool may not go to ``target`` now: every point left is a
    local one made at another location."""
    left = _left(state, seat)
    if not left:
        return None
    free = state.players[seat].pool.get(PointType.REPAIR, 0) - sum(rest for _, _, rest in left)
    if free > 0 or _local_for(state, seat, target) is not None:
        return None
    return Violation(errors.REPAIR, "the repair points left were made by a Damage Control Team (or the like) for use only at its own location")


def spend_local_repair(state: GameState, seat: Seat, target: CardState) -> None:
    """A repair point goes to ``target``: a local source at its location pays it first."""
    source = _local_for(state, seat, target)
    if source is not None:
        used = state.players[seat].local_repair_used
        used[source] = used.get(source, 0) + 1
