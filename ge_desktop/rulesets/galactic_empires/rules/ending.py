"""The end of the game: the Game Over phase, the outcome, and the antes under the optional
*winner keeps the antes* rule. Victory conditions (``victory``) and the turn cap (``turns``)
end the game through here.
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat, places_by, ranked
from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.rulesets.galactic_empires.events import GameEnded, PhaseChanged
from ge_desktop.rulesets.galactic_empires.state import GameState, Outcome
from ge_desktop.rulesets.galactic_empires.terms import EndReason, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import to_pile


def end_game(state: GameState, winner: Seat | None, end: EndReason, events: list[Event]) -> None:
    state.phase = Phase.GAME_OVER
    state.outcome = outcome_of(state, winner, end)
    if winner is not None and state.config.has(Option.WINNER_KEEPS_ANTES):
        for player in state.players:
            for instance in list(player.ante):
                if player.seat != winner:
                    to_pile(state, state.cards[instance], Zone.ANTE, winner, events)
    events.append(PhaseChanged(state.active, Phase.GAME_OVER, state.players[state.active].turns_taken))
    events.append(GameEnded(winner, end))



def outcome_of(state: GameState, winner: Seat | None, end: EndReason) -> Outcome:
    """The outcome: ``winner`` first; then the players still in, by Sector HQ damage dealt
    (the points of the 50-point victory; equal points share a place); the eliminated last,
    sharing one place (the state keeps no order of elimination)."""
    winners = () if winner is None else (winner,)
    living = [p.seat for p in state.players if not p.eliminated and p.seat not in winners]
    dealt = {p.seat: p.damage_dealt for p in state.players}
    out = tuple(p.seat for p in state.players if p.eliminated and p.seat not in winners)
    ranking = ranked(winners, [*places_by(living, dealt), out])
    return Outcome(winners, end.value, state.complete_turn, ranking, end.text)
