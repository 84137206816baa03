"""How much of a card GE Desktop knows: scripted, numbers only, or name only.

- **scripted**: the engine plays the whole card (its effects are data, or it has none
  beyond its numbers);
- **numbers only**: a manual card with its printed numbers: it engages, generates, fires
  and takes damage by them; its text is resolved by the players by hand;
- **name only**: a card imported from a LackeyCCG plugin without the checklist's numbers.
"""

from __future__ import annotations

from enum import StrEnum

from ge_desktop.cards.model import Card

NAME_ONLY_SOURCE = "LackeyCCG plugin (name only)"
# A shipped printed card whose numbers we typed from the LackeyCCG checklist workbook but
# whose printed rules text no file we have gives: a numbers-only card until it is written.
CHECKLIST_TEXT_UNKNOWN = "numbers from the LackeyCCG checklist; printed rules text unknown (not in our data, not yet written)"
# A printed card of the community decks (issue 38): numbers read from its image, pinned by
# tests/cards/data/community-printings.tsv; its rules in our own words, scripted.
COMMUNITY_TABLE_SOURCE = "numbers read from the card image (tests/cards/data/community-printings.tsv, issue 38); rules in our own words"


class CardLevel(StrEnum):
    SCRIPTED = "scripted"
    NUMBERS = "numbers only"
    NAME = "name only"


def card_level(card: Card) -> CardLevel:
    """The level of ``card`` (see the module docstring)."""
    if not card.manual:
        return CardLevel.SCRIPTED
    if card.source == NAME_ONLY_SOURCE:
        return CardLevel.NAME
    return CardLevel.NUMBERS
