"""Records of finished games written before ``Outcome`` was generic (issue #35) still replay
to their snapshot and read as the generic outcome.

The files in ``finished_before_outcome/`` were written by ``simulate --save-records`` on the
code of commit 8bd8762, when Galactic Empires' ``EndReason`` was the kernel's and every
game's outcome carried it: two Galactic Empires games (one won by destroying the other
Sector HQ, one stopped at its turn cap), a Galactic Supremacy conquest and a Galactic
Emperor game. The won Galactic Empires game is seed 6 of ``simulate --decks argonian krebiz
--games 12 --seed 1`` on that commit; seed 3's, the first kept here, has a Shuttlecraft carry
a crew and fire in the same turn, which its text forbids and the rules refuse since session
15 (issue 38: "one of the following each turn"), so it replays only up to that move. A Galactic Empires record's digest spells the outcome as that old value did
(``format2.outcome_text``), so its ``replay --check`` still passes.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cli import main
from ge_desktop.storage.autosave import autosave_path, find_autosave
from ge_desktop.storage.records import load_record
from ge_desktop.storage.replay import replay, snapshot_problem

FINISHED = Path(__file__).with_name("finished_before_outcome")
RECORDS = sorted(FINISHED.glob("*.gerec"))
# each record's snapshot summary: (winner, end) as the old code wrote them
ENDS = {
    "galactic-emperor": (2, "last_token"),
    "galactic-empires-hq-destroyed": (1, "hq_destroyed"),
    "galactic-empires-turn-cap": (None, "turn_cap"),
    "galactic-supremacy-conquest": (0, "conquest"),  # its summary has no "end": the old outcome said hq_destroyed
}


def test_the_finished_records_written_before_the_generic_outcome_are_here() -> None:
    assert [path.stem for path in RECORDS] == sorted(ENDS)


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_a_finished_record_from_before_replays_to_its_snapshot_with_a_generic_outcome(path: Path) -> None:
    record = load_record(path)
    game = replay(record, default_catalog(), source=path.name)
    assert snapshot_problem(game, record) is None
    outcome = game.outcome
    assert outcome is not None and game.is_terminal()
    winner, end = ENDS[path.stem]
    assert (outcome.winner, outcome.reason) == (winner, end)
    assert outcome.winners == (() if winner is None else (winner,))
    seats = sorted(seat for place in outcome.ranking for seat in place)
    assert seats == list(range(len(seats))) and len(seats) >= 2  # every seat ranked once
    if winner is not None:
        assert outcome.ranking[0] == (winner,)
    assert outcome.text and "_" not in outcome.text


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_replay_check_passes_on_a_finished_record_from_before(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--check", str(path)]) == 0
    assert "differs" not in capsys.readouterr().err


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_a_finished_autosave_from_before_is_restored_with_its_outcome(path: Path) -> None:
    target = autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, target)
    found = find_autosave()
    assert found.damaged is None and found.record is not None
    game = replay(found.record, default_catalog(), source=target.name)
    assert game.outcome is not None and game.outcome.reason == ENDS[path.stem][1]
