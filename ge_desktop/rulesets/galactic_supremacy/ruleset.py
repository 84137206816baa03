"""Galactic Supremacy as an engine ``Ruleset``: ``Game``, records, ``replay --check`` and
``simulate --ruleset galactic-supremacy`` drive it through the same interface as Galactic
Empires. Importing this module registers it (``ge_desktop.rulesets`` imports it).

The config is ``Setup`` (players, one deck each or a common deck, the advanced setup, the
seed). A violation cites the rules text's section (``GS ATTACK PHASE``, ...). ``apply``
returns the lines it added to the state's log (the kernel's ``Said`` events, each with who
may read it; ``observe`` filters the log per viewer the same way). A game won by conquering every other
Homeworld ends with the reason ``conquest`` (last player standing), the winner first and the
conquered sharing second place.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ge_desktop.engine.actions import Action as EngineAction
from ge_desktop.engine.errors import GameSetupError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.ruleset import Checker, SetupRuleset, register_ruleset
from ge_desktop.engine.terms import Outcome, ranked
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.actions import parse_action
from ge_desktop.rulesets.galactic_supremacy.cards import Seat
from ge_desktop.rulesets.galactic_supremacy.flow import new_state
from ge_desktop.rulesets.galactic_supremacy.legal import legal_actions
from ge_desktop.rulesets.galactic_supremacy.observe import Observation, observe
from ge_desktop.rulesets.galactic_supremacy.rules import allowed_kinds, apply, check
from ge_desktop.rulesets.galactic_supremacy.state import TURN_PHASES, GameState, Phase, Setup

NAME = "galactic-supremacy"
END_REASONS = {"conquest": "Every other Homeworld is conquered"}
_SECTIONS: dict[type, str] = {
    A.BuyDraw: "DRAW PHASE",
    A.Exchange: "DRAW PHASE",
    A.Keep: "DRAW PHASE",
    A.Decline: "DRAW PHASE",
    A.Discard: "DRAW PHASE",
    A.Build: "BUILD PHASE",
    A.Move: "MOVE PHASE",
    A.Research: "RESEARCH PHASE",
    A.CatchUp: "RESEARCH PHASE",
    A.Directed: "RESEARCH PHASE",
    A.PickTech: "TECHNOLOGY TABLE",
    A.UseCommand: "COMMAND CARD USES",
    A.Pass: "COMMAND CARD USES",
    A.Attack: "ATTACK PHASE",
    A.Commit: "ATTACK PHASE",
    A.Launch: "ATTACK PHASE",
    A.Reinforce: "ATTACK PHASE",
    A.Withdraw: "ATTACK PHASE",
    A.Offer: "TRADE & NEGOTIATIONS",
    A.Accept: "TRADE & NEGOTIATIONS",
    A.Refuse: "TRADE & NEGOTIATIONS",
    A.Done: "TURN SEQUENCE",
}


class GalacticSupremacy(SetupRuleset[GameState, Setup]):
    name = NAME
    setup_type = Setup
    title = "Galactic Supremacy"

    def new_state(self, config: Setup, catalog: Any = None) -> GameState:
        try:
            return new_state(config)
        except ValueError as exc:
            raise GameSetupError(str(exc)) from None

    def phases(self) -> Sequence[Phase]:
        return TURN_PHASES

    def phase(self, state: GameState) -> Phase:
        return state.phase

    def to_act(self, state: GameState) -> Seat:
        seat = state.to_act()
        assert seat is not None, "asked who acts in a finished game"
        return seat

    def legal_actions(self, state: GameState, why_illegal: Checker) -> Iterable[EngineAction]:
        return legal_actions(state)

    def why_illegal(self, state: GameState, action: EngineAction) -> Violation | None:
        if not isinstance(action, A.Action):
            return Violation("GS TURN SEQUENCE", f"'{action.notation()}' is not a Galactic Supremacy action")
        problem = check(state, action)
        if problem is None:
            return None
        section = _SECTIONS[type(action)] if type(action) in allowed_kinds(state) else "TURN SEQUENCE"
        return Violation(f"GS {section}", problem)

    def apply(self, state: GameState, action: EngineAction) -> list[Event]:
        assert isinstance(action, A.Action)
        told = len(state.log)
        apply(state, action)
        return list(state.log[told:])

    def observe(self, state: GameState, seat: Seat | None) -> Observation:
        return observe(state, seat)

    def outcome(self, state: GameState) -> Outcome | None:
        if state.outcome is None:
            return None
        winner = state.outcome.winner
        winners = () if winner is None else (winner,)
        rest = tuple(p.seat for p in state.players if p.seat not in winners)
        reason = state.outcome.reason
        return Outcome(winners, reason, complete_turns(state), ranked(winners, [rest]), END_REASONS.get(reason, reason))

    def parse_action(self, text: str) -> EngineAction:
        return parse_action(text)

    def summary(self, state: GameState) -> dict[str, Any]:
        outcome = state.outcome
        return {
            "turn": state.turn_number,
            "phase": state.phase.value,
            "active": state.active,
            "winner": outcome.winner if outcome else None,
            "players": [
                {
                    "seat": p.seat,
                    "eliminated": p.eliminated,
                    "credits": p.credits,
                    "hand": len(p.hand),
                    "sectors": len(state.sectors_of(p.seat)),
                    "fleets": sum(1 for u in state.units.values() if u.controller == p.seat and u.kind.value == "fleet"),
                    "techs": {t.value: v for t, v in p.techs.items()},
                }
                for p in state.players
            ],
        }


def complete_turns(state: GameState) -> int:
    """Rounds of turns begun (every player's turn once), for reports."""
    return state.turn_number // max(1, len(state.players))


GALACTIC_SUPREMACY = GalacticSupremacy()
register_ruleset(GALACTIC_SUPREMACY)
