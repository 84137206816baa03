"""Galactic Emperor bots: ``RandomBot`` (uniform) and ``StandardBot`` (a heuristic player).

A bot decides from ``observe(state, seat)`` and the legal actions only, with its own seeded
generator. The standard bot scores each role in the pool for what it would bring him now
(tiles worth claiming, food to sell or produce, cubes to build with, neighbours to conquer,
planets to count, technology to afford) and plays every role plainly: good tiles near home
and poor ones far away, market and production to fill the Storage Facility, the strongest
ships it can pay for, fleets that claim free planets and attack a weaker neighbour, influence
on free planets, enemy Empires and the Throne, the technologies in a fixed order of worth, and
every technology it holds when it helps (Saboteur and Time Warp whenever offered in a battle
of his, Ambassador against a token on his sectors or a free one).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ge_desktop.engine.actions import Action
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_emperor.actions import (
    Assign,
    Bonus,
    Build,
    BuyInfluence,
    BuyTech,
    ChooseRole,
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
from ge_desktop.rulesets.galactic_emperor.components import Resource, Role, Seat, ShipKind, Tech, TileId, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, distance, neighbors
from ge_desktop.rulesets.galactic_emperor.observe import Observation, PlayerView
from ge_desktop.rulesets.galactic_emperor.state import AmbassadorWindow, Phase, SabotageWindow, Ship, TimeWarpWindow

BOT_SALT = 0x6E_3A11
STRENGTH = {ShipKind.FIGHTER: 1.0, ShipKind.CRUISER: 2.2, ShipKind.DREADNOUGHT: 4.5}
TECH_ORDER = (
    Tech.PLASMA_WEAPONS,
    Tech.SHIELD_GENERATORS,
    Tech.ROBOTICS,
    Tech.FUSION_ENGINES,
    Tech.PROTEIN_FIELDS,
    Tech.ION_CANNONS,
    Tech.DIPLOMAT,
    Tech.SABOTEUR,
    Tech.TIME_WARP,
    Tech.AMBASSADOR,
    Tech.SPACE_PIRATE,
    Tech.LONG_RANGE_SCANNERS,
)


def bot_random(seed: int, seat: int) -> GameRandom:
    """A bot's own generator, apart from the game's chance stream."""
    return GameRandom((seed ^ BOT_SALT) + 0x9E37 * (seat + 1))


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, rng: GameRandom) -> None:
        self.rng = rng

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return legal[self.rng.below(len(legal))]


def _first(legal: Sequence[Action], kind: type, test: Callable[[Any], bool] = lambda a: True) -> Action | None:
    return next((a for a in legal if isinstance(a, kind) and test(a)), None)


class StandardBot:
    """A heuristic player (see the module docstring)."""

    def __init__(self, rng: GameRandom) -> None:
        self.rng = rng
        self._steps_cache: dict[Hex, list[Hex]] = {}  # one decision's board: cleared by ``decide``

    def _best(self, legal: Sequence[Action], kind: type, score: Callable[[Any], float]) -> Action | None:
        """The best-scoring action of ``kind``; equal scores are decided by the bot's own dice, so
        no seat or board direction is favoured by the order the actions are listed in."""
        options = [a for a in legal if isinstance(a, kind)]
        if not options:
            return None
        return max(options, key=lambda a: (score(a), self.rng.below(1 << 16)))

    # --- reading the observation ------------------------------------------------------------------

    def _me(self, obs: Observation) -> PlayerView:
        assert obs.viewer is not None
        return obs.players[obs.viewer]

    def _home(self, obs: Observation, seat: Seat) -> Hex:
        return next(h for h, s in obs.board.items() if s.home_of == seat)

    def _owner(self, obs: Observation, at: Hex) -> Seat | None:
        sector = obs.board.get(at)
        if sector is None:
            return None
        return sector.home_of if sector.home_of is not None else sector.owner

    def _planets(self, obs: Observation, at: Hex) -> int:
        sector = obs.board.get(at)
        return obs.tiles[sector.tile].planets if sector is not None else 0

    def _mine(self, obs: Observation, seat: Seat) -> list[Hex]:
        return [h for h in obs.board if self._owner(obs, h) == seat and self._planets(obs, h) > 0]

    def _ships(self, obs: Observation, seat: Seat, at: Hex | None = None) -> list[Ship]:
        return [s for s in obs.ships if s.owner == seat and s.at is not None and (at is None or s.at == at)]

    def _power(self, obs: Observation, seat: Seat, at: Hex) -> float:
        sector = obs.board.get(at)
        token = 0.0
        if sector is not None and sector.owner == seat:
            token = 3.0 if sector.starbase else 1.5
        return sum(STRENGTH[s.kind] for s in self._ships(obs, seat, at)) + token

    def _enemy_power(self, obs: Observation, me: Seat, at: Hex) -> float:
        return sum(self._power(obs, p.seat, at) for p in obs.players if p.seat != me)

    def _tile_value(self, obs: Observation, tile: TileId) -> float:
        t = obs.tiles[tile]
        return t.planets * 3 + t.food + 1.2 * t.metal + 1.5 * t.energy

    # --- deciding -----------------------------------------------------------------------------

    def decide(self, obs: Observation, legal: Sequence[Action]) -> Action:
        self._steps_cache = {}
        if len(legal) == 1:
            return legal[0]
        if obs.window is not None:
            return self._window(obs, legal)
        if obs.battle is not None:
            return self._battle(obs, legal)
        by_phase: dict[Phase, Callable[[Observation, Sequence[Action]], Action | None]] = {
            Phase.DIRECTION: lambda o, lg: SetDirection(self.rng.below(2) == 0),
            Phase.CHOOSE_ROLE: self._choose_role,
            Phase.EXPLORER: self._explore,
            Phase.MERCHANT: self._merchant,
            Phase.STEWARD: self._steward,
            Phase.ENGINEER: self._engineer,
            Phase.WARLORD: self._warlord,
            Phase.REGENT: self._regent,
            Phase.SCIENTIST: self._scientist,
        }
        action = by_phase[obs.phase](obs, legal)
        if action is not None and action in legal:
            return action
        return _first(legal, Done) or legal[0]

    # --- interrupts and battles -------------------------------------------------------------------

    def _window(self, obs: Observation, legal: Sequence[Action]) -> Action:
        window = obs.window
        me = obs.viewer
        if isinstance(window, SabotageWindow):
            return _first(legal, Sabotage) or Pass()
        if isinstance(window, AmbassadorWindow):
            owner = self._owner(obs, window.at)
            return (_first(legal, Interrupt) if owner in (me, None) else None) or Pass()
        assert isinstance(window, TimeWarpWindow)
        battle = obs.battle
        if battle is None or me not in (battle.attacker, battle.defender) or battle.step != "rolled":
            return Pass()
        bad = [i for i, (owner, need, value) in enumerate(zip(battle.dice_owner, battle.dice_need, obs.dice, strict=True)) if (owner == me) != (value >= need)]
        if window.again:
            return TimeWarp(0, True) if window.index in bad else Pass()
        worst = [i for i in bad if battle.dice_owner[i] != me] or bad
        return TimeWarp(worst[0]) if worst else Pass()

    def _battle(self, obs: Observation, legal: Sequence[Action]) -> Action:
        battle = obs.battle
        me = obs.viewer
        assert battle is not None and me is not None
        extra = self._best(legal, ExtraDie, lambda a: STRENGTH[a.kind])
        if extra is not None:
            return extra
        assign = self._best(legal, Assign, lambda a: -(a.fighters + 2.2 * a.cruisers + 0.8 * a.flips + 4.5 * a.kills + 1.5 * a.starbase + 2 * a.empire))
        if assign is not None:
            return assign
        mine, theirs = self._power(obs, me, battle.at), self._power(obs, battle.defender, battle.at)
        return Continue(mine < 0.8 * theirs)

    # --- choosing a role --------------------------------------------------------------------------

    def _choose_role(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        return self._best(legal, ChooseRole, lambda a: round(self._role_worth(obs, a.role), 1))

    def _role_worth(self, obs: Observation, role: Role) -> float:
        me = self._me(obs)
        mine = self._mine(obs, me.seat)
        if role is Role.EXPLORER:
            best = max((self._tile_value(obs, t) for t in obs.faceup), default=0.0)
            return 1.0 + best / 2 if me.tokens else 0.5
        if role is Role.MERCHANT:
            return 2.5 + (1.5 if me.marks < 6 else 0.0)
        if role is Role.STEWARD:
            fed = sum(1 for h in mine if obs.board[h].food > 0)
            return 1.0 + 1.5 * fed
        if role is Role.ENGINEER:
            return 1.0 + min(me.metal, 6) * 0.6 + (1.0 if me.marks >= 3 else 0.0)
        if role.is_warlord:
            return 1.0 + 1.5 * len(self._targets(obs, me.seat))
        if role is Role.REGENT:
            others = max(len(self._mine(obs, p.seat)) for p in obs.players if p.seat != me.seat)
            return 2.5 + len(mine) - others + 0.04 * obs.round_number * len(mine)
        if role is Role.SCIENTIST:
            return 4.0 if self._affordable_tech(obs) is not None else 0.3
        return 0.0

    def _affordable_tech(self, obs: Observation) -> Tech | None:
        me = self._me(obs)
        taken = {t for p in obs.players for t in p.techs} | set(obs.removed_techs)
        for tech in TECH_ORDER:
            metal, energy, marks = obs.tech_costs[tech]
            if tech not in taken and me.metal >= metal and me.energy >= max(0, energy - 1) and me.marks >= marks:
                return tech
        return None

    # --- Explorer ---------------------------------------------------------------------------------

    def _near_me(self, obs: Observation, at: Hex) -> int:
        me = self._me(obs).seat
        places = self._mine(obs, me) + [s.at for s in self._ships(obs, me) if s.at is not None]
        return min((distance(at, p) for p in places), default=6)

    def _explore(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        role = obs.role
        if role is not None and role.scan_tile is None:
            scan = self._best(legal, Scan, lambda a: self._tile_value(obs, a.tile))
            if scan is not None:
                return scan

        def score(a: Explore) -> float:
            tile = obs.tiles[a.tile]
            if tile.kind is TileKind.BLACK_HOLE:
                return 5.0
            value = self._tile_value(obs, a.tile)
            near = self._near_me(obs, a.at)
            return value * 10 - near * (3 if tile.planets else -2)

        return self._best(legal, Explore, score)

    # --- Merchant, Steward, Engineer, Scientist ---------------------------------------------------

    def _merchant(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs)
        if _first(legal, DropDie) is not None:
            return DropDie(max(range(len(obs.dice)), key=lambda i: obs.dice[i]))
        pirate = self._best(legal, Pirate, lambda a: (a.at is None) + obs.players[a.victim].metal / 10)
        if pirate is not None:
            return pirate
        fund = self._best(legal, Fund, lambda a: obs.tiles[obs.board[a.at].tile].energy * 1.5 + obs.tiles[obs.board[a.at].tile].metal)
        if fund is not None:
            return fund
        for resource in (Resource.ENERGY, Resource.METAL):
            buy = Trade(True, resource)
            if buy in legal and me.marks >= obs.prices[resource] + 5:
                return buy
        return None

    def _steward(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs)
        bonus = _first(legal, Bonus, lambda a: a.resource is (Resource.ENERGY if me.energy < 3 else Resource.METAL))
        use = _first(legal, UseTech)
        produce = self._best(legal, Produce, lambda a: a.free * 0.5 - obs.board[a.at].food * 0.2 + obs.tiles[obs.board[a.at].tile].energy)
        return bonus or use or produce

    def _engineer(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs)
        home = self._home(obs, me.seat)
        free = _first(legal, FreeFighter, lambda a: a.at == home) or _first(legal, FreeFighter)
        if free is not None:
            return free
        if _first(legal, Build) is not None:
            use = _first(legal, UseTech)
            if use is not None:
                return use
        return self._best(legal, Build, lambda a: STRENGTH[a.kind] * 10 - distance(a.at, CENTER))

    def _scientist(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        return self._best(legal, BuyTech, lambda a: -TECH_ORDER.index(a.tech))

    # --- Warlord ----------------------------------------------------------------------------------

    def _targets(self, obs: Observation, me: Seat) -> list[Hex]:
        """Free planet sectors, and enemy sectors (not homes) weaker than my fleet nearby."""
        found = []
        fleet = max((self._power(obs, me, s.at) for s in self._ships(obs, me) if s.at is not None), default=0.0)
        for at, sector in obs.board.items():
            if sector.home_of is not None or obs.tiles[sector.tile].planets == 0:
                continue
            enemy = self._enemy_power(obs, me, at)
            if sector.owner is None and enemy == 0:
                found.append(at)
            elif sector.owner != me and 0 < enemy < fleet * 0.8:
                found.append(at)
        return found

    def _distances(self, obs: Observation, goals: list[Hex]) -> dict[Hex, int]:
        """Steps from every space to the nearest goal (suns skipped, enemy homes closed)."""
        me = self._me(obs).seat
        dist = {g: 0 for g in goals}
        frontier = list(goals)
        while frontier:
            nxt: list[Hex] = []
            for here in frontier:
                for there in self._steps(obs, here):
                    sector = obs.board.get(there)
                    if there in dist or (sector is not None and sector.home_of not in (None, me)):
                        continue
                    dist[there] = dist[here] + 1
                    nxt.append(there)
            frontier = nxt
        return dist

    def _steps(self, obs: Observation, start: Hex) -> list[Hex]:
        cached = self._steps_cache.get(start)
        if cached is None:
            cached = self._steps_cache[start] = self._walk(obs, start)
        return cached

    def _walk(self, obs: Observation, start: Hex) -> list[Hex]:
        found, seen, frontier = [], {start}, [start]
        while frontier:
            here = frontier.pop()
            for h in neighbors(here):
                if h in seen or distance(h, CENTER) > obs.board_radius:
                    continue
                seen.add(h)
                sector = obs.board.get(h)
                if sector is not None and obs.tiles[sector.tile].is_sun:
                    frontier.append(h)
                else:
                    found.append(h)
        return found

    def _warlord(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs).seat
        fight = _first(legal, Fight)
        if fight is not None:
            return fight
        use = _first(legal, UseTech)
        if use is not None:
            return use
        targets = self._targets(obs, me)
        warp = self._warp(obs, legal, targets)
        if warp is not None:
            return warp
        goals = targets or [h for h, s in obs.board.items() if obs.tiles[s.tile].kind is TileKind.BLACK_HOLE]
        if not goals:
            return None
        dist = self._distances(obs, goals)

        def gain(a: Move) -> float:
            ship = next(s for s in obs.ships if s.owner == me and s.name == a.ships[0])
            assert ship.at is not None
            before, after = dist.get(ship.at, 99), dist.get(a.to, 99)
            enemy = self._enemy_power(obs, me, a.to)
            power = sum(STRENGTH[s.kind] for s in obs.ships if s.owner == me and s.name in a.ships) + self._power(obs, me, a.to)
            if enemy and power < enemy * 1.25:
                return -10.0
            return before - after + 0.01 * len(a.ships)

        move = self._best(legal, Move, gain)
        return move if isinstance(move, Move) and gain(move) > 0 else None

    def _warp(self, obs: Observation, legal: Sequence[Action], targets: list[Hex]) -> Action | None:
        if _first(legal, Warp) is None or not targets:
            return None
        me = self._me(obs).seat
        return self._best(legal, Warp, lambda a: (a.to in targets) * 10 + self._planets(obs, a.to) - self._enemy_power(obs, me, a.to))

    # --- Regent -----------------------------------------------------------------------------------

    def _regent(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs)
        role = obs.role
        assert role is not None
        if role.regent_step == "buy":
            use = _first(legal, UseTech)
            price = 2 if Tech.DIPLOMAT in me.techs else role.price
            return use or (_first(legal, BuyInfluence) if me.marks >= price + 2 else None)
        return self._best(legal, Influence, lambda a: self._influence_worth(obs, a.at))

    def _influence_worth(self, obs: Observation, at: Hex | None) -> float:
        me = self._me(obs).seat
        role = obs.role
        assert role is not None
        key = "throne" if at is None else at.text()
        placed = role.placed.get(key, {})
        board = {}
        if at is not None:
            sector = obs.board[at]
            if sector.owner is not None:
                board[sector.owner] = 2 if sector.starbase else 1
        mine = placed.get(me, 0) + board.get(me, 0)
        others = max((placed.get(s, 0) + board.get(s, 0) for s in set(placed) | set(board) if s != me), default=0)
        if at is None:
            value = 2.5 if obs.throne != me else 1.0
        else:
            value = self._planets(obs, at) * 3.0 + (1.0 if board and me not in board else 0.0)
            if board.get(me) == 1 and others == 0:
                value = 0.8  # upgrade my Empire to a Starbase
        if mine > others and not (at is not None and board.get(me) == 1 and mine == 1):
            return 0.05
        return value if mine + 1 > others else value * 0.3
