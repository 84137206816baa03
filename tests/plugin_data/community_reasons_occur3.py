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
    "Mind Mold Symbionts": (
        "A5: 'played on or WITH monster cards of 4 or less strength': played with a monster means in the same play (the monster's own"
        " play shielded from weaker negating cards), and the engine plays two cards together only for a crew and its carrier in reaction;"
        " the monster's effects being un-negatable by cards of at most its strength also needs every negating or suspending kind to ask it"
    ),
    "Ship Mimic": (
        "M5: played on a ship of at most its strength, it 'completely mimics the actions of' that ship as if there were two (a second"
        " copy of its weapons fire, functions, protection and output), needing no points and no command; research equal to its strength"
        " or the real ship's destruction ends it: needs a card acting as a copy of another unit (a new model of units)"
    ),
}
