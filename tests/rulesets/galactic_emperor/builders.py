"""Small helpers that put a Galactic Emperor game into the position a rules test needs.

Positions are arranged by editing the plain state (as a player would set up a table), and
every rule under test is then exercised through ``Game.play``, the checked entry point.
"""

from __future__ import annotations

from ge_desktop.engine.game import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_emperor.actions import Action, ChooseRole, SetDirection
from ge_desktop.rulesets.galactic_emperor.components import Role, ShipKind, Tech, TileId
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import GameState, Sector, Setup, Ship

P0, P1, P2, P3 = Seat(0), Seat(1), Seat(2), Seat(3)


def new_game(players: int = 4, seed: int = 1, throne: Seat = P0) -> Game:
    game = Game.new(Setup(players, seed), ruleset=GALACTIC_EMPEROR)
    game.state.throne = throne
    return game


def in_role(role: Role, players: int = 4, seed: int = 1, chooser: Seat = P0, prepare: object = None) -> Game:
    """A game whose Throne holder ``chooser`` pointed left and chose ``role``."""
    game = new_game(players, seed, chooser)
    if callable(prepare):
        prepare(game.state)
    game.play(SetDirection(True))
    game.play(ChooseRole(role))
    return game


def home(state: GameState, seat: Seat) -> Hex:
    return next(h for h, s in state.board.items() if s.home_of == seat)


def tile_with(state: GameState, planets: int, metal: bool = False) -> TileId:
    """A sector tile not on the board with ``planets`` planets (and metal production if asked)."""
    used = {s.tile for s in state.board.values()}
    for tile in state.components.tiles.values():
        if tile.id in used or tile.kind.value != "sector" or tile.planets != planets:
            continue
        if metal and not tile.metal:
            continue
        return tile.id
    raise AssertionError("no such tile")


def place(state: GameState, at: Hex, planets: int = 1, owner: Seat | None = None, starbase: bool = False, metal: bool = False) -> Sector:
    """Put a sector tile on ``at`` (taken out of the stacks), controlled by ``owner``."""
    tile = tile_with(state, planets, metal)
    for pile in (state.stack, state.faceup):
        if tile in pile:
            pile.remove(tile)
    sector = Sector(tile, owner, starbase)
    state.board[at] = sector
    if owner is not None:
        state.players[owner].tokens -= 1
    return sector


def ships(state: GameState, seat: Seat, at: Hex | None, fighters: int = 0, cruisers: int = 0, dreadnoughts: int = 0) -> list[Ship]:
    """Put ``seat``'s ships on ``at`` (the rest of each kind stay where they are)."""
    placed = []
    for kind, n in ((ShipKind.FIGHTER, fighters), (ShipKind.CRUISER, cruisers), (ShipKind.DREADNOUGHT, dreadnoughts)):
        free = [s for s in state.ships.values() if s.owner == seat and s.kind is kind and s.at is None]
        for ship in free[:n]:
            ship.at = at
            placed.append(ship)
    return placed


def clear_ships(state: GameState) -> None:
    for ship in state.ships.values():
        ship.at = None


def give(state: GameState, seat: Seat, *techs: Tech) -> None:
    state.players[seat].techs.extend(techs)


class FixedDice(GameRandom):
    """The game's generator with the next die results fixed (then the real stream goes on)."""

    def __init__(self, base: GameRandom, values: list[int]) -> None:
        super().__init__(0)
        self.state = base.state
        self.values = list(values)

    def roll(self, sides: int = 6) -> int:
        return self.values.pop(0) if self.values else super().roll(sides)


def fix_dice(state: GameState, values: list[int]) -> None:
    """Make the game's next rolls come out as ``values``."""
    state.rng = FixedDice(state.rng, values)


def play_all(game: Game, *actions: Action) -> None:
    for action in actions:
        game.play(action)
