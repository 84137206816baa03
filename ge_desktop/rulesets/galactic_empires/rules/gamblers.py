"""*The Gamblers* (v2.1 Variations): players play for keeps, across a series of games.

- Every 5 points of Sector HQ damage a player causes to another player's Sector HQ let him
  take the top card of that player's deck into his hand, *keeping* it (he becomes its
  owner: it goes to his Discard Pile, and after the game into his deck); the damaged
  player then draws one card from his own deck. An empty deck gives nothing.
- Nobody is eliminated by 25 Sector HQ damage. A player may ``quit`` on his own turn
  before any action of it (in his Allocation Phase, before moving a ship or declaring or
  allocating a point): he leaves the game with the cards he owns (they leave play;
  ``victory.apply_quit``). The last player who has not quit wins (``EndReason.OTHERS_QUIT``).
- "Any rules can be used": the option mixes with the others, except *Everyone Plays To
  The End* (both rewrite elimination) and the Basic Game (one shared deck has no "that
  player's deck"); ``GameConfig.problems`` says so.
- The 1994 Basic Game also lets a player withdraw (B94 COMMAND POINTS: "eliminated ...
  by his voluntary withdrawal"); the same ``quit``, at the same moment, ends his game.
- A series: ``next_decks`` gives each player's deck for the next game, every card he owns
  at the end of this one (won cards included, lost ones gone), in catalog-card form.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.cards.model import Card
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import Quit
from ge_desktop.rulesets.galactic_empires.config import GameConfig, Option, PlayerDeck
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import draw_cards, to_pile

RULE = "v2.1 Variations: The Gamblers"
STAKE = 5  # every five points of Sector HQ damage


def winnings(state: GameState, victim: Seat, scorer: Seat, before: int, events: list[Event]) -> None:
    """The cards ``scorer`` wins for the damage that took ``victim``'s HQ from ``before``."""
    target = state.players[victim]
    for _ in range(target.hq_damage // STAKE - before // STAKE):
        if target.deck:
            card = state.cards[target.deck[-1]]
            to_pile(state, card, Zone.HAND, scorer, events)
            card.owner = card.controller = scorer  # his to keep
        draw_cards(state, victim, 1, events)


def check_quit(state: GameState, seat: Seat, action: Quit) -> Violation | None:
    if not state.config.has(Option.GAMBLERS) and not state.shared_deck:
        return Violation(RULE, "quitting a game is part of The Gamblers variation (and the Basic Game) only")
    if state.active != seat or state.phase is not Phase.ALLOCATION:
        return Violation(RULE, "quit only on your own turn, before any action of it")
    player = state.players[seat]
    moved = any(c.controller == seat and c.used_functions for c in state.in_play())
    if player.allocation_started or moved or state.busy:
        return Violation(RULE, "quit only before any action of your turn")
    return None


SERIES_MIN_CARDS = 10  # the 9-card opening hand and an ante: a smaller deck cannot start a game


def next_game(config: GameConfig, state: GameState, seed: int) -> tuple[GameConfig | None, str]:
    """The next game of a Gamblers series (same options and players, the decks as they
    now stand, a new seed), or None and why the series is over. Cards are won only from a
    deck (never from the opening hand), so a deck that started a game can always start the
    next; the players end a series when they choose ("until they just don't want to lose
    any more cards")."""
    decks = next_decks(config, state)
    short = [d.name for d in decks if len(d.cards) < SERIES_MIN_CARDS]
    if short:
        return None, f"the series is over: {', '.join(short)} has fewer than {SERIES_MIN_CARDS} cards left"
    return replace(config, decks=decks, seed=seed), ""


def next_decks(config: GameConfig, state: GameState) -> tuple[PlayerDeck, ...]:
    """Each player's deck for the next game of the series: the cards he owns now."""
    cards: list[Card] = [card for deck in config.decks for card in deck.cards]
    decks = []
    for seat, deck in enumerate(config.decks):
        mine = tuple(cards[c.id] for c in state.cards if c.owner == seat)
        decks.append(PlayerDeck(deck.name, deck.empire, mine))
    return tuple(decks)
