"""The import dialog asks before an import takes cards away (issue 43, point 3).

Re-importing a damaged plugin would leave a good collection with no card: the dialog asks,
through its own message box, Replace or Keep Mine. Keep Mine writes nothing; Replace
imports. The buttons are clicked as a player clicks them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ge_desktop.lackey.collection import collections_dir
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.ui.lackey_import_dialog import LackeyImportDialog
from tests.lackey.conftest import small_plugin
from tests.lackey.test_import_all_or_nothing import ROWS, _damage_every_row


@pytest.fixture(autouse=True)
def _own_shared_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    from ge_desktop.render import cache
    from ge_desktop.ui.browser import catalog_holder

    monkeypatch.setattr(catalog_holder, "_SHARED", None)
    monkeypatch.setattr(cache, "_library", None)


def _answer(qtbot, dialog: LackeyImportDialog, label: str, asked: list[str]) -> None:
    """Click ``label`` in the dialog's question once it shows (the box is modal)."""

    def click() -> None:
        box = getattr(dialog, "replace_box", None)
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, click)
            return
        asked.append(box.text())
        button = next(b for b in box.buttons() if b.text() == label)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, click)


def _cards() -> list:
    return json.loads((collections_dir() / "zyx" / "cards.json").read_text(encoding="utf-8"))["cards"]


def test_the_dialog_asks_before_an_import_empties_a_collection(qtbot, tmp_path: Path) -> None:
    plugin = small_plugin(tmp_path / "Zyx", ROWS)
    import_plugin(plugin)
    _damage_every_row(plugin)
    dialog = LackeyImportDialog(plugin=plugin)
    qtbot.addWidget(dialog)
    asked: list[str] = []
    _answer(qtbot, dialog, "Keep Mine", asked)
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked) and not dialog.running, timeout=60_000)
    assert "the collection 'zyx' has 8 usable cards; importing this card list would leave 0" in asked[0]
    assert "Nothing was imported" in dialog.status.text() and len(_cards()) == 8

    _answer(qtbot, dialog, "Replace", asked)
    with qtbot.waitSignal(dialog.imported, timeout=60_000):
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert len(asked) == 2 and _cards() == []
    assert dialog.status.text().startswith("Imported the collection")
