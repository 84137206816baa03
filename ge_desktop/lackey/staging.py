"""Writing an import all or nothing: every file staged first, then switched in together.

``switch_in(files, home)`` writes each file of an import (the collection's ``cards.json``
and ``collection.json``, its decks and their origins) into a staging folder
``<home>/.import-<pid>-<hex>`` and only then renames them into place, keeping a link to
each file it replaces. A failure while staging (a full disk, a read-only folder) removes
the staging folder: the home is byte for byte as it was. A failure while switching puts
every replaced file back and removes every new one. A process killed meanwhile leaves
only the staging folder, which the next start removes (``storage/temporaries.py``).

``write_staged_file`` is the one writer (the fault tests make it fail).
"""

from __future__ import annotations

import errno
import os
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from ge_desktop.safe_write import temporary_path


class StagingError(OSError):
    """Nothing was changed: ``path`` could not be written, for ``reason``."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(errno.EIO, reason)
        self.path = path
        self.reason = reason


def write_staged_file(path: Path, text: str) -> None:
    """Write one staged file (UTF-8)."""
    with open(path, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)


def _move(source: Path, target: Path) -> None:
    """Rename ``source`` onto ``target``; across file systems, copy beside it and rename."""
    try:
        os.replace(source, target)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        temporary = temporary_path(target)
        try:
            shutil.copyfile(source, temporary)
            os.replace(temporary, target)
        finally:
            temporary.unlink(missing_ok=True)


@dataclass
class _Switch:
    """What the switch changed so far, to undo it."""

    folder: Path
    replaced: list[tuple[Path, Path]] = field(default_factory=list)  # target, its old file kept in the staging folder
    created: list[Path] = field(default_factory=list)  # targets that did not exist
    made_folders: list[Path] = field(default_factory=list)

    def undo(self) -> None:
        for target in reversed(self.created):
            target.unlink(missing_ok=True)
        for target, kept in reversed(self.replaced):
            _move(kept, target)
        for folder in reversed(self.made_folders):
            try:
                folder.rmdir()
            except OSError:
                pass


def _make_parents(target: Path, switch: _Switch) -> None:
    missing = []
    parent = target.parent
    while not parent.exists():
        missing.append(parent)
        parent = parent.parent
    for folder in reversed(missing):
        folder.mkdir()
        switch.made_folders.append(folder)


def _stage(files: dict[Path, str], folder: Path) -> list[tuple[Path, Path]]:
    staged = []
    for number, (target, text) in enumerate(files.items()):
        path = folder / f"{number}.new"
        try:
            write_staged_file(path, text)
        except (OSError, ValueError) as exc:
            raise StagingError(target, getattr(exc, "strerror", None) or str(exc)) from None
        staged.append((target, path))
    return staged


def switch_in(files: dict[Path, str], home: Path) -> None:
    """Write ``files`` (path -> text) all or nothing; ``StagingError`` (nothing changed) if not."""
    if not files:
        return
    folder = home / f".import-{os.getpid()}-{secrets.token_hex(4)}"
    try:
        folder.mkdir(parents=True)
    except OSError as exc:
        raise StagingError(folder, exc.strerror or str(exc)) from None
    try:
        staged = _stage(files, folder)
        switch = _Switch(folder)
        try:
            for number, (target, path) in enumerate(staged):
                _make_parents(target, switch)
                if target.exists():
                    kept = folder / f"{number}.old"
                    try:
                        os.link(target, kept)  # no data written: the old file gets a second name
                    except OSError:
                        shutil.copyfile(target, kept)  # file systems without hard links
                    switch.replaced.append((target, kept))
                else:
                    switch.created.append(target)
                _move(path, target)
        except OSError as exc:
            switch.undo()
            raise StagingError(target, exc.strerror or str(exc)) from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
