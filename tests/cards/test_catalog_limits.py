"""Catalog files from anywhere: limits, strict numbers, a bounded report.

Issue 13's Why for catalogs: ``[`` x 1000 was a ``RecursionError``; ``"shields": true``
became 1; a 600 KB file of 200,000 ``{}`` cards printed 1.2 M lines.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import MAX_CARDS_PER_FILE, MAX_PROBLEMS_SHOWN, CatalogError, load_catalog, load_catalog_with_problems
from ge_desktop.cli import main
from tests.cards.test_catalog_errors import VALID_CARD, _card, _file


def test_the_valid_card_fixture_loads(tmp_path: Path) -> None:
    _, problems = load_catalog_with_problems([_file(tmp_path, [VALID_CARD])])
    assert problems == []


@pytest.mark.parametrize(("field", "value"), [("shields", True), ("shields", "2"), ("shields", 2.0), ("strength", "4"), ("strength", False)])
def test_a_bool_or_string_never_passes_as_a_number(tmp_path: Path, field: str, value: object) -> None:
    catalog, problems = load_catalog_with_problems([_file(tmp_path, [_card(**{field: value})])])
    assert len(catalog) == 0 and [p.field for p in problems] == [field] and problems[0].card == "'test-cruiser'"


def test_requirements_amounts_are_strict_too(tmp_path: Path) -> None:
    _, problems = load_catalog_with_problems([_file(tmp_path, [_card(requirements={"energy": True})])])
    assert problems and problems[0].field.startswith("requirements")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 1000, "nested more than 16 levels deep"),
        ('{"format_version": ' + "1" * 4301 + ', "cards": []}', "a number of 4,301 characters"),
        ('{"format_version": 1, "cards": [{"id": "x", "strength": 1e999}]}', "too large"),
    ],
)
def test_a_hostile_file_is_one_problem_naming_it(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    _, problems = load_catalog_with_problems([path])
    assert len(problems) == 1 and problems[0].file == str(path) and words in problems[0].message


def test_too_many_cards_is_one_problem(tmp_path: Path) -> None:
    path = _file(tmp_path, [{}] * (MAX_CARDS_PER_FILE + 1))
    _, problems = load_catalog_with_problems([path])
    assert [(p.field, p.message) for p in problems] == [("cards", f"{MAX_CARDS_PER_FILE + 1:,} cards; a catalog file holds at most {MAX_CARDS_PER_FILE:,}")]


def test_200000_empty_cards_print_a_bounded_report(tmp_path: Path, capsys) -> None:
    path = tmp_path / "empty-cards.json"
    path.write_text(json.dumps({"format_version": 1, "cards": [{}] * 200_000}), encoding="utf-8")
    assert path.stat().st_size > 500_000
    assert main(["cards", "validate", str(path)]) == 1
    out, err = capsys.readouterr()
    assert len(err.splitlines()) <= MAX_PROBLEMS_SHOWN + 2 and str(path) in err


def test_many_bad_cards_are_listed_up_to_a_cap_and_counted(tmp_path: Path) -> None:
    path = _file(tmp_path, [{}] * 5000)
    _, problems = load_catalog_with_problems([path])
    assert len(problems) < 1020 and problems[-1].message.startswith("stopped after 1,0") and "card(s) were not checked" in problems[-1].message
    with pytest.raises(CatalogError) as caught:
        load_catalog([path])
    message = str(caught.value).splitlines()
    assert len(message) == MAX_PROBLEMS_SHOWN + 1 and message[-1].startswith("... and ")
