"""Why each carrier or raider card of the community decks that h-cards4 read from its image
is still manual (issue 38): what rule or kind parameter its text needs that the transport
kinds lack. ``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

FIGHTER_CHOICE = (
    "needs 'played only to a {empire}'s location' (a placement by empire) and its weapons fire and crew transport made one or the other each turn"
    " (the Fighter's transport kind does not bar firing after a transport)"
)

WHY_MANUAL = {
    "Captain": (
        "needs, at its location, the first damage point of each opposing volley ignored, one fewer supply to operate and tractor beams"
        " ignored (a per-volley reduction at a crew's location, new kinds)"
    ),
}
