"""A seeded sample of the Basic Set balance benchmark (``benchmarks/bench_basic_set.py``).

Every Standard Game pairing of the printed decks (A, B, each two-player pairing of C, C as
three players) and the Basic Game of each shared deck, with the simulator's weighted agent
and with the standard bot: every game ends (a winner or the turn cap), none raises, and the
summary adds up. The full runs (500 and 300 games each) are the benchmark's.
"""

from __future__ import annotations

import json

import pytest

from ge_desktop.cli import main

STANDARD = [["argonian", "krebiz"], ["corporate", "mechad"], ["pot", "scorpead"], ["pot", "tufor"], ["scorpead", "tufor"], ["pot", "scorpead", "tufor"]]
BASIC = ["a", "b", "c"]


def _simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code = main(["simulate", *argv, "--json", "--no-progress", "--turn-cap", "25"])
    out, err = capsys.readouterr()
    assert code == 0, err
    data = json.loads(out)
    assert all(g["end"] in ("hq_destroyed", "turn_cap", "fifty_points") for g in data["games"]), data["games"]
    assert sum(r["wins"] for r in data["summary"]) == sum(g["winner"] is not None for g in data["games"])
    return data


@pytest.mark.parametrize("decks", STANDARD, ids=["-".join(d) for d in STANDARD])
def test_standard_game_pairings_play_to_the_end_with_the_weighted_agent_and_the_standard_bot(capsys, decks: list[str]) -> None:
    weighted = _simulate(capsys, "--decks", *decks, "--agent", "weighted", "--games", "2", "--seed", "3")
    assert len(weighted["games"]) == 2 and all(len(g["decks"]) == len(decks) for g in weighted["games"])
    assert {d for g in weighted["games"] for d in g["decks"]} == {
        f"basic-set-{'a' if d in ('argonian', 'krebiz') else 'b' if d in ('corporate', 'mechad') else 'c'}-{d}" for d in decks
    }
    standard = _simulate(capsys, "--decks", *decks, "--bots", *["standard"] * len(decks), "--games", "1", "--seed", "5")
    assert standard["games"][0]["bots"] == ["standard"] * len(decks)


@pytest.mark.parametrize("deck", BASIC)
def test_basic_games_of_each_shared_deck_play_to_the_end(capsys, deck: str) -> None:
    weighted = _simulate(capsys, "--decks", deck, "--agent", "weighted", "--players", "2", "--variant", "basic", "--games", "2", "--seed", "3")
    assert all(g["decks"] == [f"basic-set-{deck}"] * 2 for g in weighted["games"])
    _simulate(capsys, "--decks", deck, "--bots", "standard", "standard", "--variant", "basic", "--games", "1", "--seed", "5")
