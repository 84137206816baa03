"""Writing a user file safely: a temporary file beside the target, renamed over it.

Used by every writer of user files (records, the autosave, decks); it sits beside
``untrusted.py`` (reading) at the top of the package so cards and storage share it.

``write_atomically(path, text, durable)`` is the one writer behind the record files, the
autosave and the deck files:

1. the text is encoded first (a name UTF-8 cannot hold fails before any file is touched);
2. it is written to ``<name>.<pid>-<random>.tmp`` beside the target (a name of its own, so
   two writers, such as two windows of the app autosaving, never share a temporary file),
   flushed, and, when ``durable``, ``fsync``-ed;
3. the temporary file is renamed over the target (atomic on one file system), and, when
   ``durable``, the folder is ``fsync``-ed too so the rename itself survives a power cut
   (POSIX; Windows has no folder fsync and its rename is already durable enough);
4. on any failure the temporary file is removed and ``SaveError`` is raised: an
   ``OSError`` whose message names the file and the reason in words ("No space left on
   device", "Read-only file system"). The old target is never touched before step 3.

fsync policy: ``durable=True`` for a save the player asked for (Game > Save, a deck
saved from the deck builder): he is told "Saved", so it must be on the disk. The
autosave, written after every action, is not fsynced: a killed app loses nothing the
kernel already has, and only a power cut within the kernel's write-back delay (seconds)
can cost the last actions; an fsync per card move would make play wait on the disk.
"""

from __future__ import annotations

import errno
import os
import secrets
from pathlib import Path

TEMPORARY_SUFFIX = ".tmp"


class SaveError(OSError):
    """A file could not be written; ``str()`` is one line naming the file and the reason."""

    def __init__(self, path: Path, reason: str, code: int | None = None) -> None:
        super().__init__(code or errno.EIO, reason)  # ``strerror`` is the reason alone
        self.path = path
        self.reason = reason

    def __str__(self) -> str:
        return f"cannot save {self.path}: {self.reason}"


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc) or type(exc).__name__
    return str(exc) or type(exc).__name__


def temporary_path(path: Path) -> Path:
    """Where ``write_atomically`` writes before renaming: beside the target, under a name no
    other writer (another process, another thread) uses at the same time."""
    return path.with_name(f"{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMPORARY_SUFFIX}")


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def write_atomically(path: Path, text: str, durable: bool) -> None:
    """Replace ``path`` with ``text`` (UTF-8) or raise ``SaveError``, leaving no temporary file."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise SaveError(path, f"the text holds a character UTF-8 cannot store ({exc.reason})") from None
    temporary = temporary_path(path)
    try:
        with open(temporary, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(temporary, path)
    except (OSError, ValueError) as exc:
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass  # the folder refuses even that: nothing was created there either
        raise SaveError(path, _reason(exc), getattr(exc, "errno", None)) from exc
    if durable:
        try:
            _fsync_folder(path.parent)
        except OSError:
            pass  # the file is renamed and its data synced; some file systems refuse folder syncs
