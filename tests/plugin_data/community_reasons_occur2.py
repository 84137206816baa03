"""Why some community titles h-occur2 read card by card (issue 38, session 16) are still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR2 = {
    "Scientific Breakthrough": (
        "R/O7, played in the Allocation Phase, it does one of two things its player picks: generates its 7 research points, or"
        " negates every terrain and hazard card played against the fleet for one complete turn: needs a card offering a choice"
        " between effects (none yet) and that negation for a turn (a new kind)"
    ),
}
