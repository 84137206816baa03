"""Explorer and The Black Hole: sector tiles from the turned-up row onto empty spaces.

Each player in turn takes one turned-up tile and places it on an empty space; the chooser
goes first, claims the sector he placed with an Empire token (unless enemy ships are there)
and, once everyone has placed one, places every leftover turned-up tile. Then 1 tile per
player plus 1 is turned up. The Black Hole, when taken, swaps with the central Omega Sun:
the Omega Sun explodes (it leaves the game) and the Scientist is removed. When every tile is
on the board the Explorer card flips over to a second Warlord. Long Range Scanners let the
taker of a turned-up tile draw the top facedown tile, which only he sees, keep one of the two
and put the other back on top (never the Black Hole; only for the chooser's first tile).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor import techs
from ge_desktop.rulesets.galactic_emperor.actions import Explore, Scan
from ge_desktop.rulesets.galactic_emperor.board import claim, enemies_at, on_board
from ge_desktop.rulesets.galactic_emperor.components import Role, Seat, Tech, TileId, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER
from ge_desktop.rulesets.galactic_emperor.state import GameState, Sector


def choices(state: GameState, seat: Seat) -> list[TileId]:
    """The tiles ``seat`` may place now: the turned-up row, or the two a scan left him."""
    role = state.role
    assert role is not None
    if role.scan is not None and role.scan.seat == seat:
        return [role.scan.tile] + ([role.scan.drawn] if role.scan.drawn is not None else [])
    return list(state.faceup)


def check_explore(state: GameState, seat: Seat, action: Explore) -> str | None:
    if action.tile not in choices(state, seat):
        return "take one of the turned-up tiles (or the tile your scanners drew)"
    if state.components.tile(action.tile).kind is TileKind.BLACK_HOLE:
        return None if action.at == CENTER else "the Black Hole swaps with the central Omega Sun (place it at 0,0)"
    if not on_board(state, action.at) or action.at in state.board:
        return "place the tile on an empty space of the board"
    return None


def explore(state: GameState, seat: Seat, action: Explore) -> None:
    role = state.role
    assert role is not None
    scan = role.scan
    if scan is not None and scan.seat == seat:
        other = scan.drawn if action.tile == scan.tile else scan.tile
        if other is not None:
            state.stack.append(other)  # "put the other back on top of the tile stack"
        if scan.tile in state.faceup and action.tile != scan.tile:
            state.faceup.remove(scan.tile)
        role.scan = None
    if action.tile in state.faceup:
        state.faceup.remove(action.tile)
    tile = state.components.tile(action.tile)
    if tile.kind is TileKind.BLACK_HOLE:
        _black_hole(state, seat, action)
    else:
        state.board[action.at] = Sector(action.tile)
        state.say(f"p{seat} places {tile.name} ({action.tile}) at {action.at.text()}")
    state.count("explore")
    first_pick = seat not in role.picked and not role.leftovers
    if first_pick:
        role.picked.append(seat)
    if first_pick and seat == role.chooser and tile.planets > 0 and not enemies_at(state, seat, action.at):
        if claim(state, seat, action.at, "Explorer special ability"):
            state.count("ability:explorer")


def _black_hole(state: GameState, seat: Seat, action: Explore) -> None:
    """The Black Hole swaps with the Omega Sun; the Scientist leaves the game."""
    state.board[CENTER] = Sector(action.tile)
    state.scientist_removed = True
    if Role.SCIENTIST in state.roles_pool:
        state.roles_pool.remove(Role.SCIENTIST)
    if Role.SCIENTIST in state.roles_chosen:
        state.roles_chosen.remove(Role.SCIENTIST)
    state.count("black_hole")
    state.say(f"p{seat} takes the Black Hole: it swaps with the Omega Sun, which explodes; the Scientist leaves the game")


def check_scan(state: GameState, seat: Seat, action: Scan) -> str | None:
    role = state.role
    assert role is not None
    if not techs.usable(state, seat, Tech.LONG_RANGE_SCANNERS):
        return "you do not hold Long Range Scanners (or they are stopped this round)"
    if role.leftovers or seat in role.picked or seat in role.scanned:
        return "Long Range Scanners work on the first tile you select"
    if action.tile not in state.faceup:
        return "choose one of the turned-up tiles"
    if not state.stack:
        return "the tile stack is empty"
    return None


def scan(state: GameState, seat: Seat, action: Scan) -> None:
    role = state.role
    assert role is not None
    role.scanned.append(seat)
    techs.declare(state, seat, Tech.LONG_RANGE_SCANNERS, action.tile)


def turn_up(state: GameState, n: int) -> None:
    """Turn up ``n`` tiles from the stack (fewer if it runs out)."""
    for _ in range(min(n, len(state.stack))):
        state.faceup.append(state.stack.pop())
    if n:
        state.say("turned up: " + ", ".join(state.components.tile(t).name for t in state.faceup))


def end_role(state: GameState) -> None:
    """After all tiles are placed: turn up players + 1; flip the Explorer when none remain."""
    turn_up(state, len(state.players) + 1)
    if not state.stack and not state.faceup and not state.explorer_flipped:
        state.explorer_flipped = True
        state.say("every sector tile is on the board: the Explorer flips over to a second Warlord")
