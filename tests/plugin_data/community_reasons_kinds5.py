"""Why each community title h-kinds5 read card by card (issue 38, session 15) is still manual:
the rule or kind each lacks, read from its image (``test_community_coverage`` finds this dict)."""

from __future__ import annotations

WHY_MANUAL_KINDS5: dict[str, str] = {}
