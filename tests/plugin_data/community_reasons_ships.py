"""Why each ship title of the community decks that h-ships read from its image is still
manual (issue 38): what rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

KREBIZ_COMBINATION = (
    "a Krebiz combination card (v2.1 KREBIZ CAPITALIST ALLIANCE L1198-1229): played as one ship of the printed sums it would work, but the rule"
    " also lets it be played as its cruiser alone or its capsule alone (the other part lost), joined to another capsule or cruiser, and"
    " separated into two ships (a proxy for the second card): the engine has no per-copy 'played as' part numbers nor a second card for a part"
)

WHY_MANUAL_SHIPS = {
    "Nagiridni Pirate Cruiser - Aggressor Cruiser": (
        "needs move_against_terrain in the Allocation Phase (the kind moves by ship movement in Record Keeping) and ammunition stolen from the"
        " terrain with the engagement cost (the kind takes requirements only)"
    ),
    "P.O.T. Battlecruiser": (
        "needs its heavy weapons told apart when fired: the Shield Penetration Device's damage goes to the structure past Shields, Armor and EMF"
        " (v2.1 SHIELD PENETRATION DEVICE), its Plasma Streams' does not (a special weapon the volley resolution lacks)"
    ),
    "P.O.T. Star Cruiser - Peladine Star Cruiser": (
        "a deck restriction to one P.O.T. element (v2.1 P.O.T.: a deck representing one element uses only that element's and generic P.O.T. ships):"
        " the deck format has no element, only the main empire"
    ),
}
