"""Moving cards between deck, hand, discard pile and play.

With a common deck every player draws from it and discards onto one pile; with one deck
each (THE DECK: "make sure all cards are returned to their proper owners") a player draws
from his own deck and every card, whoever discards it, goes onto its *owner's* pile, so a
captured Sector or a stolen card finds its way home. An empty deck takes the shuffled
discard pile (DRAW PHASE); when both are empty, nothing is drawn.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.state import GameState


def deck_of(state: GameState, seat: Seat) -> list[CardId]:
    return state.players[seat].deck if state.setup.individual_decks else state.deck


def pile_of(state: GameState, card: CardId) -> list[CardId]:
    """The discard pile ``card`` goes to."""
    return state.players[state.owners[card]].discard if state.setup.individual_decks else state.discard


def draw_card(state: GameState, seat: Seat) -> CardId | None:
    """Draw the top card of ``seat``'s deck into nothing (the caller places it); None if none is left."""
    deck = deck_of(state, seat)
    if not deck:
        pile = state.players[seat].discard if state.setup.individual_decks else state.discard
        if not pile:
            return None
        deck.extend(pile)
        pile.clear()
        state.rng.shuffle(deck)
        state.say(
            f"p{seat}'s deck is empty: the discard pile is shuffled into it"
            if state.setup.individual_decks
            else "the deck is empty: the discard pile is shuffled into it"
        )
    return deck.pop()


def draw_to_hand(state: GameState, seat: Seat) -> CardId | None:
    card = draw_card(state, seat)
    if card is not None:
        state.players[seat].hand.append(card)
        state.say(f"p{seat} draws #{card} {state.cards[card].name}", frozenset({seat}), f"p{seat} draws a card")
    return card


def discard(state: GameState, card: CardId) -> None:
    """Put ``card`` (already taken from where it was) face up on its discard pile."""
    pile_of(state, card).append(card)


def discard_from_hand(state: GameState, seat: Seat, card: CardId) -> None:
    state.players[seat].hand.remove(card)
    discard(state, card)


def remove_unit(state: GameState, card: CardId) -> None:
    """Take a unit out of play with its Leader (ATTACK PHASE: leaders are destroyed with their units);
    the unit itself is left to the caller, the leader is discarded."""
    leader = state.leader_of(card)
    if leader is not None:
        del state.units[leader.card]
        discard(state, leader.card)
    del state.units[card]


def destroy_unit(state: GameState, card: CardId) -> None:
    """A Fleet or Sector destroyed in combat: it and its Leader are discarded (homeworlds leave play)."""
    kind = state.kind(card)
    remove_unit(state, card)
    if kind is not CardKind.HOMEWORLD:
        discard(state, card)
