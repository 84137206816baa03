"""A card in play that holds cards out of play (community decks, issue 38, h-piles): ``hold_draws``.

Well of Time: in each Draw Cards Phase of its player while it holds nothing, cards are drawn
from his deck and laid face up on it (``Zone.HELD``, ``CardState.held_by``) until one stronger
than the first is drawn, ``amount`` at most; they are out of play, public and untouchable.
Research points equal to the card's strength, applied to it by its player in his Allocation
Phases, move them into his hand and discard the card. The rules live in ``rules/held_piles.py``
(filled by ``rules/turns.apply_draw``, researched through ``rules/allocation``).

Readings where the card is silent (to confirm): the cards drawn onto the well come besides the
player's usual draws (the card says a card "is drawn ... and placed on the well", not instead of
his draws), after them; the card stronger than the first is laid on the well too; only the well's
player applies research to it (his lucky break), and only while it holds cards; research stays on
it from turn to turn (as on a monster); a well leaving play otherwise drops its cards into their
owner's Discard Pile.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class HoldDrawsResolver(Resolver):
    """Read by ``rules/held_piles.py``: the Draw Cards Phase fills the card, research empties it."""

    name = "hold_draws"
    text = "hold cards drawn in the Draw Cards Phase out of play until one stronger than the first ({amount} at most); research = its strength: to the hand"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.HELD_PILE
