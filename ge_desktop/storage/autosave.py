"""The autosave: the game record rewritten after every action, restored after a crash.

Files in the user data folder (``paths.user_data_dir()``):

- ``autosave.gerec``: the current game, rewritten after each action, undo and redo
  (``write_autosave``: a temporary file renamed over it, so a kill mid-write leaves the
  last one whole). Finding it at start means the app did not quit cleanly.
- ``autosave-previous.gerec``: the autosave as it was before the last write, and after a
  clean quit the last game itself (``clear_autosave`` moves the autosave here instead of
  deleting it). Never restored by itself; a fallback when the autosave is damaged.
- ``autosave-damaged-<date>-<time>.gerec``: a damaged autosave, moved aside with its
  bytes untouched (``find_autosave`` / ``set_aside_autosave``); never overwritten.

One window per autosave (issue 43): each running window owns one *slot* of the user
folder (``ui/autosave_owner.py`` takes it with a lock file, ``use_slot`` tells this
module). Slot 1 is the files above; slot N > 1 is ``autosave-N.gerec`` and
``autosave-N-previous.gerec``, so a second window on the same folder keeps its own game
and never rewrites the first one's. A later launch takes the lowest free slot that holds
a game (and says which other slots hold one), so every window's game is resumed.

What a caller (``app.py`` at start, the window) uses:

- ``find_autosave()`` -> ``AutosaveFound``: ``record`` to restore, or ``damaged``
  (a ``DamagedAutosave``: where the file was kept, the problem, ``readable``: a record of
  the header and every action before the damage, ``previous``: the previous autosave if
  it reads) so the player can be offered the readable actions back;
- ``set_aside_autosave(problem, readable)``: the autosave reads but does not replay:
  move it aside the same way;
- ``write_autosave(record)``: raises ``SaveError`` (an ``OSError`` naming the file and
  the reason, e.g. a full disk) and leaves no ``.tmp`` behind; the caller must tell the
  player (the autosave is then stale);
- ``clear_autosave()``: a clean quit.

No fsync for the autosave (see ``safe_write.py``: an fsync per card move would make
play wait on the disk; a killed process loses nothing the kernel already has). No Qt.
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from ge_desktop.paths import user_data_dir
from ge_desktop.safe_write import temporary_path, write_atomically
from ge_desktop.storage.records import GameRecord, RecordError, read_record_file, read_record_prefix, write_record

AUTOSAVE_NAME = "autosave.gerec"
PREVIOUS_NAME = "autosave-previous.gerec"
DAMAGED_PREFIX = "autosave-damaged-"
RECORD_SUFFIX = ".gerec"
MAX_SLOTS = 9  # windows on one user folder that each keep a game; a tenth plays without an autosave

log = logging.getLogger(__name__)
_slot = 1  # this process's slot (``use_slot``)


def use_slot(slot: int) -> None:
    """Make ``slot`` (1 to ``MAX_SLOTS``) this process's autosave; the caller holds its lock."""
    global _slot
    if not 1 <= slot <= MAX_SLOTS:
        raise ValueError(f"autosave slot {slot} is not 1 to {MAX_SLOTS}")
    _slot = slot


def current_slot() -> int:
    return _slot


def slot_stem(slot: int) -> str:
    """``autosave`` for slot 1, ``autosave-N`` for the others (file names and lock names)."""
    return "autosave" if slot == 1 else f"autosave-{slot}"


def autosave_path(slot: int | None = None) -> Path:
    return user_data_dir() / f"{slot_stem(slot or _slot)}{RECORD_SUFFIX}"


def previous_autosave_path(slot: int | None = None) -> Path:
    return user_data_dir() / f"{slot_stem(slot or _slot)}-previous{RECORD_SUFFIX}"


@dataclass(frozen=True)
class DamagedAutosave:
    """An autosave that could not be restored, kept aside with what can still be read."""

    kept_at: Path  # the damaged file (moved aside; the autosave's own path if it could not be moved)
    problem: str  # why it could not be restored, naming the line
    readable: GameRecord | None  # its header and the actions before the damage; None if the header is unreadable
    previous: GameRecord | None = None  # the previous autosave, if it reads

    @property
    def readable_actions(self) -> int:
        return len(self.readable.actions) if self.readable is not None else 0

    def best(self) -> GameRecord | None:
        """The readable record with the most actions: the damaged one's prefix or the previous autosave."""
        options: list[GameRecord] = [r for r in (self.readable, self.previous) if r is not None]
        if not options:
            return None
        return max(options, key=lambda r: len(r.actions))


@dataclass(frozen=True)
class AutosaveFound:
    """What ``find_autosave`` found: nothing, a record to restore, or a damaged autosave."""

    record: GameRecord | None = None
    damaged: DamagedAutosave | None = None


def _keep_previous(current: Path, previous: Path) -> None:
    """Make ``previous`` a copy of ``current`` without a moment where ``current`` is missing.

    The bytes are copied into a file of their own, never hard-linked: renaming one name of
    a file over another name of the same file does nothing on POSIX, which left the
    temporary behind whenever the two names already shared a file (issue 43).
    """
    staging = temporary_path(previous)
    try:
        shutil.copyfile(current, staging)  # a new file: the rename below always moves it
        os.replace(staging, previous)
    except OSError as exc:
        log.warning("could not keep the previous autosave: %s", exc)
    finally:
        try:
            staging.unlink(missing_ok=True)  # gone after a rename; a failed copy's remains
        except OSError:
            pass


def write_autosave(record: GameRecord) -> Path:
    """Replace the autosave with ``record`` (the old one becomes the previous autosave).

    Raises ``SaveError`` (an ``OSError``) when it cannot be written; no ``.tmp`` is left
    behind and the last good autosave stays as it was.
    """
    target = autosave_path()
    text = write_record(record)
    if target.exists():
        _keep_previous(target, previous_autosave_path())
    write_atomically(target, text, durable=False)
    return target


def _read_previous() -> GameRecord | None:
    path = previous_autosave_path()
    if not path.exists():
        return None
    try:
        record, problem = read_record_prefix(read_record_file(path), str(path))
    except RecordError:
        return None
    return record if problem is None else None


def _aside_path(folder: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = folder / f"{DAMAGED_PREFIX}{stamp}{RECORD_SUFFIX}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{DAMAGED_PREFIX}{stamp}-{number}{RECORD_SUFFIX}"
        number += 1
    return candidate


def set_aside_autosave(problem: str, readable: GameRecord | None) -> DamagedAutosave:
    """Move the autosave aside (never overwriting anything) and describe it.

    For an autosave that reads but does not replay, or any other reason the caller
    cannot restore it. If the folder refuses the move, the file stays where it is
    (``kept_at`` is then the autosave's own path) and the problem is logged.
    """
    current = autosave_path()
    kept_at = current
    if current.exists():
        target = _aside_path(current.parent)
        try:
            os.rename(current, target)  # same folder: atomic, and the name is fresh
            kept_at = target
        except OSError as exc:
            log.warning("could not move the damaged autosave aside: %s", exc)
    log.warning("the autosave cannot be restored (%s); kept as %s", problem, kept_at)
    return DamagedAutosave(kept_at, problem, readable, _read_previous())


def find_autosave() -> AutosaveFound:
    """The autosave to restore, or a damaged one set aside with its readable actions."""
    path = autosave_path()
    if not path.exists():
        return AutosaveFound()
    try:
        record, problem = read_record_prefix(read_record_file(path), str(path))
    except RecordError as exc:  # too large, not UTF-8, cannot be read
        return AutosaveFound(damaged=set_aside_autosave(str(exc), None))
    if problem is None:
        return AutosaveFound(record=record)
    return AutosaveFound(damaged=set_aside_autosave(str(problem), record))


def read_autosave() -> GameRecord | None:
    """The autosaved record, or None (none, or damaged: then it is set aside, see ``find_autosave``)."""
    return find_autosave().record


def waiting_slots(free: list[int]) -> list[Path]:
    """The autosaves of ``free`` slots (no window owns them) that hold a game to resume."""
    return [autosave_path(slot) for slot in free if autosave_path(slot).is_file()]


def damaged_autosaves() -> list[Path]:
    """Damaged autosaves kept aside, oldest first."""
    return sorted(user_data_dir().glob(f"{DAMAGED_PREFIX}*{RECORD_SUFFIX}"))


def clear_autosave() -> bool:
    """A clean quit: nothing to restore next time; the game is kept as the previous autosave.

    False (and a log line) if the folder refuses: the game is then restored next time,
    which loses nothing. Never raises: it runs while the window closes.
    """
    current = autosave_path()
    try:
        if current.exists():
            os.replace(current, previous_autosave_path())
    except OSError as exc:
        log.warning("could not put the autosave away at quit: %s", exc)
        return False
    return True
