"""Why each of h-crew's community titles that is still manual is so (issue 38): read card by
card from its image, each reason naming the rule or kind its text needs that the engine lacks.
The coverage test (``test_community_coverage.py``) finds ``WHY_MANUAL_CREW``."""

from __future__ import annotations

WHY_MANUAL_CREW: dict[str, str] = {
    "Mechad Network Interface": (
        "needs a Mechad ship stack to count in every way as two such stacks, each needing its own points (a copy of a unit in play: a new rule)"
    ),
    "Mechad Overlord": (
        "needs opposing crew weaker than it killed at once as they arrive at its location, before any function (an arrival trigger the kinds lack),"
        " automatons excepted, and a play restriction to a terrain of its own fleet by a Mechad player"
    ),
    "Argonian Strobe": (
        "needs up to 3 ships or bases of one opponent, chosen by that defender, barred from firing during their next turn, paid 1 energy per"
        " unit, and not aimed at the same opponent two turns running (a card action remembered across turns); it is Argonian foreign technology"
    ),
}
