"""Why h-terrain3's community titles that are still manual are not scripted (issue 38; each read
from its card image). ``test_community_coverage.reason`` finds ``WHY_MANUAL_TERRAIN3`` here."""

from __future__ import annotations

WHY_MANUAL_TERRAIN3: dict[str, str] = {
    "Comet - Scorpead Comet of Lore": (
        "played onto another terrain of the fleet without adding its strength to it and discarded only when that terrain is destroyed (a guest-side"
        " host rule: host_terrain is the host's, and a combined terrain adds its strength), and 'any one Scorpead ship may apply its phaser"
        " magnifier to itself plus one other ship at no cost': the magnifier multiplies the Phasers of its own unit only (systems.py), no kind"
        " lends a ship system to a second ship"
    ),
    "Nagiridni Pirate Outpost": (
        "played onto any terrain of the fleet, combining (a guest-side host rule: host_terrain is the host's); pirate ships of the fleet engage"
        " for 1 economy less (reduce_requirements would do it); ships printed with exactly 1 economy as their cost enter play engaged (an"
        " entry rule plays.entry_position lacks); and as a reaction, once each player turn, one such ship goes back to its owner's hand (a"
        " reaction function of a terrain answering any stack item: no kind)"
    ),
    "Void Dragoness": (
        "while it is engaged its player may use a hazard card of at most the dragon's current strength twice in the turn the hazard is played,"
        " 'as if two such cards were played': its on-play effects resolved twice and its continuous effects counted twice that turn (the stack"
        " resolves a play once and the stats layer counts each card once; Unlucky Crew Action needs the same doubling)"
    ),
}
