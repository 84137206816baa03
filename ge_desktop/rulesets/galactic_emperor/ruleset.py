"""Galactic Emperor as an engine ``Ruleset``: ``Game``, records and ``replay --check`` drive it
through the same interface as the other games. Importing this module registers it
(``ge_desktop.rulesets`` imports it: the one place a registry can switch over).

The config is ``Setup`` (players and seed); the designed components come from the shipped
data file. A violation cites the player aid's heading (``GEm Merchant``, ``GEm Removing
Casualties``, ...). ``apply`` returns the lines it added to the state's log (the
kernel's ``Said`` events, each with who may read it; ``observe`` filters the log the same way). The
game ends by the aid's end conditions only, its ``Outcome.reason`` the aid's condition
(``END_REASONS``); the players are ranked by Victory Points, the tie-break's winner first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ge_desktop.engine.actions import Action as EngineAction
from ge_desktop.engine.errors import GameSetupError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.ruleset import Checker, SetupRuleset, register_ruleset
from ge_desktop.engine.terms import Outcome, Seat, places_by, ranked
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.actions import parse_action
from ge_desktop.rulesets.galactic_emperor.components import ComponentsError
from ge_desktop.rulesets.galactic_emperor.flow import new_state, to_act
from ge_desktop.rulesets.galactic_emperor.legal import legal_actions
from ge_desktop.rulesets.galactic_emperor.observe import Observation, observe
from ge_desktop.rulesets.galactic_emperor.rules import allowed_kinds, apply, check, heading
from ge_desktop.rulesets.galactic_emperor.state import ROUND_PHASES, GameState, Phase, Setup
from ge_desktop.rulesets.galactic_emperor.tiebreak import battlers

NAME = "galactic-emperor"
END_REASONS = {  # Game End and Victory: the two end conditions, as the end screen says them
    "last_token": "A player placed his last Empire token",
    "vp_pool": "The last Victory Point chit was taken",
}


class GalacticEmperor(SetupRuleset[GameState, Setup]):
    name = NAME
    setup_type = Setup
    title = "Galactic Emperor"

    def new_state(self, config: Setup, catalog: Any = None) -> GameState:
        try:
            return new_state(config)
        except (ValueError, ComponentsError) as exc:
            raise GameSetupError(str(exc)) from None

    def phases(self) -> Sequence[Phase]:
        return ROUND_PHASES

    def phase(self, state: GameState) -> Phase:
        return state.phase

    def to_act(self, state: GameState) -> Seat:
        seat = to_act(state)
        assert seat is not None, "asked who acts in a finished game"
        return seat

    def legal_actions(self, state: GameState, why_illegal: Checker) -> Iterable[EngineAction]:
        return legal_actions(state)

    def why_illegal(self, state: GameState, action: EngineAction) -> Violation | None:
        if not isinstance(action, A.Action):
            return Violation("GEm Game Rounds", f"'{action.notation()}' is not a Galactic Emperor action")
        problem = check(state, action)
        if problem is None:
            return None
        where = heading(action) if type(action) in allowed_kinds(state) else "Game Rounds"
        return Violation(f"GEm {where}", problem)

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
        return game_outcome(state)

    def parse_action(self, text: str) -> EngineAction:
        return parse_action(text)

    def summary(self, state: GameState) -> dict[str, Any]:
        """A public picture: VP totals only once the game is over (they are secret before)."""
        outcome = state.outcome
        return {
            "round": state.round_number,
            "phase": state.phase.value,
            "throne": state.throne,
            "winner": outcome.winner if outcome else None,
            "end": outcome.reason if outcome else None,
            "tie_break": outcome.tie_break if outcome else None,
            "vp_pool": state.pool_vp,
            "players": [
                {
                    "seat": p.seat,
                    "vp": p.vp if outcome else None,
                    "marks": p.marks,
                    "tokens": p.tokens,
                    "ships": sum(1 for s in state.ships.values() if s.owner == p.seat and s.at is not None),
                    "techs": [t.value for t in p.techs],
                }
                for p in state.players
            ],
        }


def game_outcome(state: GameState) -> Outcome:
    """The winner (or the two sharing a victory the tie-break could not decide) first, then
    everyone else by Victory Points."""
    assert state.outcome is not None
    vp = {p.seat: p.vp for p in state.players}
    seats = [p.seat for p in state.players]
    if state.outcome.winner is not None:
        winners: tuple[Seat, ...] = (state.outcome.winner,)
    else:
        best = max(vp.values())
        winners = tuple(sorted(battlers(state, [s for s in seats if vp[s] == best])))
    rest = [s for s in seats if s not in winners]
    reason = state.outcome.reason
    text = END_REASONS.get(reason, reason)
    if state.outcome.tie_break:
        text += f"; {state.outcome.tie_break}"
    return Outcome(winners, reason, state.round_number, ranked(winners, places_by(rest, vp)), text)


GALACTIC_EMPEROR = GalacticEmperor()
register_ruleset(GALACTIC_EMPEROR)
