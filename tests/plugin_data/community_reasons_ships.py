"""Why each ship title of the community decks that h-ships read from its image is still
manual (issue 38): what rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

SPY_SHIP = (
    "needs a spy crew of the fleet that is being discarded moved onto this ship instead, at its player's choice (a replacement of the discard"
    " offered as a choice while a card leaves play: a new kind)"
)

WHY_MANUAL_SHIPS = {
}
