"""Why the field and psy titles h-fields2 read (issue 38) and left manual are so: what each
still needs beyond the field model (``rules/psy_functions.py``) and the switched-on functions
(``field_uses.py``, ``field_effects.py``, ``resolvers/field_functions.py``).
``test_community_coverage.reason`` finds this dict by its name."""

from __future__ import annotations

WHY_MANUAL_FIELDS2 = {
    "Stellar Field": (
        "Separation (the cards of a combined terrain damaged one by one) and Star Stop (a star's output stopped, not that of the terrain"
        " combined with it) need the cards of a combined terrain told apart (the Star's host_terrain makes them one unit); Star Break deals"
        " card damage down to half a star's current strength and Terrain Blast turns the psy's Psy Damage on a terrain into weapons damage"
        " (heavy-weapon damage to terrain structure): no kind does either"
    ),
}
