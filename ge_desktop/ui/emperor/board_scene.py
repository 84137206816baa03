"""``EmperorBoardScene``: Galactic Emperor's table: the hex board in the middle, the players'
mats on its left, the Throne, the roles pool, the market, the turned-up tiles and the dice on
its right. A layout and drag coordinator (the items draw themselves):

- ``show(obs, moves)`` lays out what the seat at the screen may see (``Observation``: another
  player's Victory Point total is not in it) and which pieces he may drag now (``BoardMoves``,
  from the session's legal actions);
- a drag: an item reports its start (``drag_started``): the scene asks ``targets_for`` (the
  session, through the page) where the piece may go and highlights those spaces (and the
  Throne); at its end (``drag_ended``) it finds the hex under the pointer (``hex_layout``) and
  emits ``ships_dropped``, ``tile_dropped`` or ``influence_dropped``. It never changes the game.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene

from ge_desktop.rulesets.galactic_emperor.components import STORAGE_CAPACITY, TileId
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex, spiral
from ge_desktop.rulesets.galactic_emperor.observe import Observation, PlayerView
from ge_desktop.rulesets.galactic_emperor.state import Phase
from ge_desktop.ui.emperor.box_item import BoxItem
from ge_desktop.ui.emperor.dice_item import DiceItem
from ge_desktop.ui.emperor.fleet_item import FleetItem, FleetLook
from ge_desktop.ui.emperor.hex_layout import HEX_SIZE, board_hex_at, board_rect, hex_center
from ge_desktop.ui.emperor.piece_item import PIECE_SIZE, PieceItem
from ge_desktop.ui.emperor.sector_item import SectorItem, SectorLook
from ge_desktop.ui.emperor.words import ROLE_TITLES, SEAT_COLORS, player_name, seat_label, tech_title

MAT_W, MAT_H, MAT_GAP = 250.0, 104.0, 8.0
SIDE_W, SIDE_GAP = 290.0, 8.0
COLUMN_GAP = 24.0
WRAP = 40

Target = Hex | None  # None: the Throne card
Payload = tuple[str, ...]  # ("ships", *names), ("tile", tile id), ("influence", "")


@dataclass(frozen=True)
class BoardMoves:
    """What the player at the screen may drag now (empty while someone else acts)."""

    movable: dict[tuple[int, Hex], tuple[str, ...]] = field(default_factory=dict)  # (owner, hex) -> ships
    tiles: frozenset[TileId] = frozenset()
    influence: bool = False


class EmperorBoardScene(QGraphicsScene):
    ships_dropped = Signal(tuple, object)  # ship names, Hex
    tile_dropped = Signal(str, object)  # tile id, Hex
    influence_dropped = Signal(object)  # Hex, or None for the Throne
    drop_refused = Signal(str)

    def __init__(self, radius: int = 3) -> None:
        super().__init__()
        self.radius = radius
        self.obs: Observation | None = None
        self.targets_for: Callable[[Payload], set[Target]] = lambda payload: set()
        self.sectors: dict[Hex, SectorItem] = {}
        self.fleets: list[FleetItem] = []
        self.pieces: list[PieceItem] = []
        self.mats: list[BoxItem] = []
        self._targets: set[Target] = set()
        self._build(radius)

    # --- fixed layout ---------------------------------------------------------------------------

    def _build(self, radius: int) -> None:
        for h in spiral(CENTER, radius):
            item = SectorItem(h)
            self.addItem(item)
            self.sectors[h] = item
        left, top, width, height = board_rect(radius, HEX_SIZE)
        self.board_left, self.board_top, self.board_width, self.board_height = left, top, width, height
        self.side_x = left + width + COLUMN_GAP
        y = top
        self.throne = self._box("throne", 88, y)
        y += 88 + SIDE_GAP
        self.roles = self._box("roles", 110, y)
        y += 110 + SIDE_GAP
        self.market = self._box("market", 78, y)
        y += 78 + SIDE_GAP
        self.faceup = self._box("faceup", 148, y)
        y += 148 + SIDE_GAP
        self.dice = DiceItem(SIDE_W)
        self.dice.setPos(self.side_x, y)
        self.addItem(self.dice)
        self.wide = True
        self._place_mats()

    def set_wide(self, wide: bool) -> None:
        """The shape of the table: wide (the mats in a column left of the board) or compact (the
        mats in rows of three under the board and the side column, for a narrow window)."""
        if wide != self.wide:
            self.wide = wide
            self._place_mats()

    def _place_mats(self) -> None:
        left, top, height = self.board_left, self.board_top, self.board_height
        right = self.side_x + SIDE_W
        count = max(len(self.mats), 3)
        if self.wide:
            total = count * MAT_H + (count - 1) * MAT_GAP
            for seat, mat in enumerate(self.mats):
                mat.set_width(MAT_W)
                mat.setPos(left - COLUMN_GAP - MAT_W, top + height / 2 - total / 2 + seat * (MAT_H + MAT_GAP))
            mats_left = left - COLUMN_GAP - MAT_W
            self.setSceneRect(QRectF(mats_left - 10, top - 10, right - mats_left + 20, height + 20))
            return
        per_row = 3 if count <= 6 else 4
        rows = (count + per_row - 1) // per_row
        width = (right - left - (per_row - 1) * MAT_GAP) / per_row
        for seat, mat in enumerate(self.mats):
            row, col = divmod(seat, per_row)
            mat.set_width(width)
            mat.setPos(left + col * (width + MAT_GAP), top + height + COLUMN_GAP + row * (MAT_H + MAT_GAP))
        self.setSceneRect(QRectF(left - 10, top - 10, right - left + 20, height + COLUMN_GAP + rows * (MAT_H + MAT_GAP) + 20))

    def _box(self, key: str, height: float, y: float) -> BoxItem:
        box = BoxItem(key, SIDE_W, height)
        box.setPos(self.side_x, y)
        self.addItem(box)
        return box

    # --- showing an observation -------------------------------------------------------------

    def show(self, obs: Observation, moves: BoardMoves) -> None:
        self.obs = obs
        placed = obs.role.placed if obs.role is not None else {}
        fought = obs.battle.at if obs.battle is not None else None
        for h, item in self.sectors.items():
            sector = obs.board.get(h)
            if sector is None:
                item.show_look(SectorLook(None))
            else:
                tokens = tuple(sorted((int(seat), n) for seat, n in placed.get(h.text(), {}).items() if n))
                tile = obs.tiles.get(sector.tile)
                item.show_look(SectorLook(tile, sector.owner, sector.starbase, sector.home_of, sector.food, False, tokens, h == fought))
        self._show_fleets(obs, moves)
        self._show_mats(obs)
        self._show_side(obs)
        self._show_pieces(obs, moves)
        self._show_dice(obs)

    def _show_fleets(self, obs: Observation, moves: BoardMoves) -> None:
        for item in self.fleets:
            self.removeItem(item)
        self.fleets = []
        stacks: dict[Hex, dict[int, list[str]]] = {}
        damaged: dict[tuple[int, Hex], list[str]] = {}
        for ship in obs.ships:
            if ship.at is None:
                continue
            stacks.setdefault(ship.at, {}).setdefault(ship.owner, []).append(ship.name)
            if ship.damaged:
                damaged.setdefault((ship.owner, ship.at), []).append(ship.name)
        for at, owners in stacks.items():
            cx, cy = hex_center(at)
            for index, owner in enumerate(sorted(owners)):
                names = tuple(sorted(owners[owner]))
                look = FleetLook(owner, at, names, tuple(damaged.get((owner, at), ())), moves.movable.get((owner, at), ()))
                item = FleetItem(look)
                width = item.boundingRect().width()
                item.home = QPointF(cx - width / 2, cy - 12 + index * 20 - 10 * max(0, len(owners) - 2))
                item.setPos(item.home)
                self.addItem(item)
                self.fleets.append(item)

    def _show_mats(self, obs: Observation) -> None:
        if len(self.mats) != len(obs.players):
            for mat in self.mats:
                self.removeItem(mat)
            self.mats = [BoxItem(f"mat:{seat}", MAT_W, MAT_H) for seat in range(len(obs.players))]
            for mat in self.mats:
                self.addItem(mat)
            self._place_mats()
        for player, mat in zip(obs.players, self.mats, strict=False):
            title = seat_label(player.seat) + (" - you" if player.seat == obs.viewer else "") + (" - Throne" if obs.throne == player.seat else "")
            mat.show_text(title, mat_lines(player, obs), SEAT_COLORS[player.seat], active=obs.to_act == player.seat)

    def _show_side(self, obs: Observation) -> None:
        holder = player_name(obs.throne) if obs.throne is not None else "none (the Regent's prize)"
        arrow = "left (seat up)" if obs.direction > 0 else "right (seat down)"
        on_throne = obs.role.placed.get("throne", {}) if obs.role is not None else {}
        bids = ", ".join(f"{player_name(seat)} {n}" for seat, n in sorted(on_throne.items()) if n)
        lines = [f"Holder: {holder}", f"Direction: {arrow}", f"Round {obs.round_number}"] + ([f"Influence: {bids}"] if bids else [])
        self.throne.show_text("The Throne", lines, "#6b4f1d")
        self.throne.setToolTip("Drop an influence token here to bid for the Throne" if obs.phase is Phase.REGENT else "")
        self.roles.show_text("Roles", role_lines(obs))
        prices = ", ".join(f"{r.value} {p}" for r, p in obs.prices.items()) or "not rolled yet"
        backs = ", ".join(f"{b.value} {n}" for b, n in obs.stack_backs.items())
        self.market.show_text("Market and stacks", [f"Prices (marks): {prices}", f"Facedown tiles: {backs}", f"Victory Point pool: {obs.pool_vp} VP"])
        scan = obs.role.scan_drawn if obs.role is not None else None
        shown = len(obs.faceup) + (1 if scan is not None else 0)
        self.faceup.show_text(f"Turned up tiles ({shown})", [])

    def _show_pieces(self, obs: Observation, moves: BoardMoves) -> None:
        for item in self.pieces:
            self.removeItem(item)
        self.pieces = []
        tiles = list(obs.faceup)
        scan = obs.role.scan_drawn if obs.role is not None else None
        if scan is not None:
            tiles.append(scan)  # only its drawer's observation holds it
        step = PIECE_SIZE * 1.85
        for index, tile in enumerate(tiles):
            definition = obs.tiles.get(tile)
            if definition is None:
                continue
            piece = PieceItem(("tile", tile), definition)
            row, col = divmod(index, 5)
            piece.home = QPointF(self.side_x + 36 + col * step + (step / 2 if row % 2 else 0), self.faceup.y() + 58 + row * 56)
            piece.setPos(piece.home)
            piece.set_draggable(tile in moves.tiles)
            self.addItem(piece)
            self.pieces.append(piece)
        me = obs.viewer
        if me is not None and moves.influence:
            token = PieceItem(("influence", ""), None, me, obs.players[me].influence)
            token.home = QPointF(self.side_x + SIDE_W - 26, self.throne.y() + 52)
            token.setPos(token.home)
            token.set_draggable(True)
            self.addItem(token)
            self.pieces.append(token)

    def _show_dice(self, obs: Observation) -> None:
        battle = obs.battle
        if battle is not None and obs.dice and len(battle.dice_owner) == len(obs.dice):
            dice: list[tuple[int, int | None, int | None]] = [(v, int(o), n) for v, o, n in zip(obs.dice, battle.dice_owner, battle.dice_need, strict=True)]
            self.dice.show_dice(f"Battle at {battle.at.q},{battle.at.r}, phase {battle.phase}: the dice", dice)
        elif obs.dice and obs.phase is Phase.MERCHANT:
            self.dice.show_dice("Market dice", [(v, None, None) for v in obs.dice])
        else:
            self.dice.show_dice("", [])

    # --- dragging ---------------------------------------------------------------------------------

    def drag_started(self, item: object, payload: Payload) -> None:
        self._targets = self.targets_for(payload)
        for h, sector in self.sectors.items():
            if h in self._targets:
                sector.show_look(replace(sector.look, highlight=True))
        self.throne.set_highlight(None in self._targets)

    def drag_ended(self, payload: Payload, pos: QPointF) -> None:
        target: Target = board_hex_at(pos.x(), pos.y(), self.radius)
        over_throne = self.throne.sceneBoundingRect().contains(pos)
        for h in self._targets:
            if h is not None:
                self.sectors[h].show_look(replace(self.sectors[h].look, highlight=False))
        self.throne.set_highlight(False)
        self._targets = set()
        if payload[0] == "influence" and over_throne:
            self.influence_dropped.emit(None)
        elif target is None:
            return  # dropped off the board: nothing happens
        elif payload[0] == "ships":
            self.ships_dropped.emit(tuple(payload[1:]), target)
        elif payload[0] == "tile":
            self.tile_dropped.emit(payload[1], target)
        elif payload[0] == "influence":
            self.influence_dropped.emit(target)

    def highlighted(self) -> set[Target]:
        found: set[Target] = {h for h, s in self.sectors.items() if s.look.highlight}
        return found | ({None} if self.throne.highlight else set())

    # --- what is written on the table (the secrecy tests read it) ---------------------------------

    def texts(self) -> list[str]:
        found: list[str] = []
        for item in self.items():
            texts = getattr(item, "texts", None)
            if texts is not None:
                found += [t for t in texts() if t]
        return found


def mat_lines(player: PlayerView, obs: Observation) -> list[str]:
    """A player's mat: marks, Storage Facility, tokens, technologies, and his VP only to himself."""
    vp = f"{player.vp} VP" if player.vp is not None else "secret"
    food = f", food {player.food}" if player.food else ""
    storage = f"Storage: metal {player.metal}/{STORAGE_CAPACITY['metal']}, energy {player.energy}/{STORAGE_CAPACITY['energy']}{food}"
    lines = [f"Marks {player.marks}   Empire tokens {player.tokens}   Influence {player.influence}", storage, f"Victory Points: {vp}"]
    techs = ", ".join(tech_title(t) + (" (stopped)" if (player.seat, t) in obs.sabotaged else "") for t in player.techs) or "none"
    lines += textwrap.wrap(f"Technologies: {techs}", WRAP)[:2]
    return lines


def role_lines(obs: Observation) -> list[str]:
    pool = ", ".join(ROLE_TITLES[r] for r in obs.roles_pool) or "empty"
    chosen = ", ".join(ROLE_TITLES[r] for r in obs.roles_chosen) or "none yet"
    lines = textwrap.wrap(f"Pool: {pool}", WRAP) + textwrap.wrap(f"Chosen this round: {chosen}", WRAP)
    role = obs.role
    if role is not None:
        lines.append(f"Now: {ROLE_TITLES[role.role]} (chosen by {player_name(role.chooser)})")
    return lines[:5]


