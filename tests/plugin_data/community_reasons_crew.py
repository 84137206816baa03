"""Why each of h-crew's community titles that is still manual is so (issue 38): read card by
card from its image, each reason naming the rule or kind its text needs that the engine lacks.
The coverage test (``test_community_coverage.py``) finds ``WHY_MANUAL_CREW``."""

from __future__ import annotations

WHY_MANUAL_CREW: dict[str, str] = {
    "Damage Control Team": (
        "needs a reaction that stops damage from destroying the ship or base it is played on, leaving it 1 structure point (a cap on a pending"
        " volley or card damage the kinds lack), and repair points it produces usable only at its own location (a restriction on pooled points)"
    ),
    "Distortion Generator": (
        "needs damage of every kind to a ship prevented for one turn only while that ship stays engaged (a condition on the unit's engagement the"
        " damage kinds lack), and its answer to a Divergent Anomaly, cancelled in reaction or discarded when already on the ship"
    ),
    "Energy Flux Mode Enhancement - Argonian Energy Flux Mode Enhancement": (
        "needs energy paid per Energy Flux of the ship (a cost counted from the unit's weapons) to triple the damage of those named heavy weapons"
    ),
    "Mechad Network Interface": (
        "needs a Mechad ship stack to count in every way as two such stacks, each needing its own points (a copy of a unit in play: a new rule)"
    ),
    "Mechad Overlord": (
        "needs opposing crew weaker than it killed at once as they arrive at its location, before any function (an arrival trigger the kinds lack),"
        " automatons excepted, and a play restriction to a terrain of its own fleet by a Mechad player"
    ),
    "Reserve Power": (
        "needs an equipment card played in the Allocation Phase (the play rules allow only the card play phases) giving its 3 energy to the unit"
        " it is on for immediate use, and in the Discard Phase a choice to take it back to hand without a card play"
    ),
    "Criminal Judge": (
        "needs an Allocation Phase function moving an opposing weaker crew to its location with research points assigned, and the owner's next"
        " Allocation Phase paying them back or losing the crew (a ransom kept across turns: a new kind)"
    ),
    "Operations Officer - Ops": (
        "needs one less supply OR energy to operate at its location, the owner's choice each turn (a requirement reduction by either point type),"
        " and each ammunition point applied to its unit counting twice"
    ),
    "Argonian Strobe": (
        "needs up to 3 ships or bases of one opponent, chosen by that defender, barred from firing during their next turn, paid 1 energy per"
        " unit, and not aimed at the same opponent two turns running (a card action remembered across turns); it is Argonian foreign technology"
    ),
    "Shroud Web Device": (
        "needs the Phaser part of a volley at its ship kept off the structure (Shields only) while other weapons' damage passes, and 'discarded"
        " after use' tied to the first such volley; it is Corporate Pirate foreign technology"
    ),
}
