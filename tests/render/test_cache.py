"""The disk cache of faces: keyed by renderer version and card JSON, no second render."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from ge_desktop import paths
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.render import CACHE_WIDTHS, TABLE_WIDTHS, ScanLibrary, back_png, cache, face_png, reload_scans


def _card():
    return default_catalog()["fleet-freighter"]


def test_cache_lives_in_the_user_cache_dir_under_ge_desktop_home(tmp_path):
    path = face_png(_card(), 64)
    assert path.is_file()
    assert paths.user_cache_dir() in path.parents
    assert Image.open(path).size == (64, 89)


def test_second_request_does_not_render_again(monkeypatch):
    first = face_png(_card(), 64)

    def fail(*_args):
        raise AssertionError("rendered again")

    monkeypatch.setattr(cache, "render_generated_face", fail)
    assert face_png(_card(), 64) == first


def test_same_card_same_bytes(tmp_path, monkeypatch):
    first = face_png(_card(), 64).read_bytes()
    monkeypatch.setenv("GE_DESKTOP_HOME", str(tmp_path / "other-home"))
    second = face_png(_card(), 64)
    assert second.read_bytes() == first


def test_key_changes_with_card_data_width_and_renderer_version(monkeypatch):
    card = _card()
    changed = card.model_copy(update={"flavor": "Something else entirely."})
    key = cache.face_key(card, 64)
    assert cache.face_key(changed, 64) != key
    assert cache.face_key(card, 128) != key
    monkeypatch.setattr(cache, "RENDERER_VERSION", cache.RENDERER_VERSION + 1)
    assert cache.face_key(card, 64) != key


def test_a_new_scan_gives_a_new_cache_entry(tmp_path):
    card = _card()
    generated = face_png(card, 64)
    folder = tmp_path / "card_images"
    Image.new("RGB", (63, 88), (10, 200, 10)).save(folder / "fleet-freighter.png")
    reload_scans(ScanLibrary([folder]))
    scanned = face_png(card, 64)
    assert scanned != generated
    assert Image.open(scanned).convert("RGB").getpixel((32, 44))[1] > 150


def test_table_widths_include_high_dpi():
    assert CACHE_WIDTHS == tuple(sorted({w for t in TABLE_WIDTHS for w in (t, 2 * t)}))


def test_card_back_is_cached_and_card_shaped():
    path = back_png(64)
    assert Image.open(path).size == (64, 89)
    assert back_png(64) == path


def test_bad_width_is_a_clear_error():
    import pytest

    with pytest.raises(ValueError, match="pixels wide"):
        face_png(_card(), 5)


def test_no_temporary_files_are_left_behind():
    face_png(_card(), 64)
    leftovers = [p for p in Path(cache.faces_cache_dir()).iterdir() if p.suffix == ".tmp"]
    assert leftovers == []


def test_warm_cache_renders_only_what_is_missing():
    from ge_desktop.render import warm_cache

    cards = list(default_catalog())[:3]
    calls = []
    assert warm_cache(cards, (48, 64), progress=lambda done, total: calls.append((done, total))) == 6
    assert calls[-1] == (6, 6)
    assert warm_cache(cards, (48, 64)) == 0
