"""The ``ge-desktop`` command line: exit codes and messages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ge_desktop import __version__
from ge_desktop.cards.decks import starter_deck_paths
from ge_desktop.cli import main


def test_version_from_python_dash_m() -> None:
    result = subprocess.run([sys.executable, "-m", "ge_desktop", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == f"ge-desktop {__version__}"


def test_cards_validate_passes_on_the_shipped_catalog(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "validate"]) == 0
    assert capsys.readouterr().out.startswith("ok: ")


def test_cards_validate_reports_each_problem_and_exits_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"format_version": 1, "cards": [{"id": "x-1", "name": "X", "types": ["S"], "strength": 99, "set_code": "UE", "provenance": "designed"}]})
    )
    assert main(["cards", "validate", str(bad)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == f"{bad}: card 'x-1': field strength: Input should be less than or equal to 10"
    assert err[-1] == "1 problem(s) in 1 file(s); 0 card(s) valid"


def test_cards_validate_accepts_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.json").write_text('{"format_version": 1, "cards": []}')
    assert main(["cards", "validate", str(tmp_path)]) == 0
    assert "ok: 0 cards in 1 file(s)" in capsys.readouterr().out


def test_cards_list_filters_by_type_and_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "list", "--type", "S", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    assert cards and all("S" in c["types"] for c in cards)


def test_cards_list_filters_by_empire(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "list", "--empire", "generic"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].endswith("card(s)") and all(" generic " in line for line in lines[:-1])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["cards", "list", "--type", "Z"], "'Z' is not a card type letter"),
        (["cards", "list", "--empire", "Galactic Bank"], "unknown empire 'Galactic Bank'"),
    ],
)
def test_cards_list_bad_filter_is_a_clear_error(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_wrong_arguments_exit_two_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["deck", "check", "x.deck", "--players", "many"])
    assert raised.value.code == 2
    assert "--players: 'many' is not a whole number" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--no-such-option"])
    assert "unrecognized arguments: --no-such-option" in capsys.readouterr().err


def test_deck_check_accepts_the_default_basic_set_decks(capsys: pytest.CaptureFixture[str]) -> None:
    starters = starter_deck_paths()
    assert [p.name for p in starters] == ["basic-set-a-argonian.deck", "basic-set-a-krebiz.deck"]
    for path in starters:
        assert main(["deck", "check", str(path)]) == 0, capsys.readouterr().err
        assert capsys.readouterr().out.startswith("ok: ")


def test_deck_check_reports_violations_citing_the_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "bad.deck"
    deck.write_text("Empire: Galactic Bank\n")
    assert main(["deck", "check", str(deck)]) == 1
    assert f"{deck}: ANNOUNCE DECK EMPIRE: the deck announces 'Galactic Bank'" in capsys.readouterr().err


def test_deck_check_variations_200_point_challenge_and_free_for_all(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    starter = starter_deck_paths()[0]
    assert main(["deck", "check", str(starter), "--challenge", "200"]) == 1
    assert "THE 200 POINT CHALLENGE: the deck holds" in capsys.readouterr().err
    assert main(["deck", "check", str(starter), "--free-for-all"]) == 0
    with pytest.raises(SystemExit):
        main(["deck", "check", str(starter), "--challenge", "lots"])
    assert "'lots' is not a whole number" in capsys.readouterr().err


def test_deck_check_unreadable_deck_names_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "typo.deck"
    deck.write_text("Empire: Argonian\n3 S5 Nonexistent Cruiser\n")
    assert main(["deck", "check", str(deck)]) == 1
    assert f"{deck}:2: no card 'S5 Nonexistent Cruiser'" in capsys.readouterr().err


def test_deck_check_knows_the_users_own_cards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from ge_desktop.cards.user_catalog import UserCatalog

    user = UserCatalog.load()
    user.path.parent.mkdir(parents=True, exist_ok=True)
    user.path.write_text(
        json.dumps(
            {
                "format_version": 1,
                "cards": [
                    {
                        "id": "my-moon",
                        "name": "My Moon",
                        "types": ["T"],
                        "strength": 2,
                        "generates": {"energy": 1},
                        "set_code": "HOME",
                        "provenance": "designed",
                    }
                ],
            }
        )
    )
    deck = tmp_path / "mine.deck"
    deck.write_text("Empire: Argonian First Republic\n4 T2 My Moon\n")
    assert main(["deck", "check", str(deck)]) == 0, capsys.readouterr().err


def test_cards_list_json_names_each_printing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "list", "--type", "S", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    cards = listed if isinstance(listed, list) else listed["cards"]
    typhoon = next(c for c in cards if c.get("subtitle") == "Argonian Typhoon Heavy Cruiser")
    assert typhoon["printings"] == [{"set": "PE", "image": "S6_-_Argonian_Typhoon_Heavy_Cruiser_PE"}]
    assert typhoon["strength"] == 6 and typhoon["provenance"] == "printed"


@pytest.mark.parametrize(
    ("typed", "plays"),
    [
        ("galactic-empires", "galactic-empires-2.1"),
        ("galactic-empires-2.1", "galactic-empires-2.1"),
        ("ge", "galactic-empires-2.1"),
        ("galactic-supremacy", "galactic-supremacy"),
        ("gs", "galactic-supremacy"),
        ("Galactic-Empires", "galactic-empires-2.1"),
    ],
)
def test_simulate_ruleset_plays_the_game_each_registered_name_and_alias_names(typed: str, plays: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--ruleset", typed, "--games", "1", "--seed", "3", "--json", "--turn-cap", "4"]
    if plays.startswith("galactic-empires"):
        argv += ["--decks", "a-argonian", "a-krebiz"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["ruleset"] == plays


def _registered_names() -> list[tuple[str, str]]:
    from ge_desktop.games import load_games

    return [(word, game.name) for game in load_games() for word in (game.name, *game.aliases)]


@pytest.mark.parametrize(("typed", "game"), _registered_names())
def test_simulate_ruleset_takes_every_registered_name_and_alias(typed: str, game: str) -> None:
    from ge_desktop.commands.simulate import _ruleset_name

    assert _ruleset_name(typed) == game == _ruleset_name(typed.upper())


def test_every_ruleset_the_kernel_knows_is_a_registered_game() -> None:
    from ge_desktop.engine import registered_rulesets
    from ge_desktop.games import find_game, load_games

    load_games()
    assert {"galactic-empires-2.1", "galactic-supremacy"} <= set(registered_rulesets())
    assert all(find_game(name).name == name for name in registered_rulesets())


def test_simulate_refuses_an_unknown_game_naming_the_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--ruleset", "chess", "--games", "1"])
    assert exit_.value.code == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
