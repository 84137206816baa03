"""``benchmarks/bench_bots.py --against``: two runs on the same seeds compared game by game."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest


@pytest.fixture(scope="module")
def bench(benchmark):
    return benchmark("bench_bots")


def _row(index: int, first_won: bool | None) -> dict:
    """A finished game of ``strong-hard:strong``: the first bot at seat ``index % 2``."""
    first_seat = index % 2
    winner_seat = None if first_won is None else (first_seat if first_won else 1 - first_seat)
    seats = ["strong-hard", "strong"] if first_seat == 0 else ["strong", "strong-hard"]
    return {
        "pair": "strong-hard:strong",
        "index": index,
        "seed": 1000 + index,
        "seats": seats,
        "deck_set": "a",
        "decks": ["Basic Set A: Argonian First Republic", "Basic Set A: Krebiz Capitalist Alliance"],
        "winner": None if winner_seat is None else seats[winner_seat],
        "winner_seat": winner_seat,
        "first_seat": first_seat,
        "end": "turn_cap" if winner_seat is None else "hq_destroyed",
        "turns": 10,
        "actions": 300,
        "seconds": 1.0,
        "search": {},
    }


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def test_two_runs_on_the_same_seeds_are_compared_game_by_game(bench, tmp_path, monkeypatch, capsys) -> None:
    here = [_row(0, True), _row(1, True), _row(2, False), _row(3, None), _row(4, True)]
    there = [_row(0, True), _row(1, False), _row(2, True), _row(3, False), _row(9, True)]
    mine, other = _write(tmp_path / "here.jsonl", here), _write(tmp_path / "there.jsonl", there)
    monkeypatch.setattr(sys, "argv", ["bench_bots.py", "--report", "--out", str(mine), "--against", str(other)])
    bench.main()
    out = capsys.readouterr().out
    # games 0-3 in both: won here 0, 1 (2); there 0, 2 (2); the same seat won game 0 only
    assert (
        "strong-hard:strong on the 4 games both runs played: 2 won here, 2 in --against; "
        "the same seat won 1 (25 %); won only here 1, only in --against 1"
    ) in out


def test_a_missing_against_file_is_refused_with_its_name(bench, tmp_path, monkeypatch, capsys) -> None:
    mine = _write(tmp_path / "here.jsonl", [_row(0, True)])
    monkeypatch.setattr(sys, "argv", ["bench_bots.py", "--report", "--out", str(mine), "--against", str(tmp_path / "none.jsonl")])
    with pytest.raises(SystemExit) as exit_:
        bench.main()
    assert exit_.value.code == 2
    assert "none.jsonl: no such file" in capsys.readouterr().err


def test_a_game_in_both_out_and_also_is_compared_once(bench, tmp_path, monkeypatch, capsys) -> None:
    here = [_row(0, True), _row(1, True)]
    there = [_row(0, False), _row(1, True)]
    mine, other = _write(tmp_path / "here.jsonl", here), _write(tmp_path / "there.jsonl", there)
    monkeypatch.setattr(sys, "argv", ["bench_bots.py", "--report", "--out", str(mine), "--also", str(mine), "--against", str(other)])
    bench.main()
    assert "strong-hard:strong on the 2 games both runs played: 2 won here, 1 in --against" in capsys.readouterr().out
