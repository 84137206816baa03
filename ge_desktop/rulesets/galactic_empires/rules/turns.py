"""The player turn: starting it, drawing, passing on (leaving a phase: ``phases``).

v2.1 PLAYER TURN SEQUENCE: seven phases in a fixed order, never going back. The
Engagement Phase has no choices, so ``done`` in the Allocation Phase passes through it.
Draw Cards (v2.1 7 - DRAW CARDS PHASE): 9 or fewer cards in hand may draw 2, 10 or 11 may
draw 1, 12 or more draw 0; ``draw N`` ends the turn. A complete turn (v2.1 COMPLETE TURN)
is one player turn for each player still in the game.
As the Draw Cards Phase begins, an opponent holding a card played "during an opponent's Draw
Cards Phase" gets a window (``open_draw_window``, ``resolvers/draw_phase.py``); a card that ends
the phase (Cessation of Time) leaves no draw allowed, and the turn passes as soon as the
stack is quiet (``end_stopped_draw_phase``, after every rule action).
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import Draw
from ge_desktop.rulesets.galactic_empires.events import PhaseChanged, TurnStarted
from ge_desktop.rulesets.galactic_empires.pending import DrawItem
from ge_desktop.rulesets.galactic_empires.resolution import submit
from ge_desktop.rulesets.galactic_empires.resolvers.draw_phase import draws_stopped, someone_answers_draw
from ge_desktop.rulesets.galactic_empires.resolvers.hand_size import refill_after_draw
from ge_desktop.rulesets.galactic_empires.resolvers.mini_deck import draw_from_mini_deck
from ge_desktop.rulesets.galactic_empires.rules import allocation
from ge_desktop.rulesets.galactic_empires.rules.ending import end_game
from ge_desktop.rulesets.galactic_empires.rules.held_piles import fill_holders
from ge_desktop.rulesets.galactic_empires.rules.set_aside import bring_back_due, bring_back_evacuated
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import EndReason, Phase
from ge_desktop.rulesets.galactic_empires.zones import deck_size_for, draw_cards


def draw_allowance(hand_size: int) -> int:
    """Cards a player may draw with ``hand_size`` cards in hand (v2.1 L349)."""
    if hand_size <= 9:
        return 2
    if hand_size <= 11:
        return 1
    return 0


def draws_allowed(state: GameState, seat: Seat) -> int:
    """Cards ``seat`` may draw now: the hand-size allowance, less a ``fewer_draws`` card's cut this turn."""
    player = state.players[seat]
    if draws_stopped(state, seat):
        return 0  # Cessation of Time: no card at all is drawn this phase
    allowed = draw_allowance(len(player.hand))
    if player.draws_cut_turn == player.turns_taken:
        allowed = max(0, allowed - player.draws_cut)  # Cursed Alien Artifact
    return allowed


def start_turn(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Begin ``seat``'s player turn: counters reset, then Record Keeping and allocation."""
    player = state.players[seat]
    player.turns_taken += 1
    player.plays_used = 0
    player.big_plays = 0
    player.extra_plays = 0
    player.free_crew_plays = False
    player.free_plays = player.free_play_strength = 0  # Time Expansion: only the turn it is played
    player.half_funded = []
    player.allocation_started = False
    state.active = seat
    state.phase = Phase.ALLOCATION
    if any(p.set_aside for p in state.players):
        bring_back_due(state, seat, events)  # time cards: stacks set aside until now come back
    for card in state.in_play():
        if card.stunned_by == seat:
            card.stunned_by = None  # v2.1 LOBSTER: one complete turn is over
    for card in state.fleet(seat):
        card.used_functions.clear()  # functions (and moving): once per complete turn
        card.psy_uses.clear()  # v2.1 FIELD CARD OPERATION: its functions switch off now
        card.functions_on.clear()
        card.carried_to.clear()
        card.received.clear()
        card.heavy_fired = 0  # ammunition is allocated anew
    events.append(TurnStarted(seat, player.turns_taken, state.complete_turn))
    events.append(PhaseChanged(seat, Phase.ALLOCATION, player.turns_taken))
    allocation.begin(state, seat, events)


def next_seat(state: GameState, seat: Seat) -> tuple[Seat, bool]:
    """The next living seat in turn order after ``seat``, and whether the order wrapped."""
    order = state.turn_order
    index = order.index(seat)
    for step in range(1, len(order) + 1):
        candidate = order[(index + step) % len(order)]
        if not state.players[candidate].eliminated:
            return candidate, index + step >= len(order)
    return seat, True


def pass_turn(state: GameState, seat: Seat, events: list[Event]) -> None:
    """End ``seat``'s turn and start the next player's (a new complete turn on wrapping)."""
    following, wrapped = next_seat(state, seat)
    if wrapped:
        cap = state.config.turn_cap
        if cap is not None and state.complete_turn >= cap:
            end_game(state, None, EndReason.TURN_CAP, events)
            return
        state.complete_turn += 1
    start_turn(state, following, events)


def open_draw_window(state: GameState, seat: Seat, events: list[Event]) -> None:
    """The opponents' window as ``seat``'s Draw Cards Phase begins (``resolvers/draw_phase.py``):
    only while one of them holds such a card, and not while something else is resolving."""
    if not state.busy and someone_answers_draw(state, seat):
        submit(state, DrawItem(seat), events)


def end_stopped_draw_phase(state: GameState, events: list[Event]) -> None:
    """A Draw Cards Phase a card ended (Cessation of Time) is over once the stack is quiet: the turn passes with no draw."""
    if state.phase is Phase.DRAW and not state.busy and draws_stopped(state, state.active):
        pass_turn(state, state.active, events)


def check_draw(state: GameState, seat: Seat, action: Draw) -> Violation | None:
    if state.phase is not Phase.DRAW:
        return Violation(errors.SEQUENCE, "cards are drawn only in the Draw Cards Phase")
    hand = len(state.players[seat].hand)
    allowed = draws_allowed(state, seat)
    if action.count < 0:
        return Violation(errors.DRAW_PHASE, "a player draws 0 or more cards")
    if action.count > allowed:
        cut = " (a card cuts your draw this turn)" if allowed < draw_allowance(hand) else ""
        return Violation(errors.DRAW_PHASE, f"with {hand} cards in hand you may draw at most {allowed}{cut}")
    available = deck_size_for(state, seat)
    if action.count > available:
        return Violation(errors.DRAW_PHASE, f"your deck has only {available} card(s); the Discard Pile is not reshuffled")
    return None


def apply_draw(state: GameState, seat: Seat, action: Draw, events: list[Event]) -> None:
    before = set(state.players[seat].hand)
    draw_cards(state, seat, action.count, events)
    if state.players[seat].mini_draws and not draws_stopped(state, seat):
        draw_from_mini_deck(state, seat, events)  # Time Tornado: one more card from the mini deck
    if state.players[seat].roots and not draws_stopped(state, seat):
        fill_holders(state, seat, events)  # Well of Time: cards laid on it out of play
    more = 0 if draws_stopped(state, seat) else refill_after_draw(state, seat)
    if more:
        draw_cards(state, seat, more, events)  # Capital Revitalization: up to a full hand after the Draw Cards Phase
    if any(p.set_aside for p in state.players):  # Time Evacuation: a strength 1 card drawn brings its stacks back
        bring_back_evacuated(state, seat, [i for i in state.players[seat].hand if i not in before], events)
    pass_turn(state, seat, events)
