"""Why the titles of h-plays' list (issue 38, session 18: plays inside plays, psy oddities) that
are still manual are so, each read from its card image (``test_community_coverage`` finds this
dict). The Psycanti Muse is scripted (``remember_field_function``, ``rules/remembered_functions.py``)."""

from __future__ import annotations

WHY_MANUAL_PLAYS = {
    "Continuum Disorder": (
        "R/O6: its player draws a card and plays it at once (not a Card Play; discarded if it has no legal place), then names an"
        " opponent who does the same; while the new card is weaker than his, that opponent names another, until a card at least as"
        " strong is drawn or every player has drawn one; then it is discarded: needs a forced play the engine lacks (a seat, active or"
        " not, whose only actions are the plays of one named card at any legal place, with their own reaction windows, resolved"
        " inside the Disorder's resolution), then the strength comparison and the next seat named (ChoiceRequest.seat exists for that)"
    ),
    "Field of Viscaras": (
        "R/F5 reaction-mode field: played in reaction, one engaged Visonic of the level printed uses one of its functions free, then"
        " it is discarded (rules/psy_functions.py plays fields in play only). Its four functions answer different items: Teleportation"
        " (3) moves one psy without transport, Damage Negation (4) voids one opponent volley at the psy (void_volley answers a volley),"
        " Damage Reflection (6) sends up to the psy's strength in damage back at the volley's source(s) (no such kind), Psy Diversion (8)"
        " returns a psy card just discarded to the hand (the just-discarded window, discarded.py): needs a field played in reaction as"
        " 'choose N' with the using psy named, and a damage-reflection kind"
    ),
}
