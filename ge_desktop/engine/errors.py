"""Why an action is not legal, and a game that cannot start: the errors every game shares.

``Game.why_illegal(action)`` returns a ``Violation`` (or None); ``Game.play(action)`` raises
``IllegalActionError`` carrying it. Each game names its own rules (Galactic Empires' citations:
``ge_desktop.rulesets.galactic_empires.errors``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: ``rule`` cites the section, ``message`` says what is wrong."""

    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


class IllegalActionError(ValueError):
    """Raised by ``Game.play`` for an action the rules do not allow now."""

    def __init__(self, action_text: str, violation: Violation) -> None:
        self.action_text = action_text
        self.violation = violation
        super().__init__(f"'{action_text}' is not legal: {violation}")


class GameSetupError(ValueError):
    """A ``GameConfig`` that cannot start a game (too few players, no deck, ...)."""
