"""Images from anywhere: the pixel count is refused from the header, before any decoding.

Issue 13's Why: a 40 KB 6000 x 6000 PNG took 6 s and 454 MB to decode.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from ge_desktop.render import ScanError, open_scan
from ge_desktop.render.scans import MAX_SCAN_PIXELS


def _big_png(path: Path, width: int, height: int) -> Path:
    buffer = io.BytesIO()
    Image.new("L", (width, height), 0).save(buffer, format="PNG", optimize=True)
    path.write_bytes(buffer.getvalue())
    return path


def test_a_6000_square_png_is_refused_without_decoding(tmp_path: Path, monkeypatch) -> None:
    path = _big_png(tmp_path / "huge.png", 6000, 6000)
    assert path.stat().st_size < 200_000  # small on disk, 36 M pixels inside
    decoded: list[object] = []
    real_load = Image.Image.load
    monkeypatch.setattr(Image.Image, "load", lambda self: (decoded.append(self), real_load(self))[1])
    with pytest.raises(ScanError, match="6000 x 6000 pixels is too large"):
        open_scan(path)
    assert decoded == []


def test_a_card_at_1200_dpi_is_still_accepted(tmp_path: Path) -> None:
    assert 3000 * 4200 <= MAX_SCAN_PIXELS
    image = open_scan(_big_png(tmp_path / "card.png", 300, 420))
    assert image.size == (300, 420) and image.mode == "RGBA"
