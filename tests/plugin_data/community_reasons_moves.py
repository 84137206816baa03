"""Why titles of h-moves's list (issue 38, session 18: units moved or held by another player) are
still manual, each re-read from its card image, with the rule or model its text needs that the
engine lacks. ``test_community_coverage.reason`` finds this dict. Scripted
(``resources/cards/community-moves.json``): D8 Surface Dragoness (both printings play as the
Pirates reprint, the most recent: v2.1 CARDS HAVE RULES) and O6 Political Clout."""

from __future__ import annotations

WHY_MANUAL_MOVES = {
    "Criminal Judge": (
        "C7 (re-read from its image, session 18 second wave): once each turn, in its player's Allocation Phase, he picks an opponent's crew"
        " of at most the judge's strength; it is moved to the judge's location; he allocates research points to it; in the crew owner's next"
        " Allocation Phase the owner must allocate as many research points to it to move it back, else it is discarded. What exists: once-a-turn"
        " Allocation-Phase card actions (in_allocation functions, legal._point_functions, listed only when they give a point) and points allocated to an"
        " opponent's card (legal._allocation: research_to_destroy, takes_removing_point, a Flood's negation_room). What is missing: (1) a crew"
        " of one player in another player's stack: state.fleet is by controller, so a moved crew would stay in its owner's fleet and keep"
        " its functions, missions and location effects at the judge's unit, and it would go with that unit if destroyed; the card does not"
        " say whether a judged crew works for its owner there, for the judge, or not at all (a ruling: a prisoner that does nothing is the"
        " reading a GE player would likely expect); (2) a ransom kept across turns: the research the judge's player allocates to that crew"
        " (CardState.received is cleared as its controller's turn begins, rules/turns.py: just before the owner must match it), the"
        " crew's former unit, and the owner's matching research, which"
        " rules/allocation's point branches do not take for a crew (a crew requires no research); (3) the settlement as the owner's next"
        " Allocation Phase ends (back to its former unit when paid, a ruling when that unit has left play; discarded when not), and bots"
        " that pay a ransom; (4) whether a crew already judged may be judged again before it is settled. Too much for a faithful model in"
        " this wave's 45 minutes; left manual"
    ),
    "Bribe Pirate": (
        "O6 ('Required' with one economy symbol; LackeyCCG tags its cost -X economy, X the ship's strength): from the turn after it is"
        " played, its player may bribe a pirate ship of an opponent (with its stack) to act as if in his fleet for each turn he pays"
        " economy equal to the ship's strength, and six economy points applied to the card by others eliminate it. Needs economy"
        " allocated to an opponent's ship as a payment (rules/allocation takes economy only for a card's own requirements), control"
        " held while paid and lapsing at the briber's next Allocation Phase, and economy as a removing point on a card in play"
        " independently (damage.takes_removing_point takes research and repair on a card played to another). Cost reading (from the"
        " image: 'Required' and one economy symbol, no number): the symbol names the kind of point the bribe takes and its amount is"
        " the X of the text (the ship's strength, paid each turn), as LackeyCCG's '-X_EconomyMult' tag says; not a standing one-point"
        " requirement of the card"
    ),
}
