"""Why titles of h-occur3's list (issue 38, session 17: occurrences, lucky breaks, mishaps and
monsters) are still manual, each read from its card image: the rule or reading each lacks
(``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR3 = {
    "Continuum Disorder": (
        "R/O6: draw a card and play it at once (not a Card Play; discarded if it cannot be played), then opponents in a chain each"
        " draw and play one until one draws a card at least as strong: needs a forced play of one named drawn card (any legal place"
        " or discarded) put to another player, a window the engine lacks"
    ),
    "Bribe Pirate": (
        "O6 (a white-circle 'Required' box): from the turn after it is played, a pirate ship of an opponent (with its stack) acts as"
        " if in its player's fleet for each turn he pays economy equal to the ship's strength; six economy points applied to the card"
        " eliminate it: needs control bought turn by turn with economy (a control link kept while paid) and economy as a removing point"
    ),
    "Mind Mold Symbionts": (
        "A5: 'played on or WITH monster cards of 4 or less strength': played with a monster means in the same play (the monster's own"
        " play shielded from weaker negating cards), and the engine plays two cards together only for a crew and its carrier in reaction;"
        " the monster's effects being un-negatable by cards of at most its strength also needs every negating or suspending kind to ask it"
    ),
}
