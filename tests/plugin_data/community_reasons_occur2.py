"""Why some community titles h-occur2 read card by card (issue 38, session 16) are still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_OCCUR2 = {
}
