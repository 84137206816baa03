"""``ge-desktop snapshot``: a record replayed and rendered to a PNG as one player sees it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from ge_desktop.cli import main
from ge_desktop.storage.records import record_of, save_record
from ge_desktop.ui.game_setup import ready_game, spread_table, starter_config


@pytest.fixture
def midgame_record(catalog, tmp_path: Path) -> Path:
    game = ready_game(starter_config(catalog, 3, seed=5), catalog)
    spread_table(game, 4)
    path = tmp_path / "mid.gerec"
    save_record(record_of(game), path)
    return path


def test_snapshot_writes_the_table_at_the_size_asked(qapp, midgame_record: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "table.png"
    assert main(["snapshot", str(midgame_record), "--out", str(out), "--size", "640x400", "--player", "2"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 400)
    colours = {image.pixel(x, y) for x in range(0, 640, 16) for y in range(0, 400, 16)}
    assert len(colours) > 50  # cards, not an empty felt
    assert "as Player 2" in capsys.readouterr().out


def test_snapshot_of_a_broken_record_is_one_line(qapp, tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.gerec"
    bad.write_text("not json\n", encoding="utf-8")
    assert main(["snapshot", str(bad), "--out", str(tmp_path / "x.png")]) == 1
    error = capsys.readouterr().err.strip()
    assert error.startswith(f"{bad}:1:") and "\n" not in error


def test_snapshot_refuses_a_player_who_is_not_at_the_table(qapp, midgame_record: Path, tmp_path: Path, capsys) -> None:
    assert main(["snapshot", str(midgame_record), "--out", str(tmp_path / "x.png"), "--player", "5"]) == 2
    assert "players 1 to 3" in capsys.readouterr().err


def test_snapshot_size_must_look_like_width_x_height(midgame_record: Path, tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["snapshot", str(midgame_record), "--out", str(tmp_path / "x.png"), "--size", "big"])
    assert exit_info.value.code == 2
    assert "'big' is not a size like 1920x1080" in capsys.readouterr().err
