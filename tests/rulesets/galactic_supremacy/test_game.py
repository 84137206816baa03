"""Records: a game is its setup, seed and actions; replay reproduces it and refuses a bad record."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ge_desktop.rulesets.galactic_supremacy.game import RecordError, replay
from ge_desktop.rulesets.galactic_supremacy.simulate import play_game
from ge_desktop.rulesets.galactic_supremacy.state import Setup


@pytest.fixture(scope="module")
def record() -> dict:
    return play_game(Setup(2), 21, ("standard", "random"), turn_cap=20).record()


def test_record_replays_to_the_same_state(record: dict) -> None:
    assert json.loads(json.dumps(record)) == record
    assert replay(record).state.digest() == record["digest"]


def test_record_with_a_changed_action_names_the_line(record: dict) -> None:
    broken = dict(record, actions=[*record["actions"][:3], "attack #999", *record["actions"][4:]])
    with pytest.raises(RecordError, match="record action 4"):
        replay(broken)


def test_record_with_a_wrong_digest_is_refused(record: dict) -> None:
    with pytest.raises(RecordError, match="replay ends in state"):
        replay(dict(record, digest="0" * 16))


@pytest.mark.parametrize("change", [{"ruleset": "galactic-empires"}, {"format_version": 99}, {"setup": {"players": 9}}])
def test_record_of_another_kind_is_refused(record: dict, change: dict) -> None:
    with pytest.raises(RecordError):
        replay(dict(record, **change))


def test_the_ruleset_imports_neither_qt_nor_pillow() -> None:
    code = (
        "import sys, importlib\n"
        "for m in ('game', 'bots', 'simulate', 'observe'):\n"
        "    importlib.import_module('ge_desktop.rulesets.galactic_supremacy.' + m)\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'PIL')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
