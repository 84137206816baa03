"""Smaller things: the View menu reopens a closed dock; a bad save is said once, in plain
words naming the file (not the parser's text, not also in the status line and the log)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ge_desktop.ui.main_window import MainWindow


def test_the_view_menu_reopens_a_closed_dock(window: MainWindow) -> None:
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    for dock in window.docks:
        dock.close()
        assert not dock.isVisible()
        toggle = next(a for a in view_menu.actions() if a.text() == dock.windowTitle())
        toggle.trigger()
        assert dock.isVisible()


@pytest.mark.parametrize(
    ("content", "raw"),
    [(b"\x00\xff\xfe binary", "byte"), (b'{"format_version": 1, "players": "unterminated', "Unterminated"), (b"", "empty")],
)
def test_a_bad_save_is_said_once_in_plain_words(window: MainWindow, tmp_path: Path, monkeypatch, content: bytes, raw: str) -> None:
    path = tmp_path / "broken.gerec"
    path.write_bytes(content)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    game = window.session.game
    log_before = window.log_widget.lines()
    assert not window.open_path(path)
    assert len(said) == 1
    assert said[0].startswith(f"{path}: this game cannot be opened: ") and "unchanged" in said[0]
    assert raw not in said[0]
    assert window.session.game is game
    assert window.log_widget.lines() == log_before
    assert "broken.gerec" not in window.status.text()
