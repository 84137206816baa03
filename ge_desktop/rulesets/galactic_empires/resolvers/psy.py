"""Kind classes of the field card model (v2.1 DISCIPLINES, PSY FUNCTIONS, FIELD CARD OPERATION;
issue 38, h-psy2). Both are facts a rule reads (``rules/psy_functions.py``); neither acts.

- ``field_disciplines`` (on a field card): the discipline groups the field belongs to,
  ``disciplines`` a comma-separated list ("Psycanti, Visonic, Kinetic"), and ``levels`` the
  number printed before each of its functions, in order ("1, 3, 5, 7"): the least strength
  of a psy that may switch it on. The functions are the field's card actions.
- ``psy_disciplines`` (on a psy card): one alternative of its discipline line: it may switch on
  up to ``amount`` functions a turn, paying 1 ``point`` each (energy ✸ or research ❏, as
  printed), from engaged fields of the ``disciplines`` named ("Fleet": any field of its
  fleet; "Any": any field of its player's fleets; else a discipline group). A psy printed with
  "either ... or ..." has one effect per alternative, and all its uses in a turn fit one.
- ``sustain_half_damage`` (a psy paladin): of each hit it takes it sustains 1 point for every
  2 points (fractions dropped), read by ``damage.damage_card`` after damage reductions.
- ``psys_duel_first`` (a psy duelist): while it is in play, the psys of its player's opponents
  may attack no card of its player's fleet but a psy, by weapons fire or a field function,
  until it is destroyed (``rules/psy_functions.duel_problem``).
- ``field_specialist`` (an occultist): it is played to a card bearing a field card
  (``placement``), and that field's functions need ``amount`` less strength from it.
- ``psy_function_bonus`` (Psycanti Planetesimal): the psys of its fleet of the ``empire``
  named count ``amount`` strength more, only for the strength a field function needs.
- ``apostle``: one non-psy crew on the apostle's card may switch on a function of level
  ``amount`` or lower of a field of its ``disciplines``, free, once a turn.
- ``beaten_back_to_hand`` (a psy defender): when the damage it has sustained reaches its
  strength it goes back to its owner's hand (the cards on it discarded), but is discarded when
  that damage reaches twice its strength (one hit can do both: the larger wins).
- ``commands_base`` (a psy commandant): on a base no stronger than itself, the base guards
  its player's Psy Network; on any base, no volley may be aimed at it until the base is
  destroyed (``rules/psy_functions.commanded_base``, ``behind_base``).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class FieldDisciplinesResolver(Resolver):
    name = "field_disciplines"
    text = "make {target} a field of the disciplines named"
    params = {"disciplines": str, "levels": str}
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS


class PsyDisciplinesResolver(Resolver):
    name = "psy_disciplines"
    text = "let {target} switch on up to {amount} field functions a turn, paying 1 {point} each"
    needs = ("amount", "point")
    params = {"disciplines": str}
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS


class SustainHalfDamageResolver(Resolver):
    name = "sustain_half_damage"
    text = "make {target} sustain 1 point of each 2 points of damage it takes"
    continuous = True
    stat = Stat.DAMAGE_SUSTAINED


class PsysDuelFirstResolver(Resolver):
    name = "psys_duel_first"
    text = "make opponents' psys destroy {target} before they attack any other card of its fleet but a psy"
    continuous = True
    about_itself = True
    stat = Stat.FIRE_TARGETS


class FieldSpecialistResolver(Resolver):
    name = "field_specialist"
    text = "be played to a card bearing a field; that field's functions need {amount} less strength from {target}"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS


class PsyFunctionBonusResolver(Resolver):
    name = "psy_function_bonus"
    text = "make the psys of its fleet of the empire named {amount} stronger for using field functions"
    needs = ("amount",)
    params = {"empire": str}
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS


class ApostleResolver(Resolver):
    name = "apostle"
    text = "let one non-psy crew on its card use a field function of level {amount} or lower a turn, free"
    needs = ("amount",)
    params = {"disciplines": str}
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS


class BeatenBackToHandResolver(Resolver):
    name = "beaten_back_to_hand"
    text = "send {target} back to its owner's hand when damage equal to its strength beats it (discarded at twice its strength)"
    continuous = True
    about_itself = True
    stat = Stat.BEATEN_BACK


class CommandsBaseResolver(Resolver):
    name = "commands_base"
    text = "make the base {target} is on (if no stronger) guard the Psy Network, and shield {target} from weapons fire until it is destroyed"
    continuous = True
    about_itself = True
    stat = Stat.FIRE_TARGETS
