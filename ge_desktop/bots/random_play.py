"""Random-legal-move play: the simplest agent, for simulations, benchmarks and tests.

The agent draws from its own ``GameRandom`` seeded from the game seed, so a game's seed
alone decides every choice and every chance outcome: running a simulation twice gives
the same games. ``RandomAgent`` is uniform; the simulator's default is the weighted
``weighted_agent.WeightedAgent``. Both read the whole ``Game`` (they are not seat bots).
"""

from __future__ import annotations

from collections.abc import Callable

from ge_desktop.engine.actions import Action
from ge_desktop.engine.game import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires.config import GameConfig

AGENT_SALT = 0x5EED_A6E7  # keeps the agent's stream apart from the game's chance stream


class RandomAgent:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int) -> None:
        self.rng = GameRandom(seed ^ AGENT_SALT)

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        return actions[self.rng.below(len(actions))]


def play_random_game(
    config: GameConfig,
    catalog: object | None = None,
    after_action: Callable[[Game], None] | None = None,
    max_actions: int = 1_000_000,
    agent_class: type = RandomAgent,
) -> Game:
    """Play one game to its end with a random agent (``agent_class(seed)``, uniform by
    default); ``after_action`` sees every step."""
    game = Game.new(config, catalog)
    agent = agent_class(config.seed)
    for _ in range(max_actions):
        if game.is_terminal():
            break
        game.apply(agent.choose(game))
        if after_action is not None:
            after_action(game)
    return game
