"""Records from anywhere: limits, strict header types, lines that always split the same way.

Issue 13's Why for records: a ``[`` x 1000 line and a 4,301-digit number were tracebacks
(only ``JSONDecodeError`` was caught); a deck name with U+2028 was written raw and the
reload failed; ``"players": "2"`` passed; a 241 KB record of shuffles replayed for 8.7 s;
``replay --check`` passed a record edited to sandbox mode.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.cli import main
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, PlayerDeck
from ge_desktop.storage.records import (
    MAX_RECORD_ACTIONS,
    MAX_RECORD_SHUFFLES,
    GameRecord,
    RecordError,
    load_record,
    read_record,
    record_of,
    save_record,
    write_record,
)


@pytest.fixture(scope="module")
def decks() -> tuple[PlayerDeck, ...]:
    catalog = default_catalog()
    return tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())


@pytest.fixture(scope="module")
def game(decks):
    return play_random_game(GameConfig(decks=decks, seed=9, turn_cap=3), default_catalog())


def _header_line(game) -> str:
    return write_record(record_of(game, with_snapshot=False)).splitlines()[0]


@pytest.mark.parametrize(
    ("second_line", "words"),
    [
        ("[" * 1000, "the line at column 17: nested more than 16 levels deep"),
        ('{"action": ' + "9" * 4301 + "}", "a number of 4,301 characters"),
        ('{"action": "done", "action": "done"}', "appears twice"),
        ('{"action": 1}', "valid string"),
        ('{"action": "x' + "y" * 70_000 + '"}', "characters long"),
    ],
)
def test_a_bad_action_line_is_one_message_naming_file_and_line(game, second_line: str, words: str) -> None:
    text = _header_line(game) + "\n" + second_line + "\n"
    with pytest.raises(RecordError) as caught:
        read_record(text, "game.gerec")
    assert str(caught.value).startswith("game.gerec:2: ") and words in str(caught.value)


@pytest.mark.parametrize("header", ["[" * 1000, '{"format_version": ' + "1" * 4301 + "}", "", '{"format_version": true}'])
def test_a_bad_header_is_one_message_naming_line_1(header: str) -> None:
    with pytest.raises(RecordError, match=r"^game.gerec:1: "):
        read_record(header + "\n", "game.gerec")


@pytest.mark.parametrize(
    ("field", "value"),
    [("players", "2"), ("players", True), ("seed", "3"), ("seed", 3.0), ("turn_cap", False), ("format_version", True)],
)
def test_header_numbers_are_strict(game, field: str, value: object) -> None:
    header = json.loads(_header_line(game))
    header[field] = value
    with pytest.raises(RecordError, match=r"^game.gerec:1: "):
        read_record(json.dumps(header) + "\n", "game.gerec")


def test_deck_counts_in_the_header_are_strict(game) -> None:
    header = json.loads(_header_line(game))
    header["decks"][0]["cards"][0][0] = "3"
    with pytest.raises(RecordError, match=r"decks\.0\.cards\.0\.0"):
        read_record(json.dumps(header) + "\n", "game.gerec")


@pytest.mark.parametrize("breaker", ["\u2028", "\u2029", "\x85", "\n", "\r", "\x0b", "\x0c", "\x1c"])
def test_a_deck_name_with_a_line_breaker_reads_back(game, tmp_path: Path, breaker: str) -> None:
    record = record_of(game, with_snapshot=False)
    header = record.header.model_copy(update={"decks": [d.model_copy(update={"name": f"A{breaker}B"}) for d in record.header.decks]})
    path = tmp_path / "game.gerec"
    save_record(GameRecord(header, record.actions), path)
    assert breaker not in path.read_text(encoding="utf-8").replace("\n", "") or breaker == "\n"
    assert load_record(path).header.decks[0].name == f"A{breaker}B"


def test_an_old_record_with_a_raw_u2028_still_reads(game) -> None:
    """Records written before the fix hold the character raw; lines end at \\n only now."""
    lines = write_record(record_of(game, with_snapshot=False)).split("\n")
    header = json.loads(lines[0])
    header["decks"][0]["name"] = "Star\u2028ter"
    raw = json.dumps(header, ensure_ascii=False)
    assert "\u2028" in raw
    assert read_record("\n".join([raw, *lines[1:]])).header.decks[0].name == "Star\u2028ter"


def test_names_with_line_breaks_from_a_deck_are_cleaned_in_the_header(decks) -> None:
    odd = (PlayerDeck(name="Two\nLines\u2028Here", empire=decks[0].empire, cards=decks[0].cards, reserve_hint=decks[0].reserve_hint), decks[1])
    game = play_random_game(GameConfig(decks=odd, seed=1, turn_cap=1), default_catalog())
    assert record_of(game).header.decks[0].name == "Two Lines Here"


def test_too_many_actions_or_shuffles_are_refused_before_replaying(game) -> None:
    header = _header_line(game)
    actions = "".join('{"action": "done"}\n' for _ in range(MAX_RECORD_ACTIONS + 1))
    with pytest.raises(RecordError, match=f"game.gerec:{MAX_RECORD_ACTIONS + 2}: more than 20,000 actions"):
        read_record(header + "\n" + actions, "game.gerec")
    shuffles = "".join('{"action": "~shuffle p0"}\n' for _ in range(MAX_RECORD_SHUFFLES + 1))
    with pytest.raises(RecordError, match=f"game.gerec:{MAX_RECORD_SHUFFLES + 2}: more than 2,000 shuffles"):
        read_record(header + "\n" + shuffles, "game.gerec")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_check_compares_the_whole_header(game, tmp_path: Path, capsys) -> None:
    path = tmp_path / "game.gerec"
    save_record(record_of(game), path)
    assert _run(capsys, "replay", str(path), "--check")[0] == 0
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    for field, value in (("mode", GameMode.SANDBOX.value), ("options", ["winner_keeps_antes"]), ("turn_cap", 99)):
        header = json.loads(lines[0])
        header[field] = value
        path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
        code, _, err = _run(capsys, "replay", str(path), "--check")
        assert code == 1 and f"the header's '{field}'" in err, (field, err)
    header = json.loads(lines[0])
    header["decks"][0]["name"] = "Renamed"
    path.write_text(json.dumps(header) + "\n" + "".join(lines[1:]), encoding="utf-8")
    code, _, err = _run(capsys, "replay", str(path), "--check")
    assert code == 1 and "the header's 'decks'" in err


def test_a_run_of_more_than_99_identical_cards_is_written_as_runs_the_reader_accepts(decks) -> None:
    from ge_desktop.rulesets.galactic_empires.records import header_for
    from ge_desktop.storage.records import config_of

    many = PlayerDeck(name="Many", empire=decks[0].empire, cards=(decks[0].cards[0],) * 120, reserve_hint=())
    config = GameConfig(decks=(many, decks[1]), seed=1)
    record = GameRecord(header_for(config), [])
    assert record.header.decks[0].cards == [(99, decks[0].cards[0].id), (21, decks[0].cards[0].id)]
    again = read_record(write_record(record))
    assert config_of(again, default_catalog()).decks[0].cards == many.cards
