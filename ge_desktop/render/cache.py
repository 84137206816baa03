"""Which face a card shows (scan or generated) and the disk cache of rendered faces.

A scan in ``card_images/`` replaces the generated face everywhere. Faces are cached as
PNG files in ``<user cache>/faces/v<RENDERER_VERSION>/``, keyed by a hash of the renderer
version, the width and the card's JSON (``card.model_dump_json()``), plus the scan's
path, size and modification time when a scan is used, so an edited card, a new scan or
a new renderer never shows a stale face, and a second start renders nothing.

The table shows cards at ``TABLE_WIDTHS`` (180 px on the table and in the hand, 360 px
zoomed), and at twice that on high-DPI screens: ``CACHE_WIDTHS`` are all the widths
worth warming.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable, Iterable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from ge_desktop import paths
from ge_desktop.cards.model import Card
from ge_desktop.render.scans import ScanLibrary, ScanProblem

if TYPE_CHECKING:
    from PIL import Image

# Pillow and the face renderer are imported where a face is drawn, not here: a start whose
# faces are all in the disk cache only asks ``cached_face_png`` (paths and hashes).

RENDERER_VERSION = 3  # bump whenever the look of a generated face or back changes
TABLE_WIDTHS: tuple[int, ...] = (180, 360)
HIDPI_SCALE = 2
CACHE_WIDTHS: tuple[int, ...] = tuple(sorted({w * s for w in TABLE_WIDTHS for s in (1, HIDPI_SCALE)}))
MIN_WIDTH, MAX_WIDTH = 32, 2000


class FaceSource(str, Enum):
    SCAN = "scan"  # the player's own scan from card_images/
    GENERATED = "generated"  # drawn by the renderer


_library: ScanLibrary | None = None


def scan_library() -> ScanLibrary:
    """The scans of the default folders, indexed once per process (see ``reload_scans``)."""
    global _library
    if _library is None:
        _library = ScanLibrary.default()
    return _library


def reload_scans(library: ScanLibrary | None = None) -> ScanLibrary:
    """Index the scan folders again (after the player adds files), or use ``library``."""
    global _library
    _library = library or ScanLibrary.default()
    return _library


def scan_problems() -> list[ScanProblem]:
    """Problems met so far with scans (bad files are skipped, never fatal)."""
    return list(scan_library().problems)


def face_source(card: Card) -> FaceSource:
    """Whether ``card`` shows the player's scan or the generated face."""
    return FaceSource.SCAN if scan_library().path_for(card) is not None else FaceSource.GENERATED


def _check_width(width: int) -> None:
    if not MIN_WIDTH <= width <= MAX_WIDTH:
        raise ValueError(f"a face is {MIN_WIDTH} to {MAX_WIDTH} pixels wide, not {width}")


def fit_scan(scan: Image.Image, width: int) -> Image.Image:
    """A scan scaled to the card size: stretched if nearly card-shaped, else letterboxed."""
    from PIL import Image, ImageDraw, ImageOps

    from ge_desktop.render.geometry import LAYOUT, card_height
    from ge_desktop.render.palette import FRAME

    size = (width, card_height(width))
    target, actual = size[0] / size[1], scan.width / scan.height
    if abs(actual / target - 1) <= 0.04:
        return scan.resize(size, Image.Resampling.LANCZOS)
    framed = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(framed).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), radius=size[0] * LAYOUT.corner_radius / 63, fill=FRAME)
    inner = ImageOps.contain(scan, size, Image.Resampling.LANCZOS)
    framed.paste(inner, ((size[0] - inner.width) // 2, (size[1] - inner.height) // 2), inner)
    return framed


def render_face(card: Card, width: int) -> Image.Image:
    """The face of ``card``, ``width`` pixels wide (RGBA): the scan if there is a good one."""
    _check_width(width)
    scan = scan_library().load(card)
    if scan is not None:
        return fit_scan(scan, width)
    return render_generated_face(card, width)


def render_generated_face(card: Card, width: int) -> Image.Image:
    """The renderer's face of ``card`` (``face.render_generated_face``, imported on the first
    face drawn)."""
    from ge_desktop.render.face import render_generated_face as draw

    return draw(card, width)


_WRITABLE: dict[Path, Path] = {}  # the cache folder asked for -> the one used (checked once)


def faces_cache_dir() -> Path:
    """The face cache: in the user cache folder, or, when that cannot be written (a
    read-only or full user folder), a private temporary folder for this session."""
    wanted = paths.user_cache_dir() / "faces" / f"v{RENDERER_VERSION}"
    used = _WRITABLE.get(wanted)
    if used is None:
        used = wanted
        try:
            wanted.mkdir(parents=True, exist_ok=True)
            probe = wanted / f".probe-{os.getpid()}"
            probe.write_bytes(b"probe")
            probe.unlink()
        except OSError:
            used = Path(tempfile.mkdtemp(prefix="ge-desktop-faces-"))
        _WRITABLE[wanted] = used
    return used


def face_key(card: Card, width: int, scan: Path | None = None) -> str:
    """The cache key: renderer version, width, the card's JSON and the scan file's identity."""
    digest = hashlib.sha256(f"ge-face v{RENDERER_VERSION} w{width}\n".encode())
    digest.update(card.model_dump_json().encode("utf-8"))
    if scan is not None:
        try:
            stat = scan.stat()
            digest.update(f"\nscan {scan.resolve()} {stat.st_size} {stat.st_mtime_ns}".encode())
        except OSError:
            digest.update(b"\nscan unreadable")
    return digest.hexdigest()[:32]


def save_png(image: Image.Image, path: Path) -> None:
    """Write a PNG atomically (a reader never sees half a file); same image, same bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            image.save(stream, format="PNG", compress_level=1)  # fast to write (a cold face waits on it), as fast to read; ~15% larger
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def face_png(card: Card, width: int, use_scan: bool = True) -> Path:
    """A PNG of ``card``'s face at ``width`` from the disk cache, rendered on a miss;
    ``use_scan=False``: the generated face even when the player has a scan (the table draws
    every card so: legible at its size, and never scans mixed with drawn faces)."""
    _check_width(width)
    scan = scan_library().path_for(card) if use_scan else None
    path = _face_path(card, width, scan)
    if not path.is_file():
        save_png(render_face(card, width) if use_scan else render_generated_face(card, width), path)
    return path


def table_faces_png(card: Card, width: int) -> Path:
    """Both faces the table reads, on disk: the close-up (a scan if the player has one) and
    the generated face the table's cards are drawn from. Returns the close-up's PNG."""
    path = face_png(card, width)
    face_png(card, width, use_scan=False)  # the same file when there is no scan
    return path


def cached_face_png(card: Card, width: int, use_scan: bool = True) -> Path | None:
    """The PNG of ``card``'s face at ``width`` if the disk cache has it (never renders)."""
    _check_width(width)
    path = _face_path(card, width, scan_library().path_for(card) if use_scan else None)
    return path if path.is_file() else None


def _face_path(card: Card, width: int, scan: Path | None) -> Path:
    return faces_cache_dir() / f"{card.id}.{width}.{face_key(card, width, scan)}.png"


def warm_cache(
    cards: Iterable[Card], widths: Iterable[int] = CACHE_WIDTHS, progress: Callable[[int, int], None] | None = None
) -> int:
    """Make sure every card has a cached face at every width (for a background job at start).

    Returns how many faces had to be rendered; ``progress(done, total)`` is called after each.
    """
    jobs = [(card, width) for card in cards for width in widths]
    rendered = 0
    for done, (card, width) in enumerate(jobs, start=1):
        if not _face_path(card, width, scan_library().path_for(card)).is_file():
            face_png(card, width)
            rendered += 1
        if progress is not None:
            progress(done, len(jobs))
    return rendered


def back_png(width: int) -> Path:
    """A PNG of the card back at ``width`` from the disk cache."""
    _check_width(width)
    path = faces_cache_dir() / f"_back.{width}.png"
    if not path.is_file():
        from ge_desktop.render.back import card_back

        save_png(card_back(width), path)
    return path
