"""Listing the legal rule actions of the player to act.

Each phase proposes a small set of candidates (cards in hand times their possible
targets, pool points times the cards that could take them, ...) and keeps those the
checker accepts, so ``legal_actions()`` and ``is_legal()`` can never disagree. ``done``
comes last. Free-form actions are never listed (they are legal in sandbox mode always).

``reference_legal_actions`` is that listing written out plainly: every candidate through
``why_illegal``. ``legal_actions`` lists the same actions in the same order, cheaper (a bot's
playouts list them at every step): it is given the phase's rule checker directly (no
routing per candidate), and the card plays from the hand ask the card-wide checks of
``plays.check_play`` once per card and only the placement checks per place, skipping the
places of a card that cannot be played now (the reactions likewise:
``reactions.reaction_options``). A test compares the two at
every state of many seeded games (``tests/engine/test_legal_listing.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine.actions import Action
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import (
    DECLARABLE,
    Achieve,
    Allocate,
    ChooseReserve,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    MoveShip,
    Pass,
    PlayCard,
    Quit,
    SwapReserve,
    UseFunction,
)
from ge_desktop.rulesets.galactic_empires.damage import takes_removing_point
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.krebiz import as_played
from ge_desktop.rulesets.galactic_empires.placement import candidate_targets
from ge_desktop.rulesets.galactic_empires.raids import moves_against_terrain
from ge_desktop.rulesets.galactic_empires.resolution import choice_options
from ge_desktop.rulesets.galactic_empires.resolvers.allocation_plays import allocation_card_play, allocation_play
from ge_desktop.rulesets.galactic_empires.resolvers.detection import detection_room
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import dictated_crews
from ge_desktop.rulesets.galactic_empires.resolvers.engagement_damage import prevention_room
from ge_desktop.rulesets.galactic_empires.resolvers.output_negation import negation_room
from ge_desktop.rulesets.galactic_empires.resolvers.reserve_energy import back_uses
from ge_desktop.rulesets.galactic_empires.resolvers.salvage import salvage_room, salvage_uses
from ge_desktop.rulesets.galactic_empires.resolvers.terrain_output import conversion_problem
from ge_desktop.rulesets.galactic_empires.rules.held_piles import research_room
from ge_desktop.rulesets.galactic_empires.rules.plays import placement_problem, playable, remembered_options, thief_options, use_options
from ge_desktop.rulesets.galactic_empires.rules.psy_functions import FIELD_USERS, discipline_room
from ge_desktop.rulesets.galactic_empires.rules.reactions import part_plays, play_action, play_actions, reaction_candidates, reaction_options
from ge_desktop.rulesets.galactic_empires.rules.scouting import scout_options
from ge_desktop.rulesets.galactic_empires.rules.turns import draws_allowed
from ge_desktop.rulesets.galactic_empires.rules.weapons import aim_options, fire_options, fleet_options
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import burden_now, pending_cards, point_doubler, requirements, unit_of, weapon_count
from ge_desktop.rulesets.galactic_empires.systems import energy_room, supply_room
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase
from ge_desktop.rulesets.galactic_empires.zones import deck_size_for

Checker = Callable[[Action], Violation | None]
_MONSTER_POINTS = (PointType.RESEARCH, PointType.LOBSTER, PointType.HEALING)


def _reserve(state: GameState, seat: Seat) -> Iterator[Action]:
    player = state.players[seat]
    if len(player.reserve) < state.player_count:
        for instance in sorted(player.deck):
            yield ChooseReserve(instance)


def _movement(state: GameState, seat: Seat) -> Iterator[Action]:
    if state.players[seat].allocation_started:
        return
    fleet = list(state.fleet(seat))
    terrains = [c.id for c in fleet if c.info.kind is CardType.TERRAIN]
    theirs: list[InstanceId] | None = None
    for card in fleet:
        if card.info.kind in (CardType.SHIP, CardType.DRAGON):
            yield MoveShip(card.id, None)
            for terrain in terrains:
                yield MoveShip(card.id, terrain)
            if moves_against_terrain(card.info):  # v2.1 SHIP MOVEMENT: against an opponent's terrain
                if theirs is None:
                    theirs = [c.id for c in state.in_play() if c.info.kind is CardType.TERRAIN and c.controller != seat]
                for terrain in theirs:
                    yield MoveShip(card.id, terrain, against=True)


def _allocation(state: GameState, seat: Seat) -> Iterator[Action]:
    yield from _movement(state, seat)
    yield from scout_options(state, seat)  # a scout looks at a hand instead of generating
    pool = state.players[seat].pool
    if pool.get(PointType.ECONOMY, 0):
        for point in DECLARABLE:
            yield DeclareEconomy(point)
    points = [p for p, n in pool.items() if n > 0]
    for card in state.in_play():
        if card.info.kind is CardType.MONSTER:
            for point in points:
                if point in _MONSTER_POINTS or card.controller == seat or (point is PointType.ENERGY and prevention_room(state, seat, card)):
                    yield Allocate(point, card.id)
        elif card.info.research_to_destroy is not None and card.controller != seat:
            if PointType.RESEARCH in points:
                yield Allocate(PointType.RESEARCH, card.id)  # research cancels it (Illness, Injury)
        elif card.controller == seat:
            for point in points:
                if _may_take(state, card, point):
                    yield Allocate(point, card.id)
        else:  # research or repair that removes a hazard or occurrence (Plasma Field, Breakdown)
            for point in points:
                if point in (PointType.RESEARCH, PointType.REPAIR) and takes_removing_point(card, point):
                    yield Allocate(point, card.id)
                elif card.parent is not None and card.info.kind is CardType.OCCURRENCE and negation_room(state, card, point) > 0:
                    yield Allocate(point, card.id)  # a Flood: its terrain's output types negate it
        if card.controller == seat and PointType.COMMAND in card.info.requires:
            yield Allocate(PointType.COMMAND, card.id)
    yield from _point_functions(state, seat)
    yield from _allocation_plays(state, seat)
    yield Quit()  # The Gamblers only (the checker decides)


def _allocation_plays(state: GameState, seat: Seat) -> Iterator[Action]:
    """Hand cards played in the Allocation Phase (Early Shipment: ``resolvers/allocation_plays.py``)."""
    for instance in state.players[seat].hand:
        info = state.cards[instance].info
        if (allocation_play(info) or allocation_card_play(info)) and playable(state, seat, state.cards[instance]):
            for how, target in candidate_targets(state, seat, info):
                if info.choices:
                    yield from play_actions(instance, how, target, info)
                else:
                    yield play_action(instance, how, target)


def _point_functions(state: GameState, seat: Seat) -> Iterator[Action]:
    """Card actions that give a point in the Allocation Phase (Cargo), offered while a card
    of the fleet still has a use for that point, and conversions of a terrain's output."""
    fleet = list(state.fleet(seat))
    for card in fleet:
        for number, effect in enumerate(card.info.function_effects, start=1):
            if effect.param("in_allocation", False) and effect.point is not None and number not in card.used_functions:
                if effect.kind is Kind.CONVERT_OUTPUT:  # Urbanization: whenever there is output to convert
                    if conversion_problem(state, card, number) is None:
                        yield UseFunction(card.id, number)
                    continue
                point = effect.point
                if any(other.received.get(point, 0) < requirements(state, other).get(point, 0) for other in fleet):
                    yield UseFunction(card.id, number)


def _may_take(state: GameState, card: CardState, point: PointType) -> bool:
    """Could this card of the allocating player have a use for the point (a superset of legal)?"""
    if point in card.info.requires or point_doubler(card, point) is not None or (point is PointType.RESEARCH and burden_now(state, card)):
        return True
    if point in (PointType.RESEARCH, PointType.REPAIR) and takes_removing_point(card, point):
        return True
    if point is PointType.AMMUNITION:
        return weapon_count(state, unit_of(state, card), WeaponSymbol.HEAVY) > 0
    if point in (PointType.REPAIR, PointType.HEALING):
        return bool(card.dice) or (point is PointType.REPAIR and salvage_room(state, card, point) > 0)
    if point is PointType.ENERGY:
        return energy_room(state, unit_of(state, card)) > 0 or (card.info.kind in FIELD_USERS and discipline_room(state, card, point) > 0)
    if point is PointType.SUPPLY and supply_room(state, unit_of(state, card)) > 0:
        return True
    if unit_of(state, card) is card and detection_room(state, card, point) > 0:
        return True  # to detect an opposing Dark Dragoness
    if card.info.kind in FIELD_USERS and discipline_room(state, card, point) > 0:
        return True  # a psy's function points (research)
    return point is PointType.RESEARCH and research_room(state, card.controller, card) > 0  # a Well of Time holding cards


def _card_play(state: GameState, seat: Seat, may_play: Callable[[CardState], bool] | None = None) -> Iterator[Action]:
    """The Card Play Phases' candidates: each hand card at each place (with ``may_play``,
    only a card it accepts offers places), swapped for each reserve card, shown if an
    agenda; then the card actions of the fleet and its exposed agendas."""
    player = state.players[seat]
    for instance in player.hand:
        card = state.cards[instance]
        if may_play is None or may_play(card):
            for how, target in candidate_targets(state, seat, card.info):
                if card.info.choices:
                    yield from play_actions(instance, how, target, card.info)  # one play per choice
                else:
                    yield play_action(instance, how, target)
            if card.info.parts:  # a Krebiz combination card played as one part, at that part's places
                yield from part_plays(state, seat, instance, card.info)
        for reserve_card in player.reserve:
            yield SwapReserve(instance, reserve_card)
        if card.info.kind is CardType.AGENDA:
            yield Achieve(instance)  # a hidden agenda shown from the hand
    for card in list(state.fleet(seat)):
        if card.info.functions:
            yield from use_options(state, seat, card)
        if card.remembered is not None:
            yield from remembered_options(state, seat, card)  # a muse's function of a field (rules/remembered_functions.py)
        if card.parent is not None and card.info.local_stats:
            for crew in dictated_crews(state, seat, card):  # an insane crew's actions, his to take (O5 Insanity)
                yield from use_options(state, seat, crew)
        if card.info.kind is CardType.AGENDA:
            yield Achieve(card.id)  # an exposed agenda
    yield from thief_options(state, seat)  # the Time Thieves on his stacks he answers (rules/thief_answers.py)


def _legal_card_plays(state: GameState, seat: Seat, check: Checker) -> Iterator[Action]:
    """``_card_play``'s candidates the checker accepts, in its order: a card that cannot be
    played now (``plays.playable``) offers no place, and a place is checked by
    ``plays.placement_problem`` alone (the rest of ``plays.check_play`` is the card's)."""
    waiting = pending_cards(state)
    for action in _card_play(state, seat, lambda card: playable(state, seat, card)):
        if not isinstance(action, PlayCard):
            if check(action) is None:
                yield action
            continue
        target = state.cards[action.target] if action.target is not None else None
        if target is not None and target.id in waiting:
            continue  # its own play has not completed: not a card in play yet
        if placement_problem(state, seat, as_played(state.cards[action.card], action.choice), action, target) is None:
            yield action


def _weapons_fire(state: GameState, seat: Seat) -> Iterator[Action]:
    fire = state.fire
    if fire is None:
        return
    if fire.open is not None:
        yield from fire_options(state, seat, fire.open)
        return
    yield from fleet_options(state, seat)
    yield from aim_options(state, seat)


def _discard(state: GameState, seat: Seat) -> Iterator[Action]:
    for instance in state.players[seat].hand:
        yield Discard(instance)
    for card in state.fleet(seat):
        yield Discard(card.id)
    yield from back_uses(state, seat)  # Reserve Power back to the hand


def _draw(state: GameState, seat: Seat) -> Iterator[Action]:
    yield from salvage_uses(state, seat)  # a Salvage Tug, before drawing
    most = min(draws_allowed(state, seat), deck_size_for(state, seat))
    for count in range(most, -1, -1):
        yield Draw(count)


_CANDIDATES: dict[Phase, Callable[[GameState, Seat], Iterator[Action]]] = {
    Phase.RESERVE: _reserve,
    Phase.ALLOCATION: _allocation,
    Phase.PLAY_A: _card_play,
    Phase.PLAY_B: _card_play,
    Phase.WEAPONS_FIRE: _weapons_fire,
    Phase.DISCARD: _discard,
    Phase.DRAW: _draw,
}


def legal_actions(state: GameState, check: Checker) -> Iterator[Action]:
    """The legal rule actions of the player to act now, ``done`` last when it is legal.

    A card's choice lists its ``choose`` options; a reaction window lists ``pass`` first,
    then the asked player's reactions; a manual card being resolved lists ``done``.
    ``check`` is the rule checker of the phase's actions for the active player (what
    ``why_illegal`` routes an action to when no choice, window or manual card waits).
    The same actions in the same order as ``reference_legal_actions``.
    """
    if state.phase is Phase.GAME_OVER:
        return
    if state.choice is not None or state.window is not None or state.manual is not None:
        yield from _waiting_options(state)
    elif state.phase.is_card_play:
        yield from _legal_card_plays(state, state.active, check)
        yield from _checked([Done()], check)
    else:
        yield from _checked(_phase_candidates(state), check)


def reference_legal_actions(state: GameState, why_illegal: Checker) -> Iterator[Action]:
    """The legal actions the plain way: every candidate through ``why_illegal`` (the same
    list as ``legal_actions``, which the test of the listing proves)."""
    if state.phase is Phase.GAME_OVER:
        return
    if state.choice is None and state.window is not None:
        yield Pass()
        yield from _checked(reaction_candidates(state, state.window.asked), why_illegal)
    elif state.choice is not None or state.manual is not None:
        yield from _waiting_options(state)
    else:
        yield from _checked(_phase_candidates(state), why_illegal)


def _phase_candidates(state: GameState) -> Iterator[Action]:
    """The phase's candidates for the active player, ``done`` last (none in the Draw Phase)."""
    candidates = _CANDIDATES.get(state.phase)
    if candidates is not None:
        yield from candidates(state, state.active)
    if state.phase is not Phase.DRAW:
        yield Done()


def _checked(actions: Iterable[Action], check: Checker) -> Iterator[Action]:
    return (action for action in actions if check(action) is None)


def _waiting_options(state: GameState) -> Iterator[Action]:
    """What a card's choice, a reaction window or a manual card being resolved offers."""
    if state.choice is not None:
        yield from choice_options(state)
    elif state.window is not None:
        yield Pass()
        yield from reaction_options(state, state.window.asked)
    else:
        yield Done()
