"""A there-and-back mission without a carrier (C8 General).

``free_mission`` (continuous, ``own_fleet`` with ``same_location``): one crew of its fleet at
its location that the effect reaches (``combat_capable``: ``combat_crew.py``'s reading) may
make one there-and-back mission a turn with no shuttle, fighter or transporter. The rules are
``missions.free_mission_giver`` (who gives it, whether it is used this turn) and
``rules/plays.apply_use`` (the mission sets out; the giver's ``CardState.carried_to`` records
it, cleared as its player's turn begins: once per complete turn, as every card function).
A carrier that can take the crew is used first; the free mission is for a crew none can take.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import HOST_PARAMS, Resolver


class FreeMissionResolver(Resolver):
    name = "free_mission"
    text = "let one crew of {target} at its location make a there-and-back mission a turn without transportation"
    params = {"combat_capable": bool, "same_location": bool, **HOST_PARAMS}
    continuous = True
    stat = Stat.FREE_MISSION
