"""How many cards of the community's 14 decks are still ``manual`` (issue 38 Acceptance).

The player's installed plugin folder (no workbook) is imported as a player has it; every card
of each community deck is looked up in the resulting catalog, and the manual ones (their text
resolved by hand) are counted by title. ``docs/rules-coverage.md`` lists each manual title with
the reason it is not scripted yet; this test fails when the list and the decks disagree, so a
newly scripted card must leave the list (and the figures shrink).

    .venv/bin/python -m tests.plugin_data.test_community_coverage   # prints the docs section
"""

from __future__ import annotations

import csv
import os
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from ge_desktop.cards.decks import load_deck
from ge_desktop.cards.model import Card
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.lackey.importer import ImportReport, import_plugin
from tests.lackey_data import LackeyData, data_folder
from tests.plugin_data.community_reasons_cards2 import TIME


def _read_reasons() -> dict[str, str]:
    """The titles read card by card, each with its reason: every ``community_reasons_*`` module's
    ``WHY_MANUAL*`` dicts (one module per helper who read them), found, not listed."""
    import importlib
    import pkgutil

    import tests.plugin_data as here

    reasons: dict[str, str] = {}
    for module_info in sorted(pkgutil.iter_modules(here.__path__), key=lambda m: m.name):
        if module_info.name.startswith("community_reasons_"):
            module = importlib.import_module(f"tests.plugin_data.{module_info.name}")
            for name, value in sorted(vars(module).items()):
                if name.startswith("WHY_MANUAL") and isinstance(value, dict):
                    reasons.update(value)
    return reasons


WHY_MANUAL = _read_reasons()

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules-coverage.md"
TABLE = Path(__file__).resolve().parents[1] / "cards" / "data" / "community-printings.tsv"
START, END = "<!-- community manual cards: python -m tests.plugin_data.test_community_coverage -->", "<!-- end of community manual cards -->"
# The reason a card is not scripted yet, by what its text needs (the first that matches).
REASONS = (
    (r"^[PF]|\bpsy\b|Psy Network|discipline", "needs the psy rules (v2.1 PSY CARDS: fields, disciplines, the Psy Network)"),
    (r"Infester|take over one opposing ship", "needs a crew taking over a ship (a new kind)"),
    (r"^S.*Made of an S", "a Krebiz combination card: needs its parts joined (v2.1 KREBIZ CAPITALIST ALLIANCE)"),
    (r"breath|physical damage|dragon|molting|Dragon", "needs a dragon rule the kinds lack (breath or physical damage changes, dragon-only healing, merging)"),
    (r"combin|played onto (another|a) terrain", "needs terrain cards combining into one (a new kind)"),
    (r"drain|Black Hole", "needs an output drain on an opponent's terrain (a new kind)"),
    (r"foreign technology", "needs 'allows foreign technology at its location' (a new kind)"),
    (r"only (be )?used in a|Usable only in|only in a .* deck", "a deck restriction to one element or empire the stocking rules do not hold yet"),
    (r"half damage|double damage|halve", "needs damage halved or doubled by weapon kind or target (a new kind)"),
    (r"time|Time", "needs the time rules (v2.1 TIME CARDS)"),
    (r"[Cc]yber", "needs the cyber rules (v2.1 CYBER.NOUGHTS)"),
    (r"transporter|shuttle|out-and-back|there-and-back|carries", "a carrier or raider whose counts or targets differ from the transport kinds' (to check)"),
    (r"volley", "needs a volley redirected, split or answered in a way the kinds lack"),
)
DEFAULT_REASON = "not yet scripted: its text is to be matched to the effect kinds (next session)"


def manual_cards(report: ImportReport, lackey_data: LackeyData) -> tuple[Counter[str], dict[str, Card], dict[str, int]]:
    """Manual cards of the community decks: copies by title, the card by title, and per deck."""
    catalog = load_full_catalog().catalog
    community = {p.stem for p in lackey_data.community_decks}
    titles: Counter[str] = Counter()
    cards: dict[str, Card] = {}
    per_deck: dict[str, int] = {}
    for deck in report.decks:
        if Path(deck.path).stem not in community and deck.name not in community:
            continue
        manual = [c for c in load_deck(Path(deck.path), catalog).all_cards() if c.manual]
        per_deck[deck.name] = len(manual)
        for card in manual:
            titles[card.title] += 1
            cards[card.title] = card
    return titles, cards, per_deck


def reason(card: Card, texts: dict[str, str]) -> str:
    if card.title in WHY_MANUAL:  # read card by card (tests/plugin_data/community_reasons_*.py)
        return WHY_MANUAL[card.title]
    if re.search(r"\btime\b", card.title, re.IGNORECASE):  # v2.1 glossary: 'time' in its title makes a time card
        return TIME
    text = next((texts[p.image] for p in card.printings if p.image in texts), "")
    subject = f"{card.code} {text}"
    return next((why for pattern, why in REASONS if re.search(pattern, subject)), DEFAULT_REASON)


def section(titles: Counter[str], cards: dict[str, Card], per_deck: dict[str, int]) -> str:
    with TABLE.open(encoding="utf-8") as handle:
        texts = {row["image"]: row["text"] for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)}
    decks = ", ".join(f"{name} {count}" for name, count in sorted(per_deck.items()))
    lines = [
        f"**{len(titles)} titles, {sum(titles.values())} cards** of the 14 community decks are still manual ({decks}).",
        "",
        "| title | copies | reason |",
        "|---|---|---|",
    ]
    for title, count in sorted(titles.items(), key=lambda item: (-item[1], item[0])):
        lines.append(f"| {cards[title].code} {title} | {count} | {reason(cards[title], texts)} |")
    return "\n".join(lines)


def _listed() -> tuple[str, dict[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    body = text[text.index(START) + len(START) : text.index(END)]
    rows = {}
    for line in body.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 3 and cells[0] != "title":
            rows[cells[0]] = cells[2]
    return body, rows


@pytest.fixture
def imported(lackey_data: LackeyData, tmp_path: Path) -> ImportReport:
    """The import, into the test's own user folder (``tests/conftest.py``)."""
    return import_plugin(lackey_data.installed_plugin(tmp_path / "GalacticEmpires"))


def test_every_manual_card_of_the_community_decks_is_listed_with_its_reason(imported: ImportReport, lackey_data: LackeyData) -> None:
    titles, cards, per_deck = manual_cards(imported, lackey_data)
    body, rows = _listed()
    assert set(rows) == {f"{cards[t].code} {t}" for t in titles}, "re-run python -m tests.plugin_data.test_community_coverage"
    assert all(rows.values())  # each with its reason
    assert f"**{len(titles)} titles, {sum(titles.values())} cards**" in body
    # issue 38 started from 349 titles and 962 cards; each scripted card must leave the list
    assert len(titles) < 349 and sum(titles.values()) < 962


if __name__ == "__main__":  # print the docs section (an import into a scratch user folder)
    os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-coverage-")
    data = LackeyData(data_folder())
    report = import_plugin(data.installed_plugin(Path(tempfile.mkdtemp(prefix="ge-plugin-")) / "GalacticEmpires"))
    sys.stdout.write(section(*manual_cards(report, data)) + "\n")


def test_a_manual_community_card_shows_its_rules_in_our_own_words_after_the_import(imported: ImportReport, lackey_data: LackeyData) -> None:
    """Issue 38 item 4: the generated face of a card the players resolve by hand carries its
    text in our own words (``tests/cards/data/community-printings.tsv``), not an empty box."""
    from ge_desktop.lackey.collection import PrintingIndex
    from ge_desktop.lackey.transcription import rules_lines

    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    viscaras = catalog[index.by_image["F5_-_Field_of_Viscaras_PoM"].card]  # a field played in reaction: not built yet
    with TABLE.open(encoding="utf-8") as handle:
        text = next(row["text"] for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE) if row["image"] == "F5_-_Field_of_Viscaras_PoM")
    assert viscaras.manual and viscaras.rules == rules_lines(text) and any("Damage Reflection" in line for line in viscaras.rules)
    bare = catalog[index.by_image["T6_-_Asteroid_Field_PE"].card]  # flavour only: no rules, and scripted
    assert not bare.manual and bare.rules == ()
