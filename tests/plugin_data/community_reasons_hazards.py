"""Why each hazard card of the community decks that h-hazards read from its image is still
manual (issue 38): what rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

WHY_MANUAL_HAZARDS = {
    "Temporal Repetition": (
        "needs a hazard played only in the Allocation Phase, a terrain's point output multiplied by the hazard's current strength, and the"
        " hazard losing 1 strength each turn (new kinds)"
    ),
}
