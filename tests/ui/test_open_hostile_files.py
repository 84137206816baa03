"""Game > Open of a hostile record shows one message naming the file and keeps the game.

Issue 13, Why item 1: a record of ``[`` x 1000 or with a 4,301-digit number raised out of
the loader, and Game > Open showed no message at all.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.mark.parametrize(
    "text",
    ["[" * 1000 + "\n", '{"format_version": ' + "1" * 4301 + "}\n", "\ufeff\u2028\n", ""],
    ids=["deep", "huge number", "line separator", "empty"],
)
def test_opening_a_hostile_record_names_the_file_and_keeps_the_game(window, tmp_path: Path, monkeypatch, text: str) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, message, *a: shown.append(message))
    path = tmp_path / "hostile.gerec"
    path.write_text(text, encoding="utf-8")
    before = window.session
    assert window.open_path(path) is False
    assert window.session is before
    assert len(shown) == 1 and path.name in shown[0]
