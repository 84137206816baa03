"""Why titles of h-occur3's list (issue 38, session 17: occurrences, lucky breaks, mishaps and
monsters) are still manual, each read from its card image: the rule or reading each lacks
(``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR3 = {
    "Ship Mimic": (
        "M5: played on a ship of at most its strength, it 'completely mimics the actions of' that ship as if there were two (a second"
        " copy of its weapons fire, functions, protection and output), needing no points and no command; research equal to its strength"
        " or the real ship's destruction ends it: needs a card acting as a copy of another unit (a new model of units)"
    ),
}
