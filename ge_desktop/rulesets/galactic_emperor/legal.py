"""Listing the legal actions of the player to act.

For each action type the game accepts now (``rules.allowed_kinds``) a small candidate list
is proposed and only those ``rules.check`` accepts are kept, so ``legal_actions`` and
``check`` cannot disagree. Moves are listed for the whole group of movable ships on a space,
for each kind there and for each single ship; the checker accepts any other group of ships
standing together too. ``done`` comes last.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ge_desktop.rulesets.galactic_emperor import combat, explorer
from ge_desktop.rulesets.galactic_emperor.actions import (
    Action,
    Assign,
    Bonus,
    Build,
    BuyInfluence,
    BuyTech,
    ChooseRole,
    Collect,
    Continue,
    Done,
    DropDie,
    Explore,
    ExtraDie,
    Fight,
    FreeFighter,
    Fund,
    Influence,
    Interrupt,
    Move,
    Pass,
    Pirate,
    Produce,
    Sabotage,
    Scan,
    SetDirection,
    TimeWarp,
    Trade,
    UseTech,
    Warp,
)
from ge_desktop.rulesets.galactic_emperor.board import controlled, on_board, planets, starbases, steps
from ge_desktop.rulesets.galactic_emperor.components import Resource, Seat, ShipKind, Tech, TileKind
from ge_desktop.rulesets.galactic_emperor.flow import to_act
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, spiral
from ge_desktop.rulesets.galactic_emperor.rules import USE_IN, allowed_kinds, check
from ge_desktop.rulesets.galactic_emperor.state import GameState, TimeWarpWindow
from ge_desktop.rulesets.galactic_emperor.warlord import movable


def empty_spaces(state: GameState) -> list[Hex]:
    return [h for h in spiral(CENTER, state.components.board_radius) if h not in state.board]


def _explores(state: GameState, seat: Seat) -> Iterator[Action]:
    empty = empty_spaces(state)
    for tile in explorer.choices(state, seat):
        if state.components.tile(tile).kind is TileKind.BLACK_HOLE:
            yield Explore(tile, CENTER)
        else:
            for at in empty:
                yield Explore(tile, at)


def _moves(state: GameState, seat: Seat) -> Iterator[Action]:
    groups: dict[Hex, list[str]] = {}
    for ship in sorted(state.ships.values(), key=lambda s: s.name):
        if ship.at is not None and movable(state, seat, ship):
            groups.setdefault(ship.at, []).append(ship.name)
    for at, names in groups.items():
        options = [tuple(names)]
        for kind in ShipKind:
            of_kind = tuple(n for n in names if n[0] == kind.letter)
            if of_kind and of_kind not in options:
                options.append(of_kind)
        options += [(n,) for n in names if (n,) not in options]
        for to in steps(state, at):
            for group in options:
                yield Move(group, to)


def _pirates(state: GameState, seat: Seat) -> Iterator[Action]:
    for other in state.seats():
        if other != seat:
            yield Pirate(other)
            for at in controlled(state, other):
                yield Pirate(other, at)


def _time_warps(state: GameState, seat: Seat) -> Iterator[Action]:
    window = state.windows[0]
    assert isinstance(window, TimeWarpWindow)
    if window.again:
        yield TimeWarp(0, True)
    else:
        yield from (TimeWarp(i) for i in range(len(state.dice)))


def _assigns(state: GameState, seat: Seat) -> Iterator[Action]:
    assert state.battle is not None
    yield from combat.allocations(state, state.battle, seat)


def _influences(state: GameState, seat: Seat) -> Iterator[Action]:
    yield Influence(None)
    for at in state.board:
        if planets(state, at) > 0:
            yield Influence(at)


Candidates = Callable[[GameState, Seat], Iterator[Action]]
_CANDIDATES: dict[type[Action], Candidates] = {
    SetDirection: lambda s, seat: iter([SetDirection(True), SetDirection(False)]),
    ChooseRole: lambda s, seat: (ChooseRole(r) for r in s.roles_pool),
    Done: lambda s, seat: iter([Done()]),
    Pass: lambda s, seat: iter([Pass()]),
    Explore: _explores,
    Scan: lambda s, seat: (Scan(t) for t in s.faceup),
    DropDie: lambda s, seat: (DropDie(i) for i in range(len(s.dice))),
    Collect: lambda s, seat: (Collect(h) for h in controlled(s, seat)),
    Trade: lambda s, seat: (Trade(buy, r) for buy in (True, False) for r in Resource),
    Fund: lambda s, seat: (Fund(h) for h in controlled(s, seat)),
    Pirate: _pirates,
    Bonus: lambda s, seat: (Bonus(r) for r in (Resource.METAL, Resource.ENERGY)),
    Produce: lambda s, seat: (Produce(h, free) for h in controlled(s, seat) for free in (False, True)),
    FreeFighter: lambda s, seat: (FreeFighter(h) for h in starbases(s, seat)),
    Build: lambda s, seat: (Build(k, h) for k in ShipKind for h in starbases(s, seat)),
    BuyTech: lambda s, seat: (BuyTech(t) for t in Tech),
    UseTech: lambda s, seat: (UseTech(t) for t in USE_IN),
    Move: _moves,
    Warp: lambda s, seat: (Warp(h) for h in spiral(CENTER, s.components.board_radius) if on_board(s, h)),
    Fight: lambda s, seat: (Fight(h) for h in (s.role.contested if s.role else [])),
    ExtraDie: lambda s, seat: (ExtraDie(k) for k in ShipKind),
    Assign: _assigns,
    Continue: lambda s, seat: iter([Continue(False), Continue(True)]),
    BuyInfluence: lambda s, seat: iter([BuyInfluence()]),
    Influence: _influences,
    Interrupt: lambda s, seat: iter([Interrupt()]),
    Sabotage: lambda s, seat: iter([Sabotage()]),
    TimeWarp: _time_warps,
}


def candidates(state: GameState) -> Iterator[Action]:
    seat = to_act(state)
    if seat is None:
        return
    for kind in sorted(allowed_kinds(state), key=lambda k: k is Done):
        yield from _CANDIDATES[kind](state, seat)


def legal_actions(state: GameState) -> list[Action]:
    """Every listed action the checker accepts now, ``done`` last."""
    return [a for a in candidates(state) if check(state, a) is None]
