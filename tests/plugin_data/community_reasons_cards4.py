"""Why each carrier or raider card of the community decks that h-cards4 read from its image
is still manual (issue 38): what rule or kind parameter its text needs that the transport
kinds lack. ``test_community_coverage.reason`` looks a title up here before its text patterns."""

from __future__ import annotations

FREE_CREW_PLAY = "needs the first crew played onto this ship each turn to cost no card play (a new kind); its carrying of crew fits the transport kind"
FIGHTER_CHOICE = (
    "needs 'played only to a {empire}'s location' (a placement by empire) and its weapons fire and crew transport made one or the other each turn"
    " (the Fighter's transport kind does not bar firing after a transport)"
)

WHY_MANUAL = {
    "Suicide Squad": (
        "needs a crew whose there-and-back mission is a one-way strike: structure damage equal to its strength to a ship or base only, the crew"
        " then discarded (a new kind on the mission rules)"
    ),
    "General": (
        "needs a crew bonus while it is on a base (+2 strength to every combat-capable crew of the fleet) and one there-and-back mission without"
        " a carrier granted to the combat-capable crew at its location (new kinds)"
    ),
    "Marine": (
        "needs its discard of a crew or equipment card at its location barred where an opponent has marines, and the marine killed too when its"
        " target is stronger (a condition and a cost the discard_target kind lacks)"
    ),
    "Nagiridni Pirate Boarding Cruiser": FREE_CREW_PLAY,
    "Troop Ship": FREE_CREW_PLAY,
    "Troop Freighter": (
        "needs a ship's +3 economy to the terrain it is in play on (a modifier on its host terrain) and a ship carrying up to 3 crew to or from a"
        " location (the transport kind's carriers are equipment; to check on a ship)"
    ),
    "Crew Capture": (
        "needs a crew captured: moved to the capturing player's strongest terrain, unusable, recovered only by an attack-capable crew's"
        " there-and-back mission (a new kind)"
    ),
    "Filarian Fighter - Filarian Needle Fighter": FIGHTER_CHOICE.format(empire="Filarian"),
    # the volley cards (texts read from tests/cards/data/community-printings.tsv and the images)
    "Time Gap Generator": (
        "needs a unit about to be destroyed set aside out of play with its stack for the opponent's turn and brought back without the last"
        " volley's damage (the time rules: v2.1 TIME CARDS)"
    ),
    "Planet - Visonic Homeworld": (
        "needs the first 2 damage of every opposing volley ignored by each Visonic of its fleet (a continuous per-volley" " reduction by empire)"
    ),
    "Captain": (
        "needs, at its location, the first damage point of each opposing volley ignored, one fewer supply to operate and tractor beams"
        " ignored (a per-volley reduction at a crew's location, new kinds)"
    ),
    "Hull Rotation - Argonian Hull Rotation": (
        "needs one volley reduced by the ship's current Shield strength (an amount read from the unit, not fixed) and" " Argonian-only technology"
    ),
    "Visonic Fighter - Visonic Probe Fighter": FIGHTER_CHOICE.format(empire="Visonic") + "; also the cyber and psy rules (Cyber Discipline, Psy Damage)",
}
