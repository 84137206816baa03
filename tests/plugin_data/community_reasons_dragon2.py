"""Why each terrain-family community card of h-dragon2's set (issue 38: terrain combining and the
v2.1 TERRAIN CARDS titles) that is still manual is not scripted yet, read from each card's image
and table row. ``test_community_coverage.reason`` looks a title up here before its text patterns.
(The Star's combining is scripted: ``placement.hosts`` and the kind ``host_terrain``.)"""

from __future__ import annotations

WHY_MANUAL_DRAGON2: dict[str, str] = {}
