"""``simulate`` plays decks imported from a LackeyCCG plugin to the end (issue 18)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.lackey.importer import import_plugin
from tests.lackey_data import LackeyData


@pytest.fixture
def decks(tmp_path: Path, lackey_data: LackeyData) -> dict[str, str]:
    report = import_plugin(lackey_data.plugin(tmp_path / "GalacticEmpires"), lackey_data.checklist)
    return {d.name: d.path for d in report.decks}


def _simulate(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", *args, "--json", "--no-progress"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("first", "second", "bots"), [
    ("Basic Deck A Argonian", "Basic Deck A Krebiz", ("standard", "standard")),
    ("Basic Deck B Corporate", "Basic Deck C Tufor", ("standard", "random")),
    ("Basic Deck C POT", "Basic Deck B Mechad", ("random", "standard")),
])
def test_standard_games_with_imported_decks_play_to_the_end(capsys, decks: dict[str, str], first: str, second: str, bots: tuple[str, str]) -> None:
    data = _simulate(capsys, "--decks", decks[first], decks[second], "--bots", *bots, "--games", "2")
    assert len(data["games"]) == 2 and all(g["end"] is not None for g in data["games"]), data["games"]
    assert all("error" not in g for g in data["games"])


def test_a_shared_basic_deck_plays_the_basic_game(capsys, decks: dict[str, str]) -> None:
    data = _simulate(capsys, "--decks", decks["Basic Deck A"], "--variant", "basic", "--players", "2", "--bots", "standard", "standard", "--games", "2")
    assert all(g["end"] is not None and "error" not in g for g in data["games"]), data["games"]
