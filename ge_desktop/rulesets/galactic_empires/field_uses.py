"""One field function a psy switched on (v2.1 FIELD CARD OPERATION; issue 38, h-fields2).

A psy (or an apostle's crew) keeps on its ``CardState.functions_on`` one ``SwitchedOn`` per
function it switched on this turn: the field and the function's number, then, once the
function has resolved, the card it holds (``subject``: the psy itself or the card chosen) and
what is left of it (``left``: points of damage still to ignore, or the strength it lends).
The entry goes at its player's next Record Keeping Step (``rules/turns.start_turn``) or when
the psy leaves play ("functions it activated cease immediately"); ``rules/field_effects.py``
reads the entries.
"""

from __future__ import annotations

from typing import NamedTuple

from ge_desktop.rulesets.galactic_empires.terms import InstanceId


class SwitchedOn(NamedTuple):
    field: InstanceId
    function: int
    subject: InstanceId | None = None  # None: switched on, not resolved yet (or countered)
    left: int = 0
