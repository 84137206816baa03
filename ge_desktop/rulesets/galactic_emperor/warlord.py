"""Warlord, Moving and The Black Hole: ships step from space to space, claim what they enter,
stop at enemy forces, and warp from the Black Hole.

A ``Move`` takes some of the acting player's ships, all on one space and none stopped, one
space on (``board.steps``: suns are skipped); fighters and cruisers may move 2 spaces a turn,
dreadnoughts 1, one more with Fusion Engines. Entering a space with enemy forces stops the
ships there and the combat must be fought (``Fight``) before the turn ends; an enemy home
sector may never be entered. Entering an unprotected planet sector nobody controls claims it
with an Empire token (the ships may go on). Ships that end a Warlord role in the Black Hole
may, on their owner's next Warlord turn, warp together to any space but a home or sun sector,
and go no further that turn; warping into enemy forces starts the combat at once with a free
attack and no retreat.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor import combat
from ge_desktop.rulesets.galactic_emperor.actions import Fight, Move, Warp
from ge_desktop.rulesets.galactic_emperor.board import claim, controller, enemies_at, is_black_hole, is_home, is_sun, on_board, planets, steps
from ge_desktop.rulesets.galactic_emperor.components import MOVES, Seat
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex
from ge_desktop.rulesets.galactic_emperor.state import GameState, Ship


def allowance(state: GameState, seat: Seat, ship: Ship) -> int:
    role = state.role
    fusion = 1 if role is not None and seat in role.fusion else 0
    return MOVES[ship.kind] + fusion


def movable(state: GameState, seat: Seat, ship: Ship) -> bool:
    return ship.owner == seat and ship.at is not None and not ship.stopped and ship.moved < allowance(state, seat, ship)


def check_move(state: GameState, seat: Seat, action: Move) -> str | None:
    ships = [state.ship(seat, name) for name in action.ships]
    if not ships or len(set(action.ships)) != len(action.ships) or any(s is None for s in ships):
        return "name your own ships (f0, c1, d0 ...), each once"
    here = {s.at for s in ships if s is not None}
    if len(here) != 1 or None in here:
        return "the ships must be together on one space of the board"
    if not all(movable(state, seat, s) for s in ships if s is not None):
        return "a ship has used its movement this turn, stopped at enemy forces, or warped"
    start = next(iter(here))
    assert start is not None
    if action.to not in steps(state, start):
        return "ships move one space at a time (sun tiles are skipped)"
    owner = controller(state, action.to)
    if is_home(state, action.to) and owner != seat:
        return "you cannot move into or attack an enemy home sector"
    return None


def move(state: GameState, seat: Seat, action: Move) -> None:
    start: Hex | None = None
    for name in action.ships:
        ship = state.ship(seat, name)
        assert ship is not None
        start = ship.at
        ship.came_from, ship.at = ship.at, action.to
        ship.moved += 1
    state.count("move")
    assert start is not None
    state.say(f"p{seat} moves {','.join(action.ships)} from {start.text()} to {action.to.text()}")
    _arrive(state, seat, action.to, [s for s in (state.ship(seat, n) for n in action.ships) if s is not None])


def _arrive(state: GameState, seat: Seat, at: Hex, ships: list[Ship]) -> None:
    role = state.role
    assert role is not None
    if enemies_at(state, seat, at):
        for ship in ships:
            ship.stopped = True
        if at not in role.contested:
            role.contested.append(at)
        return
    sector = state.board.get(at)
    if sector is not None and sector.owner is None and sector.home_of is None and planets(state, at) > 0:
        claim(state, seat, at, "ships moved into an unprotected sector")


def warpers(state: GameState, seat: Seat) -> list[Ship]:
    """``seat``'s ships in the Black Hole that ended the last Warlord role there."""
    return [s for s in state.ships.values() if s.owner == seat and s.warp_ready and s.at is not None and is_black_hole(state, s.at) and s.moved == 0]


def check_warp(state: GameState, seat: Seat, action: Warp) -> str | None:
    if not warpers(state, seat):
        return "no ship of yours ended a Warlord role in the Black Hole"
    to = action.to
    if not on_board(state, to) or to == CENTER or is_home(state, to) or is_sun(state, to):
        return "ships warp anywhere in the galaxy except Home or Sun sectors"
    return None


def warp(state: GameState, seat: Seat, action: Warp) -> None:
    ships = warpers(state, seat)
    for ship in ships:
        ship.came_from, ship.at = ship.at, action.to
        ship.stopped, ship.warp_ready = True, False
    state.count("warp")
    state.say(f"p{seat} warps {','.join(s.name for s in ships)} through the Black Hole to {action.to.text()}")
    if enemies_at(state, seat, action.to):
        combat.start(state, action.to, seat, warped=True)
        return
    sector = state.board.get(action.to)
    if sector is not None and sector.owner is None and planets(state, action.to) > 0:
        claim(state, seat, action.to, "ships warped into an unprotected sector")


def check_fight(state: GameState, seat: Seat, action: Fight) -> str | None:
    role = state.role
    assert role is not None
    if action.at not in role.contested:
        return "no combat of yours waits there"
    return None


def fight(state: GameState, seat: Seat, action: Fight) -> None:
    combat.start(state, action.at, seat, warped=False)


def start_turn(state: GameState) -> None:
    """A player's Warlord turn begins: his ships' movement is fresh."""
    role = state.role
    assert role is not None
    for ship in state.ships.values():
        if ship.owner == role.current:
            ship.moved, ship.stopped, ship.came_from = 0, False, None


def end_role(state: GameState) -> None:
    """The Warlord role is over: ships in the Black Hole may warp on their owner's next Warlord turn."""
    for ship in state.ships.values():
        ship.warp_ready = ship.at is not None and is_black_hole(state, ship.at)
        ship.moved, ship.stopped = 0, False

