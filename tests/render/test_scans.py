"""card_images/: scans replace the generated face; hostile or broken files are reported and skipped."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.render import FaceSource, ScanError, ScanLibrary, face_source, open_scan, reload_scans, render_face, scan_problems
from ge_desktop.render.scans import MAX_SCAN_SIDE, scan_keys, slug


@pytest.fixture()
def card():
    return default_catalog()["fleet-freighter"]


@pytest.fixture()
def scans(tmp_path: Path) -> Path:
    return tmp_path / "card_images"


def _write_scan(path: Path, color=(200, 30, 30), size=(63, 88)) -> Path:
    Image.new("RGB", size, color).save(path)
    return path


def _png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims ``width`` x ``height`` pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


def test_scan_keys_card_id_and_set_plus_title(card):
    assert scan_keys(card)[:2] == ("fleet-freighter", f"{card.set_code.lower()}-fleet-freighter")
    assert slug("UE  Twin Planets - Verkish I & II") == "ue-twin-planets-verkish-i-ii"


@pytest.mark.parametrize("name", ["fleet-freighter.png", "UE Fleet Freighter.jpg", "ue_fleet_freighter.PNG", "UE/Fleet Freighter.webp"])
def test_a_scan_named_by_id_or_set_and_name_replaces_the_face(card, scans, name):
    path = scans / name
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (126, 176), (200, 30, 30)).save(path, format={".png": "PNG", ".jpg": "JPEG", ".webp": "WEBP"}[path.suffix.lower()])
    reload_scans(ScanLibrary([scans]))
    assert face_source(card) is FaceSource.SCAN
    face = render_face(card, 90)
    assert face.size == (90, 126)
    r, g, b, _a = face.getpixel((45, 63))
    assert r > 150 and g < 80 and b < 80


def test_a_lackey_image_named_by_its_image_id_is_the_face_of_that_printing(scans):
    # The LackeyCCG plugin names each image by its ImageFile id; copying them into
    # card_images/ gives every printed card its real face.
    typhoon = default_catalog().printing("S6_-_Argonian_Typhoon_Heavy_Cruiser_PE")
    assert scan_keys(typhoon)[0] == "s6-argonian-typhoon-heavy-cruiser-pe"
    scans.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (310, 434), (30, 30, 200)).save(scans / "S6_-_Argonian_Typhoon_Heavy_Cruiser_PE.jpg", format="JPEG")
    reload_scans(ScanLibrary([scans]))
    assert face_source(typhoon) is FaceSource.SCAN
    r, g, b, _a = render_face(typhoon, 310).getpixel((155, 217))
    assert b > 150 and r < 80


def test_without_a_scan_the_generated_face_is_used(card):
    assert face_source(card) is FaceSource.GENERATED


def test_user_folder_wins_over_shipped_folder(card, tmp_path):
    user, shipped = tmp_path / "user", tmp_path / "shipped"
    user.mkdir(), shipped.mkdir()
    _write_scan(user / "fleet-freighter.png", (0, 0, 250))
    _write_scan(shipped / "fleet-freighter.png", (250, 0, 0))
    library = ScanLibrary([user, shipped])
    assert library.path_for(card) == user / "fleet-freighter.png"


def _assert_skipped(card, scans: Path, filename: str, data: bytes, words: str) -> None:
    (scans / filename).write_bytes(data)
    reload_scans(ScanLibrary([scans]))
    face = render_face(card, 90)  # never raises: falls back to the generated face
    assert face.size == (90, 126)
    problems = scan_problems()
    assert len(problems) == 1 and problems[0].path == scans / filename
    assert words in problems[0].message
    assert face_source(card) is FaceSource.GENERATED  # a bad scan is skipped from now on


def test_truncated_image_is_reported_and_skipped(card, scans, tmp_path):
    good = _write_scan(tmp_path / "good.png", size=(200, 280))
    data = good.read_bytes()
    _assert_skipped(card, scans, "fleet-freighter.png", data[: len(data) // 2], "truncated")


def test_huge_dimensions_are_refused_before_decoding(card, scans):
    _assert_skipped(card, scans, "fleet-freighter.png", _png_claiming(MAX_SCAN_SIDE + 1000, 100), "too large")


def test_header_claiming_a_billion_pixels_is_refused_as_a_bomb(card, scans):
    _assert_skipped(card, scans, "fleet-freighter.png", _png_claiming(40_000, 40_000), "decompression bomb")


def test_decompression_bomb_is_refused(tmp_path, monkeypatch):
    # Even within our own limits, Pillow's bomb guard is honoured and reported.
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)
    path = _write_scan(tmp_path / "bomb.png", size=(60, 60))
    with pytest.raises(ScanError, match="decompression bomb"):
        open_scan(path)


def test_not_an_image_is_reported_and_skipped(card, scans):
    _assert_skipped(card, scans, "fleet-freighter.png", b"<html>this is not a picture</html>", "not an image")


def test_empty_file_is_reported_and_skipped(card, scans):
    _assert_skipped(card, scans, "fleet-freighter.jpg", b"", "empty")


def test_check_lists_broken_files_and_names_matching_no_card(scans):
    (scans / "no-such-card.png").write_bytes(b"junk")
    _write_scan(scans / "fleet-freighter.png")
    problems = ScanLibrary([scans]).check(default_catalog())
    messages = {p.path.name: p.message for p in problems}
    assert set(messages) == {"no-such-card.png"}
    assert "not an image" in messages["no-such-card.png"]
    _write_scan(scans / "no-such-card.png")
    problems = ScanLibrary([scans]).check(default_catalog())
    assert [p.message for p in problems] == ["matches no card (name it by card id or by set and title)"]


def test_two_files_for_one_card_the_second_is_reported(card, scans):
    _write_scan(scans / "fleet-freighter.png")
    _write_scan(scans / "UE Fleet Freighter.png")
    problems = ScanLibrary([scans]).check(default_catalog())
    assert [(p.path.name, "is already the scan of" in p.message) for p in problems] == [("UE Fleet Freighter.png", True)]


def test_same_name_twice_with_two_extensions_the_second_is_reported(card, scans):
    _write_scan(scans / "fleet-freighter.jpg")
    _write_scan(scans / "fleet-freighter.png")
    library = ScanLibrary([scans])
    assert [p.path.name for p in library.problems] == ["fleet-freighter.png"]
    assert library.path_for(card) == scans / "fleet-freighter.jpg"


def test_odd_shaped_scan_is_letterboxed_not_stretched(card, scans):
    _write_scan(scans / "fleet-freighter.png", (250, 250, 250), size=(300, 100))
    reload_scans(ScanLibrary([scans]))
    face = render_face(card, 90)
    assert face.size == (90, 126)
    assert face.getpixel((45, 5))[:3] != (250, 250, 250)
    assert face.getpixel((45, 63))[:3] == (250, 250, 250)
