"""Why some community titles h-occur2 read card by card (issue 38, session 16) are still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR2 = {
    "Sun Spot": (
        "R/O1: its player picks one of two effects as it is played (1 damage off an opponent ship's weapons fire, in reaction to"
        " that volley; or no terrain points for one turn from the weakest terrain card of one opponent): the engine has no card"
        " offering a choice between effects (on the table and to bots); the second effect could use stop_terrain_output"
        " (resolvers/allocation_start.py) narrowed to the weakest terrain, at that opponent's Allocation start"
    ),
    "Scientific Breakthrough": (
        "R/O7, played in the Allocation Phase, it does one of two things its player picks: generates its 7 research points, or"
        " negates every terrain and hazard card played against the fleet for one complete turn: needs a card offering a choice"
        " between effects (none yet) and that negation for a turn (a new kind)"
    ),
}
