"""Questions about the board and the small moves every role shares.

Control (an Empire or Starbase on a planet sector; a home sector with its Home Starbase),
enemy forces on a space, the spaces one step away (Moving: "Sun tiles can be skipped (they do
not count as a space)"), claiming a sector with an Empire token, taking Victory Points from
the pool, and the two end conditions of Game End and Victory (a player places his last Empire
token to establish control; the last Victory Point chit is taken).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.components import STORAGE_CAPACITY, Resource, Seat, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, distance, neighbors
from ge_desktop.rulesets.galactic_emperor.state import GameState, Sector, Ship


def on_board(state: GameState, at: Hex) -> bool:
    return distance(at, CENTER) <= state.components.board_radius


def is_home(state: GameState, at: Hex) -> bool:
    sector = state.board.get(at)
    return sector is not None and sector.home_of is not None


def is_sun(state: GameState, at: Hex) -> bool:
    tile = state.tile(at)
    return tile is not None and tile.is_sun


def is_black_hole(state: GameState, at: Hex) -> bool:
    tile = state.tile(at)
    return tile is not None and tile.kind is TileKind.BLACK_HOLE


def planets(state: GameState, at: Hex) -> int:
    tile = state.tile(at)
    return tile.planets if tile is not None else 0


def controller(state: GameState, at: Hex) -> Seat | None:
    """Who controls the sector at ``at`` (Setup: "an Empire or Starbase on it"; a home sector's owner)."""
    sector = state.board.get(at)
    if sector is None:
        return None
    return sector.home_of if sector.home_of is not None else sector.owner


def controlled(state: GameState, seat: Seat) -> list[Hex]:
    """The planet sectors ``seat`` controls, in board order."""
    return [h for h, s in state.board.items() if (s.home_of if s.home_of is not None else s.owner) == seat and planets(state, h) > 0]


def has_starbase(state: GameState, seat: Seat, at: Hex) -> bool:
    """A Starbase of ``seat`` at ``at``: a Starbase token or his Home Starbase."""
    sector = state.board.get(at)
    return sector is not None and (sector.home_of == seat or (sector.owner == seat and sector.starbase))


def starbases(state: GameState, seat: Seat) -> list[Hex]:
    return [h for h in state.board if has_starbase(state, seat, h)]


def enemies_at(state: GameState, seat: Seat, at: Hex) -> list[Seat]:
    """Players other than ``seat`` with forces (ships, an Empire or a Starbase) at ``at``."""
    found = {s.owner for s in state.ships.values() if s.at == at and s.owner != seat}
    sector = state.board.get(at)
    if sector is not None and sector.owner is not None and sector.owner != seat:
        found.add(sector.owner)
    return sorted(found)


def steps(state: GameState, start: Hex) -> list[Hex]:
    """The spaces one step from ``start``; sun tiles are skipped (crossing one costs nothing)."""
    found: list[Hex] = []
    seen = {start}
    frontier = [start]
    while frontier:
        here = frontier.pop()
        for nxt in neighbors(here):
            if nxt in seen or not on_board(state, nxt):
                continue
            seen.add(nxt)
            if is_sun(state, nxt):
                frontier.append(nxt)
            else:
                found.append(nxt)
    return sorted(found)


def nearest_starbase(state: GameState, seat: Seat, start: Hex, allowed: list[Hex]) -> Hex | None:
    """Regent, Claim Sectors: the nearest of ``allowed`` Starbases (equally near: the first in board order)."""
    if not allowed:
        return None
    return min(allowed, key=lambda h: (distance(h, start), h))


def take_vp(state: GameState, seat: Seat, n: int, why: str) -> None:
    """Take ``n`` Victory Points; "VPs are received even if the VP chits are depleted"."""
    if n <= 0:
        return
    state.players[seat].vp += n
    before = state.pool_vp
    state.pool_vp = max(0, state.pool_vp - n)
    state.say(f"p{seat} takes {n} VP ({why})")
    if before > 0 and state.pool_vp == 0 and state.ending is None:
        state.ending = "vp_pool"
        state.say(f"p{seat} took the last Victory Point chit: the game ends after this role")


def claim(state: GameState, seat: Seat, at: Hex, why: str) -> bool:
    """Put an Empire token of ``seat`` on the planet sector at ``at`` (if he has one left)."""
    player = state.players[seat]
    sector = state.board.get(at)
    if sector is None or planets(state, at) == 0 or sector.home_of is not None or player.tokens == 0:
        return False
    sector.owner, sector.starbase = seat, False
    player.tokens -= 1
    state.say(f"p{seat} claims {state.components.tile(sector.tile).name} at {at.text()} ({why})")
    last_token_check(state, seat)
    return True


def last_token_check(state: GameState, seat: Seat) -> None:
    """Game End a.: a player placed his last Empire token to establish control."""
    player = state.players[seat]
    if player.tokens == 0 and player.influence == 0 and state.ending is None:
        state.ending = "last_token"
        state.say(f"p{seat} placed his last Empire token: the game ends after this role")


def remove_token(state: GameState, sector: Sector) -> None:
    """The Empire or Starbase on ``sector`` goes back to its owner's reserve."""
    if sector.owner is not None:
        state.players[sector.owner].tokens += 1
    sector.owner, sector.starbase = None, False


def to_reserve(ship: Ship) -> None:
    ship.at, ship.moved, ship.came_from, ship.stopped, ship.warp_ready, ship.damaged = None, 0, None, False, False, False


def storage_room(state: GameState, seat: Seat, resource: Resource) -> int:
    player = state.players[seat]
    return STORAGE_CAPACITY[resource.value] - player.stock(resource)


def store(state: GameState, seat: Seat, metal: int, energy: int) -> None:
    """Put cubes in the Storage Facility; the excess is discarded to the pool."""
    player = state.players[seat]
    player.metal = min(STORAGE_CAPACITY["metal"], player.metal + metal)
    player.energy = min(STORAGE_CAPACITY["energy"], player.energy + energy)


def turn_order(state: GameState, first: Seat) -> list[Seat]:
    """Everyone from ``first`` on, in the Direction marker's order."""
    n = len(state.players)
    return [Seat((first + state.direction * k) % n) for k in range(n)]
