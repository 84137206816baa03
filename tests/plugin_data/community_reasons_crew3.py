"""Why titles of h-crew3's list (issue 38, session 17: crew, equipment and luck) are still manual,
each re-read from its card image (the LackeyCCG reference data's high-resolution images), with the rule
or kind its text needs that the engine lacks. ``test_community_coverage.reason`` finds this dict.
Scripted (``resources/cards/community-crew3.json``): Operations Officer - Ops, Reserve Power,
Nagiridni Pirate Salvage Tug."""

from __future__ import annotations

_COMBAT_CAPABLE = (
    "v2.1 never defines which crew are 'combat capable' or 'attack-capable': the words are in no rule of ge-rulebook-v2.1.txt or"
    " ge-basic-set-1994.txt, nor in ../shared/reference/card-facts.md (the rules folder holds no FAQ text); choosing them (e.g. crew"
    " with a function that damages, kills, discards or captures a card) is a rules decision for the lead, not a reading of the card"
)

WHY_MANUAL_CREW3 = {
    "General": (
        "while on a base: +2 strength to every combat capable crew of its fleet, and one there-and-back mission without a shuttle, fighter"
        f" or transporter for the combat capable crew at its location; {_COMBAT_CAPABLE}"
    ),
    "Crew Capture": (
        "played on an opposing crew of equal or lower strength: the crew is moved onto the strongest terrain of the capturing player's fleet"
        " and is not usable there (a captured state kept after this card is discarded), until its owner recovers it with a there-and-back"
        f" mission by an attack-capable crew (a new mission kind); {_COMBAT_CAPABLE}"
    ),
    "Criminal Judge": (
        "each turn, in its player's Allocation Phase, an opposing crew of at most its strength is moved to its location and its player"
        " allocates research points to that crew; in the owner's next Allocation Phase the owner must allocate as many research points to move"
        " it back, else it is discarded: needs an Allocation-phase function moving an opponent's crew, research allocated to an opponent's"
        " crew as a ransom and the crew's former place kept across turns, and the payment settled as the owner's allocation ends (not built)"
    ),
    "Unlucky Crew Action": (
        "the first negative luck or occurrence card played to its crew affects that crew twice: that card's on-play effects resolved again"
        " and its continuous effects (strength, suspension) counted twice while it stays (the stats layer counts each card once)"
    ),
}
