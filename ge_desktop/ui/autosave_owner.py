"""One owner per autosave: a window claims a slot of the user folder with a lock file.

Two windows on one user folder used to rewrite the same ``autosave.gerec``, and one
window's game was lost (issue 43). Now each window holds a ``QLockFile``
(``autosave.lock``, ``autosave-2.lock`` ... in the data folder) for as long as it runs and
writes only its own slot's autosave (``storage/autosave.py``). A lock whose process died
(a crash, a kill) is stale and taken over: Qt checks the pid and host written in it.

``claim_slot()`` takes, among the free slots, the lowest that holds a game (so a later
launch resumes it), else the lowest free one; it names the other free slots that hold a
game, which a further window will resume. With every slot taken the window plays without
an autosave (``Claim.slot`` is None) and says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile

from ge_desktop.paths import user_data_dir
from ge_desktop.storage.autosave import MAX_SLOTS, autosave_path, slot_stem, use_slot, waiting_slots

LOCK_SUFFIX = ".lock"


@dataclass
class Claim:
    """The slot this window owns (its lock stays held while the object lives) and the games waiting in others."""

    slot: int | None
    lock: QLockFile | None = None
    waiting: list[Path] = field(default_factory=list)

    def notes(self) -> list[str]:
        """What the player is told at start (nothing in the usual case of one window)."""
        if self.slot is None:
            return [f"{MAX_SLOTS} GE Desktop windows already keep games in this user folder: this window's game is not kept; save it with File > Save."]
        notes = []
        if self.slot > 1:
            notes.append(f"Another GE Desktop window is open on this user folder: this window keeps its game in {autosave_path(self.slot).name}.")
        if self.waiting:
            names = ", ".join(p.name for p in self.waiting)
            resume = "start GE Desktop once more to resume it in a second window"
            notes.append(f"A game from another window is kept ({names} in {self.waiting[0].parent}): {resume}.")
        return notes

    def release(self) -> None:
        if self.lock is not None:
            self.lock.unlock()


def lock_path(slot: int) -> Path:
    return user_data_dir() / f"{slot_stem(slot)}{LOCK_SUFFIX}"


def _try_lock(slot: int) -> tuple[QLockFile | None, bool]:
    """The slot's lock if this window got it; and whether another process holds it."""
    lock = QLockFile(str(lock_path(slot)))
    lock.setStaleLockTime(0)  # held for the whole session: stale only when its process is gone
    if lock.tryLock(0):
        return lock, False
    return None, lock.error() == QLockFile.LockError.LockFailedError


def claim_slot() -> Claim:
    """Lock a slot for this window and make it the autosave (see the module docstring)."""
    free: dict[int, QLockFile] = {}
    held = 0
    for slot in range(1, MAX_SLOTS + 1):
        lock, taken = _try_lock(slot)
        held += taken
        if lock is not None:
            free[slot] = lock
    if not free and held < MAX_SLOTS:  # a folder that takes no lock file (read-only): nothing can be autosaved anyway
        use_slot(1)
        return Claim(1)
    if not free:
        return Claim(None)
    with_game = [slot for slot in free if autosave_path(slot).is_file()]
    chosen = with_game[0] if with_game else min(free)
    for slot, lock in free.items():
        if slot != chosen:
            lock.unlock()
    use_slot(chosen)
    others = [slot for slot in free if slot != chosen]
    return Claim(chosen, free[chosen], waiting_slots(others))
