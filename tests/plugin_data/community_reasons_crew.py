"""Why each of h-crew's community titles that is still manual is so (issue 38): read card by
card from its image, each reason naming the rule or kind its text needs that the engine lacks.
The coverage test (``test_community_coverage.py``) finds ``WHY_MANUAL_CREW``."""

from __future__ import annotations

WHY_MANUAL_CREW: dict[str, str] = {
    "Reserve Power": (
        "needs an equipment card played in the Allocation Phase (the play rules allow only the card play phases) giving its 3 energy to the unit"
        " it is on for immediate use, and in the Discard Phase a choice to take it back to hand without a card play"
    ),
    "Criminal Judge": (
        "needs an Allocation Phase function moving an opposing weaker crew to its location with research points assigned, and the owner's next"
        " Allocation Phase paying them back or losing the crew (a ransom kept across turns: a new kind)"
    ),
    "Operations Officer - Ops": (
        "needs one less supply OR energy to operate at its location, the owner's choice each turn (a requirement reduction by either point type),"
        " and each ammunition point applied to its unit counting twice"
    ),
}
