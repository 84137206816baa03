"""``observe(state, seat)``: what one player may see of a Galactic Emperor game.

The aid keeps three things secret and everything else "in clear view": Victory Point totals
(a viewer sees only his own until the game is over; the log may say who took chits, as at the
table), the tile Long Range Scanners drew (only its drawer sees it, in the scan and in his
log lines), and the order of the facedown tile stacks (a viewer sees how many plain-backed
and atomic-backed tiles remain, not which). Everything else is public: the board, every
ship, tokens in reserve, marks, cubes, technologies, the market, the roles pool, the Throne
and the Direction marker, influence placed, a battle's dice. ``seat=None`` is a spectator.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ge_desktop.rulesets.galactic_emperor.components import Back, Resource, Role, Seat, Tech, TileDef, TileId
from ge_desktop.rulesets.galactic_emperor.flow import to_act
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.state import Battle, GameState, Outcome, Phase, Sector, Ship, Window


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: Seat
    marks: int
    metal: int
    energy: int
    food: int
    tokens: int
    influence: int
    techs: tuple[Tech, ...]
    vp: int | None  # None: another player's secret total


@dataclass(frozen=True, slots=True)
class RoleView:
    role: Role
    chooser: Seat
    order: tuple[Seat, ...]
    current: Seat
    leftovers: bool
    dice_pending: bool
    regent_step: str
    price: int
    placed: dict[str, dict[Seat, int]]
    locked: dict[str, Seat]
    contested: tuple[Hex, ...]
    scan_tile: TileId | None  # the turned-up tile a scan holds (public)
    scan_drawn: TileId | None  # the tile the scanners drew: only its drawer sees it
    fusion: tuple[Seat, ...]
    free_left: int
    discount_left: int
    bonus_taken: bool


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: Seat | None
    phase: Phase
    to_act: Seat | None
    round_number: int
    direction: int
    throne: Seat | None
    choosers: tuple[Seat, ...]
    roles_pool: tuple[Role, ...]
    roles_chosen: tuple[Role, ...]
    players: tuple[PlayerView, ...]
    board: dict[Hex, Sector]
    tiles: dict[TileId, TileDef]  # every tile the viewer may see (board, turned up, his scan)
    ships: tuple[Ship, ...]
    faceup: tuple[TileId, ...]
    stack_backs: dict[Back, int]  # how many facedown tiles of each back remain (the order is secret)
    pool_vp: int
    prices: dict[Resource, int]
    dice: tuple[int, ...]
    role: RoleView | None
    battle: Battle | None
    window: Window | None
    sabotaged: tuple[tuple[Seat, Tech], ...]
    used_this_round: tuple[Tech, ...]
    removed_techs: tuple[Tech, ...]
    ship_costs: dict[str, tuple[int, int, int]]
    tech_costs: dict[Tech, tuple[int, int, int]]
    board_radius: int
    log: tuple[str, ...]
    outcome: Outcome | None


def _player(state: GameState, seat: Seat, viewer: Seat | None) -> PlayerView:
    p = state.players[seat]
    shown = viewer == seat or state.outcome is not None
    return PlayerView(seat, p.marks, p.metal, p.energy, p.food, p.tokens, p.influence, tuple(p.techs), p.vp if shown else None)


def _role(state: GameState, viewer: Seat | None) -> RoleView | None:
    role = state.role
    if role is None:
        return None
    scan = role.scan
    drawn = scan.drawn if scan is not None and scan.seat == viewer else None
    return RoleView(
        role.role,
        role.chooser,
        tuple(role.order),
        role.current,
        role.leftovers,
        role.dice_pending,
        role.regent_step,
        role.price,
        {k: dict(v) for k, v in role.placed.items()},
        dict(role.locked),
        tuple(role.contested),
        scan.tile if scan is not None else None,
        drawn,
        tuple(role.fusion),
        role.free_left,
        role.discount_left,
        role.bonus_taken,
    )


def _backs(state: GameState) -> dict[Back, int]:
    counts = {Back.PLAIN: 0, Back.ATOMIC: 0}
    for tile in state.stack:
        back = state.components.tile(tile).back
        counts[back if back in counts else Back.ATOMIC] += 1
    return counts


def _battle(b: Battle | None) -> Battle | None:
    if b is None:
        return None
    return replace(b, shield=list(b.shield), ion=list(b.ion), dice_owner=list(b.dice_owner), dice_need=list(b.dice_need), hits=dict(b.hits))


def observe(state: GameState, viewer: Seat | None) -> Observation:
    """The view of ``state`` that ``viewer`` (or a spectator, None) may see."""
    role = _role(state, viewer)
    seen = {s.tile for s in state.board.values()} | set(state.faceup)
    if role is not None and role.scan_drawn is not None:
        seen.add(role.scan_drawn)
    lines = (e.for_viewer(viewer) for e in state.log)
    c = state.components
    return Observation(
        viewer=viewer,
        phase=state.phase,
        to_act=to_act(state),
        round_number=state.round_number,
        direction=state.direction,
        throne=state.throne,
        choosers=tuple(state.choosers),
        roles_pool=tuple(state.roles_pool),
        roles_chosen=tuple(state.roles_chosen),
        players=tuple(_player(state, Seat(s), viewer) for s in range(len(state.players))),
        board={h: Sector(s.tile, s.owner, s.starbase, s.home_of, s.food) for h, s in state.board.items()},
        tiles={t: c.tile(t) for t in sorted(seen)},
        ships=tuple(Ship(s.name, s.owner, s.kind, s.at, s.moved, s.came_from, s.stopped, s.warp_ready, s.damaged) for s in state.ships.values()),
        faceup=tuple(state.faceup),
        stack_backs=_backs(state),
        pool_vp=state.pool_vp,
        prices=dict(state.prices),
        dice=tuple(state.dice),
        role=role,
        battle=_battle(state.battle),
        window=state.windows[0] if state.windows else None,
        sabotaged=tuple(state.sabotaged),
        used_this_round=tuple(state.used_this_round),
        removed_techs=tuple(state.removed_techs),
        ship_costs={k.value: (v.metal, v.energy, v.marks) for k, v in c.ship_costs.items()},
        tech_costs={k: (v.metal, v.energy, v.marks) for k, v in c.tech_costs.items()},
        board_radius=c.board_radius,
        log=tuple(line for line in lines if line is not None),
        outcome=state.outcome,
    )
