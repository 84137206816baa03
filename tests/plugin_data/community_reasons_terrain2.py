"""Why h-terrain2's community titles that are still manual are not scripted (issue 38; read from
each card's image). ``test_community_coverage.reason`` finds ``WHY_MANUAL_TERRAIN2`` here."""

from __future__ import annotations

WHY_MANUAL_TERRAIN2 = {
    "Resource Theft": (
        "needs a reaction played to one's own ship that engages it with points taken from an opponent's terrain output (each requirement"
        " point matched by that opponent's terrain output of its type) and withholds exactly those amounts from that opponent's next"
        " Allocation Phase (withhold_points stops whole point types, not amounts): new kind and PlayerState field"
    ),
}
