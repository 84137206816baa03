"""v2.1 CREATING THE RESERVE FLEET at game start (``ui/game_setup.py``, no Qt): a deck file that
plans more reserve cards than players lets its player choose; a bot chooses by its own judgement."""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.bots import BotKind
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.game_setup import planned_reserve, ready_game, starter_decks

CATALOG = default_catalog()


def _config() -> GameConfig:
    """Basic Set A's two decks, each planning its four smallest units as the reserve."""
    decks = []
    for deck in starter_decks(CATALOG):
        units = sorted((c for c in deck.cards if c.types[0] in (CardType.SHIP, CardType.BASE)), key=lambda c: (c.strength, c.id))
        decks.append(replace(deck, reserve_hint=tuple(units[:4])))
    return GameConfig(decks=tuple(decks), seed=5, mode=GameMode.RULES)


def test_a_player_chooses_his_reserve_when_the_deck_plans_more_than_the_players() -> None:
    asked = []

    def choose(game, seat, planned, allowed):
        asked.append((seat, len(planned), allowed))
        return planned[-2:]

    game = ready_game(_config(), CATALOG, choose)
    assert asked == [(Seat(0), 4, 2), (Seat(1), 4, 2)]
    for seat in (0, 1):
        assert len(game.state.players[seat].reserve) == 2
        assert all(game.state.cards[i].zone is Zone.RESERVE for i in game.state.players[seat].reserve)


def test_without_a_chooser_the_first_planned_cards_are_set_aside_up_to_the_players() -> None:
    game = ready_game(_config(), CATALOG)
    assert [len(p.reserve) for p in game.state.players] == [2, 2]


def test_a_bot_seat_chooses_its_reserve_by_its_own_judgement() -> None:
    config = _config()
    asked = []
    game = ready_game(config, CATALOG, lambda g, s, p, n: asked.append(s) or p[:n], {Seat(1): BotKind.STANDARD})
    assert asked == [Seat(0)]  # the person is asked, the bot is not
    bot_reserve = [game.state.cards[i] for i in game.state.players[1].reserve]
    planned = set(planned_reserve(ready_game(config, CATALOG), Seat(1)))
    assert len(bot_reserve) == 1 and bot_reserve[0].info.kind in (CardType.SHIP, CardType.BASE)  # the standard bot keeps its most valuable unit
    assert bot_reserve[0].id not in planned  # not the deck file's plan (its four smallest units)
