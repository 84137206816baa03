"""Games that reach a real ``manual`` card by legal play: the Basic Set A decks with five
crew cards each swapped for the Time Knight (minor empires; "Deals 1 time damage in the
fleet and 3 at the time origin.", marked manual: its controller resolves it by hand)."""

from __future__ import annotations

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.model import CardType
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, PlayCard, PlayerDeck
from ge_desktop.ui.game_setup import starter_decks

MANUAL_CARD = "time-knight"
SWAPPED = 5


def knight_decks(catalog) -> tuple[PlayerDeck, ...]:
    knight = catalog[MANUAL_CARD]
    assert knight.manual and knight.rules
    decks = []
    for deck in starter_decks(catalog):
        cards, swapped = list(deck.cards), 0
        for index, card in enumerate(cards):
            if card.primary_type is CardType.CREW and swapped < SWAPPED:
                cards[index], swapped = knight, swapped + 1
        decks.append(PlayerDeck(deck.name, deck.empire, tuple(cards), deck.reserve_hint))
    return tuple(decks)


def knight_playable(catalog, seed: int, limit: int = 3000) -> tuple[Game, PlayCard]:
    """A rules game played by the weighted agent (pregame included) until the player to act
    may play a Time Knight; the game and that play."""
    game = Game.new(GameConfig(decks=knight_decks(catalog), seed=seed, mode=GameMode.RULES), catalog)
    agent = WeightedAgent(seed)
    for _ in range(limit):
        plays = [a for a in game.legal_actions() if isinstance(a, PlayCard) and game.state.cards[a.card].info.card_id == MANUAL_CARD]
        if plays:
            return game, plays[0]
        game.play(agent.choose(game))
    raise AssertionError(f"seed {seed}: no Time Knight could be played")
