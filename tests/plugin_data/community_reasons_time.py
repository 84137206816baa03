"""Why the time cards of h-time's list (issue 38; v2.1 [Glossary] *Time Card*: any card with 'time'
in its title) and the other cards of that list are still manual, each read from its image.
``test_community_coverage.reason`` looks a title up here before its text patterns. Scripted so far
(``resources/cards/community-time.json``): Time Wave (H5, H7), Rogue Couple, Power Leech and Time Expansion."""

from __future__ import annotations

_SET_ASIDE = (
    "needs cards set aside out of play (a new place beside the piles, in the canonical form and digest, shown face up) and brought back" " to their fleet"
)

WHY_MANUAL_TIME: dict[str, str] = {}  # h-time5 scripted the last two (Time Compression, Anti-Time Exchange) and moved Time Thief's reason
