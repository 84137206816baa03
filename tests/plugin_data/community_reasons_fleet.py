"""Why titles of h-fleet's list (issue 38: cards against several units or a whole fleet; pirates
and spies) are still manual, re-worded after the several-targets and whole-fleet placements were
built (``resolvers/fleet_targets.py``). ``test_community_coverage.reason`` finds this dict."""

from __future__ import annotations

WHY_MANUAL_FLEET = {
    "Political Clout": (
        "played against one opponent's ship and one terrain (two cards of different types: several_targets takes one type set, one fleet);"
        " the ship must be moved to that terrain, kept from protecting its Sector HQ, protect the terrain as a base does, and stay 2 complete"
        " turns or until any opponent fires at it (new kinds)"
    ),
}
