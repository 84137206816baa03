"""Ships against an opponent's terrain (v2.1 SHIP MOVEMENT L1862-1879, VICIOUS SIX L1500).

Some cards let a ship move into position *against* an opponent's terrain by ship movement:
a card with the ``move_against_terrain`` effect, and the Vicious Six tribe's ships (their
printed rule, carried by the tribe as the other tribe rules are, since those cards are
numbers-only). Read by ``movement.py`` (the move, blocking and pushing), by the Sector HQ
protection rule (``away_from_hq``) and by requirements and terrain output (``stolen``).

Reading of "stealing their engagement cost from that terrain" (terrain has no engagement
cost of its own, so "their" is the ships'): while such a ship is against an opponent's
terrain, each of its point requirements is met, up to what that terrain generates of that
point type, by the terrain; the terrain's owner gets that much less of the terrain's output.
What the terrain does not generate the ship's controller still allocates.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState

VICIOUS_SIX = "Vicious Six"
MOVERS = frozenset({CardType.SHIP, CardType.DRAGON})


def moves_against_terrain(info: CardInfo) -> bool:
    """May this ship (or dragon: the Surface Dragoness) move against an opponent's terrain by ship movement?"""
    if info.kind not in MOVERS:
        return False
    return info.tribe == VICIOUS_SIX or any(e.kind is Kind.MOVE_AGAINST_TERRAIN for e in info.effects)


def is_pirate(info: CardInfo) -> bool:
    """A pirate ship: its title, empire or tribe says so (Corporate Pirates, Nagiridni Pirates,
    Independent Pirate Ships...)."""
    named = " ".join(filter(None, (info.title, info.empire, info.tribe))).lower()
    return info.kind is CardType.SHIP and "pirate" in named


def police(state: GameState, terrain: CardState) -> list[CardState]:
    """The cards of the terrain's fleet that keep pirate ships off its terrain (Police
    Headquarters: no pirate ship of its strength or less, compared by the caller)."""
    return [c for c in state.fleet(terrain.controller) if any(e.kind is Kind.KEEP_OFF_PIRATES for e in c.info.effects)]


def against_opponent(state: GameState, card: CardState) -> bool:
    """Is this ship or dragon in play against an opponent's terrain (attacking it)?"""
    if not card.in_play or card.parent is None or card.info.kind not in MOVERS:
        return False
    holder = state.cards[card.parent]
    return holder.info.kind is CardType.TERRAIN and holder.controller != card.controller


def away_from_hq(state: GameState, card: CardState) -> bool:
    """A ship against an opponent's terrain, or pushed off one and not yet moved back, does
    not protect its Sector HQ (v2.1 SHIP MOVEMENT)."""
    return card.pushed_off or against_opponent(state, card)


def attackers(state: GameState, terrain: CardState) -> list[CardState]:
    """Ships and dragons in play against this terrain."""
    return [state.cards[c] for c in terrain.children if against_opponent(state, state.cards[c])]


def defenders(state: GameState, terrain: CardState) -> list[CardState]:
    """Ships and dragons of the terrain's controller on it."""
    found = (state.cards[c] for c in terrain.children)
    return [c for c in found if c.info.kind in MOVERS and c.controller == terrain.controller]


def steals_requirements(info: CardInfo) -> bool:
    """Does the ship take its requirements from the terrain it is against (the Vicious Six; not a
    card whose ``move_against_terrain`` keeps ``own_requirements``)?"""
    return info.tribe == VICIOUS_SIX or any(e.kind is Kind.MOVE_AGAINST_TERRAIN and not e.param("own_requirements", False) for e in info.effects)


def stolen(state: GameState, ship: CardState) -> dict[PointType, int]:
    """The ship's requirements its terrain meets (a raider against an opponent's terrain)."""
    if not ship.info.requires or not moves_against_terrain(ship.info) or not against_opponent(state, ship) or not steals_requirements(ship.info):
        return {}
    assert ship.parent is not None
    terrain = state.cards[ship.parent]
    left = dict(terrain.info.generates)
    for other in attackers(state, terrain):  # earlier raiders take first
        if other is ship:
            break
        if moves_against_terrain(other.info) and steals_requirements(other.info):
            for point, amount in _takes(other.info, left).items():
                left[point] = left.get(point, 0) - amount
    taken = _takes(ship.info, left)
    return {p: n for p, n in taken.items() if n > 0}


def _takes(info: CardInfo, left: dict[PointType, int]) -> dict[PointType, int]:
    """What a raider takes of what its terrain has ``left``: its requirements, and with
    ``move_against_terrain`` ``ammunition`` (the Aggressor Cruiser: "may also steal ammunition")
    one more ammunition point for each of its heavy weapons, as far as the terrain has them."""
    taken = {p: min(need, left.get(p, 0)) for p, need in info.requires.items()}
    if any(e.kind is Kind.MOVE_AGAINST_TERRAIN and e.param("ammunition", False) for e in info.effects):
        room = left.get(PointType.AMMUNITION, 0) - taken.get(PointType.AMMUNITION, 0)
        heavy = sum(w.count for w in info.weapons if w.symbol is WeaponSymbol.HEAVY)
        taken[PointType.AMMUNITION] = taken.get(PointType.AMMUNITION, 0) + max(0, min(room, heavy))
    return taken


def stolen_ammunition(state: GameState, ship: CardState) -> int:
    """The ammunition the raider took beyond its requirements: it arms its heavy weapons."""
    if ship.parent is None:
        return 0
    return max(0, stolen(state, ship).get(PointType.AMMUNITION, 0) - ship.info.requires.get(PointType.AMMUNITION, 0))


def stolen_from(state: GameState, terrain: CardState) -> dict[PointType, int]:
    """What raiders against this terrain take of its output."""
    total: dict[PointType, int] = {}
    for ship in attackers(state, terrain):
        for point, amount in stolen(state, ship).items():
            total[point] = total.get(point, 0) + amount
    return total
