"""The base of every game's actions: ``Action`` (a frozen value with a one-line notation that
parses back) and ``NotationError`` (text that is no action). Each game defines its own actions
and notation (Galactic Empires: ``ge_desktop.rulesets.galactic_empires.actions``).
"""

from __future__ import annotations

from typing import ClassVar


class NotationError(ValueError):
    """Text that is not a valid action notation."""


class Action:
    """Base of every action. ``free_form`` actions are sandbox operations."""

    __slots__ = ()
    free_form: ClassVar[bool] = False
    verb: ClassVar[str] = ""

    def notation(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"parse_action({self.notation()!r})"
