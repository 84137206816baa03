"""Why the community's field (F) and psy (P) cards (issue 38: the psy rules) that are still manual
are so. The Psy Network (v2.1 PSY NETWORK) is a rule (``rules/variations.psy_network``), and so is
the field card model (v2.1 FIELD CARDS, PSY FUNCTIONS, DISCIPLINES: ``rules/psy_functions.py``,
h-psy2); what each card below still needs is named. ``test_community_coverage.reason`` looks a
title up here before its text patterns."""

from __future__ import annotations

_MODEL = "the field model (rules/psy_functions.py) plays its placement, levels, disciplines and once-a-turn use, but "

WHY_MANUAL_PSY = {
    "Field of Viscaras": (
        _MODEL + "its functions are used only when it is played in reaction (a free use by any engaged Visonic), then it is discarded;"
        " Teleportation moves a psy without transport, Damage Negation and Damage Reflection answer a volley at the psy, Psy Diversion"
        " returns a psy just discarded to the hand: a reaction-mode field (v2.1 FIELD CARD OPERATION) is not built"
    ),
}
