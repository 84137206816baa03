"""A seeded sample of the options benchmark (``benchmarks/bench_options.py``): for every
in-game optional rule and variation (``Option``), seeded games with it on (``simulate
--option NAME``) by the weighted agent and the standard bot all end (a winner or the turn
cap), none raises, and each game's record keeps the option. The 200-game runs per option
are the benchmark's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.rulesets.galactic_empires import Option
from ge_desktop.rulesets.galactic_empires.config import LEGACY_OPTIONS
from ge_desktop.storage import load_record

ENDS = ("hq_destroyed", "turn_cap", "fifty_points", "others_quit")


def _decks(option: Option) -> list[str]:
    """Border Defense means something with 3 or more players only."""
    return ["pot", "scorpead", "tufor"] if option is Option.BORDER_DEFENSE else ["argonian", "krebiz"]


NEW_GAME_OPTIONS = [o for o in Option if o not in LEGACY_OPTIONS]  # an older record's options make no new game


@pytest.mark.parametrize("option", NEW_GAME_OPTIONS, ids=[o.value for o in NEW_GAME_OPTIONS])
def test_seeded_games_with_each_option_play_to_the_end(capsys, tmp_path: Path, option: Option) -> None:
    decks = _decks(option)
    argv = ["simulate", "--decks", *decks, "--option", option.value, "--games", "3", "--seed", "11", "--turn-cap", "20"]
    code = main([*argv, "--json", "--no-progress", "--save-records", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    games = json.loads(out)["games"]
    assert len(games) == 3 and all(g["end"] in ENDS for g in games), games
    record = load_record(next(tmp_path.glob("game-*.gerec")))
    assert option in record.header.options  # saved in the record
    code = main(
        [
            "simulate",
            "--decks",
            *decks,
            "--bots",
            *["standard"] * len(decks),
            "--option",
            option.value,
            "--games",
            "1",
            "--seed",
            "5",
            "--turn-cap",
            "20",
            "--json",
            "--no-progress",
        ]
    )
    assert code == 0, capsys.readouterr().err
