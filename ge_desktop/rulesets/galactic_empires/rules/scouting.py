"""Scouts: a ship that either generates its research point or looks at an opponent's hand.

The Tufor Research Scout and the Corporate Scout Cruiser (1994 Basic Set) generate one
research point per turn *or* let their owner look at one randomly selected card in one
opponent's hand each turn. Research is generated in the owner's Point Allocation Phase
(v2.1 1 - POINT ALLOCATION PHASE), so that is where the choice is made: the scout's
``scout`` function (``use #N F``, with ``pN`` naming the opponent when there are several)
is legal in its controller's Allocation Phase while the scout's research point is in this
allocation's output and still unspent in the pool. Using it takes that point back out of
the pool (``points.scouted``: the scout generates no research for the rest of the turn,
and its function counts as used until its owner's next turn), then the card is drawn from
the opponent's hand with the game's generator, so a record replays it exactly.

Hidden information: the card is marked ``known_to`` the looking seat, so it appears in
that seat's observation only (``observe._visible``) until it leaves the hand; the event
(``HandCardSeen``) and the log line say that a card was looked at, never which. The look
resolves at once, like the other Allocation Phase actions (no reaction window: the
Allocation Phase is reacted to when it ends).
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import FunctionUsed
from ge_desktop.rulesets.galactic_empires.points import active_for, own_points, silenced
from ge_desktop.rulesets.galactic_empires.resolvers.base import Context, resolver_for
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_points import recompute_output
from ge_desktop.rulesets.galactic_empires.rules import plays
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended
from ge_desktop.rulesets.galactic_empires.terms import Phase

RULE = "v2.1 1 - POINT ALLOCATION PHASE (a scout generates its research point or looks at a card)"


def scout_function(card: CardState) -> int | None:
    """The number of the card's scout function (``use #N F``), if it has one."""
    for number, effect in enumerate(card.info.function_effects, start=1):
        if effect.kind is Kind.SCOUT:
            return number
    return None


def _is_scouting(state: GameState, action: UseFunction) -> bool:
    if not 0 <= action.card < len(state.cards):
        return False
    card = state.cards[action.card]
    return action.function == scout_function(card)


def check_use(state: GameState, seat: Seat, action: UseFunction) -> Violation | None:
    """``use``: a scout's look is an Allocation Phase action; every other function is a card action."""
    if not _is_scouting(state, action):
        return plays.check_use(state, seat, action)
    card = state.cards[action.card]
    if not card.in_play or card.controller != seat:
        return Violation(errors.NOT_YOUR_CARD, f"#{action.card} is not a card of your fleet in play")
    if state.phase is not Phase.ALLOCATION or state.active != seat:
        return Violation(RULE, f"{card.info.label} looks at a hand instead of generating, in your Allocation Phase")
    if action.function in card.used_functions:
        return Violation(errors.CARD_ACTIONS, f"{card.info.label} looks at a hand at most once per turn")
    if functions_suspended(state, card):
        return Violation(errors.SUSPENDED, f"{card.info.label} performs no functions while a card on it suspends them")
    if action.target is not None:
        return Violation(errors.CARD_RULES, f"{card.info.label} looks at a player's hand, not at a card in play")
    if not generating_research(state, seat, card):
        return Violation(RULE, f"{card.info.label} generates no research point this turn, so it has none to forgo")
    if state.players[seat].pool.get(PointType.RESEARCH, 0) < 1:
        return Violation(RULE, f"{card.info.label}'s research point is already spent this turn")
    opponent = _opponent(state, seat, action.player)
    if isinstance(opponent, Violation):
        return opponent
    if not state.players[opponent].hand:
        return Violation(RULE, f"p{opponent} has no card in hand to look at")
    return None


def generating_research(state: GameState, seat: Seat, card: CardState) -> bool:
    """Does the scout produce its research point in this allocation (requirements met, not silenced)?"""
    if not active_for(state, seat)(card) or silenced(state, card):
        return False
    return own_points(state, card).get(PointType.RESEARCH, 0) > 0


def _opponent(state: GameState, seat: Seat, named: Seat | None) -> Seat | Violation:
    living = [s for s in state.living_seats() if s != seat]
    if named is None:
        if len(living) == 1:
            return living[0]
        return Violation(RULE, "name the opponent whose hand to look at (use #N F at pS)")
    if named not in living:
        return Violation(errors.CARD_RULES, f"p{named} is not an opponent in the game")
    return named


def apply_use(state: GameState, seat: Seat, action: UseFunction, events: list[Event]) -> None:
    if not _is_scouting(state, action):
        plays.apply_use(state, seat, action, events)
        return
    card = state.cards[action.card]
    opponent = _opponent(state, seat, action.player)
    assert not isinstance(opponent, Violation)  # checked
    card.used_functions.add(action.function)
    events.append(FunctionUsed(card.id, action.function))
    recompute_output(state, seat, events)  # its research point leaves the pool
    effect = card.info.function_effects[action.function - 1]
    ctx = Context(state, seat, card, effect, events, chosen_player=opponent)
    resolver_for(effect.kind).resolve(ctx)


def scout_options(state: GameState, seat: Seat) -> list[UseFunction]:
    """Every scout look worth checking in ``seat``'s Allocation Phase (one per opponent)."""
    options: list[UseFunction] = []
    for card in state.fleet(seat):
        function = scout_function(card)
        if function is None or function in card.used_functions:
            continue
        opponents = [s for s in state.living_seats() if s != seat]
        if len(opponents) == 1:
            options.append(UseFunction(card.id, function))
        else:
            options += [UseFunction(card.id, function, player=s) for s in opponents]
    return options
