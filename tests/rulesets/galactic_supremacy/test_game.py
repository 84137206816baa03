"""Galactic Supremacy through the engine's ``Game``, records and ``replay --check``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.engine import IllegalActionError, get_ruleset
from ge_desktop.engine.errors import GameSetupError
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_supremacy.actions import Attack, Done
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY, GalacticSupremacy
from ge_desktop.rulesets.galactic_supremacy.simulate import play_game
from ge_desktop.rulesets.galactic_supremacy.state import Phase, Setup
from ge_desktop.storage.records import RecordError, read_record, record_of, save_record, write_record
from ge_desktop.storage.replay import ReplayRejected, replay, snapshot_problem


@pytest.fixture(scope="module")
def finished() -> Game:
    return play_game(Setup(2, seed=21), ("standard", "random"), turn_cap=200)


def test_the_ruleset_is_registered_by_name() -> None:
    assert isinstance(get_ruleset("galactic-supremacy"), GalacticSupremacy)


def test_game_drives_galactic_supremacy() -> None:
    game = Game.new(Setup(3, seed=4))
    assert game.phases()[0] is Phase.DRAW and len(game.phases()) == 7
    assert game.phase is Phase.DRAW and game.to_act == game.state.active
    assert Done() in game.legal_actions()
    with pytest.raises(IllegalActionError, match="GS ATTACK PHASE|GS TURN SEQUENCE"):
        game.play(Attack(game.state.players[0].homeworld))
    copy = game.clone()
    game.play(Done())
    assert game.phase is Phase.COMMAND and copy.phase is Phase.DRAW


def test_game_refuses_a_bad_table() -> None:
    with pytest.raises(GameSetupError, match="2 to 6 players"):
        Game.new(Setup(7))


def test_record_replays_and_checks(finished: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert finished.outcome is not None and finished.outcome.winner is not None
    record = record_of(finished)
    text = write_record(record)
    again = read_record(text)
    assert write_record(again) == text
    replayed = replay(again, None)
    assert snapshot_problem(replayed, again) is None
    path = tmp_path / "gs.gerec"
    save_record(record, path)
    assert main(["replay", "--check", "--json", str(path)]) == 0
    assert '"winner"' in capsys.readouterr().out


def test_record_with_a_changed_action_is_rejected(finished: Game) -> None:
    record = record_of(finished)
    lines = write_record(record).splitlines()
    lines[3] = '{"action": "attack #999"}'
    with pytest.raises(ReplayRejected, match="attack #999"):
        replay(read_record("\n".join(lines) + "\n"), None)


def test_record_with_a_bad_config_is_refused(finished: Game) -> None:
    text = write_record(record_of(finished)).replace('"players": 2', '"players": 9', 1)
    with pytest.raises(RecordError, match="2 to 6 players"):
        replay(read_record(text), None)


def test_the_ruleset_imports_neither_qt_nor_pillow() -> None:
    code = (
        "import sys, importlib\n"
        "for m in ('ruleset', 'bots', 'simulate', 'observe'):\n"
        "    importlib.import_module('ge_desktop.rulesets.galactic_supremacy.' + m)\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'PIL')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


def test_setup_config_round_trips_through_a_record_header() -> None:
    setup = Setup(4, True, True, 99)
    assert GALACTIC_SUPREMACY.config_from_data(GALACTIC_SUPREMACY.config_data(setup)) == setup
    with pytest.raises(ValueError, match="whole number"):
        GALACTIC_SUPREMACY.config_from_data({"players": "3"})
