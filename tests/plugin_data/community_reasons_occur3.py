"""Why titles of h-occur3's list (issue 38, session 17: occurrences, lucky breaks, mishaps and
monsters) are still manual, each read from its card image: the rule or reading each lacks
(``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR3 = {
    "Bribe Pirate": (
        "O6 (a white-circle 'Required' box): from the turn after it is played, a pirate ship of an opponent (with its stack) acts as"
        " if in its player's fleet for each turn he pays economy equal to the ship's strength; six economy points applied to the card"
        " eliminate it: needs control bought turn by turn with economy (a control link kept while paid) and economy as a removing point"
    ),
    "Ship Mimic": (
        "M5: played on a ship of at most its strength, it 'completely mimics the actions of' that ship as if there were two (a second"
        " copy of its weapons fire, functions, protection and output), needing no points and no command; research equal to its strength"
        " or the real ship's destruction ends it: needs a card acting as a copy of another unit (a new model of units)"
    ),
}
