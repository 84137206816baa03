"""Why each community card of h-dragon's set (issue 38: the dragon rules and damage halved or
doubled by weapon kind or target) that is still manual is not scripted yet, read from each card's
image and table row. ``test_community_coverage.reason`` looks a title up here before its text
patterns."""

from __future__ import annotations

WHY_MANUAL_DRAGON = {
    "Artifact - Dragon Gem of Protection": (
        "needs 6 Shields carried by an attached card with their own damage track, mended by repair or healing, taking any damage whatever the"
        " dragon's immunities, the gem discarded at its sixth damage point (a new kind)"
    ),
    "Surface Dragoness": (
        "needs a dragon played against an opposing terrain taking its requirements from that terrain, firing only at its own location stack"
        " and moving in the Allocation Phase (raider-like rules for a dragon)"
    ),
    "Time Lore": "needs every opposing deck's top card looked at and one moved to the bottom as a card function each turn (a new kind)",
    "Void Dragoness": "needs a hazard card played once and applied twice in the dragon's first turn (a new kind)",
}
