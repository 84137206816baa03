"""The Mechad Electromagnetic Field (v2.1 ELECTROMAGNETIC FIELD (EMF)).

A Mechad ship (a ship printed with Nodes) defends with an EMF instead of Shields. Its
strength is kept on an EMF die that counts down as it absorbs damage (the rulebook's own
advice). Energy a ship receives beyond its requirements powers it: each point adds the
ship's Nodes (its own plus up to 3 from Distribution Nodes and other refits on it), the
field never exceeds twice the ship's strength, and in one Allocation Phase it rises by at
most the ship's strength (v2.1 L904-909, L928-929: a strength-7 ship at 7 that took 4 can
be brought back to 10, not 14). What energy cannot add is refused, not wasted.

A Mechad ship that ends its owner's Engagement Phase disengaged, or is played from the
hand, gets a free EMF equal to its strength (L912); a ship disengaged otherwise keeps its
field (L914). The EMF cannot be repaired (repair reads only the Shield and damage dice).
Damage reaches the EMF after Shields and before structure; structural damage (a Shield
Penetration Device) ignores it, and it is not Shields for cards that affect Shields
(L923): Shield-only damage and Shield refits never touch it, and Shield refits may not go
on a Mechad ship (L920).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import DieChanged
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import members, requirements, requirements_met, strength
from ge_desktop.rulesets.galactic_empires.terms import DieKind

RULE = "v2.1 ELECTROMAGNETIC FIELD (EMF)"
MAX_REFIT_NODES = 3  # Distribution Node: a ship gains no more than 3 extra Nodes from refits


def is_mechad(info: CardInfo) -> bool:
    return info.kind is CardType.SHIP and info.nodes > 0


def nodes(state: GameState, unit: CardState) -> int:
    """The ship's Nodes: printed on its cards, plus at most 3 from equipment on them."""
    printed = sum(m.info.nodes for m in members(state, unit) if m.info.kind is CardType.SHIP)
    if not printed:
        return 0
    working = unit.engaged or requirements_met(unit, state)  # its equipment engages with it (v2.1 L277)
    refits = sum(
        state.cards[c].info.nodes
        for m in members(state, unit)
        for c in m.children
        if state.cards[c].info.kind is CardType.EQUIPMENT and (state.cards[c].engaged or working)
    )
    return printed + min(MAX_REFIT_NODES, refits)


def field(unit: CardState) -> int:
    return unit.die(DieKind.EMF)


def _set(unit: CardState, value: int, events: list[Event]) -> None:
    if value > 0:
        unit.dice[DieKind.EMF] = value
    else:
        unit.dice.pop(DieKind.EMF, None)
    events.append(DieChanged(unit.id, DieKind.EMF, value))


def _energy_in(state: GameState, unit: CardState) -> int:
    return sum(max(0, m.received.get(PointType.ENERGY, 0) - requirements(state, m).get(PointType.ENERGY, 0)) for m in members(state, unit))


def room(state: GameState, unit: CardState, energy_before: int | None = None) -> int:
    """How much more EMF energy can add this Allocation Phase (0: none)."""
    count = nodes(state, unit)
    if not count or unit.info.kind is not CardType.SHIP:
        return 0
    top = strength(state, unit)
    spent = _energy_in(state, unit) if energy_before is None else energy_before
    return max(0, min(2 * top - field(unit), top - count * spent))


def energy_room(state: GameState, unit: CardState) -> int:
    """1 if one more energy point would raise the field, else 0."""
    return 1 if room(state, unit) > 0 else 0


def power(state: GameState, unit: CardState, events: list[Event]) -> None:
    """One more energy point reached the ship: its field rises by its Nodes (within the caps)."""
    before = _energy_in(state, unit) - 1
    gain = min(nodes(state, unit), room(state, unit, before))
    if gain > 0:
        _set(unit, field(unit) + gain, events)


def free_field(state: GameState, unit: CardState, events: list[Event]) -> None:
    """A free EMF equal to the ship's strength (disengaged in the Engagement Phase, or just played)."""
    if is_mechad(unit.info) and field(unit) < strength(state, unit):
        _set(unit, strength(state, unit), events)


def absorb(unit: CardState, amount: int, events: list[Event]) -> int:
    """The field takes what it can of ``amount``; returns what it took."""
    taken = min(amount, field(unit))
    if taken:
        _set(unit, field(unit) - taken, events)
    return taken


def shield_refit_problem(info: CardInfo, target: CardState) -> Violation | None:
    """Shield refits (equipment adding Shields) may not be applied to Mechad ships."""
    if info.kind is CardType.EQUIPMENT and is_mechad(target.info) and any(e.kind is Kind.ADD_SHIELDS for e in info.effects):
        return Violation(RULE, f"{info.label} adds Shields: Shield refits may not go on a Mechad ship")
    return None
