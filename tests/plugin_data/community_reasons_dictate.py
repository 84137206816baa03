"""Why titles of h-dictate's list (issue 38, session 18: another player choosing a unit's actions)
are still manual. ``test_community_coverage.reason`` finds this dict. Both titles are scripted now
(``resources/cards/community-dictate.json``, ``resolvers/dictation.py``): Miscommunications (kind
``dictate_fire``) and Insanity (kind ``dictate_actions``)."""

from __future__ import annotations

WHY_MANUAL_DICTATE: dict[str, str] = {}
