"""What the table shows about a card in play, worked out for the observer.

Every player at a real table can read these off the cards: a unit's strength and Shields
with what is played on it, the points a card still needs this turn and the points it has
been given, how many of its weapons of each kind can still fire this phase (weapons
fired and ammunition allocated are done in the open), and the state of its weapon systems
(energy in a Variable Plasma or a Phaser Magnifier, an armed Hyperspace Detonator). ``observe`` puts them on each
visible card in play so a bot can judge a position without ever holding the state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires.rules.empire_lines import empire_lines
from ge_desktop.rulesets.galactic_empires.rules.weapons import STANDARD_TARGETS, ready
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import free_flying, requirements, shields, strength, unit_of, weapons
from ge_desktop.rulesets.galactic_empires.systems import firing_damages, system_lines
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

_SYMBOLS = (WeaponSymbol.PHASER, WeaponSymbol.DAMAGE, WeaponSymbol.HEAVY)
Points = tuple[tuple[PointType, int], ...]


@dataclass(frozen=True, slots=True)
class ReadyWeapons:
    """Weapons of one symbol a unit can still fire this phase and their best damage."""

    symbol: WeaponSymbol
    count: int
    damage: int  # the damage of those ``count`` weapons together


@dataclass(frozen=True, slots=True)
class TableFacts:
    """One card in play as the table shows it (unit numbers sit on the unit's basis)."""

    unit: InstanceId  # the InstanceId of the basis of its combined unit (itself if not combined)
    strength: int  # the unit's strength (only on the basis; 0 on combined members)
    shields: int  # the unit's Shields (only on the basis)
    needs: Points  # point requirements after reductions by cards on it
    received: Points  # points given to the card this turn
    ready: tuple[ReadyWeapons, ...] = ()  # on a unit basis with weapons: what can still fire
    systems: tuple[str, ...] = ()  # on a unit basis: its weapon systems' state in words (plasma energy, ...)


def _points(values: dict[PointType, int]) -> Points:
    return tuple(sorted(((p, n) for p, n in values.items() if n), key=lambda item: item[0].value))


def _ready(state: GameState, unit: CardState) -> tuple[ReadyWeapons, ...]:
    found = []
    for symbol in _SYMBOLS:
        count = ready(state, unit, symbol)
        if count:
            damages = sorted(firing_damages(state, unit, symbol), reverse=True)
            found.append(ReadyWeapons(symbol, count, sum(damages[:count])))
    return tuple(found)


_Value = TypeVar("_Value")


class _once(Generic[_Value]):  # noqa: N801 (a decorator, named like functools.cached_property)
    """``functools.cached_property`` without its lock (Python 3.11 takes an RLock on every
    first read: a fifth of a full observation's cost, each card reading five numbers once)."""

    def __init__(self, compute: Callable[[Any], _Value]) -> None:
        self.compute = compute
        self.name = compute.__name__

    def __get__(self, instance: Any, owner: type | None = None) -> _Value:
        value = instance.__dict__[self.name] = self.compute(instance)  # kept on the instance: later reads skip this
        return value


class QuickFacts:
    """One card's table numbers, each worked out when first read (``TableFacts`` has them
    all at once, with the systems' state in words, which this leaves out).

    A search bot's view of a world it sampled (``observe(..., quick=True)``) is read at
    once, inside the ``state.memoized()`` block it was made in, and then dropped; most
    decisions read the numbers of only a few cards, so working out every card's numbers
    up front would be wasted. Read after the state has changed, it would give the new
    state's numbers: never keep one."""

    systems: tuple[str, ...] = ()

    def __init__(self, state: GameState, card: CardState) -> None:
        unit = unit_of(state, card)
        self.unit: InstanceId = unit.id  # the basis of its combined unit (itself if not combined)
        self.basis = unit is card and (card.info.kind in STANDARD_TARGETS or free_flying(card))  # unit numbers sit on the basis
        self._state = state
        self._card = card

    @_once
    def strength(self) -> int:
        return strength(self._state, self._card) if self.basis else 0

    @_once
    def shields(self) -> int:
        return shields(self._state, self._card) if self.basis else 0

    @_once
    def needs(self) -> Points:
        return _points(requirements(self._state, self._card))

    @_once
    def received(self) -> Points:
        return _points(self._card.received)

    @_once
    def ready(self) -> tuple[ReadyWeapons, ...]:
        return _ready(self._state, self._card) if self.basis and weapons(self._state, self._card) else ()

    def facts(self, systems: tuple[str, ...] = ()) -> TableFacts:
        """Every number at once, with ``systems`` as the systems' state in words."""
        return TableFacts(self.unit, self.strength, self.shields, self.needs, self.received, self.ready, systems)


def table_facts(state: GameState, card: CardState) -> TableFacts:
    """The public numbers of one card in play (call inside ``state.memoized()``)."""
    numbers = QuickFacts(state, card)
    return numbers.facts(tuple(system_lines(state, card) + empire_lines(state, card)) if numbers.basis else ())
