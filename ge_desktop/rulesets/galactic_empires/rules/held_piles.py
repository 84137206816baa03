"""Cards held out of play by a card in play (issue 38, h-piles): a Well of Time's pile.

A holder (a card with ``hold_draws``: ``resolvers/held_pile.py``) is filled in its player's
Draw Cards Phase (``fill_holders``, after his usual draws): the top card of his deck is exposed
and laid on it, then more until one stronger than the first has been laid, ``amount`` cards at
most. The cards are in ``Zone.HELD`` (``PlayerState.held``), each naming its holder
(``CardState.held_by``): out of play, seen by everyone, out of reach of every effect. Research
points equal to the holder's strength applied to it by its player (``research_room``,
``apply_research``: the Allocation Phase) move them into his hand, and the holder, used, is
discarded. A holder leaving play otherwise drops them into their owner's Discard Pile
(``zones.discard_held``).
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import strength
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, held_by, leave_play, to_pile


def hold_limit(card: CardState) -> int | None:
    """How many cards ``card`` holds at most, or None when it holds no drawn cards."""
    for effect in card.info.effects:
        if effect.kind is Kind.HOLD_DRAWS:
            return effect.amount or 0
    return None


def fill_holders(state: GameState, seat: Seat, events: list[Event]) -> None:
    """In ``seat``'s Draw Cards Phase each of his empty holders is filled from his deck."""
    for holder in list(state.fleet(seat)):
        limit = hold_limit(holder)
        if limit is not None and not held_by(state, holder):
            _fill(state, seat, holder, limit, events)


def _fill(state: GameState, seat: Seat, holder: CardState, limit: int, events: list[Event]) -> None:
    deck = state.pile_player(seat).deck
    first: int | None = None
    laid: list[str] = []
    while len(laid) < limit and deck:
        card = state.cards[deck[-1]]
        to_pile(state, card, Zone.HELD, seat, events)
        card.held_by = holder.id
        laid.append(card.info.title)
        if first is None:
            first = card.info.strength
        elif card.info.strength > first:
            break
    if laid:
        events.append(EffectResolved(holder.id, Kind.HOLD_DRAWS, f"{len(laid)} card(s) drawn, exposed and laid on it out of play: {', '.join(laid)}"))


def research_room(state: GameState, seat: Seat, card: CardState) -> int:
    """Research points ``seat`` may still apply to ``card``: his holder that holds cards, up to its strength."""
    if card.controller != seat or not state.players[seat].held or hold_limit(card) is None or not held_by(state, card):
        return 0
    return max(0, strength(state, card) - card.die(DieKind.RESEARCH))


def apply_research(state: GameState, card: CardState, events: list[Event]) -> None:
    """One research point on the holder; with its strength in research its cards go to the hand
    of its player and it is discarded after use."""
    set_die(card, DieKind.RESEARCH, card.die(DieKind.RESEARCH) + 1, events)
    if card.die(DieKind.RESEARCH) < strength(state, card):
        return
    held = held_by(state, card)
    for each in held:
        to_pile(state, each, Zone.HAND, each.seat, events)
    events.append(EffectResolved(card.id, Kind.HOLD_DRAWS, f"research reached its strength: {len(held)} card(s) move into their player's hand"))
    leave_play(state, card, LeaveReason.DISCARDED, events)
