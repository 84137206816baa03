"""Why titles of h-guest's list (issue 38, session 18: terrain played onto terrain) are still manual,
each re-read from its card image, with the rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` finds this dict. Scripted (``resources/cards/community-guest.json``):
Comet - Scorpead Comet of Lore (kinds ``guest_terrain``, ``share_magnifier``), Nagiridni Pirate Outpost
(``guest_terrain``, ``reduce_requirements`` with ``title``, ``cheap_ships_engaged``, ``return_cheap_ship``)."""

from __future__ import annotations

WHY_MANUAL_GUEST: dict[str, str] = {
    "Stellar Field": (
        "Separation (level 4: the cards of a combined terrain damaged one by one, as Aesthetic heavy weapons do: weapons fire and"
        " damage reach a combined terrain only as one unit, stats.members) and Star Stop (level 5: a star's own output stopped but not"
        " that of the terrain combined with it; CardState.own_output_stopped_turn does it for one of its controller's turns, while a"
        " field function lasts until the psy player's next Record Keeping) need a field function acting on one card of a combined"
        " terrain; Star Break (level 2) deals card damage down to half a star's or white dwarf's current strength and Terrain Blast"
        " (level 8) turns the psy's Psy Damage on a terrain into weapons damage to its structure: no kind does either"
    ),
}
