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
    "Insanity": (
        "played on a crew of equal or lower strength: its player dictates that crew's actions each turn while the crew stays in its owner's"
        " fleet (another player choosing a card's actions and reactions; take_control would also hand over its points and continuous"
        " effects), research equal to the crew's strength plus the Insanity's negates it, and the crew may not be discarded in the Discard"
        " Phase (v2.1 6 - DISCARD CARDS PHASE's own example, an insane C9 Admiral)"
    ),
    "Miscommunications": (
        "its player dictates the weapons fire of one opposing ship or base (not at that unit's own fleet unless only two players remain;"
        " not where a communications officer is): the card does not say in whose Weapons Fire Phase, and the engine lets only a unit's"
        " controller declare its fire (a volley declared for another player's unit is a new rule)"
    ),
}
