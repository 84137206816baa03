"""``ge-desktop simulate`` and ``ge-desktop replay``: acceptance runs and clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.storage import load_record, write_record


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_starter_games_complete_and_repeat_identically(capsys) -> None:
    argv = ("simulate", "--decks", "argonian", "krebiz", "--games", "12", "--seed", "1", "--json")
    code, first, _ = _run(capsys, *argv)
    assert code == 0
    again = _run(capsys, *argv)[1]
    games = json.loads(first)["games"]
    assert games == json.loads(again)["games"]
    assert len(games) == 12
    for game in games:
        assert game["end"] in ("hq_destroyed", "fifty_points", "turn_cap")
        assert (game["winner"] is None) == (game["end"] == "turn_cap")
        assert game["actions"] > 0 and 1 <= game["turns"] <= 40
    assert [g["seed"] for g in games] == list(range(1, 13))
    # weapons fire ends games: the weighted agents destroy a Sector HQ in most of them
    assert sum(g["end"] == "hq_destroyed" for g in games) >= 10
    assert json.loads(first)["elapsed_s"] >= 0


def test_simulate_text_output_is_identical_between_runs(capsys) -> None:
    argv = ("simulate", "--decks", "argonian", "krebiz", "--games", "3", "--seed", "5")
    code, first, err = _run(capsys, *argv)
    assert code == 0 and "3 games played" in first and "elapsed" in err
    assert _run(capsys, *argv)[1] == first


def test_simulated_records_replay_with_check_and_round_trip_byte_for_byte(capsys, tmp_path: Path) -> None:
    code, _, _ = _run(capsys, "simulate", "--decks", "argonian", "krebiz", "--games", "3", "--seed", "7", "--save-records", str(tmp_path))
    assert code == 0
    records = sorted(tmp_path.glob("*.gerec"))
    assert len(records) == 3
    for path in records:
        assert write_record(load_record(path)) == path.read_text(encoding="utf-8")
        code, out, err = _run(capsys, "replay", "--check", str(path))
        assert code == 0, err
        assert "rejected" not in out and out.count("accepted") == len(load_record(path).actions)
        assert "game over (" in out


def test_replay_json_summary(capsys, tmp_path: Path) -> None:
    _run(capsys, "simulate", "--decks", "argonian", "krebiz", "--games", "1", "--seed", "2", "--turn-cap", "3", "--save-records", str(tmp_path))
    code, out, _ = _run(capsys, "replay", "--json", str(tmp_path / "game-2.gerec"))
    data = json.loads(out)
    assert code == 0 and data["turn"] == 3 and data["end"] == "turn_cap"
    assert {"seat", "hq_damage", "hand", "deck", "discard", "in_play"} <= set(data["players"][0])


def test_replay_check_stops_at_the_first_rejected_action(capsys, tmp_path: Path) -> None:
    _run(capsys, "simulate", "--decks", "argonian", "krebiz", "--games", "1", "--seed", "2", "--turn-cap", "2", "--save-records", str(tmp_path))
    path = tmp_path / "game-2.gerec"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines.insert(3, '{"action": "draw 2"}\n')
    path.write_text("".join(lines), encoding="utf-8")
    code, out, err = _run(capsys, "replay", "--check", str(path))
    assert code == 1
    assert "line 4: rejected: draw 2" in out
    assert f"{path}:4:" in err and "Traceback" not in err


def test_replay_of_a_missing_or_broken_file_is_one_clear_line(capsys, tmp_path: Path) -> None:
    code, _, err = _run(capsys, "replay", str(tmp_path / "nope.gerec"))
    assert code == 1 and "cannot read" in err and len(err.strip().splitlines()) == 1
    broken = tmp_path / "broken.gerec"
    broken.write_text("{not json\n", encoding="utf-8")
    code, _, err = _run(capsys, "replay", str(broken))
    assert code == 1 and f"{broken}:1:" in err


def test_simulate_with_an_unknown_deck_fails_cleanly(capsys, tmp_path: Path) -> None:
    code, _, err = _run(capsys, "simulate", "--decks", str(tmp_path / "none.deck"), "krebiz", "--games", "1")
    assert code == 1 and "none.deck" in err and "Traceback" not in err
