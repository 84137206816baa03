"""Hazards, monsters and occurrences as targets (v2.1 STANDARD TARGETS: "any cards that say
they are destroyed by damage"; MONSTER / HAZARD / OCCURRENCE CARDS: "each card defines ...
how it is killed or negated").

A card's ``destroyed_by`` effect with the point ``damage`` makes it a weapons target; its
damage die counts up to its strength like any unit's, and it is destroyed (discarded) at
its strength (every printed card that says so names its strength as the amount: a test
checks the catalog). The effect narrows what may hurt it, as printed:

- ``weapon``: only weapons of this symbol (``heavy``: Supersonic Flow, Magnetic Cloud;
  ``phaser``: Sextaraan Web Crawlers) may join a volley at it; with ``other_weapons`` it is
  the symbol that may *not* (the Small Phaser Eel: any weapon but Phasers);
- ``from_outside``: the unit it is on or against may not fire at it (the Web Crawlers'
  prey; a ship inside the Magnetic Cloud);
- ``hazards_only``: only card damage from hazard cards counts (Scandig Blob): it is no
  weapons target, and any other damage does nothing to it;
- ``crew_only``: likewise, only crew cards' attacks (their card damage) count (Phase Rats, h-time3).

A base protects the terrain it is on from weapons fire (v2.1 BASE CARDS: ``base_protects``)
unless a card stops it (``no_terrain_protection``: a Plasma Vortex on the base).

Repair and research points given to such a card count toward ``destroyed_by`` with those
points (a Breakdown is removed by 1 repair point, a hazard Plasma Field by 2 research).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.cardinfo import CREW_LIKE, CardInfo, EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import DieChanged, EffectResolved
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import continuous_on, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play

RULE = "v2.1 STANDARD TARGETS"


def destroyed_by(info: CardInfo, point: PointType) -> EffectInfo | None:
    """The card's 'destroyed by N ``point`` points' rule, if it has one."""
    for effect in info.effects:
        if effect.kind is Kind.DESTROYED_BY and effect.point is point:
            return effect
    return None


def damage_target(card: CardState) -> bool:
    """Does the card say it is destroyed by damage (a target of card damage)?"""
    return destroyed_by(card.info, PointType.DAMAGE) is not None


def weapons_target(card: CardState) -> bool:
    """Does the card say it is destroyed by damage that weapons may deal?"""
    rule = destroyed_by(card.info, PointType.DAMAGE)
    return rule is not None and not rule.param("hazards_only") and not rule.param("crew_only")


def shooter_problem(state: GameState, target: CardState, unit: CardState, symbol: WeaponSymbol) -> str | None:
    """Why ``unit``'s ``symbol`` weapons may not fire at this card (None: they may)."""
    rule = destroyed_by(target.info, PointType.DAMAGE)
    if rule is None:
        return None
    named = rule.weapon
    if named and rule.param("other_weapons"):
        if symbol.value == named:
            return f"{target.info.label} takes no damage from {named} weapons"
    elif named and symbol.value != named:
        return f"only {named} weapons can damage {target.info.label}"
    if rule.param("from_outside") and target.parent is not None:
        if unit_of(state, state.cards[target.parent]) is unit:
            return f"#{unit.id} is caught by {target.info.label} and cannot fire at it"
    return None


def count_transport(state: GameState, carrier: CardState, places: tuple[CardState, ...], events: list[Event]) -> None:
    """A transporter operation (a transporter's ``transport`` function, not a shuttle going
    along) between ``places`` counts once against each card there that transporter
    operations remove (Rat Infestation); as many as its current strength remove it."""
    for place in places:
        for child_id in list(place.children):
            card = state.cards[child_id]
            if not card.in_play or not any(e.kind is Kind.REMOVED_BY_TRANSPORT for e in card.info.effects):
                continue
            done = card.die(DieKind.TRANSPORT) + 1
            card.dice[DieKind.TRANSPORT] = done
            events.append(DieChanged(card.id, DieKind.TRANSPORT, done))
            if done >= strength(state, card):
                events.append(EffectResolved(card.id, Kind.REMOVED_BY_TRANSPORT, f"removed by {done} transporter operation(s) of #{carrier.id} and others"))
                leave_play(state, card, LeaveReason.DISCARDED, events)


def hazard_mode(card: CardState) -> bool:
    """Is this a T/H card played against a card as a hazard (Plasma Field), no terrain?"""
    return card.parent is not None and CardType.HAZARD in card.info.types and card.info.kind is CardType.TERRAIN


def hit_counts(card: CardState, weapons_fire: bool, source: CardType | None) -> bool:
    """Does a hit of this kind damage the card? (Only hazard damage hurts a Scandig Blob.)"""
    rule = destroyed_by(card.info, PointType.DAMAGE)
    if rule is not None and rule.param("crew_only"):
        return not weapons_fire and source in CREW_LIKE  # crew card attacks only (Phase Rats)
    if rule is None or not rule.param("hazards_only"):
        return True
    return not weapons_fire and source is CardType.HAZARD


def shelters(state: GameState, base: CardState) -> bool:
    """Does this base, in play, protect the terrain it is on? Not while a card stops it (a
    Plasma Vortex played to it)."""
    return base.info.kind is CardType.BASE and base.in_play and not any(True for _ in continuous_on(state, base, Stat.TERRAIN_PROTECTION))


def guards_terrain(state: GameState, ship: CardState) -> bool:
    """Does a card on this ship make it protect its terrain as a base does (h-moves: Political Clout)?"""
    if ship.info.kind is not CardType.SHIP or not any(e.kind is Kind.GUARD_TERRAIN for c in ship.children for e in state.cards[c].info.effects):
        return False  # the cheap look first: no such card on it (base_protects is asked for every terrain aimed at)
    return any(True for _ in continuous_on(state, ship, Stat.TERRAIN_GUARD))


def base_protects(state: GameState, terrain: CardState) -> bool:
    """Does a base on this terrain (or a ship guarding it as a base) keep weapons fire off it (v2.1 BASE CARDS)?"""
    if terrain.info.kind is not CardType.TERRAIN:
        return False
    return any(shelters(state, child) or guards_terrain(state, child) for child in (state.cards[c] for c in terrain.children))
