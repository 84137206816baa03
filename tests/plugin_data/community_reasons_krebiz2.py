"""Why each Krebiz and empire-system title of the community decks that h-krebiz2 read from its
image is still manual (issue 38): what rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

WHY_MANUAL_KREBIZ2: dict[str, str] = {}  # the Krebiz combination cards are scripted (h-krebiz3, community-krebiz3.json)
