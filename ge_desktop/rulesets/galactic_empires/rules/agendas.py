"""Agenda cards (v2.1 AGENDA CARDS L687-703; card-facts items 176-180).

- A *hidden* agenda is accomplished first, then shown from the hand: ``achieve #N`` on a
  hand card, which is not a Card Play (176).
- An *exposed* agenda is played first (an ordinary Card Play, to its owner's fleet); its
  benefit comes only 1 complete turn after it was played, so ``achieve #N`` on it is legal
  from its player's next turn on (177).
- The same agenda (exactly identical cards: one catalog card) is not accomplished twice in
  one complete turn (178).
- An accomplished agenda goes onto its player's Sector HQ (179). Once those reach 25
  strength, the Sector HQ is restored to 25 points (its damage goes to 0) and they are
  discarded; once per game: later agendas are discarded when accomplished (180).

Whether an agenda's goal is met, and what its benefit is, is the card's own text: the
printed agendas' text is not in our data, so they are manual cards and their benefit is
resolved by hand (the players judge the goal, as at a real table). The engine keeps the
timing and the Sector HQ rules. An agenda is accomplished in its player's Card Play phases.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import Achieve
from ge_desktop.rulesets.galactic_empires.events import AgendaAchieved, CardRevealed, HqRestored, ManualResolution
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import to_pile

RESTORE_AT = 25  # strength of accomplished agendas that restores the Sector HQ


def agendas_on_hq(state: GameState, seat: Seat) -> list[CardState]:
    """The accomplished agendas lying on ``seat``'s Sector HQ."""
    cards = (state.cards[i] for i in state.players[seat].hq)
    return [c for c in cards if c.info.kind is CardType.AGENDA]


def agenda_strength(state: GameState, seat: Seat) -> int:
    return sum(c.info.strength for c in agendas_on_hq(state, seat))


def agenda_lines(state: GameState, card: CardState) -> tuple[str, ...]:
    """What the table says of an accomplished agenda on a Sector HQ (public: it lies face
    up there): its strength and how far the agendas there are from restoring it."""
    if card.zone is not Zone.HQ or card.info.kind is not CardType.AGENDA:
        return ()
    holder = next((p.seat for p in state.players if card.id in p.hq), None)
    if holder is None:
        return ()
    total = agenda_strength(state, holder)
    return (
        f"Accomplished agenda on its player's Sector HQ: strength {card.info.strength}",
        f"Agendas there: {total} of {RESTORE_AT} strength (at {RESTORE_AT} they restore the Sector HQ, once a game)",
    )


def check_achieve(state: GameState, seat: Seat, action: Achieve) -> Violation | None:
    if not state.phase.is_card_play or seat != state.active:
        return Violation(errors.AGENDA, "an agenda is accomplished in your own Play Cards Phase A or B")
    if not 0 <= action.card < len(state.cards):
        return Violation(errors.AGENDA, f"#{action.card} is not a card")
    card = state.cards[action.card]
    if card.info.kind is not CardType.AGENDA:
        return Violation(errors.AGENDA, f"#{card.id} is not an agenda ('G') card")
    hidden = card.zone is Zone.HAND and card.seat == seat
    exposed = card.in_play and card.controller == seat and card.parent is None
    if not hidden and not exposed:
        return Violation(errors.AGENDA, f"#{card.id} is neither in your hand nor an exposed agenda of your fleet")
    player = state.players[seat]
    if exposed and player.turns_taken <= card.played_turn:
        return Violation(errors.AGENDA, "an exposed agenda's benefit comes only 1 complete turn after it was played")
    if player.agenda_turns.get(card.info.card_id) == state.complete_turn:
        return Violation(errors.AGENDA, f"{card.info.label} was already accomplished this complete turn")
    return None


def apply_achieve(state: GameState, seat: Seat, action: Achieve, events: list[Event]) -> None:
    card = state.cards[action.card]
    player = state.players[seat]
    hidden = card.zone is Zone.HAND
    if hidden:
        events.append(CardRevealed(card.id))  # shown from the hand: not a Card Play
    player.agenda_turns[card.info.card_id] = state.complete_turn
    events.append(AgendaAchieved(seat, card.id, hidden))
    discard_seat = state.pile_player(card.owner).seat
    if player.agendas_restored:
        to_pile(state, card, Zone.DISCARD, discard_seat, events)  # once per game: later ones are discarded
    else:
        to_pile(state, card, Zone.HQ, seat, events)  # face up on the Sector HQ
        if agenda_strength(state, seat) >= RESTORE_AT:
            events.append(HqRestored(seat, player.hq_damage))
            player.hq_damage = 0
            player.agendas_restored = True
            for done in agendas_on_hq(state, seat):
                to_pile(state, done, Zone.DISCARD, state.pile_player(done.owner).seat, events)
    if card.info.manual:  # its benefit is the card's own text: resolved by hand
        state.manual, state.manual_changes = (seat, card.id), 0
        events.append(ManualResolution(seat, card.id, True))
