"""Resolving the reaction stack: steps, card effects, choices and manual cards.

``submit`` puts a reactable item (a card play, a card action, a reaction, a volley, the end
of an allocation, a discard) on the reaction stack and asks the other players, in turn
order, whether they react (``reactions.open_window``). When everyone asked has passed,
the stack *unwinds*: the item played last resolves first (v2.1 LAST REACTION CARD PLAYED
HAS PRECEDENCE), so a reaction's action takes place just before the action it answers.

Resolving an item expands into ``Step``s (each effect of the card, then finishing the
play: duration die, discard after use). A step whose effect needs a decision opens a
``Choice``; the player answers with ``choose #N`` / ``choose pS`` / ``choose skip`` and
resolution goes on. A card marked manual asks its controller to resolve it by hand with
free-form actions (legal for him until he says ``done``); the log marks them as such.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import Choose
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.discarded import spy_refuge_steps
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import ChoiceOffered, DieChanged, EffectResolved, ManualResolution
from ge_desktop.rulesets.galactic_empires.missions import guarded_by, location_of, sent_off_by
from ge_desktop.rulesets.galactic_empires.pending import (
    ActionItem,
    AllocationItem,
    AllocationStep,
    Choice,
    DiscardItem,
    DiscardStep,
    DrawItem,
    EffectStep,
    FinishStep,
    ManualStep,
    MissionLeg,
    Pending,
    PlayItem,
    ReactionItem,
    Step,
    VoidedPlayStep,
    VolleyItem,
    VolleyStep,
)
from ge_desktop.rulesets.galactic_empires.resolvers import ChoiceRequest, Context, resolver_for
from ge_desktop.rulesets.galactic_empires.resolvers.arrival_kills import slay_weaker_crew
from ge_desktop.rulesets.galactic_empires.resolvers.doubling import DOUBLED_TYPES, doubler_of
from ge_desktop.rulesets.galactic_empires.state import MOVED, CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, negated_against_fleet
from ge_desktop.rulesets.galactic_empires.systems import keeps_mine
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play

WindowOpener = Callable[[GameState, Seat, list[Event]], None]


@dataclass
class Handlers:
    """What the kernel calls back into the rule modules: the steps it cannot do itself (a
    volley, the end of an allocation, a discard) and the reaction window. The rule modules
    provide them; the ruleset wires them in (``galactic_empires``), so the kernel imports
    no rule.
    """

    volley: Callable[[GameState, VolleyStep, list[Event]], None] | None = None
    allocation: Callable[[GameState, AllocationStep, list[Event]], None] | None = None
    discard: Callable[[GameState, DiscardStep, list[Event]], None] | None = None
    open_window: WindowOpener | None = None


HANDLERS = Handlers()


def wire(
    volley: Callable[[GameState, VolleyStep, list[Event]], None],
    allocation: Callable[[GameState, AllocationStep, list[Event]], None],
    discard: Callable[[GameState, DiscardStep, list[Event]], None],
    open_window: WindowOpener,
) -> None:
    """Give the kernel its handlers (once, as the ruleset is set up)."""
    HANDLERS.volley, HANDLERS.allocation, HANDLERS.discard, HANDLERS.open_window = volley, allocation, discard, open_window


def _unwired(what: str) -> RuntimeError:
    return RuntimeError(f"the stack kernel has no {what} handler: import ge_desktop.rulesets.galactic_empires (its ruleset wires them)")


def _open_window(state: GameState, seat: Seat, events: list[Event]) -> None:
    if HANDLERS.open_window is None:
        raise _unwired("reaction window")
    HANDLERS.open_window(state, seat, events)


def submit(state: GameState, item: Pending, events: list[Event]) -> None:
    """Put ``item`` on the reaction stack, ask for reactions, resolve when nobody reacts."""
    state.pending.append(item)
    _open_window(state, item.seat, events)
    if state.window is None:
        state.unwinding = True
    run(state, events)


def run(state: GameState, events: list[Event]) -> None:
    """Do resolution work until a player must decide or nothing is left."""
    while state.choice is None and state.manual is None and state.window is None:
        if state.phase is Phase.GAME_OVER:
            _clear(state)
            return
        if state.steps:
            _do(state, state.steps.pop(0), events)
        elif state.just_discarded:
            _open_discarded(state, events)
        elif state.unwinding and state.pending:
            item = state.pending.pop()
            _release_spared(state, len(state.pending) + 1)  # the popped item's own entry holds while it resolves
            state.steps = _expand(state, item)
        else:
            state.unwinding = False
            _release_spared(state, len(state.pending))
            return


def _open_discarded(state: GameState, events: list[Event]) -> None:
    """A card or stack has just reached a Discard Pile while a player holds a card played to one
    (``discarded.py``): it goes on the reaction stack and its window opens; it resolves to nothing."""
    item = state.just_discarded.pop(0)
    state.pending.append(item)
    _open_window(state, item.seat, events)
    if state.window is None:
        state.unwinding = True


def _release_spared(state: GameState, open_items: int) -> None:
    """A unit is spared its last point (``GameState.spared``) only until the stack item the
    sparing reaction answered has resolved: entries for stack indexes from ``open_items`` up are dropped."""
    if state.spared:
        state.spared = [(unit, index) for unit, index in state.spared if index < open_items]
    if state.halved_for:  # Scientifically Enhance Tectonic Plate Structure (resolvers/half_damage.py)
        state.halved_for = [(unit, index) for unit, index in state.halved_for if index < open_items]


def _clear(state: GameState) -> None:
    state.pending.clear()
    state.just_discarded.clear()
    state.steps.clear()
    state.window = None
    state.choice = None
    state.manual = None
    state.unwinding = False


# --- expanding items into steps ----------------------------------------------------------


def _expand(state: GameState, item: Pending) -> list[Step]:
    seat = item.seat
    if isinstance(item, VolleyItem):
        return [VolleyStep(seat, item)]
    if isinstance(item, AllocationItem):
        return [AllocationStep(seat, item)]
    if isinstance(item, DrawItem):
        return []  # what answered it marked the drawing player (resolvers/draw_phase.py)
    card = _card_of(state, item.card)
    if isinstance(item, DiscardItem):
        if item.done:
            return [] if item.negated else spy_refuge_steps(state, item)  # a card just discarded: a spy ship may take in its spy
        return [] if item.negated else [DiscardStep(seat, card.id, item)]
    if isinstance(item, ActionItem):
        if item.leg in (MissionLeg.THERE, MissionLeg.BACK):
            travel: list[Step] = [] if item.negated else [EffectStep(seat, card.id, _TRAVEL, item)]
            return travel + [FinishStep(seat, card.id, item)]
        effect = card.info.function_effects[item.function - 1]
        steps = [] if item.negated or _stopped_on_mission(state, card, item) else [_effect_step(card, effect, seat, item)]
        return steps + [FinishStep(seat, card.id, item)]
    # a card play or a reaction card played in reaction mode
    if item.negated:
        return [VoidedPlayStep(seat, card.id, item)]
    if card.zone not in (Zone.PLAY, Zone.HQ):
        return []  # a reaction took it out of play before its play completed
    chosen = item.choice if isinstance(item, (PlayItem, ReactionItem)) else 0
    steps = [
        _effect_step(card, effect, seat, item)
        for effect in card.info.chosen_effects(chosen)
        if effect.trigger is Trigger.ON_PLAY or (effect.trigger is Trigger.CONTINUOUS and effect.kind.acts_on_entry)
    ]
    if state.negating_until and negated_against_fleet(state, card):
        steps = []  # a terrain or hazard played against a fleet whose player negates them (Scientific Breakthrough)
    elif card.info.types & DOUBLED_TYPES and doubler_of(state, card) is not None:
        steps.insert(0, EffectStep(seat, card.id, _DOUBLED, item))  # h-double: it counts twice (Unlucky Crew Action, Void Dragoness)
    if card.info.manual:
        steps.append(ManualStep(seat, card.id, item))
    if isinstance(item, ReactionItem) and _may_fire_in_reaction(state, card, seat):
        steps.append(EffectStep(seat, card.id, _REACTION_FIRE, item))
    return steps + [FinishStep(seat, card.id, item)]


_TRAVEL = EffectInfo(Kind.TRAVEL, Trigger.ON_PLAY, Target.SELF, frozenset())
_DOUBLED = EffectInfo(Kind.DOUBLED_PLAY, Trigger.ON_PLAY, Target.SELF, frozenset())


def _stopped_on_mission(state: GameState, card: CardState, item: ActionItem) -> bool:
    """The mission step does nothing if the crew is no longer there or now performs no
    functions, or a guard it cannot pass is at the target location (v2.1 THERE-AND-BACK
    MISSIONS: each step can be reacted to)."""
    if item.leg is not MissionLeg.MISSION:
        return False
    if not card.in_play or functions_suspended(state, card):
        return True
    there = location_of(state, card)
    return there is None or guarded_by(state, card, there) is not None


_REACTION_FIRE = EffectInfo(Kind.REACTION_FIRE, Trigger.ON_PLAY, Target.CHOSEN_CARD, frozenset(), optional=True)


def _may_fire_in_reaction(state: GameState, card: CardState, seat: Seat) -> bool:
    """v2.1 [Reaction cards] L443: only in an opponent's Weapons Fire Phase, only weapons
    that need no resource points (heavy weapons need ammunition)."""
    if state.phase is not Phase.WEAPONS_FIRE or seat == state.active or not card.engaged:
        return False
    return any(not w.heavy and not w.fleet_targeted for w in card.info.weapons)


def _effect_step(card: CardState, effect: EffectInfo, seat: Seat, item: Pending) -> Step:
    if effect.kind is Kind.MANUAL:
        return ManualStep(seat, card.id, item)
    return EffectStep(seat, card.id, effect, item)


# --- doing one step ----------------------------------------------------------------------


def _do(state: GameState, step: Step, events: list[Event]) -> None:
    if isinstance(step, EffectStep):
        _effect(state, step, events)
    elif isinstance(step, FinishStep):
        _finish(state, step, events)
    elif isinstance(step, VoidedPlayStep):
        card = state.cards[step.card]
        if card.in_play:
            leave_play(state, card, LeaveReason.DISCARDED, events)  # v2.1 Voided Card Plays
    elif isinstance(step, ManualStep):
        state.manual, state.manual_changes = (step.seat, step.card), 0
        events.append(ManualResolution(step.seat, step.card, True))
    elif isinstance(step, VolleyStep):
        if HANDLERS.volley is None:
            raise _unwired("volley")
        HANDLERS.volley(state, step, events)
    elif isinstance(step, AllocationStep):
        if HANDLERS.allocation is None:
            raise _unwired("allocation")
        HANDLERS.allocation(state, step, events)
    else:
        if HANDLERS.discard is None:
            raise _unwired("discard")
        HANDLERS.discard(state, step, events)


def _card_of(state: GameState, instance: InstanceId | None) -> CardState:
    """The card a card item is about (every item but a volley and an allocation has one)."""
    if instance is None:
        raise RuntimeError("a card item without a card")
    return state.cards[instance]


def _effect(state: GameState, step: EffectStep, events: list[Event]) -> None:
    card = state.cards[step.card]
    effect = step.effect
    if effect.kind is Kind.CARD_DAMAGE:
        effect = replace(effect, kind=Kind.DAMAGE)
    ctx = Context(state, step.seat, card, effect, events, step.item, step.chosen, step.chosen_player, step.skipped)
    request = resolver_for(effect.kind).resolve(ctx)
    if request is not None:
        _ask(state, step, request, events)


def _ask(state: GameState, step: EffectStep, request: ChoiceRequest, events: list[Event]) -> None:
    if not request.cards and not request.players and not (request.ask_anyway and request.may_skip):
        return  # nothing to choose: the effect does nothing
    decider = step.seat if request.seat is None else request.seat
    state.choice = Choice(decider, step, request.prompt, request.cards, request.players, request.may_skip)
    events.append(ChoiceOffered(decider, request.prompt))


def _finish(state: GameState, step: FinishStep, events: list[Event]) -> None:
    """A play completed (duration die, used up) or a card action ended (discard after use)."""
    card = state.cards[step.card]
    if not card.in_play:
        return
    info = card.info
    if isinstance(step.item, ActionItem):
        if step.item.leg is not None:
            if step.item.leg is MissionLeg.THERE:
                slay_weaker_crew(state, events)  # h-empire: a Mechad Overlord there kills it before its mission
            _next_leg(state, step.item, events)
            return
        if info.discard_after_use and len(card.used_functions - {MOVED}) >= _action_count(card):
            if keeps_mine(state, card):
                return  # v2.1 MINE DEPLOYMENT SYSTEM: the mine stays on the ship
            leave_play(state, card, LeaveReason.DISCARDED, events)  # v2.1 [Glossary] Discarded after use
        return
    if isinstance(step.item, ReactionItem):
        for victim in sent_off_by(state, card, card):  # a bar tender arriving in reaction (Deviant)
            events.append(EffectResolved(victim.id, Kind.REMOVED_BY_ARRIVAL, f"discarded: #{card.id} was played in reaction at its location"))
            leave_play(state, victim, LeaveReason.DISCARDED, events)
    if info.duration:
        card.dice[DieKind.DURATION] = info.duration
        events.append(DieChanged(card.id, DieKind.DURATION, info.duration))
    elif info.discard_after_use and not _action_count(card) and (isinstance(step.item, ReactionItem) or not info.function_effects):
        # used up as its play completes; played normally, a card whose only functions are
        # "As a reaction" ones stays until it uses one (Escape Pod, Cargo)
        leave_play(state, card, LeaveReason.DISCARDED, events)


def _next_leg(state: GameState, item: ActionItem, events: list[Event]) -> None:
    """After travelling there, the mission; after the mission, the way back: each a new,
    reactable stack item. A cancelled journey there ends the mission at home."""
    following = {MissionLeg.THERE: MissionLeg.MISSION, MissionLeg.MISSION: MissionLeg.BACK}.get(item.leg) if item.leg else None
    if following is None or (item.leg is MissionLeg.THERE and item.negated):
        return
    state.pending.append(replace(item, leg=following, answers=None, negated=False, in_reaction=False))
    _open_window(state, item.seat, events)
    if state.window is None:
        state.unwinding = True


def _action_count(card: CardState) -> int:
    """Card actions a discard-after-use card must use before it goes (reactions excluded)."""
    return sum(1 for e in card.info.function_effects if e.trigger is Trigger.CARD_ACTION)


# --- choices -----------------------------------------------------------------------------


def check_choose(state: GameState, seat: Seat, action: Choose) -> Violation | None:
    choice = state.choice
    if choice is None:
        return Violation(errors.CHOICE, "no card is asking for a choice now")
    if action.card is None and action.player is None:
        return None if choice.may_skip else Violation(errors.CHOICE, "this choice cannot be skipped")
    if action.card is not None and action.card in choice.cards:
        return None
    if action.player is not None and action.player in choice.players:
        return None
    return Violation(errors.CHOICE, f"not one of the choices ({choice.prompt})")


def apply_choose(state: GameState, seat: Seat, action: Choose, events: list[Event]) -> None:
    if state.choice is None:
        raise RuntimeError("no choice is open: the action was not checked")
    step = state.choice.step
    state.choice = None
    skipped = action.card is None and action.player is None
    # A card chosen after an opponent was (a card of that opponent's hand) keeps the opponent chosen.
    player = action.player if action.player is not None or action.card is None else step.chosen_player
    state.steps.insert(0, replace(step, chosen=action.card, chosen_player=player, skipped=skipped))
    run(state, events)


def choice_options(state: GameState) -> list[Choose]:
    choice = state.choice
    if choice is None:
        return []
    options = [Choose(card=c) for c in choice.cards] + [Choose(player=p) for p in choice.players]
    if choice.may_skip:
        options.append(Choose())
    return options


def end_manual(state: GameState, events: list[Event]) -> None:
    """``done`` while resolving a manual card by hand."""
    if state.manual is None:
        raise RuntimeError("no manual card is being resolved")
    seat, card = state.manual
    changes, state.manual, state.manual_changes = state.manual_changes, None, 0
    events.append(ManualResolution(seat, card, False, changes))
    run(state, events)


def resolve_or_ask(state: GameState, card: CardState, effect: EffectInfo, seat: Seat, events: list[Event]) -> None:
    """Resolve an effect at once, without a stack item; one that needs a choice (the
    Vymezies Particle's ship to hit each turn) asks its controller first, the way a card
    action's effect does."""
    step = EffectStep(seat, card.id, effect, ActionItem(seat, card.id))
    state.steps.append(step)
    run(state, events)


def resolve_now(state: GameState, card: CardState, effect: EffectInfo, seat: Seat, events: list[Event]) -> None:
    """Resolve an effect at once, without a stack item (Allocation Phase triggers); an
    effect that would need a choice does nothing."""
    ctx = Context(state, seat, card, effect, events)
    resolver_for(effect.kind).resolve(ctx)
