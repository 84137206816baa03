"""Why titles of h-crew3's list (issue 38, session 17: crew, equipment and luck) are still manual,
each re-read from its card image (the LackeyCCG reference data's high-resolution images), with the rule
or kind its text needs that the engine lacks. ``test_community_coverage.reason`` finds this dict.
Scripted (``resources/cards/community-crew3.json``): Operations Officer - Ops, Reserve Power,
Nagiridni Pirate Salvage Tug. General and Crew Capture moved to
``community_reasons_copy.py`` (session 18: h-copy scripted the General)."""

from __future__ import annotations

WHY_MANUAL_CREW3 = {
    "Criminal Judge": (
        "each turn, in its player's Allocation Phase, an opposing crew of at most its strength is moved to its location and its player"
        " allocates research points to that crew; in the owner's next Allocation Phase the owner must allocate as many research points to move"
        " it back, else it is discarded: needs an Allocation-phase function moving an opponent's crew, research allocated to an opponent's"
        " crew as a ransom and the crew's former place kept across turns, and the payment settled as the owner's allocation ends (not built)"
    ),
    "Insanity": (
        "played on a crew of equal or lower strength: its player dictates that crew's actions each turn while the crew stays in its owner's"
        " fleet (another player choosing a card's actions and reactions; take_control would also hand over its points and continuous"
        " effects), research equal to the crew's strength plus the Insanity's negates it, and the crew may not be discarded in the Discard"
        " Phase (v2.1 6 - DISCARD CARDS PHASE's own example, an insane C9 Admiral)"
    ),
    "Unlucky Crew Action": (
        "the first negative luck or occurrence card played to its crew affects that crew twice: that card's on-play effects resolved again"
        " and its continuous effects (strength, suspension) counted twice while it stays (the stats layer counts each card once)"
    ),
    "Miscommunications": (
        "its player dictates the weapons fire of one opposing ship or base (not at that unit's own fleet unless only two players remain;"
        " not where a communications officer is): the card does not say in whose Weapons Fire Phase, and the engine lets only a unit's"
        " controller declare its fire (a volley declared for another player's unit is a new rule)"
    ),
}
