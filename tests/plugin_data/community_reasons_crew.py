"""Why each of h-crew's community titles that is still manual is so (issue 38): read card by
card from its image, each reason naming the rule or kind its text needs that the engine lacks.
The coverage test (``test_community_coverage.py``) finds ``WHY_MANUAL_CREW``."""

from __future__ import annotations

WHY_MANUAL_CREW: dict[str, str] = {
}
