"""The kernel every game shares: ``Game``, the ``Ruleset`` interface and its registry, the
seeded random generator and the base value types. No Qt, no Pillow, and no game: each game
lives in its own package under ``ge_desktop.rulesets`` (docs/engine.md).
"""

from ge_desktop.engine.actions import Action, NotationError
from ge_desktop.engine.errors import GameSetupError, IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.game import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.ruleset import Ruleset, get_ruleset, register_ruleset, registered_rulesets
from ge_desktop.engine.terms import Outcome, Seat

__all__ = [
    "Action",
    "Event",
    "Game",
    "GameRandom",
    "GameSetupError",
    "IllegalActionError",
    "NotationError",
    "Outcome",
    "Ruleset",
    "Seat",
    "Violation",
    "get_ruleset",
    "register_ruleset",
    "registered_rulesets",
]
