"""Why each community card of h-dragon's set (issue 38: the dragon rules and damage halved or
doubled by weapon kind or target) that is still manual is not scripted yet, read from each card's
image and table row. ``test_community_coverage.reason`` looks a title up here before its text
patterns."""

from __future__ import annotations

WHY_MANUAL_DRAGON = {
    "Heavy War Cruiser - Council of Six Tribe Cruiser": (
        "needs the Phaser Overload system (2 energy: the unmodified Phasers deal double, not cumulative) in the ship systems, and 'cannot be the"
        " basis of a stack'"
    ),
    "Super Heavy Cruiser - Council of Six Tribe Cruiser": (
        "needs a ship moving against terrain (its heavy weapons' double damage to a location is scale_damage_dealt against T; immunity to"
        " occurrences for its stack is immune)"
    ),
    "Tractor Beam": (
        "needs a tractored ship's fire restricted to the unit holding it (its half damage is scale_damage_dealt), discarded at its owner's next"
        " turn, and Captains ignoring it"
    ),
}
