"""Why each community title h-kinds5 read card by card (issue 38, session 15) is still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_KINDS5 = {
    "System - Femerazi System": (
        "needs every Tufor ship in play (every fleet) immune to hazard cards: immunity is checked for occurrences played on a card and"
        " for weapons fire, not for hazards played on or against a ship, hazard damage or continuous hazard effects"
    ),
}
