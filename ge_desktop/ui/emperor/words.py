"""Galactic Emperor in words: players, roles, technologies, tiles, each action as a move-list
line, log lines with seats as player names, and the seat colours the board uses.

Everything here reads an ``Observation`` (what the seat at the screen may see), never the full
state, so no line can name what that seat may not see: another player's Victory Point total is
``None`` in it and the tile another player drew with Long Range Scanners is not in its tiles.
"""

from __future__ import annotations

import re
from enum import Enum

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.components import Resource, Role, Seat, Tech, TileDef, TileId, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.observe import Observation
from ge_desktop.rulesets.galactic_emperor.state import Phase

# The home sectors' colours in seat order (the data file's home tiles: red, blue, green, yellow, purple, orange).
SEAT_COLORS = ("#d84a3a", "#3f7fd8", "#3fae55", "#e2c23a", "#9a5bd0", "#ec8a2c")
SEAT_COLOR_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")

ROLE_TITLES = {
    Role.EXPLORER: "Explorer",
    Role.MERCHANT: "Merchant",
    Role.STEWARD: "Steward",
    Role.ENGINEER: "Engineer",
    Role.WARLORD: "Warlord",
    Role.WARLORD_2: "Warlord (flipped Explorer)",
    Role.REGENT: "Regent",
    Role.SCIENTIST: "Scientist",
}
PHASE_TITLES: dict[Enum, str] = {
    Phase.DIRECTION: "Direction",
    Phase.CHOOSE_ROLE: "Choose a role",
    Phase.EXPLORER: "Explorer",
    Phase.MERCHANT: "Merchant",
    Phase.STEWARD: "Steward",
    Phase.ENGINEER: "Engineer",
    Phase.WARLORD: "Warlord",
    Phase.REGENT: "Regent",
    Phase.SCIENTIST: "Scientist",
    Phase.GAME_OVER: "Game over",
}
KIND_WORDS = {"f": "fighter", "c": "cruiser", "d": "dreadnought"}
_SEAT_WORD = re.compile(r"\bp(\d+)\b")


def player_name(seat: Seat | int) -> str:
    return f"Player {seat + 1}"


def seat_label(seat: Seat | int) -> str:
    """``Player 2 (Blue)``: the name and the colour of his pieces."""
    return f"{player_name(seat)} ({SEAT_COLOR_NAMES[seat % len(SEAT_COLOR_NAMES)]})"


def tech_title(tech: Tech) -> str:
    return tech.value.replace("_", " ").title()


def hex_words(at: Hex | None) -> str:
    return "the Throne" if at is None else f"sector {at.q},{at.r}"


def tile_words(tile: TileDef) -> str:
    """``Ardel: 1 planet, food 2, metal 1`` (what the tile shows face up)."""
    if tile.kind is TileKind.BLACK_HOLE:
        return f"{tile.name}: warps ships anywhere"
    if tile.is_sun:
        return f"{tile.name}: a sun (ships skip it)"
    made = ", ".join(f"{r} {n}" for r, n in (("food", tile.food), ("metal", tile.metal), ("energy", tile.energy)) if n)
    planets = {0: "no planet", 1: "1 planet", 2: "2 planets"}[tile.planets]
    return f"{tile.name}: {planets}" + (f", {made}" if made else "")


def tile_name(obs: Observation, tile: TileId) -> str:
    found = obs.tiles.get(tile)
    return found.name if found is not None else "a facedown tile"


def sector_name(obs: Observation, at: Hex) -> str:
    sector = obs.board.get(at)
    if sector is None:
        return f"empty space {at.q},{at.r}"
    return f"{tile_name(obs, sector.tile)} ({at.q},{at.r})"


def log_line(line: str) -> str:
    """A log line with ``p2`` written as ``Player 3``."""
    return _SEAT_WORD.sub(lambda m: player_name(int(m.group(1))), line)


def ships_words(names: tuple[str, ...]) -> str:
    counts: dict[str, int] = {}
    for name in names:
        counts[name[0]] = counts.get(name[0], 0) + 1
    parts = [f"{n} {KIND_WORDS[k]}{'s' if n > 1 else ''}" for k, n in counts.items()]
    return " and ".join(parts) + f" ({','.join(names)})"


def describe_action(action: Action, obs: Observation) -> str:
    """One move-list line for ``action`` as the seat at the screen sees the game."""
    words = _describe(action, obs)
    return words if words is not None else action.notation()


def _describe(action: Action, obs: Observation) -> str | None:
    simple: dict[type, str] = {
        A.Done: "Done (end my turn in this step)",
        A.Pass: "Pass (do not use the technology)",
        A.BuyInfluence: "Buy the extra influence token",
        A.Interrupt: "Ambassador: send that token elsewhere",
        A.Sabotage: "Saboteur: stop that technology this round",
    }
    if type(action) in simple:
        return simple[type(action)]
    match action:
        case A.SetDirection(left=left):
            return f"Point the Direction marker {'left' if left else 'right'}"
        case A.ChooseRole(role=role):
            return f"Choose the {ROLE_TITLES[role]}"
        case A.Explore(tile=tile, at=at):
            return f"Explore: place {tile_name(obs, tile)} at {at.q},{at.r}"
        case A.Scan(tile=tile):
            return f"Long Range Scanners: compare {tile_name(obs, tile)} with the top tile"
        case A.DropDie(index=index):
            return f"Discard market die {index + 1} (a {obs.dice[index]})" if index < len(obs.dice) else f"Discard die {index + 1}"
        case A.Collect(at=at):
            return f"Collect the food on {sector_name(obs, at)}"
        case A.Trade(buy=buy, resource=resource):
            price = obs.prices.get(resource)
            return f"{'Buy' if buy else 'Sell'} 1 {resource.value} ({price} marks)"
        case A.Fund(at=at):
            return f"Fund production: 1 food onto {sector_name(obs, at)}"
        case A.Pirate(victim=victim, at=at):
            what = "1 metal from the Storage Facility" if at is None else f"1 food from {sector_name(obs, at)}"
            return f"Space Pirate: take {what} of {player_name(victim)}"
        case A.Bonus(resource=resource):
            return f"Steward's bonus: 1 free {resource.value}"
        case A.Produce(at=at, free=free):
            return f"Produce at {sector_name(obs, at)}" + (" (Protein Fields, free)" if free else "")
        case A.FreeFighter(at=at):
            return f"Engineer's bonus: a free fighter at {sector_name(obs, at)}"
        case A.Build(kind=kind, at=at):
            return f"Build a {kind.value} at {sector_name(obs, at)}"
        case A.BuyTech(tech=tech):
            return f"Buy {tech_title(tech)}"
        case A.UseTech(tech=tech):
            return f"Use {tech_title(tech)}"
        case A.Move(ships=ships, to=to):
            return f"Move {ships_words(ships)} to {sector_name(obs, to)}"
        case A.Warp(to=to):
            return f"Warp through the Black Hole to {sector_name(obs, to)}"
        case A.Fight(at=at):
            return f"Fight at {sector_name(obs, at)}"
        case A.ExtraDie(kind=kind):
            return f"Warlord's extra die to a {kind.value}"
        case A.Assign():
            return "Take hits: " + _casualty_words(action)
        case A.Continue(retreat=retreat):
            return "Retreat" if retreat else "Continue the combat"
        case A.Influence(at=at):
            return f"Place influence on {'the Throne' if at is None else sector_name(obs, at)}"
        case A.TimeWarp(index=index, again=again):
            if again:
                return "Time Warp: re-roll it once more"
            value = obs.dice[index] if index < len(obs.dice) else "?"
            return f"Time Warp: re-roll die {index + 1} (a {value})"
    return None


def _casualty_words(action: A.Assign) -> str:
    parts = [
        (action.fighters, "fighter"),
        (action.cruisers, "cruiser"),
        (action.flips, "dreadnought damaged"),
        (action.kills, "damaged dreadnought lost"),
        (action.starbase, "Starbase flipped"),
        (action.empire, "Empire lost"),
    ]
    said = [f"{n} {word}" + ("s" if n > 1 and word in ("fighter", "cruiser") else "") for n, word in parts if n]
    return ", ".join(said) or "none"


def waiting_text(obs: Observation) -> str:
    """Who the game waits for, and on what (public)."""
    if obs.outcome is not None:
        winner = obs.outcome.winner
        return f"Game over: {player_name(winner)} wins" if winner is not None else "Game over: a shared victory"
    who = player_name(obs.to_act) if obs.to_act is not None else "nobody"
    if obs.window is not None:
        return f"{who} may answer with a technology"
    if obs.battle is not None:
        return f"Battle at {obs.battle.at.q},{obs.battle.at.r}: {who} to decide"
    if obs.phase is Phase.DIRECTION:
        return f"{who} points the Direction marker"
    if obs.phase is Phase.CHOOSE_ROLE:
        return f"{who} chooses a role"
    role = obs.role
    title = ROLE_TITLES[role.role] if role is not None else PHASE_TITLES[obs.phase]
    return f"{title}: {who} to act"


def resources_words(resource: Resource, n: int) -> str:
    return f"{n} {resource.value}"
