"""Cards set aside out of play for a time (the time cards: Time Skip, Time Warp, Stasis Mine,
Time Gap Generator; issue 38).

A card "treated as if it were not there" (Time Skip, Time Warp, Stasis Mine) or "taken out of play"
(Time Gap Generator) leaves play with every card on it, the stack kept as it was, into its area's
set-aside place (``Zone.SET_ASIDE``, roots in ``PlayerState.set_aside``). Nothing in play sees it:
it cannot be damaged, protects nothing, fires nothing, uses no command slot and has no function;
everyone sees it face up (``rules/observe.py``). Its damage and dice stay as they were.

``zones.to_set_aside`` sets a stack aside; it comes back as a player turn begins (before that turn's Record Keeping):

- ``back_seat`` None: as the next player turn begins, i.e. at the end of the player turn it was set
  aside in (Time Skip: "lasts for one player turn"; Time Gap Generator: "returned at the end of the
  opponent's turn");
- else as ``back_seat``'s turn number ``back_turn`` begins: v2.1 COMPLETE TURN, "when a card uses
  the word 'turn' it refers to a complete turn", which "lasts until ... the next turn of the player
  who played it" (Time Warp: as many turns as its strength; Stasis Mine: 1 complete turn).

A stack set aside from a card it was on goes back onto that card if it is still in play; a unit
(ship, base, dragon, terrain) whose holder left meanwhile comes back on its own in its area; any
other card whose holder left goes to its owner's Discard Pile, as it would have gone with its holder
(v2.1 [Removing cards from play]). An eliminated player's set-aside stacks come back before his
cards leave the game, so they leave with them.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import CardRevealed, EffectResolved
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import turn_index
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, from_set_aside, leave_play

_STANDS_ALONE = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.TERRAIN})


def is_due(state: GameState, card: CardState, seat: Seat) -> bool:
    """Does set-aside root ``card`` come back as ``seat``'s turn begins (his ``turns_taken`` already counted)?"""
    if card.evacuated_by is not None or card.trapped_by is not None:
        return False  # Time Evacuation: back only with a strength 1 card drawn (bring_back_evacuated); Time Trap: as the trap leaves play
    if card.back_seat is None or state.players[card.back_seat].eliminated:
        return turn_index(state) > card.back_turn
    return card.back_seat == seat and state.players[seat].turns_taken >= card.back_turn


def bring_back_due(state: GameState, seat: Seat, events: list[Event]) -> None:
    """As ``seat``'s turn begins: every set-aside stack whose time is over comes back into play."""
    for player in state.players:
        for root in [r for r in player.set_aside if is_due(state, state.cards[r], seat)]:
            bring_back(state, state.cards[root], events)


def bring_back_all(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Every stack set aside in ``seat``'s area comes back now (he is being eliminated)."""
    for root in list(state.players[seat].set_aside):
        bring_back(state, state.cards[root], events)


def bring_back(state: GameState, card: CardState, events: list[Event]) -> None:
    """One set-aside stack back into play: on its holder if still in play, else on its own
    (a unit) or to the Discard Pile with its cards (anything else)."""
    holder = state.cards[card.aside_from] if card.aside_from is not None else None
    if holder is not None and holder.in_play:
        from_set_aside(state, card, holder.id, events)
        return
    from_set_aside(state, card, None, events)
    if holder is not None and card.info.kind not in _STANDS_ALONE:
        leave_play(state, card, LeaveReason.DISCARDED, events)


def bring_back_evacuated(state: GameState, seat: Seat, drawn: list[InstanceId], events: list[Event]) -> None:
    """Time Evacuation: when ``seat`` draws a strength 1 card in his Draw Cards Phase he exposes it,
    and every stack his Time Evacuation set aside comes back into play at once, undamaged (its
    damage went as it was discarded). The first such card drawn is the one exposed (v2.1: the card
    text names no choice; exposing it only brings the stacks back)."""
    mine = [r for p in state.players for r in p.set_aside if _evacuated_for(state, state.cards[r], seat)]
    shown = next((state.cards[i] for i in drawn if state.cards[i].info.strength == 1 and state.cards[i].zone is Zone.HAND), None)
    if not mine or shown is None:
        return
    shown.revealed = True  # exposed: everyone sees it, until it moves
    events.append(CardRevealed(shown.id))
    for root in mine:
        card = state.cards[root]
        text = f"p{seat} exposes #{shown.id} ({shown.info.label}): #{root} comes back into play"
        events.append(EffectResolved(card.evacuated_by or root, Kind.EVACUATE, text))
        bring_back(state, card, events)


def _evacuated_for(state: GameState, card: CardState, seat: Seat) -> bool:
    return card.evacuated_by is not None and state.cards[card.evacuated_by].owner == seat
