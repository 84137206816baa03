"""Card faces as images: a deterministic Pillow renderer, the player's scans, a disk cache.

The table uses this small API (Pillow only, never Qt; ``cards`` and ``engine`` never
import this package):

- ``render_face(card, width)``: the face as a PIL image (RGBA, 63 x 88 aspect); the
  player's scan from ``card_images/`` when there is a good one, else the generated face.
- ``face_png(card, width)``: the path of that face as a cached PNG (rendered on a miss);
  ``cached_face_png(card, width)``: that path only if the cache has it (never renders);
  ``use_scan=False``: the generated face even with a scan; ``table_faces_png``: both.
- ``warm_cache(cards, widths)``: render whatever is missing from the cache (a start-up
  background job); returns how many faces it rendered.
- ``card_back(width)`` / ``back_png(width)``: the card back.
- ``face_source(card)``: ``FaceSource.SCAN`` or ``FaceSource.GENERATED``.
- ``scan_problems()``: bad scan files met so far (each skipped, never fatal);
  ``scan_library().check(cards)`` opens every scan and also lists unmatched names;
  ``reload_scans()`` re-indexes the folders after the player adds files.
- ``TABLE_WIDTHS`` (180 px table/hand, 360 px zoom) and ``CACHE_WIDTHS`` (those plus
  2x for high-DPI screens: 180, 360, 720).
- ``contact_sheet(cards, face, width)``: many faces on one image.

The generated face follows the v2.1 *Card Nomenclature* layout (see ``face.py``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Each name and the module it comes from, imported on first use (PEP 562): importing
# ``ge_desktop.render.glyphs`` or asking only ``cached_face_png`` (the table's start, faces
# from the disk cache) loads neither Pillow nor the face renderer.
_HOMES = {
    "card_back": "back",
    "CACHE_WIDTHS": "cache",
    "RENDERER_VERSION": "cache",
    "TABLE_WIDTHS": "cache",
    "FaceSource": "cache",
    "back_png": "cache",
    "cached_face_png": "cache",
    "face_png": "cache",
    "face_source": "cache",
    "reload_scans": "cache",
    "render_face": "cache",
    "scan_library": "cache",
    "scan_problems": "cache",
    "table_faces_png": "cache",
    "warm_cache": "cache",
    "FaceReport": "face",
    "render_face_report": "face",
    "render_generated_face": "face",
    "ScanError": "scans",
    "ScanLibrary": "scans",
    "ScanProblem": "scans",
    "open_scan": "scans",
    "contact_sheet": "sheet",
}

if TYPE_CHECKING:
    from ge_desktop.render.back import card_back
    from ge_desktop.render.cache import (
        CACHE_WIDTHS,
        RENDERER_VERSION,
        TABLE_WIDTHS,
        FaceSource,
        back_png,
        cached_face_png,
        face_png,
        face_source,
        reload_scans,
        render_face,
        scan_library,
        scan_problems,
        table_faces_png,
        warm_cache,
    )
    from ge_desktop.render.face import FaceReport, render_face_report, render_generated_face
    from ge_desktop.render.scans import ScanError, ScanLibrary, ScanProblem, open_scan
    from ge_desktop.render.sheet import contact_sheet


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # once
    return value


__all__ = [
    "CACHE_WIDTHS",
    "RENDERER_VERSION",
    "TABLE_WIDTHS",
    "FaceReport",
    "FaceSource",
    "ScanError",
    "ScanLibrary",
    "ScanProblem",
    "back_png",
    "cached_face_png",
    "card_back",
    "contact_sheet",
    "face_png",
    "face_source",
    "open_scan",
    "reload_scans",
    "render_face",
    "render_face_report",
    "render_generated_face",
    "scan_library",
    "scan_problems",
    "table_faces_png",
    "warm_cache",
]
