"""Records, saves and autosaves written by the release before format 3 open, check and play on.

The files in ``format2/`` were written by main at 8bd8762, before the canonical state form: a
finished Galactic Empires game with bot seats, one stopped with a volley on the reaction stack
(as an autosave, with its ``file`` field), one with a card's choice open, a Basic Game of three,
a Galactic Supremacy and a Galactic Emperor game, each with its closing snapshot, and a won
game (seed 3 of ``simulate --decks argonian krebiz --games 12 --seed 1``) in which a Shuttlecraft
carries a crew and fires in one turn, as the rules allowed before session 15's fire-or-carry rule
(issue 38). They are read
through the converter (``storage/record_convert.py``): the header becomes a format-3 header,
every Galactic Empires record gets the options that make it play as it was played
(``format2.Format2.upgrade``: *shuttles fire and carry*), ``replay --check`` compares the snapshot with the digest format 2 saved (computed by each game's
converter, never by a class's ``repr``), and saving the game again writes format 3.
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from ge_desktop.bots.random_play import RandomAgent
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cli import main
from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.storage.autosave import autosave_path, find_autosave
from ge_desktop.storage.records import RECORD_FORMAT_VERSION, load_record, read_record, record_of, write_record
from ge_desktop.storage.replay import ReplayRejected, replay, snapshot_problem

FORMAT2 = Path(__file__).with_name("format2")
RECORDS = sorted(FORMAT2.glob("*.gerec"))
GAMES = {"galactic-emperor": "galactic-emperor", "galactic-supremacy": "galactic-supremacy"}


def test_the_format_2_records_are_here() -> None:
    assert len(RECORDS) == 7 and all(path.read_text(encoding="utf-8").startswith('{"format_version": 2') for path in RECORDS)


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_a_format_2_record_converts_checks_and_plays_on_as_format_3(path: Path) -> None:
    record = load_record(path)
    assert record.read_format == 2 and record.header.format_version == RECORD_FORMAT_VERSION
    assert record.header.game == GAMES.get(path.stem, "galactic-empires-2.1")
    game = replay(record, default_catalog(), source=path.name)
    assert snapshot_problem(game, record, default_catalog()) is None
    game.play(RandomAgent(3).choose(game)) if not game.is_terminal() else None
    again = read_record(write_record(record_of(game, seats=record.header.seat_names())))
    assert again.read_format == RECORD_FORMAT_VERSION and again.header.digests is not None
    assert again.header.seat_names() == record.header.seat_names()
    assert snapshot_problem(replay(again, default_catalog()), again, default_catalog()) is None


def test_a_format_2_seat_list_becomes_seat_objects() -> None:
    header = load_record(FORMAT2 / "ge-finished-bots.gerec").header
    assert header.seats is not None and [seat.kind for seat in header.seats] == ["human", "bot"] and header.seats[1].bot == "standard"


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_a_format_2_record_checks_from_the_command_line(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--check", str(path)]) == 0
    assert "rejected" not in capsys.readouterr().out


def test_a_format_2_record_with_a_changed_action_fails_its_check(tmp_path: Path) -> None:
    """The converter's digest is a real check: one action fewer reaches another state."""
    lines = (FORMAT2 / "ge-choice.gerec").read_text(encoding="utf-8").splitlines()
    shortened = "\n".join([*lines[:-2], lines[-1]]) + "\n"
    record = read_record(shortened)
    assert snapshot_problem(replay(record, default_catalog()), record) == "the replayed final state differs from the snapshot saved in the record"


def test_a_format_2_autosave_is_restored_with_its_file() -> None:
    target = autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FORMAT2 / "ge-mid-volley-autosave.gerec", target)
    found = find_autosave()
    assert found.damaged is None and found.record is not None
    assert found.record.header.file is not None and found.record.header.file.unsaved
    game = replay(found.record, default_catalog(), source=target.name)
    assert game.state.pending and snapshot_problem(game, found.record) is None
    game.play(RandomAgent(2).choose(game))


def test_the_start_digest_in_the_header_is_checked(tmp_path: Path) -> None:
    """A format-3 header carries the digest of the dealt position: ``--check`` deals again and compares."""
    record = load_record(FORMAT2 / "ge-choice.gerec")
    game = replay(record, default_catalog())
    text = write_record(record_of(game))
    assert snapshot_problem(replay(read_record(text), default_catalog()), read_record(text), default_catalog()) is None
    start = read_record(text).header.digests
    assert start is not None
    forged = read_record(text.replace(start.start, "0" * 64, 1))
    problem = snapshot_problem(replay(forged, default_catalog()), forged, default_catalog())
    assert problem is not None and "start position" in problem
    path = tmp_path / "forged.gerec"
    path.write_text(text.replace(start.start, "0" * 64, 1), encoding="utf-8")
    assert main(["replay", "--check", str(path)]) == 1


def test_an_online_seat_is_kept_with_its_players_name() -> None:
    from ge_desktop.storage.records import SeatRecord

    game = replay(load_record(FORMAT2 / "ge-choice.gerec"), default_catalog())
    seats = ["human", SeatRecord(kind="online", name="Sue")]
    header = read_record(write_record(record_of(game, seats=seats))).header
    assert header.seats == [SeatRecord(kind="human"), SeatRecord(kind="online", name="Sue")]
    assert header.seat_names() == ["human", "online"]


def test_the_old_outcome_text_comes_from_the_outcome_by_name() -> None:
    """A generic outcome (``reason`` in place of ``end``) gives format 2's text, so finished
    games' old digests survive a change of the outcome's class."""
    from types import SimpleNamespace

    from ge_desktop.engine.terms import Outcome, Seat
    from ge_desktop.rulesets.galactic_empires.format2 import outcome_text
    from ge_desktop.rulesets.galactic_empires.terms import EndReason

    old = "Outcome(winner=1, end=<EndReason.HQ_DESTROYED: 'hq_destroyed'>, complete_turns=9)"
    assert outcome_text(Outcome((Seat(1),), EndReason.HQ_DESTROYED.value, 9)) == old
    assert outcome_text(SimpleNamespace(winners=(1,), winner=1, reason="hq_destroyed", complete_turns=9)) == old


SHUTTLE_RECORD = FORMAT2 / "ge-shuttle-fires-and-carries.gerec"


def test_a_record_from_before_the_fire_or_carry_rule_plays_whole_to_its_winner() -> None:
    record = load_record(SHUTTLE_RECORD)
    assert Option.SHUTTLES_FIRE_AND_CARRY in record.header.options
    game = replay(record, default_catalog(), source=SHUTTLE_RECORD.name)
    assert game.is_terminal() and game.outcome is not None and game.outcome.winners == (0,)
    assert snapshot_problem(game, record, default_catalog()) is None


def test_without_the_older_records_option_the_same_moves_stop_where_a_shuttle_fires_after_carrying() -> None:
    record = load_record(SHUTTLE_RECORD)
    options = [o for o in record.header.options if o is not Option.SHUTTLES_FIRE_AND_CARRY]
    today = dataclasses.replace(record, header=record.header.model_copy(update={"options": options}))
    with pytest.raises(ReplayRejected, match="0 unfired phaser"):
        replay(today, default_catalog(), source=SHUTTLE_RECORD.name)


def test_no_new_game_is_made_with_an_older_records_option(capsys: pytest.CaptureFixture[str]) -> None:
    from ge_desktop.net.games import RequestProblem
    from ge_desktop.rulesets.galactic_empires.online import make_config

    with pytest.raises(RequestProblem, match="'shuttles_fire_and_carry' is not an option"):
        make_config({"options": ["shuttles_fire_and_carry"]}, (), 2, 1)
    with pytest.raises(SystemExit):
        main(["simulate", "--decks", "argonian", "krebiz", "--option", "shuttles_fire_and_carry", "--games", "1"])
    assert "invalid choice: 'shuttles_fire_and_carry'" in capsys.readouterr().err
