"""Every scripted community card is played by a test (issue 38 Acceptance: "for every card with
rules text, at least one test plays it and asserts the state change its text causes").

A card of ``resources/cards/community-*.json`` with rules text that is not ``manual`` must be
named, by its id or one of its printings' image names (a title such as "Marine" is too common a word), in a string of some test
module (the tests look cards up that way: ``printed("L3_-_Pirates_Cache_PE")``). A card
scripted without a test fails here with its file and id. Naming is the least a test does;
what it asserts is for the reader of that test."""

from __future__ import annotations

import ast
import json
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted((ROOT / "resources" / "cards").glob("community-*.json"))


@cache
def strings_in_tests() -> frozenset[str]:
    """Every string constant in the test modules (this one's own excluded)."""
    found: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        if path.resolve() == Path(__file__).resolve():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return frozenset(found)


def scripted_cards(path: Path) -> list[dict[str, object]]:
    cards = json.loads(path.read_text(encoding="utf-8")).get("cards", [])
    return [card for card in cards if card.get("rules") and not card.get("manual")]


def names_of(card: dict[str, object]) -> set[str]:
    printings = card.get("printings") or []
    images = {str(p["image"]) for p in printings if isinstance(p, dict) and "image" in p}
    return {str(card["id"]), *images}


def test_the_community_card_files_are_found() -> None:
    assert CARD_FILES and any(scripted_cards(path) for path in CARD_FILES)


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda path: path.name)
def test_every_scripted_community_card_is_named_by_a_test(path: Path) -> None:
    named = strings_in_tests()
    untested = [str(card["id"]) for card in scripted_cards(path) if not names_of(card) & named]
    assert not untested, f"{path.name}: scripted cards no test plays (name their image or id in a test): {', '.join(untested)}"
