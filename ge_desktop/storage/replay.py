"""Replaying a game record through the rules: every action checked before it is applied.

``replay`` rebuilds the game from the header (seed, decks, variant, ...) and plays each
action line through ``Game.why_illegal``; the first rejected action stops the replay with
``ReplayRejected`` naming the file, line, action and rule. ``snapshot_problem`` compares
the final state with the record's saved snapshot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ge_desktop.engine import Game, Violation
from ge_desktop.storage.records import GameRecord, RecordError, actions_start_line, config_of

StepReport = Callable[[int, str, Violation | None], None]


class ReplayRejected(RecordError):
    """An action of the record is not legal where it stands."""

    def __init__(self, source: str, line: int, action: str, violation: Violation) -> None:
        self.line = line
        self.action = action
        self.violation = violation
        super().__init__(f"{source}:{line}: '{action}' rejected: {violation}")


def replay(record: GameRecord, catalog: Any, source: str = "record", on_step: StepReport | None = None) -> Game:
    """Play the record's actions from its header; ``on_step(line, action, violation)`` sees each."""
    game = Game.new(config_of(record, catalog, source), catalog, record.ruleset)
    for index, text in enumerate(record.actions):
        line = actions_start_line() + index
        action = game.ruleset.parse_action(text)
        violation = game.why_illegal(action)
        if on_step is not None:
            on_step(line, text, violation)
        if violation is not None:
            raise ReplayRejected(source, line, text, violation)
        game.apply(action)
    return game


def snapshot_problem(game: Game, record: GameRecord) -> str | None:
    """None when the record has no snapshot or the game matches it, else a sentence."""
    if record.snapshot is None:
        return None
    saved = record.snapshot.get("digest")
    if saved != game.ruleset.digest(game.state):
        return "the replayed final state differs from the snapshot saved in the record"
    return None
