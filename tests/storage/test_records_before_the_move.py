"""Saves, records and autosaves written before Galactic Empires moved out of ``ge_desktop/engine/``
(issue #35) still open and play on.

The files in ``pre_move/`` were written by the code of commit 6803807 (before the move): a
Galactic Empires game in rules mode and one in sandbox mode, each with its closing snapshot,
and a Galactic Supremacy game. A Galactic Supremacy record (or autosave) opens only once
``load_games()`` has made every game known, as the app and the command line do at start
(before the registry, one opened before a Galactic Supremacy game was started in the
session failed: "no ruleset named 'galactic-supremacy'"). A record names its ruleset and its actions by their notation,
never a Python module, so the move cannot break them; these tests keep it so.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ge_desktop.bots.random_play import RandomAgent
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.storage.autosave import autosave_path, find_autosave
from ge_desktop.storage.records import RECORD_FORMAT_VERSION, load_record, read_record, record_of, write_record
from ge_desktop.storage.replay import replay, snapshot_problem

PRE_MOVE = Path(__file__).with_name("pre_move")
RECORDS = sorted(PRE_MOVE.glob("*.gerec"))


def test_the_records_written_before_the_move_are_here() -> None:
    assert [path.stem for path in RECORDS] == ["galactic-empires-rules", "galactic-empires-sandbox", "galactic-supremacy"]


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_a_record_saved_before_the_move_replays_to_its_snapshot_and_plays_on(path: Path) -> None:
    record = load_record(path)
    game = replay(record, default_catalog(), source=path.name)
    assert len(game.history) == len(record.actions) > 0
    assert snapshot_problem(game, record) is None
    before = len(game.history)
    game.play(RandomAgent(1).choose(game))
    assert len(game.history) == before + 1
    again = read_record(write_record(record_of(game)))  # saved again: format 3, the same game
    assert record.read_format == 2 and again.read_format == RECORD_FORMAT_VERSION
    assert again.header == record.header.model_copy(update={"digests": again.header.digests})


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_an_autosave_written_before_the_move_is_restored(path: Path) -> None:
    target = autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, target)
    found = find_autosave()
    assert found.damaged is None and found.record is not None
    game = replay(found.record, default_catalog(), source=target.name)
    game.play(RandomAgent(2).choose(game))
    assert game.ruleset.name == found.record.ruleset.name
