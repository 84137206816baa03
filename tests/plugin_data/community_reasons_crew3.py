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
}
