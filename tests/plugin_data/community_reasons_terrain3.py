"""Why h-terrain3's community titles that are still manual are not scripted (issue 38; each read
from its card image). ``test_community_coverage.reason`` finds ``WHY_MANUAL_TERRAIN3`` here."""

from __future__ import annotations

WHY_MANUAL_TERRAIN3: dict[str, str] = {
    "Surface Dragoness": (
        "played against an opponent's terrain only if that terrain generates its requirements, which the terrain then pays and its owner loses"
        " (raids.stolen does this for ships that move against terrain, not for a dragon played there); it may attack only that terrain or the"
        " ships and bases on it (a fire-target limit by location), and may change location once per turn as its only action that turn (no"
        " fire after a move): three rules the engine lacks for a dragon"
    ),
}
