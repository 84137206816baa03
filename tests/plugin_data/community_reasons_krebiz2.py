"""Why each Krebiz and empire-system title of the community decks that h-krebiz2 read from its
image is still manual (issue 38): what rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

KREBIZ_COMBINATION = (
    "a Krebiz combination card (v2.1 KREBIZ CAPITALIST ALLIANCE): played whole it works as one ship of the printed sums, but the rule also"
    " lets it be played as its cruiser alone or its capsule alone (the other part lost), joined to another capsule or cruiser, and separated"
    " into two ships, the second part shown by a proxy card: Ltd_Krebiz's Reference zone holds exactly those proxies (one Primary Edition"
    " cruiser and capsule per combination copy, tests/plugin_data/test_krebiz_reference_zone.py), but the game has no pile of proxies a"
    " part is taken from and returned to, nor a 'played as' choice in the card play"
)

WHY_MANUAL_KREBIZ2 = {
    "Krebiz Light Carrier": KREBIZ_COMBINATION + "; also its capsule's rearming of fighters' and shuttles' phasers each Engagement Phase",
    "Krebiz Scout Ship": KREBIZ_COMBINATION + "; also its capsule's choice each turn of 1 research point or a look at a random card of an opponent's hand",
    "Krebiz Command Ship": KREBIZ_COMBINATION,
}
