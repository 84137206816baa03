"""Shields an attached card gives the unit it is on (community decks, issue 38, h-terrain3).

``artifact_shields`` (continuous, on the card itself: L6 Artifact - Dragon Gem of Protection):
``amount`` Shield points of the card (the gem's printed six; only units carry Shields in the card
model, so the number is the effect's) shield the unit it is played on. They take every damage point
dealt to that unit before anything else does, whatever the unit's own abilities: before its
immunities, its damage-scaling and damage-reducing effects, and before its own Shields
(``damage.artifact_first``, asked at the top of ``damage.damage_card`` and, for a volley, by
``rules/weapons.py`` before the target's ``scale_damage_taken``; a unit immune to weapons fire
may be fired at while such Shields are left on it, the damage reaching only them). Repair
points mend them like any Shield (``damage.repairable``), and so do healing points
(``damage.healable``); they regenerate 1 point in the Record Keeping Step like every Shield of
the fleet (v2.1 RECORD KEEPING STEP). The card is discarded at the instant its last Shield
point is damaged (the gem: "the sixth damage point").
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class ArtifactShieldsResolver(Resolver):
    name = "artifact_shields"
    text = "shield {target} with {amount} Shields of this card: they take any damage first, repair or healing mends them; discarded as the last is damaged"
    needs = ("amount",)
    continuous = True
    stat = Stat.DAMAGE_ABSORBED
