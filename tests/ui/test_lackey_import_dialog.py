"""File > Import LackeyCCG Plugin...: progress through rows, images and decks; Cancel writes nothing."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ge_desktop.lackey import importer
from ge_desktop.lackey.collection import collections_dir
from ge_desktop.ui.browser.catalog_holder import shared_catalog
from ge_desktop.ui.lackey_import_dialog import LackeyImportDialog, export_deck
from tests.lackey_data import LackeyData


@pytest.fixture(autouse=True)
def _own_shared_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app-wide catalog holder and face library are this test's own, restored after it."""
    from ge_desktop.render import cache
    from ge_desktop.ui.browser import catalog_holder

    monkeypatch.setattr(catalog_holder, "_SHARED", None)
    monkeypatch.setattr(cache, "_library", None)


def test_the_dialog_imports_with_progress_and_reloads_the_catalog(qtbot, tmp_path: Path, lackey_data: LackeyData) -> None:
    dialog = LackeyImportDialog(plugin=lackey_data.plugin(tmp_path / "GalacticEmpires"))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.imported, timeout=60_000):
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert [(bar.value(), bar.maximum()) for bar in dialog.bars.values()] == [(3514, 3514), (3514, 3514), (10, 10)]
    assert "3514 printings of 2211 titles" in dialog.report_text.toPlainText()
    assert any(c.id.startswith("lk-") for c in shared_catalog().catalog)
    assert dialog.close_button.isEnabled() and not dialog.running


def test_cancelling_leaves_no_collection_and_no_deck(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lackey_data: LackeyData) -> None:
    dialog = LackeyImportDialog(plugin=lackey_data.plugin(tmp_path / "GalacticEmpires"))
    qtbot.addWidget(dialog)
    real_index = importer.index_images

    def index_then_cancel(*args, **kwargs):  # the player presses Cancel while images are indexed
        pressed.wait(10)
        return real_index(*args, **kwargs)

    pressed = threading.Event()

    monkeypatch.setattr(importer, "index_images", index_then_cancel)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.bars["rows"].value() == 3514, timeout=60_000)  # rows read, images next
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    pressed.set()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert "cancelled" in dialog.status.text() and dialog.report is None
    assert not collections_dir().exists()
    decks = collections_dir().parent / "decks"
    assert not decks.exists() or not any(decks.glob("*.deck"))


def test_a_folder_that_is_no_plugin_is_reported_and_nothing_is_written(qtbot, tmp_path: Path) -> None:
    dialog = LackeyImportDialog(plugin=tmp_path)
    qtbot.addWidget(dialog)
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert "no LackeyCCG card list here" in dialog.report_text.toPlainText()
    assert not collections_dir().exists()


def test_export_writes_the_original_dek(qtbot, tmp_path: Path, lackey_data: LackeyData) -> None:
    report = importer.import_plugin(lackey_data.plugin(tmp_path / "GalacticEmpires"))
    shared_catalog().reload()
    target = tmp_path / "out.dek"
    ok, message = export_deck(Path(report.decks[0].path), target)
    assert ok and "51 cards" in message
    assert target.read_bytes() == (lackey_data.decks / "Basic_Deck_A.dek").read_bytes()
