"""Why h-terrain2's community titles that are still manual are not scripted (issue 38; read from
each card's image). ``test_community_coverage.reason`` finds ``WHY_MANUAL_TERRAIN2`` here."""

from __future__ import annotations

WHY_MANUAL_TERRAIN2: dict[str, str] = {}
