"""Why the community's field (F) and psy (P) cards (issue 38: the psy rules) that are still manual
are so. The Psy Network (v2.1 PSY NETWORK) is a rule (``rules/variations.psy_network``), and so is
the field card model (v2.1 FIELD CARDS, PSY FUNCTIONS, DISCIPLINES: ``rules/psy_functions.py``,
h-psy2); what each card below still needs is named. ``test_community_coverage.reason`` looks a
title up here before its text patterns."""

from __future__ import annotations

WHY_MANUAL_PSY: dict[str, str] = {}  # Field of Viscaras: its reason moved to community_reasons_plays.py (h-plays, session 18)
