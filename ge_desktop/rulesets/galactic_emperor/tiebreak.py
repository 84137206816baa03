"""Game End and Victory, on a tie: "the entire remaining space fleets of the 2 tied players with
the most controlled sectors move to a neutral sector to battle to determine the winner".

Decided where the aid is silent (docs/galactic-emperor.md): the two are the tied players with
the most controlled planet sectors (then the larger fleet, then the earlier seat in turn order
from the Throne holder); a "remaining space fleet" is every ship on the board; the battle is
the Warlord's three phases, round after round, both sides firing as defenders (no Plasma
Weapons, no Warlord die; Shield Generators work), neither may retreat, and each side loses its
cheapest units first (fighters, cruisers, then dreadnoughts flipped before any is killed),
so the battle needs no decisions and the game ends at once. The side with ships left wins;
if neither has any (or neither had a fleet), the one with more controlled sectors wins, and
if that is equal too the victory is shared (no single winner).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.board import controlled, turn_order
from ge_desktop.rulesets.galactic_emperor.components import HIT_ON, Seat, ShipKind, Tech
from ge_desktop.rulesets.galactic_emperor.state import GameState

_DICE = {ShipKind.DREADNOUGHT: 3, ShipKind.CRUISER: 2, ShipKind.FIGHTER: 1}
_STRENGTH = {ShipKind.FIGHTER: 1, ShipKind.CRUISER: 2, ShipKind.DREADNOUGHT: 4}
MAX_ROUNDS = 200


def _fleet(state: GameState, seat: Seat) -> list[ShipKind]:
    return [ship.kind for ship in state.ships.values() if ship.owner == seat and ship.at is not None]


def battlers(state: GameState, tied: list[Seat]) -> tuple[Seat, Seat]:
    """The two of ``tied`` whose fleets battle (they share the victory if neither wins)."""
    order = turn_order(state, state.throne if state.throne is not None else Seat(0))
    ranked = sorted(tied, key=lambda s: (-len(controlled(state, s)), -sum(_STRENGTH[k] for k in _fleet(state, s)), order.index(s)))
    return ranked[0], ranked[1]


def tie_break(state: GameState, tied: list[Seat]) -> tuple[Seat | None, str]:
    """The winner among ``tied`` and a sentence saying how."""
    a, b = battlers(state, tied)
    fleets = {s: _fleet(state, s) for s in (a, b)}
    state.count("tie_break")
    state.say(f"a tie between {', '.join(f'p{s}' for s in tied)}: the fleets of p{a} and p{b} battle in a neutral sector")
    left = _battle(state, {a: fleets[a], b: fleets[b]})
    if left[a] and not left[b]:
        return a, f"p{a}'s fleet won the tie-break battle against p{b}"
    if left[b] and not left[a]:
        return b, f"p{b}'s fleet won the tie-break battle against p{a}"
    sectors = {s: len(controlled(state, s)) for s in (a, b)}
    if sectors[a] != sectors[b]:
        winner = a if sectors[a] > sectors[b] else b
        return winner, f"no fleet survived the tie-break battle; p{winner} controls more sectors"
    return None, f"no fleet survived the tie-break battle and p{a} and p{b} control as many sectors: a shared victory"


def _battle(state: GameState, fleets: dict[Seat, list[ShipKind]]) -> dict[Seat, list[tuple[ShipKind, bool]]]:
    """Both fleets fire phase by phase until one (or both) is gone; units are (kind, damaged)."""
    units = {s: [(k, False) for k in kinds] for s, kinds in fleets.items()}
    shield = {s for s in units if units[s] and state.has_tech(s, Tech.SHIELD_GENERATORS)}
    seats = list(units)
    for _ in range(MAX_ROUNDS):
        if not all(units[s] for s in seats):
            break
        for kind in (ShipKind.DREADNOUGHT, ShipKind.CRUISER, ShipKind.FIGHTER):
            hits = {s: sum(1 for _ in range(_DICE[kind] * sum(1 for k, _ in units[s] if k is kind)) if state.rng.roll() >= HIT_ON[kind]) for s in seats}
            for s in seats:
                other = seats[1] if s == seats[0] else seats[0]
                n = hits[other]
                if n and other != s and s in shield:
                    n -= 1
                    shield.discard(s)
                units[s] = _take(units[s], n)
    return units


def _take(units: list[tuple[ShipKind, bool]], hits: int) -> list[tuple[ShipKind, bool]]:
    """The cheapest casualties first."""
    rest = sorted(units, key=lambda u: (_STRENGTH[u[0]], u[1]))
    for _ in range(hits):
        if not rest:
            break
        kind, damaged = rest[0]
        if kind is ShipKind.DREADNOUGHT and not damaged:
            rest[0] = (kind, True)
        else:
            rest.pop(0)
        rest.sort(key=lambda u: (_STRENGTH[u[0]], u[1]))
    return rest
