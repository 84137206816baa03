"""The headless simulation loop, its bots, and ``ge-desktop simulate --ruleset galactic-supremacy``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.rulesets.galactic_supremacy.simulate import simulate, summary


def test_simulate_three_standard_bots_end_by_conquest_and_replay() -> None:
    results = simulate(3, 2, seed=1, check=True)
    assert [r.end for r in results] == ["conquest", "conquest"]
    assert all(r.winner is not None for r in results)
    assert summary(results)["conquest_rate"] == 1.0


def test_simulate_is_the_same_every_time() -> None:
    first = simulate(2, 1, seed=5, bots=("standard", "random"), turn_cap=15)
    assert simulate(2, 1, seed=5, bots=("standard", "random"), turn_cap=15) == first


def test_standard_bot_beats_the_random_bot() -> None:
    results = simulate(2, 4, seed=40, bots=("standard", "random"), turn_cap=100)
    wins = sum(1 for r in results if r.winner is not None and r.bots[r.winner] == "standard")
    assert wins >= 3


def test_simulate_command_with_the_ruleset_prints_json_and_saves_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--ruleset", "galactic-supremacy", "--players", "2", "--games", "1", "--seed", "3", "--bots", "standard", "random"]
    assert main([*argv, "--json", "--turn-cap", "200", "--save-records", str(tmp_path)]) == 0
    report = json.loads(capsys.readouterr().out)
    game = report["games"][0]
    assert report["summary"]["games"] == 1 and game["end"] == "conquest" and game["bots"] == ["standard", "random"]
    assert main(["replay", "--check", str(tmp_path / "game-3.gerec")]) == 0


def test_simulate_command_refuses_a_bad_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ruleset", "galactic-supremacy", "--players", "7"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err
    assert main(["simulate", "--ruleset", "galactic-supremacy", "--decks", "argonian"]) == 2
    assert "built-in deck" in capsys.readouterr().err
