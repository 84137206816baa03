"""Which crew are *combat capable* (C8 General; O6 Crew Capture says "attack-capable").

The words are defined nowhere in v2.1 or the 1994 Basic Set rules, nor in the card facts; the
reading the engine takes (a rules decision, to confirm) grounds them in the one kind of crew
combat the rules describe, the there-and-back mission, "a means for crew cards to assault an
opponent location by ... making an attack" (v2.1 THERE-AND-BACK MISSIONS, UE21 L391). A crew
is combat capable when the rules already let it take part in such an attack:

- it has a function (a card action or an "As a reaction" one) that attacks an opposing card:
  deals it damage or destroys it (kills, captures or discards it, or strikes at it and dies):
  kinds ``damage``, ``card_damage``, ``destroy_card`` and ``suicide_strike`` (boarding parties,
  marines, mercenaries, a suicide squad, raiding parties, warriors); or
- it goes along with a friendly crew on a mission to fight beside it (an effect that holds
  only while it is away at another player's location, ``host_away``: the Security Officer).

Any other crew (a doctor, an engineer, a science officer) may still go on a mission to use one
of its functions elsewhere (card-facts 84), but it makes no attack: it is not combat capable.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind

ATTACK_KINDS = frozenset({Kind.DAMAGE, Kind.CARD_DAMAGE, Kind.DESTROY_CARD, Kind.SUICIDE_STRIKE})


def combat_capable(info: CardInfo) -> bool:
    """Is a card with these printed facts a combat capable crew (this module's reading)?"""
    if not info.is_crew:
        return False
    if any(effect.kind in ATTACK_KINDS for effect in info.function_effects):
        return True
    return any(effect.param("host_away", False) for effect in info.effects)
