"""What a card is worth right now: combined units and the continuous effects on them.

v2.1 SHIP CARDS L817, DRAGON CARDS L653, TERRAIN CARDS L837, [Glossary] Combined Cards:
a ship on a ship (a dragon on a dragon, a terrain on a terrain) is one *unit* whose
strength, Shields, weapons and outputs are the sums of its cards; damage dice sit on the
unit's basis. Continuous effects (``trigger: continuous``) change a unit while their card
is in play:

- the card's *location* (the card it is on or against), with an optional type filter;
- ``stack``: the nearest cards under it of the filtered types (an ability on a crew
  reaches the ship the crew is on) and the cards on its location;
- ``self``; ``own_fleet`` / ``opponent_fleet`` (every matching card of those fleets).

A continuous effect works while its card is engaged, except rules about the card itself
(immunities, how it is destroyed), which work even when it is disengaged (v2.1
[Disengaged cards] L386). A monster's hostile effects stop while an engaged card that
suspends monsters (the Science Officer) is at the monster's location. A card whose play
has not completed is not in play (v2.1 L373) and affects nothing yet.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TypeVar

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, EffectInfo, WeaponInfo, fire_or_carry_function, is_shuttle
from ge_desktop.rulesets.galactic_empires.combat_crew import combat_capable
from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.field_effects import extra_psy_damage
from ge_desktop.rulesets.galactic_empires.pending import PlayItem, ReactionItem
from ge_desktop.rulesets.galactic_empires.raids import moves_against_terrain, stolen
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.terms import Phase

T = TypeVar("T")
COMBINING = frozenset({CardType.SHIP, CardType.DRAGON, CardType.TERRAIN})
_FLEET_TARGETS = frozenset({Target.OWN_FLEET, Target.OPPONENT_FLEET})


# --- units -------------------------------------------------------------------------------


def stays_apart(info: CardInfo) -> bool:
    """Is this a terrain played onto another terrain that does not combine with it (``guest_terrain``
    with ``apart``: the Scorpead Comet of Lore keeps its own strength and output)?"""
    return info.kind is CardType.TERRAIN and any(e.kind.stat is Stat.TERRAIN_GUEST and e.param("apart", False) for e in info.effects)


def _combines(card: CardState) -> bool:
    """May the card combine with a card of its kind it is on? Not a T/H Plasma Field played
    against a terrain as a hazard (a terrain played independently never sits on one)."""
    return card.info.kind in COMBINING and CardType.HAZARD not in card.info.types


def unit_of(state: GameState, card: CardState) -> CardState:
    """The basis of the combined unit a card belongs to (itself if not combined)."""
    parent = card.parent
    while parent is not None and _combines(card) and state.cards[parent].info.kind is card.info.kind:
        card = state.cards[parent]
        parent = card.parent
    return card


def members(state: GameState, unit: CardState) -> list[CardState]:
    """The unit's basis and every card combined into it. A terrain kept apart on it
    (``stays_apart``: the Scorpead Comet of Lore) is part of the unit (``unit_of``: no target of
    its own, it goes only with the unit) without adding its strength, damage or output."""
    found = [unit]
    for child_id in unit.children:
        child = state.cards[child_id]
        if child.info.kind is unit.info.kind and _combines(child) and not (child.info.effects and stays_apart(child.info)):
            found += members(state, child)
    return found


def pending_cards(state: GameState) -> set[int]:
    """Cards whose play has not completed yet (they wait on the reaction stack)."""
    if not state.pending:
        return set()
    return memo(state, "pending", lambda: {p.card for p in state.pending if isinstance(p, (PlayItem, ReactionItem))})


# --- continuous effects ------------------------------------------------------------------


def suspended(state: GameState, monster: CardState) -> bool:
    """Are a monster's hostile effects suspended by an engaged card at its location, or is it
    stopped by a card linked to it (a Monster Halt: ``resolvers/hazards.py``)? Not by a card its
    Mind Mold Symbionts protect it from (``negation_proof``)."""
    if monster.info.kind is not CardType.MONSTER or monster.parent is None:
        return False
    if monster.halted_by is not None:
        halter = state.cards[monster.halted_by]
        if halter.in_play and halter.halts == monster.id and not negation_proof(state, monster, halter):
            return True
    location = state.cards[monster.parent]
    for child_id in location.children:
        child = state.cards[child_id]
        if child.engaged and any(e.kind.stat is Stat.MONSTERS_SUSPENDED and e.trigger is Trigger.CONTINUOUS for e in child.info.effects):
            if not negation_proof(state, monster, child):
                return True
    return False


def equipment_stopped(state: GameState, card: CardState) -> bool:
    """Is this an equipment card whose ship or base uses no equipment now (a Breakdown:
    ``block_weapons`` with ``equipment``)?"""
    if card.info.kind is not CardType.EQUIPMENT or card.parent is None:
        return False
    unit = unit_of(state, state.cards[card.parent])
    for member in members(state, unit):
        for child_id in member.children:
            child = state.cards[child_id]
            if child.engaged and child.info.kind is not CardType.EQUIPMENT:
                if any(e.kind.stat is Stat.WEAPONS_BLOCKED and e.param("equipment") for e in child.info.effects):
                    return True
    return False


def negated_against_fleet(state: GameState, card: CardState) -> bool:
    """Is this a terrain or hazard card played against a fleet whose player negates such cards'
    effects for now (Scientific Breakthrough: ``PlayerState.negated_until``)?"""
    if card.info.kind is not CardType.TERRAIN and CardType.HAZARD not in card.info.types:
        return False
    victim = against_whom(state, card)
    return victim is not None and state.players[victim].negated_until > turn_index(state)


def against_whom(state: GameState, card: CardState) -> Seat | None:
    """The player whose fleet a card in play was played against (on a card of his, or against his
    whole fleet), or None (in its own player's fleet)."""
    if card.against_fleet is not None:
        return card.against_fleet if card.against_fleet != card.controller else None
    root = card
    while root.parent is not None:
        root = state.cards[root.parent]
    return root.controller if root.controller != card.controller else None


def source_active(state: GameState, source: CardState, effect: EffectInfo, waiting: set[int] | None = None) -> bool:
    """Does this continuous effect of ``source`` work now?"""
    if not source.in_play or (waiting is not None and source.id in waiting):
        return False
    if state.negating_until and not effect.kind.about_itself and negated_against_fleet(state, source):
        return False
    if effect.params and not _host_fits(state, source, effect):
        return False
    if effect.target is Target.SELF:
        return True  # rules about the card itself work even when it is disengaged
    if not _working(state, source) or equipment_stopped(state, source):
        return False
    if source.info.is_crew and effect.kind.stat is not Stat.FUNCTIONS_SUSPENDED and functions_suspended(state, source):
        return False
    return not (source.info.kind is CardType.MONSTER and not effect.kind.about_itself and suspended(state, source))


def functions_suspended(state: GameState, card: CardState, links: bool = True) -> bool:
    """Does a card on this crew stop all its functions (Illness, Injury, Love Interest...,
    effect kind ``suspend_functions``)? Its continuous effects stop too. ``links=False``
    leaves out equipment borrowed from elsewhere (a Sysop's link is judged without the links
    it makes, or two Sysops linking each other's locations would ask each other forever).
    A terrain's card actions stop the same way (Political Upheaval: "cannot use the terrain")."""
    if not card.info.is_crew and card.info.kind is not CardType.TERRAIN:
        return False
    if card.children:
        stopped: bool = memo(
            state, ("suspended", card.id, links), lambda: any(True for _ in continuous_on(state, card, Stat.FUNCTIONS_SUSPENDED, links))
        )
        if stopped:
            return True
    return spotlit(state, card)


def spotlit(state: GameState, card: CardState) -> bool:
    """Is this crew card the one a Media Personality at its location singles out (effect
    kind ``spotlight``)? It is kept disengaged and performs no functions."""
    if not card.info.is_crew or not card.in_play or card.parent is None:
        return False

    def compute() -> bool:
        place = _place(state, card)
        if place is None:
            return False
        return any(spotlight_target(state, source) is card for source in spotlights_at(state, unit_of(state, place)))

    return memo(state, ("spotlit", card.id), compute)


def spotlights_at(state: GameState, unit: CardState) -> list[CardState]:
    """The cards with a ``spotlight`` effect played on or against this location."""
    return [
        child
        for member in members(state, unit)
        for child in (state.cards[c] for c in member.children)
        if any(e.kind.stat is Stat.SPOTLIGHT and e.trigger is Trigger.CONTINUOUS for e in child.info.effects)
    ]


def spotlight_target(state: GameState, source: CardState) -> CardState | None:
    """v2.1 CREW CARDS, the Media Personality: the crew card of highest strength at the
    location the card is played against, other than its own side's, while the card is
    engaged and not itself stopped. Printed strength decides (what a crew adds to another
    crew cannot feed back into which crew is stopped); a tie goes to the crew with the
    lowest instance number."""
    if not source.in_play or source.parent is None or not _working(state, source):
        return None
    if source.children and any(True for _ in continuous_on(state, source, Stat.FUNCTIONS_SUSPENDED)):
        return None  # an illness on the personality herself
    place = _place(state, state.cards[source.parent])
    if place is None:
        return None
    unit = unit_of(state, place)

    def compute() -> CardState | None:
        best: CardState | None = None
        for member in members(state, unit):
            for crew in _subtree(state, member):
                if crew is source or not crew.info.is_crew or crew.controller == source.controller:
                    continue
                where = _place(state, crew)
                if where is None or unit_of(state, where) is not unit:
                    continue
                if best is None or (crew.info.strength, -crew.id) > (best.info.strength, -best.id):
                    best = crew
        return best

    return memo(state, ("spotlight", source.id), compute)


def _host_fits(state: GameState, card: CardState, effect: EffectInfo) -> bool:
    """A continuous effect may hold only while its card is on a certain card: ``host_empire``
    (Mercenary on a Vektrean ship), ``host_generic`` (Civilian Captain on a generic ship),
    ``host_title`` (Medical Scanner on a doctor, nurse, EMT or science officer; comma-separated),
    ``host_away`` (Security Officer: only while it is at another player's location, gone
    along on a there-and-back mission); ``host_types`` (General: only while its location is
    a card of one of these types, e.g. "B", a base)."""
    if effect.param("host_away", False):
        place = _place(state, card)
        if place is None or place.controller == card.controller:
            return False
    kinds = str(effect.param("host_types", "") or "")
    if kinds:
        place = _place(state, card)
        if place is None or not any(t.value in kinds.split(",") for t in place.info.types):
            return False
    empire = str(effect.param("host_empire", "") or "").lower()
    generic = bool(effect.param("host_generic", False))
    titles = str(effect.param("host_title", "") or "").lower()
    if not (empire or generic or titles):
        return True
    host = state.cards[card.parent] if card.parent is not None else None
    if host is None:
        return False
    if empire and empire not in (host.info.empire or "").lower():
        return False
    if generic and (host.info.empire is not None or host.info.kind is not CardType.SHIP):
        return False
    return not titles or any(t.strip() and t.strip() in host.info.title.lower() for t in titles.split(","))


_PLACES = frozenset({CardType.SHIP, CardType.BASE, CardType.TERRAIN, CardType.INSTALLATION, CardType.DRAGON})


def _place(state: GameState, card: CardState) -> CardState | None:
    """The nearest ship, base, terrain, installation or dragon under (or at) a card."""
    walker: CardState | None = card
    while walker is not None and walker.info.kind not in _PLACES:
        walker = state.cards[walker.parent] if walker.parent is not None else None
    return walker


def borrowed_equipment(state: GameState, place: CardState) -> CardState | None:
    """The equipment card at another location that works as if also played on ``place``
    (Sysop, ``share_equipment``: ``CardState.borrowed``), while that holds: both in play,
    the two locations of the same card type, and an engaged card with that function
    performing functions at the equipment's location."""
    if place.borrowed is None or not place.in_play:
        return None
    gear = state.cards[place.borrowed]
    here = _place(state, gear) if gear.in_play else None
    if here is None or here is place or here.info.kind is not place.info.kind:
        return None
    for other in state.stack(here.id):
        if other is gear or not other.in_play or not other.engaged or _place(state, other) is not here:
            continue
        if any(e.kind.stat is Stat.BORROWED_EQUIPMENT for e in other.info.function_effects) and not functions_suspended(state, other, links=False):
            return gear
    return None


def _title_fits(target: CardState, effect: EffectInfo) -> bool:
    """``title``: the effect reaches only cards whose title names it (Sysop: a cyber mage);
    ``target_empire``: only cards of an empire whose name holds it (Homecloud Nebula: Argonian ships);
    ``combat_capable``: only combat capable crew (General: ``combat_crew.py``'s reading)."""
    title = str(effect.param("title", "") or "").lower()
    empire = str(effect.param("target_empire", "") or "").lower()
    if empire and empire not in (target.info.empire or "").lower():
        return False
    if effect.param("combat_capable", False) and not combat_capable(target.info):
        return False
    return not title or title in target.info.title.lower()


def _working(state: GameState, card: CardState) -> bool:
    """Engaged; in its controller's Allocation Phase, a card counts once it has every
    requirement (it will be engaged, v2.1 ALLOCATION L277)."""
    if state.phase is Phase.ALLOCATION and card.controller == state.active and needs_points(state, card):
        return card.stunned_by is None and requirements_met(card, state)
    return card.engaged


def _ancestors(state: GameState, card: CardState) -> Iterator[CardState]:
    while card.parent is not None:
        card = state.cards[card.parent]
        yield card


def reaches(state: GameState, source: CardState, effect: EffectInfo, target: CardState) -> bool:
    """Does ``effect`` of ``source`` (a card in play) act on ``target``?"""
    kind_types = target.info.types
    where = effect.target
    if where is Target.SELF:
        return target is source
    if not effect.fits(kind_types):
        return False
    if effect.params and not _title_fits(target, effect):
        return False
    if where is Target.LOCATION:
        return source.parent == target.id or (target.borrowed == source.id and borrowed_equipment(state, target) is source)
    if where is Target.STACK:
        if any(a is target for a in _ancestors(state, source)):
            return True
        if source.parent is not None and any(a.id == source.parent for a in _ancestors(state, target)):
            return True
        return source.info.kind is CardType.EQUIPMENT and any(
            place.borrowed == source.id and borrowed_equipment(state, place) is source for place in (target, *_ancestors(state, target))
        )
    if where is Target.OWN_FLEET:
        if effect.params and effect.param("same_location", False) and _place(state, source) is not _place(state, target):
            return False
        if effect.params and (effect.param("half_own", False) or effect.param("host_away", False)) and target is source:
            return False  # "another" card
        if effect.params and effect.param("others_here", False) and not _beside_at_place(state, source, target):
            return False  # "all other ... at its location" (Visonic Pledge): not itself, not the location card
        return target.controller == source.controller
    if where is Target.OPPONENT_FLEET:
        return target.controller != source.controller
    return False


def _beside_at_place(state: GameState, source: CardState, target: CardState) -> bool:
    """Is ``target`` another card at ``source``'s location (the same nearest place), not that place itself?"""
    place = _place(state, source)
    return target is not source and target is not place and place is not None and _place(state, target) is place


def _subtree(state: GameState, card: CardState) -> Iterator[CardState]:
    yield card
    for child_id in card.children:
        yield from _subtree(state, state.cards[child_id])


def continuous_on(state: GameState, target: CardState, stat: Stat, links: bool = True) -> Iterator[tuple[CardState, EffectInfo]]:
    """Every working continuous effect changing ``stat`` that acts on ``target`` (with
    ``links``, also those of equipment borrowed from another location)."""
    waiting = pending_cards(state) if state.pending else None
    for source in _subtree(state, target):
        if stat in source.info.local_stats:
            for effect in source.info.effects:
                if effect.kind.stat is stat and effect.trigger is Trigger.CONTINUOUS and effect.target not in _FLEET_TARGETS:
                    if reaches(state, source, effect, target) and source_active(state, source, effect, waiting):
                        if not (source.info.kind is CardType.HAZARD and stat is not Stat.IMMUNITY and hazard_proof(state, target)):
                            yield source, effect  # h-empire: a card immune to hazards feels none of theirs (Femerazi System)
                            if source.doubled_until and counts_twice(state, source):
                                yield source, effect
    for source, effect in fleet_wide_on(state, target, stat, waiting):
        if not (source.info.kind is CardType.HAZARD and stat is not Stat.IMMUNITY and hazard_proof(state, target)):
            yield source, effect
    place: CardState | None = target if links else None
    while place is not None:  # equipment elsewhere also working here (Sysop), on the card or a card it is on
        gear = borrowed_equipment(state, place) if place.borrowed is not None else None
        place = state.cards[place.parent] if place.parent is not None else None
        if gear is None or any(s is gear for s in _subtree(state, target)):
            continue
        for effect in gear.info.effects:
            if effect.kind.stat is stat and effect.trigger is Trigger.CONTINUOUS and effect.target not in _FLEET_TARGETS:
                if reaches(state, gear, effect, target) and source_active(state, gear, effect, waiting):
                    yield gear, effect


def counts_twice(state: GameState, source: CardState) -> bool:
    """Do the card's continuous effects count twice now, as if two such cards were in play
    (``CardState.doubled_until``: Unlucky Crew Action for good, Void Dragoness for the turn a hazard
    is played; resolvers/doubling.py)? Every reader of ``continuous_on`` then sees each effect twice."""
    return source.doubled_until > turn_index(state)


def times_counted(state: GameState, source: CardState) -> int:
    """How many times the card's continuous effects count now (2 while it ``counts_twice``)."""
    return 2 if source.doubled_until and counts_twice(state, source) else 1


def _fleet_sources(state: GameState) -> dict[Stat | None, list[tuple[CardState, EffectInfo]]]:
    """Continuous effects on whole fleets, of every card in play, by the stat they change."""

    def compute() -> dict[Stat | None, list[tuple[CardState, EffectInfo]]]:
        found: dict[Stat | None, list[tuple[CardState, EffectInfo]]] = {}
        for card in state.in_play():
            if card.info.fleet_wide:
                for effect in card.info.effects:
                    if effect.trigger is Trigger.CONTINUOUS and effect.target in _FLEET_TARGETS:
                        found.setdefault(effect.kind.stat, []).append((card, effect))
        return found

    return memo(state, "fleet_sources", compute)


def fleet_wide_on(state: GameState, target: CardState, stat: Stat, waiting: set[int] | None = None) -> Iterator[tuple[CardState, EffectInfo]]:
    """The working continuous effects on whole fleets (own_fleet / opponent_fleet) changing ``stat`` that reach ``target``
    (``waiting``: the cards whose play has not completed, when the caller has them)."""
    sources = _fleet_sources(state).get(stat)
    if not sources:
        return
    if waiting is None and state.pending:
        waiting = pending_cards(state)
    for source, effect in sources:
        if reaches(state, source, effect, target) and source_active(state, source, effect, waiting):
            yield source, effect
            if source.doubled_until and counts_twice(state, source):
                yield source, effect


def hq_damage_blocked(state: GameState, seat: Seat) -> bool:
    """Does a card of ``seat``'s blocking all damage to his fleet's units also block it to his Sector HQ
    (``sector_hq``: Occumbus, "blocks damage to all ships, bases and the Sector HQ")?"""
    sources = _fleet_sources(state).get(Stat.DAMAGE_BLOCKED)
    if not sources:
        return False
    waiting = pending_cards(state) if state.pending else None
    return any(
        source.controller == seat and effect.param("sector_hq", False)
        and source_active(state, source, effect, waiting)
        for source, effect in sources
    )


def _on_unit(state: GameState, unit: CardState, stat: Stat) -> Iterator[tuple[CardState, EffectInfo]]:
    for member in members(state, unit):
        yield from continuous_on(state, member, stat)


# --- numbers -----------------------------------------------------------------------------


def strength(state: GameState, unit: CardState) -> int:
    """The unit's strength: its cards' sum plus added strength."""
    printed = sum(m.info.strength + m.strength_drift for m in members(state, unit))  # drift: changed for good a turn at a time (growth.py)
    changes = list(_on_unit(state, unit, Stat.STRENGTH))
    if any(e.kind.change is Change.CANCEL for _, e in changes):
        return printed  # no other card changes its strength (Accelerated Aging: fix_strength)
    total = printed + sum(_strength_bonus(state, source, e) for source, e in changes if e.kind.change is Change.RAISE)
    if unit.parent is not None:
        penalties = [e for e in (*(e for _, e in changes), *_beside(state, unit)) if e.kind.change is Change.LOWER]
        if penalties:
            floor = max(int(e.param("at_least", 0) or 0) for e in penalties)
            total = max(min(total, floor), total - sum(e.amount for e in penalties))
    for source, e in changes:
        if e.kind.change is Change.MULTIPLY and _carries_title(state, source, str(e.param("with_title", "") or "")):
            total *= e.amount  # Visonic Ruins: doubled while an archeologist is on it
    halvings = sum(1 for _, e in changes if e.kind.change is Change.HALVE)
    return total >> halvings  # halved (fractions dropped) once per halving card (v2.1 fractions)


def _carries_title(state: GameState, card: CardState, title: str) -> bool:
    """Is a card whose title holds ``title`` (lower case) on ``card``?"""
    return bool(title) and any(title in state.cards[c].info.title.lower() for c in card.children)


def _beside(state: GameState, card: CardState) -> Iterator[EffectInfo]:
    """Strength-lowering effects of cards beside the card in its stack, not under it (a
    Rat Infestation on the ship its crew is on: ``stack`` reaches them)."""
    for ancestor in _ancestors(state, card):
        for child_id in ancestor.children:
            source = state.cards[child_id]
            if source is card:
                continue
            for effect in source.info.effects:
                lowers = effect.kind.stat is Stat.STRENGTH and effect.kind.change is Change.LOWER
                if lowers and effect.trigger is Trigger.CONTINUOUS and effect.target is Target.STACK:
                    if reaches(state, source, effect, card) and source_active(state, source, effect):
                        yield from (effect,) * times_counted(state, source)


def _strength_bonus(state: GameState, source: CardState, effect: EffectInfo) -> int:
    """An added strength; ``own_strength``: the giving card's current strength (Cyber-Programmer)."""
    if effect.params and effect.param("own_strength", False):
        return strength(state, source)
    if effect.params and effect.param("half_own", False):
        return source.info.strength // 2  # printed: two cards lending each other half stay finite
    return effect.amount


def one_function_only(state: GameState, card: CardState) -> bool:
    """Is the crew limited to one function a turn (Illness - Aldibrik Ailment)?"""
    return any(e.param("one_function", False) for _, e in continuous_on(state, card, Stat.STRENGTH) if e.kind.change is Change.HALVE)


def shields(state: GameState, unit: CardState) -> int:
    """The unit's Shields: its cards' sum plus added Shields (none while a card switches
    them off: the Magnetic Cloud)."""
    added = 0
    for _, effect in _on_unit(state, unit, Stat.SHIELDS):
        if effect.kind.change is Change.CANCEL:
            return 0
        added += effect.amount
    return sum(m.info.shields for m in members(state, unit)) + added


def _added_weapon(unit: CardState, effect: EffectInfo) -> WeaponInfo:
    symbol = WeaponSymbol(str(effect.param("symbol", "phaser")))
    name = effect.weapon or symbol.value
    if symbol is WeaponSymbol.HEAVY and name.lower() == "heavy":
        own = [w.name for w in unit.info.weapons if w.heavy]  # "of its own empire's kind"
        name = own[0] if own else "Heavy Weapon"
    return WeaponInfo(symbol, name, effect.amount)


def armed_equipment(state: GameState, unit: CardState) -> list[CardState]:
    """Equipment on the unit whose printed weapons fire with it (v2.1 WEAPONS FIRE L546:
    "Equipment cards in play on these cards may also fire"): in play, engaged (v2.1
    EQUIPMENT CARDS: a disengaged card does not function) and not stopped by a Breakdown."""
    waiting = pending_cards(state)
    found = []
    for member in members(state, unit):
        for child_id in member.children:
            child = state.cards[child_id]
            if child.info.kind is CardType.EQUIPMENT and child.info.weapons and child.in_play and child.id not in waiting:
                if _working(state, child) and not equipment_stopped(state, child) and not carried_this_turn(state, child):
                    found.append(child)
    return found


def carried_this_turn(state: GameState, card: CardState) -> bool:
    """Has this fire-or-carry card carried crew this turn (moved them, or on a mission)? Then
    its weapons do not fire this turn (unless an older record's game plays without the rule)."""
    if state.config.has(Option.SHUTTLES_FIRE_AND_CARRY):
        return False
    number = fire_or_carry_function(card.info)
    return number is not None and number in card.used_functions


def fired_this_turn(state: GameState, card: CardState) -> bool:
    """Have this fire-or-carry card's weapons fired this turn? Its single-use weapons spent in
    this turn, or its lasting heavy weapons among those its unit fired: a unit's equipment
    weapons fire after the unit's own (as ``systems.spend_single_use`` spends them)."""
    if fire_or_carry_function(card.info) is None or state.config.has(Option.SHUTTLES_FIRE_AND_CARRY):
        return False
    if card.weapons_spent and card.spent_turn == turn_index(state):
        return True
    lasting = sum(w.count for w in card.info.weapons if w.heavy and not w.single_use)
    if not lasting:
        return False
    unit = unit_of(state, state.cards[card.parent]) if card.parent is not None else card  # the unit it fires with
    return unit.heavy_fired > weapon_count(state, unit, WeaponSymbol.HEAVY) - lasting


def equipment_weapons(card: CardState, extra: int = 0) -> list[WeaponInfo]:
    """An equipment card's printed weapons that can still fire: a single-use weapon fired
    once is spent until a carrier rearms it (the Shuttlecraft's Phaser); ``extra`` more
    shots of its first single-use Phaser (a Green Fighter Pilot, ``pilot_extra``)."""
    found = []
    spent = card.weapons_spent
    for weapon in card.info.weapons:
        if weapon.single_use:
            bonus = extra if weapon.symbol is WeaponSymbol.PHASER else 0
            extra -= bonus
            allowance = weapon.count + bonus
            used = min(spent, allowance)
            spent -= used
            if used == allowance:
                continue
            weapon = replace(weapon, count=min(weapon.count, allowance - used))
        found.append(weapon)
    return found


# --- the Green Fighter Pilot: free-flying shuttles and fighters, one extra shot ------------


def free_flying(card: CardState) -> bool:
    """A shuttle or fighter in play on its own, not on a ship or base (v2.1 STANDARD TARGETS:
    "free flying shuttles"; played so with a Green Fighter Pilot)."""
    return card.info.kind is CardType.EQUIPMENT and card.parent is None and card.in_play and is_shuttle(card.info.title)


def piloted(state: GameState, card: CardState) -> bool:
    """Is a working pilot (effect kind ``pilot``: the Green Fighter Pilot) aboard this card?"""
    if card.info.kind is not CardType.EQUIPMENT or not card.children:
        return False
    return any(True for _ in continuous_on(state, card, Stat.PILOTING))


def free_pilot(state: GameState, seat: Seat) -> CardState | None:
    """An engaged pilot of the seat's fleet that performs functions and is not aboard a
    shuttle or fighter already (the first in play order), or None."""
    for card in state.fleet(seat):
        if not card.engaged or not any(e.kind.stat is Stat.PILOTING for e in card.info.effects):
            continue
        if card.parent is not None and state.cards[card.parent].info.kind is CardType.EQUIPMENT:
            continue
        if not functions_suspended(state, card):
            return card
    return None


def turn_index(state: GameState) -> int:
    """How many player turns have begun (a later turn has a higher number)."""
    return sum(p.turns_taken for p in state.players)


def pilot_extra(state: GameState, card: CardState) -> int:
    """The Green Fighter Pilot's extra shot: once the card's single-use weapons are all
    spent, its pilot fires one of its Phasers one more time, on a later turn than the one
    they were spent in (once until a carrier rearms it)."""
    if not card.weapons_spent or not piloted(state, card):
        return 0
    single = sum(w.count for w in card.info.weapons if w.single_use)
    if card.weapons_spent != single or not any(w.single_use and w.symbol is WeaponSymbol.PHASER for w in card.info.weapons):
        return 0
    return 1 if turn_index(state) > card.spent_turn else 0


def _flying_weapons(state: GameState, card: CardState) -> list[WeaponInfo]:
    """A free-flying shuttle's weapons: none in a turn it carried crew (fire or carry)."""
    return [] if carried_this_turn(state, card) else single_use_weapons(state, card)


def single_use_weapons(state: GameState, card: CardState) -> list[WeaponInfo]:
    """``equipment_weapons`` with the pilot's extra shot."""
    return equipment_weapons(card, pilot_extra(state, card))


def weapons(state: GameState, unit: CardState) -> list[WeaponInfo]:
    """Every weapon group of the unit: printed on its cards and on the equipment that fires
    with it, plus added by effects."""

    def compute() -> list[WeaponInfo]:
        found = [w for m in members(state, unit) for w in (_flying_weapons(state, m) if free_flying(m) else m.info.weapons)]
        found += [w for e in armed_equipment(state, unit) for w in single_use_weapons(state, e)]
        found += [_added_weapon(unit, e) for _, e in _on_unit(state, unit, Stat.WEAPONS)]
        found += [w for m in members(state, unit) if m.info.kind is CardType.PSY for w in extra_psy_damage(state, m)]  # Field of Power
        return found

    return memo(state, ("weapons", unit.id), compute)


def weapon_count(state: GameState, unit: CardState, symbol: WeaponSymbol) -> int:
    return sum(w.count for w in weapons(state, unit) if w.symbol is symbol and not w.fleet_targeted)


def weapon_damages(state: GameState, unit: CardState, symbol: WeaponSymbol, found: list[WeaponInfo] | None = None) -> list[int]:
    """Damage of each weapon of ``symbol`` on the unit (or of ``found``, its weapons as its
    systems make them fire: ``systems.firing_weapons``), with damage bonuses, in firing order."""
    bonuses = [e for _, e in _on_unit(state, unit, Stat.WEAPON_DAMAGE)]
    damages = []
    for weapon in weapons(state, unit) if found is None else found:
        if weapon.symbol is not symbol or weapon.fleet_targeted:
            continue
        bonus = sum(e.amount for e in bonuses if e.weapon is None or e.weapon.lower() == weapon.name.lower())
        damages += [weapon.damage + bonus] * weapon.count
    return damages


def blocked_by(state: GameState, unit: CardState, symbol: WeaponSymbol) -> CardState | None:
    """The card that stops the unit's weapons of ``symbol`` firing, if any (v2.1 MONSTER CARDS...;
    a Stellar Gas Cloud on the terrain the unit is on: ``stack_beside``)."""
    beside: list[tuple[CardState, EffectInfo]] = []
    if _any_stack_wide(state, Stat.WEAPONS_BLOCKED):
        beside = [pair for member in members(state, unit) for pair in stack_beside(state, member, Stat.WEAPONS_BLOCKED)]
    for source, effect in [*_on_unit(state, unit, Stat.WEAPONS_BLOCKED), *beside]:
        wanted = (effect.weapon or "").lower()
        if not wanted or wanted == symbol.value or (wanted == "phaser" and symbol is WeaponSymbol.PHASER):
            return source
    return None


def absorbers(state: GameState, unit: CardState) -> list[tuple[CardState, EffectInfo]]:
    """Cards that take the damage dealt to the unit before it does (the Invinco Guardian,
    a Planetary Shield's Shields), with the effect that says which damage."""
    found: list[tuple[CardState, EffectInfo]] = []
    waiting = pending_cards(state) if state.pending else None
    for member in members(state, unit):
        for source in _subtree(state, state.root_of(member)):  # a stack effect may sit beside it
            for effect in source.info.effects:
                if effect.kind.stat is Stat.DAMAGE_ABSORBED and effect.trigger is Trigger.CONTINUOUS and source is not unit:
                    if reaches(state, source, effect, member) and source_active(state, source, effect, waiting):
                        found.append((source, effect))
    return found


def trapped(state: GameState, unit: CardState) -> bool:
    """Is the ship kept from changing location by a card on it (Sextaraan Web Crawlers)?"""
    return bool(unit.children) and any(True for _ in _on_unit(state, unit, Stat.MOVEMENT))


def hq_protection_lost(state: GameState, unit: CardState) -> bool:
    """Does a card keep this ship from protecting its Sector HQ (a Divergent Anomaly)?"""
    return any(True for _ in _on_unit(state, unit, Stat.HQ_PROTECTION))


def damage_reduction(state: GameState, unit: CardState, weapons_fire: bool, hazard: bool = False) -> int:
    """Damage a hit on the unit loses to its reducing effects (weapons-only ones need weapons
    fire, hazards-only ones a hazard card's damage)."""
    total = 0
    for _, effect in _on_unit(state, unit, Stat.DAMAGE_REDUCTION):
        if effect.params and effect.param("hazards_only", False) and not hazard:
            continue
        if weapons_fire or not effect.param("weapons_only", False):
            total += effect.amount
    return total


HAZARDS = "hazards"
"""What ``immune`` names for "immune to the effects of hazard cards" (Femerazi System): no hazard is
played on or against the card, no hazard's damage or effect reaches it."""


def hazard_proof(state: GameState, card: CardState) -> bool:
    """Is the card immune to hazards? Asked only while some card in play grants that immunity
    (remembered per state: the legal-action path asks it for every hazard and target)."""
    if state.memo is None:
        return immune(state, card, HAZARDS)
    granted = memo(state, "hazard_immunity", lambda: any(
        e.kind.stat is Stat.IMMUNITY and e.params and e.param("against") == HAZARDS for c in state.in_play() for e in c.info.effects
    ))
    return granted and immune(state, card, HAZARDS)


NEGATION = "negation"
"""What ``immune`` names for "its effects cannot be negated" (Mind Mold Symbionts on a monster). With
``up_to_own_strength`` it holds only against cards whose strength is at most the protected card's."""


def negation_proof(state: GameState, card: CardState, by: CardState | None) -> bool:
    """Can ``by`` not negate, cancel or suspend the effects of ``card`` (an ``immune`` against
    'negation' on it: Mind Mold Symbionts)? The one question every negating rule asks: the
    ``negate`` kind (a card action of it cancelled), a monster's suspension (``suspended``: a
    Science Officer at its location, a Monster Halt). Only cards with something on them are looked at."""
    if by is None or not card.children:
        return False
    shields = [e for _, e in continuous_on(state, card, Stat.IMMUNITY) if str(e.param("against", "")) == NEGATION]
    if not shields:
        return False
    if all(e.param("up_to_own_strength", False) for e in shields):
        return strength(state, by) <= strength(state, unit_of(state, card))
    return True


def immune(state: GameState, card: CardState, against: str) -> bool:
    """Is the card immune to ``against`` ('weapons fire', 'infestation', ...)? A stack-wide
    immunity of a card elsewhere in its stack counts (Stellar Gas Cloud: ``stack_beside``)."""
    if any(str(e.param("against", "")) == against for _, e in continuous_on(state, card, Stat.IMMUNITY)):
        return True
    return any(str(e.param("against", "")) == against for _, e in stack_beside(state, card, Stat.IMMUNITY))


def stack_beside(state: GameState, card: CardState, stat: Stat) -> list[tuple[CardState, EffectInfo]]:
    """Continuous ``stack`` effects changing ``stat`` of cards elsewhere in the card's stack that
    reach it (not in its own subtree, which ``continuous_on`` reads): a card on the terrain under
    it reaches every card stacked there. Nothing is walked while no such effect is in play."""
    if card.parent is None or not _any_stack_wide(state, stat):
        return []
    below = {c.id for c in _subtree(state, card)}
    return [
        (source, effect)
        for ancestor in _ancestors(state, card)
        for child_id in ancestor.children
        if child_id not in below
        for source in (state.cards[child_id],)
        for effect in source.info.effects
        if _stack_wide(effect, stat) and reaches(state, source, effect, card) and source_active(state, source, effect)
        for _ in range(times_counted(state, source))
    ]


def _any_stack_wide(state: GameState, stat: Stat) -> bool:
    """Is a continuous ``stack`` effect changing ``stat`` in play (remembered per state)?"""
    return memo(state, ("stack_beside", stat), lambda: any(_stack_wide(e, stat) for c in state.in_play() for e in c.info.effects))


def _stack_wide(effect: EffectInfo, stat: Stat) -> bool:
    return effect.kind.stat is stat and effect.target is Target.STACK and effect.trigger is Trigger.CONTINUOUS


def requirements(state: GameState, card: CardState) -> dict[PointType, int]:
    """The card's point requirements after reductions by cards on it (never below 0)."""
    printed = card.info.requires
    if card.research_burden and (burden := burden_now(state, card)):  # h-fleet: a Sargassos's extra research in this turn of its player's
        found = requirements_without_burden(state, card, printed)
        found = {**found, PointType.RESEARCH: found.get(PointType.RESEARCH, 0) + burden}
    else:
        found = requirements_without_burden(state, card, printed)
    return fleet_multiplied(state, card, found) if state.players[card.controller].requirement_multipliers else found


def fleet_multiplied(state: GameState, card: CardState, found: dict[PointType, int]) -> dict[PointType, int]:
    """A unit's requirements times the ``amount`` of each card in play multiplying its player's
    units' need of a point type (``PlayerState.requirement_multipliers``: Broken Supply Lines,
    "all units requiring supply points now require double the amount"; a unit: a base, ship or dragon, v2.1 glossary)."""
    if not found or not card.info.is_unit:
        return found
    multipliers = state.players[card.controller].requirement_multipliers
    if not multipliers:
        return found
    changed = dict(found)
    for source in (state.cards[i] for i in multipliers):
        if not source.in_play:
            continue
        for effect in source.info.effects:
            if effect.kind.stat is Stat.FLEET_REQUIREMENTS and effect.point is not None and changed.get(effect.point):
                changed[effect.point] *= effect.amount
    return changed


def requirements_without_burden(state: GameState, card: CardState, printed: dict[PointType, int]) -> dict[PointType, int]:
    """The printed requirements after the reductions and the stack-wide changes (no Sargassos burden)."""
    if not printed or not (_reducible(card) or _stack_requirement_sources(state, card) or Stat.REQUIREMENTS in _fleet_sources(state)):
        return printed  # nothing on it, beside it or fleet-wide (h-guest: the Nagiridni Pirate Outpost's pirate discount) changes them
    return memo(state, ("requirements", card.id), lambda: _reduced(state, card, printed))


def burden_now(state: GameState, card: CardState) -> int:
    """Research a card needs besides its own to engage in this turn of its player's (Sargassos:
    "on their next Allocation Phase"), else 0."""
    if not card.research_burden or state.players[card.controller].turns_taken != card.burden_turn:
        return 0
    return card.research_burden


def needs_points(state: GameState, card: CardState) -> bool:
    """Does the card need points to engage this turn (its printed requirements, or a burden)?"""
    return bool(card.info.requires) or (card.research_burden > 0 and burden_now(state, card) > 0)


def _reducible(card: CardState) -> bool:
    """Cards on it, or a rule of its own (Mercenary), may lower its requirements."""
    if card.children or card.borrowed is not None:
        return True
    if card.parent is not None and card.info.requires and moves_against_terrain(card.info):  # a raider: raids.stolen
        return True
    return any(e.kind.stat is Stat.REQUIREMENTS and e.target is Target.SELF for e in card.info.effects)


def _stack_requirement_sources(state: GameState, card: CardState) -> list[tuple[CardState, EffectInfo]]:
    """Continuous requirement effects of a card elsewhere in the card's stack that reach it
    (Ice Age on a terrain: the energy needs of its whole stack doubled). ``continuous_on`` looks
    only at the card's own subtree and whole-fleet cards; a stack-wide card on the terrain sits beside."""
    if card.parent is None:
        return []
    if not memo(state, "stack_requirements", lambda: any(_stack_requirement(e) for c in state.in_play() for e in c.info.effects)):
        return []
    root = card
    while root.parent is not None:
        root = state.cards[root.parent]
    below = {c.id for c in _subtree(state, card)}
    return [
        (source, effect)
        for source in state.stack(root.id)
        if source.id not in below
        for effect in source.info.effects
        if _stack_requirement(effect) and reaches(state, source, effect, card) and source_active(state, source, effect)
        for _ in range(times_counted(state, source))
    ]


def _stack_requirement(effect: EffectInfo) -> bool:
    return effect.kind.stat is Stat.REQUIREMENTS and effect.target is Target.STACK and effect.trigger is Trigger.CONTINUOUS




def _reduced(state: GameState, card: CardState, printed: dict[PointType, int]) -> dict[PointType, int]:
    reduced = dict(printed)
    for point, amount in stolen(state, card).items():  # met by the terrain it is against
        reduced[point] = max(0, reduced.get(point, 0) - amount)
    either: list[EffectInfo] = []
    for _, effect in [*continuous_on(state, card, Stat.REQUIREMENTS), *_stack_requirement_sources(state, card)]:
        if effect.param("points") is not None:  # one type or another (an Operations Officer): applied last
            either.append(effect)
            continue
        if effect.kind.change is Change.MULTIPLY and effect.point is not None:  # Power Leech: the printed need, times the amount
            reduced[effect.point] = reduced.get(effect.point, 0) + printed.get(effect.point, 0) * (effect.amount - 1)
        elif effect.kind.change is Change.MULTIPLY:  # Space Illness: every printed need (the engagement cost), times the amount
            for point, need in printed.items():
                reduced[point] = reduced.get(point, 0) + need * (effect.amount - 1)
        elif effect.kind.change is Change.RAISE and effect.point is not None:  # Rat Infestation
            reduced[effect.point] = reduced.get(effect.point, 0) + effect.amount
        elif effect.point in reduced:
            reduced[effect.point] = max(0, reduced[effect.point] - effect.amount)
    if either:
        reduced = _either_reduced(card, reduced, either)
    return {p: n for p, n in reduced.items() if n > 0}


def _either_reduced(card: CardState, needs: dict[PointType, int], effects: list[EffectInfo]) -> dict[PointType, int]:
    """``needs`` with each either-or reduction (``reduce_either_requirement``: one supply OR one
    energy fewer, its owner's choice) applied to the type the owner's allocation leaves short:
    when only one of the types is needed, that one; when several are, the one still short once
    every other has all its points (none while two or more are still short). So the unit engages
    one point short of one type, never short of both."""
    reduced = dict(needs)
    for effect in effects:
        types = [PointType(word.strip()) for word in str(effect.param("points")).split(",") if word.strip()]
        needed = [point for point in types if reduced.get(point, 0) > 0]
        short = [point for point in needed if card.received.get(point, 0) < reduced[point]]
        chosen = needed[0] if len(needed) == 1 else short[0] if len(short) == 1 else None
        if chosen is not None:
            reduced[chosen] = max(0, reduced[chosen] - effect.amount)
    return reduced


def point_doubler(card: CardState, point: PointType) -> EffectInfo | None:
    """The card's ``double_point`` effect for this point type (the Technician: energy, repair)."""
    for effect in card.info.effects:
        if effect.kind.stat is Stat.POINT_DOUBLING and point.value in str(effect.param("points", "") or "").split(","):
            return effect
    return None


def held_down(state: GameState, card: CardState) -> bool:
    """Is the card kept disengaged by a continuous 'disengage' effect (Amphibian Desire)?"""
    return any(True for _ in continuous_on(state, card, Stat.KEPT_DISENGAGED)) or spotlit(state, card)


def requirements_met(card: CardState, state: GameState | None = None) -> bool:
    """Has the card received all of its point requirements this turn (the printed ones,
    less reductions by cards on it when ``state`` is given)?"""
    received = card.received
    needs = card.info.requires
    if state is not None and ((_reducible(card) and needs) or card.research_burden or (needs and state.players[card.controller].requirement_multipliers)):
        needs = requirements(state, card)
    return all(received.get(point, 0) >= need for point, need in needs.items())
