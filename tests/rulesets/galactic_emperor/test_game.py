"""Galactic Emperor through the engine's ``Game``, records and ``replay --check``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ge_desktop.cli import main
from ge_desktop.engine import IllegalActionError, get_ruleset
from ge_desktop.engine.actions import NotationError
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_emperor.actions import ChooseRole, SetDirection, parse_action
from ge_desktop.rulesets.galactic_emperor.components import Role
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR, GalacticEmperor
from ge_desktop.rulesets.galactic_emperor.simulate import play_game
from ge_desktop.rulesets.galactic_emperor.state import Phase, Setup
from ge_desktop.storage.records import RecordError, read_record, record_of, save_record, write_record
from ge_desktop.storage.replay import ReplayRejected, replay, snapshot_problem


@pytest.fixture(scope="module")
def finished() -> Game:
    return play_game(Setup(4, seed=21), ("standard", "random", "standard", "random"))


def test_the_ruleset_is_registered_by_name() -> None:
    assert isinstance(get_ruleset("galactic-emperor"), GalacticEmperor)


def test_game_drives_galactic_emperor() -> None:
    game = Game.new(Setup(3, seed=4))
    assert game.phases()[0] is Phase.DIRECTION
    with pytest.raises(IllegalActionError, match="GEm Game Rounds"):
        game.play(ChooseRole(Role.WARLORD))
    copy = game.clone()
    game.play(SetDirection(True))
    assert game.phase is Phase.CHOOSE_ROLE and copy.phase is Phase.DIRECTION


def test_every_action_notation_round_trips_and_bad_text_is_refused(finished: Game) -> None:
    for action in finished.history:
        assert parse_action(action.notation()) == action
    for bad in ("explore", "move f9x to 1,0", "assign f1", "role emperor", "warp to 1;0"):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_a_record_replays_exactly_from_seed_and_actions(finished: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert finished.outcome is not None
    record = record_of(finished)
    text = write_record(record)
    again = read_record(text)
    replayed = replay(again, None)
    assert snapshot_problem(replayed, again) is None
    assert GALACTIC_EMPEROR.digest(replayed.state) == GALACTIC_EMPEROR.digest(finished.state)
    path = tmp_path / "gem.gerec"
    save_record(record, path)
    assert main(["replay", "--check", "--json", str(path)]) == 0
    assert '"winner"' in capsys.readouterr().out


def test_a_record_with_a_changed_action_is_rejected(finished: Game) -> None:
    lines = write_record(record_of(finished)).splitlines()
    lines[3] = '{"action": "role scientist"}'
    lines[4] = '{"action": "role scientist"}'
    with pytest.raises(ReplayRejected, match="role scientist"):
        replay(read_record("\n".join(lines) + "\n"), None)


def test_a_record_with_a_bad_config_is_refused(finished: Game) -> None:
    text = write_record(record_of(finished)).replace('"players": 4', '"players": 9', 1)
    with pytest.raises(RecordError, match="3 to 6 players"):
        replay(read_record(text), None)


def test_setup_config_round_trips_through_a_record_header() -> None:
    setup = Setup(5, 99)
    assert GALACTIC_EMPEROR.config_from_data(GALACTIC_EMPEROR.config_data(setup)) == setup
    with pytest.raises(ValueError, match="whole number"):
        GALACTIC_EMPEROR.config_from_data({"players": "3"})


def test_the_ruleset_imports_neither_qt_nor_pillow() -> None:
    code = (
        "import sys, importlib\n"
        "for m in ('ruleset', 'bots', 'simulate', 'observe'):\n"
        "    importlib.import_module('ge_desktop.rulesets.galactic_emperor.' + m)\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'PIL')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
