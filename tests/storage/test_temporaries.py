"""Our temporary files never pile up (issue 43, point 2).

``_keep_previous`` once hard-linked the autosave and renamed the link over the previous
autosave: when both names already were one file (a failed write, two windows), POSIX made
that rename a no-op and the temporary stayed. And a process killed mid-write leaves its
``<name>.<pid>-<hex>.tmp``: the app removes those of dead processes at start, in the user
folder and beside the player's recent saves, and nothing else.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.paths import user_data_dir
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.storage.autosave import autosave_path, previous_autosave_path, write_autosave
from ge_desktop.storage.records import record_of
from ge_desktop.ui.preferences import Preferences


def _record():
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    return record_of(play_random_game(GameConfig(decks=decks, seed=3, turn_cap=1), catalog), with_snapshot=False)


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_autosave_when_previous_and_current_are_one_file_leaves_no_temporary() -> None:
    record = _record()
    write_autosave(record)
    previous = previous_autosave_path()
    previous.unlink(missing_ok=True)
    os.link(autosave_path(), previous)  # both names on one file, as a failed write leaves them
    for _ in range(3):
        write_autosave(record)
    leftovers = [p.name for p in user_data_dir().iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []
    assert not os.path.samefile(autosave_path(), previous)
    assert previous.read_text(encoding="utf-8") == autosave_path().read_text(encoding="utf-8")


def test_stray_temporaries_of_dead_processes_are_removed_at_start(tmp_path: Path) -> None:
    data = user_data_dir()
    dead, alive = _dead_pid(), os.getppid()
    save = tmp_path / "saves" / "my game.gerec"
    save.parent.mkdir()
    save.write_text("kept", encoding="utf-8")
    stray = [data / f"autosave.gerec.{dead}-0123abcd.tmp", data / f"autosave-previous.gerec.{dead}-89abcdef.tmp",
             save.with_name(f"{save.name}.{dead}-00ff00ff.tmp")]
    kept = [data / f"autosave.gerec.{alive}-0123abcd.tmp",  # a live window's write in progress
            data / "notes.tmp", data / f"mine.{dead}-XYZ.tmp",  # not our pattern
            save.with_name(f"other.gerec.{dead}-00ff00ff.tmp")]  # beside the save, but not its temporary
    staging = data / f".import-{dead}-deadbeef"
    staging.mkdir()
    (staging / "cards.json").write_text("{}", encoding="utf-8")
    for path in stray + kept:
        path.write_text("x", encoding="utf-8")
    from ge_desktop.app import _claim_user_folder  # what the app runs at start

    claim = _claim_user_folder(Preferences(recent_files=[str(save)]))
    claim.release()
    assert [p.name for p in stray if p.exists()] == []
    assert not staging.exists()
    assert [p.name for p in kept if not p.exists()] == []
    assert save.read_text(encoding="utf-8") == "kept"
