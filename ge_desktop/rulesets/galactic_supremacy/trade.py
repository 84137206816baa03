"""TRADE & NEGOTIATIONS: offers another player accepts or refuses.

"Players may at any time trade cards or make deals." We let the player whose turn it is
make offers whenever he is to act in any phase (outside an attack, a pending choice or a
reaction), one offer to each other player per turn, and the player offered answers at
once; so only one player acts at a time (hot-seat and bots need no interruptions) and a
game cannot loop on offers. An offer gives cards from the offerer's hand and credits, and
asks for credits and a number of cards of one kind; the one who accepts picks which of his
cards to hand over. Deals that are promises (an alliance, "I will not attack you") are
between the players: the engine enforces only exchanges. The cards offered are shown to
the two players concerned; the others learn only how many cards change hands.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Accept, Offer
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.state import GameState

MAX_WANTED = 3


def check_offer(state: GameState, seat: Seat, action: Offer) -> str | None:
    player = state.players[seat]
    if seat != state.active:
        return "offers are made by the player whose turn it is"
    if not 0 <= action.to < len(state.players) or action.to == seat or state.players[action.to].eliminated:
        return "an offer goes to another player in the game"
    if action.to in state.turn.offered:
        return f"p{action.to} has had an offer this turn"
    if len(set(action.give)) != len(action.give) or any(c not in player.hand for c in action.give):
        return "the cards offered must be in your hand"
    if action.give_credits > player.credits:
        return "you do not have the credits offered"
    if (action.want_kind is None) != (action.want_count == 0) or action.want_count > MAX_WANTED or action.want_kind is CardKind.HOMEWORLD:
        return f"an offer asks for 1 to {MAX_WANTED} cards of one kind, or none"
    if not (action.give or action.give_credits or action.want_credits or action.want_count):
        return "an offer must give or ask for something"
    return None


def make_offer(state: GameState, seat: Seat, action: Offer) -> None:
    state.offer = (seat, action)
    state.turn.offered.add(action.to)
    cards = ", ".join(f"#{c} {state.cards[c].name}" for c in action.give)
    asked = f"${action.want_credits}" + (f" and {action.want_count} {action.want_kind.value}" if action.want_kind else "")
    state.say(
        f"p{seat} offers p{action.to} {cards or 'no cards'} and ${action.give_credits} for {asked}",
        frozenset({seat, action.to}),
        f"p{seat} offers p{action.to} {len(action.give)} card(s) and ${action.give_credits} for {asked}",
    )


def check_accept(state: GameState, seat: Seat, action: Accept) -> str | None:
    assert state.offer is not None
    offer = state.offer[1]
    hand = state.players[seat].hand
    if len(set(action.cards)) != len(action.cards) or len(action.cards) != offer.want_count:
        return f"hand over exactly {offer.want_count} card(s)"
    if any(c not in hand or state.kind(c) is not offer.want_kind for c in action.cards):
        return f"the cards handed over are {offer.want_kind.value if offer.want_kind else 'none'} cards from your hand"
    if state.players[seat].credits < offer.want_credits:
        return "you do not have the credits asked for"
    return None


def accept(state: GameState, seat: Seat, action: Accept) -> None:
    assert state.offer is not None
    giver, offer = state.offer
    state.offer = None
    mine, theirs = state.players[seat], state.players[giver]
    for card in offer.give:
        theirs.hand.remove(card)
        mine.hand.append(card)
    for card in action.cards:
        mine.hand.remove(card)
        theirs.hand.append(card)
    theirs.credits += offer.want_credits - offer.give_credits
    mine.credits += offer.give_credits - offer.want_credits
    handed = ", ".join(f"#{c} {state.cards[c].name}" for c in action.cards)
    state.say(
        f"p{seat} accepts p{giver}'s offer" + (f", handing over {handed}" if handed else ""), frozenset({seat, giver}), f"p{seat} accepts p{giver}'s offer"
    )


def refuse(state: GameState, seat: Seat) -> None:
    assert state.offer is not None
    state.say(f"p{seat} refuses p{state.offer[0]}'s offer")
    state.offer = None
