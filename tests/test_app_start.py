"""Starting the app never fails on the user's files: damaged autosave, read-only or full folders.

``app.start_game`` restores what can be read from a damaged autosave (kept aside, never
overwritten); ``startup_problems`` names every user folder that refuses writes and what
will not work; ``setup_logging`` falls back to stderr when the log file cannot be opened.
Tests run as root, so the read-only and full folders are made by patching the writers.
"""

from __future__ import annotations

import builtins
import errno
import logging
import logging.handlers
import os
import subprocess
import sys

import pytest

from ge_desktop.app import start_game, startup_problems
from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.storage.autosave import autosave_path, damaged_autosaves, write_autosave
from ge_desktop.storage.folders import folder_problems
from ge_desktop.storage.records import GameRecord, record_of, write_record
from ge_desktop.ui import app_log


@pytest.fixture(scope="module")
def game():
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    return play_random_game(GameConfig(decks=decks, seed=21, turn_cap=3), catalog)


def test_a_clean_autosave_is_restored(game) -> None:
    write_autosave(record_of(game, with_snapshot=False))
    start = start_game(default_catalog())
    assert start.restored and start.notes == [] and len(start.game.history) == len(game.history)


def test_a_truncated_autosave_restores_its_readable_actions_and_is_kept(game) -> None:
    text = write_record(record_of(game, with_snapshot=False))
    autosave_path().write_text(text[:-5], encoding="utf-8")  # the last action line is cut
    start = start_game(default_catalog())
    assert start.restored and len(start.game.history) == len(game.history) - 1
    [kept] = damaged_autosaves()
    assert kept.read_text(encoding="utf-8") == text[:-5]
    assert str(kept) in start.notes[0] and f"Restored the {len(game.history) - 1} action(s)" in start.notes[0]
    assert start.damaged is not None and start.damaged.kept_at == kept


def test_an_autosave_that_does_not_replay_restores_up_to_the_rejected_action(game) -> None:
    record = record_of(game, with_snapshot=False)
    write_autosave(GameRecord(record.header, record.actions[:6] + ["draw 9"] + record.actions[6:]))
    start = start_game(default_catalog())
    assert start.restored and len(start.game.history) == 6 and "rejected" in start.notes[0]
    assert len(damaged_autosaves()) == 1 and not autosave_path().exists()


def test_an_unreadable_autosave_starts_a_new_game_and_keeps_the_file() -> None:
    autosave_path().write_bytes(b"\xff\xfe not a record")
    start = start_game(default_catalog())
    assert not start.restored and "Nothing in it could be restored" in start.notes[0]
    assert damaged_autosaves()[0].read_bytes() == b"\xff\xfe not a record"


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES, errno.ENOSPC])
def test_folders_that_refuse_writes_are_named_with_what_will_not_work(monkeypatch, code: int) -> None:
    real_open = builtins.open

    def refusing_open(file, mode="r", *args, **kwargs):
        if str(file).endswith(".ge-desktop-write-test"):
            raise OSError(code, os.strerror(code), str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", refusing_open)
    problems = folder_problems()
    assert [p.kind for p in problems] == ["data", "config", "cache", "log"]
    assert all(os.strerror(code) in str(p) for p in problems)
    assert "the autosave, saved games and your decks cannot be saved" in str(problems[0])
    notes = startup_problems(log_path=None)
    assert len(notes) == 4 and notes[0].startswith("GE Desktop cannot write in ")


def test_writable_folders_give_no_note() -> None:
    assert folder_problems() == [] and startup_problems(log_path=None) == []


def test_a_log_file_that_cannot_be_opened_falls_back_to_stderr(monkeypatch) -> None:
    root = logging.getLogger()
    before = list(root.handlers)

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(app_log._QuietRotatingFileHandler, "__init__", refuse)
    monkeypatch.setattr(root, "handlers", [h for h in root.handlers if not isinstance(h, logging.handlers.RotatingFileHandler)])
    monkeypatch.setattr(app_log, "_PROBLEM", [])
    hook = __import__("sys").excepthook
    try:
        assert app_log.setup_logging() is None
        assert "Read-only file system" in app_log.log_problem()
        assert any(isinstance(h, logging.StreamHandler) for h in root.handlers)
        notes = startup_problems(log_path=None)
        assert notes and "the log goes to the terminal" in notes[-1]
    finally:
        __import__("sys").excepthook = hook
        root.handlers[:] = before


def test_the_layers_imported_before_qt_load_neither_qt_nor_pillow() -> None:
    """``run_app`` imports ``QT_FREE_FIRST`` before PySide6 (whose import hook reads the source
    of every module imported after it): none of them may pull Qt or Pillow in early."""
    code = (
        "import importlib, sys\n"
        "from ge_desktop.app import QT_FREE_FIRST\n"
        "for name in QT_FREE_FIRST:\n"
        "    importlib.import_module(name)\n"
        "print(','.join(sorted({m.split('.')[0] for m in sys.modules} & {'PySide6', 'PIL'})) or '-')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "-"


def test_the_first_table_is_painted_without_pillow_or_the_other_game(tmp_path) -> None:
    """A first start (no face cache: the face worker draws the faces) paints its table
    without loading Pillow, the face renderer, the Galactic Supremacy rules or the
    browser windows (``DEFERRED_AT_START``), and its faces are real before it quits."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GE_DESKTOP_TEST_HOOK="first-paint", GE_DESKTOP_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "ge_desktop"], env=env, capture_output=True, text=True, timeout=120)
    lines = result.stdout.splitlines()
    assert "GE-TEST painted" in lines, result.stderr[-2000:]
    assert "GE-TEST deferred-loaded -" in lines
    assert {line.split()[2] for line in lines if line.startswith("GE-TEST stage ")} >= {"core-imported", "qt-imported", "first-paint", "faces-drawn"}
