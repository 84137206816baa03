"""Why titles of h-occur3's list (issue 38, session 17: occurrences, lucky breaks, mishaps and
monsters) are still manual, each read from its card image: the rule or reading each lacks
(``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR3 = {
}
