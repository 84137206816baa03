"""Generated points: what a player's cards produce this Allocation Phase.

v2.1 *ALLOCATION*: cards with point requirements generate (and modify) points only if
they will be engaged; cards without requirements always do. v2.1 *Terrain Output
Modifiers*: of several positive additive modifiers only the greatest applies, likewise of
several positive multiplicative ones; additive first, then multiplicative. Negative
additive modifiers all apply. v2.1 ECONOMY: a modifier changes only its own point type,
so economy is never changed by a supply (or other) modifier. Terrain played on terrain is
one terrain with combined output (v2.1 TERRAIN CARDS); fractions are dropped.

Printed cards change output by their effects (``produce``, ``suppress_output``): a card
whose points its host produces (Logic on a crew, a Probe on a ship: only while the host
works, and counted as the host's output), points equal to the card's strength (Biruk's
Comet, the Probe), points that fall by one each turn with the duration left (Ionized
Particle Field), and a terrain that produces nothing while a monster sits on it (Scandig
Blob, Vymezies Particle: the whole combined terrain is silenced).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo, ModifierInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.hazard_targets import hazard_mode
from ge_desktop.rulesets.galactic_empires.raids import stolen_from
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import continuous_on, needs_points, negated_against_fleet, requirements_met, strength
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId

Active = Callable[[CardState], bool]


def active_for(state: GameState, seat: Seat) -> Active:
    """During ``seat``'s allocation: does a card generate/modify points now?

    The allocating player's cards count once they have all requirements (they will be
    engaged); other players' cards count if they are engaged.
    """

    def active(card: CardState) -> bool:
        if card.controller != seat:
            return card.engaged
        return not needs_points(state, card) or requirements_met(card, state)

    return active


def _group_members(state: GameState, root: CardState) -> list[CardState]:
    """A generating card plus, for terrain, every terrain combined onto it."""
    members = [root]
    if root.info.kind is CardType.TERRAIN:
        for child_id in root.children:
            child = state.cards[child_id]
            if child.info.kind is CardType.TERRAIN and CardType.HAZARD not in child.info.types:
                members += _group_members(state, child)
    return members


def _is_group_root(state: GameState, card: CardState) -> bool:
    if card.info.kind is not CardType.TERRAIN or card.parent is None or CardType.HAZARD in card.info.types:
        return True
    return state.cards[card.parent].info.kind is not CardType.TERRAIN


def _apply_modifiers(base: dict[PointType, int], kind: CardType, modifiers: Iterable[ModifierInfo]) -> dict[PointType, int]:
    """Greatest positive additive, all negative additive, then greatest multiplicative."""
    best_add: dict[PointType, int] = {}
    negative: dict[PointType, int] = {}
    best_mult: dict[PointType, int] = {}
    for mod in modifiers:
        if kind not in mod.target_types:
            continue
        if mod.multiply:
            best_mult[mod.point] = max(best_mult.get(mod.point, 1), mod.amount)
        elif mod.amount > 0:
            best_add[mod.point] = max(best_add.get(mod.point, 0), mod.amount)
        else:
            negative[mod.point] = negative.get(mod.point, 0) + mod.amount
    result = dict(base)
    for point in set(best_add) | set(negative) | set(best_mult):
        value = result.get(point, 0) + best_add.get(point, 0) + negative.get(point, 0)
        result[point] = max(0, value) * best_mult.get(point, 1)
    return {p: n for p, n in result.items() if n > 0}


def _produce_effect(card: CardState) -> EffectInfo | None:
    for effect in card.info.effects:
        if effect.kind is Kind.PRODUCE and effect.trigger is Trigger.CONTINUOUS:
            return effect
    return None


def scouted(card: CardState) -> bool:
    """Has the card used its scout function this turn, instead of generating its research
    point (Tufor Research Scout, Corporate Scout Cruiser; ``galactic_empires/scouting.py``)?"""
    return bool(card.used_functions) and any(
        effect.kind is Kind.SCOUT and number in card.used_functions
        for number, effect in enumerate(card.info.function_effects, start=1)
    )


def own_points(state: GameState, card: CardState) -> dict[PointType, int]:
    """The points one card produces now: printed, or as its ``produce`` effect says. A T/H
    card played onto a card as a hazard (Plasma Field) produces nothing: only as a terrain.
    A scout that looked at a hand this turn produces no research."""
    if hazard_mode(card):
        return {}
    if card.own_output_stopped_turn and card.own_output_stopped_turn == state.players[card.controller].turns_taken:
        return {}  # Sun Spot: this terrain card's own points are eliminated this turn (resolvers/weakest_terrain.py)
    points = dict(card.info.generates)
    if healing_restriction(card) is not None and PointType.REPAIR in points:  # Dragon Cave: its diamonds are healing
        points[PointType.HEALING] = points.get(PointType.HEALING, 0) + points.pop(PointType.REPAIR)
    if scouted(card):
        points.pop(PointType.RESEARCH, None)
    effect = _produce_effect(card)
    if effect is None:
        return points
    if effect.param("equal_to_strength"):
        now = strength(state, card)
        points = {point: now for point in points}
    if effect.param("falling"):
        left = card.dice.get(DieKind.DURATION)
        if left is not None:
            points = {point: min(amount, left) for point, amount in points.items()}
    if effect.param("own_empire_only") and not _in_own_empire(state, card):
        dropped = {PointType(p.strip()) for p in str(effect.param("own_empire_only")).split(",") if p.strip()}
        points = {point: amount for point, amount in points.items() if point not in dropped}
    return points


def healing_restriction(card: CardState) -> EffectInfo | None:
    """The card's ``healing_only_for`` effect: its healing heals only dragons (and monsters)."""
    return next((e for e in card.info.effects if e.kind is Kind.HEALING_ONLY_FOR and e.trigger is Trigger.CONTINUOUS), None)


def restricted_healing(state: GameState, seat: Seat, active: Active) -> tuple[int, int]:
    """Healing points ``seat``'s fleet produces now for (dragons only, dragons and monsters)."""
    dragons = beasts = 0
    for card in state.fleet(seat):
        effect = healing_restriction(card)
        if effect is not None and active(card) and not silenced(state, card):
            made = own_points(state, card).get(PointType.HEALING, 0)
            if effect.param("monsters", False):
                beasts += made
            else:
                dragons += made
    return dragons, beasts


def _in_own_empire(state: GameState, card: CardState) -> bool:
    """Is the card's controller playing the card's own empire (his deck's main empire)?"""
    deck_empire = state.players[card.controller].empire
    return bool(card.info.empire and deck_empire and card.info.empire.lower() == deck_empire.lower())


def produced_by_host(card: CardState) -> bool:
    """Are this card's points produced by the card it is on (``produce`` at its location)?"""
    effect = _produce_effect(card)
    return effect is not None and effect.target is Target.LOCATION and card.parent is not None


def _suppressions(state: GameState, card: CardState) -> list[EffectInfo]:
    if not card.children:  # the monster sits on or against the terrain it silences
        return []
    return [e for _, e in continuous_on(state, card, Stat.OUTPUT) if e.kind is Kind.SUPPRESS_OUTPUT]


def silenced(state: GameState, card: CardState) -> bool:
    """Does a ``suppress_output`` effect (a monster on a terrain) stop this card producing?"""
    return any(not e.param("points") for e in _suppressions(state, card))


def muted_points(state: GameState, card: CardState) -> set[PointType]:
    """The point types a ``suppress_output`` effect with ``points`` stops this card producing,
    modifiers included (Natural Disaster: no economy; Tectonic Burrower: no energy)."""
    return {PointType(p.strip()) for e in _suppressions(state, card) for p in str(e.param("points") or "").split(",") if p.strip()}


def _group_root(state: GameState, card: CardState) -> CardState:
    while not _is_group_root(state, card) and card.parent is not None:
        card = state.cards[card.parent]
    return card


def group_output(state: GameState, card: CardState) -> dict[PointType, int]:
    """What the generating group ``card`` belongs to (a terrain with the terrain combined onto
    it) produces for its controller now, modifiers and drains applied."""
    root = _group_root(state, card)
    produced = fleet_output(state, card.controller, active_for(state, card.controller))
    return next((dict(points) for source, points in produced if source == root.id), {})


def fleet_output(state: GameState, seat: Seat, active: Active) -> list[tuple[InstanceId, dict[PointType, int]]]:
    """Per generating group of ``seat``'s fleet: (source card id, points it generates)."""
    fleet = [c for c in state.fleet(seat) if active(c)]
    fleet_mods = [m for c in fleet for m in c.info.modifiers if m.fleet]
    hosted: dict[InstanceId, dict[PointType, int]] = {}  # points produced by a host for a card on it
    for card in fleet:
        if card.info.generates and produced_by_host(card):
            host = state.cards[card.parent] if card.parent is not None else card
            if host.controller == seat and active(host):
                extra = hosted.setdefault(_group_root(state, host).id, {})
                for point, amount in own_points(state, card).items():
                    extra[point] = extra.get(point, 0) + amount
    result = []
    for card in fleet:
        if not _is_group_root(state, card) or produced_by_host(card):
            continue
        members = _group_members(state, card)
        if any(silenced(state, member) for member in members):
            continue
        if card.output_stopped_turn and card.output_stopped_turn == state.players[card.controller].turns_taken:
            continue  # Cessation of Production: the stack generates nothing this turn (resolvers/allocation_start.py)
        base: dict[PointType, int] = dict(hosted.get(card.id, {}))
        for member in members:
            if member is card or active(member):
                for point, amount in own_points(state, member).items():
                    base[point] = base.get(point, 0) + amount
        for member in members:  # raiders against it take their requirements from it (v2.1 VICIOUS SIX)
            if member.children:
                for point, amount in stolen_from(state, member).items():
                    base[point] = base.get(point, 0) - amount
                base = {point: amount for point, amount in base.items() if amount > 0}
        card_mods = [
            m
            for member in members
            for child_id in member.children
            if active(state.cards[child_id]) and not (state.negating_until and negated_against_fleet(state, state.cards[child_id]))
            for m in state.cards[child_id].info.modifiers
            if not m.fleet and m.reaches(member.info)
        ]
        if not base and not card_mods:
            continue
        mods = (*card_mods, *fleet_mods)
        doubled = _doubled(state, members, active)
        if doubled:  # Gaia Separation: no negative point modifier applies to the terrain
            mods = tuple(m for m in mods if m.multiply or m.amount > 0)
        output = _apply_modifiers(base, card.info.kind, mods) if mods else base
        if doubled:
            output = {point: amount * 2 for point, amount in output.items()}
        else:
            output = _halved(state, members, output)
        muted = {point for member in members for point in muted_points(state, member)}
        output = {point: amount for point, amount in output.items() if point not in muted}
        if output:
            result.append((card.id, output))
    return _drained(state, seat, result)


def _halved(state: GameState, members: list[CardState], output: dict[PointType, int]) -> dict[PointType, int]:
    """``output`` with each point type a ``halve_output`` card on the group halves (Ice Age: energy),
    once per such card, fractions dropped."""
    for member in members:
        if not member.children:
            continue
        for _, effect in continuous_on(state, member, Stat.OUTPUT):
            if effect.kind is Kind.HALVE_OUTPUT and effect.point in output:
                output = {**output, effect.point: output[effect.point] // 2}
    return output


def _doubled(state: GameState, members: list[CardState], active: Active) -> bool:
    """Does a working ``double_output`` card sit on a terrain of the group (Gaia Separation)?
    Combined terrain is one terrain with one output (v2.1 TERRAIN), so the whole group's
    output doubles, after its modifiers (v2.1: additive, then multiplicative)."""
    for member in members:
        for child_id in member.children:
            child = state.cards[child_id]
            if active(child) and any(e.kind is Kind.DOUBLE_OUTPUT and e.trigger is Trigger.CONTINUOUS for e in child.info.effects):
                return True
    return False


def _drains_on(state: GameState, seat: Seat) -> list[tuple[CardState, EffectInfo, PointType]]:
    """What other players' engaged cards drain of ``seat``'s output (``drain_output``): the card
    of ``seat`` each is linked to, the effect and its point type."""
    found = []
    for source in state.in_play():
        linked = state.cards[source.drains] if source.drains is not None else None
        if linked is None or not linked.in_play or linked.controller != seat or source.controller == seat or not source.engaged:
            continue
        if state.negating_until and negated_against_fleet(state, source):
            continue  # Scientific Breakthrough: a terrain or hazard against the fleet does nothing
        drain = next((e for e in source.info.effects if e.kind is Kind.DRAIN_OUTPUT and e.point is not None), None)
        if drain is not None and drain.point is not None:  # one drain a card, whichever effect set its link
            found.append((linked, drain, drain.point))
    return found


def _drained(state: GameState, seat: Seat, output: list[tuple[InstanceId, dict[PointType, int]]]) -> list[tuple[InstanceId, dict[PointType, int]]]:
    """``output`` less what black holes drain (resolvers/drains.py): from the linked card's
    terrain group, or with ``whole_fleet`` from the first of the player's terrain output, then
    (``economy_too``) economy for what the natural points could not cover."""
    result = [(source, dict(points)) for source, points in output]
    for linked, effect, point in _drains_on(state, seat):
        left = effect.amount
        group = _group_root(state, unit_of_terrain(state, linked)).id
        groups = [points for source, points in result if state.cards[source].info.kind is CardType.TERRAIN]
        if not effect.param("whole_fleet", False):
            groups = [points for source, points in result if source == group]
        for wanted in (point, PointType.ECONOMY) if effect.param("economy_too", False) else (point,):
            for points in groups:
                taken = min(left, points.get(wanted, 0))
                points[wanted] = points.get(wanted, 0) - taken
                left -= taken
    return [(source, {p: n for p, n in points.items() if n > 0}) for source, points in result if any(n > 0 for n in points.values())]


def unit_of_terrain(state: GameState, card: CardState) -> CardState:
    """The terrain card at or under ``card`` (the card itself when none is)."""
    walker = card
    while walker.info.kind is not CardType.TERRAIN and walker.parent is not None:
        walker = state.cards[walker.parent]
    return walker


def total(output: list[tuple[InstanceId, dict[PointType, int]]]) -> dict[PointType, int]:
    sums: dict[PointType, int] = {}
    for _, points in output:
        for point, amount in points.items():
            sums[point] = sums.get(point, 0) + amount
    return sums
