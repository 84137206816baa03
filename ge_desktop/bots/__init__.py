"""Computer players: bots that decide from what their seat may see.

- ``base``: the ``Bot`` interface (``decide(observation, legal) -> Action``), ``BotKind``
  and ``make_bot``; a bot never receives a ``Game`` or ``GameState``.
- ``random_bot``: uniform over the legal actions.
- ``standard`` (with ``position``, ``economy``, ``combat``): the heuristic player.
- ``match``: a headless game with a bot in every seat; ``simulation``: many games, in
  worker processes, with a summary (``ge-desktop simulate --bots``).
"""

from ge_desktop.bots.base import Bot, BotKind, make_bot
from ge_desktop.bots.match import BotError, next_action, play_match

__all__ = ["Bot", "BotError", "BotKind", "make_bot", "next_action", "play_match"]
