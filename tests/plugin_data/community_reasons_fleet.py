"""Why titles of h-fleet's list (issue 38: cards against several units or a whole fleet; pirates
and spies) are still manual, re-worded after the several-targets and whole-fleet placements were
built (``resolvers/fleet_targets.py``). ``test_community_coverage.reason`` finds this dict."""

from __future__ import annotations

WHY_MANUAL_FLEET = {}
