"""ge_desktop/untrusted.py: the limits every loader of a user file shares."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.untrusted import InputProblem, clean_name, line_column, load_json, read_text


@pytest.mark.parametrize(
    ("text", "words", "line", "column"),
    [
        ("[" * 1000, "nested more than 32 levels deep", 1, 33),
        ("[" * 100_000, "nested more than 32 levels deep", 1, 33),
        ('{"a":\n ' + "9" * 4301 + "}", "a number of 4,301 characters", 2, 2),
        ("[1e999]", "too large", 1, 2),
        ("[NaN]", "not a JSON number", 1, 2),
        ('{"a": 1, "a": 2}', "appears twice", 0, 0),
        ('{"a": [1,\n 2 3]}', "not valid JSON: Expecting ',' delimiter", 2, 4),
    ],
)
def test_bad_json_is_one_message_with_the_place(text: str, words: str, line: int, column: int) -> None:
    with pytest.raises(InputProblem) as caught:
        load_json(text)
    assert words in caught.value.message and (caught.value.line, caught.value.column) == (line, column)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    text = '{"a": "' + "[" * 500 + '\\" {{{", "b": [[1]]}'
    assert load_json(text) == {"a": "[" * 500 + '" {{{', "b": [[1]]}


def test_an_unterminated_string_full_of_escapes_is_reported_in_linear_work() -> None:
    text = "[" * 40 + '"' + "\\a" * 200_000  # backtracking string scanners die on this
    with pytest.raises(InputProblem):
        load_json(text)


def test_read_text_checks_the_size_before_reading_and_names_a_bad_byte(tmp_path: Path) -> None:
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(InputProblem, match="101 bytes; the limit is 100"):
        read_text(big, 100)
    bad = tmp_path / "bad"
    bad.write_bytes(b"ok\nab\xffc")
    with pytest.raises(InputProblem) as caught:
        read_text(bad, 100)
    assert (caught.value.line, caught.value.column) == (2, 3)
    with pytest.raises(InputProblem, match="not a usable file name"):
        read_text(Path("nul\0name"), 100)
    with pytest.raises(InputProblem, match="cannot read the file"):
        read_text(tmp_path, 10**6)  # a folder
    bom = tmp_path / "bom"
    bom.write_bytes("\ufeffName: x".encode())
    assert read_text(bom, 100) == "Name: x"


def test_clean_name_leaves_one_line_and_is_idempotent() -> None:
    assert clean_name(" a\nb\u2028c\u2029d\x85e\rf\x1cg ") == "a b c d e f g"
    assert clean_name("x" * 300) == "x" * 200 and clean_name("\ud800") == "\ufffd"
    assert clean_name(None) == "" and clean_name(clean_name(" \u2028 ")) == clean_name(" \u2028 ") == ""


def test_line_column_counts_newlines_only() -> None:
    assert line_column("ab\ncd\u2028e", 6) == (2, 4)
