"""A LackeyCCG import changes the home all or nothing, and never takes cards silently (issue 43).

Points 3, 4, 5 and 7 of issue 43, on small plugin folders the tests write:

- re-importing a damaged plugin (a NUL byte in every row) would empty a good collection:
  it is refused, naming what would be lost, unless ``--replace`` (the dialog asks);
- a disk that fails mid-import (the third staged file: ENOSPC; or a rename while
  switching in) leaves the whole user folder byte for byte as it was, and says so;
- links out of the plugin folder are never followed: skipped and named;
- a refused import with ``--json`` prints a JSON result on stdout.
"""

from __future__ import annotations

import builtins
import errno
import hashlib
import io
import json
import os
from pathlib import Path

import pytest

from ge_desktop import paths
from ge_desktop.cli import main
from ge_desktop.lackey.collection import collections_dir, face_sources
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.lackey.problems import LackeyFileError
from tests.lackey.conftest import HEADER, dek_text, row, small_plugin

JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 64
ROWS = [row(f"S{n} Zyx Test Ship {n} (PE)", "PE", f"S{n}_-_Zyx_Test_Ship_{n}_PE", f"S{n}", f"Zyx Test Ship {n}", "S", str(n)) for n in range(1, 9)]
OTHER_ROW = row("S9 Zyx Other (PE)", "PE", "S9_-_Zyx_Other_PE", "S9", "Zyx Other", "S", "9")
DECKS = {f"Zyx{n}.dek": dek_text([("Deck", f"S{n}_-_Zyx_Test_Ship_{n}_PE", f"S{n} Zyx Test Ship {n} (PE)", "PE")]) for n in range(1, 4)}


def _home_digest() -> dict[str, str]:
    """Every file of the user folder (GE_DESKTOP_HOME) by relative path, with its bytes' digest."""
    home = paths.user_home()
    assert home is not None
    return {str(p.relative_to(home)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(home.rglob("*")) if p.is_file()}


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    images = {f"S{n}_-_Zyx_Test_Ship_{n}_PE.jpg": JPEG for n in range(1, 9)}
    return small_plugin(tmp_path / "Zyx", ROWS, DECKS, images)


def _damage_every_row(plugin: Path) -> None:
    carddata = plugin / "sets" / "carddata.txt"
    lines = carddata.read_text(encoding="utf-8").splitlines()
    carddata.write_text("\n".join([lines[0], *("\x00" + line for line in lines[1:])]) + "\n", encoding="utf-8")


def _cards_file() -> Path:
    return collections_dir() / "zyx" / "cards.json"


# --- 3: a damaged re-import does not empty a good collection ------------------------------------


def test_reimporting_a_damaged_plugin_is_refused_and_keeps_the_collection(plugin: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import-lackey", str(plugin)]) == 0
    assert len(json.loads(_cards_file().read_text(encoding="utf-8"))["cards"]) == 8
    before = _home_digest()
    capsys.readouterr()
    _damage_every_row(plugin)
    assert main(["cards", "import-lackey", str(plugin)]) == 1
    err = capsys.readouterr().err
    assert "the collection 'zyx' has 8 usable cards; importing this card list would leave 0" in err
    assert "--replace" in err and "nothing written" in err
    assert _home_digest() == before
    assert main(["cards", "import-lackey", str(plugin), "--replace"]) == 0  # asked for: done
    assert json.loads(_cards_file().read_text(encoding="utf-8"))["cards"] == []


def test_an_import_that_would_break_a_players_deck_is_refused(plugin: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import_plugin(plugin)
    deck = paths.user_data_dir() / "decks" / "mine.deck"
    deck.write_text("Empire: Generic\n1 S1 Zyx Test Ship 1\n", encoding="utf-8")
    carddata = plugin / "sets" / "carddata.txt"
    carddata.write_text("\n".join([HEADER, *ROWS[1:], OTHER_ROW]) + "\n", encoding="utf-8")  # Zyx Test Ship 1 is gone
    from ge_desktop.lackey.importer import ImportWouldLose

    with pytest.raises(ImportWouldLose) as refused:
        import_plugin(plugin)
    assert [str(p) for p in refused.value.problems] == [f"{deck}: this deck names cards the import would remove"]


# --- 4: a failing disk leaves the home byte for byte as it was ----------------------------------


def _in_home(path: object) -> bool:
    home = paths.user_home()
    return home is not None and isinstance(path, (str, Path)) and Path(path).resolve().is_relative_to(home.resolve())


def test_a_disk_full_on_the_third_file_leaves_the_home_byte_identical(plugin: Path, monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import-lackey", str(plugin)]) == 0
    (plugin / "decks" / "Zyx1.dek").write_text(DECKS["Zyx2.dek"], encoding="utf-8")  # changed: the re-import rewrites files
    (plugin / "decks" / "Zyx9.dek").write_text(DECKS["Zyx3.dek"], encoding="utf-8")
    before = _home_digest()
    written: list[object] = []
    real_open = builtins.open

    def fill_up(file, mode="r", *args, **kwargs):  # type: ignore[no-untyped-def]
        if _in_home(file) and any(m in mode for m in "wax"):
            written.append(file)
            if len(written) == 3:  # the disk is full from the third file written on
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_open(file, mode, *args, **kwargs)

    capsys.readouterr()
    with monkeypatch.context() as patch:
        patch.setattr(builtins, "open", fill_up)
        patch.setattr(io, "open", fill_up)  # pathlib's write_text opens through io.open
        assert main(["cards", "import-lackey", str(plugin)]) == 1
    err = capsys.readouterr().err
    assert "No space left on device" in err and "nothing imported; nothing written" in err
    assert len(written) == 3
    assert _home_digest() == before


def test_a_failure_while_switching_in_puts_every_file_back(plugin: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import_plugin(plugin)
    (plugin / "decks" / "Zyx9.dek").write_text(DECKS["Zyx3.dek"], encoding="utf-8")
    (plugin / "sets" / "carddata.txt").write_text("\n".join([HEADER, *ROWS, OTHER_ROW]) + "\n", encoding="utf-8")
    before = _home_digest()
    moves: list[object] = []
    real = os.replace

    def fail_third(source, target, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        if _in_home(target):
            moves.append(target)
            if len(moves) == 3:
                raise OSError(errno.EIO, os.strerror(errno.EIO))
        real(source, target, *args, **kwargs)

    with monkeypatch.context() as patch, pytest.raises(LackeyFileError, match="cannot write"):
        patch.setattr(os, "replace", fail_third)
        import_plugin(plugin)
    assert len(moves) >= 3
    assert _home_digest() == before


# --- 5: only the plugin folder is read ------------------------------------------------------------


def test_links_out_of_the_plugin_folder_are_skipped_and_named(plugin: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = outside / "S1_-_Zyx_Test_Ship_1_PE.jpg"
    secret.write_bytes(JPEG)
    (outside / "Evil.dek").write_text(DECKS["Zyx1.dek"], encoding="utf-8")
    images = plugin / "sets" / "setimages"
    (images / "S1_-_Zyx_Test_Ship_1_PE.jpg").unlink()
    (images / "S1_-_Zyx_Test_Ship_1_PE.jpg").symlink_to(secret)
    (plugin / "decks" / "Evil.dek").symlink_to(outside / "Evil.dek")
    (plugin / "decks" / "more").symlink_to(outside, target_is_directory=True)
    report = import_plugin(plugin)
    problems = [str(p) for p in report.problems]
    assert any(p.startswith(str(images / "S1_-_Zyx_Test_Ship_1_PE.jpg")) and "a link out of the plugin folder" in p for p in problems)
    assert any(p.startswith(str(plugin / "decks" / "Evil.dek")) and "a link out of the plugin folder" in p for p in problems)
    assert "S1_-_Zyx_Test_Ship_1_PE" in report.images_missing
    assert not any("Evil" in d.source or "more" in d.source for d in report.decks)
    faces, _ = face_sources()
    assert "S1_-_Zyx_Test_Ship_1_PE" not in faces and "S2_-_Zyx_Test_Ship_2_PE" in faces
    manifest = (collections_dir() / "zyx" / "collection.json").read_text(encoding="utf-8")
    assert str(outside) not in manifest


def test_a_card_list_or_sets_folder_outside_the_plugin_is_not_read(tmp_path: Path) -> None:
    real = small_plugin(tmp_path / "Real", ROWS)
    plugin = tmp_path / "Linked"
    plugin.mkdir()
    (plugin / "sets").symlink_to(real / "sets", target_is_directory=True)
    with pytest.raises(LackeyFileError) as refused:
        import_plugin(plugin)
    messages = [str(p) for p in refused.value.problems]
    assert messages[0].startswith(str(plugin / "sets" / "carddata.txt")) and "a link out of the plugin folder" in messages[0]
    assert not collections_dir().exists() or not any(collections_dir().iterdir())


# --- 7: --json always prints a JSON result --------------------------------------------------------


def test_a_refused_import_with_json_prints_a_json_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "NoPlugin"
    empty.mkdir()
    assert main(["cards", "import-lackey", str(empty), "--json"]) == 1
    out, err = capsys.readouterr()
    result = json.loads(out)
    assert result["ok"] is False and "nothing written" in result["verdict"]
    assert any("no LackeyCCG card list here" in p for p in result["problems"])
    assert "no LackeyCCG card list here" in err


def test_an_import_refused_for_losing_cards_prints_json_too(plugin: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import-lackey", str(plugin), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    _damage_every_row(plugin)
    assert main(["cards", "import-lackey", str(plugin), "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is False and "--replace" in result["verdict"]
