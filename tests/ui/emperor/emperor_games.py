"""Galactic Emperor games brought to a wanted moment by standard bots (for the UI tests)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_emperor.bots import StandardBot, bot_random
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import Setup


def new_game(players: int, seed: int) -> Game:
    return Game.new(Setup(players, seed), ruleset=GALACTIC_EMPEROR)


def played_until(players: int, seed: int, until: Callable[[Game], bool], limit: int = 3000) -> Game:
    """The game of ``seed`` played by standard bots until ``until(game)``."""
    game = new_game(players, seed)
    bots = [StandardBot(bot_random(seed, s)) for s in range(players)]
    for _ in range(limit):
        if until(game):
            return game
        if game.is_terminal():
            break
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].decide(game.observe(Seat(seat)), game.legal_actions()))
    pytest.fail(f"seed {seed}: the moment never came")
