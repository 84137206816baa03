"""Why each of h-empire's community titles (issue 38, session 17: Mechad, Argonian, Council of
Six, Tufor ships, systems and equipment) that is still manual is so, read from its image
(``test_community_coverage`` finds ``WHY_MANUAL_EMPIRE``)."""

from __future__ import annotations

WHY_MANUAL_EMPIRE: dict[str, str] = {
    "Mechad Network Interface": (
        "needs a facsimile of a Mechad ship stack in play: the ship and every card on it count for all purposes as two stacks (each a"
        " unit to fire, be fired at, engage and use functions), each needing its own points, the interface discarded when either ship is"
        " destroyed (a copy of a unit in play: no rule or state makes one card two units)"
    ),
}
