"""Phase 4, Weapons Fire (v2.1 4 - WEAPONS FIRE PHASE, WEAPONS, DAMAGING THE SECTOR HQ).

As actions, for the firing player:

- ``fire #N at pS``: fleet-targeted weapons of unit N hit every standard target of seat
  S's fleet; only before the first volley (v2.1 FLEET TARGETED WEAPONS).
- ``aim #T`` / ``aim hq pS``: step a, declare a volley at one target (a card, which means
  its whole combined unit, or a Sector HQ). One volley per target per phase.
- ``fire #N phaser|heavy|damage [K]``: K more weapons of engaged unit N join the volley.
- ``done``: the declaration is complete; step b, the other players may react (the firing
  player only after someone else has); steps c and d resolve the reactions, then the
  volley. With no volley open, ``done`` ends the phase.

Rules checked here: standard targets; a base shields its terrain; terrain takes only heavy
weapons (non-heavy weapons cannot damage terrain structure); each heavy weapon needs 1
allocated ammunition point; a disengaged unit, or a weapon a card blocks, cannot fire; a
Sector HQ can be fired at only while its owner has no ship or dragon in play, and only by
ships, dragons and psys (and the equipment on them). Resolution: weapons that became
illegal through a reaction are lost (v2.1 VOIDED DAMAGE); an escort that reacted takes over
what it can (``interception.py``); a protector a reaction put in the way takes the fire and
passes on what is left once it is destroyed (v2.1 SPLASH DAMAGE);
6 or more damage on a Sector HQ draws a card (VICTORY CELEBRATION). An Aqaaran Tarrac
Projector fired by a unit acting as a base adds 1 structural damage per weapon (v2.1
TARRAC PROJECTOR).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ge_desktop.cards.model import CardType, PointType, SpecialWeapon, WeaponSymbol
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import Aim, Fire, FleetFire
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo, WeaponInfo
from ge_desktop.rulesets.galactic_empires.damage import Hit, artifact_first, artifact_guards, caused_damage, damage_card
from ge_desktop.rulesets.galactic_empires.discarded import forget_unless_damaged, remember_firers
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.electronic_warfare import ignores_electronic_warfare, is_electronic_warfare
from ge_desktop.rulesets.galactic_empires.events import TarracHit, VolleyDeclared, VolleyResolved, WeaponsFired
from ge_desktop.rulesets.galactic_empires.hazard_targets import base_protects, hazard_mode, shooter_problem, weapons_target
from ge_desktop.rulesets.galactic_empires.interception import intercept
from ge_desktop.rulesets.galactic_empires.pending import FireState, Volley, VolleyItem, VolleyStep
from ge_desktop.rulesets.galactic_empires.raids import stolen_ammunition
from ge_desktop.rulesets.galactic_empires.resolution import submit
from ge_desktop.rulesets.galactic_empires.resolvers.blinding import blinded_problem
from ge_desktop.rulesets.galactic_empires.resolvers.damage_taken import scaled
from ge_desktop.rulesets.galactic_empires.resolvers.detection import detection_problem
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import dictated_unit, dictates, dictation_problem, fires_for, own_fleet_problem
from ge_desktop.rulesets.galactic_empires.resolvers.dragon_powers import pierces, rally_factor, surprise_turn
from ge_desktop.rulesets.galactic_empires.resolvers.dragons import dealt, hits
from ge_desktop.rulesets.galactic_empires.resolvers.firing_limit import half_fleet_problem
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_targets import burden_firers, confined_problem
from ge_desktop.rulesets.galactic_empires.resolvers.location_fire import location_fire_problem
from ge_desktop.rulesets.galactic_empires.resolvers.stationed import release_fired_at
from ge_desktop.rulesets.galactic_empires.resolvers.tractor import tractor_change, tractor_problem, tractored_off
from ge_desktop.rulesets.galactic_empires.resolvers.volley_answers import backfired, evaded, land_backfire
from ge_desktop.rulesets.galactic_empires.rules.psy_functions import behind_base, duel_problem
from ge_desktop.rulesets.galactic_empires.rules.tribes import RULE_TRIBE, bound, tribe_problem
from ge_desktop.rulesets.galactic_empires.rules.variations import border_problem, fire_back, land_fire_back, note_target, protects_hq, psy_network, unit_limit
from ge_desktop.rulesets.galactic_empires.rules.victory import score_hq_damage
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import (
    blocked_by,
    continuous_on,
    free_flying,
    hq_damage_blocked,
    hq_protection_lost,
    immune,
    members,
    pending_cards,
    requirements,
    unit_of,
    weapon_count,
    weapons,
)
from ge_desktop.rulesets.galactic_empires.systems import detonators_armed, firing_count, firing_damages, firing_weapons, spend_single_use, weapon_discount
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play

STANDARD_TARGETS = frozenset(
    {CardType.TERRAIN, CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.PSY, CardType.INSTALLATION}
)
HQ_FIRERS = frozenset({CardType.SHIP, CardType.DRAGON, CardType.PSY})  # and equipment on them
HQ_PROTECTORS = frozenset({CardType.SHIP, CardType.DRAGON})
RULE_VOLLEY = "v2.1 WEAPONS VOLLEY"
RULE_TARGETS = "v2.1 STANDARD TARGETS"
RULE_HQ = "v2.1 DAMAGING THE SECTOR HQ"
RULE_BASE = "v2.1 BASE CARDS"
RULE_PHASER = "v2.1 PHASER: non-heavy weapons cannot damage terrain structure"
RULE_FLEET = "v2.1 FLEET TARGETED WEAPONS"
RULE_BLOCKED = "v2.1 CARDS HAVE RULES"
PLASMA_STREAM = "plasma stream"  # the P.O.T. heavy weapon (v2.1 P.O.T.)


# --- what may fire and be fired at ------------------------------------------------------


def hq_protected(state: GameState, seat: Seat) -> bool:
    """Ships and dragons (engaged or not) of a player's fleet protect his Sector HQ; bases
    don't, nor does a ship a card keeps from it (a Divergent Anomaly). (Under *Disengaged
    Ships are Out of Play* only engaged ones: ``variations``.)"""
    return any(protects_hq(state, c) and not (c.children and hq_protection_lost(state, c)) for c in state.fleet(seat))


def armed(state: GameState, unit: CardState) -> int:
    """Ammunition allocated to the unit's heavy weapons (beyond its requirements), at most 1 each
    (all of them in a surprise attack's turn: the Moon Dragoness needs no points then)."""
    if surprise_turn(state, unit):
        return weapon_count(state, unit, WeaponSymbol.HEAVY)
    extra = 0
    for member in members(state, unit):
        need = requirements(state, member).get(PointType.AMMUNITION, 0)
        extra += max(0, member.received.get(PointType.AMMUNITION, 0) - need) + stolen_ammunition(state, member)  # the Aggressor Cruiser's
    return min(extra + _free_plasma_streams(state, unit), weapon_count(state, unit, WeaponSymbol.HEAVY))


def _free_plasma_streams(state: GameState, unit: CardState) -> int:
    """Plasma Streams armed without ammunition this turn (Plasmatic Nebula, ``weapon_discount``):
    only on a unit whose heavy weapons are all Plasma Streams, since a heavy weapon fires by its
    symbol and the free shot must be a Plasma Stream's."""
    heavy = [w for w in weapons(state, unit) if w.symbol is WeaponSymbol.HEAVY]
    if not heavy or any(w.name.lower() != PLASMA_STREAM for w in heavy):
        return 0
    return min(weapon_discount(state, unit, PointType.AMMUNITION, PLASMA_STREAM), sum(w.count for w in heavy))


def ready(state: GameState, unit: CardState, symbol: WeaponSymbol) -> int:
    """Weapons of ``symbol`` the unit can still fire this phase."""
    fire = state.fire
    left = firing_count(state, unit, symbol) - (fire.fired_count(unit.id, symbol) if fire else 0)
    if symbol is WeaponSymbol.HEAVY and not detonators_armed(state, unit):  # the Detonator's 1 ammunition loads every Phaser
        left = min(left, armed(state, unit) - unit.heavy_fired)
    return max(0, left)


def may_fire_at_hq(state: GameState, unit: CardState) -> bool:
    """Ships, dragons and psys (with the equipment on them) may fire at a Sector HQ; so may an
    installation with an engaged ancient of its controller on it (v2.1 *ANCIENT CARDS L765)."""
    if unit.info.kind in HQ_FIRERS:
        return True
    if unit.info.kind is CardType.INSTALLATION:
        return any(
            state.cards[c].info.kind is CardType.ANCIENT and state.cards[c].engaged and state.cards[c].controller == unit.controller
            for c in unit.children
        )
    return False


def _headquarters_problem(state: GameState, seat: Seat, target: CardState) -> Violation | None:
    """v2.1 *HEADQUARTER CARDS: a Q card is targeted only while its player's HQ is exposed."""
    if target.owner == seat:
        return Violation(RULE_TARGETS, f"#{target.id} is your own")
    problem = hq_problem(state, seat, target.seat)
    if problem is not None and problem.rule == RULE_HQ:
        return Violation("v2.1 *HEADQUARTER CARDS", f"{target.info.label} can be fired at only while p{target.seat}'s Sector HQ is exposed")
    if state.fire is not None and target.id in state.fire.volleyed:
        return Violation(RULE_VOLLEY, f"you have already declared a volley at #{target.id} this phase")
    return None


def hq_like(state: GameState, volley: Volley) -> bool:
    """Is the volley aimed at a Sector HQ or at a headquarters card on one?"""
    if volley.hq is not None:
        return True
    return volley.target is not None and state.cards[volley.target].zone is Zone.HQ


def target_problem(state: GameState, seat: Seat, target: CardState) -> Violation | None:
    """Why ``seat`` may not declare a volley at this card now (None: he may)."""
    if target.zone is Zone.HQ and target.info.kind is CardType.HEADQUARTERS:
        return _headquarters_problem(state, seat, target)
    if not target.in_play or target.id in pending_cards(state):
        return Violation(RULE_TARGETS, f"#{target.id} is not a card in play")
    if target.controller == seat:
        return Violation(RULE_TARGETS, f"#{target.id} is in your own fleet")
    border = border_problem(state, seat, target.controller)
    if border is not None:
        return border
    if unit_of(state, target) is not target:
        return Violation(RULE_TARGETS, f"#{target.id} is part of #{unit_of(state, target).id}: aim at the combined unit")
    if (target.info.kind not in STANDARD_TARGETS and not weapons_target(target) and not free_flying(target)) or hazard_mode(target):
        return Violation(RULE_TARGETS, f"{target.info.label} is not a standard target")
    if base_protects(state, target):
        return Violation(RULE_BASE, f"#{target.id} holds a base (or a ship guarding it as one): the terrain cannot be fired at until it is gone")
    if target.info.kind is CardType.PSY and (shielded := behind_base(state, target)) is not None:
        return shielded
    if immune(state, target, "weapons fire") and not artifact_guards(state, target):  # a Dragon Gem's Shields take any damage
        return Violation(errors.CARD_RULES, f"{target.info.label} is immune to weapons fire")
    if state.fire is not None and target.id in state.fire.volleyed:
        return Violation(RULE_VOLLEY, f"you have already declared a volley at #{target.id} this phase")
    return None


def hq_problem(state: GameState, seat: Seat, owner: int) -> Violation | None:
    if not 0 <= owner < state.player_count or owner == seat or state.players[owner].eliminated:
        return Violation(RULE_HQ, f"p{owner} is not an opponent in the game")
    border = border_problem(state, seat, owner)
    if border is not None:
        return border
    if hq_protected(state, Seat(owner)):
        what = "Psy Network is protected by his psys" if psy_network(state, Seat(owner)) else "Sector HQ is protected by his ships or dragons"
        return Violation(RULE_HQ, f"p{owner}'s {what}")
    if state.fire is not None and ("hq", owner) in state.fire.volleyed:
        return Violation(RULE_VOLLEY, f"you have already declared a volley at p{owner}'s Sector HQ this phase")
    return None


def part_problem(state: GameState, seat: Seat, volley: Volley, unit: CardState, symbol: WeaponSymbol, count: int) -> Violation | None:
    """Why unit may not add ``count`` weapons of ``symbol`` to the volley (None: it may)."""
    foreign = unit.controller != seat and not fires_for(state, unit, seat)  # (his own dictated unit: fire_limit below)
    if not unit.in_play or foreign or unit_of(state, unit) is not unit or unit.id in pending_cards(state):
        return Violation(RULE_VOLLEY, f"#{unit.id} is not a unit of your fleet in play (nor one whose fire you dictate)")
    if unit.info.kind is CardType.EQUIPMENT and not free_flying(unit):  # v2.1 WEAPONS FIRE L546: it fires with its ship or base
        return Violation(RULE_VOLLEY, f"#{unit.id} is equipment: its weapons fire as part of the unit it is on")
    if not unit.engaged:
        return Violation(errors.DISENGAGED, f"#{unit.id} is disengaged and cannot fire")
    if count < 1:
        return Violation(RULE_VOLLEY, "fire at least one weapon")
    blocker = blocked_by(state, unit, symbol)
    if blocker is not None:
        return Violation(RULE_BLOCKED, f"{blocker.info.label} stops the {symbol.value} weapons of #{unit.id}")
    if hq_like(state, volley) and not may_fire_at_hq(state, unit):
        return Violation(RULE_HQ, "only ships, dragons and psys (and equipment on them) may fire at a Sector HQ")
    if volley.target is not None and state.cards[volley.target].info.kind is CardType.TERRAIN and symbol is not WeaponSymbol.HEAVY:
        return Violation(RULE_PHASER, "only heavy weapons damage the structure of a terrain card")
    problem = fire_limit(state, unit, volley)
    if problem is not None:
        return problem
    why = shooter_problem(state, state.cards[volley.target], unit, symbol) if volley.target is not None else None
    if why is not None:
        return Violation(RULE_TARGETS, why)
    hidden = detection_problem(state, unit, state.cards[volley.target]) if volley.target is not None else None
    if hidden is not None:
        return hidden
    have = ready(state, unit, symbol)
    if count > have:
        if symbol is WeaponSymbol.HEAVY and firing_count(state, unit, symbol) - _fired(state, unit, symbol) >= count:
            return Violation(errors.AMMUNITION, f"each heavy weapon needs 1 allocated ammunition point to fire; #{unit.id} has {have} armed")
        return Violation(RULE_VOLLEY, f"#{unit.id} has only {have} unfired {symbol.value} weapon(s)")
    return None


def fire_limit(state: GameState, unit: CardState, volley: Volley) -> Violation | None:
    """Rules that keep a unit from one target: the Indirigan Tribe Rule (``tribes.py``),
    Restricted Bases and One Target Only (``variations.py``); half the fleet firing
    (``resolvers/firing_limit.py``); blinded for the turn (``resolvers/blinding.py``)."""
    if unit.blinded_turn and (blinded := blinded_problem(state, unit)) is not None:  # h-empire: Argonian Strobe
        return blinded
    tractored = tractor_problem(state, unit, state.cards[volley.target] if volley.target is not None else None)  # h-empire: Tractor Beam
    if tractored is not None:
        return tractored
    if state.players[unit.controller].fire_halved_turn:  # False Intelligence Report played on this player
        halved = half_fleet_problem(state, unit)
        if halved is not None:
            return halved
    confined = confined_problem(state, unit, volley) or location_fire_problem(state, unit, volley)  # h-fleet: Dead Zone; h-moves: Surface Dragoness
    if confined is not None:
        return confined
    if unit.children and (dictated := dictation_problem(state, unit, volley)) is not None:  # h-dictate: Miscommunications
        return dictated
    if volley.target is not None:
        target = state.cards[volley.target]
        problem = tribe_problem(state, unit, target) or (duel_problem(state, unit, target) if unit.info.kind is CardType.PSY else None)
        if problem is not None:
            return problem
    return unit_limit(state, unit, volley)


def _fired(state: GameState, unit: CardState, symbol: WeaponSymbol) -> int:
    return state.fire.fired_count(unit.id, symbol) if state.fire else 0


# --- actions -----------------------------------------------------------------------------


def _in_fire_phase(state: GameState) -> Violation | None:
    if state.phase is not Phase.WEAPONS_FIRE or state.fire is None:
        return Violation(errors.SEQUENCE, "weapons are fired only in the Weapons Fire Phase")
    return None


def _fire(state: GameState) -> FireState:
    """The Weapons Fire Phase's record (a checked weapons action always has one)."""
    if state.fire is None:
        raise RuntimeError("not in the Weapons Fire Phase: the action was not checked")
    return state.fire


def check_aim(state: GameState, seat: Seat, action: Aim) -> Violation | None:
    problem = _in_fire_phase(state)
    if problem:
        return problem
    if _fire(state).open is not None:
        return Violation(RULE_VOLLEY, "finish declaring the open volley first (add weapons to it, or declare it)")
    if action.hq is not None:
        problem = hq_problem(state, seat, action.hq)
    elif action.target is None or not 0 <= action.target < len(state.cards):
        return Violation(RULE_TARGETS, "no such card")
    else:
        problem = target_problem(state, seat, state.cards[action.target])
    if problem:
        return problem
    volley = Volley(seat, action.target, action.hq)
    if not any(True for _ in fire_options(state, seat, volley)):
        for unit, _, _ in arsenal(state, seat):
            limit = fire_limit(state, unit, volley)
            if limit is not None:
                return limit  # say which rule keeps the fleet's weapons off it
        return Violation(RULE_VOLLEY, "none of your weapons can fire at that target")
    return None


def apply_aim(state: GameState, seat: Seat, action: Aim, events: list[Event]) -> None:
    volley = Volley(seat, action.target, action.hq)
    fire = _fire(state)
    fire.open = volley
    fire.volleyed.add(volley.key)
    fire.volleys += 1
    events.append(VolleyDeclared(seat, action.target, action.hq))


def check_fire(state: GameState, seat: Seat, action: Fire) -> Violation | None:
    problem = _in_fire_phase(state)
    if problem:
        return problem
    volley = _fire(state).open
    if volley is None:
        return Violation(RULE_VOLLEY, "declare the target first ('aim #N' or 'aim hq pS')")
    if not 0 <= action.card < len(state.cards):
        return Violation(RULE_VOLLEY, "no such card")
    return part_problem(state, seat, volley, state.cards[action.card], action.symbol, action.count)


def _firing(state: GameState) -> tuple[FireState, Volley]:
    """The Weapons Fire Phase and its open volley (a checked fire or done has both)."""
    fire = state.fire
    if fire is None or fire.open is None:
        raise RuntimeError("no volley is open: the action was not checked")
    return fire, fire.open


def apply_fire(state: GameState, seat: Seat, action: Fire, events: list[Event]) -> None:
    fire, volley = _firing(state)
    fired = fire.fired.setdefault(action.card, {})
    fired[action.symbol] = fired.get(action.symbol, 0) + action.count
    if action.symbol is WeaponSymbol.HEAVY:
        state.cards[action.card].heavy_fired += action.count  # the ammunition is spent
    fire.open = replace(volley, parts=volley.parts + ((action.card, action.symbol, action.count),))
    note_target(state, action.card, volley)
    events.append(WeaponsFired(action.card, action.symbol.value, action.count))


def fleet_weapons(state: GameState, unit: CardState) -> list[WeaponInfo]:
    return [w for w in weapons(state, unit) if w.fleet_targeted]


def check_fleet_fire(state: GameState, seat: Seat, action: FleetFire) -> Violation | None:
    problem = _in_fire_phase(state)
    if problem:
        return problem
    fire = _fire(state)
    if fire.volleys or fire.open is not None:
        return Violation(RULE_FLEET, "fleet-targeted weapons fire at the start of the phase, before any volley")
    if not 0 <= action.card < len(state.cards):
        return Violation(RULE_FLEET, "no such card")
    unit = state.cards[action.card]
    if not unit.in_play or not fires_for(state, unit, seat) or not unit.engaged:
        return Violation(RULE_FLEET, f"#{unit.id} is not an engaged unit of your fleet (nor one whose fire you dictate)")
    if not fleet_weapons(state, unit):
        return Violation(RULE_FLEET, f"#{unit.id} has no fleet-targeted weapon")
    blocker = next((b for w in fleet_weapons(state, unit) if (b := blocked_by(state, unit, w.symbol)) is not None), None)
    if blocker is not None:
        return Violation(RULE_BLOCKED, f"{blocker.info.label} stops the weapons of #{unit.id}")
    if ("fleet", unit.id) in fire.volleyed:
        return Violation(RULE_FLEET, f"#{unit.id}'s fleet-targeted weapons have fired")
    if bound(state, unit):
        return Violation(RULE_TRIBE, f"#{unit.id} may not fire at a whole fleet's ships and bases while Indirigan ships of another tribe are in play")
    if not 0 <= action.seat < state.player_count or action.seat == seat or state.players[action.seat].eliminated:
        return Violation(RULE_FLEET, f"p{action.seat} is not an opponent in the game")
    border = border_problem(state, seat, action.seat)
    if border is not None:
        return border
    return (
        blinded_problem(state, unit) or tractor_problem(state, unit, None) or half_fleet_problem(state, unit)
        or own_fleet_problem(state, unit, action.seat if unit.controller != seat else None)
    )


def apply_fleet_fire(state: GameState, seat: Seat, action: FleetFire, events: list[Event]) -> None:
    _fire(state).volleyed.add(("fleet", action.card))
    volley = Volley(seat, fleet=action.seat, parts=((action.card, WeaponSymbol.DAMAGE, 0),))
    events.append(VolleyDeclared(seat, None, None, action.seat))
    submit(state, VolleyItem(seat, action.card, volley=volley), events)


def declare_done(state: GameState, seat: Seat, events: list[Event]) -> None:
    """``done`` with a volley open: the declaration is complete; reactions, then resolution."""
    fire, volley = _firing(state)
    fire.open = None
    submit(state, VolleyItem(seat, volley=volley), events)


# --- resolution --------------------------------------------------------------------------


def _part_damage(state: GameState, volley: Volley, unit_id: int, symbol: WeaponSymbol, count: int) -> int:
    """Damage of one declared part, or 0 if a reaction made it illegal (v2.1 VOIDED DAMAGE)."""
    unit = state.cards[unit_id]
    if not unit.in_play or not unit.engaged or not fires_for(state, unit, volley.seat) or blocked_by(state, unit, symbol):
        return 0
    if tractored_off(state, unit, volley.target):  # h-empire: tractored since it was declared, it fires only at its holder
        return 0
    damages = sorted(firing_damages(state, unit, symbol), reverse=True)
    return sum(damages[:count])


def _boosted(state: GameState, volley: Volley, events: list[Event]) -> int:
    """The volley's damage: each unit's part, times 1.5 (fractions dropped) and plus the
    bonuses of the cards waiting on it for its next weapons fire (Lucky Targeting,
    Offensive Electronic Warfare), which are then discarded (used up)."""
    by_unit: dict[int, dict[WeaponSymbol, int]] = {}
    for part_unit, symbol, count in volley.parts:
        parts = by_unit.setdefault(part_unit, {})
        parts[symbol] = parts.get(symbol, 0) + _part_damage(state, volley, part_unit, symbol, count)
    total = 0
    for firer, parts in by_unit.items():
        damage = sum(parts.values())
        light = damage - parts.get(WeaponSymbol.HEAVY, 0)  # heavy weapons and breath weapons are never multiplied
        damage += caused_damage(state, state.cards[firer], light) - light  # Bionic Enhancement
        if damage > 0:
            damage += state.cards[firer].fire_bonus  # a bonus a card left for its next weapons fire, used up
            state.cards[firer].fire_bonus = 0
            for source, effect in list(continuous_on(state, state.cards[firer], Stat.VOLLEY_BOOST)):
                ew_ignored = is_electronic_warfare(source) and volley.target is not None and ignores_electronic_warfare(state, state.cards[volley.target])
                if effect.weapon:  # only the named weapons' damage (Fuser Mechanism: boomerangs)
                    named = {w.symbol for w in firing_weapons(state, state.cards[firer]) if w.name.lower() == effect.weapon.lower()}
                    if not any(parts.get(symbol) for symbol in named):
                        continue
                    damage += sum(parts.get(symbol, 0) for symbol in named) if effect.param("double", False) else 0
                else:
                    damage = damage * 3 // 2 if effect.param("half", False) else damage
                damage += 0 if ew_ignored else effect.amount
                leave_play(state, source, LeaveReason.DISCARDED, events)  # discarded once used
        total += damage
    return total


def _fleet_targets(state: GameState, seat: Seat) -> list[CardState]:
    waiting = pending_cards(state)
    return [
        c for c in state.fleet(seat)
        if c.info.kind in (CardType.SHIP, CardType.BASE, CardType.DRAGON) and unit_of(state, c) is c and c.id not in waiting
        and not immune(state, c, "weapons fire")  # no weapons fire affects it (Stellar Gas Cloud)
    ]


def resolve_volley(state: GameState, item: VolleyItem, events: list[Event]) -> None:
    """Step d: the volley's damage reaches its target (v2.1 WEAPONS VOLLEY)."""
    volley = item.volley
    if volley is None:
        return
    burden_firers(state, volley, events)  # h-fleet: Sargassos
    if item.negated or volley.voided:
        _spend_parts(state, volley)
        events.append(VolleyResolved(volley.seat, 0, voided=True))
        return
    if volley.fleet is not None:
        _resolve_fleet(state, volley, events)
        _spend_parts(state, volley)
        return
    shot = fire_back(state, volley)  # Defenders Shoot Back, Bases Defend Ships (variations)
    backfire = backfired(state, volley)  # Heavy Weapons Backfire: worked out before boosts are used up
    _resolve_aimed(state, volley, events, sum(amount for _, amount in backfire))
    _spend_parts(state, volley)
    land_backfire(state, volley, backfire, events)
    land_fire_back(state, shot, events)


def last_unit(volley: Volley) -> InstanceId | None:
    """The unit that scores a volley's final point: the last one added to it (its weapons
    fire last; a Plasma Dragoness destroyed by the volley explodes onto it)."""
    return volley.parts[-1][0] if volley.parts else None


def _spend_parts(state: GameState, volley: Volley) -> None:
    """Single-use weapons fired in the volley are spent once its damage is counted (a
    Shuttlecraft's Phaser still deals its damage when it is the last weapon of its kind)."""
    fire = state.fire
    running: dict[tuple[int, WeaponSymbol], int] = {}
    for unit_id, symbol, count in volley.parts:
        key = (unit_id, symbol)
        if key not in running:
            total = fire.fired_count(unit_id, symbol) if fire is not None else count
            running[key] = total - sum(c for u, s, c in volley.parts if (u, s) == key)
        running[key] += count
        spend_single_use(state, state.cards[unit_id], symbol, count, running[key])


def _resolve_aimed(state: GameState, volley: Volley, events: list[Event], backfired: int = 0) -> None:
    """A volley aimed at one card or one Sector HQ (less the heavy damage that ``backfired``)."""
    total = _boosted(state, volley, events)
    total += _scaled_by_firers(state, volley) + _rallied(state, volley) - backfired
    total += tractor_change(state, volley.target, [(u, _part_damage(state, volley, u, s, c)) for u, s, c in volley.parts])  # Tractor Beam: halved
    total = _reaching_target(state, volley, total, events)
    events.append(VolleyResolved(volley.seat, total))
    if volley.interceptor is not None and volley.target is not None:  # an escort takes over what it can
        total = intercept(state, volley.interceptor, state.cards[volley.target], total, volley.seat, events, volley.intercept_rate)
    hit = Hit(total, volley.seat, weapons_fire=True, card=last_unit(volley))
    protector = state.cards[volley.protector] if volley.protector is not None else None
    if protector is not None and protector.in_play:  # v2.1 SPLASH DAMAGE
        left = damage_card(state, protector, hit, events)
        hit = replace(hit, amount=left)
        if not left:
            return
    if volley.hq is not None:
        if hq_protected(state, volley.hq):
            return  # fire that a reaction made illegal is lost (v2.1 VOIDED DAMAGE)
        if hq_damage_blocked(state, volley.hq):
            return  # a card of his blocks all damage to his Sector HQ (Occumbus)
        source = volley.parts[0][0] if volley.parts else None
        score_hq_damage(state, volley.hq, hit.amount, volley.seat, events, weapons_fire=True, source=source)
        return
    if volley.target is None:
        return
    target = state.cards[volley.target]
    release_fired_at(state, target, volley.seat, events)  # h-moves: Political Clout holds the ship until an opponent fires at it
    webs = _phaser_webs(state, volley, target)
    if webs:  # a Shroud Web Device: the Phasers' part takes Shields only
        hit = replace(hit, structure_cap=max(0, hit.amount - _phaser_part(state, volley)))
    if target.in_play or target.zone is Zone.HQ:
        remembered = remember_firers(state, target, volley)  # h-time4: Volatile Terrain
        piercing = min(hit.amount, _piercing(state, volley, target))  # the Radiation Dragoness's part skips the Shields
        if hit.amount > piercing:
            damage_card(state, target, replace(hit, amount=hit.amount - piercing), events)
        if piercing and target.in_play:
            damage_card(state, target, replace(hit, amount=piercing, structural=True), events)
        _tarrac_structural(state, volley, target, events)
        forget_unless_damaged(target, remembered)
    for web, effect in webs:
        if web.in_play and effect.param("discarded_after_use", False):
            leave_play(state, web, LeaveReason.DISCARDED, events)  # used once


def _reaching_target(state: GameState, volley: Volley, total: int, events: list[Event]) -> int:
    """The volley's damage after its target's abilities scale it, its halvings, reductions and
    evasion. Artifact Shields on the target (a Dragon Gem of Protection) take their part first,
    before the target's abilities count ("any type of damage may be applied to these shields"),
    unless an escort or a protector takes the volley over."""
    target = state.cards[volley.target] if volley.target is not None else None
    guarded = target is not None and volley.interceptor is None and volley.protector is None and artifact_guards(state, unit_of(state, target))
    if target is None or not guarded:
        return max(0, (_scaled_for_target(state, volley, total) >> volley.halvings) - volley.reduction - evaded(state, volley))
    total = max(0, (total >> volley.halvings) - volley.reduction - evaded(state, volley))
    left = artifact_first(state, unit_of(state, target), Hit(total, volley.seat, weapons_fire=True, card=last_unit(volley)), events)
    return _scaled_for_target(state, volley, left) if left else 0


def _phaser_part(state: GameState, volley: Volley) -> int:
    """The damage the volley's Phasers (named so, v2.1: the non-heavy weapon types are distinct) fire."""
    return sum(
        _part_damage(state, volley, unit_id, symbol, count)
        for unit_id, symbol, count in volley.parts
        if symbol is WeaponSymbol.PHASER and _fires_named(state, unit_id, symbol, "phaser")
    )


def _phaser_webs(state: GameState, volley: Volley, target: CardState) -> list[tuple[CardState, EffectInfo]]:
    """The ``phasers_shields_only`` cards (and effects) working on the target of a volley with Phasers in it."""
    if not target.in_play or not _phaser_part(state, volley):
        return []
    return list(continuous_on(state, target, Stat.PHASERS_SHIELDS_ONLY))


def _piercing(state: GameState, volley: Volley, target: CardState) -> int:
    """The volley's damage fired by units whose fire ignores the Shields of the target's card
    type (``pierce_shields``: the Radiation Dragoness at ships and bases), and by Shield
    Penetration Devices (``penetrating``)."""
    total = 0
    for firer in dict.fromkeys(unit_id for unit_id, _, _ in volley.parts):
        if pierces(state.cards[firer], target.info.types):
            total += sum(_part_damage(state, volley, unit_id, symbol, count) for unit_id, symbol, count in volley.parts if unit_id == firer)
        else:
            heavy = [(unit_id, count) for unit_id, symbol, count in volley.parts if unit_id == firer and symbol is WeaponSymbol.HEAVY]
            total += sum(_penetrating(state, volley, unit_id, count) for unit_id, count in heavy)
    return total


def shield_penetrators(state: GameState, unit: CardState) -> int:
    """The unit's Shield Penetration Devices (heavy weapons so named: the P.O.T. heavy weapon)."""
    return sum(w.count for w in weapons(state, unit) if w.special is SpecialWeapon.SHIELD_PENETRATION_DEVICE)


def _penetrating(state: GameState, volley: Volley, unit_id: int, count: int) -> int:
    """v2.1 SHIELD PENETRATION DEVICE: "a heavy weapon ... that ignores Shields, Armor Systems and
    EMFs", 1 structural damage each. Of a unit's heavy weapons fired in a part, its Shield
    Penetration Devices fire first (as Tarrac Projectors do): their damage is never worse for the
    firer than another heavy weapon's, so the engine does not ask."""
    penetrators = min(count, shield_penetrators(state, state.cards[unit_id]))
    return min(penetrators, _part_damage(state, volley, unit_id, WeaponSymbol.HEAVY, count)) if penetrators else 0


def _scaled_for_target(state: GameState, volley: Volley, total: int) -> int:
    """The volley's damage after its target's ``scale_damage_taken`` effects: the part fired by
    the named weapon kind (none named: all of it) multiplied and divided, fractions dropped
    (Forming System: heavy weapons deal it half damage)."""
    if volley.target is None:
        return total
    for _, effect in continuous_on(state, state.cards[volley.target], Stat.DAMAGE_TAKEN_SCALED):
        wanted, named = (effect.weapon or "").lower(), str(effect.param("named") or "").lower()
        part = total if not wanted else min(total, sum(
            _part_damage(state, volley, unit_id, symbol, count)
            for unit_id, symbol, count in volley.parts
            if symbol.value == wanted and (not named or _fires_named(state, unit_id, symbol, named))
        ))
        total += scaled(effect, part) - part
    return total


def _fires_named(state: GameState, unit_id: int, symbol: WeaponSymbol, name: str) -> bool:
    """Are the unit's weapons of this symbol so named (Phasers, not Subspace Whips: v2.1 says
    the non-heavy weapon types are distinct)?"""
    return any(w.symbol is symbol and w.name.lower() == name for w in firing_weapons(state, state.cards[unit_id]))


def _scaled_by_firers(state: GameState, volley: Volley) -> int:
    """What the firing units' ``scale_damage_dealt`` effects add to the volley (negative: take
    away): each unit's part fired by the named weapon kind, multiplied and divided, fractions
    dropped, when the target is of a type the effect names (Hydrogen Dragoness: breath x2 on terrain)."""
    if volley.target is None:
        return 0
    target_types = state.cards[volley.target].info.types
    change = 0
    for firer in dict.fromkeys(unit_id for unit_id, _, _ in volley.parts):
        for _, effect in continuous_on(state, state.cards[firer], Stat.DAMAGE_DEALT_SCALED):
            if not hits(effect, target_types):
                continue
            if effect.params and effect.param("at_location", False) and state.cards[firer].parent != volley.target:
                continue  # "double damage to location": only at the card it is on or against
            wanted, named = (effect.weapon or "").lower(), str(effect.param("named") or "").lower()
            part = sum(
                _part_damage(state, volley, unit_id, symbol, count)
                for unit_id, symbol, count in volley.parts
                if unit_id == firer and (not wanted or symbol.value == wanted) and (not named or _fires_named(state, unit_id, symbol, named))
            )
            change += dealt(effect, part) - part
    return change


def _rallied(state: GameState, volley: Volley) -> int:
    """What a Dragon King adds to the volley: each other dragon's Physical Damage part once
    more per doubling (Deinos Nameh; at any target, a Sector HQ too)."""
    change = 0
    for firer in dict.fromkeys(unit_id for unit_id, _, _ in volley.parts):
        factor = rally_factor(state, state.cards[firer])
        if factor > 1:
            parts = (p for p in volley.parts if p[0] == firer and p[1] is WeaponSymbol.DAMAGE)
            change += sum(_part_damage(state, volley, unit_id, symbol, count) for unit_id, symbol, count in parts) * (factor - 1)
    return change


TARRAC = "tarrac projector"


def tarrac_projectors(state: GameState, unit: CardState) -> int:
    """The unit's Tarrac Projectors (heavy weapons so named: the Aqaaran heavy weapon)."""
    return sum(w.count for w in weapons(state, unit) if w.heavy and w.name.lower() == TARRAC)


def _tarrac_structural(state: GameState, volley: Volley, target: CardState, events: list[Event]) -> None:
    """v2.1 TARRAC PROJECTOR: each fired by a unit acting as a base also deals 1 structural
    damage, which ignores Shields and Armor (its heavy weapons fire first, Tarracs first)."""
    extra = 0
    for unit_id, symbol, count in volley.parts:
        unit = state.cards[unit_id]
        if symbol is WeaponSymbol.HEAVY and unit.info.kind is CardType.BASE and _part_damage(state, volley, unit_id, symbol, count):
            extra += min(count, tarrac_projectors(state, unit))
    if extra and (target.in_play or target.zone is Zone.HQ):
        events.append(TarracHit(target.id, extra))
        damage_card(state, target, Hit(extra, volley.seat, weapons_fire=True, structural=True, card=last_unit(volley)), events)


def _resolve_fleet(state: GameState, volley: Volley, events: list[Event]) -> None:
    unit = state.cards[volley.parts[0][0]]
    if not unit.in_play or not unit.engaged:
        events.append(VolleyResolved(volley.seat, 0, voided=True))
        return
    damage = sum(w.damage * w.count for w in fleet_weapons(state, unit)) >> volley.halvings
    events.append(VolleyResolved(volley.seat, damage))
    for target in _fleet_targets(state, volley.fleet) if volley.fleet is not None else ():
        if target.in_play:
            damage_card(state, target, Hit(damage, volley.seat, weapons_fire=True, card=unit.id), events)


# --- legal options -----------------------------------------------------------------------

_SYMBOLS = (WeaponSymbol.PHASER, WeaponSymbol.DAMAGE, WeaponSymbol.HEAVY)


def firing_units(state: GameState, seat: Seat) -> list[CardState]:
    """Engaged units of the fleet that carry weapons (printed or added)."""
    waiting = pending_cards(state)
    fleet = list(state.fleet(seat))
    found = [
        c for c in fleet
        if c.engaged and (c.info.kind in STANDARD_TARGETS or free_flying(c)) and c.id not in waiting and unit_of(state, c) is c
        and any(not w.fleet_targeted for w in weapons(state, c))
    ]
    if any(c.info.kind is CardType.LUCK for c in fleet):  # h-dictate: units whose fire he dictates (Miscommunications)
        for card in fleet:
            unit = dictated_unit(state, card) if dictates(card) else None
            if unit is not None and unit.engaged and unit.id not in waiting and any(not w.fleet_targeted for w in weapons(state, unit)):
                found.append(unit)
    return found


def arsenal(state: GameState, seat: Seat) -> list[tuple[CardState, WeaponSymbol, int]]:
    """(unit, weapon symbol, how many ready) for every weapon kind the fleet can fire now."""

    def compute() -> list[tuple[CardState, WeaponSymbol, int]]:
        found = []
        for unit in firing_units(state, seat):
            for symbol in _SYMBOLS:
                have = ready(state, unit, symbol)
                if have and blocked_by(state, unit, symbol) is None:
                    found.append((unit, symbol, have))
        return found

    return memo(state, ("arsenal", seat), compute)


def _compatible(state: GameState, volley: Volley, unit: CardState, symbol: WeaponSymbol) -> bool:
    if fire_limit(state, unit, volley) is not None:
        return False
    if hq_like(state, volley):
        return may_fire_at_hq(state, unit)
    if volley.target is not None and state.cards[volley.target].info.kind is CardType.TERRAIN:
        return symbol is WeaponSymbol.HEAVY
    return volley.target is None or shooter_problem(state, state.cards[volley.target], unit, symbol) is None


def fire_options(state: GameState, seat: Seat, volley: Volley) -> Iterator[Fire]:
    """Every ``fire`` action that may join ``volley`` (each count from all ready down to 1)."""
    for unit, symbol, have in arsenal(state, seat):
        if _compatible(state, volley, unit, symbol):
            for count in range(have, 0, -1):
                yield Fire(unit.id, symbol, count)


def aim_options(state: GameState, seat: Seat) -> Iterator[Aim]:
    ready_kinds = arsenal(state, seat)
    if not ready_kinds:
        return
    hq_fire = any(may_fire_at_hq(state, u) for u, _, _ in ready_kinds)
    for other in state.living_seats():
        if other != seat and hq_fire and hq_problem(state, seat, other) is None:
            yield Aim(None, other)
            for instance in state.players[other].hq:
                if target_problem(state, seat, state.cards[instance]) is None:
                    yield Aim(instance, None)
    heavy = any(s is WeaponSymbol.HEAVY for _, s, _ in ready_kinds)
    for card in state.in_play():
        if card.controller == seat or (card.info.kind is CardType.TERRAIN and not heavy):
            continue
        if target_problem(state, seat, card) is None:
            yield Aim(card.id, None)


def fleet_options(state: GameState, seat: Seat) -> Iterator[FleetFire]:
    if state.fire is None or state.fire.volleys:
        return
    for card in state.fleet(seat):
        unit = dictated_unit(state, card) or card if dictates(card) else card  # h-dictate: the unit whose fire he dictates
        if unit.engaged and fleet_weapons(state, unit) and ("fleet", unit.id) not in state.fire.volleyed:
            for other in state.living_seats():
                if other != seat and (unit.controller == seat or own_fleet_problem(state, unit, other) is None):
                    yield FleetFire(unit.id, other)


def begin_phase(state: GameState) -> None:
    state.fire = FireState()


def end_phase(state: GameState) -> None:
    state.fire = None


def volley_step(state: GameState, step: VolleyStep, events: list[Event]) -> None:
    """The stack kernel's volley step: the volley's damage, as its item resolves."""
    resolve_volley(state, step.item, events)
