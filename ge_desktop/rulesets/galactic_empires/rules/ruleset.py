"""Galactic Empires v2.1 (Standard Game and the 1994 Basic Game) as a ``Ruleset``.

This module is where the Galactic Empires rule modules are wired into one game: which
module checks and applies each action type (by what the game is waiting for: a choice, a
reaction window, a manual card, or the phase), the stack kernel's handlers (a volley, the
end of an allocation, a discard, the reaction window), the legal-action lists, the
observation and the record's view of a config and a state. The rule modules are this
package's siblings (``setup``, ``turns``, ``phases``, ``allocation``, ``movement``,
``plays``, ``discard``, ``weapons``, ``reactions``, ``victory``, ``sandbox``, ...); the
kernel they share is the engine's ``resolution`` and ``resolvers`` (``docs/engine.md``
maps them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ge_desktop.cards.model import Card
from ge_desktop.engine.actions import Action
from ge_desktop.engine.errors import IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.ruleset import Checker, Ruleset, register_ruleset
from ge_desktop.engine.terms import Outcome, Seat
from ge_desktop.rulesets.galactic_empires import resolution
from ge_desktop.rulesets.galactic_empires.actions import (
    FREE_FORM_ACTIONS,
    MANUAL_ADJUSTMENTS,
    Achieve,
    Aim,
    Allocate,
    Choose,
    ChooseReserve,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    Fire,
    FleetFire,
    MoveShip,
    Pass,
    PlayCard,
    Quit,
    SwapReserve,
    UseFunction,
)
from ge_desktop.rulesets.galactic_empires.config import GameConfig, Option, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.damage import destroy_overwhelmed
from ge_desktop.rulesets.galactic_empires.errors import CHOICE, GAME_OVER, MANUAL, REACTION_WINDOW, SANDBOX
from ge_desktop.rulesets.galactic_empires.notation import parse_action
from ge_desktop.rulesets.galactic_empires.resolvers.arrival_kills import slay_weaker_crew
from ge_desktop.rulesets.galactic_empires.rules import (
    agendas,
    allocation,
    discard,
    gamblers,
    installations,
    legal,
    movement,
    phases,
    pilots,
    plays,
    reactions,
    sandbox,
    scouting,
    setup,
    turns,
    victory,
    weapons,
)
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation, observe
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.summary import STATE_FORM, summary, summary_text
from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES, GameMode, Phase

RuleChecker = Callable[[GameState, Seat, Any], Violation | None]
RuleApplier = Callable[[GameState, Seat, Any, list[Event]], None]

# The stack kernel calls the rule modules through its handler table (it imports none of them).
resolution.wire(weapons.volley_step, allocation.engagement_step, discard.discard_step, reactions.open_window)

_RULES: dict[type, tuple[RuleChecker, RuleApplier]] = {
    Done: (phases.check_done, phases.apply_done),
    ChooseReserve: (setup.check_reserve, setup.apply_reserve),
    DeclareEconomy: (allocation.check_declare, allocation.apply_declare),
    Allocate: (allocation.check_allocate, allocation.apply_allocate),
    MoveShip: (movement.check_move, movement.apply_move),
    PlayCard: (plays.check_play, plays.apply_play),
    SwapReserve: (plays.check_swap, plays.apply_swap),
    UseFunction: (scouting.check_use, scouting.apply_use),  # a scout's look, or plays' card actions
    Discard: (discard.check_discard, discard.apply_discard),
    Draw: (turns.check_draw, turns.apply_draw),
    Aim: (weapons.check_aim, weapons.apply_aim),
    Fire: (weapons.check_fire, weapons.apply_fire),
    FleetFire: (weapons.check_fleet_fire, weapons.apply_fleet_fire),
    Quit: (gamblers.check_quit, victory.apply_quit),
    Achieve: (agendas.check_achieve, agendas.apply_achieve),
}

# While a reaction window is open: pass, or react (an R/ card, an "As a reaction" function).
_WINDOW: dict[type, tuple[RuleChecker, RuleApplier]] = {
    Pass: (reactions.check_pass, reactions.apply_pass),
    PlayCard: (reactions.check_react_play, reactions.apply_react_play),
    UseFunction: (reactions.check_react_use, reactions.apply_react_use),
}
_CHOOSE: tuple[RuleChecker, RuleApplier] = (resolution.check_choose, resolution.apply_choose)


MANUAL_WORDS = "move a card, engage or disengage it, a die or points on it, draw, roll a die, Sector HQ damage"


def _no_rule(message: str, rule: str) -> tuple[RuleChecker, RuleApplier]:
    def check(state: GameState, seat: Seat, action: Any) -> Violation:
        return Violation(rule, message)

    def apply(state: GameState, seat: Seat, action: Any, events: list[Event]) -> None:
        raise IllegalActionError(action.notation(), Violation(rule, message))

    return check, apply


def route(state: GameState, action: Action) -> tuple[RuleChecker, RuleApplier]:
    """The checker and applier of a rule action, given what the game is waiting for."""
    if state.choice is not None:
        if isinstance(action, Choose):
            return _CHOOSE
        return _no_rule(f"p{state.choice.seat} must choose first: {state.choice.prompt}", CHOICE)
    if state.window is not None:
        entry = _WINDOW.get(type(action))
        if entry is None:
            violation = reactions.window_violation(state, action)
            return _no_rule(violation.message if violation is not None else "answer the reaction window first", REACTION_WINDOW)
        return entry
    if state.manual is not None:
        if isinstance(action, Done):
            return phases.check_done, phases.apply_done
        return _no_rule(f"resolve the manual card by hand ({MANUAL_WORDS}), then press Done", MANUAL)
    if isinstance(action, Choose):
        return _no_rule("no card is asking for a choice now", CHOICE)
    if isinstance(action, Pass):
        return _no_rule("nobody is asking for reactions now", REACTION_WINDOW)
    return _RULES[type(action)]


# --- configs as record data --------------------------------------------------------------


def _run_length(cards: tuple[Card, ...]) -> list[list[int | str]]:
    runs: list[list[int | str]] = []
    for card in cards:
        if runs and runs[-1][1] == card.id:
            runs[-1][0] = int(runs[-1][0]) + 1
        else:
            runs.append([1, card.id])
    return runs


def _cards(runs: Any, catalog: Any, where: str) -> tuple[Card, ...]:
    cards: list[Card] = []
    for count, card_id in runs:
        card = catalog.get(card_id)
        if card is None:
            raise ValueError(f"{where} names card '{card_id}', which is not in the catalog")
        if not isinstance(count, int) or not 1 <= count <= 99:
            raise ValueError(f"{where} has a count of {count!r} for '{card_id}' (1-99)")
        cards += [card] * count
    return tuple(cards)


class GalacticEmpires(Ruleset[GameState, GameConfig]):
    """Galactic Empires v2.1: the Standard Game, the Basic Game and sandbox mode."""

    name = "galactic-empires-2.1"
    title = "Galactic Empires (v2.1 rules)"
    state_form = STATE_FORM

    def new_state(self, config: GameConfig, catalog: Any = None) -> GameState:
        return setup.new_state(config, catalog)

    def phases(self) -> Sequence[Phase]:
        return TURN_PHASES

    def phase(self, state: GameState) -> Phase:
        return state.phase

    def to_act(self, state: GameState) -> Seat:
        return state.to_act

    def legal_actions(self, state: GameState, why_illegal: Checker) -> Iterable[Action]:
        """``legal.legal_actions``, given the phase's checker directly (the same answers as
        ``why_illegal`` for its candidates, without routing each one)."""
        seat = state.active

        def check(action: Action) -> Violation | None:
            return _RULES[type(action)][0](state, seat, action)

        with state.memoized():
            return tuple(legal.legal_actions(state, check))

    def why_illegal(self, state: GameState, action: Action) -> Violation | None:
        if action.free_form:
            if state.config.mode is not GameMode.SANDBOX:
                if state.manual is None:
                    return Violation(SANDBOX, "free-form actions are only legal in sandbox mode (or to resolve a manual card)")
                if not isinstance(action, MANUAL_ADJUSTMENTS):
                    return Violation(MANUAL, f"'{action.verb}' is not an adjustment for resolving a card by hand ({MANUAL_WORDS})")
            return sandbox.check(state, action)
        if state.phase is Phase.GAME_OVER:
            return Violation(GAME_OVER, "the game is over")
        check, _ = route(state, action)
        return check(state, state.to_act, action)

    def apply(self, state: GameState, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = state.to_act
        if isinstance(action, FREE_FORM_ACTIONS):
            sandbox.apply(state, seat, action, events)
            if state.manual is not None:
                state.manual_changes += 1  # the manual card's effect, applied by hand
        else:
            route(state, action)[1](state, seat, action, events)
            destroy_overwhelmed(state, events)
            pilots.settle_pilots(state, events)  # a free-flying shuttle takes its pilot aboard
            turns.end_stopped_draw_phase(state, events)  # a Draw Cards Phase a card ended (Cessation of Time)
            if slay_weaker_crew(state, events):  # h-empire: a Mechad Overlord kills weaker opposing crew at its location
                resolution.run(state, events)
            if state.just_discarded and state.window is None and state.choice is None and state.manual is None:
                resolution.run(state, events)  # discarded outside the stack: the window for a card just discarded (discarded.py)
        if state.phase is not Phase.GAME_OVER:
            installations.settle_installations(state, events)  # crew complements decide control
        state.version += 1
        return events

    def observe(self, state: GameState, seat: Seat | None) -> Observation:
        return observe(state, seat)

    def outcome(self, state: GameState) -> Outcome | None:
        return state.outcome

    def is_terminal(self, state: GameState) -> bool:
        return state.phase is Phase.GAME_OVER

    def clone(self, state: GameState) -> GameState:
        return state.clone()

    def config_of(self, state: GameState) -> GameConfig:
        return state.config

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def config_data(self, config: GameConfig) -> dict[str, Any]:
        return {
            "variant": config.variant.value,
            "options": sorted(o.value for o in config.options),
            "players": config.player_count,
            "mode": config.mode.value,
            "seed": config.seed,
            "turn_cap": config.turn_cap,
            "decks": [
                {"name": d.name, "empire": d.empire, "cards": _run_length(d.cards), "reserve_hint": _run_length(d.reserve_hint)}
                for d in config.decks
            ],
        }

    def config_from_data(self, data: dict[str, Any], catalog: Any = None) -> GameConfig:
        if catalog is None:
            raise ValueError("a Galactic Empires config needs the card catalog its decks name")
        try:
            variant = Variant(data.get("variant", Variant.STANDARD.value))
            decks = tuple(
                PlayerDeck(
                    name=str(d["name"]),
                    empire=d.get("empire"),
                    cards=_cards(d["cards"], catalog, f"deck {number}"),
                    reserve_hint=_cards(d.get("reserve_hint", []), catalog, f"deck {number}"),
                )
                for number, d in enumerate(data["decks"], start=1)
            )
            config = GameConfig(
                decks=decks,
                seed=int(data["seed"]),
                players=int(data["players"]) if variant is Variant.BASIC else 0,
                variant=variant,
                options=frozenset(Option(o) for o in data.get("options", [])),
                mode=GameMode(data.get("mode", GameMode.RULES.value)),
                turn_cap=data.get("turn_cap"),
            )
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the config lacks or mistypes {exc}") from None
        problems = config.problems()
        if problems:
            raise ValueError("; ".join(problems))
        return config

    def summary(self, state: GameState) -> dict[str, Any]:
        return summary(state)

    def summary_text(self, data: dict[str, Any]) -> str:
        return summary_text(data)


GALACTIC_EMPIRES = GalacticEmpires()
register_ruleset(GALACTIC_EMPIRES)
