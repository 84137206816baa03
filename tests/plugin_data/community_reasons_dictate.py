"""Why titles of h-dictate's list (issue 38, session 18: another player choosing a unit's actions)
are still manual, each re-read from its card image, with the rule the engine lacks.
``test_community_coverage.reason`` finds this dict. Scripted (``resources/cards/community-dictate.json``):
Miscommunications (kind ``dictate_fire``, ``resolvers/dictation.py``)."""

from __future__ import annotations

WHY_MANUAL_DICTATE = {
    "Insanity": (
        "played on a crew of equal or lower strength: the crew 'functions irrationally' and the Insanity's player dictates its actions"
        " each turn while it stays in its owner's fleet (its points and continuous effects stay its owner's, so take_control does not fit);"
        " research equal to the crew's strength plus the Insanity's negates it; the crew may not be discarded in the Discard Phase (v2.1"
        " 6 - DISCARD CARDS PHASE's example, an insane C9 Admiral). Missing: a crew's card actions (functions, missions) listed for and"
        " taken by another player, with a reading of whose 'opposing' cards its functions then reach and in whose turn it acts"
        " (resolvers/dictation.py gives only a unit's weapons fire to another player), and the Discard Phase bar on a dictated card"
    ),
}
