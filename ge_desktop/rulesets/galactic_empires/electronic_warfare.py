"""Units that ignore the harmful effects of electronic warfare cards (community cards, issue 38).

v2.1 ELECTRONIC WARFARE SYSTEM names the electronic warfare cards: those with "electronic
warfare" in the title (R/O3 Offensive, Defensive, Offensive/Defensive Electronic Warfare). A
card such as the Weapons Officer ("ignores the negative effects of electronic warfare cards" at
its location) gives its unit ``immune`` against "electronic warfare"; this module says when an
electronic warfare card's effect is then ignored:

- an opponent's Defensive Electronic Warfare does not lower a volley every firing unit of which
  is so immune (a combined volley with another unit still takes the reduction: the card acts on
  the volley, not on one unit's part);
- an opponent's Offensive Electronic Warfare adds nothing to a volley aimed at a unit so immune
  (the card is used up all the same).
"""

from __future__ import annotations

from collections.abc import Iterable

from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import immune, unit_of

ELECTRONIC_WARFARE = "electronic warfare"


def is_electronic_warfare(card: CardState) -> bool:
    """Is the card an electronic warfare card ('electronic warfare' in its title)?"""
    return ELECTRONIC_WARFARE in card.info.title.lower()


def ignores_electronic_warfare(state: GameState, unit: CardState) -> bool:
    """Does the unit ignore the harmful effects of electronic warfare cards?"""
    return immune(state, unit_of(state, unit), ELECTRONIC_WARFARE)


def reduction_ignored(state: GameState, source: CardState, firers: Iterable[int]) -> bool:
    """Is ``source``'s lowering of a volley fired by ``firers`` ignored?"""
    units = [state.cards[f] for f in firers]
    return is_electronic_warfare(source) and bool(units) and all(ignores_electronic_warfare(state, u) for u in units)
