"""Never lose a game, storage side: the previous autosave, damaged autosaves, failing saves.

Tests run as root, where file permissions do not bite, so the faults are made by patching
the writer (``os.replace``, the file's ``write``) to raise what a full disk (ENOSPC) or a
read-only folder (EROFS, EACCES) raises.
"""

from __future__ import annotations

import builtins
import errno
import os
from pathlib import Path

import pytest

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import Deck, load_deck, save_deck, starter_deck_paths
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.safe_write import SaveError, write_atomically
from ge_desktop.storage.autosave import (
    autosave_path,
    clear_autosave,
    damaged_autosaves,
    find_autosave,
    previous_autosave_path,
    read_autosave,
    set_aside_autosave,
    write_autosave,
)
from ge_desktop.storage.records import GameRecord, record_of, save_record, write_record
from ge_desktop.storage.replay import replay, replay_prefix


@pytest.fixture(scope="module")
def game():
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    return play_random_game(GameConfig(decks=decks, seed=5, turn_cap=3), catalog)


def _record(game, actions: int | None = None) -> GameRecord:
    record = record_of(game, with_snapshot=False)
    return GameRecord(record.header, record.actions[:actions] if actions is not None else record.actions)


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# --- the previous autosave ----------------------------------------------------------------


def test_each_autosave_keeps_the_one_before_it(game) -> None:
    write_autosave(_record(game, 10))
    write_autosave(_record(game, 11))
    assert len(read_autosave().actions) == 11
    previous = previous_autosave_path().read_text(encoding="utf-8")
    assert previous == write_record(_record(game, 10))
    assert _leftovers(autosave_path().parent) == []


def test_a_clean_quit_keeps_the_game_as_the_previous_autosave(game) -> None:
    write_autosave(_record(game, 12))
    assert clear_autosave()
    assert not autosave_path().exists() and read_autosave() is None  # nothing restores at the next start
    assert previous_autosave_path().read_text(encoding="utf-8") == write_record(_record(game, 12))


# --- a damaged autosave ---------------------------------------------------------------------


def test_a_truncated_autosave_is_moved_aside_with_its_readable_actions(game) -> None:
    full = write_record(_record(game))
    cut = full[: len(full) - 7]  # the last line loses its end, as after a torn write
    autosave_path().write_text(cut, encoding="utf-8")
    found = find_autosave()
    assert found.record is None and found.damaged is not None
    damaged = found.damaged
    assert damaged.kept_at != autosave_path() and damaged.kept_at.read_text(encoding="utf-8") == cut  # bytes untouched
    assert damaged.kept_at in damaged_autosaves()
    assert not autosave_path().exists()  # the next autosave cannot overwrite it
    assert damaged.readable_actions == len(game.history) - 1
    assert f":{len(game.history) + 1}:" in damaged.problem  # the bad line is named
    restored, rejection = replay_prefix(damaged.readable, default_catalog())
    assert rejection is None and len(restored.history) == len(game.history) - 1


def test_a_second_damaged_autosave_never_overwrites_the_first(game) -> None:
    kept = []
    for garbage in ("{not json\n", "[[[[\n"):
        autosave_path().write_text(garbage, encoding="utf-8")
        kept.append(find_autosave().damaged.kept_at)
    assert kept[0] != kept[1] and [p.read_text(encoding="utf-8") for p in kept] == ["{not json\n", "[[[[\n"]


def test_a_damaged_autosave_offers_the_previous_one_when_it_goes_further(game) -> None:
    write_autosave(_record(game, 20))
    write_autosave(_record(game, 21))
    autosave_path().write_text("header lost\n", encoding="utf-8")
    damaged = find_autosave().damaged
    assert damaged.readable is None and len(damaged.previous.actions) == 20
    assert damaged.best() is damaged.previous


def test_an_autosave_that_reads_but_does_not_replay_is_set_aside(game) -> None:
    record = _record(game, 8)
    bad = GameRecord(record.header, record.actions + ["draw 9"])
    write_autosave(bad)
    damaged = set_aside_autosave("rejected", find_autosave().record)
    assert not autosave_path().exists() and damaged.kept_at.exists()
    restored, rejection = replay_prefix(damaged.readable, default_catalog())
    assert len(restored.history) == 8 and rejection is not None and "draw 9" in str(rejection)


# --- failing saves ------------------------------------------------------------------------


def _failing_write(monkeypatch, code: int, after_bytes: bool = True) -> None:
    """Make writes of files ending in .tmp fail with ``code``, as a full or read-only disk does."""
    real_open = builtins.open

    class Failing:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()
            return False

        def write(self, data):
            raise OSError(code, os.strerror(code))

        def __getattr__(self, name):
            return getattr(self.handle, name)

    def fake_open(file, mode="r", *args, **kwargs):
        if str(file).endswith(".tmp") and "w" in mode:
            if not after_bytes:
                raise OSError(code, os.strerror(code), str(file))
            return Failing(real_open(file, mode, *args, **kwargs))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", fake_open)


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES], ids=["full disk", "read-only", "no access"])
def test_a_failing_autosave_raises_a_clear_error_and_keeps_the_last_good_one(game, monkeypatch, code: int) -> None:
    write_autosave(_record(game, 5))
    good = autosave_path().read_text(encoding="utf-8")
    _failing_write(monkeypatch, code, after_bytes=code == errno.ENOSPC)
    with pytest.raises(SaveError) as caught:
        write_autosave(_record(game, 6))
    assert isinstance(caught.value, OSError) and caught.value.errno == code
    assert str(autosave_path()) in str(caught.value) and os.strerror(code) in str(caught.value)
    assert caught.value.strerror == os.strerror(code)  # what the window shows after the path
    assert autosave_path().read_text(encoding="utf-8") == good
    assert _leftovers(autosave_path().parent) == []


def test_a_failing_rename_leaves_no_temporary_file(game, tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "game.gerec"
    save_record(_record(game, 3), target)

    def refuse(src, dst):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError, match="Read-only file system"):
        save_record(_record(game, 4), target)
    assert _leftovers(tmp_path) == [] and len(target.read_text(encoding="utf-8").splitlines()) == 1 + 3


def test_a_full_disk_during_a_deck_save_leaves_the_deck_and_no_tmp(tmp_path: Path, monkeypatch) -> None:
    catalog = default_catalog()
    deck = load_deck(starter_deck_paths()[0], catalog)
    target = tmp_path / "mine.deck"
    save_deck(deck, target)
    before = target.read_bytes()
    _failing_write(monkeypatch, errno.ENOSPC)
    with pytest.raises(SaveError, match="No space left on device"):
        save_deck(Deck.build("Other", deck.empire, [(1, deck.entries[0].card)]), target)
    assert target.read_bytes() == before and _leftovers(tmp_path) == []


def test_an_explicit_save_is_synced_to_disk_and_the_autosave_is_not(game, tmp_path: Path, monkeypatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    save_record(_record(game, 2), tmp_path / "saved.gerec")
    assert len(synced) == 2  # the file, then its folder
    synced.clear()
    write_autosave(_record(game, 2))
    assert synced == []


def test_a_text_utf8_cannot_hold_fails_before_any_file_is_touched(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="UTF-8"):
        write_atomically(tmp_path / "x.gerec", "lone \ud800 surrogate", durable=False)
    assert list(tmp_path.iterdir()) == []


def test_clear_autosave_never_raises_in_a_read_only_folder(game, monkeypatch) -> None:
    write_autosave(_record(game, 2))

    def refuse(*args):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "replace", refuse)
    assert clear_autosave() is False and autosave_path().exists()  # restored next time: nothing lost


def test_a_restored_autosave_replays_to_the_game(game) -> None:
    write_autosave(_record(game))
    assert len(replay(read_autosave(), default_catalog()).history) == len(game.history)


def test_two_writers_never_share_a_temporary_file(tmp_path) -> None:
    # Two app windows autosaving at once used to collide on '<name>.tmp' ("No such file or
    # directory" for the slower one): each write now has a temporary name of its own.
    from ge_desktop.safe_write import temporary_path

    target = tmp_path / "autosave.ge"
    assert temporary_path(target) != temporary_path(target)
    assert temporary_path(target).parent == tmp_path and temporary_path(target).name.endswith(".tmp")
