"""Why each terrain-family community card of h-dragon2's set (issue 38: terrain combining and the
v2.1 TERRAIN CARDS titles) that is still manual is not scripted yet, read from each card's image
and table row. ``test_community_coverage.reason`` looks a title up here before its text patterns.
(The Star's combining is scripted: ``placement.hosts`` and the kind ``host_terrain``.)"""

from __future__ import annotations

WHY_MANUAL_DRAGON2 = {
    "Comet - Scorpead Comet of Lore": (
        "needs a terrain played onto another terrain without adding its strength (host_terrain combines them) and discarded when that"
        " terrain is destroyed, and one Scorpead ship's Phaser Magnifier extended to a second ship at no cost (new kinds)"
    ),
    "Nagiridni Pirate Outpost": (
        "needs a terrain played onto any terrain of the fleet (host_terrain is the host's rule, not the guest's), pirate ships engaging for"
        " 1 economy less, ships printed with 1 economy entering play engaged, and a reaction returning one such ship to the hand each turn"
        " (new kinds)"
    ),
}
