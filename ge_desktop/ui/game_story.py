"""The story of a game so far, rebuilt from its record: the log after a load or a resume.

``story(game, catalog)`` replays ``game``'s actions on a new game of the same set-up and
describes each action's events as the log does (``log_text``), naming a card only if a
spectator could see it just after that action. No Qt.
"""

from __future__ import annotations

from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires.rules.observe import observe
from ge_desktop.ui.log_text import describe_all


def story(game: Game, catalog: object | None = None) -> list[str]:
    """Log lines for every action of ``game`` so far (what a restored log shows)."""
    fresh = Game.new(game.config, catalog)
    lines: list[str] = []
    for action in game.history:
        events = fresh.apply(action)
        if events:
            lines += describe_all(events, observe(fresh.state, None, facts=False))
    return lines
