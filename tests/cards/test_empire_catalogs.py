"""Printed cards typed from the LackeyCCG checklist (issue 19: every empire's systems).

Cards such as the Leopan ships (``resources/cards/leopan.json``) carry printed numbers we
typed from the plugin author's checklist workbook, keyed by each printing's image id; their
printed rules text is in no file we have, so they say so (numbers-only cards). This test
reads the checklist and the card list (the ``lackey_data`` fixture) and checks every
such card against them, so a mistyped number or title fails here.
"""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.levels import CHECKLIST_TEXT_UNKNOWN, CardLevel, card_level
from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.lackey.carddata import read_carddata
from ge_desktop.lackey.checklist import read_checklist
from ge_desktop.lackey.convert import row_code, row_title
from tests.lackey_data import LackeyData

TYPED = [c for c in default_catalog() if c.source == CHECKLIST_TEXT_UNKNOWN]


@pytest.fixture(scope="module")
def lackey(lackey_data: LackeyData) -> tuple[dict, dict]:
    rows = {r.image: r for r in read_carddata(lackey_data.carddata).rows}
    wanted = {p.image for c in TYPED for p in c.printings}
    numbers = read_checklist(lackey_data.checklist, wanted).numbers
    return rows, numbers


def test_armor_system_leopan_cards_are_shipped_with_their_armor() -> None:
    leopan = [c for c in TYPED if c.empire == "Leopan Conquistadors"]
    assert len(leopan) >= 12
    units = [c for c in leopan if c.primary_type.value in "SB"]
    assert units and all(c.armor > 0 and c.shields == 0 for c in units)  # v2.1: armor instead of Shields


@pytest.mark.parametrize("card", TYPED, ids=lambda c: c.id)
def test_checklist_typed_card_matches_the_checklist(card: Card, lackey: tuple[dict, dict]) -> None:
    rows, numbers = lackey
    assert card_level(card) is CardLevel.NUMBERS and card.manual and not card.rules
    for printing in card.printings:
        row = rows[printing.image]
        parsed = row_code(row)
        assert not isinstance(parsed, str), parsed
        letters, strength, _, reaction = parsed
        assert (card.strength, card.reaction, tuple(t.value for t in card.types)) == (strength, reaction, tuple(letters))
        assert card.title == row_title(row)
        printed = numbers[printing.image]
        assert card.requirements == printed.requirements
        # the workbook gives every ship with heavy weapons an optional ammunition requirement
        # that no printed card shows (docs/printed-vs-workbook.md): a card may leave it out
        heavy = sum(w.count for w in printed.weapons if w.symbol is WeaponSymbol.HEAVY)
        optional = printed.optional_requirements
        workbook_only = optional.items() == [(PointType.AMMUNITION, heavy)]
        assert card.optional_requirements == optional or (workbook_only and not card.optional_requirements)
        assert card.generates == printed.generates
        # Shields only on the types that carry them (the workbook gives a Luck card's Shields bonus)
        shields = printed.shields if any(t.value in "SBDI" for t in card.types) else 0
        assert (card.shields, card.nodes, card.armor) == (shields, printed.nodes, printed.armor)
        assert card.weapon_count(WeaponSymbol.HEAVY) == heavy
        # the workbook's one non-heavy column: Phasers, or an Orgon's Physical Damage
        not_heavy = card.weapon_count(WeaponSymbol.PHASER) + card.weapon_count(WeaponSymbol.DAMAGE)
        assert not_heavy == sum(w.count for w in printed.weapons if w.symbol is WeaponSymbol.PHASER)
