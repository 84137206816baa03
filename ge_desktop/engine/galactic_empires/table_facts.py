"""What the table shows about a card in play, worked out for the observer.

Every player at a real table can read these off the cards: a unit's strength and Shields
with what is played on it, the points a card still needs this turn and the points it has
been given, how many of its weapons of each kind can still fire this phase (weapons
fired and ammunition allocated are done in the open), and the state of its weapon systems
(energy in a Variable Plasma or a Phaser Magnifier, an armed Hyperspace Detonator). ``observe`` puts them on each
visible card in play so a bot can judge a position without ever holding the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.galactic_empires.empire_lines import empire_lines
from ge_desktop.engine.galactic_empires.weapons import STANDARD_TARGETS, ready
from ge_desktop.engine.state import CardState, GameState
from ge_desktop.engine.stats import free_flying, requirements, shields, strength, unit_of, weapons
from ge_desktop.engine.systems import firing_damages, system_lines
from ge_desktop.engine.terms import InstanceId

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


def table_facts(state: GameState, card: CardState, lines: bool = True) -> TableFacts:
    """The public numbers of one card in play (call inside ``state.memoized()``);
    ``lines=False`` leaves out the systems' state in words (a bot reads only numbers)."""
    unit = unit_of(state, card)
    basis = unit is card and (card.info.kind in STANDARD_TARGETS or free_flying(card))
    return TableFacts(
        unit=unit.id,
        strength=strength(state, card) if basis else 0,
        shields=shields(state, card) if basis else 0,
        needs=_points(requirements(state, card)),
        received=_points(card.received),
        ready=_ready(state, card) if basis and weapons(state, card) else (),
        systems=tuple(system_lines(state, card) + empire_lines(state, card)) if basis and lines else (),
    )
