"""Phase 1 and 2: Record Keeping, Point Allocation and Engagement (v2.1 L251-293).

Record Keeping (``begin``): the player's cards generate their points first (a card whose
duration runs out still produces on its last turn, L259), then expired durations are
discarded (psy functions switch off instead), then every damaged Shield regains 1.

Cards with "each Allocation Phase" effects (monsters that feed on a unit, repair drones,
Windfall) act in their controller's Record Keeping, after output and before expiry.

Allocation, as actions: ``declare POINT`` turns one economy point of the pool into another
type; ``allocate POINT #N`` gives one pool point to a card (research and lobster points
may go to any monster in play: lobster equal to its strength disengages it for one
complete turn, research enough to destroy it does; repair points fix Shields, ship or base
structure and terrain damage other than card damage; healing points cure beings, but
economy declared as healing never heals a monster). Requirements are the printed ones less
reductions by cards on the card (a Chief Engineer). Ammunition arms heavy weapons, at most
1 each, counting weapons added by refits and crew; energy beyond requirements goes to the
unit's Variable Plasma and Phaser Magnifier (``systems.py``). A card that receives its last
requirement at once adds what it generates or modifies (players may engage each card as
soon as it has its points, L292). ``done`` ends allocation (reactable): unused points are
lost and every card of the player engages (all requirements met, or none) or disengages.
"""

from __future__ import annotations

from typing import Literal

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import emf, errors
from ge_desktop.rulesets.galactic_empires.actions import DECLARABLE, Allocate, DeclareEconomy
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.command import command_free_for_requirements
from ge_desktop.rulesets.galactic_empires.damage import add_removing_point, add_research, heal, healable, repairable, takes_removing_point
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import (
    CardEngaged,
    DieChanged,
    DurationExpired,
    EconomyDeclared,
    EffectResolved,
    PhaseChanged,
    PointsAllocated,
    PointsGenerated,
    PointsLost,
)
from ge_desktop.rulesets.galactic_empires.krebiz import capsule_shield_repair, half_funded, is_capsule, joined_cruiser
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.pending import AllocationItem, AllocationStep
from ge_desktop.rulesets.galactic_empires.points import active_for, fleet_output, restricted_healing, total
from ge_desktop.rulesets.galactic_empires.resolution import resolve_now, resolve_or_ask, submit
from ge_desktop.rulesets.galactic_empires.resolvers.allocation_start import remember_repairs, someone_answers_start
from ge_desktop.rulesets.galactic_empires.resolvers.blinding import blind_energy_room
from ge_desktop.rulesets.galactic_empires.resolvers.command_cut import command_after_cut
from ge_desktop.rulesets.galactic_empires.resolvers.detection import detection_room
from ge_desktop.rulesets.galactic_empires.resolvers.engagement_damage import engaged_strength_damage_step, prevention_room
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_points import declaring_barred_now, recompute_output, without_withheld
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_requirements import shipless_owner_discards
from ge_desktop.rulesets.galactic_empires.resolvers.foreign import foreign_allowed, repair_value
from ge_desktop.rulesets.galactic_empires.resolvers.growth import clear_stale_research, escape_pockets, owner_turn_effects
from ge_desktop.rulesets.galactic_empires.resolvers.operations import doubles_applied
from ge_desktop.rulesets.galactic_empires.resolvers.output_multiplier import fade_cards
from ge_desktop.rulesets.galactic_empires.resolvers.output_negation import apply_negation_point, negation_room
from ge_desktop.rulesets.galactic_empires.resolvers.salvage import salvage_room
from ge_desktop.rulesets.galactic_empires.rules.damage_control import local_repair_problem, spend_local_repair
from ge_desktop.rulesets.galactic_empires.rules.held_piles import apply_research, research_room
from ge_desktop.rulesets.galactic_empires.rules.lairs import engagement_rules
from ge_desktop.rulesets.galactic_empires.rules.psy_functions import FIELD_USERS, discipline_room
from ge_desktop.rulesets.galactic_empires.rules.tribes import shields_regained
from ge_desktop.rulesets.galactic_empires.state import DOUBLED, CardState, GameState, PlayerState
from ge_desktop.rulesets.galactic_empires.stats import (
    held_down,
    members,
    needs_points,
    point_doubler,
    requirements,
    requirements_met,
    source_active,
    unit_of,
    weapon_count,
)
from ge_desktop.rulesets.galactic_empires.systems import (
    RULE_DETONATOR,
    RULE_MAGNIFIER,
    detonators_armed,
    energy_room,
    has_detonator,
    magnifier_energy,
    magnifier_max,
    overload_cost,
    plasma_range,
    rearm_carriers,
    supply_room,
    weapon_energy_room,
)
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_pile

_MONSTER_POINTS = frozenset({PointType.RESEARCH, PointType.LOBSTER, PointType.HEALING})
_REMOVING_POINTS = frozenset({PointType.RESEARCH, PointType.REPAIR})


# --- Record Keeping and the pool ---------------------------------------------------------


def begin(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Record Keeping and point generation at the start of ``seat``'s Allocation Phase."""
    player = state.players[seat]
    clear_stale_research(state, events)  # research that must be applied in one turn (Maelstrom)
    owner_turn_effects(state, seat, events)  # cards that act as the owner's next turn begins (Scentari Snails)
    fade_cards(state, seat, events)  # Temporal Repetition loses its strength a turn, before the points it multiplies
    active = active_for(state, seat)
    # Generate first: expiring cards still produce on their last turn (L259-260).
    produced = fleet_output(state, seat, active)
    for source, points in produced:
        for point, amount in sorted(points.items(), key=lambda item: item[0].value):
            events.append(PointsGenerated(seat, point, amount, source))
    with_expiring = _withhold(player, total(produced), events)
    player.pool = {p: n for p, n in with_expiring.items() if p is not PointType.COMMAND}
    player.economy_healing = 0
    player.dragon_healing_used = player.beast_healing_used = 0
    player.local_repair_used = {}
    # v2.1 L480: command points = players at the start of the game + generated command.
    player.command_total = command_after_cut(state, player, state.player_count + with_expiring.get(PointType.COMMAND, 0))
    player.command_committed = 0
    events.append(PointsGenerated(seat, PointType.COMMAND, state.player_count, None))
    _allocation_effects(state, seat, events)
    _expire_durations(state, seat, events)
    _regenerate_shields(state, seat, events)
    player.generated = without_withheld(player, total(fleet_output(state, seat, active)))
    open_start_window(state, seat, events)


def open_start_window(state: GameState, seat: Seat, events: list[Event]) -> None:
    """The opponents' window as ``seat``'s Allocation Phase begins (``resolvers/allocation_start.py``):
    only while one of them holds such a card, and not while something else is resolving."""
    if not state.busy and someone_answers_start(state, seat):
        submit(state, AllocationItem(seat, begins=True), events)


def _withhold(player: PlayerState, produced: dict[PointType, int], events: list[Event]) -> dict[PointType, int]:
    """``produced`` less the point types a card stopped for this turn (Economic Crisis: they are lost)."""
    kept = without_withheld(player, produced)
    for point in sorted(set(produced) - set(kept), key=lambda p: p.value):
        events.append(PointsLost(player.seat, point, produced[point]))
    return kept


def _allocation_effects(state: GameState, seat: Seat, events: list[Event]) -> None:
    """'Each Allocation Phase' effects of the player's cards (monsters, drones, Windfall)."""
    for card in list(state.fleet(seat)):
        for effect in card.info.effects:
            if effect.trigger is Trigger.ALLOCATION and card.in_play and source_active(state, card, effect):
                if effect.target is Target.CHOSEN_CARD or effect.kind is Kind.FLEET_DAMAGE:
                    resolve_or_ask(state, card, effect, seat, events)  # the player picks the card (the Kraken: who takes the points left over)
                else:
                    resolve_now(state, card, effect, seat, events)


def _expire_durations(state: GameState, seat: Seat, events: list[Event]) -> None:
    """v2.1 RECORD KEEPING STEP: expired cards are discarded; psy functions switch off."""
    for card in [c for c in state.fleet(seat) if DieKind.DURATION in c.dice]:
        if not card.in_play:  # already left with an expiring card it was on
            continue
        left = card.dice[DieKind.DURATION] - 1
        if left > 0:
            card.dice[DieKind.DURATION] = left
            events.append(DieChanged(card.id, DieKind.DURATION, left))
            continue
        del card.dice[DieKind.DURATION]
        events.append(DurationExpired(card.id))
        if _returns_on_expiry(state, card):
            for child_id in list(card.children):
                leave_play(state, state.cards[child_id], LeaveReason.DISCARDED, events)
            to_pile(state, card, Zone.HAND, card.owner, events)
        elif card.info.kind is not CardType.PSY:
            leave_play(state, card, LeaveReason.DISCARDED, events)


def _returns_on_expiry(state: GameState, card: CardState) -> bool:
    """A printed ``return_on_expiry`` rule (Rom's Comet: back to the hand, not the discard
    pile, while a named card is in play)."""
    for effect in card.info.effects:
        if effect.kind is Kind.RETURN_ON_EXPIRY:
            wanted = str(effect.param("if_in_play", "") or "").lower()
            if not wanted or any(wanted in c.info.title.lower() for c in state.in_play() if c is not card):
                return True
    return False


def _regenerate_shields(state: GameState, seat: Seat, events: list[Event]) -> None:
    """v2.1 RECORD KEEPING STEP / SHIELD: each damaged Shield regains 1 point free (2 for an
    Andromeda Bound ship, ``tribes.shields_regained``; one more for a Krebiz capsule while
    Krebizar is in play, ``krebiz.capsule_shield_repair``)."""
    for card in list(state.fleet(seat)):
        damage = card.dice.get(DieKind.SHIELD, 0)
        if damage > 0:
            regained = shields_regained(card.info) + capsule_shield_repair(state, card)
            _set_die(card, DieKind.SHIELD, max(0, damage - regained), events)


def _set_die(card: CardState, kind: DieKind, value: int, events: list[Event]) -> None:
    if value > 0:
        card.dice[kind] = value
    else:
        card.dice.pop(kind, None)
    events.append(DieChanged(card.id, kind, value))


# --- declaring economy -------------------------------------------------------------------


def check_declare(state: GameState, seat: Seat, action: DeclareEconomy) -> Violation | None:
    if state.phase is not Phase.ALLOCATION:
        return Violation(errors.SEQUENCE, "economy is declared only in the Allocation Phase")
    if action.point not in DECLARABLE:
        return Violation(errors.ECONOMY, f"economy may not be declared as {action.point.value}")
    if state.players[seat].pool.get(PointType.ECONOMY, 0) < 1:
        return Violation(errors.ECONOMY, "you have no undeclared economy point left")
    if declaring_barred_now(state.players[seat], action.point):
        return Violation(errors.ECONOMY, f"a card played on your fleet stops economy being declared as {action.point.value} this turn")
    return None


def apply_declare(state: GameState, seat: Seat, action: DeclareEconomy, events: list[Event]) -> None:
    state.players[seat].allocation_started = True
    pool = state.players[seat].pool
    pool[PointType.ECONOMY] -= 1
    pool[action.point] = pool.get(action.point, 0) + 1
    if action.point is PointType.HEALING:
        state.players[seat].economy_healing += 1  # v2.1 Healing Point: never on monsters
    events.append(EconomyDeclared(seat, action.point))


# --- allocating --------------------------------------------------------------------------


def _needs(state: GameState, card: CardState, point: PointType) -> bool:
    if not needs_points(state, card):
        return False
    return card.received.get(point, 0) < requirements(state, card).get(point, 0)


def _will_engage(state: GameState, seat: Seat, card: CardState) -> bool:
    if card.controller != seat:
        return card.engaged
    return not needs_points(state, card) or requirements_met(card, state)


def _location_blocks(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    """Only crew on a card that will be disengaged may still receive points (v2.1 L269-270, L638).
    A Krebiz capsule is a part of its combined ship, not a card on it: it may be funded
    alone (v2.1 KREBIZ L1230)."""
    if card.parent is None or card.info.is_crew or (is_capsule(card.info) and joined_cruiser(state, card) is not None):
        return None
    if _will_engage(state, seat, state.cards[card.parent]):
        return None
    return Violation(errors.ALLOCATION, f"#{card.id} sits on a card that will be disengaged; only crew there may receive points")


def _check_special(state: GameState, seat: Seat, card: CardState, point: PointType) -> Violation | None | Literal[False]:
    """Repair and healing uses; False when the point is neither."""
    if point is PointType.REPAIR:
        if repairable(card) is not None:
            return None
        if salvage_room(state, card, point) > 0:  # held on a Salvage Tug for its Draw Cards Phase salvage
            if requirements_met(card, state):
                return None
            return Violation(errors.ALLOCATION, f"#{card.id} may take extra points only once it receives all its requirements")
        return Violation(errors.REPAIR, f"#{card.id} has no Shield or structure damage that repair points can fix (not a dragon, not card damage to terrain)")
    if point is PointType.HEALING:
        dragons, beasts = _restricted_left(state, seat)
        if card.info.kind is not CardType.DRAGON and state.players[seat].pool.get(point, 0) - dragons - beasts < 1:
            return Violation(errors.REPAIR, "the healing points left may heal only dragons (and monsters): a Dragon Cave's or Dragon Lair's")
        if healable(card, monsters=False) is not None:
            return None
        return Violation(errors.REPAIR, f"#{card.id} is not a damaged being that healing can cure")
    return False


def _spend_healing(player: PlayerState, kind: CardType, restricted: tuple[int, int]) -> None:
    """Which healing point a being takes: a dragon the dragon-only ones first, a dragon or
    monster then the dragons-and-monsters ones; other beings economy healing first."""
    dragons, beasts = restricted
    if kind is CardType.DRAGON and dragons:
        player.dragon_healing_used += 1
    elif kind in (CardType.DRAGON, CardType.MONSTER) and beasts:
        player.beast_healing_used += 1
    elif kind is not CardType.MONSTER and player.economy_healing:
        player.economy_healing -= 1


def _restricted_left(state: GameState, seat: Seat) -> tuple[int, int]:
    """Healing points in ``seat``'s pool for (dragons only, dragons and monsters): produced by
    ``healing_only_for`` cards this turn and not yet used (Dragon Cave, Dragon Lair)."""
    player = state.players[seat]
    dragons, beasts = restricted_healing(state, seat, active_for(state, seat))
    pool = player.pool.get(PointType.HEALING, 0)
    dragons = min(pool, max(0, dragons - player.dragon_healing_used))
    return dragons, min(pool - dragons, max(0, beasts - player.beast_healing_used))


def _check_monster(state: GameState, seat: Seat, card: CardState, point: PointType) -> Violation | None:
    """Research and lobster points go to any monster; only card-made healing heals one."""
    if point is not PointType.HEALING:
        return None  # research (v2.1 RESEARCH; its card says what it does) or lobster points
    player = state.players[seat]
    if player.pool.get(PointType.HEALING, 0) - player.economy_healing - _restricted_left(state, seat)[0] < 1:
        return Violation(errors.REPAIR, "economy healing (economy declared as healing) and dragon-only healing may not heal monsters (v2.1 Healing Point)")
    if healable(card) is None:
        return Violation(errors.REPAIR, f"#{card.id} has no damage or research points to heal")
    return None


def _ammunition(state: GameState, card: CardState) -> Violation | None:
    """v2.1 AMMUNITION: at most 1 ammunition point per heavy weapon of the card's unit."""
    unit = unit_of(state, card)
    heavy = weapon_count(state, unit, WeaponSymbol.HEAVY)
    armed = sum(
        max(0, m.received.get(PointType.AMMUNITION, 0) - requirements(state, m).get(PointType.AMMUNITION, 0))
        for m in members(state, unit)
    )
    if armed >= heavy:
        return Violation(errors.AMMUNITION, f"#{unit.id} has {heavy} heavy weapon(s): at most 1 ammunition each")
    if magnifier_energy(state, unit) and has_detonator(state, unit):
        return Violation(RULE_DETONATOR, f"#{unit.id}'s Phaser Magnifier is armed this turn: its Hyperspace Detonator may not be")
    return None


def _energy(state: GameState, card: CardState) -> Violation | None:
    """Energy beyond requirements goes to the unit's Variable Plasma and Phaser Magnifier, or to a
    card powering its weapons one energy point each (``systems.weapon_energy_room``)."""
    unit = unit_of(state, card)
    if energy_room(state, unit) > 0 or weapon_energy_room(state, card) > 0 or (card.info.kind is CardType.EQUIPMENT and blind_energy_room(card) > 0):
        return None  # blind_energy_room: an Argonian Strobe's energy, one per unit it blinds
    if magnifier_max(state, unit) and detonators_armed(state, unit) and plasma_range(state, unit) is None:
        return Violation(RULE_MAGNIFIER, f"#{unit.id}'s Hyperspace Detonator is armed this turn: its Phaser Magnifier may not be")
    if emf.nodes(state, unit):
        return Violation(emf.RULE, f"#{unit.id}'s EMF cannot rise further this turn (at most its strength a turn, twice its strength in all)")
    if magnifier_max(state, unit) or plasma_range(state, unit) is not None or overload_cost(state, unit):
        return Violation(errors.ALLOCATION, f"#{unit.id}'s energy systems are full (the card prints the most energy they take)")
    return Violation(errors.ALLOCATION, f"#{card.id} has no use for more energy points")


def _check_command(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    if card.controller != seat or not _needs(state, card, PointType.COMMAND):
        return Violation(errors.COMMAND_POINTS, f"#{card.id} needs no command points")
    if command_free_for_requirements(state, seat) < 1:
        return Violation(errors.COMMAND_LIMIT, "command points go to command requirements only after every slot is covered")
    return None


def check_allocate(state: GameState, seat: Seat, action: Allocate) -> Violation | None:
    if state.phase is not Phase.ALLOCATION:
        return Violation(errors.SEQUENCE, "points are allocated only in the Allocation Phase")
    if not 0 <= action.card < len(state.cards) or not state.cards[action.card].in_play:
        return Violation(errors.ALLOCATION, f"#{action.card} is not a card in play")
    card, point = state.cards[action.card], action.point
    if point is PointType.COMMAND:
        return _check_command(state, seat, card)
    if state.players[seat].pool.get(point, 0) < 1:
        return Violation(errors.ALLOCATION, f"you have no {point.value} point left to allocate")
    if point is PointType.REPAIR and (local := local_repair_problem(state, seat, card)) is not None:
        return local
    if point is PointType.ENERGY and (room := prevention_room(state, seat, card)) is not None:
        return None if room > 0 else Violation(errors.ALLOCATION, f"#{card.id} already has energy enough to prevent all its damage")
    if point in _MONSTER_POINTS and card.info.kind is CardType.MONSTER:
        return _check_monster(state, seat, card, point)
    doubler = point_doubler(card, point)
    if doubler is not None:
        return _check_doubling(state, seat, card, point, doubler)
    if point in _REMOVING_POINTS and card.info.kind is not CardType.MONSTER and takes_removing_point(card, point):
        return None  # research on a hazard Plasma Field, repair on a Breakdown (their cards say so)
    if card.controller != seat and negation_room(state, card, point) > 0:
        return None  # a Flood: points of its terrain's output negate it
    if point is PointType.RESEARCH and card.info.research_to_destroy is not None:
        return None  # research points cancel it, whoever played it (Illness, Injury)
    if point is PointType.RESEARCH and research_room(state, seat, card) > 0:
        return None  # its player's research empties a Well of Time into his hand
    if card.controller != seat:
        return Violation(errors.NOT_YOUR_CARD, f"#{card.id} is not in your fleet")
    if _needs(state, card, point):
        return _location_blocks(state, seat, card)
    special = _check_special(state, seat, card, point)
    if special is not False:
        return special
    if not requirements_met(card, state):
        return Violation(errors.ALLOCATION, f"#{card.id} may take extra points only once it receives all its requirements")
    if card.info.kind in FIELD_USERS and discipline_room(state, card, point) > 0:
        return None  # a psy's function points (v2.1 PSY FUNCTIONS: allocated like ammunition)
    if point is PointType.AMMUNITION:
        return _ammunition(state, card) or _location_blocks(state, seat, card)
    if point is PointType.ENERGY:
        return _energy(state, card) or _location_blocks(state, seat, card)
    if point is PointType.SUPPLY and supply_room(state, unit_of(state, card)) > 0:
        return _location_blocks(state, seat, card)  # switches on a Mine Deployment System
    if unit_of(state, card) is card and detection_room(state, card, point) > 0:
        return _location_blocks(state, seat, card)  # applied to detect an opposing Dark Dragoness
    return Violation(errors.ALLOCATION, f"#{card.id} has no use for more {point.value} points")


def apply_allocate(state: GameState, seat: Seat, action: Allocate, events: list[Event]) -> None:
    _apply_allocate(state, seat, action, events)
    card, point = state.cards[action.card], action.point
    if point is PointType.AMMUNITION and doubles_applied(state, card, point):
        _apply_doubled(state, seat, card, point, events)


def _apply_doubled(state: GameState, seat: Seat, card: CardState, point: PointType, events: list[Event]) -> None:
    """An Operations Officer's unit: the point counts twice, the second given to the same card
    when it can still take one (an odd heavy weapon left to arm has no use for it)."""
    player = state.players[seat]
    player.pool[point] = player.pool.get(point, 0) + 1
    if check_allocate(state, seat, Allocate(point, card.id)) is None:
        _apply_allocate(state, seat, Allocate(point, card.id), events)
        events.append(EffectResolved(card.id, Kind.DOUBLE_APPLIED_POINTS, f"the {point.value} point counts twice"))
    else:
        player.pool[point] -= 1


def _apply_allocate(state: GameState, seat: Seat, action: Allocate, events: list[Event]) -> None:
    player = state.players[seat]
    player.allocation_started = True
    card, point = state.cards[action.card], action.point
    if point_doubler(card, point) is not None:
        _apply_doubling(state, seat, card, point, events)
        return
    restricted = _restricted_left(state, seat) if point is PointType.HEALING else (0, 0)
    if point is PointType.REPAIR:
        spend_local_repair(state, seat, card)  # before the pool shrinks: a local point pays first
    if point is PointType.COMMAND:
        player.command_committed += 1
    else:
        player.pool[point] -= 1
    events.append(PointsAllocated(seat, point, card.id))
    if _needs(state, card, point):
        card.received[point] = card.received.get(point, 0) + 1
        if point is PointType.ENERGY:
            escape_pockets(state, card, events)  # all the energy a Gravity Pocket asks: the ship escapes
        if requirements_met(card, state):
            recompute_output(state, seat, events)
    elif point in _REMOVING_POINTS and card.info.kind is not CardType.MONSTER and takes_removing_point(card, point):
        add_removing_point(state, card, point, events)
    elif point is PointType.REPAIR and repairable(card) is None and salvage_room(state, card, point) > 0:
        card.received[point] = card.received.get(point, 0) + 1  # held for the salvage (resolvers/salvage.py)
    elif card.controller != seat and negation_room(state, card, point) > 0:
        if apply_negation_point(state, card, point, events):
            recompute_output(state, seat, events)  # the flooded terrain produces again
    elif point is PointType.REPAIR:
        remember_repairs(state, card, repair_value(state, card), events)  # Repair Malfunction may turn them back
    elif point is PointType.HEALING:
        _spend_healing(player, card.info.kind, restricted)
        heal(card, 1, events)
    elif point is PointType.RESEARCH and (card.info.kind is CardType.MONSTER or card.info.research_to_destroy is not None):
        add_research(state, card, events)
    elif point is PointType.RESEARCH and research_room(state, seat, card) > 0:
        apply_research(state, card, events)  # a Well of Time (rules/held_piles.py)
    elif point is PointType.LOBSTER and card.info.kind is CardType.MONSTER:
        _lobster(card, seat, events)
    elif point is PointType.ENERGY and prevention_room(state, seat, card) is not None:
        card.received[point] = card.received.get(point, 0) + 1  # prevents a point of its damage (Creature From The Black Hole)
    else:
        card.received[point] = card.received.get(point, 0) + 1
        if point is PointType.ENERGY:
            emf.power(state, unit_of(state, card), events)


# --- the Technician: one point given to it reaches its location twice ----------------------


def _doubled_to(state: GameState, seat: Seat, card: CardState, point: PointType) -> CardState | None:
    """The card of the technician's location that takes the point: the first card of its
    ship, base or terrain (a combined unit's basis first) that may take one now."""
    there = location_of(state, card)
    if there is None or there.controller != seat:
        return None
    return next((m for m in members(state, there) if check_allocate(state, seat, Allocate(point, m.id)) is None), None)


def _check_doubling(state: GameState, seat: Seat, card: CardState, point: PointType, effect: EffectInfo) -> Violation | None:
    """1994 Basic Set, the Technician: each turn it provides 1 research point, or doubles one
    energy or repair point it receives. Ruling: the point is allocated to the technician,
    which passes it to its own ship, base or terrain twice; the research point it provided
    in Record Keeping goes back (it does one of its three things a turn), so the pool must
    still hold a research point."""
    if card.controller != seat:
        return Violation(errors.NOT_YOUR_CARD, f"#{card.id} is not in your fleet")
    if not source_active(state, card, effect):
        return Violation(errors.ALLOCATION, f"#{card.id} is disengaged or performs no functions: it doubles no point")
    if DOUBLED in card.used_functions:
        return Violation(errors.ALLOCATION, f"#{card.id} has already doubled a point this turn")
    if state.players[seat].pool.get(PointType.RESEARCH, 0) < 1:
        return Violation(errors.ALLOCATION, f"#{card.id} has already provided its research point this turn (it does one thing a turn)")
    if _doubled_to(state, seat, card, point) is None:
        return Violation(errors.ALLOCATION, f"#{card.id}'s ship, base or terrain has no use for a {point.value} point now")
    return None


def _apply_doubling(state: GameState, seat: Seat, card: CardState, point: PointType, events: list[Event]) -> None:
    """The research point goes back; the point reaches the location, then a second one does
    if the location can still use it."""
    player = state.players[seat]
    player.pool[PointType.RESEARCH] -= 1
    events.append(PointsLost(seat, PointType.RESEARCH, 1))
    card.used_functions.add(DOUBLED)
    first = _doubled_to(state, seat, card, point)
    if first is None:
        return
    apply_allocate(state, seat, Allocate(point, first.id), events)
    player.pool[point] = player.pool.get(point, 0) + 1  # the doubled point
    second = _doubled_to(state, seat, card, point)
    if second is not None:
        apply_allocate(state, seat, Allocate(point, second.id), events)
    else:
        player.pool[point] -= 1
    events.append(EffectResolved(card.id, Kind.DOUBLE_POINT, f"doubles a {point.value} point{'' if second else ' (the second has no use)'}"))


def _lobster(card: CardState, seat: Seat, events: list[Event]) -> None:
    """v2.1 LOBSTER: lobster points equal to a monster's strength disengage it for one complete turn."""
    card.received[PointType.LOBSTER] = card.received.get(PointType.LOBSTER, 0) + 1
    if card.received[PointType.LOBSTER] >= card.info.strength and card.stunned_by is None:
        card.stunned_by = seat
        if card.engaged:
            card.engaged = False
            events.append(CardEngaged(card.id, False))


# --- engagement --------------------------------------------------------------------------


def should_engage(state: GameState, card: CardState) -> bool:
    """v2.1 2 - ENGAGEMENT PHASE, EQUIPMENT CARDS, ABILITY CARDS, EMPIRE SPECIFIC EQUIPMENT."""
    info = card.info
    if card.stunned_by is not None:
        return False  # lobstered: disengaged for one complete turn
    if (card.children or card.info.is_crew) and held_down(state, card):
        return False  # a card in play keeps it disengaged (Amphibian Desire, a Media Personality's crew)
    engaged = not needs_points(state, card) or requirements_met(card, state)
    parent = state.cards[card.parent] if card.parent is not None else None
    if info.kind is CardType.EQUIPMENT and parent is not None:
        if not info.passive and not parent.engaged:
            return False  # NP equipment cannot be engaged on a disengaged unit
        unit_empire = state.root_of(card).info.empire
        if info.exclusive_empire and (unit_empire or "").lower() != info.exclusive_empire.lower() and not foreign_allowed(state, card):
            return False  # exclusive/foreign technology engages only on its empire's units (or foreign, where a card allows it)
    if info.kind is CardType.ABILITY and parent is not None and not parent.engaged:
        return False  # an ability card may not be engaged on a disengaged crew
    return engaged


def finish(state: GameState, seat: Seat, events: list[Event]) -> None:
    """``done`` in the Allocation Phase: reactable (v2.1 [Reaction cards] L452), then
    unused points are lost and the Engagement Phase runs."""
    submit(state, AllocationItem(seat), events)


def finish_engagement(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Lose unused points, then the Engagement Phase (no choices), then Play Cards A."""
    player = state.players[seat]
    for point, amount in sorted(player.pool.items(), key=lambda item: item[0].value):
        if amount > 0:
            events.append(PointsLost(seat, point, amount))
    player.pool = {}
    state.phase = Phase.ENGAGEMENT
    events.append(PhaseChanged(seat, Phase.ENGAGEMENT, player.turns_taken))
    player.half_funded = [capsule.id for capsule in half_funded(state, seat)]  # what the allocation gave, not later plays
    for card in list(state.fleet(seat)):  # parents before children
        engaged = should_engage(state, card)
        if engaged != card.engaged:
            card.engaged = engaged
            events.append(CardEngaged(card.id, engaged))
        if not engaged and unit_of(state, card) is card:
            emf.free_field(state, card, events)  # v2.1 EMF: a Mechad ship not engaged gets a free field
    engagement_rules(state, seat, events)  # Dragon Lair (rules/lairs.py)
    shipless_owner_discards(state, seat, events)  # Broken Supply Lines with no ship of its owner's left
    engaged_strength_damage_step(state, seat, events)  # Creature From The Black Hole: its unit engaged
    rearm_carriers(state, seat)  # carriers rearm their fighters and shuttles
    state.phase = Phase.PLAY_A
    events.append(PhaseChanged(seat, Phase.PLAY_A, player.turns_taken))


def engagement_step(state: GameState, step: AllocationStep, events: list[Event]) -> None:
    """The stack kernel's allocation step: the allocation nobody reacted to ends (its start:
    the allocation goes on)."""
    if step.item.begins:
        recompute_output(state, step.seat, events)  # what the cards played as it began took (resolvers/allocation_start.py)
        return
    finish_engagement(state, step.seat, events)
