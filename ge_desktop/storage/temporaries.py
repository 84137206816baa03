"""Our own stray temporary files, removed at start when no live process owns them.

Every writer of a user file writes ``<name>.<pid>-<8 hex>.tmp`` beside it and renames it
into place (``safe_write.temporary_path``); an import stages its files in a folder
``.import-<pid>-<8 hex>`` (``lackey/staging.py``). A process killed mid-write leaves them
behind. ``remove_stray_temporaries(folders)`` removes those whose process (the pid in the
name) is no longer running; a live owner's files are left alone, and a name that does not
match our patterns exactly is never touched. No Qt.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import time
from collections.abc import Iterable
from pathlib import Path

log = logging.getLogger(__name__)

STRAY_FILE = re.compile(r"^.+\.(?P<pid>[0-9]{1,10})-[0-9a-f]{8}\.tmp$")
STRAY_STAGING = re.compile(r"^\.import-(?P<pid>[0-9]{1,10})-[0-9a-f]{8}$")
WINDOWS_STALE_SECONDS = 24 * 3600  # where a process cannot be asked about, a day-old temporary is stray
MAX_ENTRIES = 20_000  # a folder is scanned this far at most (start must stay quick)


def owner_alive(pid: int, modified: float) -> bool:
    """Whether the process that wrote a temporary may still be writing it."""
    if pid == os.getpid():
        return True
    if os.name != "posix":  # os.kill(pid, 0) would not be a question there
        return time.time() - modified < WINDOWS_STALE_SECONDS
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # another user's process, or a pid the system cannot take: keep
    return True


def stray_in(folder: Path, name: str | None = None) -> list[Path]:
    """Our temporaries in ``folder`` (of the file ``name`` only, if given) with no live owner."""
    found: list[Path] = []
    try:
        with os.scandir(folder) as entries:
            for count, entry in enumerate(entries):
                if count >= MAX_ENTRIES:
                    break
                match = STRAY_FILE.match(entry.name) or STRAY_STAGING.match(entry.name)
                if match is None or (name is not None and not entry.name.startswith(f"{name}.")):
                    continue
                try:
                    modified = entry.stat(follow_symlinks=False).st_mtime
                except OSError:
                    continue
                if not owner_alive(int(match["pid"]), modified):
                    found.append(Path(entry.path))
    except OSError:
        return []
    return found


def remove_stray_temporaries(folders: Iterable[Path], beside: Iterable[Path] = ()) -> list[Path]:
    """Remove stray temporaries in ``folders`` and those of each file in ``beside`` (the
    player's saved games, wherever they are); returns what was removed. Never raises."""
    candidates = [p for folder in folders for p in stray_in(folder)]
    candidates += [p for path in beside for p in stray_in(path.parent, path.name)]
    removed = []
    for path in candidates:
        try:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
        except OSError as exc:
            log.info("could not remove the stray temporary %s: %s", path, exc)
            continue
        removed.append(path)
    if removed:
        log.info("removed %d stray temporary file(s): %s", len(removed), ", ".join(p.name for p in removed[:5]))
    return removed


def user_folders_to_sweep(data_dir: Path) -> list[Path]:
    """The data folder and the folders under it where the app writes (decks, collections)."""
    folders = [data_dir, data_dir / "decks", data_dir / "lackey"]
    lackey = data_dir / "lackey"
    try:
        folders += [p for p in sorted(lackey.iterdir())[:1000] if p.is_dir() and not p.is_symlink()]
    except OSError:
        pass
    return folders
