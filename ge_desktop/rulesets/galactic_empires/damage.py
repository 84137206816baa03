"""Damage, destruction, repair and healing (v2.1 SHIELD, DAMAGE, REPAIR, [Tracking damage]).

- A hit first loses what the unit's reducing effects take off (weapons-only reductions
  count against weapons fire only), then goes to the unit's Shields (green die) and the
  rest to its structure (red die); ``structural`` damage skips the Shields and
  ``shields_only`` damage stops at them (v2.1 SHIELD L608; [Tracking damage] L554).
- A unit is destroyed when structural (plus permanent) damage reaches its strength;
  combined units add their strengths (v2.1 [Glossary] Combined Cards). The card goes to
  its owner's Discard Pile with what is on it; ships and dragons on a destroyed terrain
  stay in play (v2.1 [Removing cards from play]).
- Armor System (v2.1 ARMOR SYSTEM L849-869): after the Shields, the structural part of a
  hit is cut by the unit's current armor strength, once per hit, and the armor then loses
  1 strength (an ``armor`` die counts what is lost; it is never repaired). It works on
  engaged and disengaged units; damage that is structural by definition (``structural``:
  boarding, the Shield Penetration Device) passes it. The engine uses it for its owner on
  every hit that would reach the structure (the rulebook lets him decline: not offered).
- Terrain has no Shields. Only heavy weapons and card damage that says it can damage
  terrain reach its structure (v2.1 TERRAIN CARDS L821, [Heavy weapons]); card damage to
  terrain structure is remembered because repair points cannot fix it (v2.1 REPAIR L591).
- Repair: a Shield point, or structure of a ship or base (not a dragon), or terrain
  damage that is not card damage. Healing: damage, or applied research points, of a
  being (dragon, psy, crew, monster...). Permanent damage is never repaired or healed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import emf
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import ArmorUsed, CardDestroyed, CardExploded, DamageDealt, DieChanged
from ge_desktop.rulesets.galactic_empires.field_effects import ignore_damage
from ge_desktop.rulesets.galactic_empires.hazard_targets import damage_target, destroyed_by, hit_counts
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import (
    HAZARDS,
    absorbers,
    continuous_on,
    damage_reduction,
    fleet_wide_on,
    hazard_proof,
    immune,
    shields,
    strength,
    turn_index,
    unit_of,
)
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_pile

BEINGS = frozenset({CardType.DRAGON, CardType.PSY, CardType.CREW, CardType.ANCIENT, CardType.MONSTER})


@dataclass(frozen=True, slots=True)
class Hit:
    """One damage event on a card."""

    amount: int
    by: Seat | None
    weapons_fire: bool = False
    structural: bool = False  # ignores Shields
    shields_only: bool = False  # only Shields can take it
    terrain: bool = False  # card damage that may damage terrain structure
    source: CardType | None = None  # the type of the card dealing card damage (a hazard...)
    card: InstanceId | None = None  # the unit or card dealing it (a volley: its last unit), if known
    structure_cap: int | None = None  # at most this much of it may be structural damage (Shroud Web Device: not the Phasers' part)


def set_die(card: CardState, kind: DieKind, value: int, events: list[Event]) -> None:
    """Put a die showing ``value`` on the card (0 removes it)."""
    if value > 0:
        card.dice[kind] = value
    else:
        card.dice.pop(kind, None)
    events.append(DieChanged(card.id, kind, value))


def shields_left(state: GameState, unit: CardState) -> int:
    return max(0, shields(state, unit) - unit.die(DieKind.SHIELD))


def structure_left(state: GameState, unit: CardState) -> int:
    """Structure points before the unit is destroyed (fractions dropped: whole points only).
    Research points count too on a monster destroyed by research and damage together
    (``destroyed_by`` with ``with_damage``: the Tri-lateral Textangula)."""
    return _damage_limit(state, unit) - unit.die(DieKind.STRUCTURE) - unit.die(DieKind.PERMANENT) - _research_counted(unit)


def _research_counted(card: CardState) -> int:
    rule = destroyed_by(card.info, PointType.RESEARCH)
    return card.die(DieKind.RESEARCH) if rule is not None and rule.param("with_damage", False) else 0


def _damage_limit(state: GameState, unit: CardState) -> int:
    """The damage that destroys the card: its strength, or with its ``destroyed_by`` damage rule's
    ``stack_strength`` the total printed strength of the terrain stack it is on, itself left out
    (Ice Age)."""
    rule = destroyed_by(unit.info, PointType.DAMAGE) if unit.info.kind is not CardType.TERRAIN else None
    if rule is None or not rule.param("stack_strength", False) or unit.parent is None:
        return strength(state, unit)
    root = state.cards[unit.parent]
    while root.parent is not None:
        root = state.cards[root.parent]
    return sum(card.info.strength for card in state.stack(root.id) if card is not unit)


def armor_left(unit: CardState) -> int:
    """The current strength of the unit's Armor System (0: none, or used up)."""
    return max(0, unit.info.armor - unit.die(DieKind.ARMOR))


def _armor(unit: CardState, hit: Hit, rest: int, events: list[Event]) -> int:
    """What of ``rest`` still reaches the structure once the Armor System (if any) is used."""
    left = armor_left(unit)
    if rest <= 0 or hit.structural or left == 0:
        return rest
    cut = min(rest, left)
    set_die(unit, DieKind.ARMOR, unit.die(DieKind.ARMOR) + 1, events)
    events.append(ArmorUsed(unit.id, cut, left - 1))
    return rest - cut


def _terrain_share(unit: CardState, hit: Hit, amount: int) -> int:
    """What of a hit may reach terrain structure (heavy weapons fire, or terrain card damage)."""
    if hit.weapons_fire or hit.terrain:
        return amount
    return 0


def first_damage_cut(state: GameState, unit: CardState) -> int:
    """Damage the unit's next hit loses as the first it takes in this opponent's turn
    (``cut_first_damage``, Krebiz Monolith: 1 less damage each opponent turn); 0 in its
    controller's own turn or once a hit this turn used the cut."""
    if state.active == unit.controller or unit.damage_cut_turn == turn_index(state):
        return 0
    return sum(effect.amount for _, effect in continuous_on(state, unit, Stat.FIRST_DAMAGE_CUT))


def damage_card(state: GameState, target: CardState, hit: Hit, events: list[Event]) -> int:
    """Apply a hit to the unit ``target`` belongs to; returns the damage left over after
    destroying it (splash damage uses it), 0 otherwise."""
    unit = unit_of(state, target)
    if state.halved_for and any(halved == unit.id for halved, _ in state.halved_for):
        hit = replace(hit, amount=hit.amount // 2)  # it sustains half the damage of this volley or card play (fractions dropped)
    left = artifact_first(state, unit, hit, events)  # a Dragon Gem's Shields, whatever the unit's abilities
    if not left:
        return 0
    hit = replace(hit, amount=left)
    if not hit_counts(unit, hit.weapons_fire, hit.source):
        return 0  # v2.1 STANDARD TARGETS: the card says what destroys it (only hazard damage...)
    if damage_blocked(state, unit):
        return 0  # a card on it blocks all damage (the Solar Dragoness on its terrain)
    if _source_barred(state, unit, hit):
        return 0  # monsters and occurrences may not affect it (Council of Six Homeworld)
    for guard, effect in absorbers(state, unit):  # the Invinco Guardian, a Planetary Shield
        if effect.kind is Kind.ARTIFACT_SHIELDS:
            continue  # taken first (artifact_first)
        sources = str(effect.param("sources", "") or "")
        if sources and (hit.source is None or hit.source.value not in sources.split(",")):
            continue
        if effect.param("shields_only"):
            left = _on_shields(state, guard, hit, events)
        else:
            left = damage_card(state, guard, hit, events)
        if not left:
            return 0
        hit = replace(hit, amount=left)
    amount = max(0, hit.amount - damage_reduction(state, unit, hit.weapons_fire, hit.source is CardType.HAZARD))
    if amount and (cut := first_damage_cut(state, unit)):
        unit.damage_cut_turn = turn_index(state)  # used up for this turn
        amount = max(0, amount - cut)
    for _ in continuous_on(state, unit, Stat.DAMAGE_SUSTAINED):
        amount //= 2  # a psy paladin sustains 1 point of each 2 (fractions dropped)
    amount = ignore_damage(state, unit, amount)  # a switched-on Proton Block or Stream Block (field_effects.py)
    if amount == 0:
        return 0
    to_shields = 0
    if not hit.structural:
        to_shields = min(amount, shields_left(state, unit))
        if to_shields:
            set_die(unit, DieKind.SHIELD, unit.die(DieKind.SHIELD) + to_shields, events)
    rest = 0 if hit.shields_only else amount - to_shields
    to_field = 0
    if rest and not hit.structural and unit.die(DieKind.EMF):
        to_field = emf.absorb(unit, rest, events)  # v2.1 EMF: the field takes damage after Shields
        rest -= to_field
    rest = _armor(unit, hit, rest, events)
    if hit.structure_cap is not None:
        rest = min(rest, hit.structure_cap)
    if unit.info.kind is CardType.TERRAIN:
        rest = _terrain_share(unit, hit, rest)
    if hit.weapons_fire and rest and any(True for _ in continuous_on(state, unit, Stat.STRUCTURE_DAMAGE_HALVED)):
        rest //= 2  # weapons damage reaching its structure is halved, fractions dropped (Council of Six Homeworld)
    room = structure_left(state, unit)
    if state.spared and any(spared == unit.id for spared, _ in state.spared):
        room = max(0, room - 1)  # a Damage Control Team's reaction: this damage leaves it 1 point
    to_structure = min(rest, room)
    if to_structure:
        set_die(unit, DieKind.STRUCTURE, unit.die(DieKind.STRUCTURE) + to_structure, events)
        if unit.info.kind is CardType.TERRAIN and not hit.weapons_fire:
            unit.card_damage += to_structure
    events.append(DamageDealt(unit.id, to_shields, to_structure, hit.by, hit.weapons_fire, emf=to_field))
    if structure_left(state, unit) <= 0:
        if _beaten_back(state, unit, unit.die(DieKind.STRUCTURE) - to_structure + rest, events):
            return 0
        blast = explosion(state, unit)
        destroy(state, unit, events)
        mend_supply_lines(state, unit, hit.by, events)
        if blast:
            _explode(state, unit, hit, blast, events)
        return rest - to_structure
    return 0


_BARRED_SOURCES = {CardType.MONSTER: "monsters", CardType.OCCURRENCE: "occurrences", CardType.HAZARD: HAZARDS}


def _source_barred(state: GameState, unit: CardState, hit: Hit) -> bool:
    """Is the hit dealt by a monster or an occurrence the unit is immune to (``immune`` against
    'monsters' / 'occurrences': "may not affect this card")?"""
    dealer = state.cards[hit.card].info.kind if hit.card is not None and 0 <= hit.card < len(state.cards) else None
    kinds = {kind for kind in (hit.source, dealer) if kind in _BARRED_SOURCES}
    return any(hazard_proof(state, unit) if kind is CardType.HAZARD else immune(state, unit, _BARRED_SOURCES[kind]) for kind in kinds)


def _beaten_back(state: GameState, unit: CardState, sustained: int, events: list[Event]) -> bool:
    """A psy defender beaten by damage goes back to its owner's hand, unless the damage it
    sustained (``sustained``, this hit's included in full) reached twice its strength."""
    if not any(True for _ in continuous_on(state, unit, Stat.BEATEN_BACK)) or sustained >= 2 * strength(state, unit):
        return False
    for child in list(unit.children):
        leave_play(state, state.cards[child], LeaveReason.DISCARDED, events)
    to_pile(state, unit, Zone.HAND, unit.owner, events)
    return True


def damage_blocked(state: GameState, unit: CardState) -> bool:
    """Does a card on the unit block all damage to it, engaged or not, for as long as it is
    in play there (``block_all_damage``: the Solar Dragoness, "until the dragon is destroyed";
    ``while_engaged``, the Distortion Generator: only while the unit is engaged)?"""
    on_it = any(
        e.kind.stat is Stat.DAMAGE_BLOCKED and (unit.engaged or not e.param("while_engaged", False))
        for child in unit.children for e in state.cards[child].info.effects
    )
    return on_it or any(True for _ in fleet_wide_on(state, unit, Stat.DAMAGE_BLOCKED))  # h-occur3: Occumbus over its player's fleet


def caused_damage(state: GameState, card: CardState, amount: int) -> int:
    """Damage points ``card`` causes, after the cards on it that multiply them (Bionic
    Enhancement on a crew, dragon or monster: x1.5, fractions dropped). Callers pass only
    damage the multiplier covers (not heavy weapon or breath weapon points)."""
    for _, effect in continuous_on(state, card, Stat.DAMAGE_MULTIPLIER):
        divisor = effect.param("divisor", 1)
        amount = amount * effect.amount // (divisor if isinstance(divisor, int) and divisor > 0 else 1)
    return amount


def _research_with_host(state: GameState, card: CardState, events: list[Event]) -> None:
    """A Filarian Infester: research applied to the Infesters of one crew counts together; once
    it equals the combined strength of the crew and its Infesters, all of them are discarded."""
    if card.parent is None:
        return
    host = state.cards[card.parent]
    group = [
        c for c in (state.cards[i] for i in host.children)
        if (rule := destroyed_by(c.info, PointType.RESEARCH)) is not None and rule.param("with_host", False)
    ]
    applied = sum(c.die(DieKind.RESEARCH) for c in group)
    if applied < strength(state, host) + sum(strength(state, c) for c in group):
        return
    for member in [*group, host]:
        if member.in_play:
            leave_play(state, member, LeaveReason.DISCARDED, events)


def explosion(state: GameState, card: CardState) -> int:
    """The damage the card deals as it is destroyed (``explode``: a multiple of its full,
    undamaged strength; Plasma Dragoness: twice), 0 for most cards."""
    for effect in card.info.effects:
        if effect.kind is Kind.EXPLODE:
            return effect.amount * strength(state, card)
    return 0


def _explode(state: GameState, card: CardState, hit: Hit, amount: int, events: list[Event]) -> None:
    """The destroyed card explodes onto the unit or card that scored the final point of
    damage (``hit.card``; a card on a unit hands it to its unit). Nothing is hit when that
    card is no longer in play (an occurrence discarded after use, a hazard that left with
    the exploding card) or is unknown, or when it is no unit and nothing that damage reaches
    (an occurrence being played: it is discarded as it resolves anyway)."""
    if hit.card is None:
        return
    source = state.cards[hit.card]
    if not source.in_play:
        return
    unit = unit_of(state, source)
    while not (unit.info.is_unit or damage_target(unit)) and unit.parent is not None:
        unit = unit_of(state, state.cards[unit.parent])  # a mine or crew: the unit it is on
    if not unit.in_play or not (unit.info.is_unit or damage_target(unit)):
        return
    events.append(CardExploded(card.id, unit.id, amount))
    damage_card(state, unit, Hit(amount, card.controller, source=card.info.kind, card=card.id), events)


def _on_shields(state: GameState, guard: CardState, hit: Hit, events: list[Event]) -> int:
    """A card's Shields take what they can of a hit; returns the rest."""
    take = min(hit.amount, shields_left(state, guard))
    if take:
        set_die(guard, DieKind.SHIELD, guard.die(DieKind.SHIELD) + take, events)
        events.append(DamageDealt(guard.id, take, 0, hit.by, hit.weapons_fire))
    return hit.amount - take


def artifact_guards(state: GameState, unit: CardState) -> list[tuple[CardState, int]]:
    """The cards on the unit whose own Shields shield it (``artifact_shields``: the Dragon Gem
    of Protection, ``amount`` Shields), with their Shield points left, each with some left."""
    if not unit.children:
        return []
    found = []
    for guard, effect in absorbers(state, unit):
        if effect.kind is Kind.ARTIFACT_SHIELDS and effect.amount > guard.die(DieKind.SHIELD):
            found.append((guard, effect.amount - guard.die(DieKind.SHIELD)))
    return found


def artifact_first(state: GameState, unit: CardState, hit: Hit, events: list[Event]) -> int:
    """What of the hit is left once the unit's artifact Shields took what they can, before any
    ability of the unit counts (any type of damage may be applied to them); an artifact whose
    last Shield point is damaged is discarded at that instant (resolvers/artifact_shields.py)."""
    amount = hit.amount
    for guard, left in artifact_guards(state, unit):
        if amount <= 0:
            break
        take = min(amount, left)
        set_die(guard, DieKind.SHIELD, guard.die(DieKind.SHIELD) + take, events)
        events.append(DamageDealt(guard.id, take, 0, hit.by, hit.weapons_fire))
        amount -= take
        if take == left:
            leave_play(state, guard, LeaveReason.DISCARDED, events)
    return amount


def destroy(state: GameState, card: CardState, events: list[Event]) -> None:
    """A card reaching 0 strength is discarded (v2.1 [Removing cards from play] L414)."""
    events.append(CardDestroyed(card.id))
    leave_play(state, card, LeaveReason.DESTROYED, events)


def mend_supply_lines(state: GameState, unit: CardState, by: Seat | None, events: list[Event]) -> None:
    """``by`` destroyed ``unit``: a card multiplying his units' requirements until he destroys a
    ship belonging to its owner (``until_ship_destroyed``: Broken Supply Lines) leaves play."""
    if by is None or CardType.SHIP not in unit.info.types or not state.players[by].requirement_multipliers:
        return
    player = state.players[by]
    for source in [state.cards[i] for i in player.requirement_multipliers]:
        if source.in_play and source.owner == unit.owner != by and _until_ship_destroyed(source):
            player.requirement_multipliers.remove(source.id)
            leave_play(state, source, LeaveReason.DISCARDED, events)


def _until_ship_destroyed(card: CardState) -> bool:
    return any(e.kind.stat is Stat.FLEET_REQUIREMENTS and e.param("until_ship_destroyed", False) for e in card.info.effects)


def destroy_overwhelmed(state: GameState, events: list[Event]) -> None:
    """A unit whose strength fell to its damage (a card adding strength left it, Krebiz
    Armor discarded) is destroyed: a card reaching 0 strength is discarded (v2.1 [Removing
    cards from play] L414)."""
    for card in list(state.in_play()):
        if not card.in_play or not (card.die(DieKind.STRUCTURE) or card.die(DieKind.PERMANENT)):
            continue
        if card.info.is_unit and unit_of(state, card) is card and structure_left(state, card) <= 0:
            destroy(state, card, events)


# --- repair and healing ------------------------------------------------------------------


def repairable(card: CardState) -> DieKind | None:
    """Which die one repair point would lower on this card, or None (v2.1 REPAIR L591)."""
    if card.die(DieKind.SHIELD):
        return DieKind.SHIELD
    kind = card.info.kind
    if kind in (CardType.SHIP, CardType.BASE) and card.die(DieKind.STRUCTURE):
        return DieKind.STRUCTURE
    if kind is CardType.TERRAIN and card.die(DieKind.STRUCTURE) > card.card_damage:
        return DieKind.STRUCTURE  # weapons damage only: card damage to terrain structure stays
    return None


def repair(card: CardState, points: int, events: list[Event]) -> int:
    """Use up to ``points`` repair points on the card; returns how many did something."""
    used = 0
    while used < points:
        kind = repairable(card)
        if kind is None:
            break
        set_die(card, kind, card.die(kind) - 1, events)
        used += 1
    return used


def healable(card: CardState, monsters: bool = True) -> DieKind | None:
    """Which die one healing point would lower on this being, or None (v2.1 Healing Point)."""
    kind = card.info.kind
    if card.die(DieKind.SHIELD) and any(e.kind is Kind.ARTIFACT_SHIELDS for e in card.info.effects):
        return DieKind.SHIELD  # a Dragon Gem's Shields are mended by healing points too
    if kind not in BEINGS or (kind is CardType.MONSTER and not monsters):
        return None
    if card.die(DieKind.STRUCTURE):
        return DieKind.STRUCTURE
    if kind is CardType.MONSTER and card.die(DieKind.RESEARCH):
        return DieKind.RESEARCH  # healing also removes applied research points
    return None


def heal(card: CardState, points: int, events: list[Event], monsters: bool = True) -> int:
    used = 0
    while used < points:
        kind = healable(card, monsters)
        if kind is None:
            break
        set_die(card, kind, card.die(kind) - 1, events)
        used += 1
    return used


def takes_removing_point(card: CardState, point: PointType) -> bool:
    """May a research or repair point go to this hazard or occurrence to remove it (its card
    says that many of them do: a hazard Plasma Field, a Breakdown), not yet removed?"""
    if card.parent is None:  # a T/H Plasma Field played as a terrain is no hazard
        return False
    in_one_turn = point is PointType.RESEARCH and any(e.kind is Kind.RESEARCH_IN_ONE_TURN for e in card.info.effects)
    return (in_one_turn or destroyed_by(card.info, point) is not None) and DieKind.DURATION not in card.dice


def removal_cost(state: GameState, card: CardState, rule: EffectInfo) -> int:
    """How many points of its ``destroyed_by`` rule remove the card: its amount, plus the printed
    strength of the terrain it is on with ``plus_host_strength`` (Political Upheaval)."""
    if rule.param("plus_host_strength", False) and card.parent is not None:
        return rule.amount + state.cards[card.parent].info.strength
    return rule.amount


def add_removing_point(state: GameState, card: CardState, point: PointType, events: list[Event]) -> None:
    """One research or repair point on a card that says that many of them remove it. A card
    whose effect lingers (a Breakdown: "until the turn after it is repaired") stays one more
    turn with a duration die; any other is discarded at once."""
    if point is PointType.RESEARCH:
        add_research(state, card, events)
        return
    rule = destroyed_by(card.info, point)
    card.received[point] = card.received.get(point, 0) + 1
    if rule is None or card.received[point] < removal_cost(state, card, rule):
        return
    if rule.param("lingers"):
        set_die(card, DieKind.DURATION, 1, events)
    else:
        leave_play(state, card, LeaveReason.DISCARDED, events)


def research_needed(state: GameState, card: CardState) -> int | None:
    """How many research points destroy the card: its printed number, or for a card that needs
    them all in one turn (``research_in_one_turn``) its current strength or the damage it caused
    last (at least 1: Maelstrom, Time Fiend)."""
    for effect in card.info.effects:
        if effect.kind is Kind.RESEARCH_IN_ONE_TURN:
            return max(1, card.last_damage if effect.param("last_damage") else strength(state, card))
    rule = destroyed_by(card.info, PointType.RESEARCH)
    return removal_cost(state, card, rule) if rule is not None else card.info.research_to_destroy


def add_research(state: GameState, monster: CardState, events: list[Event]) -> None:
    """One research point on a monster; enough of them destroy it (its card says how many)."""
    set_die(monster, DieKind.RESEARCH, monster.die(DieKind.RESEARCH) + 1, events)
    rule = destroyed_by(monster.info, PointType.RESEARCH)
    if rule is not None and rule.param("with_host", False):
        _research_with_host(state, monster, events)
        return
    needed = research_needed(state, monster)
    if needed is not None and monster.die(DieKind.RESEARCH) + (monster.die(DieKind.STRUCTURE) if _research_counted(monster) else 0) >= needed:
        destroy(state, monster, events)
