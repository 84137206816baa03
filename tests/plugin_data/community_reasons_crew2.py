"""Why titles of h-crew2's list (issue 38: crew and equipment) are still manual, each read from its
image, with what the rules lack. ``test_community_coverage.reason`` looks a title up here first.
Scripted (``resources/cards/community-crew2.json``): Suicide Squad, Marine, Damage Control Team,
Shroud Web Device, Early Warning, Energy Flux Mode Enhancement, Anarchist, Distortion Generator."""

from __future__ import annotations

_ATTACK_CAPABLE = (
    "v2.1 never defines which crew are 'combat capable' / 'attack-capable' (nor does any card): a rule to say it, e.g. crew with a function"
    " that damages, kills, destroys or captures a card, is a decision for the lead"
)

WHY_MANUAL_CREW2 = {
    "General": (
        "needs, while it is on a base, +2 strength for every combat-capable crew of its fleet and one there-and-back mission without a carrier"
        f" for those at its location (a mission with no shuttle or transporter); {_ATTACK_CAPABLE}"
    ),
    "Crew Capture": (
        "needs a captured crew moved onto the capturer's strongest terrain, unusable while there (a state kept on the crew after this card is"
        f" discarded), and a recovery by its owner's attack-capable crew on a there-and-back mission (a new mission kind); {_ATTACK_CAPABLE}"
    ),
    "Insanity": (
        "needs a crew's actions (its card actions and reactions) chosen by the Insanity's player while the crew stays in its owner's fleet"
        " (take_control would also hand over its points and continuous effects), a research cost of the crew's strength plus 5 to negate it,"
        " and the crew kept out of its owner's Discard Phase"
    ),
    "Unlucky Crew Action": (
        "needs the next negative luck or occurrence card played to its crew to act twice: its on-play effects resolved again and its"
        " continuous effects (strength, suspension) counted twice while it stays (the stats layer counts each card once)"
    ),
}
