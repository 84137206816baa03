"""Technologies: declaring one, the Saboteur's moment, Time Warp's re-rolls, Ambassador's
interrupt, and what each declared technology does once nobody stopped it.

Saboteur (Anytime): "used automatically after a player declares they are using a
technology", so every use of a technology is declared (``declare``) and waits while the
Saboteur's holder (another player, once per round) is asked; a stopped technology stays off
for the rest of the round and the victim rolls 1 die: 5-6 catches the Saboteur (removed from
the game). Passive technologies are declared when they first matter: Shield Generators, Ion
Cannons and Plasma Weapons at the start of a battle, the rest by the ``use`` action or by the
action that is their use (Space Pirate, Long Range Scanners, Ambassador, Time Warp). Time
Warp (Anytime, once per round) is offered after the market dice and after each combat roll;
its holder names a die, re-rolls it, and may re-roll it once more.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.components import STORAGE_CAPACITY, Seat, Tech, TileId, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.state import AmbassadorWindow, Declared, GameState, SabotageWindow, Scan, TimeWarpWindow

ANYTIME_ONCE = (Tech.SABOTEUR, Tech.TIME_WARP)


def usable(state: GameState, seat: Seat, tech: Tech) -> bool:
    """``seat`` holds ``tech``, it is not stopped this round, and a once-per-round card is unused."""
    if not state.has_tech(seat, tech):
        return False
    return not (tech in ANYTIME_ONCE and tech in state.used_this_round)


def declare(state: GameState, seat: Seat, tech: Tech, *payload: object) -> None:
    """``seat`` declares ``tech``; it takes effect in ``settle`` unless the Saboteur stops it."""
    state.declared.append(Declared(seat, tech, tuple(payload)))
    state.say(f"p{seat} uses {tech.value.replace('_', ' ')}")


def next_declared(state: GameState) -> bool:
    """Ask the Saboteur about the first declared technology, or apply it; True if anything moved."""
    if not state.declared:
        return False
    head = state.declared[0]
    if not head.asked:
        head.asked = True
        saboteur = state.holder(Tech.SABOTEUR)
        if saboteur is not None and saboteur != head.seat and usable(state, saboteur, Tech.SABOTEUR):
            state.windows.append(SabotageWindow(saboteur, head.seat, head.tech))
        return True
    state.declared.pop(0)
    if (head.seat, head.tech) in state.sabotaged:
        return True
    state.count(f"tech:{head.tech.value}")
    _EFFECTS[head.tech](state, head)
    return True


def sabotage(state: GameState, seat: Seat) -> None:
    """Saboteur: the declared technology stops for the round; the victim rolls to catch the Saboteur."""
    window = state.windows.pop(0)
    assert isinstance(window, SabotageWindow)
    state.sabotaged.append((window.victim, window.tech))
    state.used_this_round.append(Tech.SABOTEUR)
    state.count("tech:saboteur")
    roll = state.rng.roll()
    caught = roll >= 5
    name = window.tech.value.replace("_", " ")
    state.say(f"p{seat} sabotages p{window.victim}'s {name}; p{window.victim} rolls {roll}" + (": the Saboteur is caught" if caught else ""))
    if caught:
        state.players[seat].techs.remove(Tech.SABOTEUR)
        state.removed_techs.append(Tech.SABOTEUR)


def offer_time_warp(state: GameState) -> None:
    """After a roll: Time Warp's holder may re-roll one die of it."""
    holder = state.holder(Tech.TIME_WARP)
    if holder is not None and state.dice and usable(state, holder, Tech.TIME_WARP):
        state.windows.append(TimeWarpWindow(holder))


def time_warp(state: GameState, seat: Seat, index: int, again: bool) -> None:
    window = state.windows.pop(0)
    assert isinstance(window, TimeWarpWindow)
    if again:
        _reroll(state, seat, window.index)
        return
    state.used_this_round.append(Tech.TIME_WARP)
    declare(state, seat, Tech.TIME_WARP, index)


def _reroll(state: GameState, seat: Seat, index: int) -> None:
    old = state.dice[index]
    state.dice[index] = state.rng.roll()
    state.say(f"p{seat} re-rolls a {old}: {state.dice[index]}")


def offer_ambassador(state: GameState, placer: Seat, at: Hex) -> None:
    """Ambassador: after an enemy places influence on a sector (not a home sector)."""
    role = state.role
    holder = state.holder(Tech.AMBASSADOR)
    if role is None or holder is None or holder == placer or role.ambassador_used or not usable(state, holder, Tech.AMBASSADOR):
        return
    if at.text() in role.locked:
        return
    state.windows.append(AmbassadorWindow(holder, placer, at))


def interrupt(state: GameState, seat: Seat) -> None:
    window = state.windows.pop(0)
    assert isinstance(window, AmbassadorWindow) and state.role is not None
    state.role.ambassador_used = True
    declare(state, seat, Tech.AMBASSADOR, window.placer, window.at)


def decline(state: GameState) -> None:
    """Pass: the interrupt is not used."""
    state.windows.pop(0)


# --- what each technology does once declared and not stopped --------------------------------


def _time_warp(state: GameState, d: Declared) -> None:
    index = int(d.payload[0])
    _reroll(state, d.seat, index)
    state.windows.append(TimeWarpWindow(d.seat, True, index))


def _ambassador(state: GameState, d: Declared) -> None:
    placer, at = Seat(int(d.payload[0])), d.payload[1]
    assert isinstance(at, Hex) and state.role is not None
    key = at.text()
    state.role.placed[key][placer] -= 1
    state.players[placer].influence += 1
    state.role.locked[key] = d.seat
    state.say(f"p{d.seat}: \"no, that's my personal business\" - p{placer} must move the token from {key}")


def _scanners(state: GameState, d: Declared) -> None:
    role = state.role
    assert role is not None
    tile = d.payload[0]
    drawn = state.stack.pop() if state.stack else None
    if drawn is not None and state.components.tile(drawn).kind is TileKind.BLACK_HOLE:
        state.stack.append(drawn)  # "This tech cannot affect the Black Hole": back on top
        state.say(f"p{d.seat} drew the Black Hole with Long Range Scanners and put it back")
        drawn = None
    elif drawn is not None:
        name = state.components.tile(drawn).name
        state.say(f"p{d.seat} drew {name} ({drawn}) with Long Range Scanners", frozenset({d.seat}), f"p{d.seat} drew the top tile with Long Range Scanners")
    role.scan = Scan(d.seat, TileId(str(tile)), drawn)


def _pirate(state: GameState, d: Declared) -> None:
    victim, at = Seat(int(d.payload[0])), d.payload[1]
    thief = state.players[d.seat]
    if at is None:
        target = state.players[victim]
        if target.metal > 0:
            target.metal -= 1
            thief.metal = min(STORAGE_CAPACITY["metal"], thief.metal + 1)
        state.say(f"p{d.seat} pirates 1 metal from p{victim}")
        return
    assert isinstance(at, Hex)
    sector = state.board[at]
    if sector.food > 0:
        sector.food -= 1
        thief.food += 1
    state.say(f"p{d.seat} pirates 1 food from p{victim}'s sector at {at.text()}")


def _role_flag(state: GameState, d: Declared) -> None:
    role = state.role
    assert role is not None
    if d.tech is Tech.ROBOTICS:
        role.discount_left = 2
    elif d.tech is Tech.PROTEIN_FIELDS:
        role.free_left = 2
    elif d.tech is Tech.DIPLOMAT:
        role.diplomat.append(d.seat)
    elif d.tech is Tech.FUSION_ENGINES:
        role.fusion.append(d.seat)


def _battle_flag(state: GameState, d: Declared) -> None:
    battle = state.battle
    if battle is None:
        return
    if d.tech is Tech.SHIELD_GENERATORS:
        battle.shield.append(d.seat)
    elif d.tech is Tech.ION_CANNONS:
        battle.ion.append(d.seat)
    elif d.tech is Tech.PLASMA_WEAPONS:
        battle.plasma = True


def _nothing(state: GameState, d: Declared) -> None:
    return None


_EFFECTS = {
    Tech.AMBASSADOR: _ambassador,
    Tech.SHIELD_GENERATORS: _battle_flag,
    Tech.ION_CANNONS: _battle_flag,
    Tech.PLASMA_WEAPONS: _battle_flag,
    Tech.FUSION_ENGINES: _role_flag,
    Tech.ROBOTICS: _role_flag,
    Tech.PROTEIN_FIELDS: _role_flag,
    Tech.SABOTEUR: _nothing,
    Tech.DIPLOMAT: _role_flag,
    Tech.TIME_WARP: _time_warp,
    Tech.SPACE_PIRATE: _pirate,
    Tech.LONG_RANGE_SCANNERS: _scanners,
}
