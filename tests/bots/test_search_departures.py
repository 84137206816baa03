"""``benchmarks/search_departures.py``: a seeded game's searched decisions recorded and
reported, and its bad input refused with a message naming the file and the line."""

from __future__ import annotations

import io
import json
import sys

import pytest


@pytest.fixture(scope="module")
def departures(benchmark):
    return benchmark("search_departures")


def test_every_search_of_a_seeded_game_is_recorded_with_the_standard_bots_choice_first(departures, monkeypatch) -> None:
    from ge_desktop.bots import strong

    monkeypatch.setattr(strong.StrongBot, "search", strong.StrongBot.search)  # so the recording search is undone after the test
    out = io.StringIO()
    departures.record_searches(out)
    result = departures.bench_bots.play_game("strong-easy", "standard", 0, 5000, False, "a")
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    searches = result["search"][str(result["seats"].index("strong-easy"))]["searches"]
    assert rows and len(rows) == searches
    for row in rows:
        assert len(row["candidates"]) == 2  # easy: the standard bot's choice and the best other
        assert 0 <= row["chosen"] < len(row["candidates"])
        assert all(isinstance(kind, str) and kind for kind in row["candidates"])
    assert {row["decision"] for row in rows} & {"play_a", "play_b", "weapons_fire"}


def test_the_report_counts_departures_per_decision_and_per_kind(departures, capsys) -> None:
    rows = [{"decision": "play_a", "candidates": ["Done", "Play:S"], "chosen": 1}] * 10
    rows += [{"decision": "play_a", "candidates": ["Play:S", "Done"], "chosen": 0}] * 10
    departures.report(rows)
    text = capsys.readouterr().out
    assert "20 searched decisions" in text
    assert "left the standard bot's choice in  50.0 %" in text
    assert "Play:S" in text and "10 kept 100.0 %" in text and "10 chosen 100.0 %" in text


@pytest.mark.parametrize(
    ("content", "message"),
    [("{bad\n", "line 1 is not JSON"), ('{"decision": "play_a"}\n', "line 1 is not a recorded decision"), ("[1, 2]\n", "line 1 is not a recorded decision")],
)
def test_a_broken_record_line_is_named_and_skipped(departures, tmp_path, monkeypatch, capsys, content, message) -> None:
    """A run cut short may leave half a line: it is named and skipped, the rest reported
    (``bench_bots.load``, as for the benchmark's own result files)."""
    path = tmp_path / "departures.jsonl"
    path.write_text(content + json.dumps({"decision": "play_a", "candidates": ["Done", "Play:S"], "chosen": 1}) + "\n", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["search_departures.py", "--report", "--out", str(path)])
    departures.main()
    captured = capsys.readouterr()
    assert str(path) in captured.err and message in captured.err and "Traceback" not in captured.err
    assert "1 searched decisions" in captured.out


def test_a_missing_record_file_is_refused(departures, tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["search_departures.py", "--report", "--out", str(tmp_path / "none.jsonl")])
    with pytest.raises(SystemExit) as exit_:
        departures.main()
    assert exit_.value.code == 2
    assert "none.jsonl: no such file" in capsys.readouterr().err


def test_bots_without_a_search_are_refused(departures, monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["search_departures.py", "--bots", "standard:random", "--games", "1"])
    with pytest.raises(SystemExit):
        departures.main()
    assert "no strong bot" in capsys.readouterr().err
