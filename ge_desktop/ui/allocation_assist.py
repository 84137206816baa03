"""Allocation assistance: point tokens, where each may go, a suggestion, engagement marks. No Qt.

v2.1 1 - POINT ALLOCATION PHASE as the player sees it: the pool's points become tokens
(``pool_tokens``); a token dragged or clicked onto a card is an ``allocate`` action, and
an economy point first asks what it becomes (``declare``), so a token's destinations are
*option lists* of actions (``point_destinations``); a drop of several points at once plays
an option again as long as it stays legal (``repeated``). ``engage_plan`` proposes allocations
that engage as many cards as it can; ``engagement_forecast`` tells which cards the
Engagement Phase will turn upright or sideways if allocation ended now.

Everything is read off the engine: legal actions, and trial games (``Game.clone``) on
which candidate actions are applied to see what they lead to.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ge_desktop.cards.model import PointType
from ge_desktop.engine import Action, Game, IllegalActionError
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Allocate, DeclareEconomy, Done
from ge_desktop.rulesets.galactic_empires.actions import Pass
from ge_desktop.rulesets.galactic_empires.command import command_free_for_requirements
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase

Option = tuple[Action, ...]  # actions played together as one step
MAX_PLAN = 60  # a suggestion never holds more allocations than this
MAX_PASSES = 24  # reaction windows a forecast passes through at most


@dataclass(frozen=True, slots=True)
class PointToken:
    """One kind of point waiting in the pool, and how many."""

    point: PointType
    count: int


def pool_tokens(game: Game) -> tuple[PointToken, ...]:
    """The pool of the player allocating now, as tokens; command points when one may be given."""
    state = game.state
    if state.phase is not Phase.ALLOCATION or game.is_terminal():
        return ()
    seat = state.active
    pool = state.players[seat].pool
    tokens = [PointToken(p, n) for p, n in sorted(pool.items(), key=lambda item: list(PointType).index(item[0])) if n > 0]
    if any(isinstance(a, Allocate) and a.point is PointType.COMMAND for a in game.legal_actions()):
        tokens.append(PointToken(PointType.COMMAND, int(command_free_for_requirements(state, seat))))
    return tuple(tokens)


def _declarations(game: Game) -> list[DeclareEconomy]:
    return [a for a in game.legal_actions() if isinstance(a, DeclareEconomy)]


def point_destinations(game: Game, point: PointType) -> dict[InstanceId, tuple[Option, ...]]:
    """Cards a ``point`` token may be dropped on, each with the option(s) the drop plays.

    An economy point goes straight to a card that takes economy, or is first declared as
    another type the card takes: one option per declaration that makes the allocation legal.
    """
    found: dict[InstanceId, list[Option]] = {}
    for action in game.legal_actions():
        if isinstance(action, Allocate) and action.point is point:
            found.setdefault(action.card, []).append((action,))
    if point is PointType.ECONOMY:
        for declare in _declarations(game):
            trial = game.clone()
            trial.apply(declare)
            for action in trial.legal_actions():
                if isinstance(action, Allocate) and action.point is declare.point:
                    found.setdefault(action.card, []).append((declare, action))
    return {card: tuple(options) for card, options in found.items()}


def repeated(game: Game, option: Option, count: int) -> Option:
    """``option`` played up to ``count`` times in a row, as far as each repeat is legal (a
    drop of several points at once: 3 energy to a ship that takes 3 more)."""
    trial = game.clone()
    actions: list[Action] = []
    for _ in range(max(1, count)):
        try:
            for action in option:
                trial.play(action)
        except IllegalActionError:  # the card takes no more (or the pool is empty): stop here
            break
        actions += option
    return tuple(actions) or option


def declaration_options(game: Game) -> tuple[Option, ...]:
    """'What does this economy point become?': one option per legal declaration."""
    return tuple((d,) for d in _declarations(game))


# --- the suggestion ----------------------------------------------------------------------


def _missing(game: Game, card: InstanceId) -> dict[PointType, int]:
    """Requirement points a card has not received yet this turn (its printed requirements)."""
    state = game.state.cards[card]
    return {p: n - state.received.get(p, 0) for p, n in state.info.requires.items() if state.received.get(p, 0) < n}


def _coverable(game: Game, card: InstanceId) -> bool:
    """Can the pool (economy counted for declarable types) still cover what the card misses?"""
    pool = game.state.players[game.state.active].pool
    spare: int = pool.get(PointType.ECONOMY, 0)
    for point, amount in _missing(game, card).items():
        if point is PointType.COMMAND:
            continue  # command points come from slots, not the pool: legality decides
        short = max(0, amount - pool.get(point, 0))
        spare -= short
    return spare >= 0


def _next_step(game: Game) -> Option | None:
    """The most useful allocation now: to the card closest to engaging that can engage."""
    best: tuple[int, int, Option] | None = None
    for option in _requirement_options(game):
        card = option[-1].card  # type: ignore[attr-defined]
        if not _coverable(game, card):
            continue
        rank = (sum(_missing(game, card).values()), card)
        if best is None or rank < best[:2]:
            best = (*rank, option)
    return None if best is None else best[2]


def _requirement_options(game: Game) -> list[Option]:
    """Legal allocations that give a card a point it still requires (economy declared if needed)."""
    options: list[Option] = []
    seat = game.state.active
    for action in game.legal_actions():
        if isinstance(action, Allocate) and action.point in _missing(game, action.card) and game.state.cards[action.card].controller == seat:
            options.append((action,))
    if options:
        return options
    for declare in _declarations(game):
        trial = game.clone()
        trial.apply(declare)
        for action in trial.legal_actions():
            if isinstance(action, Allocate) and action.point is declare.point and action.point in _missing(trial, action.card):
                if trial.state.cards[action.card].controller == seat:
                    options.append((declare, action))
    return options


def engage_plan(game: Game) -> tuple[Action, ...]:
    """Allocations (and declarations) that engage as many cards as a greedy pass finds."""
    if game.state.phase is not Phase.ALLOCATION or game.is_terminal():
        return ()
    trial = game.clone()
    plan: list[Action] = []
    while len(plan) < MAX_PLAN:
        step = _next_step(trial)
        if step is None:
            break
        for action in step:
            trial.apply(action)
            plan.append(action)
    return tuple(plan)


# --- what the Engagement Phase will do ----------------------------------------------------


def engagement_forecast(game: Game) -> Mapping[InstanceId, bool]:
    """Each card of the allocating fleet: engaged (True) or disengaged after the Engagement
    Phase if allocation ended now. Empty outside the Allocation Phase.

    Read off a trial game that says 'done' and in which nobody reacts (every reaction
    window passed); if the trial still does not reach the Engagement Phase (a card asks a
    question), nothing is forecast.
    """
    state = game.state
    if state.phase is not Phase.ALLOCATION or game.is_terminal() or not game.is_legal(Done()):
        return {}
    seat: Seat = state.active
    fleet = [card.id for card in state.fleet(seat)]
    trial = game.clone()
    trial.apply(Done())
    for _ in range(MAX_PASSES):
        if getattr(trial.state, "window", None) is None:
            break
        trial.apply(Pass())
    if trial.state.phase is Phase.ALLOCATION or trial.state.active != seat:
        return {}
    return {card: trial.state.cards[card].engaged for card in fleet if trial.state.cards[card].in_play}


def plan_engages(game: Game, plan: tuple[Action, ...]) -> int:
    """How many cards of the fleet the plan leaves engaged after the Engagement Phase."""
    trial = game.clone()
    for action in plan:
        trial.apply(action)
    return sum(engagement_forecast(trial).values())
