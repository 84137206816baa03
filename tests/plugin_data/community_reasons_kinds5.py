"""Why each community title h-kinds5 read card by card (issue 38, session 15) is still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_KINDS5 = {
    "Shipping Delays": (
        "played during an opponent's Allocation Phase so that 4 fewer supply points are generated that turn: the only place an opponent"
        " acts in that phase is the reaction to its end, after the points are spent; needs a window as the Allocation Phase begins"
        " (the point mechanics are withhold_points')"
    ),
    "Repair Malfunction": (
        "played just after an opponent's Allocation Phase to turn 2 of the repair points that player allocated into damage points: needs"
        " the repair points given to each card remembered past the allocation and undone as damage (a new kind)"
    ),
    "System - Mechad System": (
        "needs one extra Phaser (subspace whip) damage point once each turn for every engaged Mechad ship in play (a once-a-turn volley"
        " bonus by empire: the boost kinds add to every volley or are used up with their card)"
    ),
    "System - Femerazi System": (
        "needs every Tufor ship in play (every fleet) immune to hazard cards: immunity is checked for occurrences played on a card and"
        " for weapons fire, not for hazards played on or against a ship, hazard damage or continuous hazard effects"
    ),
    "Early Warning": (
        "needs a unit carrying it to fire up to 4 Phasers in reaction to weapons fired at it (reaction fire by a unit in play exists only"
        " as the Defenders Shoot Back variation's fire back)"
    ),
    "Cessation of Engagement": (
        "played during an opponent's Engagement Phase: one unit its player chooses is not engaged and loses the points allocated to it,"
        " and the card goes to the bottom of the discard pile: needs a discard at the bottom of the pile after use (the reaction to the"
        " allocation's end is the moment; a new kind)"
    ),
    "Cessation of Production": (
        "played during an opponent's Allocation Phase so that one terrain card or stack its player chooses generates no points that"
        " turn, then put at the bottom of the discard pile: needs a window as the Allocation Phase begins and a discard at the bottom"
    ),
    "Scientific Breakthrough": (
        "played in the Allocation Phase, it does one of two things its player picks: generates its research points, or negates every"
        " terrain and hazard card played against the fleet for one complete turn: needs a card with a choice of effects and that"
        " negation for a turn (new kinds)"
    ),
    "False Intelligence Report": (
        "its kind halve_firing_fleet is built and tested (tests/engine/test_community_kinds5.py), but in a 5-player random community game"
        " (tests/engine/test_invariants.py) its choice of opponent was still open at the next player's Allocation Phase: cause not found"
        " in session 15, so the card stays manual"
    ),
}
