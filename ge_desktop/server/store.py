"""Where the server keeps its games: ``DATA/games/<id>.json`` and ``<id>.gerec``.

The JSON file holds the lobby facts of a table (seats, names, token hashes, decks sent,
options, seed, password hash), rewritten safely on every change of seat or status. The
record (``docs/records.md``) is started when the game is dealt and each action is
appended as it is played (one line, flushed: a killed server loses nothing the kernel
already has); when the game ends it is rewritten with its snapshot, so it passes
``replay --check``. At start the server reads every table back and replays each record
through the rules: every game in progress resumes where it was, a half-written last line
is dropped and the record rewritten whole.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

from ge_desktop.net.games import online_game
from ge_desktop.safe_write import write_atomically
from ge_desktop.server.table import SeatState, Table
from ge_desktop.storage.records import GameRecord, read_record_file, read_record_prefix, record_of, save_record, write_record
from ge_desktop.storage.replay import replay_prefix

log = logging.getLogger(__name__)


class GameStore:
    """The tables and records of one server's data folder (``None``: kept in memory only)."""

    def __init__(self, data: Path | None) -> None:
        self.folder = data / "games" if data is not None else None
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)

    def _path(self, table: Table, suffix: str) -> Path:
        assert self.folder is not None
        return self.folder / f"{table.game_id}{suffix}"

    def save_table(self, table: Table) -> None:
        if self.folder is not None:
            write_atomically(self._path(table, ".json"), json.dumps(table.data(), indent=1) + "\n", False)

    def start_record(self, table: Table) -> None:
        """The record of a newly dealt game: its header (and any actions already played)."""
        if self.folder is not None and table.game is not None:
            write_atomically(self._path(table, ".gerec"), write_record(record_of(table.game, with_snapshot=False)), False)

    def append(self, table: Table, notation: str) -> None:
        """One action played: a line at the end of the record, at once."""
        if self.folder is None:
            return
        line = json.dumps({"action": notation}, ensure_ascii=False, separators=(", ", ": ")) + "\n"
        # One write to the kernel with no text layer (the file's open, write and close are most of an action's record cost).
        record = os.open(self._path(table, ".gerec"), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
        try:
            os.write(record, line.encode("utf-8"))
        finally:
            os.close(record)

    def finish(self, table: Table) -> None:
        """The game is over: its record rewritten with the final snapshot (durably)."""
        if self.folder is not None and table.game is not None:
            save_record(record_of(table.game, with_snapshot=True), self._path(table, ".gerec"))
        self.save_table(table)

    # --- after a restart ---------------------------------------------------------------------

    def load(self, catalog: Any) -> list[Table]:
        """Every table of the data folder, each game in progress replayed to where it was."""
        if self.folder is None:
            return []
        tables = []
        for path in sorted(self.folder.glob("*.json")):
            try:
                table = _table_from(json.loads(path.read_text(encoding="utf-8")))
                if table.status != "open":
                    self._resume(table, catalog)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                log.error("%s: not resumed: %s", path, exc)
                continue
            tables.append(table)
        return tables

    def _resume(self, table: Table, catalog: Any) -> None:
        path = self._path(table, ".gerec")
        record, problem = read_record_prefix(read_record_file(path), str(path))
        if record is None:
            raise ValueError(str(problem))
        game, rejected = replay_prefix(GameRecord(record.header, record.actions), catalog, str(path))
        status, claimed = table.status, table.claimed_by
        table.attach(game)
        if claimed is not None:
            table.status, table.claimed_by = status, claimed
        if problem is not None or rejected is not None:
            log.warning("%s: resumed after %d actions (%s)", path, len(game.history), problem or rejected)
            self.start_record(table)


def _table_from(data: dict[str, Any]) -> Table:
    online = online_game(data["ruleset"])
    seats = [SeatState(bot=s["bot"], name=s["name"], token_hash=s["token_hash"], deck=s["deck"]) for s in data["seats"]]
    table = Table(
        game_id=str(data["game"]),
        online=online,
        seats=seats,
        options=dict(data["options"]),
        seed=int(data["seed"]),
        claim_after=int(data["claim_after"]),
        password=data["password"],
        status=str(data["status"]),
        claimed_by=data.get("claimed_by"),
    )
    return table
