"""Why h-terrain3's community titles that are still manual are not scripted (issue 38; each read
from its card image). ``test_community_coverage.reason`` finds ``WHY_MANUAL_TERRAIN3`` here."""

from __future__ import annotations

WHY_MANUAL_TERRAIN3: dict[str, str] = {
}
