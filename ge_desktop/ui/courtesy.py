"""'Always ask for reactions': hot-seat prompts that keep a missing reaction a secret. No Qt.

The engine asks only players who hold a legal reaction (v2.1 [Reaction cards]; a
player with nothing legal is skipped). At a hot-seat table that skip is visible: when the
screen never comes to you, everybody learns you hold no reaction. With the option on,
after a step the others could have answered but nobody was asked, every other player
still gets the screen and a prompt whose only answer is **Pass**; meanwhile the table
shows the game as it was before the step and the log holds its lines back, so the prompt
looks like a real reaction window.

``reactable(before, actions)`` says whether a step is something a reaction may answer: a
card play, a card action, a discard in the Discard Phase, the end of the Allocation
Phase, a volley or fleet-targeted fire (the list of ``engine.pending.PendingKind``). It
decides only whether to show these prompts, never what is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ge_desktop.engine import Action, Game
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Discard, Done, Phase, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.actions import Aim, FleetFire
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered


def reactable(before: Game, actions: Sequence[Action]) -> bool:
    """Could another player have answered this step with a reaction?"""
    state = before.state
    if declares_volley(before, actions):
        return True
    for action in actions:
        if isinstance(action, PlayCard | UseFunction):
            return True
        if isinstance(action, Discard) and state.phase is Phase.DISCARD:
            return True
        if isinstance(action, Done) and state.phase is Phase.ALLOCATION:
            return True
    return False


def declares_volley(before: Game, actions: Sequence[Action]) -> bool:
    """Does this step declare a volley (its 'done', after an aim in the same step or an open
    volley before it) or fire fleet-targeted weapons? v2.1 WEAPONS VOLLEY b: the others may
    react then, not to the aim alone."""
    fire = before.state.fire
    open_volley = fire is not None and fire.open is not None
    for action in actions:
        if isinstance(action, FleetFire):
            return True
        if isinstance(action, Aim):
            open_volley = True
        elif isinstance(action, Done) and open_volley:
            return True
    return False


def courtesy_seats(before: Game, after: Game, actions: Sequence[Action], events: Sequence[Event]) -> list[Seat]:
    """Players to prompt for show: nobody was really asked, and the step was answerable."""
    if after.is_terminal() or any(isinstance(e, ReactionOffered) for e in events) or not reactable(before, actions):
        return []
    actor = before.to_act
    order = before.state.turn_order
    start = order.index(actor) if actor in order else 0
    seats = [order[(start + step) % len(order)] for step in range(1, len(order))]
    return [s for s in seats if not after.state.players[s].eliminated and s != after.to_act]


def describe_step(before: Game, actions: Sequence[Action]) -> str:
    """What the step did, as a reaction window would say it."""
    from ge_desktop.ui.observed import player_name

    state = before.state
    who = player_name(before.to_act) if before.to_act is not None else "A player"
    for action in actions:
        match action:
            case Aim(target, hq):
                return f"{who} fires a volley at " + (f"{player_name(hq)}'s Sector HQ" if hq is not None else state.cards[target].info.label)
            case FleetFire(card, seat):
                return f"{who} fires {state.cards[card].info.label} at {player_name(seat)}'s fleet"
            case PlayCard(card):
                return f"{who} plays {state.cards[card].info.label}"
            case UseFunction(card):
                return f"{who} uses {state.cards[card].info.label}"
            case Discard(card):
                return f"{who} discards {state.cards[card].info.label}"
            case Done():
                return f"{who} ends the Allocation Phase"
    return f"{who} acts"


@dataclass
class Courtesy:
    """Prompts still to show for one step: who, about what, the game to show, held lines."""

    seats: list[Seat]
    what: str
    shown: Game
    held: list[str] = field(default_factory=list)
