"""Why each occurrence, lucky card, monster, terrain and ability card of the community decks
that is still manual is not scripted yet (issue 38; read from each card's image and table row).
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

TIME = "a time card ('time' in its title, v2.1 glossary): needs the time rules (cards set aside out of play and brought back, turns skipped or compressed)"
ALLOCATION = (
    "played in an opponent's or its own Allocation, Engagement or Draw Cards Phase: needs cards played from the hand outside the card play phases"
    " and reaction windows"
)
FLEET_POINTS = "needs one point type stopped or lowered for a whole fleet for a turn (a new kind)"
EMPIRE_FLEET = "needs a continuous effect on one empire's ships in play (an empire filter on fleet-wide targets, a new kind parameter)"
FIRING_COST = "needs the firing cost of a weapon lowered for one empire's ships (a new kind)"
VOLLEY = "needs a volley redirected, split or answered in a way the kinds lack"
SEVERAL_TARGETS = "needs one card played against several units at once (a new kind)"
JUST_DISCARDED = "needs a reaction to a card just discarded (a new kind)"

WHY_MANUAL = {
    "Discovery of Discoveries": "needs repeated discard-and-draw bounded by the weakest crew's strength (a new kind)",
}
