"""Inputs that are huge within the old limits are refused before the work (issue 43, point 6).

A record header of 12 players with 12 decks of 1,000 runs of 99 cards (1.19 million cards)
used to be refused only after building every card (7-10 s, 1.1 GB; 10.7 s and 2.2 GB as
the autosave); a deck file of 500,000 cards took seconds; ``deck check`` said "ok" for a
deck of no card and for one of 495,046; a ``.dek`` of 299,586 empty cards imported in 91 s
with 299,602 problems. Now cards per deck are counted from the header or while reading,
``.dek`` cards are counted in one pass before the XML is parsed, and problems are listed
per file (the first hundred, then a count). No clock here: the benchmark
``benchmarks/bench_fuzz_inputs.py`` prints the times.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import DeckError, parse_deck
from ge_desktop.cli import main
from ge_desktop.lackey.dek import MAX_DEK_CARDS, _iter_positions, parse_dek
from ge_desktop.lackey.problems import LackeyFileError
from ge_desktop.storage.autosave import autosave_path, find_autosave
from ge_desktop.storage.records import RecordError, read_record

MAX_DECK_CARDS = 1_000  # cards.decks.MAX_DECK_CARDS: ten 100-card starter decks


def _huge_header(players: int = 12, runs: int = 1000) -> str:
    deck = {"name": "Huge", "empire": "Argonian First Republic", "cards": [[99, "light-cruiser"]] * runs}
    header = {"format_version": 2, "players": players, "seed": 1, "decks": [deck] * players}
    return json.dumps(header) + "\n"


def test_a_record_deck_of_more_cards_than_a_deck_holds_is_refused_from_the_header() -> None:
    with pytest.raises(RecordError) as refused:
        read_record(_huge_header(), "huge.gerec")
    assert str(refused.value).startswith("huge.gerec:1: bad header: decks.0: the deck 'Huge' holds")
    assert f"holds 99,000 cards or more; a deck holds at most {MAX_DECK_CARDS:,}" in str(refused.value)


def test_a_huge_autosave_is_set_aside_from_its_header() -> None:
    autosave_path().write_text(_huge_header(), encoding="utf-8")
    found = find_autosave()
    assert found.record is None and found.damaged is not None
    assert "a deck holds at most" in found.damaged.problem


def test_a_deck_file_is_refused_at_the_line_where_it_passes_the_limit() -> None:
    text = "Empire: Argonian First Republic\n" + "99 S5 Light Cruiser\n" * 5000
    with pytest.raises(DeckError) as refused:
        parse_deck(text, default_catalog(), "huge.deck")
    problem = refused.value.problems[-1]
    assert problem.line == 2 + MAX_DECK_CARDS // 99  # the 11th card line passes 1,000
    assert "STOCKING THE DECK" in problem.message


def test_deck_check_refuses_an_empty_deck_naming_the_stocking_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "empty.deck"
    deck.write_text("Empire: Argonian First Republic\n", encoding="utf-8")
    assert main(["deck", "check", str(deck)]) == 1
    out, err = capsys.readouterr()
    assert "ok" not in out
    assert f"{deck}: STOCKING THE DECK: the deck holds no card" in err


def test_deck_check_refuses_an_oversized_deck_naming_the_stocking_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "huge.deck"
    deck.write_text("Empire: Argonian First Republic\n" + "99 S5 Light Cruiser\n" * 5001, encoding="utf-8")
    assert main(["deck", "check", str(deck)]) == 1
    err = capsys.readouterr().err
    assert "STOCKING THE DECK" in err and f"at most {MAX_DECK_CARDS:,}" in err


def _dek(cards: int, card: str = "<card></card>") -> str:
    return '<deck version="0.8">\n<superzone name="Deck">\n' + f"{card}\n" * cards + "</superzone>\n</deck>\n"


def test_a_dek_of_too_many_cards_is_refused_before_parsing_naming_the_first_card_past_the_limit() -> None:
    with pytest.raises(LackeyFileError) as refused:
        parse_dek(_dek(299_586), "big.dek")
    [problem] = refused.value.problems
    assert str(problem) == f"big.dek: line {MAX_DEK_CARDS + 3}, column 1: 299,586 cards, more than {MAX_DEK_CARDS:,}: not a deck"


def test_dek_problems_are_the_first_hundred_then_a_count() -> None:
    with pytest.raises(LackeyFileError) as refused:
        parse_dek(_dek(4_000), "empty-cards.dek")
    problems = refused.value.problems
    assert len(problems) == 101
    assert str(problems[0]) == 'empty-cards.dek: line 3, column 1: a <card> without <name id="IMAGEFILE">'
    assert str(problems[-1]) == "empty-cards.dek: and 3,900 more problem(s) in this file"


def test_dek_card_positions_are_counted_in_one_pass_and_stay_exact() -> None:
    text = "<deck>\n  <card/>  <card>\n\n\t<card x='1'>\n<card>" + "\n" * 3 + "   <card/>"
    expected = []
    for index in (i for i in range(len(text)) if text.startswith("<card", i)):
        line = text.count("\n", 0, index) + 1
        expected.append((line, index - (text.rfind("\n", 0, index) + 1) + 1))
    assert list(_iter_positions(text)) == expected == [(2, 3), (2, 12), (4, 2), (5, 1), (8, 4)]


def test_an_autosave_of_more_players_than_the_table_seats_is_set_aside_not_replayed() -> None:
    from ge_desktop.app import start_game
    from ge_desktop.cards.decks import load_deck, starter_deck_paths
    from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
    from ge_desktop.rulesets.galactic_empires.records import header_for

    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    header = header_for(GameConfig(decks=decks, seed=1)).model_dump(mode="json")
    header.update(players=7, decks=[header["decks"][0]] * 7)  # a legal game of the rules' 2-12, but not for the table
    autosave_path().write_text(json.dumps(header) + "\n", encoding="utf-8")
    start = start_game(catalog)
    assert not start.restored and len(start.game.state.players) == 2  # a new game on the table
    assert "the game has 7 players; the table seats 2 to 6" in start.notes[0]
