"""The game log's sentences: engine events in, plain English out. No Qt.

The log is read by every player at a hot-seat table, so it names a card only when
everyone may see it after the action (the spectator's observation); otherwise it says
"a card". Action notations are never shown: they name instance ids, and an id gives a
hidden card away.
"""

from __future__ import annotations

from ge_desktop.engine import events as ev
from ge_desktop.engine.observe import Observation
from ge_desktop.engine.terms import InstanceId, Seat, Zone
from ge_desktop.ui.observed import player_name

ZONE_WORDS = {
    Zone.DECK: "deck",
    Zone.HAND: "hand",
    Zone.DISCARD: "Discard Pile",
    Zone.RESERVE: "reserve fleet",
    Zone.PLAY: "table",
    Zone.HQ: "Sector HQ",
    Zone.ANTE: "ante",
    Zone.REMOVED: "removed cards",
}


def _name(public: Observation, card: InstanceId) -> str:
    seen = public.card(card)
    return seen.label if seen is not None else "a card"


def _moved(event: ev.CardMoved, public: Observation) -> str:
    card = _name(public, event.card)
    if event.parent is not None:
        return f"{card} goes onto {_name(public, event.parent)}"
    where = ZONE_WORDS[event.to_zone]
    return f"{card} goes to {player_name(event.seat)}'s {where}"


def describe(event: ev.Event, public: Observation) -> str | None:
    """One sentence for ``event`` (None for events the log leaves out)."""
    match event:
        case ev.CardMoved():
            return _moved(event, public)
        case ev.CardEngaged(card, engaged):
            return f"{_name(public, card)} is {'engaged (upright)' if engaged else 'disengaged (sideways)'}"
        case ev.CardFlipped(card, face_up):
            return f"{_name(public, card)} is turned face {'up' if face_up else 'down'}"
        case ev.CardRevealed(card):
            return f"{_name(public, card)} is revealed"
        case ev.DieChanged(card, kind, value):
            return f"{_name(public, card)}: {kind.value} die {'removed' if value == 0 else f'set to {value}'}"
        case ev.CardsDrawn(seat, cards):
            return f"{player_name(seat)} draws {len(cards)} card{'s' if len(cards) != 1 else ''}"
        case ev.DeckShuffled(seat):
            return f"{player_name(seat)}'s deck is shuffled"
        case ev.DieRolled(seat, sides, value, purpose):
            who = player_name(seat) if seat is not None else "The table"
            return f"{who} rolls a d{sides}: {value}" + (f" ({purpose})" if purpose != "sandbox" else "")
        case ev.HqDamaged(seat, amount, total, _):
            return f"{player_name(seat)}'s Sector HQ takes {amount} damage ({total} in all)"
        case ev.TurnStarted(seat, turn, complete):
            return f"— {player_name(seat)}'s turn {turn} (complete turn {complete}) —"
        case ev.PhaseChanged(seat, phase, _):
            return f"{player_name(seat)}: {phase.value.replace('_', ' ')} phase"
        case ev.PlayerEliminated(seat):
            return f"{player_name(seat)} is eliminated"
        case ev.GameEnded(winner, end):
            return f"The game is over ({end.value}); " + (f"{player_name(winner)} wins" if winner is not None else "no winner")
        case ev.AnteRevealed(seat, card, strength):
            return f"{player_name(seat)} antes {_name(public, card)} (strength {strength})"
    return None


def describe_all(events: list[ev.Event], public: Observation) -> list[str]:
    lines = [describe(e, public) for e in events]
    return [line for line in lines if line]


def seat_label(seat: Seat) -> str:
    return player_name(seat)
