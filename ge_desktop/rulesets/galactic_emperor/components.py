"""The game's pieces: the enums the aid names (roles, technologies, ships, resources) and the
components it does not print, read from ONE player-editable data file.

``resources/galactic-emperor/components.json`` holds what the player aid leaves out and GE
Desktop designed (never the publisher's values): the 38 sector tiles (what each holds:
planets, food, metal, energy; its back), ship and technology costs, the home-sector layout
for 3-6 players and the fighters each home starts with. It is read through pydantic models at
this boundary only; a bad file raises ``ComponentsError`` naming the file and the field, and
the game inside works on the frozen dataclasses below. What the aid does print (token counts,
the Victory Point pool, storage capacity, the reserve of ships, hit numbers) are constants here.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Literal, NewType

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ge_desktop.engine.terms import Seat as Seat  # the engine's seat, re-exported for the rule modules
from ge_desktop.paths import resources_dir
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, distance

TileId = NewType("TileId", str)

MIN_PLAYERS, MAX_PLAYERS = 3, 6
# Setup: Empire tokens and the Victory Point pool by player count (the aid).
EMPIRE_TOKENS = {3: 11, 4: 10, 5: 9, 6: 8}
VICTORY_POOL = {3: 115, 4: 130, 5: 145, 6: 160}
START_MARKS = 5  # Setup: each player takes 5 Marks
STORAGE_CAPACITY = {"metal": 6, "energy": 3}  # Setup: a Storage Facility holds 3 energy and 6 metal
ROUND_MARKS = 2  # End of the Round: each player receives 2 marks
MERCHANT_MARKS = 3  # Merchant special ability
FOOD_PER_SECTOR = 2  # Fund Metal/Energy Production: at most 2 food cubes on a sector


class Role(str, Enum):
    EXPLORER = "explorer"
    MERCHANT = "merchant"
    STEWARD = "steward"
    ENGINEER = "engineer"
    WARLORD = "warlord"
    WARLORD_2 = "warlord2"  # the Explorer card flipped over (Explorer: "flip the Explorer role over")
    REGENT = "regent"
    SCIENTIST = "scientist"

    @property
    def is_warlord(self) -> bool:
        return self in (Role.WARLORD, Role.WARLORD_2)


STARTING_ROLES = (Role.EXPLORER, Role.MERCHANT, Role.STEWARD, Role.ENGINEER, Role.WARLORD, Role.REGENT, Role.SCIENTIST)


class Tech(str, Enum):
    """The twelve Technology cards of the aid, in its order."""

    AMBASSADOR = "ambassador"
    SHIELD_GENERATORS = "shield_generators"
    ION_CANNONS = "ion_cannons"
    PLASMA_WEAPONS = "plasma_weapons"
    FUSION_ENGINES = "fusion_engines"
    ROBOTICS = "robotics"
    PROTEIN_FIELDS = "protein_fields"
    SABOTEUR = "saboteur"
    DIPLOMAT = "diplomat"
    TIME_WARP = "time_warp"
    SPACE_PIRATE = "space_pirate"
    LONG_RANGE_SCANNERS = "long_range_scanners"


class ShipKind(str, Enum):
    FIGHTER = "fighter"
    CRUISER = "cruiser"
    DREADNOUGHT = "dreadnought"

    @property
    def letter(self) -> str:
        return self.value[0]


# Engineer: "your total force may not exceed your reserve of 8 fighters, 4 cruisers, and 2 dreadnoughts".
RESERVE = {ShipKind.FIGHTER: 8, ShipKind.CRUISER: 4, ShipKind.DREADNOUGHT: 2}
# Warlord, Moving: fighters and cruisers 2 spaces, dreadnoughts 1.
MOVES = {ShipKind.FIGHTER: 2, ShipKind.CRUISER: 2, ShipKind.DREADNOUGHT: 1}
# Firing: fighters hit on 5-6, all other units on 4-6.
HIT_ON = {ShipKind.FIGHTER: 5, ShipKind.CRUISER: 4, ShipKind.DREADNOUGHT: 4}
EMPIRE_HIT_ON = 4


class Resource(str, Enum):
    FOOD = "food"
    METAL = "metal"
    ENERGY = "energy"


class TileKind(str, Enum):
    HOME = "home"
    SECTOR = "sector"  # a sector with 0, 1 or 2 planets
    SUN = "sun"  # skipped in movement, never a warp destination
    OMEGA_SUN = "omega_sun"
    BLACK_HOLE = "black_hole"


class Back(str, Enum):
    PLAIN = "plain"
    ATOMIC = "atomic"
    NONE = "none"  # the Omega Sun starts on the board


@dataclass(frozen=True, slots=True)
class Cost:
    metal: int = 0
    energy: int = 0
    marks: int = 0


@dataclass(frozen=True, slots=True)
class TileDef:
    id: TileId
    name: str
    kind: TileKind
    back: Back
    planets: int
    food: int
    metal: int
    energy: int
    home_color: str | None = None

    @property
    def is_sun(self) -> bool:
        return self.kind in (TileKind.SUN, TileKind.OMEGA_SUN)

    @property
    def produces(self) -> bool:
        return self.metal > 0 or self.energy > 0


@dataclass(frozen=True, slots=True)
class Components:
    """The designed components (see the module docstring), as plain frozen values."""

    source: str
    fingerprint: str  # a hash of the file's contents: a record's digest depends on the tiles, not on where the file lives
    board_radius: int
    home_layouts: dict[int, tuple[Hex, ...]]
    fighters_at_home: int
    ship_costs: dict[ShipKind, Cost]
    tech_costs: dict[Tech, Cost]
    tiles: dict[TileId, TileDef]

    def tile(self, tile: TileId) -> TileDef:
        return self.tiles[tile]

    def homes(self) -> list[TileDef]:
        return [t for t in self.tiles.values() if t.kind is TileKind.HOME]

    def canonical_form(self) -> str:
        """The components stand in a state's canonical form as their file's fingerprint."""
        return self.fingerprint


class ComponentsError(ValueError):
    """A components file that cannot be used; the message names the file and the field."""


# --- the file's schema (pydantic, the boundary only) ------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _CostModel(_Strict):
    metal: int = Field(ge=0, le=20)
    energy: int = Field(ge=0, le=20)
    marks: int = Field(ge=0, le=50)


class _TileModel(_Strict):
    id: str = Field(min_length=1, max_length=40)
    name: str = Field(min_length=1, max_length=60)
    kind: TileKind
    back: Back
    home_color: str | None = None
    planets: int = Field(ge=0, le=2)
    food: int = Field(ge=0, le=6)
    metal: int = Field(ge=0, le=6)
    energy: int = Field(ge=0, le=6)


class _StartModel(_Strict):
    fighters_at_home: int = Field(ge=0, le=8)


class _FileModel(_Strict):
    format_version: Literal[1]
    about: str = ""
    board_radius: int = Field(ge=3, le=6)
    home_layouts: dict[Literal["3", "4", "5", "6"], list[tuple[int, int]]]
    start: _StartModel
    ships: dict[ShipKind, _CostModel]
    technologies: dict[Tech, _CostModel]
    tiles: list[_TileModel]


def default_path() -> Path:
    return resources_dir() / "galactic-emperor" / "components.json"


def load_components(path: Path | None = None) -> Components:
    """The components in ``path`` (default: the shipped file); ``ComponentsError`` if unusable."""
    if path is None:
        return _shipped()
    return _load(path)


@cache
def _shipped() -> Components:
    return _load(default_path())


def _load(path: Path) -> Components:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ComponentsError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ComponentsError(f"{path}: not JSON ({exc})") from None
    try:
        model = _FileModel.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _field_path(raw, first["loc"])
        raise ComponentsError(f"{path}: {where}: {first['msg']}") from None
    components = _components(path, model, hashlib.sha256(path.read_bytes()).hexdigest()[:16])
    problem = _problem(components)
    if problem:
        raise ComponentsError(f"{path}: {problem}")
    return components


def _field_path(raw: object, loc: tuple[int | str, ...]) -> str:
    """A pydantic location as a readable field path; a tile is named by its id."""
    parts: list[str] = []
    node = raw
    for step in loc:
        if isinstance(step, int) and isinstance(node, list) and 0 <= step < len(node):
            item = node[step]
            name = item.get("id") if isinstance(item, dict) else None
            parts.append(f"[{step}]" + (f" ({name})" if isinstance(name, str) else ""))
            node = item
        else:
            parts.append(f".{step}" if parts else str(step))
            node = node.get(str(step)) if isinstance(node, dict) else None
    return "".join(parts)


def _components(path: Path, model: _FileModel, fingerprint: str) -> Components:
    tiles = {
        TileId(t.id): TileDef(TileId(t.id), t.name, t.kind, t.back, t.planets, t.food, t.metal, t.energy, t.home_color)
        for t in model.tiles
    }
    return Components(
        source=str(path),
        fingerprint=fingerprint,
        board_radius=model.board_radius,
        home_layouts={int(k): tuple(Hex(q, r) for q, r in v) for k, v in model.home_layouts.items()},
        fighters_at_home=model.start.fighters_at_home,
        ship_costs={kind: Cost(c.metal, c.energy, c.marks) for kind, c in model.ships.items()},
        tech_costs={tech: Cost(c.metal, c.energy, c.marks) for tech, c in model.technologies.items()},
        tiles=tiles,
    )


def _problem(c: Components) -> str | None:
    """What the aid's setup needs of the tiles and layouts, or None."""
    kinds = [t.kind for t in c.tiles.values()]
    if len(c.tiles) != sum(1 for _ in kinds):
        return "tiles: two tiles share an id"
    if kinds.count(TileKind.OMEGA_SUN) != 1 or kinds.count(TileKind.BLACK_HOLE) != 1:
        return "tiles: there must be exactly one omega_sun and one black_hole"
    homes = c.homes()
    if len(homes) != MAX_PLAYERS or len({t.home_color for t in homes}) != MAX_PLAYERS or any(t.home_color is None for t in homes):
        return f"tiles: there must be {MAX_PLAYERS} home tiles, each with its own home_color"
    if any(t.planets < 1 for t in homes):
        return "tiles: a home sector needs a planet"
    for kind in (TileKind.SUN, TileKind.OMEGA_SUN, TileKind.BLACK_HOLE):
        if any(t.planets or t.food or t.metal or t.energy for t in c.tiles.values() if t.kind is kind):
            return f"tiles: a {kind.value} tile holds no planet and produces nothing"
    missing = [t for t in Tech if t not in c.tech_costs] + [k for k in ShipKind if k not in c.ship_costs]
    if missing:
        return f"'{missing[0].value}' has no cost"
    spaces = 3 * c.board_radius * (c.board_radius + 1)  # every space but the center
    stacked = sum(1 for t in c.tiles.values() if t.kind in (TileKind.SECTOR, TileKind.SUN))
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        layout = c.home_layouts.get(players)
        if layout is None or len(layout) != players or len(set(layout)) != players:
            return f"home_layouts.{players}: needs {players} different hexes"
        bad = [h for h in layout if h == CENTER or distance(h, CENTER) > c.board_radius]
        if bad:
            return f"home_layouts.{players}: {bad[0].text()} is the center or off the board"
        if stacked + MAX_PLAYERS - players > spaces - players:
            return f"tiles: {stacked + MAX_PLAYERS - players} tiles do not fit the board's {spaces - players} empty spaces"
    return None
