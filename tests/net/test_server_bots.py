"""A server bot decides from a cheaper view (``OnlineGame.bot_move``: Galactic Empires'
table numbers worked out only when read) and makes exactly the moves it makes from the
seat's full observation, as at a local table (#39 capacity)."""

from __future__ import annotations

import pytest

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.engine import Game
from ge_desktop.net.games import online_game
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.rulesets.galactic_supremacy.state import Setup

DECKS = ("argonian", "krebiz", "corporate", "mechad", "pot", "scorpead")


def _game(ruleset: str, players: int, seed: int) -> Game:
    if ruleset == "gs":
        return Game.new(Setup(players=players, seed=seed))
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(shipped_deck(n), catalog)) for n in DECKS[:players])  # type: ignore[arg-type]
    return Game.new(GameConfig(decks=decks, seed=seed, turn_cap=40), catalog)


@pytest.mark.parametrize(("ruleset", "players", "seed"), [("ge", 2, 31), ("ge", 4, 32), ("gs", 3, 33)])
def test_a_server_bot_makes_the_moves_it_makes_from_the_full_observation(ruleset: str, players: int, seed: int) -> None:
    game = _game(ruleset, players, seed)
    online = online_game(game.ruleset.name)
    server_bots = [online.make_bot(BotKind.STANDARD, seed, seat) for seat in range(players)]
    local_bots = [online.make_bot(BotKind.STANDARD, seed, seat) for seat in range(players)]
    decided = 0
    while not game.is_terminal() and decided < 400:
        seat = game.to_act
        legal = game.legal_actions()
        if len(legal) > 1:
            move = online.bot_move(server_bots[seat], game.state, seat, legal)  # type: ignore[index]
            assert move == local_bots[seat].decide(game.observe(seat), legal), f"action {len(game.history)}"  # type: ignore[index]
            decided += 1
        else:
            move = legal[0]
        game.apply(move)
    assert decided > 100
