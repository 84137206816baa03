"""Replaying a game record through the rules: every action checked before it is applied.

``replay`` rebuilds the game from the header (seed, decks, variant, ...) and plays each
action line through ``Game.why_illegal``; the first rejected action stops the replay with
``ReplayRejected`` naming the file, line, action and rule. ``replay_prefix`` replays as far
as the record goes legally (a damaged autosave's readable actions). ``snapshot_problem``
compares the final state *and the header* with the record's saved snapshot (a record
edited to sandbox mode, other options or other deck names no longer passes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ge_desktop.engine import Game, Violation
from ge_desktop.storage.record_convert import old_digest, unnamed_game, upgrade_facts
from ge_desktop.storage.records import RECORD_FORMAT_VERSION, GameRecord, RecordError, actions_start_line, config_of, header_facts

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


def replay_prefix(record: GameRecord, catalog: Any, source: str = "record") -> tuple[Game, RecordError | None]:
    """The game after every action up to the first one rejected, and that rejection (or None).

    Raises ``RecordError`` only when the header itself cannot start a game.
    """
    game = Game.new(config_of(record, catalog, source), catalog, record.ruleset)
    for index, text in enumerate(record.actions):
        action = game.ruleset.parse_action(text)
        violation = game.why_illegal(action)
        if violation is not None:
            return game, ReplayRejected(source, actions_start_line() + index, text, violation)
        game.apply(action)
    return game, None


_FACT_NAMES = {"cards_digest": "the decks' cards"}


def header_problems(record: GameRecord) -> list[str]:
    """Every header field that differs from the one saved in the snapshot (none if it has none).
    An older record's saved fields are converted as its header was."""
    saved = record.snapshot.get("header") if record.snapshot is not None else None
    if not isinstance(saved, dict):
        return []
    if record.read_format != RECORD_FORMAT_VERSION:
        saved = upgrade_facts(saved, record.read_format, unnamed_game(), RECORD_FORMAT_VERSION)
    now = header_facts(record.header)
    problems = []
    for key in sorted(set(saved) | set(now)):
        if saved.get(key) != now.get(key):
            name = _FACT_NAMES.get(key, f"'{key}'")
            problems.append(f"the header's {name} ({now.get(key)!r:.80}) differs from the game the snapshot was taken of ({saved.get(key)!r:.80})")
    return problems


def start_problem(record: GameRecord, catalog: Any) -> str | None:
    """None when the header carries no start digest or the game it deals matches it, else a sentence."""
    digests = record.header.digests
    if digests is None:
        return None
    rules = record.ruleset
    if digests.form != rules.state_form:
        return f"the record's digests are of state form {digests.form}; this version reads form {rules.state_form}"
    start = rules.new_state(config_of(record, catalog))  # dealt as ``records.start_digests`` deals it
    if rules.digest(start) != digests.start:
        return "the game the header deals differs from the start position its digest names"
    return None


def snapshot_problem(game: Game, record: GameRecord, catalog: Any = None) -> str | None:
    """None when the record has no snapshot or the game matches it (state and header), else a
    sentence. With ``catalog`` the header's start digest is checked too. A record of an older
    format is compared with the digest that format saved (``record_convert.old_digest``)."""
    problems = [] if catalog is None else [p for p in [start_problem(record, catalog)] if p]
    if record.snapshot is None:
        return "; ".join(problems) or None
    problems += header_problems(record)
    saved = record.snapshot.get("digest")
    if record.read_format != RECORD_FORMAT_VERSION:
        now = old_digest(record.header.game, game.state)
    else:
        now = game.ruleset.digest(game.state)
    if saved != now:
        problems.append("the replayed final state differs from the snapshot saved in the record")
    return "; ".join(problems) or None
