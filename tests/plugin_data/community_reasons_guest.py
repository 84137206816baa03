"""Why titles of h-guest's list (issue 38, session 18: terrain played onto terrain) are still manual,
each re-read from its card image, with the rule or kind its text needs that the engine lacks.
``test_community_coverage.reason`` finds this dict. Scripted (``resources/cards/community-guest.json``):
Comet - Scorpead Comet of Lore (kinds ``guest_terrain``, ``share_magnifier``)."""

from __future__ import annotations

WHY_MANUAL_GUEST: dict[str, str] = {
    "Nagiridni Pirate Outpost": (
        "'played to a terrain, combining' is the guest rule (kind guest_terrain, apart false, with placement on T), but three rules of"
        " its text have no kind: pirate ships of the fleet engage for 1 economy less (reduce_requirements reaches no fleet's ships by"
        " being pirates: no pirate filter), ships printed with exactly 1 economy as their engagement cost enter play engaged (an entry"
        " rule resolvers/placed_from_deck.entry_position lacks), and, as a reaction once each PLAYER turn (not each complete turn, the"
        " limit of used_functions), one such ship goes back to its owner's hand (a reaction function of a terrain answering any stack item)"
    ),
    "Stellar Field": (
        "Separation (level 4: the cards of a combined terrain damaged one by one, as Aesthetic heavy weapons do: weapons fire and"
        " damage reach a combined terrain only as one unit, stats.members) and Star Stop (level 5: a star's own output stopped but not"
        " that of the terrain combined with it; CardState.own_output_stopped_turn does it for one of its controller's turns, while a"
        " field function lasts until the psy player's next Record Keeping) need a field function acting on one card of a combined"
        " terrain; Star Break (level 2) deals card damage down to half a star's or white dwarf's current strength and Terrain Blast"
        " (level 8) turns the psy's Psy Damage on a terrain into weapons damage to its structure: no kind does either"
    ),
}
