"""Game records: canonical JSON lines, byte-for-byte round trips, replay, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.rulesets.galactic_empires import GameConfig, Option, Phase, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.format2 import FORMAT2
from ge_desktop.rulesets.galactic_empires.summary import digest
from ge_desktop.storage import RECORD_FORMAT_VERSION, RecordError, load_record, read_record, record_of, save_record, write_record
from ge_desktop.storage.records import header_dump
from ge_desktop.storage.replay import ReplayRejected, replay, snapshot_problem


@pytest.fixture(scope="module")
def starter_decks() -> tuple[PlayerDeck, ...]:
    catalog = default_catalog()
    return tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())


def _game(decks, seed: int = 3, **kw):
    return play_random_game(GameConfig(decks=decks, seed=seed, turn_cap=4, **kw), default_catalog())


def test_record_saved_loaded_and_saved_again_is_byte_for_byte_identical(starter_decks, tmp_path: Path) -> None:
    game = _game(starter_decks, options=frozenset({Option.WINNER_KEEPS_ANTES}))
    path = tmp_path / "game.gerec"
    save_record(record_of(game), path)
    text = path.read_text(encoding="utf-8")
    assert write_record(load_record(path)) == text
    header = json.loads(text.splitlines()[0])
    assert header["format_version"] == RECORD_FORMAT_VERSION and header["seed"] == 3 and header["players"] == 2
    assert json.loads(text.splitlines()[1]) == {"action": game.history[0].notation()}


def test_record_replays_to_the_same_final_state(starter_decks) -> None:
    game = _game(starter_decks, seed=8)
    record = read_record(write_record(record_of(game)))
    replayed = replay(record, default_catalog())
    assert digest(replayed.state) == digest(game.state)
    assert snapshot_problem(replayed, record) is None


def test_a_deck_with_an_empty_empire_line_replays_to_its_snapshot(starter_decks) -> None:
    """A deck file may say ``empire:`` with nothing after it (the community's Ltd decks do); the
    record writes no empire, so the game must hold none either, or the replay parts from it."""
    unnamed = tuple(PlayerDeck(name=d.name, empire="", cards=d.cards) for d in starter_decks)
    assert all(d.empire is None for d in unnamed)
    game = _game(unnamed, seed=8)
    record = read_record(write_record(record_of(game)))
    assert snapshot_problem(replay(record, default_catalog()), record) is None


def test_record_of_a_basic_game_replays(starter_decks) -> None:
    game = _game(starter_decks[:1], seed=2, players=3, variant=Variant.BASIC)
    record = read_record(write_record(record_of(game)))
    assert record.header.variant is Variant.BASIC and record.header.players == 3
    assert digest(replay(record, default_catalog()).state) == digest(game.state)


def test_replay_rejects_an_illegal_action_naming_the_line(starter_decks) -> None:
    game = _game(starter_decks)
    record = record_of(game, with_snapshot=False)
    record.actions.insert(2, "draw 2")  # still in the pregame: no drawing
    with pytest.raises(ReplayRejected) as caught:
        replay(record, default_catalog(), "bad.gerec")
    assert caught.value.line == 4
    assert str(caught.value).startswith("bad.gerec:4: 'draw 2' rejected")


def test_snapshot_mismatch_is_reported(starter_decks) -> None:
    game = _game(starter_decks)
    record = record_of(game)
    record.actions.pop()
    replayed = replay(record, default_catalog())
    assert "differs" in snapshot_problem(replayed, record)


@pytest.mark.parametrize(
    "lines, where, words",
    [
        ([], ":1:", "empty"),
        (["not json"], ":1:", "not valid JSON"),
        (['{"format_version": 9}'], ":1:", "format_version 9"),
        (['{"format_version": 1, "players": 2, "seed": 1, "decks": [], "extra": 1}'], ":1:", "bad header"),
        (["HEADER", "{\"action\": \"fly away\"}"], ":2:", "not an action"),
        (["HEADER", "[1, 2]"], ":2:", "expected"),
        (["HEADER", "{\"snapshot\": {}}", "{\"action\": \"done\"}"], ":3:", "nothing may follow"),
    ],
)
def test_broken_records_name_the_file_and_line(lines: list[str], where: str, words: str, starter_decks) -> None:
    header = write_record(record_of(_game(starter_decks), with_snapshot=False)).splitlines()[0]
    text = "\n".join(header if line == "HEADER" else line for line in lines)
    with pytest.raises(RecordError) as caught:
        read_record(text, "broken.gerec")
    assert str(caught.value).startswith(f"broken.gerec{where}") and words in str(caught.value)


def test_record_naming_an_unknown_card_is_rejected(starter_decks) -> None:
    text = write_record(record_of(_game(starter_decks), with_snapshot=False)).replace(
        starter_decks[0].cards[0].id, "no-such-card", 1
    )
    with pytest.raises(RecordError, match="no-such-card"):
        replay(read_record(text, "x.gerec"), default_catalog(), "x.gerec")


def _as_format_1(game) -> str:
    """An *always celebrate* game as format 1 wrote it: no such option, no game named, the
    snapshot's digest the old text's (``format2.py``)."""
    record = record_of(game)
    old_fields = ("game", "game_version", "digests")
    headers = [header_dump(record.header), dict(record.snapshot["header"])]
    for header in headers:
        for name in old_fields:
            header.pop(name, None)
        header["format_version"] = 1
        header["options"].remove("always_celebrate")
    headers[0].setdefault("turn_cap", None)
    snapshot = {"digest": FORMAT2.digest(game.state), "summary": record.snapshot["summary"], "header": headers[1]}
    lines = [headers[0], *({"action": a} for a in record.actions), {"snapshot": snapshot}]
    return "".join(json.dumps(line) + "\n" for line in lines)


class _WithTestCards:
    """The shipped catalog plus a scripted table's test cards."""

    def __init__(self, *cards) -> None:
        self.base = default_catalog()
        self.extra = {c.id: c for c in cards}

    def get(self, card_id: str):
        return self.extra.get(card_id) or self.base.get(card_id)

    def __getattr__(self, name: str):
        return getattr(self.base, name)


def test_a_format_1_record_with_a_victory_celebration_replays_as_it_was_played() -> None:
    """Format 1 records drew the celebration card at once; reading one gives its game the
    *always celebrate* option, so it replays and checks; read as format 2 it is rejected."""
    from tests.engine.builders import FILLER, HIGH_ANTE, Table, guns, ship

    big = ship(6, weapons=guns(phasers=6))
    table = Table([big], [], options=[Option.ALWAYS_CELEBRATE])
    gun = table.put(big, 0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley("hq p1", f"#{gun} phaser 6")  # 6 damage: the celebration card is drawn
    table.act("done")
    old = _as_format_1(table.game)
    record = read_record(old)
    assert record.read_format == 1 and Option.ALWAYS_CELEBRATE in record.header.options  # the converter's
    assert '"always_celebrate"' not in old.splitlines()[0]
    catalog = _WithTestCards(big, FILLER, HIGH_ANTE)
    assert snapshot_problem(replay(record, catalog), record) is None
    as_new = read_record(old.replace('"format_version": 1', '"format_version": 2', 1))
    with pytest.raises(ReplayRejected):  # format 2 asks first: 'done' comes while the choice is open
        replay(as_new, catalog)


def test_a_game_just_dealt_records_its_position_as_the_start_the_replay_deals(starter_decks) -> None:
    """``record_of`` a game no action has changed digests its state (a server records each game as
    it deals it) instead of dealing it again: the replay's start digest is the same; once an action
    is played the game is no longer as dealt."""
    from ge_desktop.engine.game import Game
    from ge_desktop.storage.records import start_digests

    config = GameConfig(decks=starter_decks, seed=21, turn_cap=4)
    game = Game.new(config, default_catalog())
    assert game.as_dealt
    dealt = start_digests(game)
    assert dealt is not None and dealt.start == digest(Game.new(config).state)
    game.play(game.legal_actions()[0])
    assert not game.as_dealt
    record = read_record(write_record(record_of(game)))
    assert record.header.digests is not None and record.header.digests.start == dealt.start
    assert snapshot_problem(replay(record, default_catalog()), record) is None
