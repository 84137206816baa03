"""Playing a game with a bot in every seat (headless): the loop the simulator runs.

``next_action(game, bot)`` is the one place a bot is consulted: it lists the legal
actions, answers a forced move itself (a bot is asked only when it has a choice), and
otherwise hands the bot ``observe(state, seat)`` and the legal actions, never the game (a
searching bot also gets a maker of its seat's public state, ``information.public_state``,
in which every card it may not see is blanked).
An answer that is not one of the legal actions is a ``BotError``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ge_desktop.bots.base import Bot
from ge_desktop.engine.actions import Action
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_empires.config import GameConfig
from ge_desktop.rulesets.galactic_empires.rules.observe import observe

MAX_ACTIONS = 200_000  # a safety net far beyond any capped game (about 2,000 actions)


class BotError(RuntimeError):
    """A bot answered with an action that is not legal now."""


def next_action(game: Game, bot: Bot) -> Action:
    """The action ``bot`` (sitting at ``game.to_act``) takes now."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = game.to_act
    observation = observe(game.state, seat)
    if getattr(bot, "searches", False):
        from ge_desktop.bots.information import public_state

        state = game.state
        assert seat is not None  # a game with a move to make has a player to make it
        action: Action = bot.decide_searching(observation, legal, lambda: public_state(state, seat, observation))  # type: ignore[attr-defined]
    else:
        action = bot.decide(observation, legal)
    if action not in legal:
        raise BotError(f"p{seat} bot {type(bot).__name__} chose '{action}', which is not legal now")
    return action


def play_match(
    config: GameConfig,
    bots: Sequence[Bot],
    catalog: object | None = None,
    after_action: Callable[[Game], None] | None = None,
) -> Game:
    """Play a whole game, ``bots[seat]`` deciding for each seat; returns the finished game."""
    game = Game.new(config, catalog)
    for _ in range(MAX_ACTIONS):
        if game.is_terminal():
            break
        seat = game.to_act
        game.apply(next_action(game, bots[seat]))  # type: ignore[index]
        if after_action is not None:
            after_action(game)
    return game
