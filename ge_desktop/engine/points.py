"""Generated points: what a player's cards produce this Allocation Phase.

v2.1 *ALLOCATION*: cards with point requirements generate (and modify) points only if
they will be engaged; cards without requirements always do. v2.1 *Terrain Output
Modifiers*: of several positive additive modifiers only the greatest applies, likewise of
several positive multiplicative ones; additive first, then multiplicative. Negative
additive modifiers all apply. v2.1 ECONOMY: a modifier changes only its own point type,
so economy is never changed by a supply (or other) modifier. Terrain played on terrain is
one terrain with combined output (v2.1 TERRAIN CARDS); fractions are dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.cardinfo import ModifierInfo
from ge_desktop.engine.state import CardState, GameState
from ge_desktop.engine.stats import requirements_met
from ge_desktop.engine.terms import InstanceId, Seat

Active = Callable[[CardState], bool]


def active_for(state: GameState, seat: Seat) -> Active:
    """During ``seat``'s allocation: does a card generate/modify points now?

    The allocating player's cards count once they have all requirements (they will be
    engaged); other players' cards count if they are engaged.
    """

    def active(card: CardState) -> bool:
        if card.controller != seat:
            return card.engaged
        return not card.info.requires or requirements_met(card, state)

    return active


def _group_members(state: GameState, root: CardState) -> list[CardState]:
    """A generating card plus, for terrain, every terrain combined onto it."""
    members = [root]
    if root.info.kind is CardType.TERRAIN:
        for child_id in root.children:
            child = state.cards[child_id]
            if child.info.kind is CardType.TERRAIN:
                members += _group_members(state, child)
    return members


def _is_group_root(state: GameState, card: CardState) -> bool:
    if card.info.kind is not CardType.TERRAIN or card.parent is None:
        return True
    return state.cards[card.parent].info.kind is not CardType.TERRAIN


def _apply_modifiers(base: dict[PointType, int], kind: CardType, modifiers: Iterable[ModifierInfo]) -> dict[PointType, int]:
    """Greatest positive additive, all negative additive, then greatest multiplicative."""
    best_add: dict[PointType, int] = {}
    negative: dict[PointType, int] = {}
    best_mult: dict[PointType, int] = {}
    for mod in modifiers:
        if kind not in mod.target_types:
            continue
        if mod.multiply:
            best_mult[mod.point] = max(best_mult.get(mod.point, 1), mod.amount)
        elif mod.amount > 0:
            best_add[mod.point] = max(best_add.get(mod.point, 0), mod.amount)
        else:
            negative[mod.point] = negative.get(mod.point, 0) + mod.amount
    result = dict(base)
    for point in set(best_add) | set(negative) | set(best_mult):
        value = result.get(point, 0) + best_add.get(point, 0) + negative.get(point, 0)
        result[point] = max(0, value) * best_mult.get(point, 1)
    return {p: n for p, n in result.items() if n > 0}


def fleet_output(state: GameState, seat: Seat, active: Active) -> list[tuple[InstanceId, dict[PointType, int]]]:
    """Per generating group of ``seat``'s fleet: (source card id, points it generates)."""
    fleet = [c for c in state.fleet(seat) if active(c)]
    fleet_mods = [m for c in fleet for m in c.info.modifiers if m.fleet]
    result = []
    for card in fleet:
        if not _is_group_root(state, card):
            continue
        members = _group_members(state, card)
        base: dict[PointType, int] = {}
        for member in members:
            if member is card or active(member):
                for point, amount in member.info.generates.items():
                    base[point] = base.get(point, 0) + amount
        card_mods = [
            m
            for member in members
            for child_id in member.children
            if active(state.cards[child_id])
            for m in state.cards[child_id].info.modifiers
            if not m.fleet
        ]
        if not base and not card_mods:
            continue
        output = _apply_modifiers(base, card.info.kind, (*card_mods, *fleet_mods)) if (card_mods or fleet_mods) else base
        if output:
            result.append((card.id, output))
    return result


def total(output: list[tuple[InstanceId, dict[PointType, int]]]) -> dict[PointType, int]:
    sums: dict[PointType, int] = {}
    for _, points in output:
        for point, amount in points.items():
            sums[point] = sums.get(point, 0) + amount
    return sums
