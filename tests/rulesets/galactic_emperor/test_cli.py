"""``ge-desktop simulate --ruleset galactic-emperor`` plays Galactic Emperor to its own end conditions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cli import main


@pytest.mark.parametrize("typed", ["galactic-emperor", "gem"])
def test_simulate_ruleset_galactic_emperor_plays_it(typed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--ruleset", typed, "--players", "3", "--games", "1", "--seed", "2", "--json", "--save-records", str(tmp_path)]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ruleset"] == "galactic-emperor"
    assert report["games"][0]["end"] in ("last_token", "vp_pool") and len(report["games"][0]["bots"]) == 3
    assert main(["replay", "--check", str(tmp_path / "game-2.gerec")]) == 0


def test_simulate_galactic_emperor_refuses_a_turn_cap_and_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ruleset", "galactic-emperor", "--turn-cap", "5", "--games", "1"]) == 2
    assert "no --turn-cap" in capsys.readouterr().err
    assert main(["simulate", "--ruleset", "galactic-emperor", "--players", "2", "--games", "1"]) == 2
    assert "3 to 6 players" in capsys.readouterr().err
