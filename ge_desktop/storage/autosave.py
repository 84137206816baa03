"""The autosave: the game record rewritten after every action, restored after a crash.

The app writes the record of the current game to ``autosave.gerec`` in the user data
folder after each action, undo and redo (written to a temporary file and renamed, so a
kill mid-write leaves the previous autosave whole). A clean quit removes it; finding one
at start means the app did not quit cleanly, and the game is restored from it. No Qt.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ge_desktop.paths import user_data_dir
from ge_desktop.storage.records import GameRecord, RecordError, load_record, write_record

AUTOSAVE_NAME = "autosave.gerec"
RECORD_SUFFIX = ".gerec"

log = logging.getLogger(__name__)


def autosave_path() -> Path:
    return user_data_dir() / AUTOSAVE_NAME


def write_autosave(record: GameRecord) -> Path:
    """Replace the autosave with ``record`` atomically.

    No fsync: a killed process loses nothing the kernel already has, and an fsync per
    action would make every card move wait on the disk.
    """
    target = autosave_path()
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(write_record(record), encoding="utf-8")
    temporary.replace(target)
    return target


def read_autosave() -> GameRecord | None:
    """The autosaved record, or None if there is none or it cannot be read (logged)."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        return load_record(path)
    except RecordError as exc:
        log.warning("ignoring the autosave: %s", exc)
        return None


def clear_autosave() -> None:
    """Forget the autosave (a clean quit)."""
    autosave_path().unlink(missing_ok=True)
