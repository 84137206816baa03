"""Deck files from anywhere: every failure is a message naming file and line, in linear work.

Issue 13's Why, items 1-3 for decks: ``Format: ²`` and a 4,301-digit count were
tracebacks; ``1`` + spaces + ``x`` took quadratic time in the card-line regex; a name
with a newline or U+2028 was written raw and could not be read back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.decks import MAX_LINE_CHARS, MAX_PROBLEMS, DeckError, clean_name, load_deck, parse_deck, save_deck, write_deck
from tests.cards.helpers import make_card, make_catalog

CATALOG = make_catalog([make_card("light-cruiser", "S5", "Light Cruiser")])
GOOD = "Format: 1\nName: Mine\nEmpire: Argonian First Republic\n\n3 S5 Light Cruiser\n"


def _problems(text: str) -> list[str]:
    with pytest.raises(DeckError) as caught:
        parse_deck(text, CATALOG, "my.deck")
    return [str(p) for p in caught.value.problems]


def test_the_catalog_fixture_reads_a_good_deck() -> None:
    assert len(parse_deck(GOOD, CATALOG, "my.deck")) == 3


@pytest.mark.parametrize("value", ["²", "١", "1" * 900, "-1", ""])
def test_a_format_that_is_not_ascii_digits_is_a_message(value: str) -> None:
    problems = _problems(GOOD.replace("Format: 1", f"Format: {value}"))
    assert problems and problems[0].startswith("my.deck:1: 'Format:' takes a whole number")


@pytest.mark.parametrize("count", ["1" * 4301, "0", "100", "²"])
def test_a_count_out_of_range_or_not_ascii_is_a_message(count: str) -> None:
    problems = _problems(GOOD.replace("3 S5", f"{count} S5"))
    assert problems[0].startswith("my.deck:5: ")
    assert len(problems[0]) < 300  # never echoes the 4,301 digits


@pytest.mark.parametrize("spaces", [100_000, 1_000_000])
def test_spaces_between_count_and_x_are_refused_in_linear_work(spaces: int) -> None:
    """The old regex took 70 s at 100,000 spaces; at 1,000,000 it would take hours."""
    line = "1" + " " * spaces + "x"
    problems = _problems(GOOD + line + "\n")
    assert problems == [f"my.deck:6: the line is {len(line):,} characters long; a deck line has at most {MAX_LINE_CHARS}"]


@pytest.mark.parametrize("line", ["1" + " " * 900 + "x", "A" + " " * 900 + "x", "Name" + " " * 900 + ":" + " " * 90])
def test_long_runs_of_spaces_within_the_line_limit_are_read_in_linear_work(line: str) -> None:
    text = GOOD + line + "\n"
    try:
        parse_deck(text, CATALOG, "my.deck")
    except DeckError as exc:
        assert all(p.line == 6 for p in exc.problems)


def test_card_line_forms_still_read() -> None:
    for form in ("3 S5 Light Cruiser", "3x S5 Light Cruiser", "3 x S5 Light Cruiser", "3  S5   Light Cruiser  "):
        deck = parse_deck(GOOD.replace("3 S5 Light Cruiser", form), CATALOG, "my.deck")
        assert len(deck) == 3, form
    assert _problems(GOOD.replace("3 S5 Light Cruiser", "3S5 Light Cruiser"))[0].startswith("my.deck:5: cannot read")


def test_problems_are_capped_with_a_count() -> None:
    text = GOOD + "nonsense\n" * 10_000
    with pytest.raises(DeckError) as caught:
        parse_deck(text, CATALOG, "my.deck")
    assert len(caught.value.problems) == MAX_PROBLEMS and caught.value.more == 10_000 - MAX_PROBLEMS
    assert str(caught.value).splitlines()[-1] == f"my.deck: ... and {10_000 - MAX_PROBLEMS} more problem(s)"


@pytest.mark.parametrize("name", ["two\nlines", "para\u2029graph", "line\u2028sep", "next\x85line", "tab\there", "  spaced  "])
def test_a_name_the_reader_would_split_is_written_on_one_line_and_reads_back(tmp_path: Path, name: str) -> None:
    deck = parse_deck(GOOD, CATALOG, "my.deck")
    deck.name = name
    path = tmp_path / "out.deck"
    save_deck(deck, path)
    assert len(path.read_text(encoding="utf-8").splitlines()) == len(write_deck(parse_deck(GOOD, CATALOG)).splitlines())
    again = load_deck(path, CATALOG)
    assert (
        again.name == clean_name(name)
        and clean_name(name) == name.replace("\x85", " ").replace("\u2028", " ").replace("\u2029", " ").replace("\n", " ").replace("\t", " ").strip()
    )


def test_a_huge_or_binary_file_is_refused_with_its_name(tmp_path: Path) -> None:
    big = tmp_path / "big.deck"
    big.write_bytes(b"#" * (1024 * 1024 + 1))
    with pytest.raises(DeckError, match="big.deck:0: the file is 1,048,577 bytes"):
        load_deck(big, CATALOG)
