"""Why the community's field (F) and psy (P) cards (issue 38: the psy rules) that are still manual
are so. The Psy Network (v2.1 PSY NETWORK) is a rule (``rules/variations.psy_network``), and so is
the field card model (v2.1 FIELD CARDS, PSY FUNCTIONS, DISCIPLINES: ``rules/psy_functions.py``,
h-psy2); what each card below still needs is named. ``test_community_coverage.reason`` looks a
title up here before its text patterns."""

from __future__ import annotations

_MODEL = "the field model (rules/psy_functions.py) plays its placement, levels, disciplines and once-a-turn use, but "
_ACTIVE = (
    "a function that stays switched on until the activating player's next Record Keeping Step and changes play meanwhile needs the"
    " switched-on functions remembered (field, function, psy, target) and read by the rules (a new kind)"
)

WHY_MANUAL_PSY = {
    "Lesser Healing Field": (
        _MODEL + "functions 4 and 6 discard a 'disease or illness' card and 'any health-affecting card' played against the fleet: the"
        " cards count as such are not defined by the rules or the cards (judgement)"
    ),
    "Field of Minor Wilding": (
        _MODEL + "Shield Channeler (a ship or base guards the Psy Network while it is on: " + _ACTIVE + "), Technology Disruption and"
        " Cyber Blast (their limit is the using psy's strength, which a function's kind does not see) and Cyber Blast's cyber mages (v2.1"
        " CYBER rules) are missing"
    ),
    "Field of Power": (
        _MODEL + "its four functions give the using psy 1-4 extra points of psy damage for the turn: " + _ACTIVE
    ),
    "Field of Viscaras": (
        _MODEL + "its functions are used only when it is played in reaction (a free use by any engaged Visonic), then it is discarded;"
        " Teleportation moves a psy without transport, Damage Negation and Damage Reflection answer a volley at the psy, Psy Diversion"
        " returns a psy just discarded to the hand: a reaction-mode field (v2.1 FIELD CARD OPERATION) is not built"
    ),
    "Psycanti Field": (
        _MODEL + "Psy Assault (a stronger psy stops guarding the Psy Network while it is on: " + _ACTIVE + ") and Damage Stream (damage"
        " equal to the using psy's strength, which a function's kind does not see) are missing"
    ),
    "Visonic Field": (
        _MODEL + "Psy Assault, Proton Block and Stream Block last while switched on (a stronger psy stops guarding the Psy Network; the"
        " psy ignores its first 1 or 3 points of damage, or damage equal to its strength): " + _ACTIVE
    ),
    "Stellar Field": (
        _MODEL + "its functions need combined terrain (Separation, Star Stop: v2.1 terrain combining, not built), half a star's"
        " strength as card damage and psy damage applied to a terrain as weapons damage (Terrain Blast)"
    ),
    "Psycanti Muse": (
        "needs a function chosen once, when the muse is played, from the Psycanti fields in play, then used free once a turn at any level"
        " even after that field is destroyed: the chosen function remembered on the card (a new kind on the field model)"
    ),
    "Visonic Pledge": (
        "needs 'all other Visonics at its location' (every card of the Visonic empire at its place but itself) made 2 stronger and given 1"
        " more psy damage: the existing strength and weapon kinds filter by title, not by empire, and do not leave the card itself out"
    ),
    "Psycanti Projection Station": (
        "the field model is built; still missing: one psy using one function of level 5 or less twice a turn (whether the second use costs"
        " a point and counts toward its discipline line is not said: judgement) and the Psycanti-deck-only restriction (cards/stocking.py)"
    ),
    "Aurora Borealis": (
        "needs a card drawing and exposing the deck's top card each Allocation Phase, putting a ship, base, dragon, crew, psy or equipment"
        " on its terrain's stack when that is a legal play and the rest back on the deck (a new kind)"
    ),
}
