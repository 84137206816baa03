"""Why each of h-crew's community titles that is still manual is so (issue 38): read card by
card from its image; the coverage test (``test_community_coverage.py``) finds this dict."""

from __future__ import annotations

WHY_MANUAL_CREW: dict[str, str] = {}
