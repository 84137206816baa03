"""Why titles of h-fleet's list (issue 38: cards against several units or a whole fleet; pirates
and spies) are still manual, re-worded after the several-targets and whole-fleet placements were
built (``resolvers/fleet_targets.py``). ``test_community_coverage.reason`` finds this dict."""

from __future__ import annotations

WHY_MANUAL_FLEET = {
    "Nagiridni Pirate Salvage Tug": (
        "its Draw Cards Phase function costs repair points equal to the salvaged equipment's strength, but v2.1 POINT ALLOCATION PHASE"
        " says points not used in the Allocation Phase are lost: the repair must be set aside on the tug then (repair allocated to an"
        " undamaged ship and kept to the Draw Cards Phase), an allocation use the engine lacks, besides a card action in the Draw Cards Phase"
    ),
    "Political Clout": (
        "played against one opponent's ship and one terrain (two cards of different types: several_targets takes one type set, one fleet);"
        " the ship must be moved to that terrain, kept from protecting its Sector HQ, protect the terrain as a base does, and stay 2 complete"
        " turns or until any opponent fires at it (new kinds)"
    ),
}
