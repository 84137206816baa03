"""Why titles of h-moves's list (issue 38, session 18: units moved or held by another player) are
still manual, each re-read from its card image, with the rule or model its text needs that the
engine lacks. ``test_community_coverage.reason`` finds this dict. Scripted
(``resources/cards/community-moves.json``): D8 Surface Dragoness (both printings play as the
Pirates reprint, the most recent: v2.1 CARDS HAVE RULES) and O6 Political Clout."""

from __future__ import annotations

WHY_MANUAL_MOVES = {
    "Criminal Judge": (
        "C7: each turn, in its player's Allocation Phase, he picks an opposing crew of at most its strength and moves it to the judge's"
        " location (a crew moved into another player's unit: its controller then is unclear, and the engine moves only ships and dragons"
        " by ship movement), and allocates research points to it as a ransom; in the crew owner's next Allocation Phase he must allocate"
        " as many research points to move it back, else it is discarded: needs an Allocation-phase function moving an opponent's crew,"
        " research allocated to an opponent's crew as a ransom, the crew's former place kept across turns and the payment settled as the"
        " owner's allocation ends"
    ),
    "Bribe Pirate": (
        "O6 ('Required' with one economy symbol; LackeyCCG tags its cost -X economy, X the ship's strength): from the turn after it is"
        " played, its player may bribe a pirate ship of an opponent (with its stack) to act as if in his fleet for each turn he pays"
        " economy equal to the ship's strength, and six economy points applied to the card by others eliminate it. Needs economy"
        " allocated to an opponent's ship as a payment (rules/allocation takes economy only for a card's own requirements), control"
        " held while paid and lapsing at the briber's next Allocation Phase, and economy as a removing point on a card in play"
        " independently (damage.takes_removing_point takes research and repair on a card played to another); and a ruling on whether"
        " the one printed economy point is a standing requirement of the card or the X of the bribe"
    ),
}
