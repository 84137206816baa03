"""Why each community title h-kinds5 read card by card (issue 38, session 15) is still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_KINDS5 = {
    "System - Mechad System": (
        "needs one extra Phaser (subspace whip) damage point once each turn for every engaged Mechad ship in play (a once-a-turn volley"
        " bonus by empire: the boost kinds add to every volley or are used up with their card)"
    ),
    "System - Femerazi System": (
        "needs every Tufor ship in play (every fleet) immune to hazard cards: immunity is checked for occurrences played on a card and"
        " for weapons fire, not for hazards played on or against a ship, hazard damage or continuous hazard effects"
    ),
}
