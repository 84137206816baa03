"""Warlord, Firing / Removing Casualties / Ending Combat: one battle as a small state machine.

A round fires in three phases (1: dreadnoughts 3 dice; 2: cruisers 2, Empires 2, Starbases
3; 3: fighters 1), attacker and defender together; fighters hit on 5-6, everything else on
4-6 (Plasma Weapons: +1 to each attacking die; Ion Cannons: Empires 3 dice, Starbases 4).
After each phase's roll (and a Time Warp re-roll) each side chooses its casualties
(``Assign``; the engine applies the only choice by itself): an Empire or Starbase takes hits
only once every defending ship is destroyed; a dreadnought flips on the first hit and dies on
the second and repairs after the battle; a Starbase flips into an Empire and does not repair.
Shield Generators ignore the first hit on a side that began the battle with ships. After the
third phase the attacker continues or retreats to the previous sector (not after a warp, and
never the defender). Ships that warped into combat first get one free attack: one round of
the three phases in which the defender does not fire but still chooses his casualties.

The winner in a planet sector claims it with an Empire token and takes 1 VP if he destroyed an
enemy Empire; a defender never receives an award, and nothing is won when both sides destroy
each other.
"""

from __future__ import annotations

from collections.abc import Iterator

from ge_desktop.rulesets.galactic_emperor import techs
from ge_desktop.rulesets.galactic_emperor.actions import Assign
from ge_desktop.rulesets.galactic_emperor.board import claim, enemies_at, planets, remove_token, take_vp, to_reserve
from ge_desktop.rulesets.galactic_emperor.components import EMPIRE_HIT_ON, HIT_ON, Seat, ShipKind, Tech
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.state import Battle, GameState, Ship

PHASE_KIND = {1: ShipKind.DREADNOUGHT, 2: ShipKind.CRUISER, 3: ShipKind.FIGHTER}
SHIP_DICE = {ShipKind.DREADNOUGHT: 3, ShipKind.CRUISER: 2, ShipKind.FIGHTER: 1}
EMPIRE_DICE, STARBASE_DICE = 2, 3


def start(state: GameState, at: Hex, attacker: Seat, warped: bool) -> None:
    """A battle at ``at`` between ``attacker`` and the first enemy there."""
    defender = enemies_at(state, attacker, at)[0]
    battle = Battle(at, attacker, defender, free_attack=warped, can_retreat=not warped)
    state.battle = battle
    state.count("combat")
    if warped:
        state.count("warp_attack")
    state.say(f"p{attacker} attacks p{defender} at {at.text()}" + (" (warped in: one free attack)" if warped else ""))
    for side in (attacker, defender):
        if state.ships_at(at, side) and techs.usable(state, side, Tech.SHIELD_GENERATORS):
            techs.declare(state, side, Tech.SHIELD_GENERATORS)
    sector = state.board.get(at)
    if sector is not None and sector.owner == defender and techs.usable(state, defender, Tech.ION_CANNONS):
        techs.declare(state, defender, Tech.ION_CANNONS)
    if techs.usable(state, attacker, Tech.PLASMA_WEAPONS):
        techs.declare(state, attacker, Tech.PLASMA_WEAPONS)
    _new_round(state, battle)


def _new_round(state: GameState, battle: Battle) -> None:
    battle.phase, battle.extra = 1, None
    role = state.role
    chooser = role is not None and role.role.is_warlord and role.chooser == battle.attacker
    battle.step = "extra" if chooser else "roll"


def side_units(state: GameState, battle: Battle, seat: Seat) -> tuple[list[Ship], bool, bool]:
    """``seat``'s ships in the battle, and whether he fights with a Starbase / an Empire there."""
    ships = state.ships_at(battle.at, seat)
    sector = state.board.get(battle.at)
    token = sector is not None and seat == battle.defender and sector.owner == seat
    starbase = token and sector is not None and sector.starbase
    return ships, starbase, token and not starbase


def _dice_for(state: GameState, battle: Battle, seat: Seat) -> list[int]:
    """The hit numbers of ``seat``'s dice in this phase (one entry per die)."""
    attacking = seat == battle.attacker
    if battle.free_attack and not attacking:
        return []
    ships, starbase, empire = side_units(state, battle, seat)
    kind = PHASE_KIND[battle.phase]
    bonus = 1 if attacking and battle.plasma else 0
    count = SHIP_DICE[kind] * sum(1 for s in ships if s.kind is kind)
    if attacking and battle.extra is kind and count:
        count += 1
        state.count("ability:warlord")
    needs = [HIT_ON[kind] - bonus] * count
    if battle.phase == 2 and (starbase or empire):
        ion = 1 if seat in battle.ion else 0
        needs += [EMPIRE_HIT_ON - bonus] * ((STARBASE_DICE if starbase else EMPIRE_DICE) + ion)
    return needs


def roll(state: GameState, battle: Battle) -> None:
    """Both sides roll this phase's dice; Time Warp may re-roll one."""
    battle.dice_owner, battle.dice_need, state.dice = [], [], []
    for seat in (battle.attacker, battle.defender):
        for need in _dice_for(state, battle, seat):
            battle.dice_owner.append(seat)
            battle.dice_need.append(need)
            state.dice.append(state.rng.roll())
    if state.dice:
        state.say(f"phase {battle.phase} at {battle.at.text()}: " + ", ".join(f"p{o}:{v}" for o, v in zip(battle.dice_owner, state.dice, strict=True)))
    battle.step = "rolled"
    techs.offer_time_warp(state)


def capacity(state: GameState, battle: Battle, seat: Seat) -> int:
    ships, starbase, empire = side_units(state, battle, seat)
    per = {ShipKind.FIGHTER: 1, ShipKind.CRUISER: 1}
    return sum(per.get(s.kind, 1 if s.damaged else 2) for s in ships) + (2 if starbase else 0) + (1 if empire else 0)


def score_hits(state: GameState, battle: Battle) -> None:
    """The dice that hit, the shields, and who must now choose casualties."""
    hits = {battle.attacker: 0, battle.defender: 0}
    for owner, need, value in zip(battle.dice_owner, battle.dice_need, state.dice, strict=True):
        if value >= need:
            target = battle.defender if owner == battle.attacker else battle.attacker
            hits[target] += 1
    for seat in (battle.defender, battle.attacker):
        if hits[seat] and seat in battle.shield:
            hits[seat] -= 1
            battle.shield.remove(seat)
            state.say(f"p{seat}'s Shield Generators ignore the first hit")
        hits[seat] = min(hits[seat], capacity(state, battle, seat))
    state.dice = []
    battle.hits = {seat: n for seat, n in hits.items() if n > 0}
    battle.step = "assign"


def allocations(state: GameState, battle: Battle, seat: Seat) -> Iterator[Assign]:
    """Every legal way for ``seat`` to take his hits now."""
    n = battle.hits.get(seat, 0)
    ships, starbase, empire = side_units(state, battle, seat)
    f_all = sum(1 for s in ships if s.kind is ShipKind.FIGHTER)
    c_all = sum(1 for s in ships if s.kind is ShipKind.CRUISER)
    d_all = sum(1 for s in ships if s.kind is ShipKind.DREADNOUGHT and not s.damaged)
    x_all = sum(1 for s in ships if s.kind is ShipKind.DREADNOUGHT and s.damaged)
    for f in range(min(f_all, n) + 1):
        for c in range(min(c_all, n - f) + 1):
            for d in range(min(d_all, n - f - c) + 1):
                for x in range(min(x_all + d, n - f - c - d) + 1):
                    rest = n - f - c - d - x
                    all_ships_dead = f == f_all and c == c_all and x == x_all + d_all
                    if rest == 0:
                        yield Assign(f, c, d, x, 0, 0)
                    elif all_ships_dead:
                        s = min(rest, 1 if starbase else 0)
                        e = rest - s
                        if e <= (1 if empire or s else 0):
                            yield Assign(f, c, d, x, s, e)


def check_assign(state: GameState, seat: Seat, action: Assign) -> str | None:
    battle = state.battle
    assert battle is not None
    if action.total != battle.hits.get(seat, 0):
        return f"take exactly {battle.hits.get(seat, 0)} hits"
    if action not in set(allocations(state, battle, seat)):
        return "those units cannot take these hits (an Empire or Starbase is hit only when every defending ship is destroyed)"
    return None


def assign(state: GameState, seat: Seat, action: Assign) -> None:
    """Remove ``seat``'s casualties."""
    battle = state.battle
    assert battle is not None
    ships, _, _ = side_units(state, battle, seat)
    by_kind = {k: sorted((s for s in ships if s.kind is k), key=lambda s: s.name, reverse=True) for k in ShipKind}
    for ship in by_kind[ShipKind.FIGHTER][: action.fighters] + by_kind[ShipKind.CRUISER][: action.cruisers]:
        to_reserve(ship)
    fresh = [s for s in by_kind[ShipKind.DREADNOUGHT] if not s.damaged]
    for ship in fresh[: action.flips]:
        ship.damaged = True
    for ship in [s for s in by_kind[ShipKind.DREADNOUGHT] if s.damaged][: action.kills]:
        to_reserve(ship)
    sector = state.board.get(battle.at)
    if sector is not None and action.starbase:
        sector.starbase = False
        state.say(f"p{seat}'s Starbase at {battle.at.text()} is flipped into an Empire")
    if sector is not None and action.empire:
        remove_token(state, sector)
        battle.empire_killed = True
        state.say(f"p{seat}'s Empire at {battle.at.text()} is destroyed")
    if action.total:
        state.say(f"p{seat} takes {action.total} hit{'s' if action.total > 1 else ''}: {casualties(action)}")
    del battle.hits[seat]


def casualties(action: Assign) -> str:
    """An assignment in words ("2 fighters lost, 1 dreadnought flipped")."""
    words = (
        (action.fighters, "fighter", "lost"),
        (action.cruisers, "cruiser", "lost"),
        (action.flips, "dreadnought", "flipped"),
        (action.kills, "dreadnought", "lost"),
        (action.starbase, "Starbase", "flipped"),
        (action.empire, "Empire", "destroyed"),
    )
    return ", ".join(f"{n} {name}{'s' if n > 1 else ''} {what}" for n, name, what in words if n)


def next_to_assign(battle: Battle) -> Seat | None:
    for seat in (battle.defender, battle.attacker):
        if seat in battle.hits:
            return seat
    return None


def after_phase(state: GameState, battle: Battle) -> None:
    """The next phase, or the end of the round: the battle is over once a side has nothing left."""
    attacker_left = bool(state.ships_at(battle.at, battle.attacker))
    ships, starbase, empire = side_units(state, battle, battle.defender)
    defender_left = bool(ships) or starbase or empire
    if not attacker_left or not defender_left:
        finish(state, battle, retreated=False)
        return
    if battle.phase < 3:
        battle.phase += 1
        battle.step = "roll"
        return
    battle.rounds += 1
    if battle.free_attack:
        battle.free_attack = False
        _new_round(state, battle)
    elif battle.can_retreat:
        battle.step = "decide"
    else:
        _new_round(state, battle)


def decide(state: GameState, retreat: bool) -> None:
    battle = state.battle
    assert battle is not None
    if not retreat:
        _new_round(state, battle)
        return
    for ship in state.ships_at(battle.at, battle.attacker):
        ship.at = ship.came_from if ship.came_from is not None else ship.at
        ship.stopped = True
    state.count("retreat")
    state.say(f"p{battle.attacker} retreats from {battle.at.text()}")
    finish(state, battle, retreated=True)


def finish(state: GameState, battle: Battle, retreated: bool) -> None:
    """Ending Combat: repairs, the claim and the Victory Point."""
    for ship in state.ships_at(battle.at):
        ship.damaged = False
    attacker_left = bool(state.ships_at(battle.at, battle.attacker))
    ships, starbase, empire = side_units(state, battle, battle.defender)
    won = attacker_left and not (ships or starbase or empire) and not retreated
    state.battle = None
    if won:
        state.say(f"p{battle.attacker} wins the battle at {battle.at.text()}")
        if battle.empire_killed:
            take_vp(state, battle.attacker, 1, "destroyed an enemy Empire")
        sector = state.board.get(battle.at)
        if sector is not None and sector.owner is None and planets(state, battle.at) > 0:
            claim(state, battle.attacker, battle.at, "won the battle")
    elif not retreated:
        state.say(f"the battle at {battle.at.text()} ends: p{battle.defender} holds")
    role = state.role
    if role is not None and battle.at in role.contested and not (attacker_left and enemies_at(state, battle.attacker, battle.at)):
        role.contested.remove(battle.at)


def advance(state: GameState) -> bool:
    """Take the battle's automatic steps; False when it waits for a player."""
    battle = state.battle
    if battle is None:
        return False
    if battle.step == "roll":
        roll(state, battle)
        return True
    if battle.step == "rolled":
        score_hits(state, battle)
        return True
    if battle.step == "assign":
        seat = next_to_assign(battle)
        if seat is None:
            after_phase(state, battle)
            return True
        options = list(allocations(state, battle, seat))
        if len(options) == 1:
            assign(state, seat, options[0])
            return True
    return False


def extra(state: GameState, kind: ShipKind) -> None:
    battle = state.battle
    assert battle is not None
    battle.extra = kind
    battle.step = "roll"
