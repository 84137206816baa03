"""Sample rules-mode games for tests, benchmarks and screenshots. No Qt.

``busy_agent`` plays legal actions like the engine's random agent, but prefers doing
something (playing, allocating, moving) to saying 'done', so a few turns in the table
is full enough to exercise the rules-assist layer. ``midgame(catalog, seed)`` is the
starter-deck game of ``seed`` played forward a seeded number of actions: the "random
mid-game states" of the assist tests and benchmark.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ge_desktop.cards.catalog import Catalog
from ge_desktop.engine import Action, Game
from ge_desktop.rulesets.galactic_empires import Discard, Done, Draw, GameMode
from ge_desktop.ui.game_setup import ready_game, starter_config

DONE_WEIGHT = 0.12  # chance of passing when something else is legal
DISCARD_WEIGHT = 0.15  # chance of discarding a hand card in the Discard Phase


def busy_choice(game: Game, rng: random.Random) -> Action:
    """A legal action, something other than 'done' most of the time; the most cards drawn.

    Discards are rare and only from the hand, so the fleet grows turn after turn.
    """
    legal = game.legal_actions()
    draws = [a for a in legal if isinstance(a, Draw)]
    if draws:
        return max(draws, key=lambda a: a.count)
    done = next((a for a in legal if isinstance(a, Done)), legal[0])
    hand = game.state.players[game.state.active].hand
    discards = [a for a in legal if isinstance(a, Discard) and a.card in hand]
    others = [a for a in legal if not isinstance(a, Done | Discard)]
    if discards and not others:
        return rng.choice(discards) if rng.random() < DISCARD_WEIGHT else done
    if not others or rng.random() < DONE_WEIGHT:
        return done
    return rng.choice(others)


def rules_game(catalog: Catalog, seed: int, turn_cap: int | None = None, players: int = 2) -> Game:
    """A ready rules-mode game of the starter decks (pregame played)."""
    config = replace(starter_config(catalog, players, mode=GameMode.RULES, seed=seed), turn_cap=turn_cap)
    return ready_game(config, catalog)


def midgame(catalog: Catalog, seed: int, least: int = 30, most: int = 220) -> Game:
    """The game of ``seed`` after a seeded number of busy actions (it may have ended)."""
    rng = random.Random(seed)
    game = rules_game(catalog, seed)
    for _ in range(rng.randint(least, most)):
        if game.is_terminal():
            break
        game.play(busy_choice(game, rng))
    return game
