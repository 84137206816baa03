"""DRAW PHASE choices: the extra card for 5 credits, the four exchanges, keeping what they bring,
and discarding down to the maximum hand size.

The extra card may be bought once a turn ("an extra card"). The exchanges may be made as
often as the player has cards to give: each costs a card, so they always end. An exchange
discards the card given, then draws: a card of the wanted kind is offered to the player
(he *may* keep it, so ``keep`` or ``decline``); any other card is discarded. Keep/decline
also answers a conquest (ATTACK PHASE: "he may put the colony card in his hand").
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Discard, Exchange
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.economy import hand_size
from ge_desktop.rulesets.galactic_supremacy.flow import hand_limit_met
from ge_desktop.rulesets.galactic_supremacy.state import GameState, HandLimitChoice, KeepChoice, Phase
from ge_desktop.rulesets.galactic_supremacy.zones import discard, discard_from_hand, draw_card, draw_to_hand

EXTRA_DRAW_COST = 5
# DRAW PHASE exchanges: the kind given up -> (the kind that may be kept, the exchange's name)
EXCHANGES: dict[CardKind, tuple[CardKind, str]] = {
    CardKind.FLEET: (CardKind.SECTOR, "Exploration"),
    CardKind.SECTOR: (CardKind.FLEET, "The Draft"),
    CardKind.RESEARCH: (CardKind.COMMAND, "Military Intelligence"),
    CardKind.COMMAND: (CardKind.RESEARCH, "Military R&D"),
}


def _draw_phase(state: GameState) -> str | None:
    return None if state.phase is Phase.DRAW else "only in the Draw Phase"


def check_buy(state: GameState, seat: Seat) -> str | None:
    if _draw_phase(state):
        return _draw_phase(state)
    if state.turn.bought_draw:
        return "the extra card has been bought this turn"
    if state.players[seat].credits < EXTRA_DRAW_COST:
        return f"an extra card costs {EXTRA_DRAW_COST} credits"
    return None


def buy(state: GameState, seat: Seat) -> None:
    state.players[seat].credits -= EXTRA_DRAW_COST
    state.turn.bought_draw = True
    state.say(f"p{seat} pays {EXTRA_DRAW_COST} credits for an extra card")
    draw_to_hand(state, seat)


def check_exchange(state: GameState, seat: Seat, action: Exchange) -> str | None:
    if _draw_phase(state):
        return _draw_phase(state)
    if action.card not in state.players[seat].hand or state.kind(action.card) not in EXCHANGES:
        return f"#{action.card} is not a Fleet, Sector, Research or Command card in your hand"
    return None


def exchange(state: GameState, seat: Seat, action: Exchange) -> None:
    wanted, name = EXCHANGES[state.kind(action.card)]
    discard_from_hand(state, seat, action.card)
    state.say(f"p{seat} discards #{action.card} {state.cards[action.card].name} for {name}")
    card = draw_card(state, seat)
    if card is None:
        state.say("no card is left to draw")
        return
    if state.kind(card) is wanted:
        state.say(f"p{seat} draws #{card} {state.cards[card].name}", frozenset({seat}), f"p{seat} draws a {wanted.value} card")
        state.choices.append(KeepChoice(seat, card))
    else:
        discard(state, card)
        state.say(f"{name}: #{card} {state.cards[card].name} is discarded")


def keep(state: GameState, kept: bool) -> None:
    choice = state.choices.pop(0)
    assert isinstance(choice, KeepChoice)
    if kept:
        state.players[choice.seat].hand.append(choice.card)
        state.say(f"p{choice.seat} keeps #{choice.card}" if choice.conquest else f"p{choice.seat} keeps the card", None)
    else:
        discard(state, choice.card)
        state.say(f"p{choice.seat} discards #{choice.card} {state.cards[choice.card].name}")


def check_discard(state: GameState, seat: Seat, action: Discard) -> str | None:
    if not isinstance(state.choices[0], HandLimitChoice):
        return "nothing asks you to discard"
    if action.card not in state.players[seat].hand:
        return f"#{action.card} is not in your hand"
    return None


def discard_excess(state: GameState, seat: Seat, action: Discard) -> None:
    discard_from_hand(state, seat, action.card)
    state.say(f"p{seat} discards #{action.card} {state.cards[action.card].name} (hand size)")
    if len(state.players[seat].hand) <= hand_size(state, seat):
        hand_limit_met(state)
