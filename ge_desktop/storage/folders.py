"""Can the app write its user folders? Checked once at start, so the player is told.

``folder_problems()`` tries to create (if needed) and write a small probe file in each
user folder (data: saves, autosave, decks; config: settings; cache: card faces; log) and
returns one ``FolderProblem`` per folder that refuses, with what will not work there. The
app still starts: a read-only or full folder costs only what is written there. No Qt.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ge_desktop import paths

PROBE_NAME = ".ge-desktop-write-test"
PROBE_BYTES = 4096  # a full disk refuses this much; a record or a face is larger

# what each folder holds, for the message
FOLDER_ROLES: dict[str, str] = {
    "data": "the autosave, saved games and your decks cannot be saved",
    "config": "preferences cannot be saved",
    "cache": "card faces are drawn again at every start",
    "log": "there is no log file",
}


@dataclass(frozen=True)
class FolderProblem:
    kind: str  # data, config, cache or log
    folder: Path
    reason: str  # the system's words: "Read-only file system", "No space left on device"

    def __str__(self) -> str:
        return f"cannot write in {self.folder} ({self.reason}): {FOLDER_ROLES[self.kind]}"


def _probe(folder: Path) -> str | None:
    """None if ``folder`` takes a small file, else the reason it does not."""
    probe = folder / PROBE_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(probe, "wb") as handle:
            handle.write(b"\0" * PROBE_BYTES)
            handle.flush()
            os.fsync(handle.fileno())  # a full disk may only say so here
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        try:
            probe.unlink(missing_ok=True)
        except OSError:
            pass
    return None


def folder_problems() -> list[FolderProblem]:
    """Every user folder that cannot be written, with the reason."""
    problems = []
    for kind in FOLDER_ROLES:
        folder = paths.user_dir_path(kind)
        reason = _probe(folder)
        if reason is not None:
            problems.append(FolderProblem(kind, folder, reason))
    return problems
