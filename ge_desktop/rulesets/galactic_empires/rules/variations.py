"""The in-game variations of v2.1 *Variations* that change weapons fire (each a ``GameConfig``
option; any mix may be chosen: *The Ego Game*).

- *Disengaged Ships are Out of Play*: a disengaged ship does not protect its Sector HQ.
  Read for dragons too (a dragon plays "exactly the same as" a ship, v2.1 DRAGON CARDS).
- *Restricted Bases*: a base may not fire at terrain or at another base.
- *One Target Only*: each unit fires at one target per turn; several units may still join
  one volley. Fleet-targeted weapons (which hit a whole fleet) are left as they are.
- *Border Defense*: weapons fire only at the players seated next to the firing player. The
  seats are the turn order (v2.1: players sit clockwise in the order of play); an
  eliminated player's seat closes up. Card plays may target anyone. Only with 3 or more
  players (with 2 everyone is a neighbour): ``GameConfig.problems`` says so.
- *Defenders Shoot Back*: a disengaged unit that a volley is aimed at fires all its
  Phasers and Physical Damage (its heavy weapons have no ammunition: it got no points)
  back at one attacking unit, the first unit declared in the volley (the rulebook does not
  say which; the first is the one that led the attack). The fire back is aimed as the volley
  lands, so a defender the volley destroys still shoots. Never in reaction to card plays.
- *Bases Defend Ships*: a ship may be played onto its player's base (``placement``); when
  an opponent fires at that ship, the base fires all its Phasers and Physical Damage
  (engaged or not) at the first attacking unit. If the base itself is attacked, neither it
  nor the ship fires back (not even under *Defenders Shoot Back*). A ship is not destroyed
  with its base (``zones.leave_play``).

Fire back is weapons fire (it counts for damage reduction and Shields) but declares no
volley and is not a reactable event.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, WeaponSymbol
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.events import VolleyResolved
from ge_desktop.rulesets.galactic_empires.field_effects import psy_network_guard
from ge_desktop.rulesets.galactic_empires.pending import Volley
from ge_desktop.rulesets.galactic_empires.raids import away_from_hq
from ge_desktop.rulesets.galactic_empires.rules.psy_functions import commanded_base
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import blocked_by, unit_of, weapon_damages
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

RULE_RESTRICTED = "v2.1 Variations: Restricted Bases"
RULE_ONE_TARGET = "v2.1 Variations: One Target Only"
RULE_BORDER = "v2.1 Variations: Border Defense"
PROTECTORS = frozenset({CardType.SHIP, CardType.DRAGON})
_FIRE_BACK = (WeaponSymbol.PHASER, WeaponSymbol.DAMAGE)


PSY_EMPIRES = frozenset({"Visonic", "Psycanti"})  # v2.1 PSY EMPIRES (h-psy)


def psy_network(state: GameState, seat: Seat) -> bool:
    """Is this player's Sector HQ a Psy Network (his deck plays a psy empire, v2.1 PSY EMPIRES)?"""
    return state.players[seat].empire in PSY_EMPIRES


def guards_own_hq(state: GameState, card: CardState) -> bool:
    """Is ``card`` of a kind that guards its controller's HQ? Ships and dragons guard a Sector HQ;
    only psys guard a Psy Network, a Visonic or Psycanti psy only its own empire's (v2.1 PSY NETWORK)."""
    if not psy_network(state, card.controller):
        return card.info.kind in PROTECTORS
    said = psy_network_guard(state, card)  # a switched-on Psy Assault or Shield Channeler
    if said is not None:
        return said
    if commanded_base(state, card):
        return True  # a psy commandant's base (its card rule)
    empire = card.info.empire
    return card.info.kind is CardType.PSY and (empire not in PSY_EMPIRES or empire == state.players[card.controller].empire)


def protects_hq(state: GameState, card: CardState) -> bool:
    """Does this ship or dragon (a psy, for a Psy Network) protect its controller's HQ?"""
    if not guards_own_hq(state, card) or away_from_hq(state, card):  # v2.1 SHIP MOVEMENT
        return False
    return card.engaged or not state.config.has(Option.DISENGAGED_OUT_OF_PLAY)


def neighbours(state: GameState, seat: Seat) -> set[Seat]:
    """The players seated next to ``seat`` among those still in the game (Border Defense)."""
    seated = [s for s in state.turn_order if not state.players[s].eliminated or s == seat]
    if seat not in seated or len(seated) < 2:
        return set()
    at = seated.index(seat)
    return {seated[(at - 1) % len(seated)], seated[(at + 1) % len(seated)]} - {seat}


def border_problem(state: GameState, seat: Seat, target_seat: int) -> Violation | None:
    """Why ``seat`` may not fire at ``target_seat``'s cards or HQ under Border Defense."""
    if not state.config.has(Option.BORDER_DEFENSE) or target_seat == seat:
        return None
    if target_seat not in neighbours(state, seat):
        return Violation(RULE_BORDER, f"weapons fire only at the players seated next to you, not at p{target_seat}")
    return None


def unit_limit(state: GameState, unit: CardState, volley: Volley) -> Violation | None:
    """Why ``unit`` may not join ``volley`` under Restricted Bases or One Target Only."""
    target = state.cards[volley.target] if volley.target is not None else None
    if state.config.has(Option.RESTRICTED_BASES) and unit.info.kind is CardType.BASE and target is not None:
        if target.info.kind in (CardType.TERRAIN, CardType.BASE):
            return Violation(RULE_RESTRICTED, f"#{unit.id} is a base: bases may not fire at terrain or other bases")
    if state.config.has(Option.ONE_TARGET_ONLY) and state.fire is not None:
        chosen = state.fire.targets.get(unit.id)
        if chosen is not None and chosen != volley.key:
            return Violation(RULE_ONE_TARGET, f"#{unit.id} has fired at another target this turn: one target only")
    return None


def note_target(state: GameState, unit: InstanceId, volley: Volley) -> None:
    """Remember the unit's target for One Target Only."""
    if state.config.has(Option.ONE_TARGET_ONLY) and state.fire is not None:
        state.fire.targets.setdefault(unit, volley.key)


def _fire_power(state: GameState, unit: CardState) -> int:
    return sum(sum(weapon_damages(state, unit, s)) for s in _FIRE_BACK if blocked_by(state, unit, s) is None)


def fire_back(state: GameState, volley: Volley) -> tuple[CardState, CardState, int] | None:
    """(defender, attacker, damage) of the fire back a volley at a card draws, or None.

    Worked out as the volley lands (before its damage); ``land_fire_back`` applies it.
    """
    if volley.target is None or not volley.parts:
        return None
    options = state.config.options
    if Option.DEFENDERS_SHOOT_BACK not in options and Option.BASES_DEFEND_SHIPS not in options:
        return None
    target = state.cards[volley.target]
    if not target.in_play:
        return None
    target = unit_of(state, target)
    attacker = state.cards[volley.parts[0][0]]
    if not attacker.in_play or attacker.controller == target.controller:
        return None
    base_defends = Option.BASES_DEFEND_SHIPS in options
    if base_defends and target.info.kind is CardType.BASE and any(
        state.cards[c].info.kind is CardType.SHIP for c in target.children
    ):
        return None  # the base is attacked: neither it nor its ship fires back
    if base_defends and target.info.kind is CardType.SHIP and target.parent is not None:
        base = state.cards[target.parent]
        if base.info.kind is CardType.BASE and base.controller == target.controller:
            power = _fire_power(state, base)  # engaged or not
            return (base, attacker, power) if power else None
    if Option.DEFENDERS_SHOOT_BACK in options and target.info.is_unit and not target.engaged:
        power = _fire_power(state, target)
        return (target, attacker, power) if power else None
    return None


def land_fire_back(state: GameState, shot: tuple[CardState, CardState, int] | None, events: list[Event]) -> None:
    if shot is None:
        return
    defender, attacker, power = shot
    if not attacker.in_play:
        return
    events.append(VolleyResolved(defender.controller, power))
    damage_card(state, attacker, Hit(power, defender.controller, weapons_fire=True, card=defender.id), events)
