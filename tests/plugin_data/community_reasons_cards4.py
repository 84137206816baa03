"""Why each carrier or raider card of the community decks that h-cards4 read from its image
is still manual (issue 38): what rule or kind parameter its text needs that the transport
kinds lack. ``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

FIGHTER_CHOICE = (
    "needs 'played only to a {empire}'s location' (a placement by empire) and its weapons fire and crew transport made one or the other each turn"
    " (the Fighter's transport kind does not bar firing after a transport)"
)

WHY_MANUAL = {
    "Suicide Squad": (
        "needs a crew whose there-and-back mission is a one-way strike: structure damage equal to its strength to a ship or base only, the crew"
        " then discarded (a new kind on the mission rules)"
    ),
    "General": (
        "needs a crew bonus while it is on a base (+2 strength to every combat-capable crew of the fleet) and one there-and-back mission without"
        " a carrier granted to the combat-capable crew at its location (new kinds)"
    ),
    "Marine": (
        "needs its discard of a crew or equipment card at its location barred where an opponent has marines, and the marine killed too when its"
        " target is stronger (a condition and a cost the discard_target kind lacks)"
    ),
    "Crew Capture": (
        "needs a crew captured: moved to the capturing player's strongest terrain, unusable, recovered only by an attack-capable crew's"
        " there-and-back mission (a new kind)"
    ),
    "Captain": (
        "needs, at its location, the first damage point of each opposing volley ignored, one fewer supply to operate and tractor beams"
        " ignored (a per-volley reduction at a crew's location, new kinds)"
    ),
}
