"""``ge-desktop simulate --bots``: seats rotate, workers change nothing, the summary adds up."""

from __future__ import annotations

import json

import pytest

from ge_desktop.bots.simulation import wilson
from ge_desktop.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


BOTS = ("simulate", "--decks", "argonian", "krebiz", "--bots", "standard", "random", "--seed", "11")


def test_results_are_identical_whatever_the_number_of_workers(capsys) -> None:
    one = json.loads(_run(capsys, *BOTS, "--games", "4", "--json")[1])
    two = json.loads(_run(capsys, *BOTS, "--games", "4", "--json", "--workers", "2")[1])
    assert one["games"] == two["games"] and one["summary"] == two["summary"]
    assert [g["seed"] for g in one["games"]] == [11, 12, 13, 14]


def test_seats_rotate_between_games_and_each_game_lists_its_bots_and_decks(capsys) -> None:
    games = json.loads(_run(capsys, *BOTS, "--games", "4", "--json")[1])["games"]
    assert [g["bots"] for g in games] == [["standard", "random"], ["random", "standard"]] * 2
    assert [g["decks"] for g in games] == [["basic-set-a-argonian", "basic-set-a-krebiz"], ["basic-set-a-krebiz", "basic-set-a-argonian"]] * 2


def test_standard_bot_beats_the_random_bot_with_either_starter_deck(capsys) -> None:
    for decks in (("basic-set-a-argonian", "basic-set-a-krebiz"), ("basic-set-a-krebiz", "basic-set-a-argonian")):
        data = json.loads(_run(capsys, "simulate", "--decks", *decks, "--bots", "standard", "random", "--games", "4", "--json")[1])
        standard = next(row for row in data["summary"] if row["bot"] == "standard")
        assert standard["deck"] == decks[0] and standard["games"] == 4
        assert standard["wins"] >= 3, data["games"]


def test_summary_rows_count_seat_games_with_a_confidence_interval(capsys) -> None:
    code, out, _ = _run(capsys, *BOTS, "--games", "2", "--players", "3", "--turn-cap", "6", "--json")
    data = json.loads(out)
    assert code == 0 and all(len(g["bots"]) == 3 for g in data["games"])
    rows = {(r["deck"], r["bot"]): r for r in data["summary"]}
    assert rows[("basic-set-a-argonian", "standard")]["games"] == 4 and rows[("basic-set-a-krebiz", "random")]["games"] == 2
    wins = sum(r["wins"] for r in data["summary"])
    assert wins == sum(g["winner"] is not None for g in data["games"])
    for row in data["summary"]:
        low, high = row["ci95"]
        assert 0 <= low <= row["win_rate"] <= high <= 1
    assert data["mean_turns"] > 0 and data["mean_actions"] > 0 and data["games_per_s"] > 0


def test_text_output_has_the_summary_table_and_a_progress_bar_on_request(capsys) -> None:
    code, out, err = _run(capsys, *BOTS, "--games", "2", "--progress")
    assert code == 0 and "2 games played" in out
    assert "win rate" in out and "95% CI" in out and "argonian" in out and "standard" in out
    assert "100%|" in err and "2/2 games" in err and "[" in err and "games/s" in err  # tqdm's bar


def test_no_progress_bar_when_stderr_is_not_a_terminal(capsys) -> None:
    code, _, err = _run(capsys, *BOTS, "--games", "1")
    assert code == 0 and err.startswith("elapsed ") and "%|" not in err and "\r" not in err


def test_an_unknown_bot_or_too_few_players_is_one_clear_line(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "--decks", "argonian", "krebiz", "--bots", "clever"])
    assert stop.value.code == 2 and "clever" in capsys.readouterr().err
    code, _, err = _run(capsys, "simulate", "--decks", "argonian", "--bots", "standard", "--games", "1")
    assert code == 2 and "2 to 12 players" in err and "Traceback" not in err


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    low, high = wilson(0, 10)
    assert low == 0 and round(high, 4) == 0.2775
    assert wilson(200, 200)[1] == 1 and wilson(200, 200)[0] > 0.98


def test_simulate_text_names_seats_as_the_app_does(capsys) -> None:
    """The summary says 'Player 1', 'Player 2' (the app's words), never p0/p1."""
    from ge_desktop.cli import main

    argv = ["simulate", "--decks", "argonian", "krebiz", "--games", "1", "--turn-cap", "2", "--seed", "3"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Player 1 " in out and "Player 2 " in out and "p0 " not in out and "(p1" not in out
