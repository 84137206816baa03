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
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class FieldDisciplinesResolver(Resolver):
    name = "field_disciplines"
    text = "make {target} a field of the disciplines named"
    params = {"disciplines": str, "levels": str}
    continuous = True
    about_itself = True


class PsyDisciplinesResolver(Resolver):
    name = "psy_disciplines"
    text = "let {target} switch on up to {amount} field functions a turn, paying 1 {point} each"
    needs = ("amount", "point")
    params = {"disciplines": str}
    continuous = True
    about_itself = True
