"""The plugin's card images (``sets/setimages/IMAGEFILE.jpg``), indexed by image id.

Images are used in place, never copied: the index maps each image id to its file. At
import nothing is decoded: a file is listed by name, its size read from the directory
entry and its first bytes checked for a JPEG or PNG signature, so a few thousand images
index in well under a second. A file that is missing, empty or not an image is listed and
the card keeps its generated face (the renderer checks each file again when it decodes
it, see ``render/scans.py``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png")
MAX_IMAGE_BYTES = 30 * 1024 * 1024
MAX_IMAGE_FILES = 100_000
_SIGNATURES = (b"\xff\xd8\xff", b"\x89PNG\r\n\x1a\n")


@dataclass
class ImageIndex:
    """Image id -> file, and what is missing or broken among the ids asked for."""

    folder: Path | None
    found: dict[str, Path] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    broken: dict[str, str] = field(default_factory=dict)  # image id -> why
    outside: list[Path] = field(default_factory=list)  # links out of the plugin folder, skipped


def _inside(root: Path, path: Path) -> bool:
    try:
        return path.resolve().is_relative_to(root)
    except (OSError, RuntimeError):  # a link loop
        return False


def list_image_files(folder: Path, within: Path | None = None, outside: list[Path] | None = None) -> dict[str, Path]:
    """Every image file in ``folder`` by stem (the image id), without opening any.

    With ``within`` (the plugin folder), a link that leads out of it is skipped (and added
    to ``outside``): only the plugin's own files become card faces.
    """
    files: dict[str, Path] = {}
    root = within.resolve() if within is not None else None
    if root is not None and not _inside(root, folder):
        return {}
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if len(files) >= MAX_IMAGE_FILES:
                    break
                stem, suffix = os.path.splitext(entry.name)
                if suffix.lower() in IMAGE_SUFFIXES and stem not in files:
                    if root is not None and entry.is_symlink() and not _inside(root, Path(entry.path)):
                        if outside is not None:
                            outside.append(Path(entry.path))
                        continue
                    files[stem] = Path(entry.path)
    except OSError:
        return {}
    return files


def _broken(path: Path) -> str | None:
    """Why ``path`` cannot be a card image (cheap checks only), or None."""
    try:
        size = path.stat().st_size
        if size == 0:
            return "the file is empty"
        if size > MAX_IMAGE_BYTES:
            return f"the file is {size:,} bytes (at most {MAX_IMAGE_BYTES:,})"
        with path.open("rb") as handle:
            head = handle.read(8)
    except OSError as exc:
        return f"cannot read the file: {exc.strerror or exc}"
    if not any(head.startswith(signature) for signature in _SIGNATURES):
        return "not a JPEG or PNG image"
    return None


def index_images(folder: Path | None, wanted: Iterable[str], progress: Callable[[int], None] | None = None,
                 within: Path | None = None) -> ImageIndex:
    """Index the images of ``wanted`` ids in ``folder`` (links out of ``within`` skipped and
    listed in ``outside``); ``progress(n)`` after each id."""
    index = ImageIndex(folder)
    files = list_image_files(folder, within, index.outside) if folder is not None else {}
    for count, image in enumerate(wanted, start=1):
        path = files.get(image)
        if path is None:
            index.missing.append(image)
        else:
            why = _broken(path)
            if why is None:
                index.found[image] = path
            else:
                index.broken[image] = why
        if progress is not None:
            progress(count)
    return index
